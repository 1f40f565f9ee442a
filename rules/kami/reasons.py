"""Why a Kami action is refused: the rule it breaks, as a translatable message."""

from __future__ import annotations

from typing import Any

from ..errors import quote
from ..i18n import Msg
from .cards import BY_CODE, CAN_COUNTER, CARDS, EMPRESS
from .engine import CODE, lone_locked_empress
from .state import ATTACK, LEAD, REDEAL, RESPOND, KamiState

_TYPES = ("hide", "counter", "attack", "pass", "reshuffle", "keep")


def card_name(code: str) -> Msg:
    return Msg(f"card.{code}")


def why_illegal(st: KamiState, seat: int, action: dict[str, Any], opts: dict[str, Any]) -> Msg:
    kind_of_action = action.get("type")
    if not isinstance(kind_of_action, str) or kind_of_action not in _TYPES:
        return Msg("error.malformed", {"detail": f"unknown action type {quote(kind_of_action)}"})
    if st.phase == REDEAL:
        if kind_of_action not in ("reshuffle", "keep"):
            return Msg("why.redeal_pending")
        return Msg("error.not_legal", {"action": kind_of_action})
    if kind_of_action in ("reshuffle", "keep"):
        return Msg("why.no_redeal")
    if kind_of_action == "pass":
        if st.step == LEAD:
            return Msg("why.leader_cannot_pass")
        if st.step == ATTACK:
            return Msg("why.step_attack" if st.lead_turn else "why.must_attack")
        return Msg("error.malformed", {"detail": f"unexpected field(s) {sorted(set(action) - {'type'})}"})
    expected = {LEAD: "hide", RESPOND: "counter", ATTACK: "attack"}[st.step]
    if kind_of_action != expected:
        return Msg(f"why.step_{st.step}")
    code = action.get("card")
    if not isinstance(code, str) or code not in BY_CODE:
        return Msg("error.malformed", {"detail": f"unknown card {quote(code)}"})
    kind = BY_CODE[code].kind
    stack = action.get("merc")
    extra = set(action) - {"type", "card", "merc"}
    if extra:
        return Msg("error.malformed", {"detail": f"unexpected field(s) {sorted(extra)}"})
    if "merc" in action:
        if st.players != 2:
            return Msg("why.no_mercs")
        # stacks are numbered from 1, as players see them
        if type(stack) is not int or not 1 <= stack <= len(st.mercs) or not st.mercs[stack - 1]:
            return Msg("why.no_such_merc", {"stack": stack})
        top = st.mercs[stack - 1][-1]
        if top != kind:
            return Msg("why.merc_shows", {"stack": stack, "card": card_name(CODE[top])})
        if st.mercs_used >= opts["mercenaries_per_turn"]:
            return Msg("why.merc_limit", {"limit": opts["mercenaries_per_turn"]})
    elif not st.hands[seat][kind]:
        return Msg("why.not_in_hand", {"card": card_name(code)})
    if kind_of_action == "counter" and not CAN_COUNTER[st.attack_kind][kind]:
        allowed = [card_name(CARDS[k].code) for k in CARDS[st.attack_kind].counters]
        return Msg("why.cannot_counter", {"card": card_name(code), "attack": card_name(CODE[st.attack_kind]),
                                          "allowed": allowed})
    if kind_of_action != "attack" and "merc" not in action and sum(st.hands[seat]) == 1:
        return Msg("why.last_card_attacks")
    if kind_of_action == "attack" and kind == EMPRESS:
        return Msg("why.empress_locked")
    rest = list(st.hands[seat])
    if "merc" not in action:
        rest[kind] -= 1
    countered = st.empress_countered or (kind_of_action == "counter" and kind == EMPRESS)
    if lone_locked_empress(st, seat, rest, opts, countered):
        return Msg("why.lone_empress")
    return Msg("why.dead_end")
