"""Every entry point refuses junk with the project's own error, naming the problem in a short message, and changes
nothing: the protocol, saves, the Session and the page worker's Python host (issue 31)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

import rules
from rules.errors import QUOTE_LIMIT
from rules.game import MAX_NOTATION
from rules.rng import Rng
from rules.session import Session

GAMES = rules.games()
HUGE = 10**5000  # over Python's 4,300 digits: str() and repr() of it raise a bare ValueError
LONGEST_MESSAGE = 400  # an error's words and a quote of at most QUOTE_LIMIT characters of the input


def refused(call: Any, error: type[Exception] = rules.RulesError) -> str:
    """The message `call` is refused with: the project's error, short whatever the input."""
    with pytest.raises(error) as caught:
        call()
    message = str(caught.value)
    assert message and len(message) <= LONGEST_MESSAGE, message[:500]
    return message


# ---- integers too long to write ----------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_a_huge_integer_is_refused_naming_the_field_without_writing_it_out(game: str) -> None:
    assert "seed" in refused(lambda: rules.new_game(game, seed=HUGE))
    assert "players" in refused(lambda: rules.new_game(game, players=HUGE), rules.BadPlayers)
    g = rules.new_game(game, seed=1)
    before = g.to_json()
    assert "seat" in refused(lambda: g.observation(HUGE))
    assert "integer of about 5,001 digits" in refused(lambda: g.apply(g.to_act[0], {"type": HUGE}),
                                                      rules.IllegalAction)
    assert "integer" in refused(lambda: g.apply(g.to_act[0], {"type": "pass", "n": [-HUGE]}), rules.IllegalAction)
    assert "seat" in refused(lambda: g.apply(HUGE, "pass"), rules.IllegalAction)
    assert "integer of about 5,001 digits" in g.explain(g.to_act[0], {"type": HUGE})
    assert g.to_json() == before


def test_a_huge_option_value_and_save_version_are_refused() -> None:
    assert "target" in refused(lambda: rules.new_game("kami", options={"target": HUGE}), rules.BadOption)
    assert "track_length" in refused(lambda: rules.new_game("nanga_parbat", options={"track_length": -HUGE}))
    save = json.loads(rules.new_game("kami", seed=1).to_json())
    assert "version" in refused(lambda: rules.load({**save, "version": HUGE}), rules.BadSave)
    assert "seed" in refused(lambda: rules.load({**save, "seed": HUGE}), rules.BadSave)


# ---- notation: printable ASCII words between single spaces, in every game ---------------------------
ODD_TEXT = ["research ²", "option ³", "temple ¹", "research ١", "research 𝟙", "pass\u00a0", "dig\u00a0c1a",
            "pass\t", "\tpass", " pass", "pass ", "buy  I13", "pass\n", "ｐａｓｓ", "pass\x00", "\u200bpass"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("text", ODD_TEXT)
def test_notation_outside_ascii_words_and_single_spaces_is_refused_the_same_in_every_game(game: str,
                                                                                          text: str) -> None:
    cls = rules.game_class(game)
    message = refused(lambda: cls.parse_action(text), rules.IllegalAction)
    assert "ASCII" in message and "single spaces" in message


@pytest.mark.parametrize("game", GAMES)
def test_an_enormous_notation_is_refused_with_a_short_message(game: str) -> None:
    cls = rules.game_class(game)
    message = refused(lambda: cls.parse_action("x" * 10**7), rules.IllegalAction)
    assert "10,000,000 characters" in message and f"at most {MAX_NOTATION}" in message
    assert "x" * (QUOTE_LIMIT + 1) not in message
    # just under the limit: the game's own parser refuses it, quoting no more than the limit either
    message = refused(lambda: cls.parse_action("x" * MAX_NOTATION), rules.IllegalAction)
    assert "x" * (QUOTE_LIMIT + 1) not in message


def test_a_huge_nanga_parbat_points_row_is_refused_with_a_short_message() -> None:
    for value in ("x" * 10**7, "9," * 10**6, "9,8,7,6,٤", " 9,8,7,6,4"):
        message = refused(lambda value=value: rules.new_game("nanga_parbat", options={"same_species_points": value}),
                          rules.BadOption)
        assert "same_species_points" in message


# ---- calls given the wrong kind of thing -----------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_notation_parse_explain_and_sampling_refuse_the_wrong_kind_of_input(game: str) -> None:
    g = rules.new_game(game, seed=2)
    cls = type(g)
    before = g.to_json()
    for junk in (None, {}, {"type": None}, [], "pass", 3, {"type": "x", "card": object()}):
        refused(lambda junk=junk: g.notation(junk), rules.IllegalAction)
    for junk in (None, b"pass", 3, ["pass"], {"type": "pass"}):
        assert "notation is text" in refused(lambda junk=junk: cls.parse_action(junk), rules.IllegalAction)
    for lang in ([], None, "fr", 1):
        assert "language" in refused(lambda lang=lang: g.explain(g.to_act[0], "pass", lang=lang))
    for observation in (None, [], "obs", {}, {"players": "x"}, {"players": [None]}, {"options": {}}):
        refused(lambda observation=observation: cls.sample_world(observation, Rng(1)))
    refused(lambda: cls.sample_world(g.observation(0), None))
    assert g.to_json() == before


# ---- the page worker's Python host -----------------------------------------------------------
@pytest.fixture
def host(monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[1] / "web"))
    sys.modules.pop("worker_host", None)
    import worker_host

    return worker_host


@pytest.mark.parametrize("config", ["[]", '{"gmae": "kami"}', "[" * 5000, "{", "9" * 5000, '"kami"', "null",
                                    '{"game": "kami", "players": ' + "9" * 5000 + "}", '{"game": 3}',
                                    '{"game": "kami", "seed": "1e99"}', '{"game": "kami", "options": []}',
                                    '{"game": "kami", "seats": "human"}', "x" * 10**6])
def test_the_page_host_refuses_bad_settings_with_a_notice(host: Any, config: str) -> None:
    answer = json.loads(host.start(config))
    assert set(answer) == {"refused"} and 0 < len(answer["refused"]) <= LONGEST_MESSAGE


@pytest.mark.parametrize("message", ["{", "[]", "[" * 5000, "9" * 5000, "null", '{"type": 3}', '{"kind": "act"}',
                                     '{"type": "act", "action": ' + "[" * 40 + "]" * 40 + "}", "x" * 10**6])
def test_the_page_host_answers_an_unreadable_message_with_the_position_and_a_notice(host: Any, message: str) -> None:
    host.start(json.dumps({"game": "kami", "players": 2, "seed": 1, "seats": ["human", "human"]}))
    before = host._session.table.game.to_json()
    answer = json.loads(host.handle(message))
    assert answer["snapshot"]["notice"] and len(answer["snapshot"]["notice"]) <= LONGEST_MESSAGE
    assert host._session.table.game.to_json() == before
    assert json.loads(host.handle('{"type": "refresh"}'))["snapshot"]["notice"] == ""


def test_the_page_host_refuses_a_message_before_any_game(host: Any) -> None:
    assert "no game" in json.loads(host.handle('{"type": "refresh"}'))["refused"]


# ---- saves: each game's cap bounds the time a load takes --------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_a_save_longer_than_its_games_cap_is_refused_before_replaying(game: str,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    cap = rules.game_class(game).max_actions
    save = json.loads(rules.new_game(game, seed=1).to_json())
    save["actions"] = [[0, "pass"]] * (cap + 1)
    monkeypatch.setattr(rules.Game, "apply", lambda *a: pytest.fail("replayed"))
    assert f"at most {cap:,}" in refused(lambda: rules.load(json.dumps(save)), rules.BadSave)


def test_the_longest_games_fit_their_caps() -> None:
    """The caps' margin over the longest games measured (the figures in rules/save.py's docstring)."""
    caps = {game: rules.game_class(game).max_actions for game in GAMES}
    assert caps["kami"] >= 2 * 13_331 and caps["k2"] >= 3 * 750 and caps["nanga_parbat"] >= 5 * 280
    assert caps["arnak"] >= 20 * 320


# ---- a fuzz of every entry point ----------------------------------------------------------------
def junk(rng: Rng, depth: int = 0) -> Any:
    """A random value of the kinds a hostile caller sends: odd numbers and texts, nesting, wrong types."""
    kind = rng.below(12 if depth < 4 else 8)
    if kind == 0:
        return rng.choice([None, True, False, 0, -1, 2**63, HUGE, -HUGE, 1.5, float("nan"), float("inf")])
    if kind == 1:
        return rng.choice(["", " ", "pass", "pass ", "\t", "²", "١", "𝟙", "\u00a0", "x" * 300, "\x00", "é", "{"])
    if kind == 2:
        return rng.choice(["hide S", "counter G@m4", "dig c1a", "buy I13", "pick M2", "trap 3.5", "research 1"])
    if kind == 3:
        return rng.choice([b"pass", object(), (1, 2), {1, 2}, 1j, bytearray(b"x")])
    if kind in (4, 5, 6, 7):
        return rng.choice(["kami", "k2", "arnak", "nanga_parbat", "human", "bot:hard", "en", "ja", "type", "act"])
    if kind in (8, 9):
        return [junk(rng, depth + 1) for _ in range(rng.below(4))]
    keys = ["type", "action", "card", "game", "seats", "players", "seed", "options", "lang", "data", "version"]
    return {rng.choice(keys): junk(rng, depth + 1) for _ in range(rng.below(4))}


FUZZ_ROUNDS = 150


@pytest.mark.parametrize("game", GAMES)
def test_fuzzed_calls_raise_only_the_projects_errors_and_change_nothing(game: str) -> None:
    rng = Rng(31)
    g = rules.new_game(game, seed=4)
    cls = type(g)
    session = Session.start(game, seed=4, seats=["human"] * g.players)
    before = g.to_json()
    calls = [
        lambda a, b: rules.new_game(game, players=a, seed=b),
        lambda a, b: rules.new_game(game, options=a if isinstance(a, dict) else {"first_player": a}),
        lambda a, b: g.apply(a if isinstance(a, int) else 0, b),
        lambda a, b: g.legal_actions(a),
        lambda a, b: g.observation(a),
        lambda a, b: g.explain(0, a, lang=b if isinstance(b, str) else "en"),
        lambda a, b: g.notation(a),
        lambda a, b: cls.parse_action(a),
        lambda a, b: cls.sample_world(a, Rng(1)),
        lambda a, b: rules.load(a),
        lambda a, b: rules.load(json.dumps({**json.loads(before), "actions": [[0, b]]}, default=str)),
    ]
    for _ in range(FUZZ_ROUNDS):
        a, b = junk(rng), junk(rng)
        call = rng.choice(calls)
        try:
            call(a, b)
        except rules.RulesError as exc:
            assert len(str(exc)) <= LONGEST_MESSAGE, str(exc)[:500]
        except NotImplementedError:
            pass
        reply = session.handle(a if isinstance(a, dict) else {"type": "act", "action": a})
        assert len(reply["snapshot"]["notice"]) <= LONGEST_MESSAGE
        json.dumps(reply)
        assert g.to_json() == before
