"""Arnak's catalogue (rules/arnak/cards.json, board.json) and its names (names.json) against the spec tables.

Source: the spec (arnak.md §1–§4, §10), transcribed in tests/arnak_spec.py; each test names the table it checks.
"""

from __future__ import annotations

import json
import re
from collections import Counter, deque
from importlib import resources
from typing import Any

import pytest

from rules.i18n import Catalog
from tests import arnak_spec as spec


def _load(name: str) -> Any:
    return json.loads(resources.files("rules").joinpath("arnak", name).read_text(encoding="utf-8"))


CARDS = _load("cards.json")
BOARD = _load("board.json")
SIDES = ("bird", "snake")
RES_ORDER = ("coin", "compass", "tablet", "arrowhead", "jewel")
ICONS = ("boot", "car", "ship", "plane")
# Every step op the data files use today; a new op must be added here on purpose (and to the interpreter).
KNOWN_OPS = {
    "activate", "buy", "choose", "dig_or_discover", "discard", "draw", "draw_bottom", "earring", "exile",
    "exile_row_item", "exile_self", "fear", "gain", "gain_card", "gain_per", "move_guardian", "ocarina",
    "overcome_free", "passage_shell", "pass", "pay", "pay_travel", "recruit", "refresh_assistant", "relocate",
    "rescue", "research", "return_home", "site_tile", "stone_key", "supply_assistant", "swap_assistant", "travel",
    "upgrade", "upgrade_assistant", "war_mask",
}


# --- the notation of tests/arnak_spec.py ------------------------------------------------------------------------------

def res(amounts: dict[str, int]) -> str:
    keys = sorted(amounts, key=lambda k: (RES_ORDER.index(k) if k in RES_ORDER else len(RES_ORDER), k))
    return " + ".join(f"{amounts[k]} {k}" for k in keys)


def cost(amounts: dict[str, Any]) -> str:
    """A cost: travel icons first, then "card" (a hand card put into play), "idol", then resources."""
    rest = dict(amounts)
    parts = []
    if "travel" in rest:
        parts.append("+".join(rest.pop("travel")))
    if rest.pop("discard_card", 0) == 1:
        parts.append("card")
    if rest.pop("idol_from_supply", 0) == 1:
        parts.append("idol")
    if rest:
        parts.append(res(rest))
    return " + ".join(parts) or "-"


def _arg(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return "+".join(_arg(v) for v in value)
    if isinstance(value, dict):
        return res(value)
    return str(value)


def step(s: dict) -> str:
    op = s["op"]
    rest = {k: v for k, v in s.items() if k != "op"}
    if op in ("gain", "pay") and set(rest) == {"res"}:
        return f"{op} {res(rest['res'])}"
    if op in ("draw", "fear", "discard") and set(rest) == {"n"}:
        return f"{op} {rest['n']}"
    if op in ("exile", "upgrade") and rest == {"optional": True}:
        return f"{op}?"
    if op == "travel" and set(rest) == {"icons"}:
        return "travel " + "+".join(rest["icons"])
    if op == "pay_travel" and set(rest) == {"icons"}:
        return "pay travel " + "+".join(rest["icons"])
    if op == "choose" and set(rest) <= {"options", "count"}:
        inner = " | ".join(show(o) for o in rest["options"])
        count = rest.get("count", 1)
        return f"({inner})" if count == 1 else f"{count} of ({inner})"
    args = ", ".join(f"{k}={_arg(rest[k])}" for k in sorted(rest))
    return f"{op}({args})" if args else op


def show(steps: list[dict]) -> str:
    return "; ".join(step(s) for s in steps)


def _rows(table: str) -> list[list[str]]:
    return [line.split("|") for line in table.strip().split("\n")]


def all_cards() -> list[dict]:
    return [*CARDS["basic"], CARDS["fear"], *CARDS["items"], *CARDS["artifacts"]]


def programs() -> list[tuple[str, list]]:
    """Every effect program in the data files, with where it lives."""
    out = [(c["id"], c["effect"]) for c in all_cards()]
    out += [(f"camp {i}", c["effect"]) for i, c in enumerate(BOARD["camps"])]
    out += [(f"site {lvl}.{t['id']}", t["effect"]) for lvl, tiles in BOARD["site_tiles"].items() for t in tiles]
    out += [(f"guardian {g['id']}", g["boon"]) for g in BOARD["guardians"]]
    out += [(f"assistant {a['id']} {side}", a[side]) for a in BOARD["assistants"] for side in ("silver", "gold")]
    out += [(f"idol slot {i}", o) for i, o in enumerate(BOARD["idols"]["slot_options"])]
    out += [(f"idol {k}", v) for k, v in BOARD["idols"]["bonus_steps"].items()]
    out += [(f"{side} row {row} {token}", r[token]["effect"]) for side in SIDES
            for row, r in BOARD["research"][side]["rows"].items() for token in ("glass", "notebook")]
    return out


def walk(steps: list, where: str):
    for s in steps:
        assert isinstance(s, dict) and "op" in s, f"{where}: a step without an op: {s!r}"
        yield s
        if s["op"] == "choose":
            for option in s["options"]:
                yield from walk(option, where)


# --- cards ----------------------------------------------------------------------------------------------------------

def _spec_cards(table: str, prefix: str) -> dict[str, tuple]:
    return {f"{prefix}{no}": (name, int(c), int(vp), travel.split("+"), timing, exile == "exile")
            for no, name, c, vp, travel, timing, exile in _rows(table)}


SPEC_ITEMS = _spec_cards(spec.ITEMS, "I")
SPEC_ARTIFACTS = _spec_cards(spec.ARTIFACTS, "A")


def test_card_counts_and_ids():
    """§4 totals: 40 items (I1–I40), 35 artifacts (A1–A35), 4 basic cards and Fear; every card id is unique."""
    assert [c["id"] for c in CARDS["items"]] == [f"I{n}" for n in range(1, 41)]
    assert [c["id"] for c in CARDS["artifacts"]] == [f"A{n}" for n in range(1, 36)]
    assert [c["id"] for c in CARDS["basic"]] == ["fundcar", "fundship", "explorecar", "exploreship"]
    assert CARDS["fear"]["id"] == "fear"
    ids = [c["id"] for c in all_cards()]
    assert len(ids) == len(set(ids)) == 80


@pytest.mark.parametrize(("kind", "expected"), [("items", SPEC_ITEMS), ("artifacts", SPEC_ARTIFACTS)])
def test_every_card_cost_vp_travel_timing(kind, expected):
    """§4 item and artifact tables: each card's name, cost, VP, travel icons, timing and whether it exiles itself."""
    actual = {c["id"]: (c["name"], c["cost"], c["vp"], c["travel"], c["timing"],
                        any(s["op"] == "exile_self" for s in c["effect"])) for c in CARDS[kind]}
    assert len(expected) == len(actual)
    diffs = {cid: (actual.get(cid), want) for cid, want in expected.items() if actual.get(cid) != want}
    assert not diffs


def test_cost_distributions():
    """§4: artifact costs {2: 5, 3: 13, 4: 17}; item costs {1: 7, 2: 13, 3: 12, 4: 8}."""
    assert Counter(c["cost"] for c in CARDS["items"]) == spec.ITEM_COSTS
    assert Counter(c["cost"] for c in CARDS["artifacts"]) == spec.ARTIFACT_COSTS
    assert Counter(c[1] for c in SPEC_ITEMS.values()) == spec.ITEM_COSTS  # the transcription itself
    assert Counter(c[1] for c in SPEC_ARTIFACTS.values()) == spec.ARTIFACT_COSTS


def test_free_action_items():
    """§4: the free-action items are exactly Steam Boat, Automobile, Gold Pan, Watch, Carrier Pigeon, Hat and
    Chronometer (Watch and Chronometer may pass instead)."""
    free = {c["name"] for c in CARDS["items"] if c["timing"] != "main"}
    assert free == {"Steam Boat", "Automobile", "Gold Pan", "Watch", "Carrier Pigeon", "Hat", "Chronometer"}


def test_every_card_effect():
    """§4 effect columns of the item and artifact tables, card by card (§7's rulings: Army Knife picks 2 different,
    the "pass" cards give the bigger reward with the pass, exile-self cards)."""
    actual = {c["id"]: show(c["effect"]) for c in [*CARDS["items"], *CARDS["artifacts"]]}
    diffs = {cid: (actual.get(cid), want) for cid, want in spec.CARD_EFFECTS.items() if actual.get(cid) != want}
    assert not diffs
    assert set(actual) == set(spec.CARD_EFFECTS)


def test_basic_cards_and_fear():
    """§4 Basic cards and Fear: Funding/Exploration with a car or a ship, free +1 coin/+1 compass, 0 VP;
    Fear: 1 boot, −1 VP, no effect."""
    got = [(c["id"], c["name"], "+".join(c["travel"]), c["vp"], c["timing"], show(c["effect"])) for c in CARDS["basic"]]
    assert got == spec.BASIC
    fear = CARDS["fear"]
    assert (fear["id"], fear["name"], "+".join(fear["travel"]), fear["vp"], show(fear["effect"])) == spec.FEAR


# --- setup, camps, sites, idols ---------------------------------------------------------------------------------------

def test_setup():
    """§1 constants and starting deck; resources by seat (1st 2 coins … 4th 1 coin + 2 compasses); §2 blocking tiles
    by player count (2p: 5, 3p: 3, 4p: none)."""
    setup = BOARD["setup"]
    assert (setup["rounds"], setup["hand_size"], setup["archaeologists"]) == (
        spec.ROUNDS, spec.HAND_SIZE, spec.ARCHAEOLOGISTS)
    assert setup["starting_deck"] == spec.STARTING_DECK
    assert [res(r) for r in setup["resources_by_seat"]] == spec.RESOURCES_BY_SEAT
    assert {int(k): v for k, v in setup["blocked_camps"].items()} == spec.BLOCKED_CAMPS
    assert all(card in {c["id"] for c in all_cards()} for card in setup["starting_deck"])


def test_camps():
    """§2 Camp sites: the 5 effects left to right; space A costs 1 boot, space B 2 boots."""
    assert [show(c["effect"]) for c in BOARD["camps"]] == spec.CAMPS
    assert ["+".join(c) for c in BOARD["camp_space_costs"]] == spec.CAMP_SPACE_COSTS


@pytest.mark.parametrize("side", SIDES)
def test_slot_travel_costs(side):
    """§2 Slot travel costs (both board sides): 8 level I slots (lower band, then upper), 4 level II slots."""
    slots = BOARD["slots"][side]
    for level in (1, 2):
        assert " ".join("+".join(icons) for icons in slots[str(level)]) == spec.SLOTS[side][level]


def test_discover_cost():
    """§2 Discovering sites: level I costs 3 compasses, level II 6 (plus the slot's travel)."""
    assert {int(k): v for k, v in BOARD["discover_cost"].items()} == spec.DISCOVER_COMPASSES


@pytest.mark.parametrize("level", [1, 2])
def test_site_tiles(level):
    """§3b Level I (10) and level II (6) site tiles: every tile's effect by BGA number."""
    tiles = BOARD["site_tiles"][str(level)]
    assert [t["id"] for t in tiles] == list(range(1, len(spec.SITE_TILES[level]) + 1))
    assert [show(t["effect"]) for t in tiles] == spec.SITE_TILES[level]


def test_idols():
    """§2 Idols: 16 by bonus (coin, compass, tablet, exile ×3; upgrade, refresh ×2), each bonus's effect, the 5 slot
    options, 3 VP per idol and empty slots worth 1, 2, 3, 4."""
    idols = BOARD["idols"]
    assert idols["bonuses"] == spec.IDOL_BONUSES
    assert sum(idols["bonuses"].values()) == 16
    assert {k: show(v) for k, v in idols["bonus_steps"].items()} == spec.IDOL_BONUS_EFFECTS
    assert [show(o) for o in idols["slot_options"]] == spec.IDOL_SLOT_OPTIONS
    assert (idols["vp_each"], idols["slot_vp"]) == (spec.IDOL_VP, spec.IDOL_SLOT_VP)


# --- guardians and assistants -----------------------------------------------------------------------------------------

def test_guardians():
    """§3c Guardians (15): every overcome cost and boon; 5 VP each; boon counts ship 3, car 3, plane 2, exile 5,
    draw 1, upgrade 1."""
    got = [[str(g["id"]), cost(g["cost"]), show(g["boon"])] for g in BOARD["guardians"]]
    assert got == _rows(spec.GUARDIANS)
    assert BOARD["guardian_vp"] == spec.GUARDIAN_VP
    boons = Counter(show(g["boon"]) for g in BOARD["guardians"])
    assert boons == {"travel ship": 3, "travel car": 3, "travel plane": 2, "exile?": 5, "draw 1": 1, "upgrade?": 1}


def test_assistants():
    """§3c Assistants (12): silver and gold effect of each; only #10 (buy with a discount) is a main action."""
    got = [(a["id"], show(a["silver"]), show(a["gold"])) for a in BOARD["assistants"]]
    assert got == spec.ASSISTANTS
    assert {a["id"] for a in BOARD["assistants"] if a["main"]} == spec.MAIN_ASSISTANTS


# --- research track, temple, bonus tiles ------------------------------------------------------------------------------

@pytest.mark.parametrize("side", SIDES)
def test_research_spaces(side):
    """§3 Research track spaces (Bird and Snake sides): each space's row, cost to enter and next spaces."""
    got = [[str(s["id"]), str(s["row"]), cost(s["cost"]), ",".join(map(str, s["next"]))]
           for s in BOARD["research"][side]["spaces"]]
    assert got == _rows(spec.RESEARCH_SPACES[side])


@pytest.mark.parametrize("side", SIDES)
def test_research_rows(side):
    """§3 Row effects and end-game VP for the magnifying glass and the notebook (Bird and Snake sides)."""
    rows = BOARD["research"][side]["rows"]
    got = [[row, show(r["glass"]["effect"]), str(r["glass"]["vp"]), show(r["notebook"]["effect"]),
            str(r["notebook"]["vp"])] for row, r in sorted(rows.items(), key=lambda kv: int(kv[0]))]
    assert got == _rows(spec.RESEARCH_ROWS[side])


@pytest.mark.parametrize("side", SIDES)
def test_research_graph(side):
    """§3 Research rules: every bridge leads to an existing space exactly one row up, every space is reachable from
    the start, the Lost Temple (row 8) is the only dead end and the notebook rows stop at 7."""
    spaces = {s["id"]: s for s in BOARD["research"][side]["spaces"]}
    assert len(spaces) == len(BOARD["research"][side]["spaces"])
    for s in spaces.values():
        for n in s["next"]:
            assert n in spaces, f"{side} space {s['id']} leads to missing {n}"
            assert spaces[n]["row"] == s["row"] + 1, f"{side} bridge {s['id']}->{n} skips a row"
    seen, queue = {0}, deque([0])
    while queue:
        for n in spaces[queue.popleft()]["next"]:
            if n not in seen:
                seen.add(n)
                queue.append(n)
    assert seen == set(spaces)
    temples = [s["id"] for s in spaces.values() if s.get("temple")]
    assert temples == [spec.TEMPLE_SPACE] == [s["id"] for s in spaces.values() if not s["next"]]
    assert spaces[spec.TEMPLE_SPACE]["row"] == 8
    assert sorted(map(int, BOARD["research"][side]["rows"])) == list(range(1, 8))


@pytest.mark.parametrize("side", SIDES)
def test_temple_costs(side):
    """§3 Temple-tile base costs A, B, C (they differ between Bird and Snake)."""
    assert {k: cost(v) for k, v in BOARD["research"][side]["temple_costs"].items()} == spec.TEMPLE_COSTS[side]


def test_temple_tiles_and_arrival():
    """§3 Temple: arrival scores 23/21/20/19; 6 stacks 2 (A), 2 (B), 2 (C), 6 (A+B), 6 (B+C), 11 (A+B+C), each of
    as many tiles as players: 24 at 4 players."""
    assert BOARD["temple_arrival_vp"] == spec.ARRIVAL_VP
    stacks = [(t["vp"], "".join(t["pay"])) for t in BOARD["temple_tiles"]]
    assert stacks == spec.TEMPLE_STACKS
    assert len(stacks) * 4 == spec.TEMPLE_TILES_IN_BOX
    colours = {vp: {t["color"] for t in BOARD["temple_tiles"] if t["vp"] == vp} for vp, _ in stacks}
    assert colours == {2: {"bronze"}, 6: {"silver"}, 11: {"gold"}}


def _placement(entries: list) -> list[str]:
    return [str(e).replace(" x", "x") for e in entries]


@pytest.mark.parametrize("side", SIDES)
def test_bonus_tiles(side):
    """§3 Research bonus tiles: 18 (coin, compass, tablet, exile, draw, upgrade ×3) and their placement by player
    count; every placement names an existing space and never needs more than 18 tiles."""
    tiles = BOARD["bonus_tiles"]
    assert tiles["distribution"] == spec.BONUS_TILES
    assert sum(tiles["distribution"].values()) == 18
    spaces = {s["id"] for s in BOARD["research"][side]["spaces"]}
    for players in (2, 3, 4):
        entries = _placement(tiles["placement"][side][str(players)])
        assert entries == spec.BONUS_PLACEMENT[side][players].split()
        total = 0
        for e in entries:
            where, _, n = e.partition("x")
            total += int(n or 1)
            assert where == "temple" or int(where) in spaces
        assert total <= 18
        assert f"templex{players}" in entries  # the temple stack holds one tile per player


# --- structure ------------------------------------------------------------------------------------------------------

def test_every_step_op_is_known():
    """Effects as data (issue 9): every step of every program names an op the interpreter knows."""
    unknown = {(where, s["op"]) for where, steps in programs() for s in walk(steps, where) if s["op"] not in KNOWN_OPS}
    assert not unknown


def test_resources_and_icons_are_known():
    """§1: the five resources (coin, compass, tablet, arrowhead, jewel) and four travel icons are the only ones used."""
    for where, steps in programs():
        for s in walk(steps, where):
            for key in ("res",):
                if isinstance(s.get(key), dict):
                    assert set(s[key]) <= set(RES_ORDER), where
            for key in ("icons", "travel_discount"):
                if key in s:
                    assert set(s[key]) <= set(ICONS), where
    for c in all_cards():
        assert set(c["travel"]) <= set(ICONS) and 1 <= len(c["travel"]) <= 2, c["id"]


# --- names.json -------------------------------------------------------------------------------------------------------

def component_keys() -> set[str]:
    """The name and effect-text keys names.json must hold for the components in the data files."""
    keys = set()
    for c in all_cards():
        keys |= {f"card.{c['id']}", f"text.{c['id']}"}
    for g in BOARD["guardians"]:
        keys |= {f"guardian.{g['id']}", f"text.guardian.{g['id']}.cost", f"text.guardian.{g['id']}.boon"}
    for a in BOARD["assistants"]:
        keys |= {f"assistant.{a['id']}", f"text.assistant.{a['id']}.silver", f"text.assistant.{a['id']}.gold"}
    for level, tiles in BOARD["site_tiles"].items():
        keys |= {k for t in tiles for k in (f"site.{level}.{t['id']}", f"text.site.{level}.{t['id']}")}
    for i in range(len(BOARD["camps"])):
        keys |= {f"camp.{i}", f"text.camp.{i}"}
    for bonus in BOARD["idols"]["bonuses"]:
        keys |= {f"idol.{bonus}", f"text.idol.{bonus}"}
    keys |= {f"text.idol_slot.{i}" for i in range(len(BOARD["idols"]["slot_options"]))}
    for kind in BOARD["bonus_tiles"]["distribution"]:
        keys |= {f"bonus.{kind}", f"text.bonus.{kind}"}
    for side in SIDES:
        keys.add(f"temple.{side}")
        for row in BOARD["research"][side]["rows"]:
            keys |= {f"text.research.{side}.{row}.glass", f"text.research.{side}.{row}.notebook"}
        keys.add(f"text.research.{side}.8.glass")
    for i in range(len(BOARD["temple_tiles"])):
        keys |= {f"temple_tile.{i}"} | {f"text.temple_tile.{side}.{i}" for side in SIDES}
    keys |= {f"res.{r}" for r in RES_ORDER} | {f"icon.{i}" for i in ICONS}
    keys |= {"token.glass", "token.notebook"}
    return keys


@pytest.fixture(scope="module")
def names() -> dict[str, dict[str, str]]:
    return _load("names.json")


def test_names_cover_every_component(names):
    """ja/en (issue 9): names.json has the same keys in en and ja, a name and an effect text for every card, guardian,
    assistant, site tile, camp, idol, bonus tile, research row and temple tile in the data files, and no empty text."""
    assert set(names) == {"en", "ja"}
    assert set(names["en"]) == set(names["ja"])
    missing = component_keys() - set(names["en"])
    assert not missing
    empty = [(lang, k) for lang in names for k, v in names[lang].items() if not isinstance(v, str) or not v.strip()]
    assert not empty


def test_names_render_in_the_catalogue(names):
    """The catalogue fills templates with str.format_map: no stray braces; English card names are the data's."""
    braces = [(lang, k) for lang in names for k, v in names[lang].items() if "{" in v or "}" in v]
    assert not braces
    catalog = Catalog(names)
    assert catalog.render("card.I13", "en") == "Journal" and catalog.render("res.compass", "ja") == "方位磁針"
    assert all(catalog.render(k, lang) == v for lang in names for k, v in names[lang].items())
    assert {c["id"]: c["name"] for c in all_cards()} == {c["id"]: names["en"][f"card.{c['id']}"] for c in all_cards()}


def test_japanese_terms_follow_the_seed(names):
    """The seed guide's terms: 方位磁針 (not 方位磁石), 石板 (not 石版); every ja text is Japanese."""
    ja = names["ja"]
    assert not [k for k, v in ja.items() if "方位磁石" in v or "石版" in v]
    assert [ja[f"res.{r}"] for r in RES_ORDER] == ["コイン", "方位磁針", "石板", "矢じり", "宝石"]
    assert [ja[f"icon.{i}"] for i in ICONS] == ["靴", "車", "船", "飛行機"]
    japanese = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
    assert not [k for k, v in ja.items() if not japanese.search(v)]
