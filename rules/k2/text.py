"""K2's words for people: action labels, board targets, prompts and log lines."""

from __future__ import annotations

from typing import Any

from ..i18n import Msg, hidden_group
from .board import CLIMBERS, down_value, up_value
from .engine import entry_cost, movement_total
from .state import ACTIONS, CHOOSE, OVER, RESCUE, RISK


def card_name(card: str) -> Msg:
    if card[0] == "R":
        return Msg("card.R", {"up": card[1], "down": card[2]})
    return Msg(f"card.{card[0]}", {"n": card[1]})


def space_name(space: str) -> Msg | str:
    """A space as players read it: its id as printed on the board (S12); base camp and the summit by name."""
    return Msg(f"space.{space}") if space in ("BASE", "SUMMIT") else space


def climber_name(climber: str | int) -> Msg:
    return Msg(f"climber.{climber if isinstance(climber, str) else CLIMBERS[climber]}")


def action_label(game: Any, action: dict[str, Any], lang: str) -> str:
    catalog, st, opts = game.catalog, game.state, game.options
    kind = action["type"]
    if kind == "pick":
        msg = Msg("action.pick", {"card": card_name(action["card"])})
    elif kind == "take":
        msg = Msg("action.take", {"token": action["token"]})
    elif kind == "give":
        card, use = action["card"], action.get("use")
        params = {"card": card_name(card), "climber": climber_name(action["climber"])}
        if use:
            n = down_value(card) if use == "down" else up_value(card)
            msg = Msg(f"action.give_{use}", {**params, "n": n})
        else:
            msg = Msg("action.give", params)
    elif kind in ("move", "rescue"):
        msg = Msg(f"action.{kind}", {"space": space_name(action["space"])})
    elif kind == "tent":
        seat = st.active()
        assert st.pool is not None
        space = st.climbers[seat][st.pool.climber].space
        msg = Msg("action.tent", {"cost": entry_cost(st, space, opts) if space else 0})
    elif kind == "done" and "climber" in action:
        msg = Msg("action.done_risk", {"climber": climber_name(action["climber"]), "risk": st.risk_left})
    else:
        msg = Msg(f"action.{kind}")
    return catalog.render(msg, lang)


def action_target(game: Any, action: dict[str, Any]) -> str:
    """Where the option sits on the board: a space, a card of the hand, a climber, or a button."""
    kind = action["type"]
    if "space" in action:
        return f"space:{action['space']}"
    if kind == "pick":
        return f"card:{action['card']}"
    if kind == "give":
        return f"climber:{action['climber']}"
    return kind


def prompt(game: Any, seat: int | None, names: list[str], lang: str) -> str:
    catalog, st, to_act = game.catalog, game.state, game.to_act

    def say(key: str, **params: Any) -> str:
        return catalog.render(Msg(key, params), lang)

    if st.phase == OVER:
        totals = [sum(c.score for c in cs) for cs in st.climbers]
        best = max(totals)
        # the engine's ranking: a tie on points goes to whoever first reached the highest space
        tops = [names[s] for s in game.result()["winners"]]
        if len(tops) == 1:
            return say("prompt.over_winner", winner=tops[0], score=best)
        return say("prompt.over_tie", winners=", ".join(tops), score=best)
    if seat is None or seat not in to_act:
        if st.phase == CHOOSE and seat is not None:
            return say("prompt.locked", names=", ".join(names[s] for s in to_act))
        return say("prompt.wait", names=", ".join(names[s] for s in to_act))
    if st.phase == CHOOSE:
        return say("prompt.choose", round=st.round, n=len(st.picked[seat]))
    if st.phase == RISK:
        return say("prompt.take")
    if st.phase == RESCUE:
        return say("prompt.rescue", climber=climber_name(st.rescues[0][1]))
    assert st.phase == ACTIONS
    risk = say("prompt.risk", risk=st.risk_left) if st.risk_left and seat == st.risk_taker else ""
    pool = st.pool
    if pool is not None and pool.kind == "move":
        down = say("prompt.pool_down", down=pool.down) if pool.down else ""
        return say("prompt.pool", climber=climber_name(pool.climber), free=pool.free, down=down) + risk
    if pool is not None:
        line = say("prompt.accl", climber=climber_name(pool.climber), accl=st.climbers[seat][pool.climber].accl)
        more = say("prompt.give", cards=" ".join(st.to_give[seat])) if st.to_give[seat] else say("prompt.done")
        return line + " " + more + risk
    if st.to_give[seat]:
        return say("prompt.give", cards=" ".join(st.to_give[seat])) + risk
    return say("prompt.done") + risk


def event_lines(game: Any, view: dict[str, Any], names: list[str], lang: str) -> list[str]:
    """Log lines for one event (as one seat sees it)."""
    catalog = game.catalog
    t = view["type"]
    p = {"player": names[view["seat"]]} if "seat" in view else {}

    def say(key: str, **params: Any) -> str:
        return catalog.render(Msg(key, {**p, **params}), lang)

    sep = "、" if lang == "ja" else ", "
    if t == "setup":
        return [say("log.setup", player=names[view["first"]], board=Msg(f"board.{view['board']}"))]
    if t == "round":
        return [say("log.round", round=view["round"], player=names[view["start"]])]
    if t == "forced":
        return [say("log.forced")]
    if t == "pick":
        lines = [say("log.pick", card=card_name(view["card"]))] if "card" in view else []
        return lines + [say("log.locked")] if view.get("locked") else lines
    if t == "reveal":
        lines = [catalog.render(Msg("log.reveal", {"player": names[s], "total": movement_total(cards),
                                                   "cards": sep.join(catalog.render(card_name(c), lang)
                                                                     for c in cards)}), lang)
                 for s, cards in enumerate(view["played"])]
        return lines + ([say("log.no_taker")] if view["taker"] < 0 and len(names) > 1 else [])
    if t == "take":
        return [say("log.take", token=view["token"])]
    if t == "give":
        return [say("log.give", card=card_name(view["card"]), climber=climber_name(view["climber"]))]
    if t == "move":
        path = "→".join(catalog.render(space_name(s), lang) for s in view["path"][1:])
        return [say("log.move", climber=climber_name(view["climber"]), path=path,
                    score=view["score"])]
    if t == "tent":
        return [say("log.tent", climber=climber_name(view["climber"]), space=space_name(view["space"]))]
    if t == "deduct":
        return [say("log.deduct", left=view["left"])]
    if t == "done":
        if "climber" in view:
            return [say("log.done_risk", climber=climber_name(view["climber"]), risk=view["risk"])]
        return [say("log.done")]
    if t == "idle":
        return [say("log.idle")]
    if t == "check":
        lines = []
        for c in view["changes"]:
            q = {"player": names[c["seat"]], "climber": climber_name(c["climber"]), "space": space_name(c["space"])}
            if c["before"] != c["after"]:
                lines.append(catalog.render(Msg("log.check", {**q, "before": c["before"], "after": c["after"]}), lang))
            if c["died"]:
                lines.append(catalog.render(Msg("log.death", q), lang))
        return lines
    if t == "rescue":
        return [say("log.rescue", climber=climber_name(view["climber"]), space=space_name(view["space"]),
                    score=view["score"])]
    if t == "draw":
        lines = [say("log.draw", round=view["round"])]
        if view["reshuffle"]:
            lines.append(say("log.reshuffle"))
        if "tile" in view:
            lines.append(say("log.tile"))
        return lines
    if t == "over":
        return [say("log.over", round=view["round"])]
    return []


def round_started(game: Any, view: dict[str, Any]) -> int | None:
    """Round 1 begins at the set-up; each later one with its new cards, then its start player."""
    return view["round"] if view["type"] in ("draw", "round") else None


def hidden_cards(game: Any, lang: str) -> list[dict[str, Any]]:
    """Each hand, the round's secret picks until they are shown, and each deck in the order it is drawn."""
    st, cat = game.state, game.catalog
    groups = []
    for s in range(st.players):
        picked = [] if st.revealed else st.picked[s]
        groups += (hidden_group(cat, s, "hand", [card_name(c) for c in st.hands[s]], lang)
                   + hidden_group(cat, s, "picked", [card_name(c) for c in picked], lang)
                   + hidden_group(cat, s, "deck", [card_name(c) for c in reversed(st.decks[s])], lang))
    return groups


def rules_help(game: Any, lang: str) -> dict[str, Any]:
    cat = game.catalog
    out: dict[str, Any] = {"board": cat.render(f"board.{game.options['board']}", lang)}
    for part in ("round", "risk", "moves", "check", "end"):
        out[part] = cat.render(f"help.{part}", lang)
    return {**out, "provisional": game.provisional_help(lang)}
