//! What the server tests share: a server on an ephemeral port, and a small
//! HTTP/1.1 client over a plain socket, so that a test can also send what
//! no well-behaved client would (a broken body, a connection dropped
//! mid-stream).

#![allow(dead_code)]

use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::Value;

/// How long any read may wait: a test fails rather than hangs.
const READ_TIMEOUT: Duration = Duration::from_secs(60);

/// `alphametic serve --port 0` with extra arguments, killed when dropped.
pub struct Server {
    child: Child,
    pub addr: SocketAddr,
}

impl Server {
    pub fn start(args: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_alphametic"))
            .args(["serve", "--port", "0"])
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the binary starts");
        let stdout = child.stdout.take().expect("stdout is piped");
        let mut line = String::new();
        BufReader::new(stdout)
            .read_line(&mut line)
            .expect("the server prints its address");
        let addr = line
            .trim()
            .strip_prefix("listening on http://")
            .and_then(|rest| rest.strip_suffix('/'))
            .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
            .parse()
            .expect("an address");
        Server { child, addr }
    }

    /// Whether the process still runs.
    pub fn alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// The resident memory of the server, in KiB, from /proc.
    pub fn rss_kib(&self) -> u64 {
        self.status_kib("VmRSS:")
    }

    /// The most resident memory the server has had, in KiB.
    pub fn peak_kib(&self) -> u64 {
        self.status_kib("VmHWM:")
    }

    fn status_kib(&self, field: &str) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .expect("the server's /proc status");
        status
            .lines()
            .find_map(|line| line.strip_prefix(field))
            .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap_or_else(|| panic!("a {field} line"))
    }

    /// The searches the server runs now, by its own count
    /// (`GET /api/status`): a search counts until its thread ends.
    pub fn searches(&self) -> u64 {
        let status = self.get("/api/status");
        assert_eq!(status.status, 200, "{}", status.text());
        status.json()["searches"]
            .as_u64()
            .expect("`searches` is a number")
    }

    /// Asks the server for its searches until there are `n`: no sleep
    /// and no deadline, only the server's own state.
    pub fn wait_for_searches(&self, n: u64) {
        while self.searches() != n {
            std::thread::yield_now();
        }
    }

    pub fn post(&self, path: &str, body: &Value) -> Response {
        post(self.addr, path, body)
    }

    pub fn get(&self, path: &str) -> Response {
        request(self.addr, "GET", path, None, b"").expect("a response")
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A response: the status, the head's lines and the body, de-chunked.
#[derive(Debug)]
pub struct Response {
    pub status: u16,
    pub head: String,
    pub body: Vec<u8>,
}

impl Response {
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|err| panic!("not JSON ({err}): {}", self.text()))
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.head.lines().find_map(|line| {
            let (key, value) = line.split_once(':')?;
            key.eq_ignore_ascii_case(name).then_some(value.trim())
        })
    }

    /// The Server-Sent Events of the body: (event name, data as JSON).
    pub fn events(&self) -> Vec<(String, Value)> {
        events(&self.text())
    }
}

/// The events of a Server-Sent Events text.
pub fn events(text: &str) -> Vec<(String, Value)> {
    text.split("\n\n")
        .filter_map(|block| {
            let mut name = String::from("message");
            let mut data = Vec::new();
            for line in block.lines() {
                if let Some(rest) = line.strip_prefix("event:") {
                    name = rest.trim().to_owned();
                } else if let Some(rest) = line.strip_prefix("data:") {
                    data.push(rest.strip_prefix(' ').unwrap_or(rest));
                }
            }
            (!data.is_empty()).then(|| {
                let data = serde_json::from_str(&data.join("\n")).expect("JSON data");
                (name, data)
            })
        })
        .collect()
}

pub fn post(addr: SocketAddr, path: &str, body: &Value) -> Response {
    let body = serde_json::to_vec(body).unwrap();
    request(addr, "POST", path, Some("application/json"), &body).expect("a response")
}

/// Opens a connection and sends the request head and `body`.
pub fn send(
    addr: SocketAddr,
    method: &str,
    path: &str,
    content_type: Option<&str>,
    body: &[u8],
) -> io::Result<TcpStream> {
    let mut stream = TcpStream::connect(addr)?;
    stream.set_read_timeout(Some(READ_TIMEOUT))?;
    stream.set_write_timeout(Some(READ_TIMEOUT))?;
    let mut head = format!(
        "{method} {path} HTTP/1.1\r\nhost: {addr}\r\nconnection: close\r\ncontent-length: {}\r\n",
        body.len()
    );
    if let Some(content_type) = content_type {
        head += &format!("content-type: {content_type}\r\n");
    }
    head += "\r\n";
    stream.write_all(head.as_bytes())?;
    // A server that refuses a large body may answer and close before it is
    // all sent: the answer is still there to read.
    let _ = stream.write_all(body);
    Ok(stream)
}

/// Sends one request and reads the whole response.
pub fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    content_type: Option<&str>,
    body: &[u8],
) -> io::Result<Response> {
    let mut stream = send(addr, method, path, content_type, body)?;
    let mut raw = Vec::new();
    // A reset after the answer (a refused body) ends the reading too.
    if let Err(err) = stream.read_to_end(&mut raw)
        && raw.is_empty()
    {
        return Err(err);
    }
    parse(&raw)
}

/// Splits a raw response into status, head and (de-chunked) body.
pub fn parse(raw: &[u8]) -> io::Result<Response> {
    let bad = |what: &str| io::Error::new(io::ErrorKind::InvalidData, what.to_owned());
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .ok_or_else(|| bad("no end of head"))?;
    let head = String::from_utf8_lossy(&raw[..end]).into_owned();
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| bad("no status"))?;
    let mut body = raw[end + 4..].to_vec();
    let chunked = head.lines().any(|l| {
        l.to_ascii_lowercase()
            .starts_with("transfer-encoding: chunked")
    });
    if chunked {
        body = dechunk(&body);
    }
    Ok(Response { status, head, body })
}

/// The data of a chunked body, as far as it goes.
fn dechunk(mut raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    while let Some(line_end) = raw.windows(2).position(|w| w == b"\r\n") {
        let size = std::str::from_utf8(&raw[..line_end])
            .ok()
            .and_then(|s| usize::from_str_radix(s.trim(), 16).ok())
            .unwrap_or(0);
        raw = &raw[line_end + 2..];
        if size == 0 || raw.len() < size {
            out.extend_from_slice(&raw[..size.min(raw.len())]);
            break;
        }
        out.extend_from_slice(&raw[..size]);
        raw = &raw[(size + 2).min(raw.len())..];
    }
    out
}
