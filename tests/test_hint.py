"""The hint: the hard bot's best options for the seat to decide, thought out only on what that seat can see."""

from __future__ import annotations

import pytest

import rules
from rules.bots import make_bot
from rules.bots.hint import hint_seed, rank_hint
from rules.errors import RulesError
from rules.rng import Rng
from rules.session import Session
from rules.table import Table

GAMES = rules.games()
ITERATIONS = 6  # a fixed number of the hard bot's iterations: the same position gives the same hint


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_lists_up_to_three_legal_options_each_with_words_in_both_languages(game_id: str) -> None:
    table = Table(game_id, players=2, seed=4)
    seat = table.game.to_act[0]
    legal = [table.game.notation(a) for a in table.game.legal_actions(seat)]
    hints = {lang: table.hint(seat, lang, iterations=ITERATIONS) for lang in ("en", "ja")}
    options = hints["en"]["options"]
    assert 1 <= len(options) <= 3
    assert len({o["notation"] for o in options}) == len(options)  # one line per option
    assert all(o["notation"] in legal for o in options)
    assert [o["notation"] for o in hints["ja"]["options"]] == [o["notation"] for o in options]
    for lang, hint in hints.items():
        for o in hint["options"]:
            assert o["text"] and not o["text"].startswith("hint."), (lang, o)
    # an estimate for every line of a searched decision (a single line may be a plan's step, without one)
    assert all(o["estimate"] is not None for o in options) or len(options) == 1


def test_the_hints_first_option_is_the_hard_bots_choice() -> None:
    """The hint is the hard bot's own ranking: its first line is the move the bot plays from that position."""
    g = rules.new_game("arnak", players=2, seed=9)
    hint = rank_hint(g, 0, iterations=ITERATIONS)
    obs, legal = g.observation(0), g.legal_actions(0)
    assert hint.ranked[0][0] == make_bot("arnak", "hard", hint_seed(obs), iterations=ITERATIONS).choose(obs, legal)
    means = [m for _, m in hint.ranked]
    assert means == sorted(means, reverse=True)  # Arnak's search ranks by the mean standing of its playouts


@pytest.mark.parametrize("game_id", ["kami", "k2", "arnak"])
def test_a_hint_never_depends_on_what_the_seat_cannot_see(game_id: str) -> None:
    """Two games the seat cannot tell apart (the others' hidden cards and the decks dealt differently) get the same
    hint: it is thought out from the seat's observation alone."""
    g = rules.new_game(game_id, players=2, seed=5)
    seat = g.to_act[0]
    twin = type(g).sample_world(g.observation(seat), Rng(77))
    assert twin.observation(seat) == g.observation(seat)
    assert twin.state.to_dict() != g.state.to_dict()  # the hidden part differs
    assert rank_hint(twin, seat, iterations=ITERATIONS).ranked == rank_hint(g, seat, iterations=ITERATIONS).ranked


def test_a_hint_is_refused_when_the_decision_is_not_the_seats() -> None:
    g = rules.new_game("kami", players=3, seed=2)
    other = next(s for s in range(3) if s not in g.to_act)
    with pytest.raises(RulesError, match="your turn"):
        rank_hint(g, other)


def test_the_session_shows_the_hint_until_the_game_moves_on_in_the_viewers_language() -> None:
    session = Session.start("kami", players=2, seed=4, seats=["human", "bot:normal"], bot_budget_ms=50)
    assert session.snapshot()["hint"] is None
    snap = session.handle({"type": "hint"})["snapshot"]
    options = snap["hint"]["options"]
    assert options and snap["notice"] == ""
    assert session.handle({"type": "lang", "lang": "ja"})["snapshot"]["hint"]["options"][0]["label"] != \
        options[0]["label"]  # the same hint, in Japanese
    after = session.handle({"type": "act", "action": options[0]["notation"]})["snapshot"]
    assert after["hint"] is None  # a hint answers one position


def test_a_spectator_asking_for_a_hint_gets_a_reason() -> None:
    session = Session.start("kami", players=2, seed=4, seats=["bot:normal", "bot:normal"], autoplay=False)
    snap = session.handle({"type": "hint"})["snapshot"]
    assert snap["hint"] is None and "spectator" in snap["notice"]
