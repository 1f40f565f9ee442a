"""ArnakGame: Lost Ruins of Arnak bound to the shared protocol."""

from __future__ import annotations

from typing import Any, ClassVar

from ..errors import BadOption
from ..events import Event
from ..game import Action, Game
from ..i18n import CORE, Catalog, package_json
from ..moves import Rulebook, StackRules
from ..options import Option, OptionSet
from ..rng import Rng
from . import engine, notation, text, view
from .actions import MOVES
from .bots import BOTS
from .state import ArnakState

OPTIONS = OptionSet(
    Option("temple", "bird", "the research track: the Bird Temple (BGA's default) or the Snake Temple side",
           choices=("bird", "snake")),
    Option("first_player", "random", "who starts: drawn from the seed, or a seat number",
           choices=("random", "0", "1", "2", "3")),
    Option("fear_tiles", False, "the physical rule: once the 19 Fear cards run out, take a fear tile (-2 points) "
           "instead (BGA's Fear supply never runs out)"),
)


def _catalog() -> Catalog:
    tables: dict[str, dict[str, str]] = {"en": {}, "ja": {}}
    for name in ("names.json", "messages.json", "stats.json"):
        part = package_json("rules.arnak", name)
        for lang in tables:
            tables[lang].update(part[lang])
    return Catalog(tables, parent=CORE)


class ArnakGame(StackRules, Game):
    id = "arnak"
    # games take about 250 (bots) to 320 (random players, 4 seats) decisions; cancels stay in the log
    max_actions = 10_000
    player_counts = (2, 3, 4)
    default_players = 2
    option_set = OPTIONS
    bots: ClassVar[dict[str, Any]] = BOTS
    # the easy level is the game's own (rules/arnak/bots.py: the greedy plan with slips)
    catalog: ClassVar[Catalog] = _catalog()
    rulebook: ClassVar[Rulebook] = Rulebook(MOVES)
    words: ClassVar[Any] = text

    state: ArnakState

    def _setup(self, rng: Rng) -> list[Event]:
        choice = self.options["first_player"]
        if choice != "random" and int(choice) >= self.players:
            raise BadOption(f"option 'first_player' names seat {choice}, but there are {self.players} players")
        drawn = rng.below(self.players)
        self.state, events = engine.setup(self.players, self.options["temple"],
                                          drawn if choice == "random" else int(choice), rng)
        return events

    def _to_act(self) -> list[int]:
        top = self.state.top
        if top is not None and top["kind"] == "keep":  # the round end's keep: every player asked at once
            return list(top["waiting"])
        return super()._to_act()

    def _settle(self) -> list[Event]:
        return engine.advance(self)

    def _observe(self, seat: int | None) -> dict[str, Any]:
        return view.observe(self.state, seat, self.options)

    def _result(self) -> dict[str, Any] | None:
        return engine.result(self.state)

    def statistics(self) -> list[dict[str, int]]:
        """Board Game Arena's 53 statistics per seat (rules/arnak/stats.py), from the action log."""
        from . import stats  # here: a cold start in Pyodide needs no statistics

        return stats.statistics(self)

    def sheets(self) -> list[dict[str, int]]:
        """The score sheet counted now: every fact it counts is on the table (owned cards are public)."""
        return [engine.score_sheet(self.state, p) for p in self.state.players]

    @classmethod
    def format_action(cls, action: Action) -> str:
        return notation.format_action(action)

    @classmethod
    def _parse_notation(cls, text_: str) -> Action:
        return notation.parse_action(text_)

    @classmethod
    def _sample_world(cls, observation: dict[str, Any], rng: Rng) -> ArnakGame:
        """A full game consistent with what one seat sees (for bots and tests); its action log is empty."""
        game = cls.__new__(cls)
        game.players = len(observation["players"])
        game.seed = 0
        game.options = dict(observation["options"])
        game.actions = []
        game.setup_events = []
        game.state = view.sample_state(observation, rng)
        return game
