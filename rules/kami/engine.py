"""Kami's rules: dealing, the legal decisions of each step, applying one, scoring a round."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..events import Event
from .cards import CAN_COUNTER, CARDS, EMPRESS, KINDS, SOLDIER, full_deck
from .state import ATTACK, LEAD, OVER, PLAY, REDEAL, RESPOND, KamiState

Action = dict[str, Any]
CODE = [c.code for c in CARDS]
KIND_OF = {code: kind for kind, code in enumerate(CODE)}
HAND_SIZE = {2: 8, 3: 10, 4: 8}
REDEAL_SOLDIERS = 5


# ---- dealing -------------------------------------------------------------------

def deal(st: KamiState, opts: dict[str, Any], leader: int, new_round: bool) -> list[Event]:
    """Shuffle all 32 cards and deal a round; 2p gets mercenary stacks, 3p two leftovers."""
    n = st.players
    deck = full_deck()
    st.rng.shuffle(deck)
    size = HAND_SIZE[n]
    st.hands = [[0] * KINDS for _ in range(n)]
    for seat in range(n):
        for kind in deck[seat * size:(seat + 1) * size]:
            st.hands[seat][kind] += 1
    rest = deck[n * size:]
    st.mercs = [[rest[2 * i], rest[2 * i + 1]] for i in range(len(rest) // 2)] if n == 2 else []
    st.leftover = rest if n == 3 else []
    st.peeks = [-1] * n
    if n == 3 and opts["leftover_peek"]:
        # BGA: the 2nd player (after the leader) sees one leftover card, the 3rd the other
        st.peeks[(leader + 1) % 3] = rest[0]
        st.peeks[(leader + 2) % 3] = rest[1]
    st.defence = [[] for _ in range(n)]
    st.merc_hides = [[] for _ in range(n)]
    st.attacks = [[] for _ in range(n)]
    st.empress_countered = False
    st.two_empresses = [False] * n
    st.attacker = st.attack_kind = st.hidden = -1
    st.passes = 0
    st.revealed = [None] * n
    if new_round:
        st.round += 1
    st.leader = leader
    private: dict[int, dict[str, Any]] = {}
    for seat in range(n):
        private[seat] = {"hand": hand_codes(st.hands[seat])}
        if st.peeks[seat] >= 0:
            private[seat]["peek"] = CODE[st.peeks[seat]]
    events = [Event("deal", {"round": st.round, "leader": leader, "hand_sizes": [size] * n,
                             "mercenaries": [CODE[s[-1]] for s in st.mercs]}, private, irreversible=True)]
    st.redeal_queue = []
    if n == 4 and opts["soldier_redeal"]:
        order = [(leader + i) % 4 for i in range(4)]
        st.redeal_queue = [s for s in order if st.hands[s][SOLDIER] >= REDEAL_SOLDIERS]
    if st.redeal_queue:
        st.phase = REDEAL
        for seat in st.redeal_queue:
            st.revealed[seat] = hand_codes(st.hands[seat])
            events.append(Event("soldiers_revealed", {"seat": seat, "cards": hand_codes(st.hands[seat]),
                                                      "decider": partner(seat)}, irreversible=True))
    else:
        st.phase = PLAY
        start_lead(st, leader)
    return events


def partner(seat: int) -> int:
    return (seat + 2) % 4


def hand_codes(hand: list[int]) -> list[str]:
    return [CODE[k] for k in range(KINDS) for _ in range(hand[k])]


def start_lead(st: KamiState, seat: int) -> None:
    st.turn = seat
    st.step = LEAD
    st.lead_turn = True
    st.hidden = -1
    st.mercs_used = 0


def to_act(st: KamiState) -> list[int]:
    if st.phase == OVER:
        return []
    if st.phase == REDEAL:
        return [partner(st.redeal_queue[0])]
    return [st.turn]


# ---- legal decisions -------------------------------------------------------------

def empress_may_attack(st: KamiState, seat: int, hand: list[int], from_hand: bool, opts: dict[str, Any],
                        countered: bool, forced: bool) -> bool:
    if countered or forced:
        return True
    if st.two_empresses[seat] or (hand[EMPRESS] == 2 and sum(hand) == 2):
        return True
    # publisher FAQ reading: an empress may always be the very last card
    return opts["empress_last_card"] and from_hand and sum(hand) == 1


def lone_locked_empress(st: KamiState, seat: int, hand: list[int], opts: dict[str, Any], countered: bool) -> bool:
    """Is this hand a single Empress that may not attack? Its holder could then never go out (seed rule), so by
    default no move may leave a hand like this (option lone_empress='attack' allows it, the former reading)."""
    return (opts["lone_empress"] == "refuse" and hand[EMPRESS] == 1 and sum(hand) == 1
            and not empress_may_attack(st, seat, hand, True, opts, countered, False))


def fallback(opts: dict[str, Any]) -> bool:
    """The former reading: a leader left with only a locked Empress attacks with it rather than being stuck."""
    return opts["lone_empress"] == "attack"


def attack_ok(st: KamiState, seat: int, hand: list[int], mercs_left: int, opts: dict[str, Any], countered: bool,
               kind: int, stack: int, skip_stack: int = -1, forced: bool = False) -> bool:
    """May this card (stack -1: from the hand, else the top of that mercenary stack) be the attack?"""
    if stack < 0:
        if not hand[kind] or (kind == EMPRESS and not empress_may_attack(st, seat, hand, True, opts, countered,
                                                                          forced)):
            return False
        if sum(hand) != 2 or hand[EMPRESS] - (kind == EMPRESS) != 1:
            return True  # what stays in the hand is not a lone Empress
        rest = list(hand)
        rest[kind] -= 1
        return not lone_locked_empress(st, seat, rest, opts, countered)
    if mercs_left <= 0 or stack == skip_stack or not shows(st, kind, stack):
        return False
    if lone_locked_empress(st, seat, hand, opts, countered):
        return False
    return kind != EMPRESS or empress_may_attack(st, seat, hand, False, opts, countered, forced)


def shows(st: KamiState, kind: int, stack: int) -> bool:
    """Does mercenary stack `stack` exist and show a card of `kind`?"""
    return 0 <= stack < len(st.mercs) and bool(st.mercs[stack]) and st.mercs[stack][-1] == kind


def sources(st: KamiState, hand: list[int], hire: bool = True) -> Iterator[tuple[int, int]]:
    """Every card that could be placed from `hand` or, if a mercenary may still be hired this turn, the visible
    mercenaries: hand kinds first, then stacks (a generator, so that asking whether any fits stops at the first)."""
    for kind in range(KINDS):
        if hand[kind]:
            yield kind, -1
    if not hire:
        return
    for i, stack in enumerate(st.mercs):
        if stack:
            yield stack[-1], i


def surely_attacks(cards: int, empresses: int) -> bool:
    """A hand of `cards` cards may surely attack (without looking further) when one of them is no Empress and at
    least two cards stay behind it, so that no lone Empress is left."""
    return cards >= 3 and cards > empresses


def can_attack(st: KamiState, seat: int, hand: list[int], mercs_left: int, opts: dict[str, Any],
                countered: bool, skip_stack: int = -1, forced: bool = False) -> bool:
    """Is there any legal attack? (stops at the first one)"""
    if surely_attacks(sum(hand), hand[EMPRESS]):
        return True
    return any(attack_ok(st, seat, hand, mercs_left, opts, countered, k, s, skip_stack, forced)
               for k, s in sources(st, hand, mercs_left > 0))


def available(st: KamiState, opts: dict[str, Any], counter_of: int, kind: int, stack: int) -> bool:
    """Could this card go to the defence row at all? It counters the attack (if any), and it is a hand card that is
    not the last one (the last hand card must be an attack) or the top of a stack within the turn's mercenaries."""
    if counter_of >= 0 and not CAN_COUNTER[counter_of][kind]:
        return False
    if stack < 0:
        hand = st.hands[st.turn]
        return hand[kind] > 0 and sum(hand) >= 2
    return st.mercs_used < opts["mercenaries_per_turn"] and shows(st, kind, stack)


def placement_ok(st: KamiState, opts: dict[str, Any], counter_of: int, kind: int, stack: int,
                  forced: bool = False) -> bool:
    """May this card be placed in the defence row (face down if counter_of < 0) such that
    the turn can still be finished with a legal attack afterwards?"""
    if not available(st, opts, counter_of, kind, stack):
        return False
    seat = st.turn
    hand = st.hands[seat]
    limit = opts["mercenaries_per_turn"]
    if stack < 0:
        if surely_attacks(sum(hand) - 1, hand[EMPRESS] - (kind == EMPRESS)):
            return True
        hand = list(hand)
        hand[kind] -= 1
        mercs_left = limit - st.mercs_used
    else:
        if surely_attacks(sum(hand), hand[EMPRESS]):
            return True
        mercs_left = limit - st.mercs_used - 1
    countered = st.empress_countered or (counter_of >= 0 and kind == EMPRESS)
    return can_attack(st, seat, hand, mercs_left, opts, countered, skip_stack=stack, forced=forced)


def can_place(st: KamiState, opts: dict[str, Any], counter_of: int, forced: bool = False) -> bool:
    hire = st.mercs_used < opts["mercenaries_per_turn"]
    return any(placement_ok(st, opts, counter_of, k, s, forced) for k, s in sources(st, st.hands[st.turn], hire))


def lead_hides(st: KamiState, opts: dict[str, Any]) -> bool | None:
    """How the leader places a card face down: False normally, True forced (the former reading's fallback),
    None if no card can be hidden (the leader attacks bare instead)."""
    if can_place(st, opts, -1):
        return False
    if fallback(opts) and can_place(st, opts, -1, forced=True):
        return True
    return None


def attack_forced(st: KamiState, seat: int, mercs_left: int, opts: dict[str, Any]) -> bool | None:
    """Which attacks the attack step allows: False normal, True forced (fallback), None none at all."""
    if can_attack(st, seat, st.hands[seat], mercs_left, opts, st.empress_countered):
        return False
    return True if fallback(opts) else None


# ---- applying a decision ---------------------------------------------------------

def _take(st: KamiState, kind: int, stack: int) -> list[Event]:
    """Remove a placed card from the hand or a mercenary stack; a stack shows its next card."""
    seat = st.turn
    if stack < 0:
        st.hands[seat][kind] -= 1
        hand = st.hands[seat]
        if hand[EMPRESS] == 2 and sum(hand) == 2:
            st.two_empresses[seat] = True
        return []
    st.mercs[stack].pop()
    st.mercs_used += 1
    if st.mercs[stack]:
        return [Event("merc_revealed", {"stack": stack + 1, "card": CODE[st.mercs[stack][-1]]}, irreversible=True)]
    return []


def play(st: KamiState, seat: int, action: Action, opts: dict[str, Any]) -> list[Event]:
    kind_of_action = action["type"]
    if kind_of_action == "reshuffle":
        events = [Event("redeal_choice", {"seat": seat, "choice": "reshuffle"})]
        return events + deal(st, opts, st.leader, new_round=False)
    if kind_of_action == "keep":
        st.redeal_queue.pop(0)
        events = [Event("redeal_choice", {"seat": seat, "choice": "keep"})]
        if not st.redeal_queue:
            st.phase = PLAY
            start_lead(st, st.leader)
        return events
    if kind_of_action == "pass":
        st.passes += 1
        if st.passes == st.players - 1:
            start_lead(st, st.attacker)
        else:
            st.turn = (seat + 1) % st.players
            st.mercs_used = 0
        return [Event("pass", {"seat": seat})]

    kind = KIND_OF[action["card"]]
    stack = action.get("merc", 0) - 1  # the state's index; -1: from the hand
    where = {"merc": stack + 1} if stack >= 0 else {}
    if kind_of_action == "hide":
        st.defence[seat].append((kind, False))
        st.hidden = kind if stack < 0 else -1
        if stack >= 0:
            st.merc_hides[seat].append(len(st.defence[seat]) - 1)
        st.step = ATTACK
        # a mercenary is public, so only a hand card stays secret
        if stack >= 0:
            event = Event("hide", {"seat": seat, "card": CODE[kind], **where})
        else:
            event = Event("hide", {"seat": seat}, {seat: {"card": CODE[kind]}})
        return [event] + _take(st, kind, stack)
    if kind_of_action == "counter":
        st.defence[seat].append((kind, True))
        if kind == EMPRESS:
            st.empress_countered = True
        st.step = ATTACK
        st.lead_turn = False
        return [Event("counter", {"seat": seat, "card": CODE[kind], "against": CODE[st.attack_kind], **where})] + _take(
            st, kind, stack)
    # attack
    st.attacks[seat].append(kind)
    events = [Event("attack", {"seat": seat, "card": CODE[kind], **where})] + _take(st, kind, stack)
    if stack < 0 and st.hand_size(seat) == 0:
        return events + _end_round(st, seat, kind, opts)
    st.attacker = seat
    st.attack_kind = kind
    st.passes = 0
    st.turn = (seat + 1) % st.players
    st.step = RESPOND
    st.lead_turn = False
    st.mercs_used = 0
    return events


# ---- scoring ---------------------------------------------------------------------

def apply_mode(before: int, points: int, mode: str, target: int) -> tuple[int, bool]:
    """New score and whether it wins, per game mode."""
    raw = before + points
    if mode == "warrior":
        return raw, raw >= target
    if raw > target:
        # lord: the excess is taken off the target (18 -> 12); god: back to zero
        raw = max(0, target - (raw - target)) if mode == "lord" else 0
    return raw, raw == target


def _end_round(st: KamiState, seat: int, kind: int, opts: dict[str, Any]) -> list[Event]:
    master = st.lead_turn and st.hidden == kind
    points = CARDS[kind].points * (2 if master else 1)
    side = st.side(seat)
    before = st.scores[side]
    after, won = apply_mode(before, points, opts["mode"], opts["target"])
    st.scores[side] = after
    st.last_round = {
        "round": st.round, "winner": seat, "side": side, "card": CODE[kind], "points": points,
        "master_strike": master, "before": before, "after": after,
        "overshoot": before + points > opts["target"] and opts["mode"] != "warrior",
    }
    events = [Event("round_end", dict(st.last_round, scores=list(st.scores), mode=opts["mode"]))]
    if won:
        st.phase = OVER
        st.winner_side = side
        return events + [Event("game_over", {"side": side, "scores": list(st.scores)})]
    leader = seat if opts["next_leader"] == "winner" else (st.leader + 1) % st.players
    return events + deal(st, opts, leader, new_round=True)
