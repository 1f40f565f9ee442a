"""What one seat may see of a K2 game, and worlds sampled back from it (for bots and tests).

Hidden: every hand and deck order, the picks of the secret choice until the reveal, the face-down
risk tokens and the weather tiles not yet turned up. Everything else is public.
"""

from __future__ import annotations

from typing import Any

from ..rng import Rng
from .board import CLIMBERS, RISK_TOKENS, WEATHER
from .engine import FULL_DECK, active_seat, capacity, mountain, occupancy, to_act
from .state import ACTIONS, CHOOSE, OVER, RESCUE, Climber, K2State, Pool


def _day(day: dict[str, Any], round_: int) -> dict[str, Any]:
    return {"round": round_, "icon": day["icon"], "accl": day["accl"], "move": day["move"], "zones": list(day["zones"])}


def visible_tiles(st: K2State) -> int:
    """How many tiles of the order have been turned face up so far."""
    tile, _ = st.tile_day()
    return min(len(st.weather), tile + 2)


def weather_view(st: K2State, opts: dict[str, Any]) -> dict[str, Any]:
    tiles = WEATHER[opts["weather"]]
    tile, _ = st.tile_day()
    forecast = []
    for t in range(tile, visible_tiles(st)):
        for d, day in enumerate(tiles[st.weather[t]]["days"]):
            forecast.append(_day(day, t * 3 + d + 1))
    today = next(f for f in forecast if f["round"] == st.round)
    return {"forecast": forecast, "today": today, "tiles_left": len(st.weather) - tile - 1,
            "seen": [tiles[t]["id"] for t in st.weather[:visible_tiles(st)]]}


def discard(st: K2State, seat: int) -> list[str]:
    """Cards the seat has played since the last reshuffle (public: every played card was revealed)."""
    left = list(FULL_DECK)
    for c in st.hands[seat] + st.decks[seat] + ([] if st.revealed else st.picked[seat]):
        left.remove(c)
    return sorted(left)


def observe(st: K2State, seat: int | None, opts: dict[str, Any]) -> dict[str, Any]:
    n = st.players
    phase = st.phase
    seats = []
    for s in range(n):
        seats.append({
            "seat": s,
            "score": sum(c.score for c in st.climbers[s]),
            "deck": len(st.decks[s]),
            "hand": len(st.hands[s]) + (0 if st.revealed else len(st.picked[s])),
            "locked": len(st.picked[s]) == 3,
            "played": list(st.played[s]) if st.revealed else None,
            "discard": discard(st, s),
            "to_give": list(st.to_give[s]) if st.revealed else None,
            "rescue_used": st.rescue_used[s],
            "climbers": [
                {"id": CLIMBERS[i], "space": c.space, "alive": c.alive, "accl": c.accl, "score": c.score,
                 "tent": c.tent, "got_card": c.got_card}
                for i, c in enumerate(st.climbers[s])
            ],
        })
    pool = st.pool
    return {
        "game": "k2",
        "players": n,
        "viewer": seat,
        "board": st.side,
        "options": dict(opts),
        "round": st.round,
        "phase": phase,
        "to_act": to_act(st),
        "start_player": st.start_player(),
        "active": active_seat(st) if phase not in (CHOOSE, OVER) else None,
        "map": mountain(st).to_dict(capacity(st, opts)),
        "weather": weather_view(st, opts),
        "risk": {"face_up": list(st.risk_up), "face_down": len(st.risk_pile),
                 "taker": st.risk_taker if st.risk_taker >= 0 else None,
                 "token": st.risk_token if st.risk_token >= 0 else None, "remaining": st.risk_left,
                 "taken": list(st.risk_taken)},
        "seats": seats,
        "hand": sorted(st.hands[seat]) if seat is not None else None,
        "picked": list(st.picked[seat]) if seat is not None and not st.revealed else [],
        "pool": {"climber": CLIMBERS[pool.climber], "kind": pool.kind, "free": pool.free, "down": pool.down,
                 "moved": pool.moved, "deductible": pool.deductible} if pool and phase == ACTIONS else None,
        "occupancy": occupancy(st),
        "last_check": [dict(c) for c in st.last_check],
    }


def sample_state(obs: dict[str, Any], rng: Rng) -> K2State:
    """A full state the observing seat cannot tell from the real one: every hand, deck, secret pick, face-down
    risk token and weather tile it cannot see is drawn at random from what it could be."""
    n = obs["players"]
    seat = obs["viewer"]
    opts = obs["options"]
    st = K2State(players=n, rng=Rng(rng.next64()), side=obs["board"], round=obs["round"], phase=obs["phase"])
    st.first = (obs["start_player"] - obs["round"] + 1) % n
    st.revealed = obs["seats"][0]["played"] is not None
    st.climbers = [[Climber(c["space"], c["accl"], c["score"], 0, c["tent"], c["got_card"]) for c in s["climbers"]]
                   for s in obs["seats"]]
    st.played = [list(s["played"] or []) for s in obs["seats"]]
    st.to_give = [list(s["to_give"] or []) for s in obs["seats"]]
    st.picked = [list(s["played"]) if st.revealed else [] for s in obs["seats"]]
    st.rescue_used = [s["rescue_used"] for s in obs["seats"]]
    st.hands, st.decks = [], []
    for s, info in enumerate(obs["seats"]):
        # cards this seat has not played since the last reshuffle are somewhere in its hand or deck
        unseen = list(FULL_DECK)
        for c in info["discard"]:
            unseen.remove(c)
        rng.shuffle(unseen)
        if s == seat:
            hand = list(obs["hand"])
            st.picked[s] = list(obs["picked"]) if not st.revealed else st.picked[s]
            for c in hand + (st.picked[s] if not st.revealed else []):
                unseen.remove(c)
        else:
            hand = unseen[:info["hand"]]
            unseen = unseen[info["hand"]:]
            if not st.revealed and info["locked"]:
                st.picked[s], hand = hand[:3], hand[3:]
        st.hands.append(sorted(hand))
        st.decks.append(unseen[:info["deck"]])
    risk = obs["risk"]
    st.risk_up = list(risk["face_up"])
    st.risk_taker = -1 if risk["taker"] is None else risk["taker"]
    st.risk_token = -1 if risk["token"] is None else risk["token"]
    st.risk_left = risk["remaining"]
    st.risk_taken = list(risk["taken"])
    st.last_check = [dict(c) for c in obs["last_check"]]
    st.risk_pile = _risk_pile(risk, rng)
    st.weather = _weather_order(obs, opts, rng)
    if obs["phase"] == ACTIONS:
        st.turn = (obs["active"] - st.start_player()) % n
    if obs["phase"] == RESCUE:
        # dying climbers keep their space until their owner rescues them, in seat then climber order
        st.turn = n
        st.rescues = [[s, i] for s, info in enumerate(obs["seats"]) for i, c in enumerate(info["climbers"])
                      if c["alive"] and c["accl"] <= 0]
    pool = obs["pool"]
    if pool is not None:
        st.pool = Pool(CLIMBERS.index(pool["climber"]), pool["kind"], pool["free"], pool["down"], pool["moved"],
                       pool["deductible"])
    return st


def _risk_pile(risk: dict[str, Any], rng: Rng) -> list[int]:
    pile = list(RISK_TOKENS)
    for t in risk["face_up"] + risk["taken"]:
        pile.remove(t)
    rng.shuffle(pile)
    return pile


def _weather_order(obs: dict[str, Any], opts: dict[str, Any], rng: Rng) -> list[int]:
    ids = [t["id"] for t in WEATHER[opts["weather"]]]
    seen = [ids.index(t) for t in obs["weather"]["seen"]]
    hidden = [i for i in range(len(ids)) if i not in seen]
    rng.shuffle(hidden)
    return seen + hidden
