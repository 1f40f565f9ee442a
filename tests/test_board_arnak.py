"""The Lost Ruins of Arnak board (widgets/static/arnak.js) in a real headless Chromium.

The board is served by tests/board_harness.py (one server and one page for the module), whose page answers the
board's messages with rules.session.Session as the hosts do. Every option the board offers is a `[data-target]`
element (rules/arnak/text.py action_target names the thing); a target with several entries opens a menu of
`[data-choice]` buttons. The tour below plays the first rounds of a game by clicks and then, for each decision kind
the game did not happen to reach, continues a game found in CPython (tests/arnak_walks.py) that reaches it, loaded
through the board's own Load button, and clicks through that decision on the board. Whole games by clicks are played
on the site (tests/test_site_arnak.py).
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from rules.bots import make_bot
from rules.session import Session
from tests.arnak_walks import KINDS, find_position, weighted_choice
from tests.board_harness import BoardServer, last_sent, sent_count, sent_since, settle

GAME = "arnak"
ROOT = ".arnak-board"
SEATS = ["human", "bot:rule"]
Snap = dict[str, Any]
CLICKED_ROUNDS = 3  # the tour's game by clicks: its first rounds (a redraw of the whole board takes a while)

BOARD_PARTS = ("mainboard", "research", "row", "players")
# targets that name a thing drawn on the table: they belong on the board, not in the decision panel
THINGS = {"site", "card", "research", "temple", "guardian", "assistant", "idol"}
THING_CHOICES = {
    # sites and camp spaces
    "activate", "dig_or_discover", "relocate_from", "relocate_to", "return_home", "camp", "guardian", "guardian_from",
    "guardian_to",
    # cards (hand, play area, row; not an earring's draw: those cards lie in no zone of the
    # table, only the decision that shows them holds them)
    "exile", "discard", "purchase", "take", "keep", "unkeep",
    # assistants (own, supply, rescue)
    "supply_use", "swap_own", "swap_supply", "recruit", "assistant_up", "rescue", "refresh",
    # research spaces and bonus tiles
    "study", "bonus",
}
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")

# every element carrying data-target: its target, the part it sits in, its accessible name, whether the keyboard reaches
# it (a Tab stop, or a member of a group whose Tab stop the arrow keys move along)
TARGETS_JS = """() => [...document.querySelectorAll('[data-target]')].map((e) => ({
    target: e.dataset.target,
    part: e.closest('[data-part]')?.dataset.part ?? null,
    label: e.getAttribute('aria-label'),
    focusable: (e.tabIndex >= 0 || e.hasAttribute('data-roving-item')) && !e.disabled
        && !e.closest('[hidden], [inert]'),
}))"""


def kind_of(target: str) -> str:
    return target.split(":", 1)[0]


def on_board(target: str) -> bool:
    return kind_of(target) in THINGS or kind_of(target) in THING_CHOICES


# ---- one server and one page for the module ---------------------------------------------------------------------

@pytest.fixture
def page(board_page_checked: Any) -> Any:
    """The module's one page (tests/conftest.py); JavaScript errors during a test fail it."""
    return board_page_checked


def open_game(page: Any, server: BoardServer, seed: int = 3, seats: list[str] | None = None, lang: str = "en",
              width: int = 1280, height: int = 900) -> Snap:
    """A fresh game on the page (a new session on the module's server)."""
    seats = seats or SEATS
    page.set_viewport_size({"width": width, "height": height})
    page.goto(server.url(game=GAME, players=len(seats), seed=seed, seats=seats, lang=lang))
    page.wait_for_function("window.board && (window.board.ready || window.board.error)")
    assert page.evaluate("window.board.error") is None
    page.wait_for_selector(ROOT)
    return settle(page)


def load_position(page: Any, session: Session, folder: Path) -> Snap:
    """Continue the game `session` holds on the page, through the board's own Load button."""
    path = folder / "position.json"
    path.write_text(session.table.save(), encoding="utf-8")
    settle(page)
    sent = page.evaluate("window.board.sent.length")
    page.set_input_files('[data-tool="file"]', str(path))
    page.wait_for_function("n => window.board.sent.length > n && window.board.sent.at(-1).type === 'load'", arg=sent)
    snap = settle(page)
    assert not snap["notice"], snap["notice"]
    assert snap["observation"] == session.snapshot()["observation"]
    return snap


def confirm_if_asked(page: Any, notation: str, count: int) -> None:
    """BGA asks before passing with something left to do and before exiling an item or artifact: the board asks
    first, sends nothing until the answer, then the action alone."""
    settle(page)
    box = page.locator(f'[data-confirm="{notation}"]')
    if box.count():
        assert sent_since(page, count) == []
        box.locator('[data-key="confirm:yes"]').click()


def click_entry(page: Any, snap: Snap, entry: dict[str, Any]) -> Snap:
    """Play `entry` by clicking its thing on the board (and its line in the menu when the thing has several)."""
    target = entry["target"]
    count = sent_count(page)
    page.locator(f'[data-target="{target}"]').first.click()
    if sum(e["target"] == target for e in snap["legal"]) > 1:
        page.click(f'[data-choice="{entry["notation"]}"]')
    confirm_if_asked(page, entry["notation"], count)
    after = settle(page)
    assert sent_since(page, count) == [{"type": "act", "action": entry["action"]}], (target, entry["notation"])
    assert not after["notice"], after["notice"]
    assert after["version"] > snap["version"]
    return after


# ---- the tour: a game by clicks, then the kinds it missed from positions found in CPython ----------------------

@dataclass
class Tour:
    clicked: dict[str, int] = field(default_factory=dict)       # decision kind -> clicks made in it
    loaded: list[str] = field(default_factory=list)             # kinds reached from a loaded position
    twice: dict[str, int] = field(default_factory=dict)         # target -> elements carrying it (when not 1)
    missing: set[str] = field(default_factory=set)              # legal targets no element carries
    stray: set[str] = field(default_factory=set)                # data-target values that are no legal target
    off_board: dict[str, str | None] = field(default_factory=dict)  # board thing -> the part it was drawn in
    unnamed: dict[str, str | None] = field(default_factory=dict)    # target -> an aria-label missing an entry's label
    unreachable: set[str] = field(default_factory=set)              # targets whose element Tab cannot reach
    clicks: int = 0                                             # decisions of the game played by clicks

    def look(self, page: Any, snap: Snap) -> None:
        """Record how the board shows this position's options."""
        drawn = page.evaluate(TARGETS_JS)
        counts: dict[str, int] = {}
        labels: dict[str, list[str]] = {}
        for e in snap["legal"]:
            labels.setdefault(e["target"], []).append(e["label"])
        for item in drawn:
            said = item["label"] or ""
            if not all(label in said for label in labels.get(item["target"], [])):
                self.unnamed.setdefault(item["target"], item["label"])
            if not item["focusable"]:
                self.unreachable.add(item["target"])
            counts[item["target"]] = counts.get(item["target"], 0) + 1
            if on_board(item["target"]) and item["part"] not in BOARD_PARTS:
                self.off_board.setdefault(item["target"], item["part"])
        legal = {e["target"] for e in snap["legal"]}
        self.twice.update({t: n for t, n in counts.items() if n != 1})
        self.missing |= legal - set(counts)
        self.stray |= set(counts) - legal

    def step(self, page: Any, snap: Snap, entry: dict[str, Any]) -> Snap:
        self.look(page, snap)
        phase = snap["observation"]["phase"]
        after = click_entry(page, snap, entry)
        self.clicked[phase] = self.clicked.get(phase, 0) + 1
        return after


def take_tour(page: Any, server: BoardServer, folder: Path) -> Tour:
    """A game by clicks for its first rounds, then, for each kind it did not meet, a position found in CPython."""
    record = Tour()
    snap = open_game(page, server, seed=3)
    rng = random.Random(3)
    while snap["observation"]["round"] <= CLICKED_ROUNDS:  # whole games by clicks: tests/test_site_arnak.py
        assert snap["to_act"] == [0] and snap["legal"], snap["prompt"]
        snap = record.step(page, snap, weighted_choice(snap["legal"], rng))
        record.clicks += 1
    for kind in KINDS:
        if kind in record.clicked:
            continue
        snap = load_position(page, find_position(kind), folder)
        assert snap["observation"]["phase"] == kind and snap["to_act"] == [0]
        entries = [e for e in snap["legal"] if kind_of(e["target"]) not in ("skip", "cancel")] or snap["legal"]
        record.loaded.append(kind)
        record.step(page, snap, entries[0])
    return record


def test_every_decision_kind_is_clicked_through_on_the_board(page: Any, server: BoardServer, tmp_path: Path) -> None:
    """One tour checks, in every position it passes through:
    - every decision kind is reached and clicked through (the thing, then its menu line if it has several entries);
    - each legal target is carried by exactly one element, whose accessible name says its entries' labels and which
      Tab reaches, and no element carries a target that is not legal;
    - a site, card, research space, temple stack, guardian, assistant or idol slot is chosen where it lies on the
      board (mainboard, research, row, players), not in the decision panel.
    (One test, so that the tour is taken once even when the module's tests are spread over workers.)"""
    tour = take_tour(page, server, tmp_path)
    assert tour.clicks >= 30 and len(set(tour.clicked) - set(tour.loaded)) >= 5, tour  # the game by clicks
    assert set(tour.loaded) == set(KINDS) - (set(tour.clicked) - set(tour.loaded))
    problems = {
        "kinds never clicked": sorted(set(KINDS) - set(tour.clicked)),
        "legal targets no element carries": sorted(tour.missing),
        "data-target values that are no legal target": sorted(tour.stray),
        "targets carried by several elements": tour.twice,
        "accessible names without an entry's label": tour.unnamed,
        "targets Tab cannot reach": sorted(tour.unreachable),
        "things offered off the board (target: part)": dict(sorted(tour.off_board.items())),
    }
    assert not {what: found for what, found in problems.items() if found}


# ---- refused clicks, untrusted text ------------------------------------------------------------------------------

def host_reason(seed: int, action: dict[str, Any]) -> str:
    session = Session.start(GAME, players=2, seed=seed, seats=SEATS)
    return session.handle({"type": "explain", "action": action})["snapshot"]["notice"]


@pytest.mark.parametrize("part", ["mainboard", "row"])
def test_a_refused_click_shows_the_hosts_reason(page: Any, server: BoardServer, part: str) -> None:
    snap = open_game(page, server, seed=3)
    assert snap["to_act"] == [0] and snap["observation"]["phase"] == "turn"
    refused = page.locator(f'[data-part="{part}"] [data-why]')
    assert refused.count() > 0, f"nothing in {part} answers a refused click"
    refused.first.click(force=True)  # aria-disabled: Playwright would wait for it to be enabled
    after = settle(page)
    msg = last_sent(page)
    assert msg["type"] == "explain"
    reason = host_reason(3, msg["action"])
    assert reason and after["notice"] == reason
    assert after["version"] == snap["version"]  # nothing was played
    assert page.locator("[data-notice]").inner_text().strip() == reason


def test_untrusted_text_is_shown_as_text(page: Any, server: BoardServer) -> None:
    open_game(page, server, seed=3)
    evil = '<img id="evil" src=x onerror="window.hacked=1">'
    page.evaluate("""(evil) => {
        const snap = structuredClone(window.board.snapshot);
        snap.seats[1].name = evil;
        snap.seats[0].name = '<b id="bold">me</b>';
        snap.log.push(evil);
        snap.prompt = '<i id="it">prompt</i>';
        snap.notice = '<script id="scr">window.hacked=1</script>';
        snap.legal[0].label = '<u id="under">x</u>';
        window.board.model.set('snapshot', snap);
    }""", evil)
    assert page.locator("#evil, #bold, #it, #scr, #under").count() == 0
    text = page.locator(ROOT).inner_text()
    assert evil in text and '<b id="bold">me</b>' in text
    assert page.locator("[data-prompt]").inner_text() == '<i id="it">prompt</i>'
    page.wait_for_timeout(100)  # an image's onerror would have fired by now
    assert page.evaluate("window.hacked") is None


# ---- a redraw changes only what changed ---------------------------------------------------------------------------

# the parts of the live board next to those of a board drawn from scratch for the same snapshot (a second board on a
# model that only answers `get`); every node of the live board is marked, to tell which ones a redraw kept
FRESH_PARTS_JS = """async () => {
    const module = await import(`/${window.board.game}.js`);
    const el = document.createElement('div');
    document.body.append(el);
    const model = { get: (key) => window.board.model.get(key), set() {}, on() {}, off() {}, send() {},
                    save_changes() {} };
    const cleanup = module.default.render({ model, el });
    // which item of a roving group is its Tab stop is the board's memory of the one used last, not a drawing
    const drawn = (p) => {
        const copy = p.cloneNode(true);
        for (const item of copy.querySelectorAll('[data-roving-item]')) item.removeAttribute('tabindex');
        return copy.innerHTML;
    };
    const parts = (root) => Object.fromEntries([...root.querySelectorAll('[data-part]')]
        .map((p) => [p.dataset.part, drawn(p)]));
    const out = { live: parts(document.getElementById('app')), fresh: parts(el) };
    cleanup();
    el.remove();
    return out;
}"""
MARK_JS = """() => { for (const e of document.querySelectorAll('#app [data-part] *')) e.__drawnBefore = true; }"""
KEPT_JS = """() => { const all = [...document.querySelectorAll('#app [data-part] *')];
    return { kept: all.filter((e) => e.__drawnBefore).length, all: all.length }; }"""


def test_a_redraw_keeps_what_did_not_change_and_draws_what_a_fresh_board_draws(page: Any, server: BoardServer) -> None:
    snap = open_game(page, server, seed=5)
    rng = random.Random(5)
    kept = drawn = 0
    for _ in range(12):
        page.evaluate(MARK_JS)
        # the clicks go to the kept nodes too: their buttons must act for the new position (click_entry checks)
        snap = click_entry(page, snap, weighted_choice(snap["legal"], rng))
        parts = page.evaluate(FRESH_PARTS_JS)
        assert parts["live"] == parts["fresh"]
        counts = page.evaluate(KEPT_JS)
        kept, drawn = kept + counts["kept"], drawn + counts["all"]
        if snap["result"] or snap["to_act"] != [0]:
            break
    assert kept > 0.8 * drawn  # most of the table is the same after one decision


# ---- a click while pieces travel ----------------------------------------------------------------------------------

# After a redraw the pieces that moved travel to their new places for a moment (common/motion.js). The test stops the
# page's animation clock (the DevTools protocol's playback rate: a browser setting, the board's code is unchanged) and
# moves the travels itself.
TRAVELS_JS = "() => (window.travels = document.getAnimations().filter((a) => a.id === 'motion')).length"
# an option pressed during the travels, and the moment the press lands (t0) and a later one (t1) when the spot
# pressed is no longer the option's if the travels went on; the travels are left at t0. null if there is none.
# "crossed": an option that stays put, free at t0, under a travelling piece at t1;
# "sliding": an option that travels itself, pressed where it is at t0, gone from there at t1.
PRESSED_JS = """(how) => {
    const travels = window.travels;
    const pieces = travels.map((a) => a.effect.target);
    const at = (ms) => { for (const a of travels) a.currentTime = ms; };
    const moving = (el) => pieces.some((p) => p.contains(el) || el.contains(p));
    const centre = (el) => {
        const r = el.getBoundingClientRect();
        return [r.left + r.width / 2, r.top + r.height / 2];
    };
    const shown = ([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
    for (const el of document.querySelectorAll('[data-target]')) {
        if (moving(el) !== (how === 'sliding')) continue;
        let t0 = null, point = null;
        for (let ms = 0; ms < 320; ms += 2) {  // short of the end: a finished travel is no longer the board's
            at(ms);
            if (point === null) {
                const p = centre(el);
                if (shown(p) && el.contains(document.elementFromPoint(...p))) [t0, point] = [ms, p];
                else if (how === 'sliding') continue;
            }
            if (point === null) continue;
            const top = document.elementFromPoint(...point);
            if (el.contains(top)) { if (how === 'crossed') t0 = ms; continue; }
            if (how === 'crossed' && !pieces.some((p) => p.contains(top))) break;
            at(t0);
            return { target: el.dataset.target, x: point[0], y: point[1], t0, t1: ms };
        }
    }
    at(0);
    return null;
}"""
# the clock moves on while the button is held: every travel still playing (not paused) goes to `ms`
TICK_JS = """(ms) => { for (const a of window.travels) if (a.playState !== 'paused') a.currentTime = ms; }"""


@pytest.mark.parametrize("how", ["crossed", "sliding"])
def test_an_option_pressed_during_the_travels_is_the_one_played(page: Any, server: BoardServer, how: str) -> None:
    """The tour's flake: its click on I27 at the start of round 2 sent nothing (the last message was still the pass
    before it). Right after a redraw, pieces travel to their new places (round 2's new hand flew in over I27). A press
    lands on an option; if, before the button is let go, a travelling piece comes over the spot pressed ("crossed")
    or the option pressed slides away from it ("sliding"), the browser sends the click to what the press and the
    release both hit (the hand) and nothing is played. The travels stand still while a button is held, so the click
    plays the option pressed. (The first such option of the tour's game.)"""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Animation.enable")
    cdp.send("Animation.setPlaybackRate", {"playbackRate": 0})
    try:
        snap = open_game(page, server, seed=3)
        rng = random.Random(3)
        pressed = None
        while pressed is None and snap["observation"]["round"] <= CLICKED_ROUNDS:  # the tour's game
            snap = click_entry(page, snap, weighted_choice(snap["legal"], rng))
            pressed = page.evaluate(TRAVELS_JS) and page.evaluate(PRESSED_JS, how)
        assert pressed, f"no option {how} during the travels"
        entry = next(e for e in snap["legal"] if e["target"] == pressed["target"])
        count = sent_count(page)
        page.mouse.move(pressed["x"], pressed["y"])
        page.mouse.down()
        page.evaluate(TICK_JS, pressed["t1"])
        page.mouse.up()
        after = settle(page)
        assert sent_since(page, count) == [{"type": "act", "action": entry["action"]}], pressed
        assert after["version"] > snap["version"]
    finally:
        cdp.send("Animation.setPlaybackRate", {"playbackRate": 1})
        cdp.detach()


# ---- hot seat, phone, Japanese -----------------------------------------------------------------------------------

def hand_names(snap: Snap, seat: int) -> list[str]:
    names = json.loads((Path(__file__).resolve().parents[1] / "rules" / "arnak" / "names.json").read_text("utf-8"))
    return [names[snap["lang"]][f"card.{card}"] for card in snap["observation"]["players"][seat]["hand"]]


def test_hot_seat_cover_hides_the_next_hand(page: Any, server: BoardServer) -> None:
    snap = open_game(page, server, seed=4, seats=["human", "human"])
    cover = page.locator(".arnak-cover")
    first = snap["viewer"]
    assert snap["hot_seat"] and cover.is_visible()
    assert snap["seats"][first]["name"] in cover.inner_text()
    assert page.locator("[data-target]").count() == 0
    board_text = page.locator(ROOT).inner_text()
    assert not any(name in board_text for name in hand_names(snap, first))
    page.click("[data-ready]")
    assert not cover.is_visible()
    assert page.locator("[data-target]").count() > 0
    shown = page.locator('[data-part="players"]').inner_text()
    assert all(name in shown for name in hand_names(snap, first))
    # the first seat passes: the device goes to the other seat, behind the cover again
    pass_entry = next(e for e in snap["legal"] if e["target"] == "pass")
    snap = click_entry(page, snap, pass_entry)
    assert snap["viewer"] != first
    assert cover.is_visible() and snap["seats"][snap["viewer"]]["name"] in cover.inner_text()
    assert page.locator("[data-target]").count() == 0
    board_text = page.locator(ROOT).inner_text()
    assert not any(name in board_text for name in hand_names(snap, snap["viewer"]))
    page.click("[data-ready]")
    assert not cover.is_visible() and page.locator("[data-target]").count() > 0


PHONE_JS = """() => [...document.querySelectorAll('[data-target]')].map((e) => {
    const r = e.getBoundingClientRect();
    let scroller = false;
    for (let p = e.parentElement; p && !scroller; p = p.parentElement) {
        const s = getComputedStyle(p);
        scroller = /(auto|scroll)/.test(s.overflowX + ' ' + s.overflowY) &&
                   (p.scrollWidth > p.clientWidth || p.scrollHeight > p.clientHeight);
    }
    return {target: e.dataset.target, width: r.width, height: r.height, scroller};
})"""


@pytest.mark.parametrize("where", ["turn", "pay", "study", "exile", "recruit"])
def test_phone_layout(page: Any, server: BoardServer, tmp_path: Path, where: str) -> None:
    snap = open_game(page, server, seed=3, width=390, height=844)
    if where != "turn":
        snap = load_position(page, find_position(where), tmp_path)
    assert snap["observation"]["phase"] == where
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 391
    small = [t for t in page.evaluate(PHONE_JS) if (t["width"] < 40 or t["height"] < 40) and not t["scroller"]]
    assert not small, small
    # the map and your own area (hand, resources) are adjacent: a travel paid with a hand card is in reach
    top = page.evaluate("""() => Object.fromEntries(['.arnak-mainboard-wrap', '.arnak-player.is-me', '.arnak-row-wrap',
      '.arnak-research-wrap'].map((s) => [s, document.querySelector(s).getBoundingClientRect()]).map(([s, r]) =>
      [s, [r.top + scrollY, r.bottom + scrollY]]))""")
    gap = top[".arnak-player.is-me"][0] - top[".arnak-mainboard-wrap"][1]
    assert 0 <= gap <= 20, top
    assert top[".arnak-player.is-me"][1] <= top[".arnak-row-wrap"][0] <= top[".arnak-research-wrap"][0], top


def test_japanese_board(page: Any, server: BoardServer) -> None:
    snap = open_game(page, server, seed=3, lang="ja")
    english = Session.start(GAME, players=2, seed=3, seats=SEATS, lang="en").reply()
    english = {**english["snapshot"], **english["texts"]}
    prompt = page.locator("[data-prompt]").inner_text()
    assert prompt == snap["prompt"] and JAPANESE.search(prompt)
    assert page.locator(ROOT).get_attribute("lang") == "ja"
    text = page.locator(ROOT).inner_text()
    assert JAPANESE.search(page.locator(".arnak-top").inner_text())
    for part in (*BOARD_PARTS, "decision"):
        assert JAPANESE.search(page.locator(f'[data-part="{part}"]').inner_text()), part
    # no English board word or option label is left on the page
    leftovers = [en for key, en in english["ui"].items()
                 if len(en) >= 4 and en != snap["ui"].get(key) and re.fullmatch(r"[A-Za-z][A-Za-z ,.'!?-]+", en)
                 and en in text]
    assert not leftovers, leftovers
    for entry in snap["legal"]:
        label = page.locator(f'[data-target="{entry["target"]}"]').first.get_attribute("aria-label")
        assert label and JAPANESE.search(label), (entry["target"], label)
    english_labels = {e["label"] for e in english["legal"]}
    assert not [label for label in english_labels if label in text]


# ---- the round end's keep and BGA's "are you sure?" -----------------------------------------------------------------

def test_the_keep_is_chosen_card_by_card_on_the_hand_then_confirmed(page: Any, server: BoardServer,
                                                                   tmp_path: Path) -> None:
    """Ruling 6: a hand card clicked is set aside to keep (shown apart, clicked again it goes back); the panel's
    confirm sends the rest to the play area."""
    open_game(page, server)
    snap = load_position(page, find_position("keep"), tmp_path)
    hand = snap["observation"]["players"][0]["hand"]
    card = hand[0]
    snap = click_entry(page, snap, next(e for e in snap["legal"] if e["notation"] == f"keep {card}"))
    kept = page.locator(f'[data-zone="keeping"] [data-target="unkeep:{card}"]')
    assert kept.count() == 1 and snap["observation"]["players"][0]["keeping"] == [card]
    snap = click_entry(page, snap, next(e for e in snap["legal"] if e["notation"] == f"unkeep {card}"))
    assert page.locator('[data-zone="keeping"]').count() == 0
    snap = click_entry(page, snap, next(e for e in snap["legal"] if e["notation"] == f"keep {card}"))
    count = sent_count(page)
    page.click('[data-target="discard_rest"]')
    settle(page)
    assert sent_since(page, count) == [{"type": "act", "action": {"type": "discard_rest"}}]


def test_passing_with_archaeologists_at_home_asks_first(page: Any, server: BoardServer) -> None:
    """Ruling 8 (BGA's client): "pass" with archaeologists at home, cards or ready assistants left asks to confirm;
    nothing is sent until the answer; Back closes the question."""
    snap = open_game(page, server)
    assert snap["observation"]["players"][0]["home"] == 2
    count = sent_count(page)
    page.click('[data-target="pass"]')
    box = page.locator('[data-confirm="pass"]')
    assert box.count() == 1 and "archaeologist" in box.inner_text() and sent_since(page, count) == []
    box.locator('[data-key="confirm:no"]').click()
    assert page.locator("[data-confirm]").count() == 0 and sent_since(page, count) == []
    page.click('[data-target="pass"]')
    page.keyboard.press("Escape")
    assert page.locator("[data-confirm]").count() == 0
    page.click('[data-target="pass"]')
    page.click('[data-key="confirm:yes"]')
    settle(page)
    assert sent_since(page, count) == [{"type": "act", "action": {"type": "pass"}}]


# ---- what is in sight: the running score, the deck, the exiled cards -------------------------------------------------

CARD_IDS = "els => els.map((e) => e.dataset.card)"


def midgame(seed: int = 5) -> Session:
    """A game the normal bots played into round 3 with exiled cards, seat 0 at its turn."""
    session = Session.start(GAME, players=2, seed=seed, seats=["human", "human"])
    game = session.table.game
    bots = [make_bot(GAME, "normal", s) for s in range(2)]
    while not (game.state.round >= 3 and game.to_act == [0] and game.state.top["kind"] == "turn"
               and game.state.item_exile + game.state.artifact_exile):
        seat = game.to_act[0]
        session.table.act(seat, bots[seat].choose(game.observation(seat), game.legal_actions(seat)))
    session.viewer = 0  # hot seat: the view follows the seat to act
    return session


def test_the_running_score_and_the_piles_can_be_seen_during_play(page: Any, server: BoardServer,
                                                                 tmp_path: Path) -> None:
    """Issue 27 (4): every player's points so far, by the sheet's categories, during play; the viewer's deck (its
    cards, not their order) and the exiled cards open to show what is in them; an opened pile stays open."""
    open_game(page, server)
    session = midgame()
    game = session.table.game
    snap = load_position(page, session, tmp_path)
    totals = [sum(sheet.values()) for sheet in game.sheets()]
    assert snap["sheets"] == game.sheets() and any(totals)
    for seat, total in enumerate(totals):
        assert page.locator(f'.arnak-player[data-seat="{seat}"] [data-score]').get_attribute("data-score") == str(total)
    live = page.locator("[data-live-score]")
    assert live.get_attribute("data-live-score") == ",".join(map(str, totals))
    page.click('[data-key="fold:live-score"]')
    for row in ("research", "idols", "cards", "fear"):
        cells = live.locator(f'tr[data-row="{row}"] td').all_inner_texts()
        assert cells == [str(game.sheets()[seat][row]) for seat in (0, 1)], row
    page.click('[data-key="fold:deck"]')
    listed = page.locator("[data-deck-cards] [data-card]").evaluate_all(CARD_IDS)
    assert sorted(listed) == sorted(game.state.players[0].deck) and listed
    for kind in ("item", "artifact"):
        exiled = getattr(game.state, f"{kind}_exile")
        if exiled:
            page.click(f'[data-key="fold:exile:{kind}"]')
            shown = page.locator(f'[data-exile="{kind}"] [data-card]').evaluate_all(CARD_IDS)
            assert shown == exiled
    assert not page.locator("[data-fold] [data-target]").count()  # what the piles list is no option
    after = click_entry(page, snap, next(e for e in snap["legal"] if e["action"]["type"] not in ("pass", "end")))
    assert page.locator('[data-fold="live-score"]').evaluate("e => e.open")
    assert page.locator('[data-fold="deck"]').count() == 0 or page.locator('[data-fold="deck"]').evaluate("e => e.open")
    assert after["sheets"] == session.table.game.sheets()


def test_a_row_card_opens_large_with_its_words_and_its_options(page: Any, server: BoardServer) -> None:
    """Issue 27 (3): a card of the row has the hand cards' magnifier: its name and effect in words, cost, VP, and
    the decision's options for it as buttons, which act as the card itself would; Close puts the focus back."""
    names = json.loads((Path(__file__).parents[1] / "rules" / "arnak" / "names.json").read_text(encoding="utf-8"))["en"]
    snap = open_game(page, server)
    row = snap["observation"]["row_items"]
    buyable = next(c for c in row if any(e["target"] == f"card:{c}" for e in snap["legal"]))
    idle = next(c for c in row if not any(e["target"] == f"card:{c}" for e in snap["legal"]))
    page.click(f'[data-zoom="{idle}"]')
    view = page.locator(f'[data-zoom-view="{idle}"]')
    assert names[f"card.{idle}"] in view.inner_text() and names[f"text.{idle}"] in view.inner_text()
    assert view.locator('[data-key^="zoomact:"]').count() == 0  # nothing to do with it now: only Close
    page.click('[data-zoom-close]')
    assert page.locator("[data-zoom-view]").count() == 0
    assert page.evaluate("document.activeElement.dataset.zoom") == idle
    page.click(f'[data-zoom="{buyable}"]')
    entries = [e for e in snap["legal"] if e["target"] == f"card:{buyable}"]
    acts = page.locator(f'[data-zoom-view="{buyable}"] [data-key^="zoomact:"]')
    assert acts.all_inner_texts() == [e["label"] for e in entries]
    count = sent_count(page)
    acts.first.click()
    settle(page)
    assert sent_since(page, count) == [{"type": "act", "action": entries[0]["action"]}]


def test_the_site_travelled_to_is_marked_while_its_travel_is_paid(page: Any, server: BoardServer,
                                                                 tmp_path: Path) -> None:
    """Issue 27 (5): while a dig's travel cost is paid, the map marks the place the archaeologist goes to, in
    words too; the mark goes once the payment is done."""
    open_game(page, server)
    session = find_position("pay")
    snap = load_position(page, session, tmp_path)
    top = snap["observation"]["stack"][-1]
    place = top["action"].split()[1]
    marked = page.locator(".is-travelling")
    assert marked.count() == 1 and marked.get_attribute("data-place") == place
    assert "travelling here" in (marked.get_attribute("aria-label") or "")
    # issue 27 (2): every way to pay is reachable from the decision panel (a phone shows the hand far below)
    links = set(page.locator('[data-part="decision"] [data-goto]').evaluate_all(
        "els => els.map((e) => e.dataset.goto)"))
    payers = {e["target"] for e in snap["legal"]
              if e["action"]["type"] in ("pay", "play", "plane", "boon", "assistant")}
    assert payers and payers <= links, payers - links
    while snap["observation"]["phase"] == "pay":
        entry = next(e for e in snap["legal"] if e["action"]["type"] not in ("cancel", "skip"))
        snap = click_entry(page, snap, entry)
    assert page.locator(".is-travelling").count() == 0


# every word (Japanese: every piece between <wbr>s) of every card name on one line, and the name inside its card
NAMES_BROKEN_JS = """() => [...document.querySelectorAll('.arnak-card:not(.is-mini) .arnak-card-name')]
 .flatMap((el) => {
  const bad = [];
  for (const node of el.childNodes) {
    if (node.nodeType !== 3) continue;
    let at = 0;
    for (const word of node.data.split(' ')) {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + word.length);
      at += word.length + 1;
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1) bad.push(word);
    }
  }
  const card = el.closest('.arnak-card').getBoundingClientRect(), box = el.getBoundingClientRect();
  if (box.right > card.right + 0.5 || el.scrollWidth > el.clientWidth + 1) bad.push(`${el.textContent} (too wide)`);
  return bad;
})"""


@pytest.mark.parametrize("lang, width, height", [("en", 1280, 800), ("ja", 1280, 800), ("en", 390, 844),
                                                 ("ja", 390, 844)])
def test_card_names_break_between_words_only(page: Any, server: BoardServer, lang: str, width: int,
                                             height: int) -> None:
    """Issue 27 (3): "Binocular/s" and "大きなリュ/ック" no more: a name wraps between words (in Japanese after の or
    ・ and around a katakana word), and shrinks so that its longest word fits its card."""
    for seed in (3, 14, 17):  # rows with long names in both languages, and the starting hands
        open_game(page, server, seed=seed, lang=lang, width=width, height=height)
        assert page.locator(".arnak-card-name").count() > 5
        assert page.evaluate(NAMES_BROKEN_JS) == []
