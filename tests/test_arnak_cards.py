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
