//! What the command line tests share: the binary, and temporary files to
//! hand it.

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use assert_cmd::Command;

pub fn alphametic() -> Command {
    Command::cargo_bin("alphametic").unwrap()
}

/// A file under the temporary directory that no other test, or other run of
/// this test, uses; removed when dropped.
pub struct TempFile(PathBuf);

impl TempFile {
    pub fn new(contents: &str) -> Self {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let name = format!(
            "alphametic-cli-test-{}-{}.txt",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        let path = std::env::temp_dir().join(name);
        std::fs::write(&path, contents).unwrap();
        TempFile(path)
    }

    pub fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}
