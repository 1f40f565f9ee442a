"""NangaParbatGame: Nanga Parbat's rules bound to the shared protocol."""

from __future__ import annotations

from typing import Any, ClassVar

from ..events import Event
from ..game import Action, Game
from ..i18n import CORE, Catalog
from ..moves import Rulebook, RulebookRules
from ..options import Option, OptionSet
from ..rng import Rng
from . import engine, notation, text, view
from .bots import BOTS
from .moves import RULEBOOK, TURN
from .state import GUIDE, OVER, NangaState

CATALOG = Catalog.from_package("rules.nanga_parbat", parent=CORE)


def _help(name: str) -> str:
    """An option's help in English; the in-game help shows it in the player's language (messages.json)."""
    return CATALOG.render(f"option.{name}", "en")


OPTIONS = OptionSet(
    Option("first_player", "random", _help("first_player"), choices=("random", "0", "1")),
    Option("same_species_points", "9,8,7,6,4", _help("same_species_points"), provisional=True),
    Option("empty_region", "any_region", _help("empty_region"), choices=("any_region", "next_region"),
           provisional=True),
    Option("between_region_links", "spec", _help("between_region_links"), choices=("spec", "confirmed_only"),
           provisional=True),
    Option("track_length", 60, _help("track_length"), minimum=30, maximum=200, provisional=True),
    Option("end_rule", "each", _help("end_rule"), choices=("each", "both"), provisional=True),
)


class NangaParbatGame(RulebookRules, Game):
    id = "nanga_parbat"
    stats_module = "rules.nanga_parbat.stats"  # the result card's statistics
    # games take about 140 (random players) to 280 (bots) decisions; a cancelled choice leaves the log
    max_actions = 2_000
    player_counts = (2,)
    default_players = 2
    option_set = OPTIONS
    hidden_information = False  # every piece is public once the animals are placed
    bots: ClassVar[dict[str, Any]] = BOTS
    words: ClassVar[Any] = text
    catalog: ClassVar[Catalog] = CATALOG
    rulebook: ClassVar[Rulebook] = RULEBOOK

    state: NangaState

    def _setup(self, rng: Rng) -> list[Event]:
        self.state = NangaState(rng=rng)
        drawn = rng.below(2)  # always drawn, so a seed lays out the same animals whatever the option
        choice = self.options["first_player"]
        return engine.setup(self.state, self.options, drawn if choice == "random" else int(choice))

    def _to_act(self) -> list[int]:
        return engine.to_act(self.state)

    def _decision(self) -> str:
        """The guide's placement, a turn, or the open claim's or power's picks."""
        st = self.state
        if st.phase == GUIDE:
            return GUIDE
        return st.pending[-1]["kind"] if st.pending else TURN

    def _play(self, seat: int, action: Action) -> list[Event]:
        # every move plays through engine.play, which settles the turn itself
        return engine.play(self.state, seat, action, self.options)

    def _observe(self, seat: int | None) -> dict[str, Any]:
        return view.observe(self.state, seat, self.options)

    def _result(self) -> dict[str, Any] | None:
        st = self.state
        if st.phase != OVER:
            return None
        scores = list(st.scores)
        draw = scores[0] == scores[1]  # the track never lets two markers share a space but 0
        ranking = sorted((0, 1), key=lambda s: (-scores[s], s))
        return {"scores": scores, "ranking": ranking, "winners": [] if draw else [ranking[0]], "draw": draw,
                "ranking_tiebreak": "seat order (a draw)" if draw else None}

    @classmethod
    def format_action(cls, action: Action) -> str:
        return notation.format_action(action)

    @classmethod
    def _parse_notation(cls, text_: str) -> Action:
        return notation.parse_action(text_)

    def apply(self, seat: int, action: Action | str) -> list[Event]:
        events = super().apply(seat, action)
        self._forget_cancelled_choice()
        return events

    def _forget_cancelled_choice(self) -> None:
        """A claim or power opened and then cancelled changed nothing (the board changes only when a choice
        resolves), so once the player decides something else it leaves the action log: backing out again and
        again never grows the log or a save. A cancel stays only while it is the last action, which is what the
        table reads back after each move."""
        log = self.actions
        if len(log) < 3 or log[-1][1] == "cancel" or log[-2][1] != "cancel":
            return
        start = len(log) - 3
        while log[start][1].startswith("pick "):
            start -= 1
        del log[start:-1]  # from the opening 'claim ...' / 'power ...' to the cancel

    # ---- perfect information ---------------------------------------------------------
    @classmethod
    def _sample_world(cls, observation: dict[str, Any], rng: Rng) -> NangaParbatGame:
        """The position an observation shows (nothing is hidden), for bots and what-if analysis."""
        world = cls(players=2, seed=0, options=observation["options"])
        world.state = view.sample_state(observation, rng)
        world.setup_events = []
        return world
