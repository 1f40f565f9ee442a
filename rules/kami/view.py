"""What one seat may see of a Kami game, and worlds sampled back from it (for bots and tests)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from ..rng import Rng
from .cards import BY_CODE, CARDS, EMPRESS, KINDS
from .engine import CODE, hand_codes, to_act
from .state import ATTACK, LEAD, OVER, PLAY, REDEAL, RESPOND, KamiState


def observe(st: KamiState, seat: int | None, opts: dict[str, Any]) -> dict[str, Any]:
    n = st.players
    rows = []
    for s in range(n):
        # a mercenary placed face down was public before, so everyone knows it
        defence = []
        for i, (k, up) in enumerate(st.defence[s]):
            entry: dict[str, Any] = {"card": CODE[k] if (up or s == seat or i in st.merc_hides[s]) else None,
                                     "face_up": up}
            if i in st.merc_hides[s]:
                entry["mercenary"] = True  # everyone saw it come from a stack
            defence.append(entry)
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
        "revealed": [{"seat": s, "cards": list(r)} for s, r in enumerate(st.revealed) if r is not None],
        "redeal_for": st.redeal_queue[0] if st.phase == REDEAL else None,
        "empress_unlocked": st.empress_countered,
        # this seat's hand was once exactly its two Empresses: they may attack (private, like the hand)
        "two_empresses": st.two_empresses[seat] if seat is not None else None,
        "last_round": dict(st.last_round) if st.last_round else None,
        "winner_side": st.winner_side if st.phase == OVER else None,
    }


def sample_state(obs: dict[str, Any], rng: Rng, playable: Callable[[KamiState], bool]) -> KamiState:
    """A full state the observing seat cannot tell from the real one: every card it cannot see is dealt at
    random from the cards it could be, keeping every pile's size; the future deals get a fresh RNG.

    The real hands let the seat on turn finish its turn (every placement keeps an attack possible), so a deal
    that leaves it without a legal attack (`playable` false: the seat on turn has no legal action) is drawn again."""
    for _ in range(1000):
        st = _sample_once(obs, rng)
        if st.phase != PLAY or playable(st):
            return st
    raise ValueError("no deal of the unseen cards lets the seat on turn play on: the observation is inconsistent")


def _sample_once(obs: dict[str, Any], rng: Rng) -> KamiState:
    n, seat, opts = obs["players"], obs["viewer"], obs["options"]
    st = KamiState(players=n, rng=Rng(rng.next64()), round=obs["round"], phase=obs["phase"], leader=obs["leader"])
    st.scores = list(obs["scores"][: 2 if n == 4 else n])
    st.step = obs["step"] or LEAD
    st.turn = obs["turn"] if obs["turn"] is not None else obs["leader"]
    st.lead_turn, st.mercs_used, st.passes = obs["lead_turn"], obs["mercs_used"], obs["passes"]
    attack = obs["attack"]
    st.attacker, st.attack_kind = (attack["seat"], _kind(attack["card"])) if attack else (-1, -1)
    st.empress_countered = obs["empress_unlocked"]
    st.revealed = [None] * n
    for shown in obs["revealed"]:
        st.revealed[shown["seat"]] = list(shown["cards"])
    st.redeal_queue = _redeal_queue(obs, st.revealed)
    st.last_round = dict(obs["last_round"]) if obs["last_round"] else None
    st.winner_side = obs["winner_side"] if obs["winner_side"] is not None else -1

    # the cards nobody may place from what this seat sees; a shown hand keeps its own unseen cards apart
    pool = Counter({c.kind: c.copies for c in CARDS})
    pool.subtract(_kind(c) for c in obs["hand"] or [])
    own: dict[int, list[int]] = {}
    for s, row in enumerate(obs["rows"]):
        seen = [_kind(d["card"]) for d in row["defence"] if d["card"]] + [_kind(c) for c in row["attack"]]
        pool.subtract(seen)
        open_hand = st.revealed[s]
        if open_hand is not None and s != seat:
            rest = Counter(_kind(c) for c in open_hand)
            rest.subtract(seen)
            pool.subtract(rest)
            own[s] = _drawn(rest, rng)
    mercs = obs["mercenaries"] or []
    pool.subtract(_kind(m["top"]) for m in mercs if m["top"])
    peek = obs["leftover"]["peek"] if obs["leftover"] else None
    if peek:
        pool[_kind(peek)] -= 1
    if any(v < 0 for v in pool.values()):
        raise ValueError("observation shows more cards of a kind than the deck holds")
    unseen = _drawn(pool, rng)

    def draw(s: int) -> int:
        source = own.get(s, unseen)
        if not source:
            raise ValueError("observation leaves too few unseen cards for the hidden piles")
        return source.pop()

    st.hands, st.defence, st.merc_hides, st.attacks = [], [], [], []
    for s, row in enumerate(obs["rows"]):
        st.defence.append([(_kind(d["card"]) if d["card"] else draw(s), d["face_up"]) for d in row["defence"]])
        st.merc_hides.append([i for i, d in enumerate(row["defence"]) if d.get("mercenary")])
        st.attacks.append([_kind(c) for c in row["attack"]])
        hand = [0] * KINDS
        for code in obs["hand"] if s == seat else []:
            hand[_kind(code)] += 1
        for _ in range(obs["hand_sizes"][s] if s != seat else 0):
            hand[draw(s)] += 1
        st.hands.append(hand)
    st.mercs = [[draw(-1) for _ in range(m["below"])] + ([_kind(m["top"])] if m["top"] else []) for m in mercs]
    st.leftover, st.peeks = [], [-1] * n
    if n == 3:
        known = -1 if peek is None else (0 if seat == (st.leader + 1) % 3 else 1)
        st.leftover = [_kind(peek) if peek is not None and i == known else draw(-1)
                       for i in range(obs["leftover"]["count"])]
        if opts["leftover_peek"]:
            st.peeks[(st.leader + 1) % 3], st.peeks[(st.leader + 2) % 3] = st.leftover
    if unseen or any(own.values()):
        raise ValueError("observation leaves unseen cards with no pile to hold them")
    # another seat's lone Empress (or pair) must have been a pair: by default no move leaves a locked one alone
    st.two_empresses = [obs["two_empresses"] if s == seat else 0 < h[EMPRESS] == sum(h) <= 2
                        for s, h in enumerate(st.hands)]
    st.hidden = -1
    if st.phase == PLAY and st.step == ATTACK and st.lead_turn and not st.mercs_used:
        st.hidden = st.defence[st.turn][-1][0]  # the face-down card of this lead came from the hand
    return st


def _kind(code: str) -> int:
    return BY_CODE[code].kind


def _drawn(counts: Counter[int], rng: Rng) -> list[int]:
    """The cards of a multiset in random order."""
    cards = [kind for kind in range(KINDS) for _ in range(counts[kind])]
    rng.shuffle(cards)
    return cards


def _redeal_queue(obs: dict[str, Any], revealed: list[list[str] | None]) -> list[int]:
    """4 players: the shown hands still awaiting their partner's decision, in seat order from the leader."""
    if obs["phase"] != REDEAL:
        return []
    order = [(obs["leader"] + i) % 4 for i in range(4)]
    queue = [s for s in order if revealed[s] is not None]
    return queue[queue.index(obs["redeal_for"]):]
