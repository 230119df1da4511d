//! The WebAssembly module's one export, for the page's Web Worker
//! (`web/page/worker.js`).

use serde_json::Value;
use wasm_bindgen::prelude::*;

use crate::{Stop, task};

/// Runs `task` on the JSON `body` (see [`task::run`]) and answers with
/// JSON; `on_event(name, json)` receives a streamed task's events as they
/// come. A failure is thrown as the JSON of its `{"error": …}` object.
///
/// The worker runs to the end: the page stops a task by ending the worker.
#[wasm_bindgen]
pub fn run(task: &str, body: &str, on_event: &js_sys::Function) -> Result<String, String> {
    let sink = |name: &str, data: &Value| {
        let name = JsValue::from_str(name);
        let data = JsValue::from_str(&data.to_string());
        on_event.call2(&JsValue::NULL, &name, &data).is_ok()
    };
    task::run(task, body, &Stop::never(), &sink)
        .map(|answer| answer.to_string())
        .map_err(|failure| failure.into_body().to_string())
}
