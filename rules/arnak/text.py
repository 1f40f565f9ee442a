"""Words for the Table and boards: action labels, targets, prompts and log lines, in en and ja."""

from __future__ import annotations

from typing import Any

from ..i18n import Catalog, hidden_group
from . import costs, data, zones
from .state import ArnakState


def _name(cat: Catalog, kind: str, value: Any, lang: str) -> str:
    key = f"{kind}.{value}"
    return cat.render(key, lang) if cat.has(key) else str(value)


def res_text(cat: Catalog, res: dict[str, int], lang: str) -> str:
    """"1 coin, 2 compasses" / "コイン×1・方位磁針×2"."""
    parts = [cat.render(f"res_n.{k}", lang, n=n) if cat.has(f"res_n.{k}") else f"{n} {k}" for k, n in res.items() if n]
    return ("・" if lang == "ja" else ", ").join(parts) or "0"


def icons_text(cat: Catalog, icons: list[str], lang: str) -> str:
    return "+".join(_name(cat, "icon", i, lang) for i in icons)


def site_name(cat: Catalog, st: ArnakState | None, site: str, lang: str) -> str:
    return cat.render(costs.site_msg(st, site), lang)


def steps_text(cat: Catalog, steps: list[dict[str, Any]], lang: str) -> str:
    parts = []
    for step in steps:
        op = step["op"]
        if op in ("gain", "pay"):
            parts.append(cat.render(f"step.{op}", lang, res=res_text(cat, step["res"], lang)))
        elif op in ("draw", "fear"):
            parts.append(cat.render(f"step.{op}", lang, n=step["n"]))
        elif op == "travel":
            parts.append(cat.render("step.travel", lang, icons=icons_text(cat, step["icons"], lang)))
        elif op in ("exile", "pass", "upgrade"):
            parts.append(cat.render(f"step.{op}", lang))
        else:
            parts.append(cat.render("step.other", lang, op=op))
    return cat.render("step.then", lang).join(parts) if parts else cat.render("step.nothing", lang)


def _card(cat: Catalog, card: str, lang: str) -> str:
    return _name(cat, "card", card, lang)


def _assistant(cat: Catalog, aid: Any, lang: str) -> str:
    return _name(cat, "assistant", aid, lang)


def action_label(game: Any, action: dict[str, Any], lang: str) -> str:
    cat, st = game.catalog, game.state
    kind = action["type"]
    top = st.top or {}
    seat = top.get("seat", 0)
    key = f"act.{kind}"
    if kind in ("dig", "discover", "overcome"):
        return cat.render(key, lang, site=site_name(cat, st, action["site"], lang))
    if kind == "buy":
        return cat.render(key, lang, card=_card(cat, action["card"], lang),
                          cost=res_text(cat, costs.buy_price(action["card"]), lang))
    if kind == "play":
        return cat.render(key, lang, card=_card(cat, action["card"], lang))
    if kind == "pay":
        p = st.players[seat]
        return cat.render(key, lang, card=_card(cat, action["card"], lang),
                          icons=icons_text(cat, zones.travel_icons(p, action["card"]), lang))
    if kind == "research":
        token = costs.research_token(st, seat, action["space"]) or "glass"
        cost = costs.research_cost(st, action["space"])
        if "idol_from_supply" in data.space(st.temple, action["space"])["cost"]:  # the Snake side's rescue row
            cost["idol_from_supply"] = 1
        return cat.render(key, lang, token=_name(cat, "token", token, lang), space=action["space"],
                          cost=res_text(cat, cost, lang))
    if kind == "temple":
        return cat.render(key, lang, vp=data.TEMPLE_STACKS[action["stack"]]["vp"],
                          cost=res_text(cat, costs.temple_cost(st, action["stack"]), lang))
    if kind == "idol":
        reward = steps_text(cat, data.BOARD["idols"]["slot_options"][action["option"]], lang)
        return cat.render(key, lang, reward=reward)
    if kind == "boon":
        boon = data.GUARDIANS[action["guardian"]]["boon"]
        return cat.render(key, lang, guardian=_name(cat, "guardian", action["guardian"], lang),
                          boon=steps_text(cat, boon, lang))
    if kind == "assistant":
        mine = next((a for a in st.players[seat].assistants if a.id == action["id"]), None)
        gold = bool(mine and mine.gold)
        icons = costs.assistant_icons(action["id"], gold) if top.get("kind") == "pay" else []
        if icons:  # paying travel: the icons it pays with (one with none is used for what it gives, as in a turn)
            effect = icons_text(cat, zones.as_planes(st.players[seat], icons), lang)
        else:
            effect = _name(cat, f"text.assistant.{action['id']}", "gold" if gold else "silver", lang)
        return cat.render(key, lang, assistant=_assistant(cat, action["id"], lang), effect=effect)
    if kind == "skip" and top.get("skip_effect"):
        return cat.render("act.skip_effect", lang, card=_card(cat, top.get("source", ""), lang))
    if "value" not in action:
        return cat.render(key, lang)
    return choice_label(cat, st, top, kind, action["value"], lang)


def choice_label(cat: Catalog, st: ArnakState, frame: dict[str, Any], kind: str, value: Any, lang: str) -> str:
    key = f"act.{kind}"
    if kind == "exile":
        zone, card = str(value).split(":")
        return cat.render(key, lang, card=_card(cat, card, lang), zone=_name(cat, "zone", zone, lang))
    if kind in ("discard", "purchase", "take", "earring_keep", "earring_top", "keep", "unkeep"):
        return cat.render(key, lang, card=_card(cat, value, lang))
    if kind == "upgrade":
        return cat.render(key, lang, res=_name(cat, "res", value, lang))
    if kind == "option":
        return cat.render(key, lang, text=steps_text(cat, frame.get("options", [[]])[value], lang))
    if kind in ("activate", "dig_or_discover", "guardian", "relocate_from", "relocate_to", "return_home", "camp",
                "guardian_from", "guardian_to"):
        return cat.render(key, lang, site=site_name(cat, st, value, lang))
    if kind == "study":
        where = str(value).split("/")[0]
        if where.startswith("t"):
            text = cat.render("research.temple", lang, vp=data.TEMPLE_STACKS[int(where[1:])]["vp"])
        else:
            text = cat.render("research.space", lang, space=where)
        return cat.render(key, lang, where=text)
    if kind in ("supply_use", "swap_own", "swap_supply", "recruit", "assistant_up", "rescue", "refresh"):
        return cat.render(key, lang, assistant=_assistant(cat, value, lang))
    if kind == "earring_n":
        return cat.render(key, lang, n=value)
    if kind == "bonus":
        return cat.render(key, lang, bonus=_name(cat, "bonus", value, lang))
    if kind == "order":
        return cat.render(key, lang, first=cat.render(f"order.{value}", lang))
    return f"{kind} {value}"


def action_target(game: Any, action: dict[str, Any]) -> str:
    """The board element a front-end highlights for this action."""
    for key in ("site", "card"):
        if key in action:
            return f"{key}:{action[key]}"
    if "space" in action:
        return f"research:{action['space']}"
    if "stack" in action:
        return f"temple:{action['stack']}"
    if "guardian" in action:
        return f"guardian:{action['guardian']}"
    if "id" in action:
        return f"assistant:{action['id']}"
    if "option" in action:
        return f"idol:{action['option']}"
    if "value" in action:
        return f"{action['type']}:{action['value']}"
    return action["type"]


def prompt(game: Any, seat: int | None, names: list[str], lang: str) -> str:
    cat, st = game.catalog, game.state
    if st.over:
        return cat.render("prompt.over", lang)
    top = st.top
    if top is not None and top["kind"] == "keep":  # everyone asked at once
        if seat in top["waiting"]:
            return cat.render("prompt.keep", lang)
        joiner = "・" if lang == "ja" else ", "
        return cat.render("prompt.keep_wait", lang, names=joiner.join(names[s] for s in top["waiting"]))
    if top is None or "seat" not in top:
        return ""
    if seat is None or top["seat"] != seat:
        return cat.render("prompt.wait", lang, name=names[top["seat"]])
    if top["kind"] == "turn":
        return cat.render("prompt.turn.done" if top["main"] else "prompt.turn", lang)
    if top["kind"] == "pay":
        return cat.render("prompt.pay", lang, need=icons_text(cat, top["need"], lang))
    ask = cat.render(f"prompt.{top['kind']}", lang)
    if top.get("skip_effect"):  # a bought artifact's first decision
        return cat.render("prompt.bought", lang, card=_card(cat, top.get("source", ""), lang), ask=ask)
    return ask


def round_started(game: Any, ev: dict[str, Any]) -> int | None:
    return ev["round"] if ev["type"] == "round" else None


def event_lines(game: Any, ev: dict[str, Any], names: list[str], lang: str) -> list[str]:
    cat = game.catalog
    kind = ev["type"]
    who = names[ev["seat"]] if "seat" in ev and 0 <= ev["seat"] < len(names) else ""
    card = _card(cat, ev["card"], lang) if "card" in ev else ""

    def line(key: str, **params: Any) -> list[str]:
        return [cat.render(key, lang, name=who, **params)]

    if kind == "setup":
        return [cat.render("log.setup", lang, name=names[ev["first"]], temple=_name(cat, "temple", ev["temple"], lang))]
    if kind == "round":
        return [cat.render("log.round", lang, round=ev["round"])]
    if kind == "turn":
        return line("log.turn")
    if kind in ("place", "discover", "overcome", "activate"):
        return line(f"log.{kind}", site=site_name(cat, None, ev["site"], lang))
    if kind in ("gain", "pay"):
        return line(f"log.{kind}", res=res_text(cat, ev["res"], lang)) if any(ev["res"].values()) else []
    if kind == "paid":
        return line("log.pay", res=res_text(cat, ev["res"], lang)) if any(ev["res"].values()) else []
    if kind == "draw":
        if ev.get("cards"):
            return line("log.draw_cards", cards=", ".join(_card(cat, c, lang) for c in ev["cards"]))
        return line("log.draw", n=ev["n"]) if ev["n"] else []
    if kind == "fear":
        return line("log.fear.guardians" if ev.get("guardians") else "log.fear", n=ev["n"])
    if kind in ("play", "buy", "exile", "discard", "reveal", "take", "pay_card", "exile_row"):
        return line(f"log.{kind}", card=card)
    if kind in ("pass", "plane", "cancel", "home", "war_mask", "ocarina", "idol_back"):
        return line(f"log.{kind}")
    if kind == "keep":
        return line("log.keep", kept=ev["kept"], discarded=ev["discarded"])
    if kind == "research":
        return line("log.research", token=_name(cat, "token", ev["token"], lang), space=ev["space"])
    if kind == "temple":
        return line("log.temple", vp=ev["vp"])
    if kind == "temple_tile":
        return line("log.temple_tile", vp=ev["vp"])
    if kind == "bonus":
        return line("log.bonus", bonus=_name(cat, "bonus", ev["tile"], lang))
    if kind in ("recruit", "rescue", "assistant", "assistant_gold"):
        return line(f"log.{kind}", assistant=_assistant(cat, ev["assistant"], lang))
    if kind == "boon":
        return line("log.boon", guardian=_name(cat, "guardian", ev["guardian"], lang))
    if kind == "idol":
        return line("log.idol", reward=steps_text(cat, data.BOARD["idols"]["slot_options"][ev["option"]], lang))
    if kind in ("relocate", "move_guardian"):
        return line(f"log.{kind}", **{"from": site_name(cat, None, ev["from"], lang),
                                      "to": site_name(cat, None, ev["to"], lang)})
    if kind == "swap":
        return line("log.swap", gave=_assistant(cat, ev["gave"], lang), got=_assistant(cat, ev["got"], lang))
    if kind == "refill":
        return [cat.render("log.refill", lang, cards=", ".join(_card(cat, c, lang) for c in ev["cards"]))]
    if kind == "site_tile":
        return line("log.site_tile", level=ev["level"])
    if kind == "game_over":
        lines = [cat.render("log.game_over", lang)]
        for seat, sheet in enumerate(ev.get("sheets", [])):
            lines.append(cat.render("log.score", lang, name=names[seat], total=sum(sheet.values()), **sheet))
        return lines
    return []


def hidden_cards(game: Any, lang: str) -> list[dict[str, Any]]:
    """Each hand, the cards set aside to keep at a round's end, and each deck from its top."""
    st, cat = game.state, game.catalog
    groups = []
    for s, p in enumerate(st.players):
        for what, cards in (("hand", p.hand), ("keeping", p.keeping), ("deck", p.deck)):
            groups += hidden_group(cat, s, what, [_card(cat, c, lang) for c in cards], lang)
    return groups


def rules_help(game: Any, lang: str) -> dict[str, Any]:
    cat = game.catalog
    return {"temple": _name(cat, "temple", game.options["temple"], lang), "turn": cat.render("help.turn", lang),
            "readings": cat.render("help.readings", lang), "bga": cat.render("help.bga", lang),
            "provisional": game.provisional_help(lang)}

