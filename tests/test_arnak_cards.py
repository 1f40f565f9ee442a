"""Every Arnak card's effect, played through the public protocol (spec arnak.md §4 card tables and §7 rulings).

Each test sets up a position with tests/arnak_positions.py (seat 0 to act, every resource 0 unless given), plays
the card by notation and asserts the exact resources and zones afterwards. Docstrings quote the spec line checked.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.arnak_positions import act, game, give, legal, to_turn

ZERO = {"coin": 0, "compass": 0, "tablet": 0, "arrowhead": 0, "jewel": 0}
DECK = ["explorecar", "exploreship", "fundship", "I40", "I39"]  # a known deck, top first


def start(hand: list[str], res: dict[str, int] | None = None, deck: list[str] | None = None,
          players: int = 2) -> Any:
    """Seat 0 to act with exactly this hand, these resources (the rest 0) and deck (DECK unless given)."""
    g = game(players=players)
    give(g, 0, hand=hand, res={**ZERO, **(res or {})}, deck=list(DECK if deck is None else deck))
    to_turn(g, 0)
    return g


def me(g: Any) -> Any:
    return g.state.players[0]


def res(g: Any, **expected: int) -> dict[str, int]:
    """The expected full resource dict: the given ones, 0 for the rest."""
    return {**ZERO, **expected}


def main_taken(g: Any) -> bool:
    """Whether seat 0 has used its main action (it can no longer pass, or its turn is over)."""
    return "pass" not in legal(g, 0)


def discover_site(g: Any, site: str, tile: int, guardian: int = 0) -> None:
    """Lay a site tile (and a guardian) on a slot, as a discovery would have."""
    slot = g.state.sites[int(site[1:]) - 1]
    slot.tile, slot.guardian, slot.idol, slot.hidden_idol = tile, guardian, "", ""


def place(g: Any, seat: int, space: str) -> None:
    """Stand one of seat's archaeologists on a space ("c1a" camp space or "s3" slot) without resolving it."""
    st = g.state
    if space.startswith("c"):
        st.camps[int(space[1])]["ab".index(space[2])] = seat
    else:
        st.sites[int(space[1:]) - 1].occupant = seat
    st.players[seat].home -= 1


# ---- basic cards and plain gains -------------------------------------------------------------------------------

# card, resources before, resources after, cards drawn (from DECK), Fear gained, exiles itself, timing
PLAIN = [
    ("fundcar", {}, {"coin": 1}, [], 0, False, "free"),
    ("fundship", {}, {"coin": 1}, [], 0, False, "free"),
    ("explorecar", {}, {"compass": 1}, [], 0, False, "free"),
    ("exploreship", {}, {"compass": 1}, [], 0, False, "free"),
    ("I5", {}, {"compass": 2}, [], 0, False, "free"),                         # Steam Boat
    ("I6", {}, {"compass": 2}, [], 0, False, "free"),                         # Automobile
    ("I8", {}, {"coin": 2}, [], 0, False, "free"),                            # Gold Pan
    ("I22", {}, {"tablet": 2}, [], 0, False, "free"),                         # Carrier Pigeon
    ("I32", {}, {"coin": 1, "compass": 1}, [], 0, False, "free"),             # Hat
    ("I4", {}, {"coin": 1, "compass": 1}, DECK[:1], 0, False, "main"),        # Horse
    ("I3", {}, {}, DECK[:2], 0, False, "main"),                               # Pack Donkey
    ("I29", {}, {"coin": 1}, DECK[-1:], 0, False, "main"),                    # Large Backpack: from the bottom
    ("I24", {}, {"compass": 3}, [], 0, True, "main"),                         # Rough Map
    ("I26", {}, {}, DECK[:3], 0, True, "main"),                               # Flask
    ("I9", {"compass": 1}, {"jewel": 1}, [], 0, False, "main"),               # Trowel
    ("I10", {"compass": 1}, {"tablet": 1, "arrowhead": 1}, [], 0, False, "main"),  # Pickaxe
    ("A4", {"tablet": 1}, {"coin": 1}, DECK[:1], 0, False, "main"),           # Treasure Chest
    ("A8", {"tablet": 1}, {"coin": 4}, [], 1, False, "main"),                 # Serpent's Gold
    ("A9", {"tablet": 1}, {"jewel": 1}, [], 1, False, "main"),                # Serpent Idol
    ("A18", {"tablet": 1}, {"arrowhead": 2}, [], 1, False, "main"),           # Hunting Arrows
    ("A34", {"tablet": 1}, {"coin": 1, "tablet": 3}, [], 1, False, "main"),   # Runes of the Dead
    ("A25", {"tablet": 1}, {}, DECK[:1], 0, False, "main"),                   # Stone Jar
    ("A3", {"tablet": 1}, {"arrowhead": 1}, [], 0, False, "main"),            # War Mask (its flag: below)
]


@pytest.mark.parametrize(("card", "before", "after", "drawn", "fear", "exiled", "timing"), PLAIN,
                         ids=[row[0] for row in PLAIN])
def test_plain_gain(card: str, before: dict[str, int], after: dict[str, int], drawn: list[str], fear: int,
                    exiled: bool, timing: str) -> None:
    """§4 tables: Funding "+1 coin", Exploration "+1 compass", Steam Boat/Automobile "gain 2 compasses", Gold Pan
    "gain 2 coins", Carrier Pigeon "gain 2 tablets", Hat "1 coin + 1 compass", Horse "Draw 1 card; gain 1 coin + 1
    compass", Pack Donkey "Draw 2 cards", Large Backpack "Gain 1 coin; draw 1 card from the bottom of your deck",
    Rough Map "Exile this card: gain 3 compasses", Flask "Exile this card: draw 3 cards", Trowel "Pay 1 compass: gain
    1 jewel", Pickaxe "Pay 1 compass: gain 1 tablet + 1 arrowhead", Treasure Chest "Draw 1 card; gain 1 coin", Serpent's
    Gold "Gain a Fear card; gain 4 coins", Serpent Idol "...gain 1 jewel", Hunting Arrows "...gain 2 arrowheads", Runes
    of the Dead "...gain 1 coin + 3 tablets", Stone Jar "Draw 1 card", War Mask "Gain 1 arrowhead". Artifacts played
    from hand cost 1 tablet; "Gain a Fear card" puts it face up in the play area."""
    g = start([card, "fear"], before)
    act(g, 0, f"play {card}")
    p = me(g)
    assert p.res == res(g, **after)
    assert p.hand == ["fear", *drawn]
    assert p.deck == [c for c in DECK if c not in drawn]
    assert p.play.count("fear") == fear
    kind = "artifact_exile" if card.startswith("A") else "item_exile"
    if exiled:  # "Exile this card to…": the card goes to exile instead of the play area
        assert card not in p.play and getattr(g.state, kind) == [card]
    else:
        assert card in p.play and getattr(g.state, kind) == []
    assert main_taken(g) is (timing == "main")


def test_free_action_cards_may_follow_the_main_action() -> None:
    """§1: "Free actions: lightning-icon card effects" are taken "before, during or after" the main action."""
    g = start(["I8", "I32", "I4"])
    act(g, 0, "play I4", "play I8", "play I32")
    assert me(g).res == res(g, coin=4, compass=2)


def test_main_action_card_only_once_a_turn() -> None:
    """§1: "Each turn is exactly one main action": a second main-action card is refused in the same turn."""
    g = start(["I4", "I3", "I8"])
    act(g, 0, "play I4")
    assert "play I3" not in legal(g, 0)
    assert g.explain(0, "play I3") == "You have already taken this turn's main action."


def test_fear_cannot_be_played_for_an_effect() -> None:
    """§4 Basic cards: Fear "None. It cannot be played for an effect but can pay a boot." """
    g = start(["fear", "fundcar"])
    assert "play fear" not in legal(g, 0)
    assert g.explain(0, "play fear") == "A Fear card has no effect: it can only pay a boot."
    act(g, 0, "dig c0a", "pay fear")  # camp space A costs 1 boot
    p = me(g)
    assert p.play == ["fear"] and g.state.camps[0][0] == 0
    assert p.res == res(g, coin=2)  # camp 1: 2 coins


def test_artifact_from_hand_costs_one_tablet() -> None:
    """§4 Artifacts: "played from hand later costs 1 tablet"; without a tablet it cannot be played."""
    g = start(["A25"])
    assert "play A25" not in legal(g, 0)
    assert g.explain(0, "play A25") == "Not enough tablet: it needs 1, you have 0."
    g = start(["A25"], {"tablet": 2})
    act(g, 0, "play A25")
    assert me(g).res == res(g, tablet=1)


# ---- "you may exile a card" -----------------------------------------------------------------------------------

EXILE_THEN_GAIN = [
    ("I27", {}, {"compass": 2}),     # Machete
    ("I28", {}, {"tablet": 1}),      # Torch
    ("I38", {}, {"compass": 1}),     # Axe
    ("A5", {"tablet": 1}, {"arrowhead": 1}),  # Ritual Dagger
    ("A7", {"tablet": 1}, {"coin": 2}),       # Mortar
]


@pytest.mark.parametrize(("card", "before", "after"), EXILE_THEN_GAIN, ids=[row[0] for row in EXILE_THEN_GAIN])
def test_exile_a_card_then_gain(card: str, before: dict[str, int], after: dict[str, int]) -> None:
    """§4: Machete "You may exile a card (hand or play area); gain 2 compasses", Torch "...gain 1 tablet", Axe
    "...gain 1 compass", Ritual Dagger "...gain 1 arrowhead", Mortar "...gain 2 coins". §7: "Items and artifacts go to
    their own exile piles. Fear returns to the Fear deck." """
    g = start([card, "fear", "I5"], before)
    me(g).play = ["I8"]
    act(g, 0, f"play {card}")
    assert set(legal(g, 0)) == {"skip", "exile hand:I5", "exile hand:fear", f"exile play:{card}", "exile play:I8"}
    act(g, 0, "exile play:I8")
    p = me(g)
    assert p.res == res(g, **after)
    assert p.play == [card] and p.hand == ["fear", "I5"] and g.state.item_exile == ["I8"]
    g = start([card, "fear"], before)
    act(g, 0, f"play {card}", "exile hand:fear")  # Fear goes back to its supply: no zone holds it
    p = me(g)
    assert p.res == res(g, **after) and p.hand == [] and p.play == [card]
    assert g.state.item_exile == g.state.artifact_exile == []


def test_exile_is_optional_and_may_take_the_card_just_played() -> None:
    """§7 Exile: "you MAY exile one card from your HAND or your PLAY AREA. It may be the card just played." """
    g = start(["I38", "fear"])
    act(g, 0, "play I38", "skip")
    assert me(g).res == res(g, compass=1) and me(g).hand == ["fear"] and me(g).play == ["I38"]
    g = start(["I38", "fear"])
    act(g, 0, "play I38", "exile play:I38")
    assert me(g).play == [] and g.state.item_exile == ["I38"] and me(g).res == res(g, compass=1)


def test_cleansing_cauldron_draws_then_may_exile() -> None:
    """§4 Cleansing Cauldron: "Draw 1 card, then you may exile a card." (the drawn card may be the one exiled)"""
    g = start(["A20"], {"tablet": 1})
    act(g, 0, "play A20")
    assert me(g).hand == ["explorecar"]
    act(g, 0, "exile hand:explorecar")
    p = me(g)
    assert p.hand == [] and p.play == ["A20"] and p.deck == DECK[1:] and p.res == ZERO


# ---- "put another card from hand into play" ---------------------------------------------------------------------


def test_parrot_puts_a_card_into_play_for_a_jewel() -> None:
    """§4 Parrot: "Put another card from hand into play (no effect/travel): gain 1 jewel"; with no other card in
    hand it cannot be played."""
    g = start(["I14"])
    assert "play I14" not in legal(g, 0)
    assert g.explain(0, "play I14") == "You need another card in hand to put into play."
    g = start(["I14", "fear", "I5"])
    act(g, 0, "play I14")
    assert sorted(legal(g, 0)) == ["discard I5", "discard fear"]  # it must be done: no skip
    act(g, 0, "discard I5")
    p = me(g)
    assert p.res == res(g, jewel=1) and p.hand == ["fear"] and p.play == ["I14", "I5"]


def test_rope_puts_a_card_into_play_and_draws_two() -> None:
    """§4 Rope: "Put another card from hand into play (no effect): draw 2 cards." """
    g = start(["I30", "I5", "fear"])
    act(g, 0, "play I30", "discard I5")
    p = me(g)
    assert p.hand == ["fear", *DECK[:2]] and p.play == ["I30", "I5"] and p.res == ZERO


def test_grappling_hook_puts_a_card_into_play_draws_one_then_may_exile() -> None:
    """§4 Grappling Hook: "Put another card from hand into play: draw 1 card, then you may exile a card." """
    g = start(["I34", "I5", "fear"])
    act(g, 0, "play I34", "discard fear")
    assert me(g).hand == ["I5", "explorecar"]
    act(g, 0, "exile play:fear")
    p = me(g)
    assert p.hand == ["I5", "explorecar"] and p.play == ["I34"] and p.deck == DECK[1:]


# ---- choices: Army Knife, Watch, Chronometer, Sundial -------------------------------------------------------------


def test_army_knife_two_different_options() -> None:
    """§7: "Army Knife: choose 2 DIFFERENT options" of exile a card / 1 coin / 1 compass / 1 tablet."""
    g = start(["I16", "fear"])
    act(g, 0, "play I16")
    assert legal(g, 0) == ["option 0", "option 1", "option 2", "option 3"]
    act(g, 0, "option 1")
    assert legal(g, 0) == ["option 0", "option 2", "option 3"]  # the coin cannot be taken twice
    assert g.explain(0, "option 1") is not None
    act(g, 0, "option 0", "exile hand:fear")
    p = me(g)
    assert p.res == res(g, coin=1) and p.hand == [] and p.play == ["I16"]
    g = start(["I16"])
    act(g, 0, "play I16", "option 3", "option 2")
    assert me(g).res == res(g, compass=1, tablet=1)


PASS_CARDS = [
    # card, before, first option's gain, pass option's gain
    ("I15", {}, {"coin": 2}, {"coin": 3}),                   # Watch
    ("I39", {}, {"coin": 1, "compass": 1}, {"compass": 3}),  # Chronometer
    ("A16", {"tablet": 1}, {"tablet": 2}, {"jewel": 1}),     # Sundial
]


@pytest.mark.parametrize(("card", "before", "gain", "pass_gain"), PASS_CARDS, ids=[row[0] for row in PASS_CARDS])
def test_cards_with_a_pass_option(card: str, before: dict[str, int], gain: dict[str, int],
                                  pass_gain: dict[str, int]) -> None:
    """§4 Watch "Free action: gain 2 coins — OR pass (ends your round) and gain 3 coins", Chronometer "Free action:
    gain 1 coin + 1 compass — OR pass and gain 3 compasses", Sundial "Gain 2 tablets — OR pass and gain 1 jewel".
    §7: "choosing the pass option gives the bigger reward and ends your round at once." """
    g = start([card, "I8"], before)
    act(g, 0, f"play {card}", "option 0")
    assert me(g).res == res(g, **gain) and not me(g).passed
    assert main_taken(g) is card.startswith("A")  # Watch and Chronometer's first option is a free action
    g = start([card, "I8"], before)
    act(g, 0, f"play {card}", "option 1")
    p = me(g)
    assert p.res == res(g, **pass_gain) and p.passed and p.play == [card] and p.hand == ["I8"]
    assert g.state.turn == 1 and legal(g, 0) == []  # the round is over for seat 0


def test_watch_after_the_main_action_only_gains() -> None:
    """§1: passing is itself a main action, so after the main action Watch can only take its free option."""
    g = start(["I15", "I4"])
    act(g, 0, "play I4", "play I15")
    assert me(g).res == res(g, coin=3, compass=1)  # Horse's coin + Watch's 2 coins, chosen without a question
    assert not me(g).passed
