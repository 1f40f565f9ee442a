"""Arnak scenario tests: one per rule and per component other than the cards (setup, travel, dig, discover, site
tiles, idols, guardians, assistants, research on both sides, round end, scoring, hidden information).

Each test sets up a position with tests/arnak_positions.py (edits of g.state) and then drives the game through the
public protocol only (g.apply with notation, g.legal_actions, g.explain). Docstrings quote the rule from the spec
(shared/specs/arnak.md) or the seed guide (shared/seeds/004_*.txt) that the test checks.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import rules
from rules.arnak import data
from rules.arnak.state import Assistant
from tests.arnak_positions import act, game, give, legal, options, to_turn

RESOURCES = ("coin", "compass", "tablet", "arrowhead", "jewel")


def res(g: Any, seat: int) -> dict[str, int]:
    """Seat's resources, only the non-zero ones."""
    return {k: v for k, v in g.state.players[seat].res.items() if v}


def set_res(g: Any, seat: int, **amounts: int) -> None:
    """Seat holds exactly these resources (every other resource 0)."""
    give(g, seat, res={k: amounts.get(k, 0) for k in RESOURCES})


def site(g: Any, name: str) -> Any:
    return g.state.sites[int(name[1:]) - 1]


def open_site(g: Any, name: str, tile: int, guardian: int = 0) -> None:
    """A discovered level I/II slot with this tile (and guardian), nobody on it."""
    s = site(g, name)
    s.tile, s.guardian, s.idol, s.hidden_idol, s.occupant = tile, guardian, "", "", -1


def top(g: Any) -> dict[str, Any]:
    return g.state.stack[-1]


# ---- setup by player count ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("first", [0, 1])
def test_setup_resources_by_seat(players: int, first: int) -> None:
    """§1: "Starting resources by seat: 1st = 2 coins; 2nd = 1 coin + 1 compass; 3rd = 2 coins + 1 compass; 4th = 1 coin
    + 2 compasses" — counted from the start player, who acts first."""
    g = rules.new_game("arnak", players=players, seed=5, options={"first_player": str(first)})
    expected = [{"coin": 2}, {"coin": 1, "compass": 1}, {"coin": 2, "compass": 1}, {"coin": 1, "compass": 2}]
    for i in range(players):
        assert res(g, (first + i) % players) == expected[i]
    assert g.to_act == [first]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_starting_deck_and_hand(players: int) -> None:
    """§1: starting deck per player Funding car/ship, Exploration car/ship and 2 Fear; "Draw up to a hand of 5"."""
    g = game(players=players, seed=11)
    for p in g.state.players:
        assert len(p.hand) == 5 and len(p.deck) == 1 and not p.play
        assert Counter(p.hand + p.deck) == Counter(["fundcar", "fundship", "explorecar", "exploreship", "fear", "fear"])
        assert p.home == 2 and p.idols == 0 and not p.assistants and p.glass == 0 and p.notebook == 0


@pytest.mark.parametrize("players,blocked", [(2, 5), (3, 3), (4, 0)])
def test_setup_blocking_tiles(players: int, blocked: int) -> None:
    """§2 Blocking tiles: "2 players: block space B at all 5 camps. 3 players: block space B at 3 random camps.
    4 players: none." Space A is never blocked; a blocked space refuses a dig with a reason."""
    seen = set()
    for seed in range(8):
        g = game(players=players, seed=seed)
        camps = g.state.camps
        assert all(spaces[0] == -1 for spaces in camps)
        b_blocked = frozenset(i for i, spaces in enumerate(camps) if spaces[1] == -2)
        assert len(b_blocked) == blocked
        seen.add(b_blocked)
        for i in range(5):
            reason = g.explain(0, f"dig c{i}b")
            assert (reason is not None and "blocked" in reason) == (i in b_blocked)
    if players == 3:
        assert len(seen) > 1  # the 3 blocked camps are drawn at random


@pytest.mark.parametrize("players", [2, 4])
def test_setup_idols(players: int) -> None:
    """§2 Idols: "1 face-up idol on each of the 8 level I slots. On each of the 4 level II slots, 1 face-up and 1
    face-down"; the 16 bonuses are coin ×3, compass ×3, tablet ×3, exile ×3, upgrade ×2, refresh ×2."""
    g = game(players=players, seed=2)
    sites = g.state.sites
    assert all(s.idol and not s.hidden_idol for s in sites[:8])
    assert all(s.idol and s.hidden_idol for s in sites[8:])
    assert all(s.tile == 0 and s.guardian == 0 and s.occupant == -1 for s in sites)
    every = Counter([s.idol for s in sites] + [s.hidden_idol for s in sites[8:]])
    assert every == {"coin": 3, "compass": 3, "tablet": 3, "exile_card": 3, "upgrade": 2, "refresh_assistant": 2}


def test_setup_site_and_guardian_stacks() -> None:
    """§3b/§3c: 10 level I and 6 level II site tiles, 15 guardians, each a shuffled face-down stack."""
    g = game(seed=4)
    st = g.state
    assert sorted(st.tiles["1"]) == list(range(1, 11)) and sorted(st.tiles["2"]) == list(range(1, 7))
    assert sorted(st.guardian_pile) == list(range(1, 16))
    orders = {tuple(game(seed=s).state.guardian_pile) for s in range(4)}
    assert len(orders) > 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_assistant_stacks_bird(players: int) -> None:
    """§3c Assistant setup: "Bird side: 3 stacks of 4" (all 12 assistants); nothing on the research track."""
    st = game(players=players, seed=9).state
    assert [len(s) for s in st.supply] == [4, 4, 4]
    assert sorted(a for s in st.supply for a in s) == list(range(1, 13))
    assert st.rescue == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_assistant_stacks_snake(players: int) -> None:
    """§3c: "Snake side: 1 assistant per player, random, goes on research row 4. The supply gets stacks of 3, 3 and
    the rest." """
    st = game(players=players, temple="snake", seed=9).state
    assert len(st.rescue) == players
    assert [len(s) for s in st.supply] == [3, 3, 12 - players - 6]
    assert sorted(st.rescue + [a for s in st.supply for a in s]) == list(range(1, 13))


BONUS_PLACEMENT = {  # §3 table: space ids holding a bonus tile (+ tiles on Snake 13) and the temple stack size
    ("bird", 2): ({3, 4, 6, 7, 8, 10, 11}, 0, 2),
    ("bird", 3): ({3, 4, 6, 7, 8, 10, 11, 12, 13}, 0, 3),
    ("bird", 4): (set(range(3, 14)), 0, 4),
    ("snake", 2): ({3, 5, 6, 7, 11, 12}, 2, 2),
    ("snake", 3): ({3, 4, 5, 6, 7, 11, 12}, 3, 3),
    ("snake", 4): ({3, 4, 5, 6, 7, 9, 10, 11, 12}, 3, 4),
}


@pytest.mark.parametrize("temple,players", sorted(BONUS_PLACEMENT))
def test_setup_bonus_tiles(temple: str, players: int) -> None:
    """§3 Research bonus tiles: placement per player count by space id (Snake space 13 holds 2-3 tiles), "+ N in the
    temple stack"; tiles drawn from coin, compass, tablet, exile, draw, upgrade ×3 each."""
    singles, on13, in_temple = BONUS_PLACEMENT[(temple, players)]
    st = game(players=players, temple=temple, seed=1).state
    keys = {k for k in st.bonus if k != "temple"}
    if on13:
        assert len(st.bonus["13"]) == on13
        keys.remove("13")
    assert {int(k) for k in keys} == singles
    assert all(len(st.bonus[k]) == 1 for k in keys)
    assert len(st.bonus["temple"]) == in_temple
    drawn = Counter(t for v in st.bonus.values() for t in v)
    assert all(drawn[k] <= 3 for k in drawn) and set(drawn) <= set(data.BOARD["bonus_tiles"]["distribution"])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_temple_stacks_and_arrivals(players: int) -> None:
    """§3: "Each [temple tile] stack holds as many tiles as there are players"; arrival scores 23/21/20/19."""
    st = game(players=players, seed=1).state
    assert st.temple_stacks == [players] * 6
    assert st.arrivals == [23, 21, 20, 19]
    assert all(p.temple_vp == 0 for p in st.players)


def test_setup_card_row() -> None:
    """§1 Card row: "In round r there are r artifacts left of the staff and 6−r items right of it: 1+5" in round 1;
    the rest of each deck stays face down."""
    st = game(seed=3).state
    assert len(st.row_artifacts) == 1 and len(st.row_items) == 5
    assert all(c.startswith("A") for c in st.row_artifacts) and all(c.startswith("I") for c in st.row_items)
    assert len(st.artifact_deck) == 34 and len(st.item_deck) == 35
    assert set(st.row_items + st.item_deck) == set(data.ITEMS)
    assert set(st.row_artifacts + st.artifact_deck) == set(data.ARTIFACTS)


# ---- travel: what pays what -------------------------------------------------------------------------------------

HAND = ["fundcar", "fundship", "fear", "A25", "I4"]  # car, ship, boot, plane (Stone Jar), car+car (Horse)


@pytest.mark.parametrize("temple,action,need,payers", [
    ("bird", "dig c0a", ["boot"], {"fundcar", "fundship", "fear", "A25", "I4"}),
    ("bird", "discover s1", ["car"], {"fundcar", "A25", "I4"}),
    ("bird", "discover s3", ["ship"], {"fundship", "A25"}),
    ("snake", "discover s7", ["plane"], {"A25"}),
])
def test_travel_hierarchy(temple: str, action: str, need: list[str], payers: set[str]) -> None:
    """§1 Travel hierarchy: "A plane pays for anything. A car pays car or boot. A ship pays ship or boot. A boot pays
    boot only. Car and ship never substitute for each other." The refused cards say why."""
    g = game(temple=temple)
    give(g, 0, hand=HAND, res={"compass": 3, "coin": 0})
    to_turn(g, 0)
    act(g, 0, action)
    assert top(g)["kind"] == "pay" and top(g)["need"] == need
    assert {a.split()[1] for a in legal(g, 0) if a.startswith("pay ")} == payers
    for card in set(HAND) - payers:
        assert "pays nothing" in g.explain(0, f"pay {card}")


def test_two_icon_card_pays_two_icons_of_one_cost() -> None:
    """§1: "A card with 2 icons may pay two icons of one cost": Horse (car+car) alone pays a level II site's car+car."""
    g = game()
    give(g, 0, hand=["I4", "fundcar"], res={"compass": 6})
    to_turn(g, 0)
    act(g, 0, "discover s9", "pay I4")
    p = g.state.players[0]
    assert site(g, "s9").occupant == 0 and p.play == ["I4"] and p.hand[:1] == ["fundcar"]


def test_two_icon_card_pays_only_what_its_icons_pay() -> None:
    """§1: each icon pays by the hierarchy: Journal (car+ship) pays one car of car+car; the ship pays nothing."""
    g = game()
    give(g, 0, hand=["I13", "fundcar"], res={"compass": 6})
    to_turn(g, 0)
    act(g, 0, "discover s9", "pay I13")
    assert top(g)["kind"] == "pay" and top(g)["need"] == ["car"]
    act(g, 0, "pay fundcar")
    assert site(g, "s9").occupant == 0


def test_unused_extra_icon_is_lost() -> None:
    """§1: "an unused extra icon is lost and does not carry to the next turn": Horse (car+car) pays a camp's 1 boot;
    the second car pays nothing later."""
    g = game(players=4)
    give(g, 0, hand=["I4", "fundcar"], res={"compass": 0})
    to_turn(g, 0)
    act(g, 0, "dig c0a")
    assert top(g)["kind"] == "pay"
    act(g, 0, "pay I4", "end")
    p = g.state.players[0]
    assert p.play == ["I4"] and p.hand == ["fundcar"]
    to_turn(g, 0)
    act(g, 0, "dig c1a")
    assert top(g)["kind"] == "pay" and top(g)["need"] == ["boot"]  # nothing left over from the Horse


@pytest.mark.parametrize("action,need", [("discover s1", "car"), ("discover s3", "ship"), ("dig c0a", "boot")])
def test_two_coins_buy_a_plane(action: str, need: str) -> None:
    """§1: "Paying 2 coins buys 1 plane at any time" (the seed's "hire a pilot"); with 1 coin it is refused."""
    g = game()
    give(g, 0, hand=["explorecar"] if need == "ship" else ["exploreship"], res={"compass": 3, "coin": 3})
    to_turn(g, 0)
    act(g, 0, action, "plane")
    assert res(g, 0)["coin"] == 1 + (2 if action == "dig c0a" else 0)  # c0 gives 2 coins
    assert g.state.players[0].home == 1
    g2 = game()
    give(g2, 0, hand=["fundcar"], res={"compass": 3, "coin": 1})
    to_turn(g2, 0)
    act(g2, 0, "discover s1")
    assert "Not enough coin" in g2.explain(0, "plane")


def test_cancel_returns_everything() -> None:
    """Paying a travel cost can be called off: every card, the 2 coins of a plane, a travel boon and a travel
    assistant come back, nothing happens and the main action is still to take (the state is as before)."""
    g = game()
    p = give(g, 0, hand=["fundcar", "fundship"], res={"compass": 6, "coin": 2})
    p.guardians = [3]  # boon: travel car
    p.assistants = [rules_assistant(8)]  # silver: 1 compass OR travel car
    to_turn(g, 0)
    before = sorted_hands(g.state_dict())
    for payment in ("pay fundcar", "plane", "boon 3", "assistant 8"):
        act(g, 0, "discover s9", payment)
        assert top(g)["kind"] == "pay" and top(g)["need"] == ["car"]
        act(g, 0, "cancel")
        assert sorted_hands(g.state_dict()) == before, payment
    assert "discover s9" in legal(g, 0)


def sorted_hands(state: dict[str, Any]) -> dict[str, Any]:
    """The state with each hand sorted (a hand has no order)."""
    for p in state["players"]:
        p["hand"] = sorted(p["hand"])
    return state


def rules_assistant(aid: int, gold: bool = False, ready: bool = True) -> Any:
    from rules.arnak.state import Assistant
    return Assistant(aid, gold, ready)


# ---- dig ------------------------------------------------------------------------------------------------------------

CAMP_GAINS = [{"coin": 2}, {"compass": 2}, {"tablet": 2}, {"arrowhead": 1}, {"jewel": 1}]


@pytest.mark.parametrize("camp", range(5))
@pytest.mark.parametrize("space", ["a", "b"])
def test_dig_at_camp(camp: int, space: str) -> None:
    """§2 Camp sites: "space A costs 1 boot, space B costs 2 boots"; the camps give 2 coins, 2 compasses, 2 tablets,
    1 arrowhead, "Put 1 card from your hand into the play area (no effect, no travel), then gain 1 jewel"."""
    g = game(players=4)
    give(g, 0, hand=["fear", "fear", "I32"], res={"coin": 0, "compass": 0})
    to_turn(g, 0)
    act(g, 0, f"dig c{camp}{space}", "pay fear")
    if space == "b":
        assert top(g)["kind"] == "pay" and top(g)["need"] == ["boot"]
        act(g, 0, "pay fear")
    p = g.state.players[0]
    if camp == 4 and space == "a":  # fear and Hat left in hand: the player picks the card to put into play
        act(g, 0, "discard I32")
    if camp == 4:
        assert p.hand == (["fear"] if space == "a" else []) and "I32" in p.play
    assert res(g, 0) == CAMP_GAINS[camp]
    assert g.state.camps[camp]["ab".index(space)] == 0 and p.home == 1


def test_camp_4_jewel_needs_a_card_to_put_into_play() -> None:
    """§2 camp 5: the jewel comes after putting a hand card into play; with several different cards the player
    chooses which; with no card left in hand there is no jewel."""
    g = game()
    give(g, 0, hand=["fear", "I32", "fundcar"], res={"coin": 0, "compass": 0})
    to_turn(g, 0)
    act(g, 0, "dig c4a", "pay fear")
    assert top(g)["kind"] == "discard" and sorted(options(g, 0)) == ["discard I32", "discard fundcar"]
    act(g, 0, "discard I32")
    p = g.state.players[0]
    assert p.play == ["fear", "I32"] and p.hand == ["fundcar"] and res(g, 0) == {"jewel": 1}
    g = game()
    give(g, 0, hand=["fear"], res={"coin": 0, "compass": 0})
    to_turn(g, 0)
    act(g, 0, "dig c4a", "pay fear")
    assert res(g, 0) == {} and g.state.camps[4][0] == 0


def test_dig_refusals() -> None:
    """Seed: "設置マス１つにつき１人しか考古学者を置くことはできない" (one archaeologist per space) and a player
    with both archaeologists out cannot dig; blocked spaces (2 players: every B) are refused; the travel must be
    payable."""
    g = game()
    give(g, 1, hand=["fear"])
    to_turn(g, 1)
    act(g, 1, "dig c0a", "pay fear")
    give(g, 0, hand=["fear", "fundcar"], res={"coin": 0})
    to_turn(g, 0)
    assert "already stands on Camp 1, space A" in g.explain(0, "dig c0a")
    assert "blocked" in g.explain(0, "dig c0b")
    assert "dig c1a" in legal(g, 0)
    assert "not been discovered" in g.explain(0, "dig s1")
    give(g, 0, hand=["fundship"])
    open_site(g, "s1", tile=2)
    assert "This costs 1 car in travel" in g.explain(0, "dig s1")
    g.state.players[0].home = 0
    assert "Both your archaeologists are already out" in g.explain(0, "dig c1a")


def test_dig_a_discovered_site_pays_travel_only_even_with_a_guardian() -> None:
    """§2: "Afterwards anyone may dig there for the travel cost only, even while the guardian is present"; the site's
    tile effect resolves (level I tile 4: 1 compass + 1 arrowhead)."""
    g = game()
    open_site(g, "s1", tile=4, guardian=7)
    give(g, 1, hand=["fundship", "fundcar"], res={"coin": 0, "compass": 0})
    to_turn(g, 1)
    assert g.explain(1, "dig s3") is not None  # undiscovered
    act(g, 1, "dig s1")
    assert top(g)["need"] == ["car"]
    assert "pays nothing" in g.explain(1, "pay fundship")
    act(g, 1, "pay fundcar")
    assert res(g, 1) == {"compass": 1, "arrowhead": 1}
    assert site(g, "s1").occupant == 1 and site(g, "s1").guardian == 7
    give(g, 0, hand=["fundcar"])
    to_turn(g, 0)
    assert "An archaeologist already stands on Site" in g.explain(0, "dig s1")  # one dig space per site


# ---- discover -------------------------------------------------------------------------------------------------------


def test_discover_level_one() -> None:
    """§2 Discovering: "Level I costs 3 compasses plus the slot's travel cost"; then "1. Take the idol(s) and resolve
    the face-up idol's bonus. 2. Draw the top tile of the matching site stack and resolve it. 3. Draw the top guardian
    and place it on the site." """
    g = game()
    st = g.state
    site(g, "s5").idol = "coin"
    st.tiles["1"] = [5, *[t for t in st.tiles["1"] if t != 5]]  # tile 5: 1 coin + 2 tablets
    st.guardian_pile = [9, *[x for x in st.guardian_pile if x != 9]]
    give(g, 0, hand=["fundcar", "fundship"], res={"compass": 4, "coin": 0})
    to_turn(g, 0)
    act(g, 0, "discover s5", "pay fundcar")
    p = st.players[0]
    assert res(g, 0) == {"compass": 1, "coin": 2, "tablet": 2}
    assert p.idols == 1 and p.home == 1 and p.play == ["fundcar"]
    s5 = site(g, "s5")
    assert (s5.tile, s5.guardian, s5.idol, s5.occupant) == (5, 9, "", 0)
    assert 5 not in st.tiles["1"] and len(st.tiles["1"]) == 9 and st.guardian_pile[0] != 9
    to_turn(g, 0)
    assert "already discovered: dig there instead" in g.explain(0, "discover s5")


def test_discover_level_two_takes_both_idols_resolves_one() -> None:
    """§2: "Level II costs 6 compasses plus the slot's travel cost"; seed:
    "レベルⅡでは偶像を２つ獲得できますが、表のタイルの効果を1つだけ実施します" (two idols, only the face-up one's
    bonus)."""
    g = game()
    st = g.state
    s = site(g, "s11")
    s.idol, s.hidden_idol = "tablet", "coin"
    st.tiles["2"] = [3, *[t for t in st.tiles["2"] if t != 3]]  # level II tile 3: 1 arrowhead + 1 jewel
    give(g, 0, hand=["I8"], res={"compass": 7, "coin": 0})  # Gold Pan: ship+ship
    to_turn(g, 0)
    act(g, 0, "discover s11", "pay I8")
    assert res(g, 0) == {"compass": 1, "tablet": 1, "arrowhead": 1, "jewel": 1}
    assert st.players[0].idols == 2 and s.tile == 3 and s.guardian > 0 and s.hidden_idol == ""


def test_discover_refusals() -> None:
    """Discovering needs the compasses (3 / 6), the travel, and an archaeologist at home."""
    g = game()
    give(g, 0, hand=["fundcar", "explorecar"], res={"compass": 2})
    to_turn(g, 0)
    assert "Not enough compass: it needs 3, you have 2" in g.explain(0, "discover s1")
    give(g, 0, res={"compass": 5})
    assert "needs 6" in g.explain(0, "discover s9")
    give(g, 0, res={"compass": 6})
    assert g.explain(0, "discover s9") is None
    assert "in travel;" in g.explain(0, "discover s11")  # ship+ship with cars only
    g.state.players[0].home = 0
    assert "archaeologists are already out" in g.explain(0, "discover s1")


# ---- site tiles -----------------------------------------------------------------------------------------------------

# §3b, transcribed: level -> tile -> (resources gained, cards drawn, Fear gained)
SITE_TILES = {
    1: {2: ({"coin": 1, "arrowhead": 1}, 0, 0), 3: ({"coin": 1, "tablet": 1}, 1, 0),
        4: ({"compass": 1, "arrowhead": 1}, 0, 0), 5: ({"coin": 1, "tablet": 2}, 0, 0),
        6: ({"tablet": 1, "arrowhead": 1}, 0, 0), 7: ({"arrowhead": 1}, 1, 0),
        8: ({"tablet": 1, "jewel": 1}, 0, 1), 9: ({"compass": 1, "jewel": 1}, 0, 1), 10: ({"jewel": 1}, 0, 0)},
    2: {1: ({"compass": 2, "jewel": 1}, 0, 0), 2: ({"coin": 1, "compass": 1, "tablet": 1, "arrowhead": 1}, 0, 0),
        3: ({"arrowhead": 1, "jewel": 1}, 0, 0), 4: ({"tablet": 1, "jewel": 1}, 1, 0),
        5: ({"tablet": 2, "jewel": 1}, 0, 0), 6: ({"tablet": 2, "arrowhead": 2}, 0, 1)},
}


def dig_tile(level: int, tile: int) -> Any:
    """Seat 0 digs a discovered site holding `tile` (s1, car / s9, car+car), paying with Horse; deck: Hat, Gold Pan."""
    g = game()
    name = "s1" if level == 1 else "s9"
    open_site(g, name, tile)
    give(g, 0, hand=["I4"], deck=["I32", "I8"])
    set_res(g, 0)
    to_turn(g, 0)
    act(g, 0, f"dig {name}", "pay I4")
    return g


@pytest.mark.parametrize("level,tile", [(lv, t) for lv in SITE_TILES for t in SITE_TILES[lv]])
def test_site_tile_effect(level: int, tile: int) -> None:
    """§3b Level I / II site tiles: each tile's gains, its card draw and its Fear (a gained Fear card goes face up into
    the play area)."""
    gains, draws, fear = SITE_TILES[level][tile]
    g = dig_tile(level, tile)
    p = g.state.players[0]
    assert res(g, 0) == gains
    assert p.hand == ["I32", "I8"][:draws] and p.deck == ["I32", "I8"][draws:]
    assert p.play == ["I4"] + ["fear"] * fear


def test_site_tile_level_one_1_compasses_or_free_item() -> None:
    """§3b level I tile 1: "2 compasses OR free item from row (to bottom of deck)"."""
    g = dig_tile(1, 1)
    assert top(g)["kind"] == "option" and sorted(legal(g, 0)) == ["option 0", "option 1"]
    act(g, 0, "option 0")
    assert res(g, 0) == {"compass": 2}
    g = dig_tile(1, 1)
    row = list(g.state.row_items)
    act(g, 0, "option 1")
    assert {a for a in legal(g, 0) if a.startswith("purchase")} == {f"purchase {c}" for c in row}
    act(g, 0, f"purchase {row[2]}")
    p = g.state.players[0]
    assert p.deck == ["I32", "I8", row[2]] and res(g, 0) == {} and row[2] not in g.state.row_items
    assert g.to_act == [1]  # nothing left to do: the turn ends by itself
    assert len(g.state.row_items) == 5  # and the row is refilled at the end of the turn


# ---- idols: discovery bonus and the slots -------------------------------------------------------------------------


def discover_with_idol(idol: str) -> Any:
    """Seat 0 discovers s1 (tile 10: 1 jewel) whose face-up idol is `idol`; hand fundcar (pays) + Hat + fear."""
    g = game()
    st = g.state
    site(g, "s1").idol = idol
    st.tiles["1"] = [10, *[t for t in st.tiles["1"] if t != 10]]
    give(g, 0, hand=["fundcar", "I32", "fear"], deck=["I8"])
    set_res(g, 0, compass=3, tablet=1)
    p = st.players[0]
    p.assistants = [rules_assistant(1, ready=False), rules_assistant(12, ready=False)]
    to_turn(g, 0)
    act(g, 0, "discover s1", "pay fundcar")
    return g


@pytest.mark.parametrize("idol,gains", [("coin", {"coin": 1}), ("compass", {"compass": 1}),
                                        ("tablet", {"tablet": 2})])
def test_idol_bonus_resources(idol: str, gains: dict[str, int]) -> None:
    """§2 Idols: the discovery bonus of a coin / compass / tablet idol, taken before the site tile resolves."""
    g = discover_with_idol(idol)
    assert res(g, 0) == {"tablet": 1, **gains, "jewel": 1}
    assert g.state.players[0].idols == 1


def test_idol_bonus_exile() -> None:
    """§2 Idols: "exile a card" bonus — the player may exile a card from hand or play area (Fear goes back to its
    supply), or skip."""
    g = discover_with_idol("exile_card")
    assert top(g)["kind"] == "exile" and set(options(g, 0)) == {"exile hand:I32", "exile hand:fear",
                                                              "exile play:fundcar", "skip"}
    act(g, 0, "exile hand:fear")
    p = g.state.players[0]
    assert p.hand == ["I32"] and "fear" not in p.deck + p.play and res(g, 0) == {"tablet": 1, "jewel": 1}
    g = discover_with_idol("exile_card")
    act(g, 0, "skip")
    assert g.state.players[0].hand == ["I32", "fear"] and res(g, 0) == {"tablet": 1, "jewel": 1}


def test_idol_bonus_upgrade() -> None:
    """§2 Idols: "upgrade" bonus — one tablet to an arrowhead or one arrowhead to a jewel (optional)."""
    g = discover_with_idol("upgrade")
    assert top(g)["kind"] == "upgrade" and set(options(g, 0)) == {"upgrade tablet", "skip"}
    act(g, 0, "upgrade tablet")
    assert res(g, 0) == {"arrowhead": 1, "jewel": 1}


def test_idol_bonus_refresh_assistant() -> None:
    """§2 Idols: "refresh an assistant" bonus — one exhausted assistant becomes ready."""
    g = discover_with_idol("refresh_assistant")
    assert top(g)["kind"] == "refresh" and set(options(g, 0)) == {"refresh 1", "refresh 12"}
    act(g, 0, "refresh 12")
    assert [a.ready for a in g.state.players[0].assistants] == [False, True]


IDOL_SLOT_GAINS = [{"jewel": 1}, {"coin": 1, "arrowhead": 1}, {"coin": 1, "tablet": 2}, {"coin": 2, "compass": 1},
                   {"coin": 1}]


@pytest.mark.parametrize("option", range(5))
def test_idol_slot_options(option: int) -> None:
    """§2 Player board idol slots: "As a free action, move an unused idol to the LEFTMOST empty slot and choose ONE of:
    pay 1 coin → 1 jewel / 1 arrowhead / 2 tablets / 1 coin + 1 compass / draw 1 card"."""
    g = game()
    p = give(g, 0, hand=["fear"], deck=["I8"])
    set_res(g, 0, coin=1)
    p.idols, p.slots = 2, 1
    to_turn(g, 0)
    act(g, 0, f"idol {option}")
    assert res(g, 0) == IDOL_SLOT_GAINS[option]
    assert (p.idols, p.slots) == (1, 2)
    assert p.hand == (["fear", "I8"] if option == 4 else ["fear"])
    assert top(g) == {"kind": "turn", "seat": 0, "main": False}  # a free action: the main action is still to take


def test_idol_slot_refusals() -> None:
    """An idol slot needs an unused idol; the four slots fill once (a slotted idol never moves back); "pay 1 coin"
    needs the coin."""
    g = game()
    p = give(g, 0)
    set_res(g, 0)
    to_turn(g, 0)
    assert "no idol" in g.explain(0, "idol 1")
    p.idols = 1
    assert "Not enough coin" in g.explain(0, "idol 0")
    assert g.explain(0, "idol 1") is None
    p.idols, p.slots = 1, 4
    assert "four idol slots are filled" in g.explain(0, "idol 1")


# ---- guardians ------------------------------------------------------------------------------------------------------

# §3c, transcribed: guardian -> (travel icons, hand cards put into play, resources)
GUARDIAN_COSTS = {
    1: ([], 0, {"compass": 1, "coin": 1, "arrowhead": 1}), 2: ([], 1, {"coin": 1, "arrowhead": 1}),
    3: (["boot"], 0, {"coin": 1, "arrowhead": 1}), 4: ([], 0, {"coin": 2, "arrowhead": 1}),
    5: (["boot"], 0, {"tablet": 1, "arrowhead": 1}), 6: (["plane"], 0, {"arrowhead": 1}),
    7: ([], 1, {"compass": 1, "arrowhead": 1}), 8: ([], 0, {"coin": 4}), 9: (["ship"], 0, {"arrowhead": 1}),
    10: (["car"], 0, {"arrowhead": 1}), 11: (["boot", "boot"], 0, {"compass": 1}), 12: (["boot"], 0, {"jewel": 1}),
    13: ([], 0, {"tablet": 3}), 14: (["plane"], 0, {"arrowhead": 1}), 15: ([], 0, {"compass": 2, "arrowhead": 1}),
}
PAYS_ICON = {"boot": "fear", "car": "fundcar", "ship": "fundship", "plane": "A25"}


def at_guardian(guardian: int, seat: int = 0) -> Any:
    """A game where `seat` has an archaeologist on s1 (tile 10), guarded by `guardian`; seat's turn."""
    g = game()
    open_site(g, "s1", tile=10, guardian=guardian)
    site(g, "s1").occupant = seat
    g.state.players[seat].home = 1
    to_turn(g, seat)
    return g


@pytest.mark.parametrize("guardian", sorted(GUARDIAN_COSTS))
def test_overcome_guardian_cost(guardian: int) -> None:
    """§3c Guardians, overcome cost: "you pay the cost on the tile. Travel icons in that cost are paid like travel. A
    card symbol in the cost means put a hand card into the play area." The guardian goes to the player."""
    icons, cards, cost = GUARDIAN_COSTS[guardian]
    g = at_guardian(guardian)
    hand = [PAYS_ICON[i] for i in icons] + ["I32"] * cards
    p = give(g, 0, hand=hand)
    set_res(g, 0, **cost)
    act(g, 0, "overcome s1", *[f"pay {c}" for c in hand[:len(icons)]])
    assert res(g, 0) == {} and p.hand == [] and sorted(p.play) == sorted(hand)
    assert p.guardians == [guardian] and site(g, "s1").guardian == 0
    assert g.state.players[0].boons_used == []


@pytest.mark.parametrize("guardian", sorted(GUARDIAN_COSTS))
def test_overcome_guardian_short(guardian: int) -> None:
    """Overcoming is refused, with the reason, when any part of the cost is missing."""
    icons, cards, cost = GUARDIAN_COSTS[guardian]
    g = at_guardian(guardian)
    hand = [PAYS_ICON[i] for i in icons] + ["I32"] * cards
    give(g, 0, hand=hand)
    kind = next(iter(cost))
    set_res(g, 0, **{**cost, kind: cost[kind] - 1})
    assert f"Not enough {kind}" in g.explain(0, "overcome s1")
    if icons or cards:
        set_res(g, 0, **cost)
        give(g, 0, hand=hand[:-1])
        assert g.explain(0, "overcome s1") is not None


def test_overcome_needs_own_archaeologist_there() -> None:
    """§7 Guardians: "To overcome one you need your archaeologist on its site"."""
    g = at_guardian(1, seat=1)
    set_res(g, 0, compass=1, coin=1, arrowhead=1)
    to_turn(g, 0)
    assert "You need an archaeologist at Site" in g.explain(0, "overcome s1")
    assert "No guardian stands at level I site 2" in g.explain(0, "overcome s2")


def test_overcome_travel_part_cannot_use_coins_the_cost_needs() -> None:
    """Guardian 3 costs boot + 1 coin + 1 arrowhead: with 2 coins and no card the boot cannot be a plane (the coin is
    part of the cost); with 3 coins, 2 hire the plane and 1 pays the cost."""
    g = at_guardian(3)
    give(g, 0, hand=[])
    set_res(g, 0, coin=2, arrowhead=1)
    assert "This costs 1 boot in travel" in g.explain(0, "overcome s1")
    set_res(g, 0, coin=3, arrowhead=1)
    act(g, 0, "overcome s1", "plane")
    assert res(g, 0) == {} and g.state.players[0].guardians == [3]


def test_an_overcome_cost_s_resources_are_still_needed_when_its_travel_is_paid() -> None:
    """Guardian 5 costs boot + 1 tablet + 1 arrowhead, taken when the boot is paid. Spending the tablet meanwhile
    (assistant 11 upgrades it while the boot is open) leaves the cost unpayable: the boot is refused with the reason,
    and no resource ever goes below zero (it did: a Snake Temple game between bots ended its round with -1 tablet)."""
    g = at_guardian(5)
    give(g, 0, hand=["fear"])
    set_res(g, 0, tablet=1, arrowhead=1)
    g.state.players[0].assistants = [Assistant(11)]
    act(g, 0, "overcome s1", "assistant 11", "upgrade tablet")
    assert res(g, 0) == {"arrowhead": 2}
    assert g.explain(0, "pay fear") == "Not enough tablet: it needs 1, you have 0."
    assert "pay fear" not in legal(g, 0) and "cancel" in legal(g, 0)
    act(g, 0, "cancel")
    assert g.state.players[0].hand == ["fear"] and g.state.players[0].guardians == []


TRAVEL_BOONS = {1: "ship", 3: "car", 4: "car", 9: "car", 10: "ship", 12: "plane", 13: "plane", 15: "ship"}


@pytest.mark.parametrize("guardian", sorted(TRAVEL_BOONS))
def test_travel_boon(guardian: int) -> None:
    """§3c: "Travel-icon boons are spent like a card's travel icon"; "Each boon can be used once per game" — only while
    paying a travel cost (seed: 雷アイコンのない恩恵は移動コストを支払う際に利用できます)."""
    icon = TRAVEL_BOONS[guardian]
    g = game(temple="snake" if icon == "plane" else "bird")
    p = give(g, 0, hand=["fear"], deck=[])
    set_res(g, 0, compass=6)
    p.guardians = [guardian]
    to_turn(g, 0)
    assert "while paying" in g.explain(0, f"boon {guardian}")
    target = {"car": "s1", "ship": "s3", "plane": "s7"}[icon]
    act(g, 0, f"discover {target}", f"boon {guardian}")
    assert site(g, target).occupant == 0 and p.boons_used == [guardian] and p.hand == ["fear"]
    assert res(g, 0).get("compass", 0) <= 4
    to_turn(g, 0)
    give(g, 0, hand=["A25"], res={"compass": 3})
    act(g, 0, "discover s2")
    assert top(g)["kind"] == "pay" and f"boon {guardian}" not in legal(g, 0)
    assert "already used" in g.explain(0, f"boon {guardian}")


@pytest.mark.parametrize("guardian,answer,check", [
    (2, "exile hand:fear", lambda g, p: p.hand == ["I32"] and "fear" not in p.play),
    (5, "exile hand:I32", lambda g, p: p.hand == ["fear"] and "I32" in g.state.item_exile),
    (6, "exile hand:fear", lambda g, p: p.hand == ["I32"]),
    (11, "exile hand:fear", lambda g, p: p.hand == ["I32"]),
    (14, "exile hand:fear", lambda g, p: p.hand == ["I32"]),
    (7, None, lambda g, p: p.hand == ["fear", "I32", "I8"] and p.deck == []),
    (8, "upgrade arrowhead", lambda g, p: res(g, 0) == {"tablet": 1, "jewel": 1}),
])
def test_free_boon(guardian: int, answer: str | None, check: Any) -> None:
    """§3c: exile ×5, draw ×1 and guardian 8's upgrade are boons taken as free actions, once per game."""
    g = game()
    p = give(g, 0, hand=["fear", "I32"], deck=["I8"])
    set_res(g, 0, tablet=1, arrowhead=1)
    p.guardians = [guardian]
    to_turn(g, 0)
    act(g, 0, f"boon {guardian}", *([answer] if answer else []))
    assert check(g, p)
    assert p.boons_used == [guardian] and top(g) == {"kind": "turn", "seat": 0, "main": False}
    assert "already used" in g.explain(0, f"boon {guardian}")


# ---- assistants -----------------------------------------------------------------------------------------------------

# (assistant, gold, resources before, answers, resources after, hand after); hand before: fear, Hat; deck: Gold Pan
ASSISTANT_FREE = [
    (1, False, {}, [], {"coin": 2}, ["fear", "I32"]),
    (1, True, {}, [], {"coin": 3}, ["fear", "I32"]),
    (2, False, {}, [], {"tablet": 1}, ["fear", "I32"]),
    (2, True, {}, [], {"tablet": 1, "coin": 1}, ["fear", "I32"]),
    (3, False, {}, ["pay fear"], {"arrowhead": 1}, ["I32"]),
    (3, True, {}, [], {"arrowhead": 1}, ["fear", "I32"]),
    (4, False, {"coin": 1}, [], {"arrowhead": 1}, ["fear", "I32"]),
    (4, True, {"coin": 1}, ["option 0"], {"arrowhead": 1}, ["fear", "I32"]),
    (4, True, {"coin": 1}, ["option 1"], {"jewel": 1}, ["fear", "I32"]),
    (5, False, {}, ["exile hand:fear"], {}, ["I32"]),
    (5, True, {}, ["exile hand:fear"], {"compass": 1}, ["I32"]),
    (6, False, {}, ["discard fear"], {}, ["I32", "I8"]),
    (6, True, {}, [], {}, ["fear", "I32", "I8"]),
    (7, False, {}, [], {"coin": 1}, ["fear", "I32"]),
    (7, True, {}, [], {"coin": 2}, ["fear", "I32"]),
    (8, False, {}, [], {"compass": 1}, ["fear", "I32"]),
    (8, True, {}, [], {"coin": 1, "compass": 1}, ["fear", "I32"]),
    (9, False, {}, [], {"compass": 1}, ["fear", "I32"]),
    (9, True, {}, [], {"coin": 1, "compass": 1}, ["fear", "I32"]),
    (11, False, {"tablet": 1}, ["upgrade tablet"], {"arrowhead": 1}, ["fear", "I32"]),
    (11, True, {"tablet": 1}, ["upgrade tablet"], {"arrowhead": 1, "compass": 1}, ["fear", "I32"]),
    (12, False, {}, [], {"compass": 1}, ["fear", "I32"]),
    (12, True, {}, [], {"compass": 2}, ["fear", "I32"]),
]


@pytest.mark.parametrize("aid,gold,before,answers,after,hand", ASSISTANT_FREE)
def test_assistant_free_action(aid: int, gold: bool, before: dict[str, int], answers: list[str],
                               after: dict[str, int], hand: list[str]) -> None:
    """§3c Assistants, silver and gold effects (free actions): "Exhaust an assistant when you use it: once per round".
    Travel options outside a payment are not offered (7/8/9 then give their resources)."""
    g = game()
    p = give(g, 0, hand=["fear", "I32"], deck=["I8"])
    set_res(g, 0, **before)
    p.assistants = [rules_assistant(aid, gold)]
    to_turn(g, 0)
    act(g, 0, f"assistant {aid}", *answers)
    assert res(g, 0) == after and p.hand == hand
    assert p.assistants[0].ready is False and top(g) == {"kind": "turn", "seat": 0, "main": False}
    assert "exhausted" in g.explain(0, f"assistant {aid}")


@pytest.mark.parametrize("aid,gold,temple,target", [
    (7, False, "snake", "s7"), (7, True, "snake", "s10"), (8, False, "bird", "s1"), (8, True, "bird", "s9"),
    (9, False, "bird", "s3"), (9, True, "bird", "s11"),
])
def test_assistant_travel_while_paying(aid: int, gold: bool, temple: str, target: str) -> None:
    """§3c: 7 "1 coin OR travel plane / 2 coin OR travel plane+plane", 8 car / car+car, 9 ship / ship+ship: the travel
    side pays a cost being paid, and the assistant is exhausted."""
    g = game(temple=temple)
    p = give(g, 0, hand=[])
    set_res(g, 0, compass=6)
    p.assistants = [rules_assistant(aid, gold)]
    site(g, target).idol = "coin"
    g.state.tiles["1"].insert(0, g.state.tiles["1"].pop(g.state.tiles["1"].index(10)))  # 1 jewel
    g.state.tiles["2"].insert(0, g.state.tiles["2"].pop(g.state.tiles["2"].index(3)))  # 1 arrowhead + 1 jewel
    to_turn(g, 0)
    act(g, 0, f"discover {target}", f"assistant {aid}")
    assert site(g, target).occupant == 0 and p.assistants[0].ready is False
    level_one = int(target[1:]) <= 8
    assert res(g, 0) == ({"compass": 3, "coin": 1, "jewel": 1} if level_one
                         else {"coin": 1, "arrowhead": 1, "jewel": 1})


def test_assistant_without_travel_is_a_free_action_while_paying() -> None:
    """§1: free actions come "before, during or after" the main action. While a travel cost is being paid, an
    assistant with no travel icon is used for its effect (12: +1 compass) and pays nothing; the payment waits."""
    g = game()
    p = give(g, 0, hand=["fundcar"])
    set_res(g, 0, compass=3)
    p.assistants = [rules_assistant(12)]
    to_turn(g, 0)
    act(g, 0, "discover s1")
    need = list(g.state.stack[-1]["need"])
    act(g, 0, "assistant 12")
    assert p.res["compass"] == 4 and not p.assistants[0].ready
    assert g.state.stack[-1]["kind"] == "pay" and g.state.stack[-1]["need"] == need


@pytest.mark.parametrize("gold,coins", [(False, 3), (True, 2)])
def test_assistant_10_discount_buy_is_a_main_action(gold: bool, coins: int) -> None:
    """§3c assistant 10: "MAIN action: buy item or artifact with discount 1 / discount 2"; §1 free actions: "any
    assistant effect except #10, the discount-buy assistant, which is a main action"."""
    g = game()
    st = g.state
    st.row_items = ["I4", "I32", "I8", "I9", "I10"]  # Horse costs 4
    p = give(g, 0, hand=["fear"])
    set_res(g, 0, coin=coins)
    p.assistants = [rules_assistant(10, gold)]
    to_turn(g, 0)
    act(g, 0, "assistant 10")
    assert top(g)["kind"] == "purchase" and "purchase I4" in legal(g, 0)
    act(g, 0, "purchase I4")
    assert res(g, 0) == {} and p.deck[-1] == "I4" and p.assistants[0].ready is False
    assert g.to_act == [1]  # the main action taken, nothing left to do: the turn is over
    g = game()
    p = give(g, 0, hand=["fear"])
    set_res(g, 0, coin=5)
    p.assistants = [rules_assistant(10, gold)]
    to_turn(g, 0)
    g.state.stack[0]["main"] = True
    assert "already taken this turn's main action" in g.explain(0, "assistant 10")
    to_turn(g, 0)
    set_res(g, 0)
    st = g.state
    st.row_items = ["I4", "I3", "I12", "I17", "I18"]  # every item costs 4
    st.row_artifacts = ["A1"]  # 3 compasses
    assert "afford no card" in g.explain(0, "assistant 10")


# ---- research -------------------------------------------------------------------------------------------------------

# §3, transcribed: the cost to enter each space and the rows' magnifying-glass effects
RESEARCH_COSTS = {
    "bird": {1: {"compass": 1, "arrowhead": 1}, 2: {"jewel": 1}, 3: {"jewel": 1}, 4: {"tablet": 1, "arrowhead": 1},
             5: {"tablet": 2, "arrowhead": 1}, 6: {"coin": 1, "tablet": 1, "arrowhead": 1},
             7: {"tablet": 1, "jewel": 1}, 8: {"arrowhead": 2}, 9: {"coin": 1, "jewel": 1},
             10: {"compass": 1, "jewel": 1}, 11: {"tablet": 2, "arrowhead": 1},
             12: {"coin": 1, "tablet": 1, "arrowhead": 1}, 13: {"tablet": 1, "jewel": 1},
             14: {"coin": 1, "compass": 1, "jewel": 1}},
    "snake": {1: {"compass": 1, "tablet": 2}, 2: {"jewel": 1}, 3: {"coin": 1, "compass": 1, "arrowhead": 1},
              4: {"tablet": 1, "jewel": 1}, 5: {"arrowhead": 2}, 6: {"tablet": 2, "arrowhead": 1},
              7: {"coin": 1, "jewel": 1}, 8: {}, 9: {"arrowhead": 2}, 10: {"tablet": 1, "jewel": 1},
              11: {"tablet": 1, "jewel": 1}, 12: {"compass": 1, "tablet": 3},
              13: {"coin": 1, "tablet": 1, "arrowhead": 1}, 14: {"compass": 1, "arrowhead": 1, "jewel": 1}},
}
RESEARCH_NEXT = {
    "bird": {0: [1, 2], 1: [3, 4], 2: [4], 3: [5], 4: [5], 5: [6, 7, 8], 6: [9], 7: [9], 8: [9], 9: [10, 11],
             10: [12], 11: [12, 13], 12: [14], 13: [14]},
    "snake": {0: [1, 2], 1: [3, 4], 2: [4, 5], 3: [6], 4: [6, 7], 5: [7], 6: [8], 7: [8], 8: [9, 10], 9: [11, 12],
              10: [12], 11: [13], 12: [13], 13: [14]},
}
ROWS = {"bird": [0, 1, 1, 2, 2, 3, 4, 4, 4, 5, 6, 6, 7, 7, 8], "snake": [0, 1, 1, 2, 2, 2, 3, 3, 4, 5, 5, 6, 6, 7, 8]}
# row -> (resources, cards drawn, Fear) for the magnifying glass
GLASS_ROW = {
    "bird": {1: ({"coin": 1}, 0, 0), 2: ({"compass": 1}, 0, 0), 3: ({"compass": 1}, 0, 0), 4: ({"compass": 1}, 0, 0),
             5: ({"compass": 1}, 0, 0), 6: ({}, 1, 0), 7: ({"compass": 1}, 0, 0), 8: ({}, 0, 0)},
    "snake": {1: ({"coin": 1}, 0, 0), 2: ({"coin": 2}, 0, 0), 3: ({}, 1, 0), 4: ({}, 0, 0), 5: ({}, 0, 0),
              6: ({}, 0, 1), 7: ({}, 0, 1), 8: ({}, 0, 0)},
}


def research_game(temple: str, glass: int = 0, notebook: int = 0, players: int = 2, bonus: bool = False) -> Any:
    """Seat 0 to act with its tokens on these spaces; no bonus tiles on the track unless `bonus`; deck: Gold Pan."""
    g = game(players=players, temple=temple)
    p = give(g, 0, hand=["fear"], deck=["I8"])
    set_res(g, 0)
    p.glass, p.notebook = glass, notebook
    if not bonus:
        g.state.bonus = {}
    to_turn(g, 0)
    return g


@pytest.mark.parametrize("temple,space", [(t, s) for t in ("bird", "snake") for s in range(1, 15)])
def test_research_space_cost_and_glass_row(temple: str, space: int) -> None:
    """§3 Research tracks: "One research action moves ONE token up one row, to a space connected by a bridge, paying
    that bridge's cost" (cost to enter each space, as tabled); the magnifying glass gains its row's effect."""
    start = next(s for s, nxt in RESEARCH_NEXT[temple].items() if space in nxt)
    g = research_game(temple, glass=start)
    p = g.state.players[0]
    cost = RESEARCH_COSTS[temple][space]
    if cost:
        for kind in cost:  # one short of any resource: refused, with the reason
            set_res(g, 0, **{**cost, kind: cost[kind] - 1})
            assert f"Not enough {kind}" in g.explain(0, f"research {space}")
    else:  # Snake space 8: an idol from the supply crates
        assert "no idol" in g.explain(0, f"research {space}")
        p.idols = 1
    set_res(g, 0, **cost)
    act(g, 0, f"research {space}")
    if temple == "snake" and space == 8:
        act(g, 0, f"rescue {g.state.rescue[0]}")
    gains, draws, fear = GLASS_ROW[temple][ROWS[temple][space]]
    assert p.glass == space and p.notebook == 0
    assert res(g, 0) == gains and len(p.hand) == 1 + draws and p.play == ["fear"] * fear
    if space == 14:
        assert p.temple_vp == 23 and p.temple_rank == 1


@pytest.mark.parametrize("temple", ["bird", "snake"])
def test_research_bridges(temple: str) -> None:
    """§3: from each space only the spaces of its `next` list can be entered (the bridges)."""
    for start, nxt in RESEARCH_NEXT[temple].items():
        g = research_game(temple, glass=start)
        set_res(g, 0, coin=9, compass=9, tablet=9, arrowhead=9, jewel=9)
        g.state.players[0].idols = 1
        reachable = {int(a.split()[1]) for a in legal(g, 0) if a.startswith("research ")}
        assert reachable == set(nxt) | ({1, 2} if start else set()), start


def test_notebook_never_above_the_glass() -> None:
    """§3 Research rules: "The notebook may never be in a higher row than the magnifying glass; the same row is
    allowed. The notebook can never enter the temple." The glass moves when it can reach the chosen space."""
    g = research_game("bird", glass=1)
    set_res(g, 0, jewel=1, compass=1, arrowhead=1)
    p = g.state.players[0]
    act(g, 0, "research 2")  # only the notebook reaches space 2; row 1 = the glass's row
    assert (p.glass, p.notebook) == (1, 2)
    g = research_game("bird", glass=2, notebook=1)
    set_res(g, 0, jewel=3)
    assert "never goes above" in g.explain(0, "research 3")  # row 2 > the glass's row 1
    g = research_game("bird", glass=1, notebook=1)
    set_res(g, 0, jewel=1)
    act(g, 0, "research 3")
    assert (g.state.players[0].glass, g.state.players[0].notebook) == (3, 1)  # both could: the glass goes
    g = research_game("bird", glass=14, notebook=12)
    set_res(g, 0, coin=1, compass=1, jewel=1)
    assert g.state.players[0].temple_vp == 0
    assert "never goes above" in g.explain(0, "research 14")


# row -> (notebook effect, what to answer, how to check), a player with one silver assistant (12) and one exhausted
@pytest.mark.parametrize("temple,row", [("bird", r) for r in range(1, 8)] + [("snake", r) for r in range(1, 8)])
def test_notebook_row_effects(temple: str, row: int) -> None:
    """§3 row effects of the notebook: Bird 1-2 recruit a silver assistant, 3-4 upgrade an assistant to gold (and
    refresh it), 5 gain 3 compasses, 6 a free artifact from the row, 7 overcome a guardian free at an own site; Snake
    1 recruit, 2 exile, 3 upgrade, 4 free artifact, 5 refresh an assistant, 6 draw, 7 gain 1 jewel."""
    space = ROWS[temple].index(row)
    start = next(s for s, nxt in RESEARCH_NEXT[temple].items() if space in nxt)
    g = research_game(temple, glass=14, notebook=start)
    st = g.state
    p = st.players[0]
    g.state.players[0].temple_vp = 23
    set_res(g, 0, **RESEARCH_COSTS[temple][space])
    p.idols = 1 if space == 8 else 0
    recruiting = (temple, row) in (("bird", 1), ("bird", 2), ("snake", 1))
    p.assistants = [] if recruiting else [rules_assistant(12, ready=False)]
    open_site(g, "s1", tile=10, guardian=13)
    site(g, "s1").occupant = 0
    st.row_artifacts = ["A25"]
    act(g, 0, f"research {space}")
    assert p.notebook == space
    effect = (temple, row)
    if recruiting:
        tops = [s[0] for s in st.supply]
        assert set(legal(g, 0)) == {f"recruit {a}" for a in tops}
        act(g, 0, f"recruit {tops[1]}")
        assert [(a.id, a.gold, a.ready) for a in p.assistants] == [(tops[1], False, True)]
        assert tops[1] not in [a for s in st.supply for a in s]
    elif effect in (("bird", 3), ("bird", 4), ("snake", 3)):  # one silver assistant: upgraded without asking
        assert [(a.id, a.gold, a.ready) for a in p.assistants] == [(12, True, True)]
    elif effect == ("bird", 5):
        assert res(g, 0) == {"compass": 3}
    elif effect in (("bird", 6), ("snake", 4)):
        act(g, 0, "purchase A25")  # free: no compass paid; Stone Jar resolves at once (a card drawn)
        assert "A25" in p.play and st.row_artifacts == [] and res(g, 0) == {}
    elif effect == ("bird", 7):
        assert p.guardians == [13] and site(g, "s1").guardian == 0 and res(g, 0) == {}
    elif effect == ("snake", 2):
        act(g, 0, "exile hand:fear")
        assert p.hand == []
    elif effect == ("snake", 5):
        assert p.assistants[0].ready is True
    elif effect == ("snake", 6):
        assert p.hand == ["fear", "I8"]
    elif effect == ("snake", 7):
        assert res(g, 0) == {"jewel": 1}
    assert p.glass == 14


def test_recruit_needs_a_free_square() -> None:
    """§3: "The board has 2 assistant squares, so a player holds at most 2 assistants": a third recruit is lost."""
    g = research_game("bird", glass=1)
    p = g.state.players[0]
    p.assistants = [rules_assistant(1), rules_assistant(2)]
    g.state.supply = [[3], [4], [5]]
    set_res(g, 0, jewel=1)
    act(g, 0, "research 2")  # only the notebook reaches space 2: row 1 recruits, but both squares are full
    assert p.notebook == 2 and [a.id for a in p.assistants] == [1, 2] and g.state.supply == [[3], [4], [5]]


def test_upgrade_assistant_choice_and_refresh() -> None:
    """§3: "Upgrading turns the assistant to gold AND refreshes it"; with two silver assistants the player picks."""
    g = research_game("bird", glass=5, notebook=4)
    p = g.state.players[0]
    p.assistants = [rules_assistant(1, ready=False), rules_assistant(2, ready=False)]
    set_res(g, 0, tablet=2, arrowhead=1)
    act(g, 0, "research 5")
    assert set(legal(g, 0)) == {"assistant_up 1", "assistant_up 2"}
    act(g, 0, "assistant_up 2")
    assert [(a.id, a.gold, a.ready) for a in p.assistants] == [(1, False, False), (2, True, True)]


def test_bonus_tile_first_arrival_only() -> None:
    """§3 bonus tiles: "Only the first token of any player to reach a space takes its tile; the tile is removed from
    the game"; "Row effect and bonus tile may be resolved in either order"."""
    g = research_game("bird", glass=1, bonus=True)
    st = g.state
    st.bonus["3"] = ["coin"]
    set_res(g, 0, jewel=1)
    act(g, 0, "research 3")
    assert top(g)["kind"] == "order" and set(legal(g, 0)) == {"order bonus", "order row"}
    act(g, 0, "order bonus")
    assert res(g, 0) == {"coin": 1, "compass": 1} and st.bonus["3"] == []
    assert st.players[0].bonus_tiles == ["coin"]
    p1 = give(g, 1, hand=["fear"])
    p1.glass = 1
    set_res(g, 1, jewel=1)
    to_turn(g, 1)
    act(g, 1, "research 3")
    assert res(g, 1) == {"compass": 1} and p1.bonus_tiles == []


@pytest.mark.parametrize("tile,answers,after", [
    ("coin", [], {"coin": 1}), ("compass", [], {"compass": 1}), ("tablet", [], {"tablet": 1}),
    ("draw", [], {}), ("exile_card", ["exile hand:fear"], {}), ("upgrade", ["upgrade tablet"], {"arrowhead": 1}),
])
def test_bonus_tile_kinds(tile: str, answers: list[str], after: dict[str, int]) -> None:
    """§3: the 18 bonus tiles: coin, compass, tablet, exile, draw, upgrade — taken by the notebook too (row 2 of the
    notebook recruits; with no assistant left in the supply that does nothing)."""
    g = research_game("bird", glass=3, notebook=1, bonus=True)
    st = g.state
    st.bonus["3"] = [tile]
    st.supply = [[], [], []]
    set_res(g, 0, jewel=1, tablet=1 if tile == "upgrade" else 0)
    act(g, 0, "research 3", "order bonus", *answers)
    p = st.players[0]
    assert p.notebook == 3 and p.bonus_tiles == [tile] and res(g, 0) == after
    assert p.hand == {"draw": ["fear", "I8"], "exile_card": []}.get(tile, ["fear"])


def test_snake_space_13_choice() -> None:
    """§3: "Snake space 13 holds 2–3 tiles; a player arriving there chooses one" — the next one chooses from the
    rest."""
    g = research_game("snake", glass=11, bonus=True)
    st = g.state
    st.bonus["13"] = ["coin", "draw"]
    set_res(g, 0, coin=1, tablet=1, arrowhead=1)
    act(g, 0, "research 13")
    assert top(g)["kind"] == "bonus" and set(legal(g, 0)) == {"bonus coin", "bonus draw"}
    act(g, 0, "bonus coin")
    p = st.players[0]
    assert p.bonus_tiles == ["coin"] and st.bonus["13"] == ["draw"]
    assert res(g, 0) == {"coin": 1} and p.play == ["fear"]  # row 7 glass: a Fear card
    p1 = give(g, 1, hand=[], deck=["I8"])
    p1.glass = 12
    set_res(g, 1, coin=1, tablet=1, arrowhead=1)
    to_turn(g, 1)
    act(g, 1, "research 13", "order bonus")
    assert p1.bonus_tiles == ["draw"] and p1.hand == ["I8"] and st.bonus["13"] == []


def test_temple_arrival_scores() -> None:
    """§3: "A magnifying glass reaching the Lost Temple takes the highest remaining arrival score, 23 / 21 / 20 / 19;
    chooses one bonus tile from the stack" (seen only by the chooser)."""
    g = research_game("bird", players=4, bonus=True)
    st = g.state
    st.bonus["temple"] = ["coin", "compass", "tablet", "draw"]
    for seat in (2, 0, 3, 1):
        p = give(g, seat, hand=[], deck=[])
        p.glass = 12 + seat % 2
        set_res(g, seat, coin=1, compass=1, jewel=1)
        to_turn(g, seat)
        act(g, seat, "research 14")
        if seat == 1:  # the last tile: only one way, taken without asking
            break
        assert top(g)["kind"] == "bonus"
        assert g.observation(seat)["temple_bonus"] == st.bonus["temple"]
        assert "temple_bonus" not in g.observation((seat + 1) % 4)
        act(g, seat, f"bonus {st.bonus['temple'][0]}")
    assert [(p.temple_vp, p.temple_rank) for p in st.players] == [(21, 2), (19, 4), (23, 1), (20, 3)]
    assert st.arrivals == [] and st.bonus["temple"] == []
    assert [p.bonus_tiles for p in st.players] == [["compass"], ["draw"], ["coin"], ["tablet"]]


TEMPLE_COSTS = {
    "bird": {"A": {"coin": 1, "tablet": 2}, "B": {"jewel": 1}, "C": {"compass": 1, "arrowhead": 1}},
    "snake": {"A": {"compass": 1, "tablet": 2}, "B": {"jewel": 1}, "C": {"coin": 1, "arrowhead": 1}},
}
TEMPLE_STACKS = [("A", 2), ("B", 2), ("C", 2), ("AB", 6), ("BC", 6), ("ABC", 11)]


@pytest.mark.parametrize("temple,stack", [(t, s) for t in ("bird", "snake") for s in range(6)])
def test_temple_tiles(temple: str, stack: int) -> None:
    """§3: "Every later research action with that magnifying glass buys 1 temple tile instead. It pays the stack's
    combined costs and is still a main action"; stacks 2 (A), 2 (B), 2 (C), 6 (A+B), 6 (B+C), 11 (A+B+C); "An empty
    stack cannot be bought from"; the seed: the same stack may be bought from again."""
    letters, vp = TEMPLE_STACKS[stack]
    cost: Counter[str] = Counter()
    for letter in letters:
        cost.update(TEMPLE_COSTS[temple][letter])
    g = research_game(temple, glass=13)
    p = g.state.players[0]
    set_res(g, 0, **cost)
    assert "not reached the temple" in g.explain(0, f"temple {stack}")
    p.glass, p.temple_vp, p.temple_rank = 14, 23, 1
    for kind in cost:
        set_res(g, 0, **{**cost, kind: cost[kind] - 1})
        assert f"Not enough {kind}" in g.explain(0, f"temple {stack}")
    set_res(g, 0, **cost)
    act(g, 0, f"temple {stack}")
    assert res(g, 0) == {} and p.temple_tiles == [stack] and g.state.temple_stacks[stack] == 1
    assert g.to_act == [1]  # a main action: nothing left to do, so the turn is over
    set_res(g, 0, **cost)
    to_turn(g, 0)
    act(g, 0, f"temple {stack}")
    assert p.temple_tiles == [stack, stack] and g.state.temple_stacks[stack] == 0
    set_res(g, 0, **cost)
    to_turn(g, 0)
    assert "stack is empty" in g.explain(0, f"temple {stack}")
    assert sum(data.TEMPLE_STACKS[s]["vp"] for s in p.temple_tiles) == 2 * vp


def test_snake_rescue_row() -> None:
    """§3 Snake side: space 8 costs "1 idol from supply crates (idol is removed from game)"; "Magnifying glass
    entering row 4 ("rescue"): secretly choose 1 assistant from that space's stack. It arrives EXHAUSTED. Keep the
    rest of the stack in order." A slotted idol cannot pay."""
    g = research_game("snake", glass=6, players=3)
    st = g.state
    st.rescue = [4, 9, 2]
    p = st.players[0]
    p.idols, p.slots = 0, 1
    assert "no idol" in g.explain(0, "research 8")
    p.idols = 1
    act(g, 0, "research 8")
    assert top(g)["kind"] == "rescue" and set(legal(g, 0)) == {"rescue 2", "rescue 4", "rescue 9"}
    assert g.observation(0)["rescue"]["all"] == [4, 9, 2] and "all" not in g.observation(1)["rescue"]
    act(g, 0, "rescue 9")
    assert st.rescue == [4, 2] and [(a.id, a.gold, a.ready) for a in p.assistants] == [(9, False, False)]
    assert (p.idols, p.slots, p.glass) == (0, 1, 8)
    assert g.observation(1)["rescue"] == {"top": 4, "count": 2}


def test_the_rescue_row_s_research_names_its_idol_cost() -> None:
    """The option for space 8 says what it costs, as the board's menus and the log show it: an idol, not "0"."""
    g = research_game("snake", glass=6)
    g.state.players[0].idols = 1
    assert g.action_label(g.parse_action("research 8")) == "Research: magnifying glass to space 8 (1 idol)"
    assert g.action_label(g.parse_action("research 8"), "ja").endswith("（偶像×1）")


# ---- round end --------------------------------------------------------------------------------------------------


def pass_all(g: Any) -> None:
    """Every seat still in the round passes, in turn order, until the round (or the game) ends."""
    start = g.state.round
    while not g.is_over and g.state.round == start and g.state.top["kind"] == "turn":
        act(g, g.to_act[0], "pass")


def test_round_end_in_order() -> None:
    """§1 Round end, in order: "1. Every archaeologist returns home. Each one that comes back from a site that still
    has a guardian gives its owner 1 Fear card, placed in the play area (War Mask cancels this). 2. Cards left in hand
    may be discarded to the play area or kept. 3. Shuffle the play area and put it under the deck. 4. Refresh all
    assistants. 5. Exile the artifact and the item next to the moon staff. Move the staff one space right. Refill the
    row. 6. The start marker passes to the left. Everyone draws up to 5." """
    g = game()
    st = g.state
    open_site(g, "s1", tile=2, guardian=5)
    open_site(g, "s2", tile=3, guardian=6)
    open_site(g, "s3", tile=4)
    site(g, "s1").occupant, site(g, "s2").occupant, site(g, "s3").occupant = 0, 1, 1
    st.camps[0][0] = 0
    p0 = give(g, 0, hand=["I32", "fear", "fundcar"], deck=["I8", "I4", "I3"])
    p0.play, p0.home = ["A25", "fundship"], 0
    p0.assistants = [rules_assistant(1, ready=False), rules_assistant(2, gold=True, ready=False)]
    p1 = give(g, 1, hand=["exploreship"], deck=["I5", "I6", "I7", "I9", "I10", "I11"])
    p1.play, p1.home, p1.war_mask = ["explorecar"], 0, True
    artifacts, items = list(st.row_artifacts), list(st.row_items)
    artifact_deck = list(st.artifact_deck)
    to_turn(g, 0)
    act(g, 0, "pass")
    act(g, 1, "pass")
    # 1. home, Fear from the guarded site (seat 1 wears the War Mask)
    assert p0.home == 2 and p1.home == 2 and all(s.occupant == -1 for s in st.sites) and st.camps[0] == [-1, -2]
    assert sorted(p0.play) == sorted(["A25", "fundship", "fear"]) and p1.play == ["explorecar"]
    # 2. both answer at once (BGA asks simultaneously); any card may be kept, Fear too (guide: 「手札に残ったカードは、
    # プレイエリアに配置するか、次ラウンド用に手札に残すかを選択できます」)
    assert g.to_act == [0, 1] and top(g)["kind"] == "keep"
    assert set(legal(g, 0)) == {"keep I32", "keep fear", "keep fundcar", "discard_rest"}
    act(g, 0, "keep I32", "keep fear", "keep fundcar", "unkeep fundcar")
    assert set(legal(g, 0)) == {"keep fundcar", "unkeep I32", "unkeep fear", "discard_rest"}
    act(g, 1, "keep exploreship", "discard_rest")
    assert g.to_act == [0] and p0.hand == ["fundcar"] and p0.keeping == ["I32", "fear"]
    act(g, 0, "discard_rest")
    # 3. shuffled under the deck, then 6. drawn up to 5: the kept cards and the old deck come first
    pile = ["A25", "fundship", "fear", "fundcar"]
    assert p0.hand[:5] == ["I32", "fear", "I8", "I4", "I3"]
    assert Counter(p0.deck) == Counter(pile) and not p0.play and not p0.keeping
    assert p1.hand == ["exploreship", "I5", "I6", "I7", "I9"] and p1.deck[:2] == ["I10", "I11"]
    assert p1.deck[2:] == ["explorecar"]
    # 4. assistants ready again (gold stays gold)
    assert [(a.ready, a.gold) for a in p0.assistants] == [(True, False), (True, True)]
    # 5. the cards next to the staff are exiled, the staff moves: 2 artifacts + 4 items
    assert st.artifact_exile == artifacts[:1] and st.item_exile == items[:1]
    assert st.row_items == items[1:] and st.row_artifacts == artifact_deck[:2]
    # 6. the start marker passes to the left
    assert (st.round, st.first, g.to_act) == (2, 1, [1])
    assert not p0.passed and not p1.passed and not p1.war_mask


def test_last_round_end_only_fear() -> None:
    """§1: "At the end of round V only step 1 (Fear from guardians) happens, then final scoring." """
    g = game()
    st = g.state
    st.round = 5
    open_site(g, "s1", tile=2, guardian=5)
    site(g, "s1").occupant = 0
    p0 = give(g, 0, hand=["I32", "fundcar"], deck=["I8"])
    p0.play, p0.home = ["A25"], 1
    p0.assistants = [rules_assistant(1, ready=False)]
    to_turn(g, 0)
    pass_all(g)
    assert g.is_over and g.to_act == []
    assert p0.hand == ["I32", "fundcar"] and p0.deck == ["I8"] and p0.play == ["A25", "fear"]
    assert p0.assistants[0].ready is False and st.artifact_exile == [] and st.item_exile == []
    assert g.result()["sheets"][0]["fear"] == -1  # `give` replaced the starting cards: only the guardian's Fear


def test_overcoming_before_round_end_avoids_fear() -> None:
    """Seed: "考古学者の回収前に「メインアクション：守護者の撃退」により、守護者を撃退した場合は受け取らずに済みます"
    — no Fear from a site whose guardian was overcome."""
    g = at_guardian(13)
    p = give(g, 0, hand=[], deck=[])
    set_res(g, 0, tablet=3)
    act(g, 0, "overcome s1")
    act(g, 1, "pass")
    act(g, 0, "pass")
    assert "fear" not in p.play + p.hand + p.deck and p.guardians == [13]


# ---- final scoring and ties ---------------------------------------------------------------------------------------


def last_round(players: int = 2) -> Any:
    """Round 5, seat 0 to act; every seat holds only the cards a test gives it (no starting cards)."""
    g = game(players=players)
    g.state.round = 5
    for seat in range(players):
        give(g, seat, hand=[], deck=[])
    to_turn(g, 0)
    return g


def test_final_scoring_categories() -> None:
    """§5 Scoring: research (glass row VP, temple 23/21/20/19, + notebook row VP), temple tiles 2/6/11, idols 3 each
    (slotted or not) + the empty slots' 1,2,3,4 left to right, guardians 5 each (boon used or not), the printed VP of
    every item and artifact owned (deck, hand, play area; exiled cards are gone), −1 per Fear card."""
    g = last_round()
    st = g.state
    p0, p1 = st.players
    p0.glass, p0.notebook = 9, 5                  # bird row 5 glass: 9; row 3 notebook: 2
    p0.temple_tiles = [5, 0]                      # 11 + 2
    p0.idols, p0.slots = 2, 1                     # 3 × 3 + (2 + 3 + 4)
    p0.guardians, p0.boons_used = [4, 7], [7]     # 2 × 5
    p0.hand, p0.deck, p0.play = ["I5"], ["A4", "fundcar"], ["I32", "fear", "fear"]  # 3 + 3 + 1; −2
    st.item_exile = ["I6"]                        # exiled: not the player's
    p1.glass, p1.notebook, p1.temple_vp, p1.temple_rank = 14, 12, 21, 2   # 21 + row 7 notebook 10
    p1.slots, p1.idols = 4, 0                      # 4 × 3, no empty slot
    pass_all(g)
    sheets = g.result()["sheets"]
    assert sheets[0] == {"research": 11, "temple": 13, "idols": 18, "guardians": 10, "cards": 7, "fear": -2}
    assert sheets[1] == {"research": 31, "temple": 0, "idols": 12, "guardians": 0, "cards": 0, "fear": 0}
    assert g.result()["scores"] == [57, 43] and g.result()["winners"] == [0]


@pytest.mark.parametrize("temple,glass,notebook,vp", [
    ("bird", 0, 0, 0), ("bird", 1, 1, 1), ("bird", 4, 3, 3), ("bird", 5, 5, 6), ("bird", 8, 6, 10),
    ("bird", 9, 9, 15), ("bird", 11, 10, 20), ("bird", 13, 12, 26),
    ("snake", 1, 1, 1), ("snake", 5, 3, 5), ("snake", 7, 7, 7), ("snake", 8, 8, 9), ("snake", 10, 9, 13),
    ("snake", 12, 11, 22), ("snake", 13, 13, 30),
])
def test_research_score_by_row(temple: str, glass: int, notebook: int, vp: int) -> None:
    """§3 row VP: Bird glass 1/2/4/6/9/12/16, notebook 0/1/2/4/6/8/10; Snake glass 1/2/3/4/5/10/15, notebook
    0/3/4/5/8/12/15."""
    g = game(temple=temple)
    g.state.round = 5
    p = g.state.players[0]
    p.glass, p.notebook = glass, notebook
    to_turn(g, 0)
    pass_all(g)
    assert g.result()["sheets"][0]["research"] == vp


@pytest.mark.parametrize("slots,idols,vp", [(0, 0, 10), (0, 1, 13), (1, 0, 12), (2, 0, 13), (3, 1, 16), (4, 0, 12)])
def test_idol_scoring(slots: int, idols: int, vp: int) -> None:
    """§2: "every idol scores 3 VP, slotted or not. Each EMPTY slot scores its printed value. Left to right the values
    are 1, 2, 3, 4, so the first idol used covers the 1" (seed: none used = 1+2+3+4 = 10)."""
    g = last_round()
    p = g.state.players[0]
    p.slots, p.idols = slots, idols
    pass_all(g)
    assert g.result()["sheets"][0]["idols"] == vp


def test_tie_break_temple_arrival_first() -> None:
    """§5 ties: "1. whoever reached the Lost Temple first" — even with the lower research score."""
    g = last_round()
    p0, p1 = g.state.players
    p0.glass, p0.temple_vp, p0.temple_rank, p0.temple_tiles = 14, 23, 1, [0]   # research 23 + temple 2
    p1.glass, p1.temple_vp, p1.temple_rank, p1.notebook = 14, 21, 2, 6         # research 21 + 4
    pass_all(g)
    r = g.result()
    assert r["scores"][0] == r["scores"][1] == 25 + 10  # + 10 for 4 empty idol slots each
    assert r["sheets"][0]["research"] < r["sheets"][1]["research"]
    assert r["winners"] == [0] and r["ranks"] == [1, 2] and r["ranking"] == [0, 1]


def test_tie_break_research_then_shared() -> None:
    """§5 ties: "2. the highest research score; 3. otherwise the players stay tied" (seed:
    誰も失われた寺院に未到達の場合、研究の位置の得点が最も高いプレイヤーが勝利)."""
    g = last_round()
    p0, p1 = g.state.players
    p0.glass = 5                                  # research 4
    p1.glass, p1.deck = 3, ["I14"]                # research 2 + Parrot 2
    pass_all(g)
    r = g.result()
    assert r["scores"][0] == r["scores"][1] and r["winners"] == [0] and r["ranks"] == [1, 2]
    g = last_round(players=3)
    for p in g.state.players:
        p.glass = 4
    g.state.players[2].glass = 5
    pass_all(g)
    r = g.result()
    assert r["ranks"] == [2, 2, 1] and r["winners"] == [2]
    g = last_round()
    pass_all(g)
    r = g.result()
    assert r["ranks"] == [1, 1] and r["winners"] == [0, 1]


# ---- hidden information -------------------------------------------------------------------------------------------


def test_observation_hides_other_hands_and_stacks() -> None:
    """Issue 9 hidden information: "a seat sees its own hand, counts of every deck, the public row, boards and play
    areas; never another hand, any deck order, the face-down idols, the temple stack's order or unrevealed tiles"."""
    g = game()
    st = g.state
    obs = g.observation(0)
    me, other = obs["players"]
    assert me["hand"] == st.players[0].hand and "hand" not in other and other["hand_count"] == 5
    assert "deck" not in me and "deck" not in other and me["deck_count"] == 1
    assert sorted(other["unseen"]) == sorted(st.players[1].hand + st.players[1].deck)
    assert all(isinstance(s["hidden_idol"], bool) for s in obs["sites"]) and obs["sites"][8]["hidden_idol"] is True
    assert obs["tiles_left"] == {"1": 10, "2": 6} and obs["guardians_left"] == 15
    assert obs["bonus"]["temple"] == 2 and obs["row_items"] == st.row_items
    assert obs["supply"] == [{"top": s[0], "count": 4} for s in st.supply]
    public = g.observation(None)
    assert all("hand" not in v for v in public["players"])
    text = repr(g.observation(1))
    for hidden in (st.guardian_pile, st.tiles["1"], st.item_deck[:3]):
        assert repr(hidden) not in text


def test_each_player_field_says_who_sees_it_and_an_undeclared_one_is_seen_by_nobody() -> None:
    """A player's view is built from what each field declares (Player.SEEN), not by stripping the private ones: a
    field added without a declaration reaches no seat, and a sampled world rebuilds every public field."""
    from dataclasses import dataclass, fields

    from rules.arnak.state import Player

    declared = [name for group in Player.SEEN.values() for name in group]
    assert sorted(declared) == sorted(f.name for f in fields(Player))  # each field declared, once

    @dataclass
    class WithASecret(Player):
        secret: str = "the bot's plan"

    g = game()
    g.state.players[1] = WithASecret(**{f.name: getattr(g.state.players[1], f.name) for f in fields(Player)})
    for seat in (0, 1, None):
        view = g.observation(seat)["players"][1]
        assert "secret" not in view and "the bot's plan" not in repr(view)
        expected = {*Player.SEEN["public"], "deck_count", "hand_count", "unseen"}
        assert set(view) == expected | (set(Player.SEEN["owner"]) if seat == 1 else set())


def test_sample_world_round_trip() -> None:
    """Issue 9: "`sample_world(observation, rng)` … `observation(sample_world(obs)) == obs`", at positions through a
    seeded game with random legal decisions, for every seat; the sampled world keeps the seat's own hand and deals
    the others' hidden cards from what they could be."""
    from rules.rng import Rng
    g = game(players=3, seed=21)
    pick = Rng(4)
    checked = 0
    for step in range(400):
        if g.is_over:
            break
        if step % 8 == 0:
            for seat in range(3):
                obs = g.observation(seat)
                world = type(g).sample_world(obs, Rng(step + seat))
                assert world.observation(seat) == obs
                for i, p in enumerate(world.state.players):
                    assert Counter(p.hand + p.deck) == Counter(obs["players"][i]["unseen"])
                checked += 1
        seat = g.to_act[0]
        options = g.legal_actions(seat)
        g.apply(seat, options[pick.below(len(options))])
    assert checked >= 30


def test_fear_tiles_option() -> None:
    """§1 option `fear_tiles` (off by default): "If the Fear deck is empty, take a fear tile instead … Each is worth
    −2 VP"; "There are 19 in the box", the starting decks' 2 each among them; an exiled Fear card returns to the deck.
    Off, the Fear supply never runs out (BGA)."""
    for option in (True, False):
        g = rules.new_game("arnak", players=2, seed=0, options={"first_player": "0", "fear_tiles": option})
        st = g.state
        p0, p1 = st.players
        p1.deck += ["fear"] * 14           # 2 + 2 starting + 14 = 18 Fear cards owned: 1 left in the supply
        st.round = 5
        open_site(g, "s1", tile=2, guardian=5)
        open_site(g, "s2", tile=2, guardian=6)
        site(g, "s1").occupant = site(g, "s2").occupant = 0
        p0.home = 0
        to_turn(g, 0)
        pass_all(g)
        fear_cards = Counter(p0.hand + p0.deck + p0.play)["fear"]
        if option:
            assert (fear_cards, p0.fear_tiles) == (2 + 1, 1)
            assert g.result()["sheets"][0]["fear"] == -3 - 2
        else:
            assert (fear_cards, p0.fear_tiles) == (2 + 2, 0)
            assert g.result()["sheets"][0]["fear"] == -4


# ---- more travel, turn and round-end details --------------------------------------------------------------------


def test_plane_card_pays_the_icon_the_rest_cannot() -> None:
    """§1: a plane pays for anything — paying Snake level II s11 (ship + car) with a plane card first, the plane
    covers the ship so that the car card in hand can still pay the car."""
    g = game(temple="snake")
    give(g, 0, hand=["A25", "fundcar"], res={"compass": 6, "coin": 0})
    to_turn(g, 0)
    act(g, 0, "discover s11", "pay A25")
    assert top(g)["need"] == ["car"]
    act(g, 0, "pay fundcar")
    assert site(g, "s11").occupant == 0


def test_cancel_an_effects_travel_cost() -> None:
    """Assistant 3 (silver) "pay boot travel → gain 1 arrowhead": calling the payment off gives nothing and leaves the
    assistant ready; paying it gives the arrowhead."""
    g = game()
    p = give(g, 0, hand=["fear"])
    set_res(g, 0)
    p.assistants = [rules_assistant(3)]
    to_turn(g, 0)
    act(g, 0, "assistant 3")
    assert top(g)["kind"] == "pay" and top(g)["need"] == ["boot"]
    act(g, 0, "cancel")
    assert p.assistants[0].ready and res(g, 0) == {} and p.hand == ["fear"] and top(g)["kind"] == "turn"
    give(g, 0, hand=[])
    assert "This costs 1 boot in travel" in g.explain(0, "assistant 3")


def test_the_keep_is_asked_of_everyone_at_once_and_stays_secret_until_all_have_answered() -> None:
    """BGA's round-end keep is one simultaneous decision, asked only of players holding a card other than Fear (a
    hand of Fear alone goes to the play area); until the last answer nobody sees what another sets aside."""
    g = game(players=3)
    give(g, 0, hand=["fundship", "fundcar"], deck=[])
    give(g, 1, hand=["fear", "fear"], deck=[])
    give(g, 2, hand=["exploreship"], deck=[])
    to_turn(g, 0)
    for seat in (0, 1, 2):
        act(g, seat, "pass")
    assert g.to_act == [0, 2]  # seat 1 holds only Fear: not asked
    before = g.observation(2)
    act(g, 0, "keep fundship")
    seen = g.observation(2)["players"][0]
    assert seen == before["players"][0] and "keeping" not in seen and seen["hand_count"] == 2
    assert g.observation(0)["players"][0]["keeping"] == ["fundship"]
    act(g, 2, "discard_rest")
    assert g.to_act == [0]
    assert "not Seat 3's decision" in g.explain(2, "keep exploreship")  # an answer is final (seat 2 is Seat 3)
    world = rules.arnak.ArnakGame.sample_world(g.observation(0), rules.rng.Rng(4))
    assert world.state.players[0].keeping == ["fundship"] and world.observation(0) == g.observation(0)
    events = act(g, 0, "discard_rest")
    p0, p1, p2 = g.state.players
    assert g.state.round == 2 and p0.hand == ["fundship", "fundcar"] and p2.hand == ["exploreship"]
    assert Counter(p1.hand + p1.deck) == Counter(["fear", "fear"])
    # what was kept stays secret: the log says how many
    assert [e.data for e in events if e.type == "keep"] == [{"seat": 0, "kept": 1, "discarded": 1},
                                                            {"seat": 1, "kept": 0, "discarded": 2},
                                                            {"seat": 2, "kept": 0, "discarded": 1}]


def test_turn_needs_a_main_action_and_passed_seats_are_skipped() -> None:
    """§1: "A turn with only free actions is illegal: if you take no main action, you must pass. … After you pass you
    get no more turns this round. A player who has not passed may take several turns in a row." """
    g = game()
    give(g, 0, hand=["fundcar", "fear", "fear", "fundship"], res={"coin": 0})
    to_turn(g, 0)
    act(g, 0, "play fundcar")
    assert "Take a main action (or pass)" in g.explain(0, "end")
    act(g, 0, "dig c0a", "pay fear", "end")
    assert g.to_act == [1]
    act(g, 1, "pass")
    assert g.to_act == [0]
    act(g, 0, "dig c1a", "pay fear", "end")
    assert g.to_act == [0] and g.state.players[0].home == 0  # another turn for seat 0
    act(g, 0, "pass")
    assert g.state.top["kind"] == "keep" and g.state.round == 1  # the round ends: who has cards chooses what to keep


def test_both_archaeologists_at_a_guarded_camp_take_two_fear() -> None:
    """§1 round end: "Each one that comes back from a site that still has a guardian gives its owner 1 Fear card" — a
    guardian moved to a camp (Guardian's Crown) counts too, once per archaeologist."""
    g = game(players=4)
    st = g.state
    st.round = 5
    st.camp_guardians[2] = 11
    st.camps[2] = [1, 1]
    st.players[1].home = 0
    for seat in range(4):
        give(g, seat, hand=[], deck=[])
    to_turn(g, 0)
    pass_all(g)
    assert st.players[1].play == ["fear", "fear"] and all(not st.players[s].play for s in (0, 2, 3))


def test_draw_up_to_five_with_a_short_deck() -> None:
    """§1: "If the deck is empty you cannot draw" (seed: 所有カードが４枚以下の場合、山札から全てのカードを引きます)."""
    g = game()
    p = give(g, 0, hand=[], deck=["I32"])
    p.play = ["fear", "I8"]
    to_turn(g, 0)
    pass_all(g)
    while g.state.top and g.state.top["kind"] == "keep":
        act(g, g.to_act[0], "discard_rest")
    assert g.state.round == 2
    assert p.hand[0] == "I32" and sorted(p.hand) == ["I32", "I8", "fear"] and p.deck == []


def test_overcome_with_a_card_to_put_into_play_asks_which() -> None:
    """§7: "A card symbol in the cost means put a hand card into the play area" — the player picks which card
    (guardian 2: card + 1 coin + 1 arrowhead)."""
    g = at_guardian(2)
    p = give(g, 0, hand=["fear", "I32", "fundcar"])
    set_res(g, 0, coin=1, arrowhead=1)
    act(g, 0, "overcome s1")
    assert top(g)["kind"] == "discard" and set(legal(g, 0)) == {"discard fear", "discard I32", "discard fundcar"}
    act(g, 0, "discard I32")
    assert p.play == ["I32"] and sorted(p.hand) == ["fear", "fundcar"] and p.guardians == [2] and res(g, 0) == {}


def test_idol_coin_option_cannot_spend_coins_promised_to_a_payment() -> None:
    """Free actions may come while a cost is being paid, but "Bad input … nothing is lost or half-applied": guardian 3
    costs boot + 1 coin + 1 arrowhead; while its boot is being paid, the idol's "pay 1 coin → 1 jewel" cannot spend
    that coin (the payment would leave the player at −1 coin)."""
    g = at_guardian(3)
    p = give(g, 0, hand=["fear"])
    set_res(g, 0, coin=1, arrowhead=1)
    p.idols = 1
    act(g, 0, "overcome s1")
    assert top(g)["kind"] == "pay"
    assert "idol 0" not in legal(g, 0) and "Not enough coin: it needs 2, you have 1" in g.explain(0, "idol 0")
    act(g, 0, "idol 1", "pay fear")  # another option is fine
    assert res(g, 0) == {"arrowhead": 1} and p.guardians == [3]
    g = at_guardian(3)
    p = give(g, 0, hand=["fear"])
    set_res(g, 0, coin=2, arrowhead=1)
    p.idols = 1
    act(g, 0, "overcome s1", "idol 0", "pay fear")  # a spare coin may go
    assert res(g, 0) == {"jewel": 1} and p.guardians == [3]


def test_a_payment_opened_inside_another_keeps_each_ones_cards() -> None:
    """Free actions may come while paying (§1): assistant 3 asks a boot of its own while a dig's car+car is being
    paid. Completing the inner payment puts only its own card into play; calling off the outer one then gives back
    the card paid to it."""
    g = game()
    p = give(g, 0, hand=["fundcar", "fear"])
    p.assistants = [rules_assistant(3)]
    st = g.state
    st.sites[8].tile = 1  # level II site 1 discovered: car+car to dig there
    to_turn(g, 0)
    act(g, 0, "dig s9", "pay fundcar")
    act(g, 0, "assistant 3")  # its boot is a payment of its own, above the dig's
    assert [f["kind"] for f in st.stack].count("pay") == 2
    act(g, 0, "pay fear")
    assert p.play == ["fear"] and p.paying == ["fundcar"] and p.res["arrowhead"] == 1
    act(g, 0, "cancel")
    assert p.hand == ["fundcar"] and p.play == ["fear"] and st.stack[-1]["kind"] == "turn"


@pytest.mark.parametrize("payment, setup", [
    ("assistant 9", lambda p: p.assistants.append(rules_assistant(9))),  # silver: 1 ship
    ("boon 1", lambda p: p.guardians.append(1)),                        # boon: travel ship
])
def test_guardians_ocarina_turns_assistants_and_boons_into_planes_too(payment: str, setup: Any) -> None:
    """Issue 32 ruling 3: under Guardian's Ocarina every source of a travel payment is planes, as on BGA: a ship
    assistant or a ship boon then pays a car; without the Ocarina it cannot."""
    for ocarina in (False, True):
        g = game()
        p = give(g, 0, hand=["fundcar"], res={"compass": 6, "coin": 0})  # level I site 9 costs car + car
        setup(p)
        p.ocarina = ocarina
        p.play = ["A13"] if ocarina else []  # the Ocarina played this round lies in the play area
        to_turn(g, 0)
        if not ocarina:
            assert "discover s9" not in legal(g, 0) and "1 car, 1 ship" in g.explain(0, "discover s9")
            continue
        act(g, 0, "discover s9", "pay fundcar")
        assert top(g)["need"] == ["car"]
        act(g, 0, payment)
        assert top(g)["kind"] != "pay" and g.state.sites[8].occupant == 0


def test_free_actions_inside_a_turns_decisions_where_bga_allows_them() -> None:
    """Issue 32 ruling 7 (BGA's states.inc.php): free actions are open in the decisions BGA's server waits on — camp 5's
    discard (mustDiscard) takes any; the research bonus (researchBonus) takes an idol, a boon or an assistant but no
    card; an item's own question (asked by BGA's client before the card is played) is answered first."""
    g = game()
    give(g, 0, hand=["fear", "I32", "fundcar", "exploreship"], res={"coin": 0, "compass": 0})
    to_turn(g, 0)
    act(g, 0, "dig c4a", "pay fear")
    assert top(g)["kind"] == "discard" and "play fundcar" in legal(g, 0)
    act(g, 0, "play fundcar")  # Funding: +1 coin, and the discard is still to make
    assert top(g)["kind"] == "discard" and res(g, 0) == {"coin": 1}
    act(g, 0, "discard I32")
    assert res(g, 0) == {"coin": 1, "jewel": 1}

    g = research_game("bird", glass=1, bonus=True)
    g.state.bonus["3"] = ["coin"]
    set_res(g, 0, jewel=1)
    p = g.state.players[0]
    p.hand, p.idols = ["fundcar"], 1
    act(g, 0, "research 3")
    assert top(g)["kind"] == "order" and "idol 1" in legal(g, 0) and "play fundcar" not in legal(g, 0)
    assert "No card can be played during this decision" in g.explain(0, "play fundcar")
    act(g, 0, "idol 1")  # a coin and an arrowhead
    assert top(g)["kind"] == "order" and p.slots == 1

    g = game()
    give(g, 0, hand=["I27", "fundcar", "fear"])
    to_turn(g, 0)
    act(g, 0, "play I27")  # Machete: exile a card first
    assert top(g)["kind"] == "exile" and not any(a.startswith("play ") for a in legal(g, 0))
    assert "Finish this decision first" in g.explain(0, "play fundcar")


def test_a_decision_the_engine_answers_itself_still_reports_what_happened() -> None:
    """A decision with one forced option is taken without asking (camp 5 with one kind of card in hand): its events —
    the card put into play, the jewel — still reach the log."""
    g = game()
    give(g, 0, hand=["fear", "fundcar", "fundcar"], res={"coin": 0, "compass": 0})
    to_turn(g, 0)
    events = act(g, 0, "dig c4a", "pay fear")
    assert res(g, 0) == {"jewel": 1}
    assert [e.data for e in events if e.type in ("discard", "gain")] == [
        {"seat": 0, "card": "fundcar"}, {"seat": 0, "res": {"jewel": 1}}]
