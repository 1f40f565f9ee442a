"""What one seat may see of a Kami game, and hidden-information resampling for search bots."""

from __future__ import annotations

from typing import Any

from ..rng import Rng
from .cards import EMPRESS, KINDS
from .engine import CODE, hand_codes, to_act
from .state import ATTACK, OVER, PLAY, REDEAL, RESPOND, KamiState


def observe(st: KamiState, seat: int | None, opts: dict[str, Any]) -> dict[str, Any]:
    n = st.players
    rows = []
    for s in range(n):
        # a mercenary placed face down was public before, so everyone knows it
        defence = [
            {"card": CODE[k] if (up or s == seat or i in st.merc_hides[s]) else None, "face_up": up}
            for i, (k, up) in enumerate(st.defence[s])
        ]
        rows.append({"defence": defence, "attack": [CODE[k] for k in st.attacks[s]]})
    countering = st.phase == PLAY and (st.step == RESPOND or (st.step == ATTACK and not st.lead_turn))
    return {
        "game": "kami",
        "players": n,
        "viewer": seat,
        "options": dict(opts),
        "mode": opts["mode"],
        "target": opts["target"],
        "round": st.round,
        "phase": st.phase,
        "step": st.step if st.phase == PLAY else None,
        "turn": st.turn if st.phase == PLAY else None,
        "to_act": to_act(st),
        "leader": st.leader,
        "teams": [[0, 2], [1, 3]] if n == 4 else None,
        "scores": [st.scores[st.side(s)] for s in range(n)],
        "hand": hand_codes(st.hands[seat]) if seat is not None else None,
        "hand_sizes": [st.hand_size(s) for s in range(n)],
        "rows": rows,
        "attack": {"seat": st.attacker, "card": CODE[st.attack_kind]} if countering else None,
        "passes": st.passes if st.phase == PLAY and st.step == RESPOND else 0,
        "lead_turn": st.lead_turn,
        "mercs_used": st.mercs_used,
        "mercenaries": [
            # stacks are numbered from 1, as players see them
            {"stack": i + 1, "top": CODE[m[-1]] if m else None, "below": max(0, len(m) - 1)}
            for i, m in enumerate(st.mercs)
        ] if n == 2 else None,
        "leftover": {"count": len(st.leftover),
                     "peek": CODE[st.peeks[seat]] if seat is not None and st.peeks[seat] >= 0 else None}
        if n == 3 else None,
        "revealed": [{"seat": s, "cards": r} for s, r in enumerate(st.revealed) if r is not None],
        "redeal_for": st.redeal_queue[0] if st.phase == REDEAL else None,
        "empress_unlocked": st.empress_countered,
        "last_round": dict(st.last_round) if st.last_round else None,
        "winner_side": st.winner_side if st.phase == OVER else None,
    }


def determinize(st: KamiState, seat: int, rng: Rng) -> KamiState:
    """A copy in which every card `seat` cannot know is dealt again at random from the
    same unknown pool, keeping every pile's size: a state `seat` cannot tell apart."""
    out = st.copy()
    n = out.players
    slots: list[tuple[str, int, int]] = []  # (pile, owner, index)
    pool: list[int] = []
    fixed = {s for s, r in enumerate(out.revealed) if r is not None}  # shown hands stay as they are
    for s in range(n):
        if s == seat or s in fixed:
            continue
        for kind in range(KINDS):
            for _ in range(out.hands[s][kind]):
                slots.append(("hand", s, -1))
                pool.append(kind)
        out.hands[s] = [0] * KINDS
        for i, (kind, up) in enumerate(out.defence[s]):
            if not up and i not in out.merc_hides[s]:
                slots.append(("defence", s, i))
                pool.append(kind)
    for i, stack in enumerate(out.mercs):
        for j in range(len(stack) - 1):
            slots.append(("merc", i, j))
            pool.append(stack[j])
    if out.leftover:
        known = -1
        if out.peeks[seat] >= 0:
            known = 0 if seat == (out.leader + 1) % 3 else 1
        for i, kind in enumerate(out.leftover):
            if i != known:
                slots.append(("leftover", 0, i))
                pool.append(kind)
    rng.shuffle(pool)
    for (pile, owner, index), kind in zip(slots, pool, strict=True):
        if pile == "hand":
            out.hands[owner][kind] += 1
        elif pile == "defence":
            out.defence[owner][index] = (kind, False)
        elif pile == "merc":
            out.mercs[owner][index] = kind
        else:
            out.leftover[index] = kind
    for s in range(n):
        if s != seat and s not in fixed:
            out.two_empresses[s] = out.hands[s][EMPRESS] == 2 and sum(out.hands[s]) == 2
    if out.phase == PLAY and out.step == ATTACK and out.lead_turn and out.hidden >= 0:
        out.hidden = out.defence[out.turn][-1][0]
    return out
