// The page's worker: runs its tasks, one after another, on the WebAssembly
// module (`alphametic-web`), so that the page never waits for a search.
// The page sends the compiled module first, then `{id, task, body}`
// messages; the worker answers `{id, events}` as a streamed task goes (in
// batches, at most every 50 ms, so that a puzzle with a million solutions
// does not flood the page), then `{id, answer}` or `{id, error}`. To stop a
// task the page ends the worker.
import init, { run } from './alphametic_web.js';

let ready = null;

self.onmessage = async ({ data }) => {
  if (data.module) {
    ready = init({ module_or_path: data.module });
    return;
  }
  await ready;
  const { id, task, body } = data;
  let batch = [];
  let sent = -Infinity;
  const flush = () => {
    if (batch.length) postMessage({ id, events: batch });
    batch = [];
    sent = performance.now();
  };
  const onEvent = (name, json) => {
    batch.push([name, JSON.parse(json)]);
    if (performance.now() - sent >= 50) flush();
  };
  const started = performance.now();
  try {
    const answer = JSON.parse(run(task, JSON.stringify(body), onEvent));
    flush();
    postMessage({ id, answer, ms: performance.now() - started });
  } catch (err) {
    flush();
    // A task's failure is the JSON of `{error, …}`; anything else is a
    // fault of the module, after which this worker is not used again.
    if (typeof err === 'string') postMessage({ id, error: JSON.parse(err) });
    else postMessage({ id, error: { error: `the worker failed: ${err}` }, broken: true });
  }
};
