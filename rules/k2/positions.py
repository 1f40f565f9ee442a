"""Named K2 positions for the teaching notebook, each built only through the public protocol.

A position is a seed and the moves, in notation, that lead to the moment a rule shows; `game(name)` replays them
with `rules.new_game` and `apply`, so every position is a real game that a board can load and a student can play on.
Two kinds of seeds were found:

- for the guide's risk examples, seeds whose first deal holds the cards the examples play (seat 0 starts);
- for the rest, seeds whose game between two rule-based bots reaches the moment: `GAMES` keeps the notation of those
  games (up to the last move a position needs) and such a position is the first `n` moves of one.

During the secret choice both seats may pick; in these move lists seat 1 always picks first, so a move goes to the
last seat that must decide (`to_act[-1]`). tests/test_k2_notebook.py checks that each position still shows what its
`about` says.

    g = game("risk")               # seat 1 has chosen its 3 cards in secret; seat 0 chooses now
    g.legal_actions(0)             # pick A1, pick M1, pick M3, pick R12, pick R13
"""

from __future__ import annotations

from typing import Any

from ..game import Game
from ..positions import Position, replay, student_seats

# games of two rule-based bots (seat s of seed n: rules.bots.make_bot("k2", "rule", 2 * n + s)), in notation
GAMES: dict[int, tuple[str, ...]] = {k: tuple(v.split(", ")) for k, v in {
    0: (
        "pick A3, pick M1, pick M3, pick A1, pick M3, pick R23, give M3 a, move S2, tent, give A1 a, give R23:up r, "
        "move S2, done, give A3 a, give M1 r, give M3 r, move S4, tent, done, pick M1, pick M1, pick M1, pick M1, "
        "pick M1, pick M1, give M1 a, give M1 a, give M1 a, move S4, done, give M1 a, give M1 a, give M1 a, move "
        "S6, done, pick M2, pick M2, pick M2, pick A0, pick M2, pick M2, give M2 a, give M2 a, move S16, give A0 a, "
        "done, give M2 a, give M2 a, give M2 a, move S16, done, pick A0, pick M1, pick R23, pick A2, pick M1, pick "
        "M3, give M1 a, give R23:up a, move S17, give A0 a, done, give M3 a, move S17, give A2 a, give M1 r, move "
        "S4, done a, pick M3, pick R12, pick R13, pick A3, pick M1, pick R12, give M1 a, give R12:up a, move S21, "
        "give A3 a, done, give M3 r, give R12:up r, give R13:up r, move S14, done r, give A1 a, give A1 a, give A2 "
        "a, done, give A1 a, give M2 r, give R13:up r, move S11, done r, pick A1, pick M2, pick M2, pick A2, pick "
        "M2, pick M3, give M2 a, deduct, give A2 a, give M3 r, move S16, done, give M2 r, give M2 r, move S17, give "
        "A1 r, done, pick A1, pick M2, pick R12, pick A0, pick M1, pick M1, give M2 a, give R12:down a, move S19, "
        "give A1 a, done a, give M1 a, give M1 a, move S19, give A0 a, done, pick A2, pick A3, pick M1, pick A1, "
        "pick M3, pick R23, give R23:down a, move S13, give M3 r, move S17, give A1 r, done a, give M1 a, give A2 "
        "a, give A3 r, done, pick M1, pick M1, pick R23, pick A1, pick M2, pick M2, give M1 a, give M1 a, tent, "
        "give R23:up r, move S21, done, give M2 r, give M2 r, move S24, give A1 r, done, pick A0, pick M1, pick M1, "
        "pick A3, pick M1, pick M1, give M1 r, give M1 r, move S25, give A3 r, done, give A0 a, give M1 r, give M1 "
        "r, move S19, done, give M3 a, give M3 a, give R13:up a, deduct, done, give M1 a, give R12:up r, give "
        "R13:up r, tent, done, pick A2, pick M1, pick M1, pick A1, pick M1, pick R12, give M1 a, give R12:down a, "
        "move S16, give A1 r, done, give M1 a, give M1 a, give A2 a, done, pick A1, pick M1, pick R13, pick A2, "
        "pick M1, pick M2, give M1 a, give R13:up a, give A1 a, done, give M1 a, give M2 a, deduct, deduct, give A2 "
        "a, done, pick M1, pick M2, pick R12, pick M2, pick M3, pick R13, give M2 r, give M3 r, give R13:down r, "
        "move S22, done, give M1 a, give M2 a, give R12:up a, done, pick A3, pick M3, pick M3, pick M2, pick M3, "
        "pick R23, give M3 a, give M3 a, move S25, give A3 r, done, give M2 r, give M3 r, give R23:down r, deduct, "
        "move S12, done, pick A1, pick M1, pick M2, pick A0, pick A1, pick A3, give A0 a, give A3 a, give A1 r, "
        "done, give M1 a, give M2 a, deduct, give A1 a, done, give M2 a, give R23:up a, deduct, move S26, give A0 "
        "a, done a, give M1 a, give M1 a, give M1 a, done"
    ),
    1: (
        "pick M1, pick M1, pick M3, pick M2, pick M2, pick R12, give M3 a, move S2, tent, give M1 r, give M1 r, "
        "move S2, done, give M2 a, give R12:up a, move S1, tent, give M2 r, move S1, done, pick M2, pick M2, pick "
        "M2, pick M2, pick M3, pick M3, give M2 a, give M3 a, give M3 a, move S16, done a, give M2 a, give M2 a, "
        "give M2 a, move S14, done, pick A2, pick M1, pick M1, pick A3, pick M1, pick R23, give M1 a, move S16, "
        "give A2 a, give M1 r, move S4, done, give M1 a, give R23:up a, move S17, give A3 a, done a, pick A1, pick "
        "R12, pick R23, pick A1, pick A2, pick M1, give A1 a, give A2 a, give M1 r, move S2, done, give R12:up a, "
        "give R23:up a, move S17, give A1 a, done a, pick A3, pick M1, pick R13, pick A1, pick M1, pick M1, give M1 "
        "a, give R13:up a, move S21, give A3 a, done"
    ),
    2: (
        "pick A2, pick M3, pick R23, pick A1, pick A2, pick M1, give M3 a, deduct, move S1, tent, give A2 a, give "
        "R23:up r, move S1, done, give M1 a, give A1 a, give A2 a, done, pick M1, pick M1, pick M2, pick M1, pick "
        "M2, pick M2, give M2 a, move S2, give M1 r, give M2 r, move S2, tent, done a, give M1 a, give M1 a, give "
        "M2 a, move S6, done, pick M1, pick M2, pick R12, pick M1, pick M3, pick M3, give M1 a, give M2 a, give "
        "R12:up a, move S16, done, give M1 a, give M3 a, give M3 a, move S16, done, pick A0, pick M1, pick M3, pick "
        "M1, pick R12, pick R13, give M1 a, give R12:up a, give R13:up a, move S17, done, give M3 a, move S17, give "
        "A0 a, give M1 r, move S2, done r, pick A3, pick M1, pick R13, pick A0, pick A3, pick M2, give M1 a, give "
        "R13:up a, move S21, give A3 a, done, give A0 a, give A3 a, give M2 r, move S4, done, give A1 a, give M1 r, "
        "give R23:up r, move S11, done a, give M2 a, move S24, give A1 a, give A1 a, done, pick A1, pick M2, pick "
        "M3, pick A1, pick R12, pick R13, give M2 a, move S25, give A1 a, give M3 r, move S6, done a, give R12:up "
        "a, give R13:up a, move S21, give A1 a, done, pick A0, pick M1, pick M3, pick A1, pick M2, pick M3, give M2 "
        "a, move S24, give A1 a, give M3 r, move S16, done r, give A0 a, give M1 r, give M3 r, move S16, done, pick "
        "M1, pick M2, pick R23, pick A0, pick A2, pick M2, give M1 a, give M2 a, give R23:up r, deduct, tent, done"
    ),
    11: (
        "pick A1, pick A3, pick M3, pick A1, pick M3, pick R23, give M3 a, move S2, tent, give A1 a, give A3 r, "
        "done, give M3 a, deduct, move S1, tent, give A1 a, give R23:up r, move S1, done, pick M2, pick M2, pick "
        "M2, pick A1, pick M1, pick M3, give M1 a, give M3 a, move S6, give A1 a, done, give M2 a, give M2 a, give "
        "M2 a, move S14, done, pick A1, pick M1, pick R23, pick M1, pick M1, pick M1, give M1 a, move S16, give A1 "
        "a, give R23:up r, move S2, done, give M1 a, give M1 a, give M1 a, move S14, done, pick M1, pick M1, pick "
        "M1, pick M2, pick M2, pick R12, give M2 a, give M2 a, move S17, give R12:up r, move S2, done r, give M1 r, "
        "give M1 r, give M1 r, move S6, done, pick A2, pick M1, pick M3, pick A0, pick A3, pick M2, give A2 a, give "
        "M1 r, give M3 r, move S16, done a, give M2 a, move S21, give A0 a, give A3 a, done, give M1 a, give R13:up "
        "a, move S24, give A2 a, done, give R12:up a, give A0 a, give R13:up r, tent, done, pick M1, pick M1, pick "
        "M3, pick M1, pick R12, pick R13, give M1 a, give M1 a, give M3 a, move S21, done a, give M1 a, give R12:up "
        "a, move S25, give R13:up r, move S4, done, pick A1, pick M1, pick M2, pick M1, pick M2, pick M3, give M1 "
        "r, give M2 r, give M3 r, move S16, done r, give A1 a, give M1 r, give M2 r, move S17, done, pick A3, pick "
        "M1, pick M3, pick A0, pick A1, pick A1, give A3 a, give M1 r, give M3 r, move S24, done a, give A0 a, give "
        "A1 a, give A1 a, done, pick A0, pick R12, pick R13, pick A2, pick M1, pick M2, give M1 a, give A2 a, give "
        "M2 r, tent, done a, give R12:up a, give R13:up a, give A0 a, done, pick A2, pick M1, pick R23, pick A3, "
        "pick M1, pick M2, give M1 a, give R23:down a, move S16, give A2 r, done, give M1 a, give M2 a, move S26, "
        "give A3 a, done"
    ),
    20: (
        "pick A3, pick M2, pick M3, pick A1, pick M1, pick R23, give R23:up a, move S1, tent, give A1 a, give M1 r, "
        "move S1, done, give M3 a, move S2, tent, give A3 a, give M2 r, move S2, done a, pick M1, pick M1, pick "
        "R23, pick M1, pick M2, pick R12, give M1 a, give M1 a, give R23:up a, move S11, done, give M1 a, give M2 "
        "a, give R12:up a, move S6, done, pick A2, pick M1, pick M3, pick A2, pick M1, pick M3, give M1 a, give M3 "
        "a, move S16, give A2 a, done, give M3 a, move S16, give A2 a, give M1 r, move S4, done, pick A1, pick M1, "
        "pick M2, pick A3, pick M1, pick M2, give M1 a, give M2 a, move S17, give A1 a, done, give M1 a, give M2 a, "
        "move S17, give A3 a, done, pick A1, pick M2, pick R12, pick A0, pick A1, pick M2, give M2 a, move S21, "
        "give A0 a, give A1 a, done, give M2 a, give R12:down a, move S19, give A1 a, done a, give A0 a, give M1 r, "
        "give R13:up r, move S6, done, give R13:down a, move S17, give M1 r, give M3 r, move S6, done r, pick A3, "
        "pick M1, pick M3, pick A1, pick M2, pick R23, give A1 a, give M2 r, give R23:up r, move S16, done, give A3 "
        "a, give M1 r, give M3 r, move S16, done, pick M2, pick M2, pick R12, pick M1, pick M3, pick R12, give M2 "
        "r, give M2 r, give R12:up r, move S21, done, give M1 a, give R12:up a, give M3 r, move S17, done, pick A1, "
        "pick M2, pick R23, pick A0, pick A1, pick A3, give A0 a, give A3 a, give A1 r, done, give M2 a, deduct, "
        "give A1 a, give R23:up r, tent, done, pick A1, pick M1, pick M3, pick M1, pick M2, pick M3, give M1 r, "
        "give M3 r, move S25, give A1 r, done, give M1 a, give M2 r, give M3 r, deduct, move S21, tent, done, pick "
        "A0, pick A2, pick R13, pick A2, pick M1, pick M1, give M1 a, give M1 a, deduct, give A2 a, done, give "
        "R13:down a, move S13, give A0 a, give A2 r, done, give M1 a, give M1 a, give M1 a, move S16, done, give M1 "
        "a, give M2 a, give R13:up a, deduct, deduct, done, pick M2, pick M3, pick R13, pick A0, pick A1, pick A3, "
        "give A0 a, give A3 a, give A1 r, done, give M2 r, give M3 r, give R13:down r, move S16, done, pick A1, "
        "pick A1, pick A3, pick M1, pick M3, pick M3, give A1 a, give A1 a, give A3 r, done, give M1 a, give M3 a, "
        "give M3 a, deduct, move S25, done, pick A2, pick M1, pick M2, pick M2, pick R12, pick R13, give M2 r, give "
        "R12:down r, give R13:down r, move S12, done r, give M1 a, give M2 a, move S17, give A2 a, done, pick A0, "
        "pick M1, pick M1, pick A2, pick M2, pick M2, give M1 a, give M1 a, move S21, give A0 a, done, give M2 a, "
        "give M2 a, deduct, deduct, give A2 a, done, pick M1, pick M1, pick R12, pick A1, pick M1, pick R23"
    ),
}.items()}


def _bots(seed: int, n: int, about: str) -> Position:
    """The first `n` moves of the bots' game of `seed`."""
    return Position(2, seed, GAMES[seed][:n], about)


FIRST = {"first_player": "0"}
POSITIONS: dict[str, Position] = {
    "start": Position(2, 7, ("pick M3", "pick M3", "pick A3"),
                      "round 1: both climbers at base camp; seat 1 has chosen, seat 0 chooses 3 of its 6 cards"),
    "last_choice": _bots(0, 71, "round 5: seat 0 chooses from its last 6 cards; the 3 it keeps are played in round 6"),
    "risk": Position(2, 61, ("pick R12", "pick R23", "pick A1"),
                     "the guide's first risk example: seat 1 has chosen rope 1/2, rope 2/3 and A1 (movement 3); "
                     "seat 0 holds rope 1/2, move 3 and A1", options=FIRST),
    "risk_paid": Position(2, 61, ("pick R12", "pick R23", "pick A1", "pick R12", "pick M3", "pick A1"),
                          "4 against 3: seat 0 took a risk token and gives its cards", options=FIRST),
    "tie": Position(2, 303, ("pick M1", "pick M3", "pick M3", "pick R23", "pick M2", "pick M3"),
                    "the guide's second risk example, 7 against 7: nobody takes a token; seat 0 climbs from base camp",
                    options=FIRST),
    "full": _bots(0, 41, "seat 0 gives its cards; a full space lies on the way up, to pass through but not to stop on"),
    "accl": _bots(1, 80, "seat 0 gives its cards; an acclimatization card would lift a climber above 6"),
    "rope": _bots(0, 180, "seat 0 gives its cards; a rope's down value takes a climber down"),
    "tent": _bots(2, 141, "seat 0 gives its cards; a climber on a red space may pitch its tent there"),
    "summit": _bots(11, 175, "seat 0 gives its cards; a climber may touch the summit"),
    "danger": _bots(20, 259, "seat 0 gives its cards; today's check kills one of its climbers unless it acts"),
    "over": _bots(0, 273, "the game is over: a tie on points, broken by who first reached the highest space"),
}


def game(name: str, options: dict[str, Any] | None = None) -> Game:
    """The position `name` as a new game (options added to the position's own)."""
    return replay("k2", "K2", POSITIONS, name, options, mover=-1)


def seats(name: str, bot: str = "bot:normal") -> list[str]:
    """Seats for a board of this position: the student at the deciding seat, bots elsewhere."""
    return student_seats(POSITIONS[name], bot)
