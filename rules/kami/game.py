"""KamiGame: Kami's rules bound to the shared protocol."""

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
from .moves import RULEBOOK
from .state import OVER, REDEAL, KamiState

CATALOG = Catalog.from_package("rules.kami", parent=CORE)


def _help(name: str) -> str:
    """An option's help in English; the in-game help shows it in the player's language (messages.json)."""
    return CATALOG.render(f"option.{name}", "en")


OPTIONS = OptionSet(
    Option("mode", "warrior", _help("mode"), choices=("warrior", "lord", "god")),
    Option("target", 15, _help("target"), minimum=1, maximum=99),
    Option("soldier_redeal", True, _help("soldier_redeal"), players=(4,)),
    Option("leftover_peek", True, _help("leftover_peek"), players=(3,)),
    Option("empress_last_card", False, _help("empress_last_card"), provisional=True),
    Option("mercenaries_per_turn", 1, _help("mercenaries_per_turn"), minimum=0, maximum=2, provisional=True,
           players=(2,)),
    Option("lone_empress", "refuse", _help("lone_empress"), choices=("refuse", "attack"), provisional=True,
           players=(2,)),
    Option("next_leader", "winner", _help("next_leader"), choices=("winner", "clockwise"), provisional=True),
)


class KamiGame(RulebookRules, Game):
    id = "kami"
    stats_module = "rules.kami.stats"  # the result card's statistics
    max_actions = 30_000  # the longest measured: god mode to 99 points, 13,331 decisions between random bots
    player_counts = (2, 3, 4)
    default_players = 2
    option_set = OPTIONS
    bots: ClassVar[dict[str, Any]] = BOTS
    words: ClassVar[Any] = text
    catalog: ClassVar[Catalog] = CATALOG
    rulebook: ClassVar[Rulebook] = RULEBOOK

    state: KamiState

    def _setup(self, rng: Rng) -> list[Event]:
        self.state = KamiState(players=self.players, rng=rng)
        self.state.scores = [0] * (2 if self.players == 4 else self.players)
        leader = rng.below(self.players)  # round 1 leader is drawn
        return engine.deal(self.state, self.options, leader, new_round=True)

    @property
    def is_over(self) -> bool:
        return self.state.phase == OVER  # the test _result starts with, without a call to build no result

    def _to_act(self) -> list[int]:
        return engine.to_act(self.state)

    def _play(self, seat: int, action: Action) -> list[Event]:
        # every Kami move plays through engine.play and nothing settles after it: the hot path skips the rulebook
        return engine.play(self.state, seat, action, self.options)

    def _decision(self) -> str:
        """The round's redeal, or the turn's step (lead, respond, attack)."""
        return REDEAL if self.state.phase == REDEAL else self.state.step

    def _observe(self, seat: int | None) -> dict[str, Any]:
        return view.observe(self.state, seat, self.options)

    def _result(self) -> dict[str, Any] | None:
        st = self.state
        if st.phase != OVER:
            return None
        scores = [st.scores[st.side(s)] for s in range(st.players)]
        winners = [s for s in range(st.players) if st.side(s) == st.winner_side]
        others = sorted((s for s in range(st.players) if s not in winners), key=lambda s: (-scores[s], s))
        return {"scores": scores, "ranking": winners + others, "winners": winners, "rounds": st.round}

    @classmethod
    def format_action(cls, action: Action) -> str:
        return notation.format_action(action)

    @classmethod
    def _parse_notation(cls, text_: str) -> Action:
        return notation.parse_action(text_)

    # ---- hidden information ------------------------------------------------------
    @classmethod
    def _sample_world(cls, observation: dict[str, Any], rng: Rng) -> KamiGame:
        world = cls(players=observation["players"], seed=0, options=observation["options"])

        def playable(st: KamiState) -> bool:
            world.state = st
            return bool(world._legal(st.turn))

        world.state = view.sample_state(observation, rng, playable)
        world.setup_events = []
        return world
