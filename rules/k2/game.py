"""K2Game: K2's rules bound to the shared protocol."""

from __future__ import annotations

from typing import Any, ClassVar

from ..errors import BadOption
from ..events import Event
from ..game import Action, Game
from ..i18n import CORE, Catalog
from ..moves import Rulebook, RulebookRules
from ..options import Option, OptionSet
from ..rng import Rng
from . import engine, notation, text, view
from .bots import BOTS
from .moves import RULEBOOK
from .state import OVER, K2State

CATALOG = Catalog.from_package("rules.k2", parent=CORE)


def _help(name: str) -> str:
    """An option's help in English; the in-game help shows it in the player's language (messages.json)."""
    return CATALOG.render(f"option.{name}", "en")


OPTIONS = OptionSet(
    Option("board", "summer", _help("board"), choices=("summer", "winter")),
    Option("weather", "summer", _help("weather"), choices=("summer",),
           unavailable=(("winter", "the six winter weather tiles have not been transcribed yet; play with "
                                   "weather='summer' (BGA uses only the summer tiles)"),)),
    Option("risk_choice", "lowest", _help("risk_choice"), choices=("lowest", "choose")),
    Option("relaxed_capacity", False, _help("relaxed_capacity"), players=(5,)),
    Option("rescue", False, _help("rescue"), provisional=True),
    Option("first_player", "random", _help("first_player"), choices=("random", "0", "1", "2", "3", "4")),
)


class K2Game(RulebookRules, Game):
    id = "k2"
    stats_module = "rules.k2.stats"  # the result card's statistics
    max_actions = 3_000  # 18 rounds: 5 players' games take about 740 decisions
    player_counts = (1, 2, 3, 4, 5)
    default_players = 2
    option_set = OPTIONS
    bots: ClassVar[dict[str, Any]] = BOTS
    words: ClassVar[Any] = text
    catalog: ClassVar[Catalog] = CATALOG
    rulebook: ClassVar[Rulebook] = RULEBOOK

    state: K2State

    def _setup(self, rng: Rng) -> list[Event]:
        opts = self.options
        choice = opts["first_player"]
        if choice != "random" and int(choice) >= self.players:
            raise BadOption(f"option 'first_player' names seat {choice}, but there are {self.players} players")
        self.state = K2State(players=self.players, rng=rng)
        drawn = rng.below(self.players)  # always drawn, so a seed deals the same cards whoever starts
        return engine.setup(self.state, opts, drawn if choice == "random" else int(choice))

    def _to_act(self) -> list[int]:
        return engine.to_act(self.state)

    def _decision(self) -> str:
        return self.state.phase

    def _observe(self, seat: int | None) -> dict[str, Any]:
        return view.observe(self.state, seat, self.options)

    def _result(self) -> dict[str, Any] | None:
        st = self.state
        if st.phase != OVER:
            return None
        scores = [sum(c.score for c in cs) for cs in st.climbers]

        def key(seat: int) -> tuple[int, int, int]:
            # tie-break: who first reached the highest space (only a climber's current record counts)
            top = max(c.score for c in st.climbers[seat])
            when = min(c.best_time for c in st.climbers[seat] if c.score == top)
            return (-scores[seat], -top, when)

        keys = [key(s) for s in range(self.players)]
        ranking = sorted(range(self.players), key=lambda s: (keys[s], s))
        ranks = [1 + sum(1 for other in keys if other < mine) for mine in keys]
        winners = [s for s in ranking if ranks[s] == 1]
        return {"scores": scores, "ranking": ranking, "ranks": ranks, "winners": winners,
                "rounds": st.round, "summits": [sum(c.score == 10 for c in cs) for cs in st.climbers],
                "deaths": [sum(not c.alive for c in cs) for cs in st.climbers]}

    @classmethod
    def format_action(cls, action: Action) -> str:
        return notation.format_action(action)

    @classmethod
    def _parse_notation(cls, text_: str) -> Action:
        return notation.parse_action(text_)

    # ---- hidden information ------------------------------------------------------------
    @classmethod
    def _sample_world(cls, observation: dict[str, Any], rng: Rng) -> K2Game:
        world = cls(players=observation["players"], seed=0, options=observation["options"])
        world.state = view.sample_state(observation, rng)
        world.setup_events = []
        return world
