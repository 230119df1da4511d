//! `alphametic serve`: a web page to solve, see, find and play puzzles, and
//! a JSON API for programs, served by one binary.
//!
//! The page is the static site's (`assets/`, and the WebAssembly module of
//! `alphametic-web` when it was built first): it runs its work in a Web
//! Worker, and through the API below when the module is not there.
//!
//! The server is a thin shell over the library: each handler reads its
//! request, calls the page's task in `alphametic-web` (which calls the same
//! `Puzzle` and `find` API the other commands call) on a blocking thread,
//! and streams what it yields. The limits that hold against any client are
//! layers around the routes ([`limits`]): a body limit, a deadline on every
//! search, a bounded number of searches at once, and a cancel flag that
//! stops a search when its client goes away.
//!
//! The modules import one another in one direction only, from the top:
//! the endpoints `play`, `find` and `api` (each may use those after it),
//! then `stream`, `limits` and `error`; `assets` imports none of them. A
//! lower module can thus be read and changed without the ones above it.

mod api;
mod assets;
mod error;
mod find;
mod limits;
mod play;
mod stream;

use std::io::{self, Write};
use std::net::SocketAddr;
use std::time::Duration;

use axum::Router;
use axum::routing::{get, post};
use clap::Args;

use crate::Outcome;
use limits::Limits;

/// The arguments of `alphametic serve`.
#[derive(Debug, Args)]
#[command(after_help = "\
The first line on stdout is the address served, as in
  listening on http://127.0.0.1:8080
With --port 0 the system picks a free port, which that line names.

Stop the server with Ctrl-C.

Exit status:
  0  the server stopped on Ctrl-C
  2  the address cannot be bound or the runtime cannot start")]
pub struct ServeArgs {
    /// The address to listen on; the default serves this machine only
    #[arg(long, default_value = "127.0.0.1")]
    host: String,

    /// The port to listen on (0: any free port)
    #[arg(long, default_value_t = 8080)]
    port: u16,

    /// Opens the page in the default browser once the server listens
    #[arg(long)]
    open: bool,

    /// The deadline of every search, in seconds
    #[arg(long, value_name = "SECONDS", default_value = "10", value_parser = seconds)]
    timeout: Duration,

    /// The most searches that run at once; further requests wait for one
    /// to end, up to the deadline, then get 503
    #[arg(long, value_name = "N", default_value_t = 4,
          value_parser = clap::value_parser!(u16).range(1..=1024))]
    max_searches: u16,
}

/// The longest deadline: a day. Far longer would overflow the clock
/// arithmetic of deadlines (`Instant` plus the timeout).
const MAX_TIMEOUT: f64 = 86_400.0;

/// A number of seconds above 0, up to a day.
fn seconds(text: &str) -> Result<Duration, String> {
    let value: f64 = text
        .parse()
        .map_err(|_| format!("`{text}` is not a number of seconds"))?;
    // NaN is not above 0 either.
    if value.is_nan() || value <= 0.0 {
        return Err(format!("the deadline must be above 0 seconds, not {text}"));
    }
    if value > MAX_TIMEOUT {
        return Err(format!(
            "the deadline must be at most a day ({MAX_TIMEOUT} seconds), not {text}"
        ));
    }
    Duration::try_from_secs_f64(value).map_err(|_| format!("`{text}` is not a number of seconds"))
}

/// Serves until Ctrl-C.
pub fn run(args: &ServeArgs) -> io::Result<Outcome> {
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(err) => {
            eprintln!("error: cannot start the server's runtime: {err}");
            return Ok(Outcome::BadInput);
        }
    };
    runtime.block_on(serve(args))
}

async fn serve(args: &ServeArgs) -> io::Result<Outcome> {
    let listener = match tokio::net::TcpListener::bind((args.host.as_str(), args.port)).await {
        Ok(listener) => listener,
        Err(err) => {
            eprintln!(
                "error: cannot listen on `{}:{}`: {err}",
                args.host, args.port
            );
            return Ok(Outcome::BadInput);
        }
    };
    let addr = listener.local_addr()?;
    let url = url(addr);
    {
        // Whoever started the server reads this line to learn the port.
        let mut out = io::stdout().lock();
        writeln!(out, "listening on {url}")?;
        out.flush()?;
    }
    if !assets::MODULE {
        eprintln!(
            "note: the page works through the API: `web/build.sh` builds its WebAssembly \
             module, which the next build of this command embeds"
        );
    }
    if args.open {
        open_browser(&url);
    }
    let limits = Limits::new(args.timeout, usize::from(args.max_searches));
    axum::serve(listener, app(limits))
        .with_graceful_shutdown(async {
            // If the signal cannot be watched the server runs until killed.
            if tokio::signal::ctrl_c().await.is_err() {
                std::future::pending::<()>().await;
            }
        })
        .await?;
    Ok(Outcome::Solved)
}

/// The page and the API, with the limits around them.
fn app(limits: Limits) -> Router {
    let api = Router::new()
        .route("/check", post(api::check))
        .route("/solve", post(api::solve))
        .route("/solve/all", post(api::solve_all))
        .route("/explain", post(api::explain))
        .route("/codegen", post(api::codegen))
        .route("/find", post(find::find))
        .route("/play/new", post(play::new_game))
        .route("/play/check", post(play::check))
        .route("/play/hint", post(play::hint))
        .route_layer(axum::middleware::from_fn_with_state(
            limits.clone(),
            limits::one_search,
        ))
        .route("/lists", get(find::lists))
        .route("/status", get(api::status))
        .fallback(api::not_found);
    Router::new()
        .route("/", get(assets::index))
        .route("/{file}", get(assets::asset))
        .nest("/api", api)
        .layer(limits.layers())
        .with_state(limits)
}

/// The address as a URL a browser opens.
fn url(addr: SocketAddr) -> String {
    format!("http://{addr}/")
}

/// Opens `url` with the desktop's opener; a failure is only a warning, as
/// the address is printed anyway.
fn open_browser(url: &str) {
    let opener = if cfg!(target_os = "macos") {
        "open"
    } else if cfg!(windows) {
        "explorer"
    } else {
        "xdg-open"
    };
    if let Err(err) = std::process::Command::new(opener)
        .arg(url)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
    {
        eprintln!("warning: cannot open a browser with `{opener}`: {err}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_are_positive_and_finite() {
        assert_eq!(seconds("10"), Ok(Duration::from_secs(10)));
        assert_eq!(seconds("0.25"), Ok(Duration::from_millis(250)));
        assert!(seconds("0").is_err());
        assert!(seconds("-1").is_err());
        assert!(seconds("NaN").is_err());
        assert!(seconds("1e300").is_err());
        assert!(seconds("1e19").is_err());
        assert_eq!(seconds("86400"), Ok(Duration::from_secs(86_400)));
        assert!(seconds("86401").is_err());
        assert!(seconds("soon").is_err());
    }
}
