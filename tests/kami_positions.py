"""Chosen Kami positions, set up readably, and short helpers to play them.

Cards are written with their codes: S soldier, P spear, H horseman, G gold dragon, V silver dragon,
M madman, T tower, E empress.

    g = position(players=3, hands={0: "SS", 1: "HE", 2: "GG"}, turn=1, attack=(0, "H"))
    play(g, "counter E", "attack H")

Every one of the 32 cards stays somewhere: hands, defence rows, attack rows, mercenary stacks (2 players)
or leftovers (3 players). Cards a position does not place lie face down in the defence rows, as cards
hidden by earlier leads would.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import rules
from rules.kami.cards import BY_CODE, CARDS, EMPRESS, KINDS
from rules.kami.state import LEAD, PLAY, RESPOND

DEALT = {2: 8, 3: 10, 4: 8}


def kinds(codes: str) -> list[int]:
    return [BY_CODE[c].kind for c in codes]


def counts(codes: str) -> list[int]:
    hand = [0] * KINDS
    for kind in kinds(codes):
        hand[kind] += 1
    return hand


def hand(g: Any, seat: int) -> str:
    """A seat's hand as sorted codes, e.g. 'SSGE'."""
    return "".join(CARDS[k].code * n for k, n in enumerate(g.state.hands[seat]))


def position(
    players: int = 3,
    hands: dict[int, str] | None = None,
    turn: int = 0,
    attack: tuple[int, str] | None = None,
    leader: int | None = None,
    mercs: list[str] | None = None,
    leftover: str | None = None,
    scores: list[int] | None = None,
    empress_unlocked: bool = False,
    options: dict[str, Any] | None = None,
    seed: int = 0,
) -> Any:
    """A game in the chosen position.

    hands: seat -> codes (a missing seat holds nothing).
    turn: the seat to act. Without `attack` it leads; with attack=(seat, code) that card is the current
      attack and `turn` answers it (seats between the attacker and `turn` have passed).
    leader: who led the round's first turn (default: the attacker, else `turn`).
    mercs (2 players): stacks as seen, top card first ("GS": a Gold Dragon showing on a Soldier).
      Default: the unplaced cards, two per stack, at most 8 stacks.
    leftover (3 players): the two unused cards; default: the last two unplaced cards.
    scores: per side (per seat; per team with 4 players).
    empress_unlocked: an Empress already lies face up in a defence row (it was played as a counter).
    """
    g = rules.new_game("kami", players=players, seed=seed, options=options)
    st = g.state
    n = players
    hands = {s: hands.get(s, "") for s in range(n)} if hands else {s: "" for s in range(n)}
    pool = Counter({c.kind: c.copies for c in CARDS})

    def take(codes: str, where: str) -> None:
        for kind in kinds(codes):
            if pool[kind] <= 0:
                raise ValueError(f"position uses more {CARDS[kind].en} cards than the deck holds ({where})")
            pool[kind] -= 1

    for s in range(n):
        take(hands[s], f"hand {s}")
    st.hands = [counts(hands[s]) for s in range(n)]
    st.defence = [[] for _ in range(n)]
    st.merc_hides = [[] for _ in range(n)]
    st.attacks = [[] for _ in range(n)]

    if attack is not None:
        attacker, code = attack
        if attacker == turn:
            raise ValueError("the seat answering an attack cannot be the attacker")
        take(code, "attack")
        st.attacks[attacker].append(BY_CODE[code].kind)
        st.step, st.attacker, st.attack_kind = RESPOND, attacker, BY_CODE[code].kind
        st.passes = (turn - attacker - 1) % n
        st.lead_turn = False
    else:
        st.step, st.attacker, st.attack_kind, st.passes = LEAD, -1, -1, 0
        st.lead_turn = True
    st.turn = turn
    st.leader = leader if leader is not None else (attack[0] if attack else turn)
    st.hidden = -1
    st.mercs_used = 0

    st.empress_countered = empress_unlocked
    if empress_unlocked:
        take("E", "unlocking empress")
        st.defence[(turn + 1) % n].append((EMPRESS, True))

    st.mercs, st.leftover, st.peeks = [], [], [-1] * n
    if n == 2 and mercs is not None:
        for stack in mercs:
            take(stack, "mercenaries")
        st.mercs = [kinds(stack)[::-1] for stack in mercs]  # the state keeps the top card last
    rest = [kind for kind in sorted(pool) for _ in range(pool[kind])]
    if n == 2 and mercs is None:
        stacks = min(8, len(rest) // 2)
        st.mercs = [[rest.pop(), rest.pop()] for _ in range(stacks)]
    if n == 3:
        if leftover is not None:
            take(leftover, "leftover")
            st.leftover = kinds(leftover)
            rest = [kind for kind in sorted(pool) for _ in range(pool[kind])]
        else:
            st.leftover = [rest.pop(), rest.pop()]
        if g.options["leftover_peek"]:
            st.peeks[(st.leader + 1) % 3] = st.leftover[0]
            st.peeks[(st.leader + 2) % 3] = st.leftover[1]

    # unplaced cards: face down in the defence rows, topping each seat up to its dealt size first
    for kind in rest:
        seat = max(range(n), key=lambda s: (DEALT[n] - sum(st.hands[s]) - len(st.defence[s]) - len(st.attacks[s]), -s))
        st.defence[seat].append((kind, False))

    st.two_empresses = [hands[s] == "EE" for s in range(n)]
    st.scores = list(scores) if scores is not None else [0] * len(st.scores)
    st.phase = PLAY
    st.redeal_queue = []
    st.revealed = [None] * n
    st.last_round = None
    st.winner_side = -1
    assert card_counts(g) == {c.code: c.copies for c in CARDS}, "position lost or duplicated cards"
    return g


def card_counts(g: Any) -> dict[str, int]:
    """How many cards of each kind lie anywhere: hands, rows, mercenary stacks, leftovers."""
    st = g.state
    seen: Counter[int] = Counter()
    for s in range(st.players):
        for kind, n in enumerate(st.hands[s]):
            seen[kind] += n
        seen.update(kind for kind, _ in st.defence[s])
        seen.update(st.attacks[s])
    for stack in st.mercs:
        seen.update(stack)
    seen.update(st.leftover)
    return {CARDS[k].code: seen[k] for k in range(KINDS)}


def play(g: Any, *moves: str) -> list[Any]:
    """Apply notation moves, each by the seat whose turn it is; returns all events."""
    events = []
    for move in moves:
        (seat,) = g.to_act
        events += g.apply(seat, move)
    return events


def legal(g: Any) -> set[str]:
    """The notation of every legal action of the seat to act."""
    (seat,) = g.to_act
    return {g.format_action(a) for a in g.legal_actions(seat)}


def illegal_key(g: Any, move: str | dict[str, Any], seat: int | None = None) -> str:
    """The IllegalAction key `move` raises; asserts that the game did not change."""
    if seat is None:
        (seat,) = g.to_act
    before = g.to_json()
    try:
        g.apply(seat, move)
    except rules.IllegalAction as exc:
        assert g.to_json() == before, "a refused action changed the game"
        return exc.key
    raise AssertionError(f"{move!r} was accepted")
