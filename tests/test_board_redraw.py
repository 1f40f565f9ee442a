"""What a redraw leaves alone, on every board, in Chromium (widgets/src/common/frame.js, toolbar.js, dom.js).

A new position is drawn into the nodes already on the page (`morph`), so that the browser styles and lays out only
what changed. These tests watch the page's mutations across moves: what a move did not change is not touched, and
the parts kept from an earlier drawing still work.
One board server and one page for the module.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.board_harness import BoardServer, open_against_bots, settle, watched_page

ROOTS = {"arnak": ".arnak-board", "k2": ".k2-board", "kami": ".kami-board", "nanga_parbat": ".np-board"}

# counts the times the board's lang is set, and keeps the Undo button drawn before the move
WATCH = """(root) => {
  const board = document.querySelector(root);
  window.redraw = { lang: 0, undo: board.querySelector('[data-tool="undo"]') };
  new MutationObserver((records) => { window.redraw.lang += records.length; })
    .observe(board, { attributes: true, attributeFilter: ["lang"] });
}"""


@pytest.fixture(scope="module")
def page(chromium: Any) -> Iterator[Any]:
    with watched_page(chromium) as page:
        yield page


def move(page: Any) -> dict[str, Any]:
    """The viewer takes their first option (the bot answers): the position after it."""
    snap = settle(page)
    page.evaluate("""(snap) => window.board.model.send(
      { type: "act", action: snap.legal[0].action, version: snap.version, seat: snap.viewer })""", snap)
    after = settle(page)
    assert after["version"] > snap["version"] and not after["notice"]
    return after


@pytest.mark.parametrize("game", sorted(ROOTS))
def test_a_move_is_drawn_into_the_board_in_place(page: Any, server: BoardServer, game: str) -> None:
    open_against_bots(page, server, game, seed=3)
    page.evaluate(WATCH, ROOTS[game])
    move(page)
    # set again, even to the same value, the language made the browser style and lay out the whole board
    assert page.evaluate("window.redraw.lang") == 0
    assert page.evaluate("""() => window.redraw.undo.isConnected &&
      window.redraw.undo === document.querySelector('[data-tool="undo"]')"""), "the tools were built anew"
    page.click('[data-lang="ja"]')
    assert settle(page)["lang"] == "ja"
    assert page.get_attribute(ROOTS[game], "lang") == "ja"


def test_the_kept_load_tool_opens_the_file_it_is_given(page: Any, server: BoardServer) -> None:
    open_against_bots(page, server, "kami", seed=3)
    move(page)
    move(page)  # the tools on the page are a drawing older than the board's last one
    with page.expect_file_chooser() as chooser:
        page.click('[data-tool="load"]')
    chooser.value.set_files({"name": "save.json", "mimeType": "application/json", "buffer": b"{}"})
    page.wait_for_function("window.board.sent.at(-1).type === 'load'")
    assert page.evaluate("window.board.sent.at(-1).data") == "{}"
    assert settle(page)["notice"], "the host refused the file"


def test_the_log_stays_in_place_while_the_turn_summaries_come_and_go(page: Any, server: BoardServer) -> None:
    """Nanga Parbat draws this turn's and the last turn's summaries above the log: the log is never taken out (a
    long list the browser would lay out anew)."""
    open_against_bots(page, server, "nanga_parbat", seed=2)
    page.evaluate("""() => {
      const extra = document.querySelector(".np-extra");
      window.moved = [];
      window.summaries = new Set();
      new MutationObserver((records) => {
        for (const r of records) for (const node of r.removedNodes) window.moved.push(node.className);
        for (const node of extra.querySelectorAll("[data-summary]")) window.summaries.add(node.dataset.summary);
      }).observe(extra, { childList: true });
    }""")
    shown = []
    for _ in range(8):
        snap = move(page)
        shown.append(sorted(page.evaluate("[...document.querySelectorAll('.np-extra [data-summary]')]"
                                          ".map((n) => n.dataset.summary)")))
        if snap["result"]:
            break
    assert {"this", "last"} <= set(page.evaluate("[...window.summaries]")), shown
    assert ["last"] in shown and ["last", "this"] in shown, "a summary came and went"
    assert not [name for name in page.evaluate("window.moved") if "np-log-panel" in name or "np-help" in name]


# the board drawn afresh from the snapshot the page shows, beside it: what each part of both boards shows, without
# what depends on the way there (pieces that just arrived, the Tab stop the player last used, travels under way)
SAME_AS_FRESH = """async ({ root, game }) => {
  const module = await import(`/${game}.js`);
  const snapshot = window.board.snapshot;
  const model = { get: () => snapshot, set() {}, on() {}, off() {}, send() {}, save_changes() {} };
  const host = document.createElement("div");
  document.body.append(host);
  const cleanup = module.default.render({ model, el: host });
  const shown = (board) => {
    const copy = board.cloneNode(true);
    for (const el of copy.querySelectorAll("*")) {
      el.removeAttribute("tabindex");
      el.removeAttribute("data-roving-item");
      el.classList.remove("is-new", "is-flash");
      if (!el.classList.length) el.removeAttribute("class");
      const attributes = [...el.attributes].map((a) => [a.name, a.value]).sort();
      for (const [name] of attributes) el.removeAttribute(name);
      for (const [name, value] of attributes) el.setAttribute(name, value);  // in one order: a morph adds at the end
    }
    return [...copy.children].map((part) => part.outerHTML);
  };
  const result = [shown(document.querySelector(root)), shown(host.querySelector(root))];
  cleanup();
  host.remove();
  return result;
}"""


@pytest.mark.parametrize("game", sorted(ROOTS))
def test_a_board_redrawn_move_after_move_shows_what_a_fresh_one_does(page: Any, server: BoardServer,
                                                                     game: str) -> None:
    open_against_bots(page, server, game, seed=5)
    for played in range(30):
        over = move(page)["result"]
        if played % 5 == 4 or over:
            kept, fresh = page.evaluate(SAME_AS_FRESH, {"root": ROOTS[game], "game": game})
            assert kept == fresh, f"after {played + 1} moves"
        if over:
            break
