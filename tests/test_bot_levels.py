"""Bot levels every game has (easy, normal, hard), the older names still working, and the generic search bot."""

from __future__ import annotations

import pytest

import rules
from rules.bots import LEVELS, EasyBot, bot_names, make_bot
from rules.bots.search import SearchBot
from rules.table import Table
from rules.tournament import run, summarize

GAMES = rules.games()


@pytest.mark.parametrize("game", GAMES)
def test_every_game_offers_the_three_levels_and_keeps_its_older_names(game: str) -> None:
    assert bot_names(game)[:3] == list(LEVELS)
    cls = rules.game_class(game)
    assert type(make_bot(game, "normal", seed=1)) is cls.bots["rule"]
    easy = make_bot(game, "easy", seed=1)  # the game's own easy bot, else the normal plan with slips
    assert type(easy) is cls.bots["easy"] if "easy" in cls.bots else isinstance(easy, EasyBot)
    hard = make_bot(game, "hard", seed=1, iterations=2)
    assert type(hard) is cls.bots.get("search", SearchBot)
    for old in cls.bots:  # "rule", "search": saves and links made before the levels keep working
        Table(game, players=2, seed=1, seats=["human", f"bot:{old}"])


@pytest.mark.parametrize("game", GAMES)
def test_a_table_of_the_three_levels_plays_a_whole_game_and_names_them(game: str) -> None:
    players = 3 if game != "nanga_parbat" else 2
    seats = ["bot:easy", "bot:normal", "bot:hard"][:players]
    table = Table(game, players=players, seed=2, seats=seats, autoplay=False)
    for bot in table.bots.values():  # a quick hard bot: a fixed, small number of iterations
        if hasattr(bot, "iterations"):
            bot.iterations = 2
    assert table.run_bots(limit=3000) < 3000 and table.game.is_over  # no bot goes round in circles
    names = table.names("en")
    assert "Easy bot" in names[0] and "Normal bot" in names[1]
    assert "ボット" in table.names("ja")[0]


def test_the_easy_bot_slips_sometimes_and_otherwise_plays_the_normal_plan() -> None:
    game = rules.new_game("kami", players=2, seed=3)
    seat = game.to_act[0]
    obs, legal = game.observation(seat), game.legal_actions(seat)
    planned = make_bot("kami", "normal", seed=9).choose(obs, legal)
    rule = rules.game_class("kami").bots["rule"]
    picks = [EasyBot(lambda _: rule(9), seed=s).choose(obs, legal) for s in range(60)]
    slips = sum(p != planned for p in picks)
    assert 5 < slips < 35  # about 30 %


def test_the_generic_search_bot_is_deterministic_with_iterations_and_never_sees_the_hidden_state() -> None:
    game = rules.new_game("kami", players=2, seed=5)
    seat = game.to_act[0]
    obs, legal = game.observation(seat), game.legal_actions(seat)
    picks = {repr(make_bot("kami", "hard", seed=4, iterations=12).choose(obs, legal)) for _ in range(3)}
    assert len(picks) == 1
    bot = make_bot("kami", "hard", seed=4, iterations=12)
    assert isinstance(bot, SearchBot)
    seen = []
    real = rules.game_class("kami").sample_world
    try:  # every world it plays in is drawn from the observation alone
        rules.game_class("kami").sample_world = classmethod(
            lambda cls, o, rng: seen.append(o) or real.__func__(cls, o, rng))
        bot.choose(obs, legal)
    finally:
        rules.game_class("kami").sample_world = real
    assert len(seen) >= 12 and all(o == obs for o in seen)


def test_nanga_parbats_easy_bot_plays_like_a_beginner_never_using_an_animals_power() -> None:
    """A beginner's mistakes, not random clicks: it never activates a power (the rule bot does) and claims a square
    worth 3 points as soon as it can, where the rule bot keeps building early in the game."""
    seen: dict[str, list[dict]] = {"easy": [], "normal": []}
    for seed in range(6):
        game = rules.new_game("nanga_parbat", players=2, seed=seed)
        players = {0: make_bot("nanga_parbat", "easy", seed), 1: make_bot("nanga_parbat", "normal", seed)}
        if seed % 2:
            players = {0: players[1], 1: players[0]}
        while not game.is_over:
            seat = game.to_act[0]
            action = players[seat].choose(game.observation(seat), game.legal_actions(seat))
            seen["easy" if players[seat].name == "easy" else "normal"].append(action)
            game.apply(seat, action)
    assert not [a for a in seen["easy"] if a["type"] == "power"]
    assert [a for a in seen["normal"] if a["type"] == "power"]
    from rules.nanga_parbat.bots import BeginnerBrain, Brain

    early = rules.new_game("nanga_parbat", players=2, seed=1)
    opts = early.observation(0)["options"]
    assert BeginnerBrain(opts).worth(early.state, 0, 3) and not Brain(opts).worth(early.state, 0, 3)


@pytest.mark.parametrize("game", GAMES)
def test_levels_in_a_small_tournament_normal_above_easy_above_random(game: str) -> None:
    """The ladder in a few games (the bench's --ladder measures it over hundreds)."""
    for better, worse in (("normal", "easy"), ("easy", "random")):
        rows = run(game, [f"bot:{better}", f"bot:{worse}"], games=10 if game in ("arnak", "k2") else 20, seed=11)
        bots = summarize(rows)["bots"]
        assert bots[f"bot:{better}"]["win_rate"] > bots[f"bot:{worse}"]["win_rate"], (game, better, worse)




@pytest.mark.parametrize("game", GAMES)
def test_the_hard_bots_budget_is_time_and_a_table_passes_it_on(game: str) -> None:
    table = Table(game, players=2, seed=1, seats=["human", "bot:hard"], autoplay=False, bot_budget_ms=40)
    assert table.bots[1].budget_ms == 40
    assert make_bot(game, "hard", seed=1).budget_ms == 1000  # the page's default


def test_a_session_keeps_the_bots_budget_for_a_new_game_and_a_load() -> None:
    from rules.session import Session

    session = Session.start("kami", players=2, seed=1, seats=["human", "bot:hard"], autoplay=False, bot_budget_ms=30)
    saved = session.table.save()
    session.handle({"type": "new_game", "players": 2, "seats": ["human", "bot:hard"]})
    assert session.table.bots[1].budget_ms == 30
    session.load(saved)
    assert session.table.bots[1].budget_ms == 30


@pytest.mark.parametrize("budget", [0, -5, float("nan"), float("inf"), "100", True, 10**9])
def test_a_bad_budget_is_refused_with_its_reason(budget: object) -> None:
    with pytest.raises(rules.RulesError, match="budget is a number of milliseconds"):
        Table("kami", players=2, seats=["human", "bot:hard"], bot_budget_ms=budget)  # type: ignore[arg-type]
    with pytest.raises(rules.RulesError, match="budget is a number of milliseconds"):
        Table.load(Table("kami", players=2).save(), bot_budget_ms=budget)  # type: ignore[arg-type]
