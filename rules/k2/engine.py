"""K2's rules: the round (secret choice, risk, actions, acclimatization check, draw) as small decisions.

Actions (see notation.py): pick a card for the secret choice; take a risk token (option risk_choice=choose);
give a played card to a climber; move the climber to a reachable space; pitch its tent; deduct one risk point;
done; rescue a dying climber (option rescue).
"""

from __future__ import annotations

from typing import Any

from ..events import Event
from .board import (
    BASE,
    CLIMBERS,
    DECK,
    HAND,
    MAX_ACCL,
    MOUNTAINS,
    PLAY,
    RISK_FACE_UP,
    RISK_TOKENS,
    ROUNDS,
    WEATHER,
    Mountain,
    accl_value,
    capacities,
    down_value,
    is_accl,
    up_value,
)
from .state import ACTIONS, CHOOSE, OVER, RESCUE, RISK, Climber, K2State, Pool

Action = dict[str, Any]
FULL_DECK = [card for card, n in DECK.items() for _ in range(n)]


# ---- facts about a position -----------------------------------------------------------
def mountain(st: K2State) -> Mountain:
    return MOUNTAINS[st.side]


def today(st: K2State, opts: dict[str, Any]) -> dict[str, Any]:
    tile, day = st.tile_day()
    return WEATHER[opts["weather"]][st.weather[tile]]["days"][day]


def capacity(st: K2State, opts: dict[str, Any]) -> dict[str, int]:
    return capacities(st.players, opts["relaxed_capacity"])


def occupancy(st: K2State) -> dict[str, int]:
    count: dict[str, int] = {}
    for cs in st.climbers:
        for c in cs:
            if c.space is not None:
                count[c.space] = count.get(c.space, 0) + 1
    return count


def has_room(st: K2State, space: str, opts: dict[str, Any], occ: dict[str, int] | None = None,
             cap: dict[str, int] | None = None) -> bool:
    """Can one more climber end its action here? (the moving climber has already left its space)
    `occ` and `cap` may be given by a caller that asks about many spaces of one position."""
    if space == BASE:
        return True
    occ = occupancy(st) if occ is None else occ
    cap = capacity(st, opts) if cap is None else cap
    return occ.get(space, 0) < cap[mountain(st).spaces[space].zone]


def entry_cost(st: K2State, space: str, opts: dict[str, Any]) -> int:
    """Points to enter a space (or to pitch a tent on it): its cost plus today's movement penalty there."""
    spc = mountain(st).spaces[space]
    day = today(st, opts)
    return spc.cost + (day["move"] if spc.zone in day["zones"] else 0)


# entry costs of every space, per board side and weather day (a few dozen small tables at most)
_COSTS: dict[tuple[str, str, int, int], dict[str, int]] = {}


def entry_costs(st: K2State, opts: dict[str, Any]) -> dict[str, int]:
    """entry_cost of every space today, for the move search (which only reads it)."""
    tile, day = st.tile_day()
    key = (st.side, opts["weather"], st.weather[tile], day)
    if key not in _COSTS:
        weather = today(st, opts)
        penalty, zones = weather["move"], weather["zones"]
        _COSTS[key] = {sid: spc.cost + (penalty if spc.zone in zones else 0)
                       for sid, spc in mountain(st).spaces.items()}
    return _COSTS[key]


def movement_total(cards: list[str]) -> int:
    """What the risk draw compares: plain values plus rope up values."""
    return sum(up_value(c) for c in cards)


Routes = dict[str, tuple[int, int, int, list[str]]]

# The latest search and everything it depends on: listing the moves, checking the one chosen and playing it
# ask the same question three times. Callers only read the answer.
_last_search: tuple[tuple[Any, ...], Routes] | None = None


def reachable(st: K2State, opts: dict[str, Any], seat: int, pool: Pool) -> Routes:
    """Spaces the pool's climber (of `seat`) can end on: space -> (free left, down left, best VP passed, path).

    Every route within the pool's points is explored; a destination keeps the route that leaves the
    most points (then the most free points), then the one passing the highest flag. Down points pay
    first for descending steps, since they can pay for nothing else.
    """
    global _last_search
    assert pool.kind == "move"
    tile, day = st.tile_day()
    key = (st.side, opts["weather"], st.weather[tile], day, st.players, opts["relaxed_capacity"],
           seat, pool.climber, pool.free, pool.down, tuple(c.space for cs in st.climbers for c in cs))
    if _last_search is None or _last_search[0] != key:
        _last_search = (key, _search(st, opts, seat, pool))
    return _last_search[1]


def _search(st: K2State, opts: dict[str, Any], seat: int, pool: Pool) -> Routes:
    climber = st.climbers[seat][pool.climber]
    start = climber.space
    assert start is not None
    board = mountain(st)
    costs, descents = entry_costs(st, opts), board.descents
    best: dict[tuple[str, int, int], int] = {}
    paths: dict[tuple[str, int, int], list[str]] = {}
    stack = [(start, pool.free, pool.down, 0, [start])]
    while stack:
        here, free, down, top, path = stack.pop()
        for there in board.links[here]:
            cost = costs[there]
            use_down = min(down, cost) if (here, there) in descents else 0
            if free < cost - use_down:
                continue
            key = (there, free - (cost - use_down), down - use_down)
            vp = max(top, board.spaces[there].vp)
            if best.get(key, -1) >= vp:
                continue
            best[key] = vp
            paths[key] = [*path, there]
            stack.append((*key, vp, paths[key]))
    occ = occupancy(st)
    occ[start] -= 1
    cap = capacity(st, opts)
    out: Routes = {}
    for (there, free, down), vp in best.items():
        if there == start or not has_room(st, there, opts, occ, cap):
            continue
        rank = (free + down, free, vp)
        if there not in out or rank > (out[there][0] + out[there][1], out[there][0], out[there][2]):
            out[there] = (free, down, vp, paths[(there, free, down)])
    return out


def active_seat(st: K2State) -> int:
    if st.phase == RISK:
        return st.risk_taker
    if st.phase == RESCUE:
        return st.rescues[0][0]
    return st.active()


def alive(st: K2State, seat: int) -> list[int]:
    return [i for i, c in enumerate(st.climbers[seat]) if c.alive]


def rescue_spaces(st: K2State, opts: dict[str, Any]) -> list[str]:
    board = mountain(st)
    occ, cap = occupancy(st), capacity(st, opts)
    return [s for s in board.order if board.spaces[s].zone == "Z5" and has_room(st, s, opts, occ, cap)]


# ---- the protocol's hooks -------------------------------------------------------------
def setup(st: K2State, opts: dict[str, Any], first: int) -> list[Event]:
    rng = st.rng
    n = st.players
    st.side = opts["board"]
    st.first = first
    st.climbers = [[Climber(), Climber()] for _ in range(n)]
    st.decks = []
    for _ in range(n):
        deck = list(FULL_DECK)
        rng.shuffle(deck)
        st.decks.append(deck)
    st.hands = [sorted(_draw(deck, HAND)) for deck in st.decks]
    tokens = list(RISK_TOKENS)
    rng.shuffle(tokens)
    st.risk_up = sorted(tokens.pop() for _ in range(RISK_FACE_UP))
    st.risk_pile = tokens
    st.weather = list(range(len(WEATHER[opts["weather"]])))
    rng.shuffle(st.weather)
    st.rescue_used = [False] * n
    events = [Event("setup", {"first": first, "board": st.side}, private={s: {"hand": list(st.hands[s])}
                                                                            for s in range(n)})]
    return events + begin_round(st, opts)


def _draw(deck: list[str], k: int) -> list[str]:
    return [deck.pop() for _ in range(k)]


def begin_round(st: K2State, opts: dict[str, Any]) -> list[Event]:
    n = st.players
    st.phase = CHOOSE
    st.picked = [[] for _ in range(n)]
    st.played = [[] for _ in range(n)]
    st.to_give = [[] for _ in range(n)]
    st.revealed = False
    st.turn = 0
    st.pool = None
    st.risk_taker, st.risk_token, st.risk_left = -1, -1, 0
    for cs in st.climbers:
        for c in cs:
            c.got_card = False
    events = [Event("round", {"round": st.round, "start": st.start_player()})]
    if all(len(h) == PLAY for h in st.hands):
        # rounds 6, 12 and 18: the three kept cards are played, there is nothing to choose
        for s in range(n):
            st.picked[s], st.hands[s] = st.hands[s], []
        events.append(Event("forced", {}))
        events += reveal(st, opts)
    return events


def to_act(st: K2State) -> list[int]:
    if st.phase == CHOOSE:
        return [s for s in range(st.players) if len(st.picked[s]) < PLAY]
    if st.phase in (RISK, ACTIONS, RESCUE):
        return [active_seat(st)]
    return []


def play(st: K2State, seat: int, action: Action, opts: dict[str, Any]) -> list[Event]:
    kind = action["type"]
    if kind == "pick":
        return do_pick(st, seat, action["card"], opts)
    if kind == "take":
        return do_take(st, seat, action["token"], opts)
    if kind == "give":
        return do_give(st, seat, action["card"], CLIMBERS.index(action["climber"]), action.get("use"))
    if kind == "move":
        return do_move(st, seat, action["space"], opts)
    if kind == "tent":
        return do_tent(st, seat, opts)
    if kind == "deduct":
        return do_deduct(st, seat)
    if kind == "done":
        climber = action.get("climber")
        return do_done(st, seat, None if climber is None else CLIMBERS.index(climber), opts)
    if kind == "rescue":
        return do_rescue(st, seat, action["space"], opts)
    raise AssertionError(kind)


# ---- the secret choice and the risk -------------------------------------------------------
def do_pick(st: K2State, seat: int, card: str, opts: dict[str, Any]) -> list[Event]:
    st.hands[seat].remove(card)
    st.picked[seat].append(card)
    locked = len(st.picked[seat]) == PLAY
    # others learn only that a seat is ready, not how far its choice has come
    public = {"seat": seat, "locked": True} if locked else {}
    events = [Event("pick", public, private={seat: {"seat": seat, "card": card, "locked": locked}})]
    if all(len(p) == PLAY for p in st.picked):
        events += reveal(st, opts)
    return events


def reveal(st: K2State, opts: dict[str, Any]) -> list[Event]:
    n = st.players
    st.revealed = True
    st.played = [sorted(p) for p in st.picked]
    st.to_give = [list(p) for p in st.played]
    totals = [movement_total(p) for p in st.played]
    top = max(totals)
    leaders = [s for s in range(n) if totals[s] == top]
    taker = 0 if n == 1 else (leaders[0] if len(leaders) == 1 else -1)
    events = [Event("reveal", {"played": [list(p) for p in st.played], "totals": totals, "taker": taker},
                    irreversible=True)]
    if taker < 0:
        return events + start_actions(st, opts)
    st.risk_taker = taker
    if opts["risk_choice"] == "choose" and len(set(st.risk_up)) > 1:
        st.phase = RISK
        return events
    return events + do_take(st, taker, min(st.risk_up), opts)


def do_take(st: K2State, seat: int, token: int, opts: dict[str, Any]) -> list[Event]:
    st.risk_up.remove(token)
    st.risk_taken.append(token)
    st.risk_token = token
    st.risk_left = token
    return [Event("take", {"seat": seat, "token": token})] + start_actions(st, opts)


# ---- the action phase --------------------------------------------------------------------
def start_actions(st: K2State, opts: dict[str, Any]) -> list[Event]:
    st.phase = ACTIONS
    st.turn = 0
    return _skip_idle(st, opts)


def _skip_idle(st: K2State, opts: dict[str, Any]) -> list[Event]:
    """Seats without a living climber have nothing to do: their cards are lost (and any risk with them)."""
    events: list[Event] = []
    while st.turn < st.players and not alive(st, st.active()):
        seat = st.active()
        st.to_give[seat] = []
        if st.risk_taker == seat:
            st.risk_left = 0
        events.append(Event("idle", {"seat": seat}))
        st.turn += 1
    if st.turn == st.players:
        events += check(st, opts)
    return events


def do_give(st: K2State, seat: int, card: str, climber: int, use: str | None) -> list[Event]:
    st.to_give[seat].remove(card)
    target = st.climbers[seat][climber]
    target.got_card = True
    pool = st.pool
    data = {"seat": seat, "card": card, "climber": CLIMBERS[climber], "use": use}
    if is_accl(card):
        value = accl_value(card)
        target.accl += value
        st.pool = Pool(climber, "accl", deductible=value)
        return [Event("give", {**data, "accl": target.accl})]
    points = down_value(card) if use == "down" else up_value(card)
    if pool is None or pool.kind != "move" or pool.climber != climber or pool.moved:
        pool = st.pool = Pool(climber)
    if use == "down":
        pool.down += points
    else:
        pool.free += points
    return [Event("give", {**data, "points": points})]


def do_move(st: K2State, seat: int, space: str, opts: dict[str, Any]) -> list[Event]:
    pool = st.pool
    assert pool is not None
    free, down, vp, path = reachable(st, opts, seat, pool)[space]
    path = list(path)  # the event's own copy: the search's answer is shared
    climber = st.climbers[seat][pool.climber]
    climber.space = space
    pool.free, pool.down, pool.moved = free, down, True
    st.clock += 1
    if vp > climber.score:
        climber.score, climber.best_time = vp, st.clock
    return [Event("move", {"seat": seat, "climber": CLIMBERS[pool.climber], "path": path, "score": climber.score})]


def do_tent(st: K2State, seat: int, opts: dict[str, Any]) -> list[Event]:
    pool = st.pool
    assert pool is not None
    climber = st.climbers[seat][pool.climber]
    assert climber.space is not None
    pool.free -= entry_cost(st, climber.space, opts)
    pool.moved = True
    climber.tent = climber.space
    return [Event("tent", {"seat": seat, "climber": CLIMBERS[pool.climber], "space": climber.space})]


def do_deduct(st: K2State, seat: int) -> list[Event]:
    pool = st.pool
    assert pool is not None
    st.risk_left -= 1
    if pool.kind == "accl":
        pool.deductible -= 1
        st.climbers[seat][pool.climber].accl -= 1
        what = "accl"
    elif pool.down:
        pool.down -= 1
        what = "points"
    else:
        pool.free -= 1
        what = "points"
    return [Event("deduct", {"seat": seat, "climber": CLIMBERS[pool.climber], "what": what, "left": st.risk_left})]


def do_done(st: K2State, seat: int, climber: int | None, opts: dict[str, Any]) -> list[Event]:
    data: dict[str, Any] = {"seat": seat}
    if climber is not None:
        st.climbers[seat][climber].accl -= st.risk_left
        data.update(climber=CLIMBERS[climber], risk=st.risk_left, accl=st.climbers[seat][climber].accl)
    if st.risk_taker == seat:
        st.risk_left = 0  # what was not placed is lost with a climber-less turn
    st.pool = None
    st.turn += 1
    return [Event("done", data)] + _skip_idle(st, opts)


# ---- the acclimatization check and the end of the round ---------------------------------------
def check(st: K2State, opts: dict[str, Any]) -> list[Event]:
    st.pool = None
    board = mountain(st)
    day = today(st, opts)
    changes = []
    for seat, cs in enumerate(st.climbers):
        tents = {c.tent for c in cs if c.tent}
        for i, c in enumerate(cs):
            if c.space is None:
                continue
            spc = board.spaces[c.space]
            weather = day["accl"] if spc.zone in day["zones"] else 0
            tent = 1 if c.space in tents else 0
            before = c.accl
            c.accl = min(MAX_ACCL, c.accl + spc.accl - weather + tent)
            died = c.accl <= 0
            changes.append({"seat": seat, "climber": CLIMBERS[i], "space": c.space, "before": before,
                            "modifier": spc.accl, "weather": -weather, "tent": tent, "after": c.accl, "died": died})
            if died:
                # once per game: a second climber dying in the same check is not rescued
                if opts["rescue"] and not st.rescue_used[seat] and all(s != seat for s, _ in st.rescues):
                    st.rescues.append([seat, i])
                else:
                    _die(c)
    st.last_check = changes
    events = [Event("check", {"round": st.round, "changes": [dict(c) for c in changes]})]
    if st.rescues:
        st.phase = RESCUE
        return events
    return events + end_round(st, opts)


def _die(c: Climber) -> None:
    c.space, c.score, c.best_time, c.accl = None, 1, 0, 0


def do_rescue(st: K2State, seat: int, space: str, opts: dict[str, Any]) -> list[Event]:
    _, i = st.rescues.pop(0)
    c = st.climbers[seat][i]
    track = mountain(st).track
    c.score = track[max(0, track.index(c.score) - 4)]
    c.space, c.accl = space, 1
    st.rescue_used[seat] = True
    events = [Event("rescue", {"seat": seat, "climber": CLIMBERS[i], "space": space, "score": c.score})]
    if st.rescues:
        return events
    return events + end_round(st, opts)


def end_round(st: K2State, opts: dict[str, Any]) -> list[Event]:
    solo_death = st.players == 1 and any(not c.alive for c in st.climbers[0])
    if st.round == ROUNDS or solo_death:
        st.phase = OVER
        return [Event("over", {"round": st.round})]
    st.round += 1
    rng = st.rng
    private: dict[int, dict[str, Any]] = {}
    reshuffle = st.round in (7, 13)
    for s in range(st.players):
        if reshuffle:
            deck = list(FULL_DECK)
            rng.shuffle(deck)
            st.decks[s] = deck
            st.hands[s] = []
        drawn = _draw(st.decks[s], min(HAND - len(st.hands[s]), len(st.decks[s])))
        st.hands[s] = sorted(st.hands[s] + drawn)
        private[s] = {"drawn": sorted(drawn)}
    data: dict[str, Any] = {"round": st.round, "reshuffle": reshuffle}
    if st.risk_token >= 0 and st.risk_pile:
        st.risk_up = sorted([*st.risk_up, st.risk_pile.pop()])
        data["risk_up"] = list(st.risk_up)
    tile, day = st.tile_day()
    if day == 0 and tile + 1 < len(st.weather):
        data["tile"] = tile + 1  # the left tile leaves and the next one is turned face up
    return [Event("draw", data, private=private, irreversible=True)] + begin_round(st, opts)

