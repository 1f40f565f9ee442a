"""Named Arnak positions for the teaching notebook, each built only through the public protocol.

A position is a game's first moves, in notation, up to the moment a rule shows; `game(name)` replays them with
`rules.new_game` and `apply`, so every position is a real game that a board can load and a student can play on.
`GAMES` keeps three games of greedy bots (seat s of seed n: rules.bots.make_bot("arnak", "greedy", 10 * n + s),
seat 0 starting), up to the last move a position needs; each position is the first moves of one, with seat 0, the
student, to decide (or the whole game, over). tests/test_arnak_notebook.py checks that each position still shows
what its `about` says.

    g = game("temple")             # seat 0's magnifying glass is in the Lost Temple: temple tiles to buy
    g.legal_actions(0)             # ..., temple 1, pass
"""

from __future__ import annotations

from typing import Any

from ..game import Game
from ..positions import Position, replay, student_seats

# (seed, temple side) -> the game's moves in notation
GAMES: dict[tuple[int, str], tuple[str, ...]] = {key: tuple(text.split(", ")) for key, text in {
    (12, "bird"): (
        "dig c4a, play explorecar, play exploreship, play fundcar, pay fear, dig c3a, play explorecar, play "
        "exploreship, play fundcar, play fundship, pay fear, research 2, research 1, dig c2a, plane, buy I12, pass, "
        "pass, play I12, dig_or_discover s1, idol 1, play exploreship, play fundcar, play fundship, exile hand:fear, "
        "buy A12, play explorecar, play exploreship, play fundcar, play fundship, study 4/0, order bonus, research 3, "
        "order bonus, skip, buy A26, camp c3a, option 0, discover s8, plane, exile play:fear, end, research 5, "
        "research 5, idol 1, dig c2a, pay fear, research 8, order bonus, play explorecar, research 6, order bonus, "
        "buy A21, supply_use 1, buy A16, option 1, buy I29, pass, research 9, play explorecar, play fundship, dig "
        "c4a, pay exploreship, discard fear, dig s8, pay A12, research 9, research 11, order bonus, dig s1, pay A21, "
        "discover s2, pay A16, play fundcar, end, research 10, order bonus, research 12, idol 0, play I29, play "
        "fundcar, research 14, bonus coin, buy I28, pass, pass, keep I12, discard_rest, dig s8, play explorecar, pay "
        "fundship, dig c4a, play explorecar, play exploreship, pay fear, discard fear, research 12, research 2, "
        "recruit 1, assistant 1, play I12, dig_or_discover s4, end, buy I5, overcome s8, pay fear, boon 5, exile "
        "play:fear, end, dig s2, pay A26, play I28, skip, end, overcome s2, pass, pass, keep A12, discard_rest, dig "
        "c4a"
    ),
    (21, "snake"): (
        "dig c4a, play explorecar, play exploreship, play fundcar, pay fear, dig c2a, play explorecar, play "
        "exploreship, play fundcar, play fundship, pay fear, research 2, research 1, dig c3a, plane, buy I19, buy "
        "I32, dig c0a, plane, buy A22, pass, pass, dig c3a, play explorecar, play exploreship, play fundcar, pay "
        "fear, dig c4a, play I32, play fundcar, pay fear, discard fundship, research 3, order bonus, research 2, "
        "recruit 11, end, discover s6, pay I19, plane, idol 2, buy I39, end, research 6, order bonus, exile "
        "hand:fear, play fundship, dig c1a, pay A22, end, buy I24, assistant 11, skip, pass, buy I30, pass, dig s6, "
        "pay fear, play explorecar, play exploreship, play I39, pay fear, play fundcar, assistant 11, skip, play I19, "
        "purchase I35, research 5, order bonus, dig c1a, pay fear, discover s11, plane, plane, idol 3, idol 1, exile "
        "play:fear, dig c2a, pay fear, research 4, exile play:fear, research 1, recruit 2, assistant 2, pass, play "
        "I24, buy A35, pass, keep I30, discard_rest, dig c2a, play fundcar, play explorecar, play exploreship, "
        "assistant 2, pay fundship, discover s7, play I32, play explorecar, play exploreship, play fundship, "
        "assistant 11, skip, pay A22, skip, end, dig s6, pay I30, plane, buy A11, study 7, order bonus, end, overcome "
        "s6, pay I35, research 7, end, pass, overcome s7, pay fear, boon 5, exile play:fear, assistant 11, end"
    ),
    (98, "bird"): (
        "dig c4a, play explorecar, play exploreship, play fundcar, pay fear, dig c3a, play exploreship, play fundcar, "
        "play fundship, pay fear, research 2, research 1, dig c2a, plane, buy I37, buy I34, dig c1a, pay fear, pass, "
        "buy A19, supply_use 4, buy I10, buy I15, pass, dig c4a, play I15, play explorecar, play exploreship, pay "
        "I10, dig c3a, play exploreship, play fundcar, play fundship, pay fear, research 3, order bonus, research 4, "
        "order bonus, discover s7, plane, idol 3, discover s3, plane, idol 1, exile play:fear, research 5, research "
        "5, research 2, recruit 9, assistant 9, research 2, recruit 10, buy A29, assistant 10, purchase A21, "
        "supply_use 3, buy I26, buy I7, pass, pass, keep I34, discard_rest, play I7, play explorecar, dig_or_discover "
        "c2a, dig s3, play fundcar, play fundship, assistant 9, research 6, order bonus, research 7, order bonus, "
        "exile hand:fear, discover s6, pay I34, upgrade tablet, option 1, purchase I3, end, dig c4a, pay A19, "
        "assistant 10, idol 3, purchase I25, research 9, pass, buy I14, buy A22, skip, pass, dig c4a, play "
        "exploreship, assistant 9, discard fear, dig s7, play exploreship, play fundcar, pay fundship, research 10, "
        "order bonus, play I15, research 9, dig c3a, pay I10, buy A14, exile hand:fear, activate c2, research 12, "
        "research 11, order bonus, buy A9, dig s3, pay A21, play I26, play explorecar, research 13, research 14, "
        "bonus coin, play I3, play I37, play I25, take I27, pass, play I27, exile play:fear, assistant 10, purchase "
        "A15, guardian s7, pass, keep A29, discard_rest, keep I34, discard_rest, dig c4a, play explorecar, boon 15, "
        "discard fear, dig c1a, assistant 9, end, play I34, discard fear, exile hand:fear, discover s1, pay fundcar, "
        "play fundship, end, research 14, temple 2, end, play I7, dig_or_discover c2a, buy I33, end, play A21, "
        "supply_use 3, pass, temple 2, pass"
    ),
}.items()}


def _first(seed: int, temple: str, moves: int, about: str) -> Position:
    return Position(2, seed, GAMES[seed, temple][:moves], about, options={"temple": temple, "first_player": "0"})


POSITIONS: dict[str, Position] = {
    "bonus": _first(12, "bird", 50, "round 2: seat 0 may research space 6, where a bonus tile still lies"),
    "artifact_bought": _first(12, "bird", 25, "round 2: seat 0 can buy the Inscribed Blade, an artifact, with 2 "
                              "compasses"),
    "artifacts_in_hand": _first(12, "bird", 58, "round 3: seat 0 holds two artifacts and 1 tablet"),
    "temple": _first(12, "bird", 97, "round 4: seat 0's magnifying glass is in the Lost Temple (first to arrive); "
                     "it may buy a temple tile"),
    "boon": _first(12, "bird", 120, "round 5: seat 0 pays a boot to dig at Camp 5 and holds a guardian whose boon "
                   "is unused"),
    "level2": _first(21, "snake", 71, "Snake Temple, round 3: seat 0 has 6 compasses and 4 coins and may discover a "
                     "level II site"),
    "rescue": _first(21, "snake", 124, "Snake Temple, round 4: seat 0's magnifying glass may enter row 4, the "
                     "rescue space, for its one idol"),
    "tie": _first(98, "bird", 160, "the game is over, 46 points each: both magnifying glasses reached the Lost "
                  "Temple, seat 1's first"),
}


def game(name: str, options: dict[str, Any] | None = None) -> Game:
    """The position `name` as a new game (options added to the position's own)."""
    return replay("arnak", "Arnak", POSITIONS, name, options)


def seats(name: str, bot: str = "bot:rule") -> list[str]:
    """Seats for a board of this position: the student at seat 0, the bot at the other."""
    return student_seats(POSITIONS[name], bot)
