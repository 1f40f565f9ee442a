"""Kami's actions, each a Move with one `check`: the legal list and every refusal's reason come from it.

The decision in progress is the round's redeal (4 players: keep or reshuffle a soldier-heavy hand) or a turn's step:
the leader hides a card face down ("lead"), the next players counter the attack or pass ("respond"), then the player
on turn attacks face up ("attack"). A card comes from the hand or, with 2 players, from the top of a mercenary stack
("merc": the stack's number, from 1 as on the board).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from ..errors import quote
from ..events import Event
from ..i18n import Msg
from ..moves import Action, DecisiveMove, Move, Rulebook
from .cards import CAN_COUNTER, CARDS, EMPRESS
from .engine import (
    CODE,
    KIND_OF,
    attack_forced,
    attack_ok,
    can_place,
    empress_may_attack,
    fallback,
    lead_hides,
    lone_locked_empress,
    placement_ok,
    play,
    sources,
    surely_attacks,
)
from .state import ATTACK, LEAD, REDEAL

Source = tuple[int, int]  # (kind, stack): stack -1 is the hand, else a mercenary stack's index


def card_name(code: str) -> Msg:
    return Msg(f"card.{code}")


def _action(move: str, kind: int, stack: int) -> Action:
    action: Action = {"type": move, "card": CODE[kind]}
    if stack >= 0:
        action["merc"] = stack + 1  # players number the stacks from 1
    return action


def _source(g: Any, seat: int, action: Action) -> Source | Msg:
    """Where the action's card comes from, or why it cannot come from there."""
    st, opts = g.state, g.options
    kind = KIND_OF.get(action["card"])
    if kind is None:
        return Msg("error.malformed", {"detail": f"unknown card {quote(action['card'])}"})
    if "merc" not in action:
        return (kind, -1) if st.hands[seat][kind] else Msg("why.not_in_hand", {"card": card_name(CODE[kind])})
    if st.players != 2:
        return Msg("why.no_mercs")
    number = action["merc"]
    if not 1 <= number <= len(st.mercs) or not st.mercs[number - 1]:
        return Msg("why.no_such_merc", {"stack": number})
    top = st.mercs[number - 1][-1]
    if top != kind:
        return Msg("why.merc_shows", {"stack": number, "card": card_name(CODE[top])})
    if st.mercs_used >= opts["mercenaries_per_turn"]:
        return Msg("why.merc_limit", {"limit": opts["mercenaries_per_turn"]})
    return kind, number - 1


def _stuck(g: Any, seat: int, kind: int, stack: int, countered: bool) -> Msg:
    """Why a card that could be placed may not be: what it would leave cannot attack (only the Empress's lock
    ever forbids an attack card, so that lock is the reason)."""
    rest = list(g.state.hands[seat])
    if stack < 0:
        rest[kind] -= 1
    if lone_locked_empress(g.state, seat, rest, g.options, countered):
        return Msg("why.lone_empress")
    return Msg("why.no_attack_after")


def _leader_can_hide(g: Any, seat: int) -> bool:
    hand = g.state.hands[seat]
    # (a hand that surely keeps an attack whatever it hides, Placement.all_pass, needs no search)
    return surely_attacks(sum(hand) - 1, hand[EMPRESS]) or lead_hides(g.state, g.options) is not None


def _hire(g: Any, mercs_used: int) -> bool:
    return mercs_used < g.options["mercenaries_per_turn"]


class KamiMove(DecisiveMove):
    """A card placed: its check finds where the card comes from (`_source`), then `judge` rules on that card. The
    legal list asks `judge` of every card the seat could place (`sources`), so one rule decides both (and the
    candidates only leave out cards it refuses)."""

    fields: ClassVar = {"card": str}
    optional: ClassVar = {"merc": int}

    def sources(self, game: Any, seat: int) -> Iterable[Source]:
        """The cards the seat could place for this move: held, or on top of a stack within the turn's mercenaries."""
        return sources(game.state, game.state.hands[seat], _hire(game, game.state.mercs_used))

    def judge(self, game: Any, seat: int, kind: int, stack: int) -> Msg | None:
        raise NotImplementedError

    def all_pass(self, game: Any, seat: int) -> bool:
        """True where every card of `sources` surely passes `judge`: the legal list's shortcut, proved by the
        judgement's own first test (tests compare the two, card by card)."""
        return False

    def candidates(self, game: Any, seat: int) -> Iterable[Action]:
        return (_action(self.name, kind, stack) for kind, stack in self.sources(game, seat))

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        source = _source(game, seat, action)
        return source if isinstance(source, Msg) else self.judge(game, seat, *source)

    def legal(self, game: Any, seat: int) -> list[Action]:
        name = self.name
        if self.all_pass(game, seat):
            return [_action(name, kind, stack) for kind, stack in self.sources(game, seat)]
        return [_action(name, kind, stack) for kind, stack in self.sources(game, seat)
                if self.judge(game, seat, kind, stack) is None]

    def play(self, game: Any, seat: int, action: Action) -> list[Event]:
        return play(game.state, seat, action, game.options)



class Placement(KamiMove):
    """A card placed in the defence row, face down (hide) or up (counter): the turn's attack must still follow."""

    def all_pass(self, game: Any, seat: int) -> bool:
        # whichever card is placed, three or more stay in the hand, not all of them Empresses: an attack is left
        # (`placement_ok`'s first test; the candidates are cards held, or shown within the turn's mercenaries)
        hand = game.state.hands[seat]
        return surely_attacks(sum(hand) - 1, hand[EMPRESS])


class Hide(Placement):
    """The leader's card face down: any card, as long as the turn can still end with a legal attack."""

    name = "hide"
    frames = (LEAD,)

    def judge(self, game: Any, seat: int, kind: int, stack: int) -> Msg | None:
        st, opts = game.state, game.options
        if stack < 0 and sum(st.hands[seat]) == 1:
            return Msg("why.last_card_attacks")
        if placement_ok(st, opts, -1, kind, stack):
            return None
        # the former reading: when no card can be hidden normally, a locked Empress left alone may attack
        if fallback(opts) and not can_place(st, opts, -1) and placement_ok(st, opts, -1, kind, stack, forced=True):
            return None
        return _stuck(game, seat, kind, stack, st.empress_countered)


class Counter(Placement):
    """A card face up that counters the attack (cards.json: what counters what)."""

    name = "counter"
    frames = ("respond",)

    def sources(self, game: Any, seat: int) -> Iterable[Source]:
        counters = CAN_COUNTER[game.state.attack_kind]  # (what cannot counter the attack the check refuses)
        return (source for source in super().sources(game, seat) if counters[source[0]])

    def judge(self, game: Any, seat: int, kind: int, stack: int) -> Msg | None:
        st, opts = game.state, game.options
        if not CAN_COUNTER[st.attack_kind][kind]:
            allowed = [card_name(CARDS[k].code) for k in CARDS[st.attack_kind].counters]
            return Msg("why.cannot_counter", {"card": card_name(CODE[kind]), "attack": card_name(CODE[st.attack_kind]),
                                              "allowed": allowed})
        if stack < 0 and sum(st.hands[seat]) == 1:
            return Msg("why.last_card_attacks")
        if placement_ok(st, opts, st.attack_kind, kind, stack):
            return None
        return _stuck(game, seat, kind, stack, st.empress_countered or kind == EMPRESS)


class Attack(KamiMove):
    """The turn's card face up. A leader attacks bare (from the hand, nothing hidden) only when no card can be
    hidden: one hand card left and no mercenary to place face down."""

    name = "attack"
    frames = (LEAD, ATTACK)

    def all_pass(self, game: Any, seat: int) -> bool:
        # no Empress in the hand nor among the mercenaries it may hire: any card of them may attack
        st = game.state
        return st.step == ATTACK and not st.hands[seat][EMPRESS] and not (
            _hire(game, st.mercs_used) and any(stack and stack[-1] == EMPRESS for stack in st.mercs))

    def sources(self, game: Any, seat: int) -> Iterable[Source]:
        st = game.state
        if st.step == LEAD:  # only when no card can be hidden, and then from the hand
            return () if _leader_can_hide(game, seat) else sources(st, st.hands[seat], False)
        return super().sources(game, seat)

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        if game.state.step == LEAD and _leader_can_hide(game, seat):
            return Msg("why.step_lead")
        return super().check(game, seat, action)

    def judge(self, game: Any, seat: int, kind: int, stack: int) -> Msg | None:
        st, opts = game.state, game.options
        hand = st.hands[seat]
        if st.step == LEAD:  # the bare attack: from the hand, a locked Empress only in the former reading
            countered = st.empress_countered or fallback(opts)
            if stack < 0 and attack_ok(st, seat, hand, 0, opts, countered, kind, stack):
                return None
            return self._refusal(game, seat, kind, stack, 0, countered, False)
        mercs_left = opts["mercenaries_per_turn"] - st.mercs_used
        if attack_ok(st, seat, hand, mercs_left, opts, st.empress_countered, kind, stack):
            return None
        forced = attack_forced(st, seat, mercs_left, opts)
        if forced and attack_ok(st, seat, hand, mercs_left, opts, st.empress_countered, kind, stack, forced=True):
            return None
        return self._refusal(game, seat, kind, stack, mercs_left, st.empress_countered, bool(forced))

    @staticmethod
    def _refusal(g: Any, seat: int, kind: int, stack: int, mercs_left: int, countered: bool, forced: bool) -> Msg:
        hand = g.state.hands[seat]
        if kind == EMPRESS and not empress_may_attack(g.state, seat, hand, stack < 0, g.options, countered, forced):
            return Msg("why.empress_locked")
        if stack >= 0 and mercs_left <= 0:  # a leader's bare attack comes from the hand
            return Msg("why.merc_limit", {"limit": g.options["mercenaries_per_turn"]})
        return _stuck(g, seat, kind, stack, countered)


class BareMove(Move):
    """An action with no card: legal whenever its step is the decision in progress."""

    def candidates(self, game: Any, seat: int) -> Iterable[Action]:
        return ({"type": self.name},)

    def check(self, game: Any, seat: int, action: Action) -> Msg | None:
        return None  # always, in its own step

    def find(self, game: Any, seat: int, action: Action) -> Action | None:
        return {"type": self.name} if len(action) == 1 else None

    def play(self, game: Any, seat: int, action: Action) -> list[Event]:
        return play(game.state, seat, action, game.options)


class Pass(BareMove):
    """Answering an attack without a counter."""

    name = "pass"
    frames = ("respond",)


class Reshuffle(BareMove):
    """The partner's answer to a soldier-heavy hand (4 players): deal every hand again."""

    name = "reshuffle"
    frames = (REDEAL,)


class Keep(BareMove):
    """... or play the round with it."""

    name = "keep"
    frames = (REDEAL,)


def not_now(g: Any, seat: int, move: str, decision: str) -> Msg | None:
    """Why an action of another step does not answer this one, in the step's own words."""
    if decision == REDEAL:
        return Msg("why.redeal_pending")
    if move in ("reshuffle", "keep"):
        return Msg("why.no_redeal")
    if move == "pass" and decision == LEAD:
        return Msg("why.leader_cannot_pass")
    if move == "pass":  # the attack step: the turn began as a lead, or a counter was played
        return Msg("why.step_attack" if g.state.lead_turn else "why.must_attack")
    return Msg(f"why.step_{decision}")


MOVES = (Hide(), Counter(), Attack(), Pass(), Reshuffle(), Keep())
RULEBOOK = Rulebook(MOVES, not_now)
