"""Every Arnak card's effect, played through the public protocol (spec arnak.md §4 card tables and §7 rulings).

Each test sets up a position with tests/arnak_positions.py (seat 0 to act, every resource 0 unless given), plays
the card by notation and asserts the exact resources and zones afterwards. Docstrings quote the spec line checked.
"""

from __future__ import annotations

from typing import Any

import pytest

import rules
from rules.arnak import data
from rules.arnak.state import Assistant
from tests.arnak_positions import act, game, give, legal, options, to_turn

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


def res(**expected: int) -> dict[str, int]:
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
    assert p.res == res(**after)
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
    assert me(g).res == res(coin=4, compass=2)


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
    assert p.res == res(coin=2)  # camp 1: 2 coins


def test_artifact_from_hand_costs_one_tablet() -> None:
    """§4 Artifacts: "played from hand later costs 1 tablet"; without a tablet it cannot be played."""
    g = start(["A25"])
    assert "play A25" not in legal(g, 0)
    assert g.explain(0, "play A25") == "Not enough tablet: it needs 1, you have 0."
    g = start(["A25"], {"tablet": 2})
    act(g, 0, "play A25")
    assert me(g).res == res(tablet=1)


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
    assert set(options(g, 0)) == {"skip", "exile hand:I5", "exile hand:fear", f"exile play:{card}", "exile play:I8"}
    act(g, 0, "exile play:I8")
    p = me(g)
    assert p.res == res(**after)
    assert p.play == [card] and p.hand == ["fear", "I5"] and g.state.item_exile == ["I8"]
    g = start([card, "fear"], before)
    act(g, 0, f"play {card}", "exile hand:fear")  # Fear goes back to its supply: no zone holds it
    p = me(g)
    assert p.res == res(**after) and p.hand == [] and p.play == [card]
    assert g.state.item_exile == g.state.artifact_exile == []


def test_exile_is_optional_and_may_take_the_card_just_played() -> None:
    """§7 Exile: "you MAY exile one card from your HAND or your PLAY AREA. It may be the card just played." """
    g = start(["I38", "fear"])
    act(g, 0, "play I38", "skip")
    assert me(g).res == res(compass=1) and me(g).hand == ["fear"] and me(g).play == ["I38"]
    g = start(["I38", "fear"])
    act(g, 0, "play I38", "exile play:I38")
    assert me(g).play == [] and g.state.item_exile == ["I38"] and me(g).res == res(compass=1)


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
    assert p.res == res(jewel=1) and p.hand == ["fear"] and p.play == ["I14", "I5"]


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
    assert p.res == res(coin=1) and p.hand == [] and p.play == ["I16"]
    g = start(["I16"])
    act(g, 0, "play I16", "option 3", "option 2")
    assert me(g).res == res(compass=1, tablet=1)


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
    assert me(g).res == res(**gain) and not me(g).passed
    assert main_taken(g) is card.startswith("A")  # Watch and Chronometer's first option is a free action
    g = start([card, "I8"], before)
    act(g, 0, f"play {card}", "option 1")
    p = me(g)
    assert p.res == res(**pass_gain) and p.passed and p.play == [card] and p.hand == ["I8"]
    assert g.state.turn == 1 and legal(g, 0) == []  # the round is over for seat 0


def test_watch_after_the_main_action_only_gains() -> None:
    """§1: passing is itself a main action, so after the main action Watch can only take its free option."""
    g = start(["I15", "I4"])
    act(g, 0, "play I4", "play I15")
    assert me(g).res == res(coin=3, compass=1)  # Horse's coin + Watch's 2 coins, chosen without a question
    assert not me(g).passed


# ---- buying and gaining cards ---------------------------------------------------------------------------------


def choices(g: Any) -> list[str]:
    """Seat 0's answers to the decision on top, sorted (not the free actions open beside it)."""
    return sorted(a for a in legal(g, 0) if a.split(" ")[0] in (g.state.stack[-1]["kind"], "skip"))


def price(card: str) -> int:
    """A card's printed cost (coins for an item, compasses for an artifact)."""
    return data.CARDS[card]["cost"]


def set_row(g: Any, items: list[str], artifacts: list[str], item_deck: list[str] = (),
            artifact_deck: list[str] = ()) -> None:
    """The card row (nearest the moon staff first) and the decks under it (top first)."""
    st = g.state
    st.row_items, st.row_artifacts = list(items), list(artifacts)
    st.item_deck, st.artifact_deck = list(item_deck), list(artifact_deck)
    st.item_exile, st.artifact_exile = [], []


def test_bought_item_goes_to_the_bottom_of_the_deck() -> None:
    """§4 Items: "bought items go face-down to the BOTTOM of your deck"; §1 "The row is refilled at the END of the
    turn"."""
    g = start(["I8"], {"coin": 3})
    set_row(g, ["I9", "I4", "I5", "I6", "I7"], ["A1"], item_deck=["I10", "I11"])
    act(g, 0, "buy I9")
    p = me(g)
    assert p.deck == [*DECK, "I9"] and p.res == res(coin=2) and p.hand == ["I8"]
    assert g.state.row_items == ["I4", "I5", "I6", "I7"]  # not refilled before the turn ends
    act(g, 0, "end")
    assert g.state.row_items == ["I4", "I5", "I6", "I7", "I10"]


def test_bought_artifact_resolves_at_once_without_the_tablet() -> None:
    """Guide (buying an artifact): 「選択した遺物カードの効果を即座に解決した後、自分のプレイエリアに配置します」 — the
    effect resolves at once, no tablet, and there is nothing to skip (the spec's §10 "may resolve it or skip" gives way
    to the guide; BGA resolves Treasure Chest at once too)."""
    g = start(["I8"], {"compass": 5})
    set_row(g, ["I9"], ["A4"], artifact_deck=["A5"])
    act(g, 0, "buy A4")
    p = me(g)
    assert p.play == ["A4"] and p.res == res(compass=1, coin=1) and p.hand == ["I8", DECK[0]]
    assert "skip" not in legal(g, 0) and main_taken(g)


@pytest.mark.parametrize("card, gained", [
    ("A8", {"coin": 4}), ("A9", {"jewel": 1}), ("A18", {"arrowhead": 2}), ("A34", {"coin": 1, "tablet": 3})])
def test_a_bought_artifact_with_fear_gives_its_fear_at_once(card: str, gained: dict[str, int]) -> None:
    """Issue 32 ruling 1: Serpent's Gold, Serpent Idol, Hunting Arrows and Runes of the Dead resolve when bought —
    their Fear and their reward both, with no skip (guide: 即座に解決; BGA resolves them at once)."""
    g = start(["I8"], {"compass": price(card)})
    set_row(g, ["I9"], [card], artifact_deck=["A5"])
    act(g, 0, "buy " + card)
    p = me(g)
    assert p.res == res(**gained) and p.play == [card, "fear"] and "skip" not in legal(g, 0)


def test_a_bought_guiding_skull_takes_its_compass_and_reveals_the_tile() -> None:
    """Issue 32 ruling 1: Guiding Skull, bought, pays its 1 compass and resolves the top level II site tile at once.
    With no compass left after the price its effect cannot happen (BGA would refuse the buy: the guide only says the
    effect resolves, so the project lets the card be bought and its unpayable effect lapse)."""
    g = start(["I8"], {"compass": price("A33") + 1})
    set_row(g, ["I9"], ["A33"], artifact_deck=["A5"])
    st = g.state
    tile = st.tiles["2"][0]
    act(g, 0, "buy A33")
    assert me(g).res["compass"] == 0 and st.tiles["2"][-1] == tile and "skip" not in legal(g, 0)
    g = start(["I8"], {"compass": price("A33")})
    set_row(g, ["I9"], ["A33"], artifact_deck=["A5"])
    tiles = list(g.state.tiles["2"])
    act(g, 0, "buy A33")
    assert me(g).play == ["A33"] and g.state.tiles["2"] == tiles and me(g).res == ZERO


def test_a_bought_artifact_that_begins_with_a_choice_offers_it_or_skipping_the_whole_effect() -> None:
    """Issue 32 ruling 1: "Where the effect asks a choice, its options are the choice (as BGA)": Pathfinder's Sandals
    asks which archaeologist to move, or skip its effect (BGA's "skip artifact effect")."""
    g = start(["I8"], {"compass": price("A1")})
    place(g, 0, "c0a")
    set_row(g, ["I9"], ["A1"], artifact_deck=["A5"])
    act(g, 0, "buy A1")
    assert sorted(options(g, 0)) == ["relocate_from c0a", "skip"]
    labels = {g.notation(a): g.action_label(a) for a in g.legal_actions(0)}
    assert labels["skip"] == "Skip Pathfinder's Sandals's effect" and "Pathfinder" in g.prompt(0, ["A", "B"])
    act(g, 0, "skip")
    assert g.state.camps[0][0] == 0 and main_taken(g)


def test_a_bought_star_charts_pays_its_coin_only_if_its_camps_are_chosen() -> None:
    """Issue 32 ruling 1: Star Charts begins with its cost (1 coin) and then a choice: bought, it offers the camps or
    skipping, and skipping pays nothing."""
    g = start(["I8"], {"compass": price("A24"), "coin": 1})
    set_row(g, ["I9"], ["A24"], artifact_deck=["A5"])
    act(g, 0, "buy A24")
    assert "skip" in legal(g, 0) and any(a.startswith("activate ") for a in legal(g, 0))
    act(g, 0, "skip")
    assert me(g).res == res(coin=1)
    g = start(["I8"], {"compass": price("A24"), "coin": 1})
    set_row(g, ["I9"], ["A24"], artifact_deck=["A5"])
    events = act(g, 0, "buy A24")
    assert not any(e.type == "pay" and e.data["res"] == {"coin": 1} for e in events), "not before the choice"
    events = act(g, 0, next(a for a in legal(g, 0) if a.startswith("activate ")))
    assert any(e.type == "pay" and e.data["res"] == {"coin": 1} for e in events), "paid with the first camp"


def test_a_bought_ritual_dagger_may_decline_the_exile_and_still_gives_its_arrowhead() -> None:
    """BGA: Ritual Dagger bought asks what to exile, which may be declined; the arrowhead comes either way."""
    g = start(["I8", "fear"], {"compass": price("A5")})
    set_row(g, ["I9"], ["A5"], artifact_deck=["A6"])
    act(g, 0, "buy A5")
    assert "exile hand:fear" in legal(g, 0) and "skip" in legal(g, 0)
    act(g, 0, "skip")
    assert me(g).res == res(arrowhead=1) and me(g).hand == ["I8", "fear"]


def test_bought_sundial_may_pass() -> None:
    """§4 Sundial "Gain 2 tablets — OR pass and gain 1 jewel", resolved as part of the buy (§7: the effect "is part of
    the buy main action")."""
    g = start(["I8"], {"compass": 2})
    set_row(g, ["I9"], ["A16"])
    act(g, 0, "buy A16", "option 1")
    p = me(g)
    assert p.passed and p.res == res(jewel=1) and p.play == ["A16"]


def test_fishing_rod_buys_an_item_three_coins_off_including_the_deck_top() -> None:
    """§4 Fishing Rod: "Buy an item with 3 coins discount; the top card of the item deck is also available." §7:
    bought items go to the bottom of the deck. BGA: once a card is affordable there is no way out but buying one."""
    g = start(["I19", "I8"], {"coin": 1})
    set_row(g, ["I9", "I3", "I5"], ["A1"], item_deck=["I4", "I6"])
    act(g, 0, "play I19")
    assert choices(g) == ["purchase I3", "purchase I4", "purchase I5", "purchase I9"]
    assert "cannot be skipped" in g.explain(0, "skip")
    act(g, 0, "purchase I4")  # Horse from the deck top: 4 coins - 3
    p = me(g)
    assert p.res == ZERO and p.deck == [*DECK, "I4"] and p.play == ["I19"]
    assert g.state.item_deck == ["I6"] and g.state.row_items == ["I9", "I3", "I5"]


def test_a_fishing_rod_with_nothing_affordable_at_the_reveal_ends_there() -> None:
    """BGA: with no card affordable at the reveal (3 coins off), the effect ends; the revealed card stays on the
    deck (the project keeps BGA's "extra card" out of the row, see the rules help)."""
    g = start(["I19", "I8"], {"coin": 0})
    set_row(g, ["I3", "I12"], ["A1"], item_deck=["I17", "I7"])  # all cost 4 or more
    act(g, 0, "play I19")
    assert g.state.top["kind"] == "turn" and g.state.item_deck[0] == "I17" and me(g).res == ZERO


def test_after_the_fishing_rods_reveal_free_actions_help_afford_the_card() -> None:
    """Issue 32 ruling 2 (BGA): after the reveal the player may take free actions — a free card, an idol, an
    assistant — to afford the revealed card before deciding."""
    g = start(["I19", "fundcar"], {"coin": 0})
    set_row(g, ["I9", "I3"], ["A1"], item_deck=["I4", "I6"])  # Horse on the deck top: 4 coins
    me(g).idols = 1
    act(g, 0, "play I19")
    assert "purchase I4" not in legal(g, 0)
    assert "play fundcar" in legal(g, 0) and any(a.startswith("idol ") for a in legal(g, 0))
    act(g, 0, "play fundcar")  # +1 coin: 1 coin and the 3 off pay for the Horse
    assert g.state.stack[-1]["kind"] == "purchase" and "purchase I4" in legal(g, 0)
    act(g, 0, "purchase I4")
    assert me(g).deck[-1] == "I4" and me(g).res == ZERO


def test_fishing_rod_revealed_card_enters_the_row_at_refill() -> None:
    """§7: "If you buy a different card, the revealed card enters the row at refill." """
    g = start(["I19"], {"coin": 0})
    set_row(g, ["I9", "I3", "I5", "I6", "I7"], ["A1"], item_deck=["I4", "I10"])
    act(g, 0, "play I19", "purchase I5")
    assert me(g).deck == [*DECK, "I5"] and me(g).res == ZERO
    assert g.state.turn == 1  # nothing else to do: the turn ended and the row was refilled
    assert g.state.row_items == ["I9", "I3", "I6", "I7", "I4"]


def test_fishing_rod_playable_when_nothing_is_affordable() -> None:
    """§7: "Fishing Rod / Precision Compass: you may use them even if you can afford nothing." """
    g = start(["I19", "I8"])
    set_row(g, ["I3", "I4"], ["A1"], item_deck=["I17", "I20"])  # every item costs 4 coins
    assert "play I19" in legal(g, 0)
    act(g, 0, "play I19")
    p = me(g)
    assert main_taken(g) and p.play == ["I19"] and p.deck == DECK and p.res == ZERO
    assert g.state.item_deck == ["I17", "I20"]


def test_precision_compass_buys_an_artifact_three_compasses_off_including_the_deck_top() -> None:
    """§4 Precision Compass: "Buy an artifact with 3 compasses discount; the top card of the artifact deck is also
    available"; the bought artifact may resolve at once without the tablet."""
    g = start(["I20", "I8"], {"compass": 1})
    set_row(g, ["I9"], ["A1", "A3"], artifact_deck=["A4", "A5"])
    act(g, 0, "play I20")
    assert choices(g) == ["purchase A1", "purchase A3", "purchase A4"]
    act(g, 0, "purchase A4")  # Treasure Chest: 4 compasses - 3, resolved at once
    p = me(g)
    assert p.res == res(coin=1) and p.play == ["I20", "A4"] and p.hand == ["I8", DECK[0]]
    assert g.state.artifact_deck == ["A5"] and g.state.row_artifacts == ["A1", "A3"]


def test_whip_exiles_itself_and_buys_an_artifact_four_compasses_off() -> None:
    """§4 Whip: "Exile this card: buy an artifact with 4 compasses discount." """
    g = start(["I23", "I8"])
    set_row(g, ["I9"], ["A4", "A16"], artifact_deck=["A5"])
    act(g, 0, "play I23")
    assert choices(g) == ["purchase A16", "purchase A4", "skip"]
    act(g, 0, "purchase A4")  # Treasure Chest, resolved at once: a card and a coin
    p = me(g)
    assert p.res == res(coin=1) and p.play == ["A4"] and g.state.item_exile == ["I23"] and p.hand == ["I8", DECK[0]]
    assert g.state.row_artifacts == ["A16"]


def test_airdrop_exiles_itself_and_takes_a_row_item_into_hand() -> None:
    """§4 Airdrop: "Exile this card: gain any item from the card row for free, directly into your hand." """
    g = start(["I25", "I8"])
    set_row(g, ["I1", "I2", "I3"], ["A1"], item_deck=["I4"])
    act(g, 0, "play I25")
    assert legal(g, 0) == ["take I1", "take I2", "take I3"]
    act(g, 0, "take I3")
    p = me(g)
    assert p.hand == ["I8", "I3"] and p.play == [] and g.state.item_exile == ["I25"] and p.res == ZERO
    assert g.state.row_items == ["I1", "I2"]


def test_monkey_medallion_puts_a_row_item_on_top_of_the_deck() -> None:
    """§4 Monkey Medallion: "Gain any item from the card row for free, onto the TOP of your deck." """
    g = start(["A10", "I8"], {"tablet": 1})
    set_row(g, ["I1", "I2", "I3"], ["A1"], item_deck=["I4"])
    act(g, 0, "play A10", "take I2")
    p = me(g)
    assert p.deck == ["I2", *DECK] and p.res == ZERO and p.play == ["A10"]
    assert g.state.row_items == ["I1", "I3"]


def test_ornate_hammer_exiles_the_rightmost_item_then_gains_an_exiled_item() -> None:
    """§7: "Ornate Hammer: exile the rightmost item in the row. Then [gain] any exiled item for free to the bottom of
    your deck. The row is refilled at end of turn." The card says "gain" and BGA has no way out (the spec's "may"
    gives way); with no item in the row BGA refuses the card."""
    g = start(["A23", "I8"], {"tablet": 1})
    set_row(g, ["I1", "I2", "I3"], ["A1"], item_deck=["I4", "I5"])
    g.state.item_exile = ["I9"]
    act(g, 0, "play A23")
    assert g.state.row_items == ["I1", "I2"] and g.state.item_exile == ["I9", "I3"]
    assert sorted(options(g, 0)) == ["take I3", "take I9"]
    act(g, 0, "take I9")
    p = me(g)
    assert p.deck == [*DECK, "I9"] and g.state.item_exile == ["I3"] and p.res == ZERO
    act(g, 0, "end")
    assert g.state.row_items == ["I1", "I2", "I4", "I5"]  # refilled to 5 items (round 1)
    g = start(["A23", "I8"], {"tablet": 1})
    set_row(g, ["I1", "I2", "I3"], ["A1"], item_deck=["I4", "I5"])
    act(g, 0, "play A23")  # the one exiled item is taken without a question
    assert me(g).deck == [*DECK, "I3"] and g.state.item_exile == []
    g = start(["A23", "I8"], {"tablet": 1})
    set_row(g, [], ["A1"], item_deck=["I4", "I5"])
    assert "no item in the card row" in g.explain(0, "play A23")


# ---- activating sites -------------------------------------------------------------------------------------------
# Camps (§2): c0 2 coins, c1 2 compasses, c2 2 tablets, c3 1 arrowhead, c4 a hand card into play then 1 jewel.
# Site tiles (§3b): level I tile 2 "gain 1 coin + 1 arrowhead", tile 5 "1 coin + 2 tablet"; level II tile 1 "2
# compass + 1 jewel".


def test_binoculars_activate_a_discovered_level_one_site() -> None:
    """§4 Binoculars: "Activate any discovered level I site (no archaeologist needed, occupancy irrelevant)." """
    g = start(["I17", "I8"])
    discover_site(g, "s1", 2)
    discover_site(g, "s2", 5)
    discover_site(g, "s9", 1)
    place(g, 1, "s1")
    act(g, 0, "play I17")
    assert legal(g, 0) == ["activate s1", "activate s2"]  # no camp, no level II, no undiscovered slot
    act(g, 0, "activate s1")
    p = me(g)
    assert p.res == res(coin=1, arrowhead=1) and p.home == 2 and g.state.sites[0].occupant == 1


def test_tent_activates_a_site_where_you_stand_paying_two_compasses_at_level_two() -> None:
    """§4 Tent: "Activate a site where you have an archaeologist; if it is level II, first pay 2 compasses." """
    g = start(["I18", "I8"], {"compass": 2})
    discover_site(g, "s1", 2)
    discover_site(g, "s9", 1)
    place(g, 0, "s9")
    place(g, 0, "c0a")
    act(g, 0, "play I18")
    assert legal(g, 0) == ["activate c0", "activate s9"]  # not s1: nobody of seat 0 is there
    act(g, 0, "activate s9")
    assert me(g).res == res(compass=2, jewel=1)
    g = start(["I18", "I8"], {"compass": 1})
    discover_site(g, "s9", 1)
    place(g, 0, "s9")
    place(g, 0, "c0a")
    act(g, 0, "play I18")  # 1 compass cannot pay for s9: only the camp is left, taken without a question
    assert me(g).res == res(compass=1, coin=2)


def test_lantern_activates_any_camp_even_occupied() -> None:
    """§4 Lantern: "Activate any camp (level 0) site, occupied or not." """
    g = start(["I35", "I8"])
    discover_site(g, "s1", 2)
    place(g, 1, "c1a")
    act(g, 0, "play I35")
    assert legal(g, 0) == [f"activate c{i}" for i in range(5)]
    act(g, 0, "activate c1")
    assert me(g).res == res(compass=2) and me(g).home == 2


@pytest.mark.parametrize(("card", "before", "after"), [("I36", {}, {"compass": 1, "tablet": 2}),
                                                       ("A14", {"tablet": 1}, {"tablet": 2})])
def test_dog_and_tigerclaw_activate_an_unoccupied_camp(card: str, before: dict[str, int],
                                                       after: dict[str, int]) -> None:
    """§4 Dog: "Gain 1 compass; activate an unoccupied camp site." Tigerclaw Hairpin: "You may exile a card; activate
    an unoccupied camp site." """
    g = start([card, "I8"], before)
    place(g, 1, "c0a")
    act(g, 0, f"play {card}")
    if card == "A14":
        act(g, 0, "skip")  # the optional exile
    assert options(g, 0) == ["activate c1", "activate c2", "activate c3", "activate c4"]
    act(g, 0, "activate c2")
    assert me(g).res == res(**after)


def test_star_charts_pays_a_coin_and_activates_two_different_camps() -> None:
    """§4 Star Charts: "Pay 1 coin: activate 2 different camp sites." """
    g = start(["A24", "I8"], {"tablet": 1})
    assert g.explain(0, "play A24") == "Not enough coin: it needs 1, you have 0."
    g = start(["A24", "I8"], {"tablet": 1, "coin": 1})
    act(g, 0, "play A24", "activate c0")
    assert options(g, 0) == ["activate c1", "activate c2", "activate c3", "activate c4"]
    act(g, 0, "activate c1")
    assert me(g).res == res(coin=2, compass=2)


def test_passage_shell_sends_an_archaeologist_to_a_camp_free_and_may_activate_twice() -> None:
    """§4 Passage Shell: "Send an archaeologist to a camp site with no travel cost; you may activate it twice." """
    g = start(["A26", "I8"], {"tablet": 1})
    place(g, 1, "c0a")
    act(g, 0, "play A26")
    assert options(g, 0) == ["skip", "camp c1a", "camp c2a", "camp c3a", "camp c4a"]
    act(g, 0, "camp c2a", "option 0")
    p = me(g)
    assert p.res == res(tablet=4) and p.home == 1 and g.state.camps[2][0] == 0 and p.hand == ["I8"]
    g = start(["A26", "I8"], {"tablet": 1})
    act(g, 0, "play A26", "camp c1a", "option 1")  # the second activation is declined
    assert me(g).res == res(compass=2)


def test_passage_shell_may_be_declined() -> None:
    """Issue 32 ruling 4: Passage Shell's journey may be declined (BGA's "I don't want to travel"), played or bought:
    the archaeologist stays home and the main action is spent."""
    g = start(["A26", "I8"], {"tablet": 1})
    act(g, 0, "play A26", "skip")
    assert me(g).home == 2 and me(g).res == ZERO and main_taken(g)
    g = start(["I8"], {"compass": price("A26")})
    set_row(g, ["I9"], ["A26"], artifact_deck=["A5"])
    act(g, 0, "buy A26")
    assert "skip" in legal(g, 0) and any(a.startswith("camp ") for a in legal(g, 0))
    act(g, 0, "skip")
    assert me(g).home == 2 and me(g).play == ["A26"]


@pytest.mark.parametrize(("card", "targets"), [
    ("A1", ["c0a", "c1a", "c2a", "c3a", "c4a"]),                  # Pathfinder's Sandals: camps only
    ("A2", ["c0a", "c1a", "c2a", "c3a", "c4a", "s2"]),            # Pathfinder's Staff: camps or discovered level I
])
def test_pathfinder_relocates_an_archaeologist_and_activates(card: str, targets: list[str]) -> None:
    """§4 Pathfinder's Sandals: "Relocate one of your placed archaeologists to a free space at a camp site and activate
    that site." Staff: "...to a camp or discovered level I site (free space) and activate it." §7: relocation moves an
    archaeologist ALREADY on a site, with no travel cost."""
    g = start([card, "I8"], {"tablet": 1})
    # issue 32 ruling 5 (BGA refuses it): with nobody placed it has no target
    assert "none of your archaeologists is out" in g.explain(0, f"play {card}")
    for site, tile in (("s1", 2), ("s2", 5), ("s3", 2), ("s9", 1)):
        discover_site(g, site, tile)
    place(g, 0, "s1")
    place(g, 1, "s3")
    act(g, 0, f"play {card}")  # the only placed archaeologist is chosen without a question
    assert legal(g, 0) == [f"relocate_to {t}" for t in targets]
    act(g, 0, "relocate_to c2a")
    p = me(g)
    assert p.res == res(tablet=2) and p.home == 1
    assert g.state.sites[0].occupant == -1 and g.state.camps[2][0] == 0


def test_guardians_crown_moves_a_guardian_and_activates_its_new_site() -> None:
    """§7: "Guardian's Crown: the destination must be discovered, unoccupied (no archaeologist on any of its spaces)
    and free of guardians"; §4 "...to an unoccupied camp/level I site with no guardian; activate that site." """
    g = start(["A35", "I8"], {"tablet": 1})
    discover_site(g, "s1", 2, guardian=4)
    discover_site(g, "s2", 5)
    discover_site(g, "s3", 2)
    discover_site(g, "s4", 2, guardian=7)
    discover_site(g, "s9", 1)
    place(g, 0, "s1")
    place(g, 1, "s3")
    place(g, 1, "c0a")
    act(g, 0, "play A35")  # the only guardian at a site of seat 0 is chosen without a question
    assert legal(g, 0) == ["guardian_to c1", "guardian_to c2", "guardian_to c3", "guardian_to c4",
                           "guardian_to s2"]
    act(g, 0, "guardian_to s2")
    st = g.state
    assert st.sites[0].guardian == 0 and st.sites[1].guardian == 4
    assert me(g).res == res(coin=1, tablet=2) and me(g).guardians == []


@pytest.mark.parametrize(("card", "level", "before", "after"), [
    ("A32", 1, {"tablet": 1}, {"coin": 1, "tablet": 2}),      # Guiding Stone: level I tile 5
    ("A33", 2, {"tablet": 1, "compass": 1}, {"compass": 2, "jewel": 1}),  # Guiding Skull: level II tile 1
])
def test_guiding_stone_and_skull_resolve_the_top_site_tile(card: str, level: int, before: dict[str, int],
                                                           after: dict[str, int]) -> None:
    """§4 Guiding Stone: "Reveal top level I site tile, resolve its effect, put it at the bottom of its stack";
    Guiding Skull: "Pay 1 compass: reveal top level II site tile, resolve it, put it at the bottom." """
    g = start([card, "I8"], before)
    top = 5 if level == 1 else 1
    rest = [t for t in g.state.tiles[str(level)] if t != top]
    g.state.tiles[str(level)] = [top, *rest]
    act(g, 0, f"play {card}")
    assert me(g).res == res(**after)
    assert g.state.tiles[str(level)] == [*rest, top]


def test_guiding_skull_needs_its_compass() -> None:
    """§4 Guiding Skull: "Pay 1 compass: ..." (besides the artifact's tablet)."""
    g = start(["A33"], {"tablet": 1})
    assert g.explain(0, "play A33") == "Not enough compass: it needs 1, you have 0."


# ---- guardians ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("card", "before"), [("I31", {"compass": 1}), ("A15", {"tablet": 1})])
def test_revolver_and_war_club_overcome_a_guardian_where_you_stand(card: str, before: dict[str, int]) -> None:
    """§4 Revolver: "Pay 1 compass: overcome a guardian at a site where you have an archaeologist, ignoring its
    cost"; War Club: "Overcome a guardian at a site with your archaeologist, ignoring its cost." """
    g = start([card, "I8"], before)
    discover_site(g, "s1", 2, guardian=4)   # its cost, 2 coins + 1 arrowhead, is ignored
    discover_site(g, "s2", 2, guardian=7)
    discover_site(g, "s3", 2, guardian=8)
    place(g, 0, "s1")
    place(g, 0, "s2")
    place(g, 1, "s3")
    act(g, 0, f"play {card}")
    assert options(g, 0) == ["guardian s1", "guardian s2"]
    act(g, 0, "guardian s2")
    p = me(g)
    assert p.guardians == [7] and g.state.sites[1].guardian == 0 and g.state.sites[0].guardian == 4
    assert p.res == ZERO


def test_bear_trap_overcomes_a_guardian_where_no_other_player_stands() -> None:
    """§7: Bear Trap: "no OTHER player may be on the site, and you need not be there"; it exiles itself."""
    g = start(["I33", "I8"])
    discover_site(g, "s1", 2, guardian=4)
    discover_site(g, "s2", 2, guardian=7)
    discover_site(g, "s3", 2, guardian=8)
    place(g, 1, "s1")
    place(g, 0, "s3")
    act(g, 0, "play I33")
    assert legal(g, 0) == ["guardian s2", "guardian s3"]
    act(g, 0, "guardian s2")
    p = me(g)
    assert p.guardians == [7] and g.state.sites[1].guardian == 0
    assert p.play == [] and g.state.item_exile == ["I33"]


@pytest.mark.parametrize(("at_sites", "overcome", "gain"), [(1, [3], 2), (2, [3, 5], 3), (0, [], 0)])
def test_bow_and_arrows_counts_guardians(at_sites: int, overcome: list[int], gain: int) -> None:
    """§4 Bow and Arrows: "1 compass per guardian on sites you occupy + per guardian you have overcome (max 3)." """
    g = start(["I21", "I8"])
    discover_site(g, "s1", 2, guardian=4)
    discover_site(g, "s2", 2, guardian=7)
    discover_site(g, "s3", 2, guardian=8)
    place(g, 1, "s3")  # another player's guardian site does not count
    for site in ("s1", "s2")[:at_sites]:
        place(g, 0, site)
    me(g).guardians = list(overcome)
    act(g, 0, "play I21")
    assert me(g).res == res(compass=gain)


@pytest.mark.parametrize(("idols", "slots", "gain"), [(1, 1, 2), (3, 2, 3), (0, 0, 0)])
def test_brush_counts_idols_slotted_or_not(idols: int, slots: int, gain: int) -> None:
    """§7: "Brush max 3, and counts all idols, slotted or not." """
    g = start(["I37", "I8"])
    me(g).idols, me(g).slots = idols, slots
    act(g, 0, "play I37")
    assert me(g).res == res(compass=gain)


@pytest.mark.parametrize("out", [0, 1, 2])
def test_theodolite_counts_archaeologists_on_the_island(out: int) -> None:
    """§4 Theodolite: "Gain 1 coin; 1 compass per archaeologist of yours already on the island (0-2)." """
    g = start(["I40", "I8"])
    for space in ("c0a", "c1a")[:out]:
        place(g, 0, space)
    place(g, 1, "c2a")
    act(g, 0, "play I40")
    assert me(g).res == res(coin=1, compass=out)


# ---- Dig or Discover with a discount ------------------------------------------------------------------------------
# Bird board slot travel (§2): s1 s2 s5 s6 car, s3 s4 s7 s8 ship, s9 s10 car+car, s11 s12 ship+ship; camp space A
# 1 boot, B 2 boots. Level I discovery costs 3 compasses, level II 6.


def dig_options(g: Any) -> list[str]:
    return sorted(a.split()[1] for a in legal(g, 0) if a.startswith("dig_or_discover"))


def test_sea_turtle_draws_then_digs_or_discovers_a_ship_off() -> None:
    """§4 Sea Turtle: "Draw 1 card, then you may Dig/Discover with a discount of 1 ship." §2 discovery: take the
    idol and resolve its bonus, resolve the top site tile, place the top guardian."""
    g = start(["I1"], {"compass": 3}, deck=["fear", "I8"])
    st = g.state
    st.sites[2].idol = "coin"
    st.tiles["1"] = [2, *[t for t in st.tiles["1"] if t != 2]]
    guardian = st.guardian_pile[0]
    act(g, 0, "play I1")
    assert me(g).hand == ["fear"]
    options = dig_options(g)
    assert {"c0a", "s3", "s4", "s7", "s8"} <= set(options)   # the ship paid by the discount; a boot by the ship too
    assert not {"s1", "s2", "s9", "s11"} & set(options)       # a ship never pays a car; level II needs 2 ships
    assert "skip" in legal(g, 0)
    act(g, 0, "dig_or_discover s3")
    p = me(g)
    assert p.res == res(coin=2, arrowhead=1) and p.idols == 1 and p.home == 1 and p.hand == ["fear"]
    assert (st.sites[2].tile, st.sites[2].guardian, st.sites[2].occupant) == (2, guardian, 0)


def test_ostrich_draws_then_digs_a_car_off() -> None:
    """§4 Ostrich: "Draw 1 card, then you may Dig/Discover with a discount of 1 car." """
    g = start(["I2"], deck=["fear", "I8"])
    discover_site(g, "s1", 2)
    discover_site(g, "s3", 2)
    act(g, 0, "play I2")
    options = dig_options(g)
    assert "s1" in options and "s3" not in options  # a car never pays a ship (and no compasses to discover)
    act(g, 0, "dig_or_discover s1")
    p = me(g)
    assert p.res == res(coin=1, arrowhead=1) and g.state.sites[0].occupant == 0 and p.hand == ["fear"]


def test_sturdy_boots_gain_a_compass_then_dig_two_boots_off() -> None:
    """§4 Sturdy Boots: "Gain 1 compass, then you may Dig/Discover with a discount of 2 boots"; §7 "A '2 boots'
    discount only helps with boot costs." (4 players: no camp space B is blocked)"""
    g = start(["I7"], players=4)
    discover_site(g, "s1", 2)
    act(g, 0, "play I7")
    assert dig_options(g) == sorted(f"c{i}{ab}" for i in range(5) for ab in "ab")  # not the car site s1
    act(g, 0, "dig_or_discover c3b")
    assert me(g).res == res(compass=1, arrowhead=1) and g.state.camps[3][1] == 0


@pytest.mark.parametrize(("card", "compasses", "exiled"), [("I11", 0, True), ("I12", 1, False)])
def test_balloon_and_aeroplane_discover_a_plane_and_compasses_off(card: str, compasses: int, exiled: bool) -> None:
    """§4 Hot Air Balloon: "Exile this card: Dig/Discover with a discount of 1 plane; if discovering, also 3 compasses
    off." Aeroplane: "Dig/Discover with a discount of 1 plane; if discovering, also 2 compasses off." """
    g = start([card, "fear"], {"compass": compasses})
    st = g.state
    st.sites[5].idol = "tablet"
    st.tiles["1"] = [6, *[t for t in st.tiles["1"] if t != 6]]   # tile 6: 1 tablet + 1 arrowhead
    act(g, 0, f"play {card}")
    options = dig_options(g)
    assert {f"s{i}" for i in range(1, 9)} <= set(options) and "s9" not in options  # level II: 6 compasses
    act(g, 0, "dig_or_discover s6")
    p = me(g)
    assert p.res == res(tablet=2, arrowhead=1) and st.sites[5].occupant == 0 and p.hand == ["fear"]
    assert (card in st.item_exile) is exiled and (card in p.play) is not exiled


def test_dig_or_discover_is_optional() -> None:
    """§4 "...then you MAY Dig/Discover": skipping keeps the card's other gain and the archaeologists home."""
    g = start(["I7", "I8"])
    act(g, 0, "play I7", "skip")
    assert me(g).res == res(compass=1) and me(g).home == 2 and main_taken(g)


# ---- research -------------------------------------------------------------------------------------------------
# Bird track (§3): space 1 costs 1 compass + 1 arrowhead, space 2 1 jewel; row 1: glass +1 coin, notebook recruits.


def test_journal_advances_the_notebook_free_and_exiles_itself() -> None:
    """§7: "Journal moves only the notebook, and only up to the glass's row." §4: "Exile this card: advance your
    notebook one row for free"."""
    g = start(["I13", "I8"])
    me(g).glass = 1
    g.state.supply = [[5, 6], [7], [8]]
    act(g, 0, "play I13")
    assert sorted(legal(g, 0)) == ["skip", "study 1", "study 2"]
    act(g, 0, "study 2", "recruit 7")
    p = me(g)
    assert (p.glass, p.notebook) == (1, 2) and p.res == ZERO and [a.id for a in p.assistants] == [7]
    assert g.state.item_exile == ["I13"] and p.play == []
    g = start(["I13", "I8"])  # the glass at the start: the notebook may not pass it, so Journal has no target
    assert "no research step" in g.explain(0, "play I13")  # issue 32 ruling 5: BGA refuses it


def test_idol_of_ara_anu_researches_a_jewel_off() -> None:
    """§4 Idol of Ara-Anu: "Research (or buy a temple tile) with a discount of 1 jewel." """
    g = start(["A11", "I8"], {"tablet": 1})
    act(g, 0, "play A11")
    assert sorted(options(g, 0)) == ["skip", "study 2"]  # space 1 (1 compass + 1 arrowhead) is not affordable
    act(g, 0, "study 2")
    assert me(g).glass == 2 and me(g).res == res(coin=1)


def test_idol_of_ara_anu_buys_a_temple_tile_a_jewel_off() -> None:
    """§7: "Inscribed Blade / Idol of Ara-Anu: the discount also applies to buying a temple tile." (stack B: 1
    jewel)"""
    g = start(["A11", "I8"], {"tablet": 1})
    p = me(g)
    p.glass, p.notebook, p.temple_vp, p.temple_rank = 14, 13, 23, 1  # the notebook can go no higher
    act(g, 0, "play A11")
    assert sorted(options(g, 0)) == ["skip", "study t1"]
    act(g, 0, "study t1")
    assert p.temple_tiles == [1] and p.res == ZERO and g.state.temple_stacks[1] == 1


def test_inscribed_blade_researches_an_arrowhead_or_two_tablets_off() -> None:
    """§4 Inscribed Blade: "Research (or buy a temple tile) with a discount of 1 arrowhead OR 2 tablets." """
    g = start(["A12", "I8"], {"tablet": 1, "compass": 1})
    act(g, 0, "play A12")
    assert sorted(options(g, 0)) == ["skip", "study 1/0"]  # space 1 with the arrowhead off
    act(g, 0, "study 1/0")
    assert me(g).glass == 1 and me(g).res == res(coin=1)
    g = start(["A12", "I8"], {"tablet": 1, "compass": 1})
    p = me(g)
    p.glass, p.temple_vp, p.temple_rank = 14, 23, 1
    p.res["coin"] = 1
    act(g, 0, "play A12")
    assert "study t0/1" in legal(g, 0)  # stack A (1 coin + 2 tablets) with the 2 tablets off
    act(g, 0, "study t0/1")
    assert p.temple_tiles == [0] and p.res == res(compass=1)


# ---- Guardian's Ocarina, War Mask ----------------------------------------------------------------------------------


def test_guardians_ocarina_returns_an_archaeologist_and_makes_icons_planes() -> None:
    """§7: "Each travel icon counts as a plane; a 2-icon card gives 2 planes." §4: "Return one placed archaeologist to
    your board". §7's "playable even with both archaeologists at home" gives way to BGA, which refuses it then."""
    g = start(["A13", "I4"], {"tablet": 1})
    place(g, 0, "c0a")
    act(g, 0, "play A13")  # the one archaeologist out comes home: no question
    p = me(g)
    assert p.home == 2 and g.state.camps[0][0] == -1 and p.ocarina
    to_turn(g, 0)  # a later turn of the same round: Horse's car+car pays a ship+ship site
    p.res["compass"] = 6
    st = g.state
    st.sites[10].idol, st.sites[10].hidden_idol = "coin", "tablet"
    st.tiles["2"] = [3, *[t for t in st.tiles["2"] if t != 3]]   # level II tile 3: 1 arrowhead + 1 jewel
    act(g, 0, "discover s11", "pay I4")
    assert st.sites[10].occupant == 0 and p.res == res(coin=1, arrowhead=1, jewel=1) and p.idols == 2
    g = start(["A13", "I8"], {"tablet": 1})  # both archaeologists at home: BGA refuses it (issue 32 ruling 5)
    assert "none of your archaeologists is out" in g.explain(0, "play A13")


def test_under_the_ocarina_an_effects_discount_is_planes_and_the_ocarina_exiled_ends_it() -> None:
    """BGA (issue 32 ruling 3): under Guardian's Ocarina every source of a payment is planes, an effect's travel
    discount too: Sturdy Boots' 2 boots pay a level II site's ship+ship. The Ocarina counts only while it lies in the
    play area: exiled, icons are what they show again."""
    g = start(["A13", "I7"], {"tablet": 1})
    place(g, 0, "c0a")
    act(g, 0, "play A13")
    to_turn(g, 0)
    p, st = me(g), g.state
    p.res["compass"] = 6
    st.sites[10].idol, st.sites[10].hidden_idol = "coin", "tablet"
    st.tiles["2"] = [3, *[t for t in st.tiles["2"] if t != 3]]
    act(g, 0, "play I7", "dig_or_discover s11")  # nothing left to pay: the site is discovered at once
    assert st.sites[10].occupant == 0 and st.top["kind"] != "pay"

    g = start(["A13", "I27", "I4"], {"tablet": 1})
    place(g, 0, "c0a")
    act(g, 0, "play A13")
    to_turn(g, 0)
    act(g, 0, "play I27", "exile play:A13")  # Machete exiles the Ocarina from the play area
    to_turn(g, 0)
    me(g).res["compass"] = 6
    assert "costs 2 ship" in g.explain(0, "discover s11")  # Horse's car+car pays no ship again


def test_war_mask_cancels_fear_from_guardians_this_round() -> None:
    """§4 War Mask: "Gain 1 arrowhead; you take no Fear from guardians at the end of this round." §1 round end: each
    archaeologist back from a site with a guardian gives 1 Fear "(War Mask cancels this)"."""
    counts = []
    for card in ("A3", "A29"):  # War Mask, then Trader's Coins as the control
        g = start([card], {"tablet": 1})
        discover_site(g, "s1", 2, guardian=4)
        place(g, 0, "s1")
        g.state.players[1].passed = True
        give(g, 1, hand=[])  # nobody has a hand left to keep at round end
        act(g, 0, f"play {card}")
        if g.state.turn == 0:
            act(g, 0, "pass")
        assert g.state.round == 2
        p = me(g)
        counts.append(p.hand.count("fear") + p.deck.count("fear") + p.play.count("fear"))
        assert not p.war_mask  # it lasts this round only
    assert counts == [0, 1]


# ---- assistants ------------------------------------------------------------------------------------------------
# Assistants (§3c): 1 silver 2 coins / gold 3 coins; 12 silver 1 compass / gold 2 compasses; 2 silver 1 tablet.


@pytest.mark.parametrize(("card", "coins"), [("A19", 2 + 2), ("A21", 1 + 3)])
def test_coconut_flask_and_ancient_wine_use_a_supply_assistant(card: str, coins: int) -> None:
    """§4 Coconut Flask: "Gain 2 coins; use the SILVER effect of an assistant on top of a supply-board stack (it
    stays there, not exhausted)"; Ancient Wine: "Gain 1 coin; use the GOLD effect...". §7: "the artifact is the
    main action even if the assistant effect is a free one"."""
    g = start([card, "I8"], {"tablet": 1})
    g.state.supply = [[12, 5], [1, 6], [2]]
    act(g, 0, f"play {card}")
    assert sorted(options(g, 0)) == ["supply_use 1", "supply_use 12", "supply_use 2"]
    act(g, 0, "supply_use 1")
    assert me(g).res == res(coin=coins) and me(g).assistants == []
    assert g.state.supply == [[12, 5], [1, 6], [2]] and main_taken(g)


def test_decorated_horn_swaps_an_assistant_keeping_its_level() -> None:
    """§7: "Decorated Horn: a silver assistant swapped for a new one stays silver; a gold one's replacement is flipped
    to gold. The assistant returned to the supply goes silver side up." §4: the new one "is ready"."""
    from rules.arnak.state import Assistant
    g = start(["A22", "I8"], {"tablet": 1})
    me(g).assistants = [Assistant(1, gold=True, ready=False), Assistant(12)]
    g.state.supply = [[5, 6], [7], [8]]
    act(g, 0, "play A22")
    assert sorted(options(g, 0)) == ["swap_own 1", "swap_own 12"]
    act(g, 0, "swap_own 1")
    assert sorted(legal(g, 0)) == ["swap_supply 5", "swap_supply 7", "swap_supply 8"]
    act(g, 0, "swap_supply 7")
    assert me(g).assistants == [Assistant(7, gold=True, ready=True), Assistant(12)]
    assert g.state.supply == [[5, 6], [1], [8]]


def test_ceremonial_rattle_refreshes_one_assistant() -> None:
    """§4 Ceremonial Rattle: "Refresh one of your exhausted assistants." """
    from rules.arnak.state import Assistant
    g = start(["A27", "I8"], {"tablet": 1})
    me(g).assistants = [Assistant(1, ready=False), Assistant(12, ready=False)]
    act(g, 0, "play A27")
    assert options(g, 0) == ["refresh 1", "refresh 12"]
    act(g, 0, "refresh 12")
    assert me(g).assistants == [Assistant(1, ready=False), Assistant(12)]
    act(g, 0, "assistant 12")  # and it can be used again at once
    assert me(g).res == res(compass=1)


def test_sacred_drum_puts_a_card_into_play_and_refreshes_both_assistants() -> None:
    """§4 Sacred Drum: "Put another card from hand into play (no effect): refresh both your assistants." """
    from rules.arnak.state import Assistant
    g = start(["A28", "I8", "fear"], {"tablet": 1})
    me(g).assistants = [Assistant(1, ready=False), Assistant(12, gold=True, ready=False)]
    act(g, 0, "play A28", "discard fear")
    p = me(g)
    assert p.assistants == [Assistant(1), Assistant(12, gold=True)] and p.play == ["A28", "fear"]
    assert p.hand == ["I8"] and p.res == ZERO
    g = start(["A28"], {"tablet": 1})
    assert g.explain(0, "play A28") == "You need another card in hand to put into play."


# ---- resources: upgrades, Stone Key --------------------------------------------------------------------------------


@pytest.mark.parametrize(("card", "coins"), [("A17", 3), ("A29", 2)])
@pytest.mark.parametrize(("before", "choice", "after"), [
    ({"tablet": 1}, "upgrade tablet", {"arrowhead": 1}),
    ({"arrowhead": 1}, "upgrade arrowhead", {"jewel": 1}),
    ({"arrowhead": 1}, "skip", {"arrowhead": 1}),
])
def test_traders_scales_and_coins_upgrade_then_gain(card: str, coins: int, before: dict[str, int], choice: str,
                                                    after: dict[str, int]) -> None:
    """§4 Traders' Scales: "Upgrade (tablet→arrowhead or arrowhead→jewel); gain 3 coins"; Trader's Coins: "Upgrade a
    resource; gain 2 coins"."""
    start_res = {**before, "tablet": before.get("tablet", 0) + 1}  # + the artifact's tablet
    g = start([card, "I8"], start_res)
    act(g, 0, f"play {card}", choice)
    assert me(g).res == res(**after, coin=coins)


def test_stone_key_returns_a_slotted_idol_to_the_crates() -> None:
    """§4 Stone Key: "Move one idol from a slot on your player board back to your supply crates (slot is empty
    again)." The idol may then be slotted again for a new reward."""
    g = start(["A30", "I8"], {"tablet": 1})
    p = me(g)
    p.idols, p.slots = 0, 2
    act(g, 0, "play A30")
    assert (p.idols, p.slots) == (1, 1)
    act(g, 0, "idol 1")  # into the second slot again: 1 arrowhead
    assert (p.idols, p.slots) == (0, 2) and p.res == res(arrowhead=1)


# ---- the earrings ---------------------------------------------------------------------------------------------


def test_crystal_earring_draw_n_keep_one_return_one_to_the_top() -> None:
    """§7: "Crystal Earring: first choose N (≤3), then draw N. Keep 1, may return 1 to the deck top, and the rest go
    to the play area unused." """
    g = start(["A6", "I8"], {"tablet": 1})
    act(g, 0, "play A6")
    assert options(g, 0) == ["earring_n 1", "earring_n 2", "earring_n 3"]
    act(g, 0, "earring_n 3")
    assert legal(g, 0) == ["earring_keep explorecar", "earring_keep exploreship", "earring_keep fundship"]
    act(g, 0, "earring_keep exploreship")
    assert sorted(legal(g, 0)) == ["earring_top explorecar", "earring_top fundship", "skip"]
    act(g, 0, "earring_top fundship")
    p = me(g)
    assert p.hand == ["I8", "exploreship"] and p.deck == ["fundship", "I40", "I39"]
    assert p.play == ["A6", "explorecar"] and p.res == ZERO
    g = start(["A6", "I8"], {"tablet": 1})
    act(g, 0, "play A6", "earring_n 2", "earring_keep explorecar", "skip")  # nothing back on top
    assert me(g).play == ["A6", "exploreship"] and me(g).deck == DECK[2:]


def test_crystal_earring_cannot_draw_more_than_the_deck() -> None:
    """§1: "If the deck is empty you cannot draw": N is at most the cards left."""
    g = start(["A6", "I8"], {"tablet": 1}, deck=["I40", "I39"])
    act(g, 0, "play A6")
    assert options(g, 0) == ["earring_n 1", "earring_n 2"]


def test_obsidian_earring_draws_one_or_two_from_the_bottom() -> None:
    """§7: "Obsidian Earring: choose 1 or 2 and draw from the BOTTOM. If you drew 2, keep 1; the other goes to the
    play area unused." """
    g = start(["A31", "I8"], {"tablet": 1})
    act(g, 0, "play A31")
    assert options(g, 0) == ["earring_n 1", "earring_n 2"]
    act(g, 0, "earring_n 2")
    assert legal(g, 0) == ["earring_keep I39", "earring_keep I40"]
    act(g, 0, "earring_keep I40")
    p = me(g)
    assert p.hand == ["I8", "I40"] and p.play == ["A31", "I39"] and p.deck == DECK[:3]
    g = start(["A31", "I8"], {"tablet": 1})
    act(g, 0, "play A31", "earring_n 1", "earring_keep I39")
    assert me(g).hand == ["I8", "I39"] and me(g).play == ["A31"] and me(g).deck == DECK[:4]


def test_artifacts_are_main_actions() -> None:
    """§4 Artifacts: "every artifact effect is a MAIN action": none can follow the turn's main action."""
    g = start(["I4", "A25", "I8"], {"tablet": 1})
    act(g, 0, "play I4")
    assert "play A25" not in legal(g, 0) and "play I8" in legal(g, 0)
    assert g.explain(0, "play A25") == "You have already taken this turn's main action."


def test_supply_assistant_travel_option_is_not_offered() -> None:
    """§7 Coconut Flask / Ancient Wine: "A travel icon gained this way is wasted" (§7: a generated icon is spent on
    the action it was generated for), so assistant 8 (1 compass OR a car) simply gives its compass."""
    g = start(["A19", "I8"], {"tablet": 1})
    g.state.supply = [[8], [7], []]
    act(g, 0, "play A19", "supply_use 8")
    assert me(g).res == res(coin=2, compass=1) and legal(g, 0) == ["play I8", "end"]


def test_supply_assistant_never_from_the_rescue_space() -> None:
    """§3 Snake side: "Artifacts cannot use the assistants on the rescue space" (S4 says the same for Coconut
    Flask)."""
    g = game(temple="snake")
    give(g, 0, hand=["A21", "I8"], res={**ZERO, "tablet": 1})
    to_turn(g, 0)
    g.state.rescue, g.state.supply = [1, 12], [[2], [5], [6]]
    act(g, 0, "play A21")
    assert sorted(options(g, 0)) == ["supply_use 2", "supply_use 5", "supply_use 6"]


def test_exiled_basic_card_leaves_the_game() -> None:
    """§7: "Funding and Exploration go beside the Fear deck": no exile pile and no player zone holds them."""
    g = start(["I28", "fundcar"])
    act(g, 0, "play I28", "exile hand:fundcar")
    p = me(g)
    assert p.hand == [] and p.play == ["I28"] and p.deck == DECK
    assert g.state.item_exile == g.state.artifact_exile == [] and p.res == res(tablet=1)


@pytest.mark.parametrize(("card", "gain"), [("I15", {"coin": 2}), ("I39", {"coin": 1, "compass": 1})])
def test_watch_and_chronometer_free_option_while_paying(card: str, gain: dict[str, int]) -> None:
    """§1: free actions are taken "before, during or after" the main action; Watch / Chronometer's first option is a
    free action, so it may be played while paying a travel cost (its pass option may not: passing is a main
    action)."""
    g = start([card, "I8"])
    discover_site(g, "s3", 2)
    act(g, 0, "dig s3")  # a ship to pay
    assert f"play {card}" in legal(g, 0)
    act(g, 0, f"play {card}")
    p = me(g)
    assert p.res == res(**gain) and not p.passed and p.play == [card]
    act(g, 0, "pay I8")  # then site tile 2: 1 coin + 1 arrowhead
    assert p.res == res(**{**gain, "coin": gain["coin"] + 1, "arrowhead": 1})
    assert g.state.sites[2].occupant == 0


def test_guiding_stone_resolves_a_tile_with_a_choice() -> None:
    """§4 Guiding Stone resolves the top level I tile; tile 1 is "2 compasses OR free item from row (to bottom of
    deck)"."""
    g = start(["A32", "I8"], {"tablet": 1})
    set_row(g, ["I9", "I4"], ["A1"])
    g.state.tiles["1"] = [1, 2]
    act(g, 0, "play A32")
    assert options(g, 0) == ["option 0", "option 1"]
    act(g, 0, "option 1", "purchase I4")
    assert me(g).deck == [*DECK, "I4"] and me(g).res == ZERO and g.state.tiles["1"] == [2, 1]


# ---- cards with nothing to act on (issue 32 ruling 5) --------------------------------------------------------------


def fill_camps(g: Any, seat: int = 1) -> None:
    """Every camp space taken (by `seat`'s archaeologists, as far as the board goes)."""
    g.state.camps = [[seat, seat] for _ in g.state.camps]


@pytest.mark.parametrize("card, res_given, setup, reason", [
    ("I36", {}, fill_camps, "no site it could use is free"),                          # Dog
    ("A14", {"tablet": 1}, fill_camps, "no site it could use is free"),               # Tigerclaw Hairpin
    ("I31", {"compass": 1}, None, "no guardian stands where you could overcome it"),  # Revolver
    ("A15", {"tablet": 1}, None, "no guardian stands where you could overcome it"),   # War Club
    ("I33", {}, None, "no guardian stands where you could overcome it"),              # Bear Trap
    ("A13", {"tablet": 1}, None, "none of your archaeologists is out on the island"),  # Guardian's Ocarina
])
def test_a_card_whose_effect_has_no_target_is_not_played_for_it(card: str, res_given: dict[str, int], setup: Any,
                                                                reason: str) -> None:
    """Issue 32 ruling 5: BGA refuses a card whose effect has no valid target (Dog and Tigerclaw Hairpin with no
    free camp space; Revolver, War Club and Bear Trap with no guardian to act on; the Ocarina with nobody out); the
    refusal says why, and the card still pays travel."""
    g = start([card, "I8"], res_given)
    if setup:
        setup(g)
    before = g.to_json()
    assert f"play {card}" not in legal(g, 0)
    assert reason in g.explain(0, f"play {card}")
    assert g.to_json() == before
    with pytest.raises(rules.IllegalAction, match=reason):
        g.apply(0, f"play {card}")
    assert g.to_json() == before
    g = start([card, "I8"], {**res_given, "compass": 3})  # still a travel card: it pays for a dig
    act(g, 0, "dig c2a")
    assert f"pay {card}" in legal(g, 0)


def test_a_card_with_a_target_is_played() -> None:
    """The same cards with something to act on are played: Dog with a free camp space, Revolver by a guardian."""
    g = start(["I36", "I8"])
    assert "play I36" in legal(g, 0)
    g = start(["I31", "I8"], {"compass": 1})
    discover_site(g, "s1", 2, guardian=4)
    place(g, 0, "s1")
    assert "play I31" in legal(g, 0)


def test_an_assistant_used_while_travel_is_paid_is_labelled_by_what_it_gives() -> None:
    """An assistant with no travel icon (Assistant 12: a compass) may still be used during a payment, as a free
    action: its option says what it gives, as it does in the turn, not an empty list of icons."""
    g = game()
    give(g, 0, hand=["fear", "fundcar"])
    g.state.players[0].assistants = [Assistant(12)]
    to_turn(g, 0)
    in_turn = g.action_label(g.parse_action("assistant 12"))
    act(g, 0, "dig c1a")
    assert g.state.stack[-1]["kind"] == "pay"
    assert g.action_label(g.parse_action("assistant 12")) == in_turn
    assert in_turn.split(": ", 1)[1].strip(), in_turn
