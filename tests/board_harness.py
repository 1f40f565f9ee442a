"""A tiny local host for a board front-end (widgets/static/<game>.js, e.g. kami.js), for browser tests.

It serves one page that imports /<game>.js and gives it the anywidget model interface
(get/set/on/off/save_changes/send). `send()` POSTs the message to /msg; the server applies
it with `rules.session.Session.handle` and the page stores the new snapshot, fires
`change:snapshot`, and fires `msg:custom` for a download — as the Jupyter widget and the
static page's worker host do.

The page reads its game from the query string
(?game=kami&players=3&seed=5&seats=human,bot:rule,bot:rule&lang=ja), so one server can host
several boards. `window.board` (also `window.kami`, for the Kami tests) exposes the model, the
messages sent and a `pending` count for tests to wait on.

    python tests/board_harness.py --players 3 --seed 5              # serve Kami and print the address
    python tests/board_harness.py --game nanga_parbat --seed 2      # another game's board
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import re
import threading
import urllib.parse
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from rules.errors import RulesError
from rules.session import Session

ROOT = Path(__file__).resolve().parents[1]
STATIC = ROOT / "widgets" / "static"
GAME_ID = re.compile(r"[a-z][a-z0-9_]*")

PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Board</title>
<style>body{margin:0;padding:8px;background:#e4ddcf}</style>
</head>
<body>
<div id="app"></div>
<script type="module">
const params = Object.fromEntries(new URLSearchParams(location.search));
const game = params.game || "kami";

const state = {};
const listeners = new Map();
let sid = null;
const kami = { sent: [], downloads: [], pending: 0, ready: false, error: null, game };
window.kami = kami;   // the Kami tests' name
window.board = kami;  // any game's board

function emit(event, ...args) {
  for (const cb of [...(listeners.get(event) || [])]) cb(...args);
}

async function post(path, body) {
  const response = await fetch(path, { method: "POST", body: JSON.stringify(body),
                                       headers: { "Content-Type": "application/json" } });
  if (!response.ok) throw new Error(await response.text());
  return response.json();
}

let queue = Promise.resolve();

const model = {
  get: (key) => state[key],
  set: (key, value) => { state[key] = value; emit("change:" + key, value); },
  on: (event, cb) => { if (!listeners.has(event)) listeners.set(event, new Set()); listeners.get(event).add(cb); },
  off: (event, cb) => {
    if (!event) listeners.clear();
    else if (!cb) listeners.delete(event);
    else listeners.get(event)?.delete(cb);
  },
  save_changes: () => {},
  // one message at a time, in the order sent, as a worker or a kernel answers them (a threaded server could
  // otherwise answer two quick seeks out of order)
  send: (msg) => {
    kami.sent.push(msg);
    kami.pending += 1;
    queue = queue.then(() => post("/msg", { sid, msg }))
      .then((out) => {
        if (out.texts) model.set("texts", out.texts); // the game's words, when they change: before the snapshot
        model.set("snapshot", out.snapshot);
        if (out.download) {
          kami.downloads.push(out.download);
          emit("msg:custom", { type: "download", ...out.download }, []);
        }
        if (out.share) emit("msg:custom", { type: "share", ...out.share }, []);
      })
      .catch((err) => { kami.error = String(err); })
      .finally(() => { kami.pending -= 1; });
  },
};
kami.model = model;
// the snapshot as the board draws it: with the game's words (ui, help), which replies carry only when they change
Object.defineProperty(kami, "snapshot", { get: () => state.snapshot && { ...state.snapshot, ui: state.texts?.ui,
                                                                         help: state.texts?.help } });

Promise.all([import(`/${game}.js`), post("/start", { ...params, game })]).then(([module, start]) => {
  sid = start.sid;
  state.texts = start.texts;
  state.snapshot = start.snapshot;
  kami.cleanup = module.default.render({ model, el: document.getElementById("app") });
  kami.ready = true;
}).catch((err) => { kami.error = String(err); });
</script>
</body>
</html>
"""


class BoardServer(ThreadingHTTPServer):
    """Serves the page and the module, and keeps one Session per opened page."""

    daemon_threads = True

    def __init__(self, address: tuple[str, int] = ("127.0.0.1", 0)) -> None:
        super().__init__(address, Handler)
        self.sessions: dict[str, Session] = {}
        self.lock = threading.Lock()
        self._ids = itertools.count(1)

    @property
    def base_url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}/"

    def url(self, players: int = 2, seed: int = 1, seats: list[str] | None = None, lang: str = "en",
            game: str = "kami", options: dict[str, Any] | None = None, lesson: bool = False) -> str:
        query = {"game": game, "players": players, "seed": seed, "lang": lang}
        if lesson:
            query["lesson"] = 1
        if seats:
            query["seats"] = ",".join(seats)
        if options:
            query["options"] = json.dumps(options)  # the game's options, e.g. Arnak's {"temple": "snake"}
        return self.base_url + "?" + urllib.parse.urlencode(query)

    def start(self, params: dict[str, Any]) -> dict[str, Any]:
        seats = params.get("seats")
        if params.get("lesson"):  # the game's guided first game (rules/lesson.py)
            session = Session.lesson_for(str(params.get("game") or "kami"), lang=params.get("lang", "en"))
        else:
            session = self._started(params, seats)
        with self.lock:
            sid = str(next(self._ids))
            self.sessions[sid] = session
        return {"sid": sid, **session.reply()}

    @staticmethod
    def _started(params: dict[str, Any], seats: str | None) -> Session:
        return Session.start(str(params.get("game") or "kami"), players=int(params.get("players", 2)),
                             seed=int(params.get("seed", 1)), seats=seats.split(",") if seats else None,
                             lang=params.get("lang", "en"),
                             options=json.loads(params["options"]) if params.get("options") else None)

    def handle_msg(self, body: dict[str, Any]) -> dict[str, Any]:
        with self.lock:
            session = self.sessions[str(body.get("sid"))]
            return session.handle(body.get("msg"))


class Handler(BaseHTTPRequestHandler):
    server: BoardServer

    def log_message(self, format: str, *args: Any) -> None:  # keep test output quiet
        pass

    def _send(self, status: int, body: bytes, content_type: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        path = urllib.parse.urlparse(self.path).path
        module = STATIC / (path[1:] or "-")
        if path in ("/", "/index.html"):
            self._send(200, PAGE.encode(), "text/html; charset=utf-8")
        elif path.endswith(".js") and GAME_ID.fullmatch(path[1:-3]) and module.is_file():
            self._send(200, module.read_bytes(), "text/javascript; charset=utf-8")
        else:
            self._send(404, b"not found", "text/plain")

    def do_POST(self) -> None:
        path = urllib.parse.urlparse(self.path).path
        length = int(self.headers.get("Content-Length") or 0)
        try:
            body = json.loads(self.rfile.read(length) or b"{}")
            if path == "/start":
                out = self.server.start(body)
            elif path == "/msg":
                out = self.server.handle_msg(body)
            else:
                self._send(404, b"not found", "text/plain")
                return
        except (RulesError, KeyError, ValueError) as exc:
            self._send(400, str(exc).encode(), "text/plain; charset=utf-8")
            return
        self._send(200, json.dumps(out, ensure_ascii=False).encode(), "application/json; charset=utf-8")


@contextlib.contextmanager
def serve_board(players: int = 2, seed: int = 1, seats: list[str] | None = None, lang: str = "en",
                game: str = "kami", options: dict[str, Any] | None = None) -> Iterator[str]:
    """Serve `game`'s board on 127.0.0.1 (a free port) and yield the page's URL for this game."""
    with running_server() as server:
        yield server.url(players=players, seed=seed, seats=seats, lang=lang, game=game, options=options)


@contextlib.contextmanager
def running_server() -> Iterator[BoardServer]:
    """A BoardServer answering on a free port of 127.0.0.1 until the block ends (one per test module)."""
    server = BoardServer()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@contextlib.contextmanager
def watched_page(browser: Any, **options: Any) -> Iterator[Any]:
    """A desktop-sized page (1280×800) shared by a test module; any script error on it fails the module's end."""
    page = browser.new_page(viewport={"width": 1280, "height": 800}, **options)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    yield page
    page.close()
    assert not errors, errors


@contextlib.contextmanager
def board_page(browser: Any, game: str, root: str, *, players: int = 2, seed: int = 1, seats: list[str] | None = None,
               lang: str = "en", width: int = 1280, height: int = 800,
               options: dict[str, Any] | None = None) -> Iterator[Any]:
    """A Chromium page showing a fresh game's board (`root`: its root selector); JavaScript errors fail the test."""
    with serve_board(game=game, players=players, seed=seed, seats=seats, lang=lang, options=options) as url:
        page = browser.new_page(viewport={"width": width, "height": height}, accept_downloads=True)
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        try:
            page.goto(url)
            page.wait_for_function("window.board && (window.board.ready || window.board.error)")
            assert page.evaluate("window.board.error") is None
            page.wait_for_selector(root)
            yield page
            assert not errors, errors
            assert page.evaluate("window.board.error") is None
        finally:
            page.close()


def open_against_bots(page: Any, server: BoardServer, game: str, seed: int, players: int = 2,
                      bot: str = "bot:rule") -> dict[str, Any]:
    """`page` shows a new game of `game` on `server`: the viewer in seat 1, bots in the others; its first snapshot."""
    page.goto(server.url(game=game, players=players, seed=seed, seats=["human"] + [bot] * (players - 1)))
    page.wait_for_function("window.board && (window.board.ready || window.board.error)")
    assert page.evaluate("window.board.error") is None
    page.wait_for_selector("[data-version]")
    return settle(page)


def settle(page: Any) -> dict[str, Any]:
    """Wait until every message sent has been answered; the snapshot the board shows now."""
    page.wait_for_function("window.board.pending === 0")
    return page.evaluate("window.board.snapshot")


def click(page: Any, notation: str) -> dict[str, Any]:
    page.click(f'[data-action="{notation}"]')
    return settle(page)


def unstamped(msg: Any) -> Any:
    """A message without the staleness stamp ("version", "seat") the shared frame adds to messages that change the
    game (tests/test_board_messages.py checks the stamp)."""
    return {k: v for k, v in msg.items() if k not in ("version", "seat")} if isinstance(msg, dict) else msg


def last_sent(page: Any) -> Any:
    """The last message the board sent, unstamped."""
    return unstamped(page.evaluate("window.board.sent.at(-1)"))


def sent_count(page: Any) -> int:
    return page.evaluate("window.board.sent.length")


def sent_since(page: Any, count: int) -> list[Any]:
    """The messages the board sent after its first `count` (sent_count), unstamped: a click that sent nothing shows
    as [], not as the message some earlier click sent."""
    return [unstamped(m) for m in page.evaluate("n => window.board.sent.slice(n)", count)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="kami")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seats", default="", help="comma separated, e.g. human,bot:rule")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--options", default="", help='the game\'s options as JSON, e.g. \'{"temple": "snake"}\'')
    args = parser.parse_args()
    server = BoardServer(("127.0.0.1", args.port))
    seats = args.seats.split(",") if args.seats else None
    options = json.loads(args.options) if args.options else None
    print(server.url(players=args.players, seed=args.seed, seats=seats, lang=args.lang, game=args.game,
                     options=options), flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()
    server.server_close()


if __name__ == "__main__":
    main()
