"""Words for the Table and boards: action labels, targets, prompts and log lines, in en and ja."""

from __future__ import annotations

from typing import Any

from ..i18n import Catalog, Msg
from . import notation
from .state import ArnakState


def _name(cat: Catalog, kind: str, value: Any, lang: str) -> str:
    key = f"{kind}.{value}"
    return cat.render(key, lang) if cat.has(key) else str(value)


def _res(cat: Catalog, res: dict[str, int], lang: str) -> str:
    return ", ".join(f"{n} {_name(cat, 'res', k, lang)}" for k, n in res.items() if n)


def action_label(cat: Catalog, action: dict[str, Any], lang: str) -> str:
    kind = action["type"]
    verb = cat.render(f"act.{kind}", lang) if cat.has(f"act.{kind}") else kind
    if "card" in action:
        return f"{verb} {_name(cat, 'card', action['card'], lang)}"
    value = action.get("value")
    if isinstance(value, str) and ":" in value:  # exile hand:fear
        zone, card = value.split(":")
        return f"{verb} {_name(cat, 'card', card, lang)} ({_name(cat, 'zone', zone, lang)})"
    if isinstance(value, str) and value in cat_cards(cat):
        return f"{verb} {_name(cat, 'card', value, lang)}"
    text = notation.format_action(action)
    return text if verb == kind else f"{verb} {text.split(' ', 1)[-1]}"


def cat_cards(cat: Catalog) -> set[str]:
    return {k[5:] for k in cat.keys() if k.startswith("card.")}


def action_target(action: dict[str, Any]) -> str:
    """The board element a front-end highlights for this action."""
    for key in ("site", "card"):
        if key in action:
            return f"{key}:{action[key]}"
    if "space" in action:
        return f"research:{action['space']}"
    if "value" in action:
        return f"{action['type']}:{action['value']}"
    return action["type"]


def prompt(cat: Catalog, st: ArnakState, seat: int | None, to_act: list[int], names: list[str], lang: str) -> str:
    if st.over:
        return cat.render("prompt.over", lang)
    top = st.top
    if top is None:
        return ""
    if seat is None or top.get("seat") != seat:
        return cat.render("prompt.wait", lang, name=names[top.get("seat", 0)])
    if top["kind"] == "turn":
        return cat.render("prompt.turn.done" if top["main"] else "prompt.turn", lang)
    if top["kind"] == "pay":
        need = ", ".join(_name(cat, "icon", i, lang) for i in top["need"])
        return cat.render("prompt.pay", lang, need=need)
    return cat.render(f"prompt.{top['kind']}", lang)


def event_lines(cat: Catalog, ev: dict[str, Any], names: list[str], lang: str) -> list[str]:
    kind = ev["type"]
    who = names[ev["seat"]] if "seat" in ev and 0 <= ev["seat"] < len(names) else ""
    if kind == "round":
        return [cat.render("log.round", lang, round=ev["round"])]
    if kind in ("place", "discover", "overcome"):
        return [cat.render(f"log.{kind}", lang, name=who, site=_name(cat, "site_id", ev["site"], lang))]
    if kind in ("gain", "pay") and ev.get("res"):
        return [cat.render(f"log.{kind}", lang, name=who, res=_res(cat, ev["res"], lang))]
    if kind == "draw":
        if ev.get("cards"):
            cards = ", ".join(_name(cat, "card", c, lang) for c in ev["cards"])
            return [cat.render("log.draw_cards", lang, name=who, cards=cards)]
        return [cat.render("log.draw", lang, name=who, n=ev["n"])] if ev["n"] else []
    if kind == "fear":
        return [cat.render("log.fear", lang, name=who, n=ev["n"])]
    if kind in ("play", "buy", "exile", "discard"):
        return [cat.render(f"log.{kind}", lang, name=who, card=_name(cat, "card", ev["card"], lang))]
    if kind == "pass":
        return [cat.render("log.pass", lang, name=who)]
    if kind == "research":
        return [cat.render("log.research", lang, name=who, token=_name(cat, "token", ev["token"], lang),
                           space=ev["space"])]
    if kind == "temple":
        return [cat.render("log.temple", lang, name=who, vp=ev["vp"])]
    if kind == "game_over":
        return [cat.render("log.game_over", lang)]
    return []


def rules_help(cat: Catalog, options: dict[str, Any], provisional: list[dict[str, Any]], lang: str) -> dict[str, Any]:
    return {"temple": _name(cat, "temple", options["temple"], lang), "turn": cat.render("help.turn", lang),
            "readings": cat.render("help.readings", lang), "provisional": provisional}


def msg(key: str, **params: Any) -> Msg:
    return Msg(key, params)
