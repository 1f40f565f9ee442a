"""Board Game Arena's 53 Arnak statistics (rules/arnak/stats.py, tests/arnak_bga.md §9), computed from the action log.

Seeded games played by the project's bots tie the statistics to the game they describe (the score sheet, the
guardians and temple tiles a player holds, the sites on the board); short scripted games check exact counts.
"""

from __future__ import annotations

import csv
import json
from functools import cache
from pathlib import Path

import pytest

import rules
from rules import save
from rules.arnak import data, stats
from rules.arnak.game import ArnakGame
from rules.bots import make_bot
from rules.errors import RulesError
from rules.rng import Rng
from rules.tournament import main as tournament_main
from rules.tournament import run

STARTING_FEAR = data.SETUP["starting_deck"].count("fear")
COUNTED = [k for k in stats.KEYS if k not in stats.FINAL]  # the stats that count as play goes

# (seed, players, temple, option fear_tiles, bots)
GAMES = [
    (3, 2, "bird", False, ("rule", "rule")),
    (5, 3, "snake", False, ("rule", "random", "rule")),
    (7, 4, "bird", True, ("random", "random", "random", "random")),
]


@cache
def bots_game(seed: int, players: int, temple: str, fear_tiles: bool, bots: tuple[str, ...]) -> ArnakGame:
    g = rules.new_game("arnak", players=players, seed=seed, options={"temple": temple, "fear_tiles": fear_tiles})
    seats = [make_bot("arnak", name, seed * 10 + i) for i, name in enumerate(bots)]
    while not g.is_over:
        seat = g.to_act[0]
        g.apply(seat, seats[seat].choose(g.observation(seat), g.legal_actions(seat)))
    return g


@cache
def game_stats(*spec: object) -> tuple[ArnakGame, list[dict[str, int]]]:
    g = bots_game(*spec)
    return g, g.statistics()


@pytest.fixture(params=GAMES, ids=lambda spec: f"{spec[1]}p-{spec[2]}-seed{spec[0]}")
def played(request: pytest.FixtureRequest) -> tuple[ArnakGame, list[dict[str, int]]]:
    return game_stats(*request.param)


def finish_by_passing(g: ArnakGame) -> None:
    """Every seat passes at once each round and keeps no card for the next: the game runs to its end adding nothing."""
    while not g.is_over:
        seat = g.to_act[0]
        legal = [g.notation(a) for a in g.legal_actions(seat)]
        if "pass" in legal:
            pick = "pass"
        elif "discard_rest" in legal:  # the round end: keep nothing
            pick = "discard_rest"
        else:  # (a round end that asks card by card which card goes to the play area: every one)
            pick = next((a for a in legal if a.startswith("keep ")), None) or next(
                (a for a in ("skip", "end") if a in legal), legal[0])
        g.apply(seat, pick)


def nonzero(table: dict[str, int]) -> dict[str, int]:
    return {k: v for k, v in table.items() if v}


# ---- the shape -----------------------------------------------------------------------------------------------------


def test_every_seat_has_bgas_53_statistics_in_bgas_order_with_english_and_japanese_names() -> None:
    assert len(stats.KEYS) == 53 and list(stats.IDS.values()) == list(range(10, 63))
    assert stats.KEYS[:3] == ("score-research", "score-temple", "score-cards") and stats.KEYS[-1] == "gained-fear"
    assert stats.IDS["gained-coins"] == 18 and stats.IDS["sites-activated-small"] == 46
    assert stats.IDS["guardians-3"] == 41 and stats.IDS["assistant-activated-gold"] == 60
    g = rules.new_game("arnak", players=3, seed=1)
    table = g.statistics()
    assert len(table) == 3 and all(list(seat) == list(stats.KEYS) for seat in table)
    catalog = ArnakGame.catalog
    for key in stats.KEYS:
        en, ja = catalog.render(f"stat.{key}", "en"), catalog.render(f"stat.{key}", "ja")
        assert en and ja and en != ja and en != f"stat.{key}", key
    assert catalog.render("stat.gained-coins", "en") == "Coins gained"
    assert catalog.render("stat.gained-coins", "ja") == "得たコイン"


def test_a_position_without_an_action_log_has_no_statistics() -> None:
    for game in ("arnak", "kami"):  # Arnak's own count, and the other games' (rules/tally.py)
        g = rules.new_game(game, players=2, seed=1)
        world = type(g).sample_world(g.observation(0), Rng(2))  # a position without an action log
        with pytest.raises(RulesError, match="no action log"):
            world.statistics()


# ---- tied to the game ----------------------------------------------------------------------------------------------


def test_the_score_statistics_are_the_result_sheet(played) -> None:
    g, table = played
    result = g.result()
    for seat, t in enumerate(table):
        sheet = result["sheets"][seat]
        for part in ("research", "temple", "cards", "fear", "idols", "guardians"):
            assert t[f"score-{part}"] == sheet[part], (seat, part)
        assert sum(t[f"score-{part}"] for part in ("research", "temple", "cards", "fear", "idols",
                                                   "guardians")) == result["scores"][seat]
        assert t["score-item"] + t["score-art"] == t["score-cards"]


def test_the_final_statistics_read_the_final_board(played) -> None:
    """cost-*: the printed costs of the cards owned at the end; book-step / glass-step: the tokens' rows 0-8."""
    g, table = played
    st = g.state
    for seat, t in enumerate(table):
        p = st.players[seat]
        owned = [data.CARDS[c] for c in p.hand + p.deck + p.play + p.paying]
        assert t["cost-item"] == sum(c["cost"] for c in owned if c["kind"] == "item")
        assert t["cost-art"] == sum(c["cost"] for c in owned if c["kind"] == "artifact")
        assert t["book-step"] == data.space(st.temple, p.notebook)["row"]
        assert t["glass-step"] == data.space(st.temple, p.glass)["row"]
        assert 0 <= t["book-step"] <= 8 and 0 <= t["glass-step"] <= 8


def test_guardians_are_counted_once_each_in_the_round_they_were_overcome(played) -> None:
    g, table = played
    for seat, t in enumerate(table):
        held = len(g.state.players[seat].guardians)
        assert t["guardians"] == sum(t[f"guardians-{r}"] for r in range(1, 6)) == held
        assert t["score-guardians"] == data.BOARD["guardian_vp"] * t["guardians"]


def test_temple_and_bonus_tiles_are_the_tiles_the_player_holds(played) -> None:
    g, table = played
    for seat, t in enumerate(table):
        p = g.state.players[seat]
        assert t["temple"] == t["temple-bronze"] + t["temple-silver"] + t["temple-gold"] == len(p.temple_tiles)
        assert t["score-temple"] == 2 * t["temple-bronze"] + 6 * t["temple-silver"] + 11 * t["temple-gold"]
        assert t["tokens-used"] == len(p.bonus_tiles)


def test_every_discovery_is_counted_for_one_player_and_activates_the_site(played) -> None:
    g, table = played
    found = [i for i, slot in enumerate(g.state.sites) if slot.tile]
    assert sum(t["sites-discovered"] for t in table) == len(found)
    assert sum(t["sites-discovered-big"] for t in table) == len([i for i in found if i >= 8])
    for t in table:
        assert t["sites-discovered"] == t["sites-discovered-small"] + t["sites-discovered-big"]
        assert t["sites-activated"] == (t["sites-activated-basic"] + t["sites-activated-small"]
                                        + t["sites-activated-big"])
        assert t["sites-activated"] >= t["sites-discovered"]
        assert t["sites-activated-big"] >= t["sites-discovered-big"]


def test_cards_gained_are_the_items_and_artifacts_gained(played) -> None:
    g, table = played
    for seat, t in enumerate(table):
        p = g.state.players[seat]
        owned = p.hand + p.deck + p.play + p.paying
        assert t["gained-card"] == t["gained-item"] + t["gained-art"]
        # an artifact is only ever gained (Ornate Hammer brings back items, never artifacts)
        assert t["gained-art"] >= sum(1 for c in owned if data.CARDS[c]["kind"] == "artifact")


def test_fear_idols_and_assistants_add_up(played) -> None:
    g, table = played
    for seat, t in enumerate(table):
        p = g.state.players[seat]
        owned = p.hand + p.deck + p.play + p.paying
        assert t["gained-fear"] >= owned.count("fear") - STARTING_FEAR + p.fear_tiles
        assert t["score-fear"] == -owned.count("fear") - 2 * p.fear_tiles
        assert t["idol-bonus"] == sum(t[k] for k in ("idol-jewel", "idol-arrowhead", "idol-tablet", "idol-coins",
                                                     "idol-card")) >= p.slots
        if g.state.temple == "bird":  # (on the Snake side, research spends idols)
            assert t["gained-idol"] >= p.idols + p.slots
        assert t["assistant-activated"] == t["assistant-activated-silver"] + t["assistant-activated-gold"]
        assert t["gained-draw"] >= data.HAND  # the opening hand


def test_the_bots_games_are_worth_checking() -> None:
    """Between them the games above do most things a player can (the bots reach neither the temple nor a level II
    site, so the temple and level II stats are only checked to be 0 and consistent there)."""
    totals = {k: sum(t[k] for spec in GAMES for t in game_stats(*spec)[1]) for k in stats.KEYS}
    for key in ("gained-jewel", "gained-idol", "idol-bonus", "gained-item", "gained-art", "discarded", "played",
                "guardians", "sites-activated-small", "sites-discovered-small", "tokens-used", "assistant-activated",
                "exiled", "gained-fear"):
        assert totals[key] > 0, key


# ---- a function of the action log ----------------------------------------------------------------------------------


def test_a_loaded_save_has_the_same_statistics_and_computing_them_changes_nothing(played) -> None:
    g, table = played
    digest, actions = g.digest(), list(g.actions)
    assert g.statistics() == table
    assert g.digest() == digest and g.actions == actions
    assert save.load(g.to_json()).statistics() == table


def test_midway_the_final_statistics_are_zero_and_the_others_no_more_than_at_the_end(played) -> None:
    g, table = played
    half = rules.new_game("arnak", players=g.players, seed=g.seed, options=g.options)
    for seat, text in g.actions[: len(g.actions) // 2]:
        half.apply(seat, text)
    midway = half.statistics()
    for seat in range(g.players):
        assert all(midway[seat][k] == 0 for k in stats.FINAL)
        assert all(midway[seat][k] <= table[seat][k] for k in COUNTED), seat
    assert sum(midway[0][k] for k in COUNTED) > 0


# ---- exact counts in short games -----------------------------------------------------------------------------------


def test_a_dig_a_purchase_and_a_research_step_count_exactly_what_they_did() -> None:
    """Seed 1 (seat 1 starts): seat 1 buys Bear Trap (2 coins); seat 0 digs at camp 4 (an arrowhead), paying the boot
    with a Fear card, then moves the magnifying glass to row 1 (a coin); then everyone passes to the end of the game,
    discarding whole hands at each round end (which BGA does not count as discarding)."""
    g = rules.new_game("arnak", players=2, seed=1)
    for seat, text in [(1, "buy I33"), (1, "end"), (0, "dig c3a"), (0, "pay fear"), (0, "end"), (1, "pass"),
                       (0, "research 1")]:
        g.apply(seat, text)
    digger, buyer = g.statistics()
    assert nonzero(digger) == {"gained-coins": 1, "gained-arrowhead": 1, "gained-draw": 5, "sites-activated": 1,
                               "sites-activated-basic": 1}
    assert nonzero(buyer) == {"gained-item": 1, "gained-card": 1, "gained-draw": 5}
    finish_by_passing(g)
    digger, buyer = g.statistics()
    empty_slots = sum(data.BOARD["idols"]["slot_vp"])
    assert nonzero(digger) == {"gained-coins": 1, "gained-arrowhead": 1, "gained-draw": 5 * data.ROUNDS,
                               "sites-activated": 1, "sites-activated-basic": 1, "glass-step": 1,
                               "score-research": 1, "score-idols": empty_slots, "score-fear": -STARTING_FEAR}
    assert nonzero(buyer) == {"gained-item": 1, "gained-card": 1, "gained-draw": 5 * data.ROUNDS,
                              "cost-item": data.CARDS["I33"]["cost"], "score-cards": data.CARDS["I33"]["vp"],
                              "score-item": data.CARDS["I33"]["vp"], "score-idols": empty_slots,
                              "score-fear": -STARTING_FEAR}


def test_camp_5_decided_by_the_engine_still_counts_its_discard_and_jewel() -> None:
    """Seed 1: seat 1 plays its three Funding and Exploration cards, then digs at camp 5 paying with a Fear card: the
    discard has one possible card (the other Fear), so the engine takes it without asking."""
    g = rules.new_game("arnak", players=2, seed=1)
    for text in ("play fundcar", "play fundship", "play exploreship", "dig c4a", "pay fear"):
        g.apply(1, text)
    assert g.state.players[1].hand == [] and g.to_act == [0]
    assert nonzero(g.statistics()[1]) == {"gained-coins": 2, "gained-compass": 1, "gained-jewel": 1,
                                          "gained-draw": 5, "discarded": 1, "played": 3, "sites-activated": 1,
                                          "sites-activated-basic": 1}


@pytest.mark.parametrize("answer, played, tablets", [("option 0", 3, 2), ("skip", 2, 0)])
def test_a_bought_artifact_counts_as_played_when_its_effect_resolves(answer: str, played: int, tablets: int) -> None:
    """Seed 74: seat 0 plays its two Exploration cards for 2 compasses and buys Sundial (an artifact BGA resolves
    after asking, `artWaitArgs`): taking its 2 tablets plays it, skipping its effect does not."""
    g = rules.new_game("arnak", players=2, seed=74)
    for text in ("play explorecar", "play exploreship", "buy A16", answer):
        g.apply(0, text)
    t = g.statistics()[0]
    assert (t["played"], t["gained-tablet"]) == (played, tablets)
    assert (t["gained-art"], t["gained-card"], t["gained-item"], t["gained-compass"]) == (1, 1, 0, 2)


# the decisions whose stats no plain event gives: a bought Coconut Flask's supply assistant (the assistant's own choice
# then taken by the engine), Ornate Hammer's pick of the item it has just exiled (the only one there, so taken without
# a question: exiled, but not a gain), Passage Shell's second camp activation (an answered option)
SCRIPTS = {
    "coconut-flask": (2, 67, 1, [(0, "pass"), (1, "play explorecar"), (1, "play exploreship"), (1, "buy A19"),
                                 (1, "supply_use 9")],
                      {"gained-coins": 2, "gained-compass": 3, "gained-art": 1, "gained-card": 1, "gained-draw": 5,
                       "played": 2, "assistant-activated": 1, "assistant-activated-silver": 1}),
    "ornate-hammer": (4, 50, 0, [(1, "pass"), (2, "pass"), (3, "pass"), (0, "play explorecar"),
                                 (0, "play exploreship"), (0, "buy A23")],
                      {"gained-compass": 2, "gained-art": 1, "gained-card": 1, "gained-draw": 5, "played": 2,
                       "exiled": 1}),
    "passage-shell": (2, 29, 0, [(1, "pass"), (0, "play explorecar"), (0, "play exploreship"), (0, "buy A26"),
                                 (0, "camp c0a"), (0, "option 0")],
                      {"gained-coins": 4, "gained-compass": 2, "gained-art": 1, "gained-card": 1, "gained-draw": 5,
                       "played": 2, "sites-activated": 2, "sites-activated-basic": 2}),
}


@pytest.mark.parametrize("name", SCRIPTS)
def test_what_a_bought_artifact_does_is_counted_exactly(name: str) -> None:
    """Round 1: the other seats pass; the buyer plays its two Exploration cards for 2 compasses and buys the row's
    artifact. Coconut Flask: 2 coins and supply assistant 9's silver side (a compass: its other option, a ship, pays
    nothing here); Ornate Hammer: exiles the newest row item and takes it back; Passage Shell: camp 1 twice."""
    players, seed, buyer, script, expected = SCRIPTS[name]
    g = rules.new_game("arnak", players=players, seed=seed)
    for seat, text in script:
        g.apply(seat, text)
    if name == "ornate-hammer":
        assert g.state.players[buyer].deck[-1] == "I24" and not g.state.item_exile
    assert g.to_act == [buyer] and nonzero(g.statistics()[buyer]) == expected


# ---- the tournament option -----------------------------------------------------------------------------------------


def test_a_tournament_row_carries_each_seats_statistics_on_request(tmp_path: Path) -> None:
    """`run(..., stats=True)`: one dict per seat in the row's seat order (its score stats add up to the row's
    scores); a CSV file gets one `seat<i>.<key>` column per seat and statistic after the usual columns."""
    parts = [k for k in stats.KEYS if k.startswith("score-") and k not in ("score-item", "score-art")]
    rows = run("arnak", ["bot:random", "bot:random"], games=2, seed=4, stats=True)
    for row in rows:
        assert len(row["stats"]) == 2 and all(list(t) == list(stats.KEYS) for t in row["stats"])
        assert [sum(t[k] for k in parts) for t in row["stats"]] == row["scores"]
    assert "stats" not in run("arnak", ["bot:random", "bot:random"], games=1, seed=4)[0]
    kami = run("kami", ["bot:random", "bot:random"], games=1, seed=4, stats=True)[0]  # a game's own statistics
    assert [list(t)[:2] for t in kami["stats"]] == [["rounds_won", "master_strikes"]] * 2
    out = tmp_path / "rows.csv"
    assert tournament_main(["arnak", "--seats", "bot:random,bot:random", "--games", "2", "--seed", "4", "--stats",
                            "--quiet", "--out", str(out)]) == 0
    written = list(csv.DictReader(out.open(encoding="utf-8")))
    assert list(written[0])[:11] == ["index", "game", "seed", "seats", "options", "scores", "ranking", "winners",
                                     "places", "actions", "seconds"]
    assert list(written[0])[11:14] == ["seat0.score-research", "seat0.score-temple", "seat0.score-cards"]
    assert len(written[0]) == 11 + 2 * len(stats.KEYS)
    assert [json.loads(r["scores"]) for r in written] == [row["scores"] for row in rows]
    assert [int(r["seat1.gained-coins"]) for r in written] == [row["stats"][1]["gained-coins"] for row in rows]


def test_an_assistant_whose_travel_cost_is_called_off_was_not_activated() -> None:
    """Silver assistant 3 costs a boot before its arrowhead: calling that payment off gives the assistant back ready,
    so it counts as no activation; paid, it counts once."""
    from rules.arnak.state import Assistant
    from tests.arnak_positions import game, give, to_turn

    for answers, activated in ((["cancel"], 0), (["pay fear"], 1)):
        g = game()
        give(g, 0, hand=["fear", "fundcar"]).assistants = [Assistant(3)]
        to_turn(g, 0)
        count = stats._Count(g.players)
        for text in ["assistant 3", *answers]:
            count.step(g, 0, text)
        assert count.tally[0]["assistant-activated"] == count.tally[0]["assistant-activated-silver"] == activated
