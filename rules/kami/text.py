"""Kami's words for people: action labels, board targets, prompts and log lines."""

from __future__ import annotations

from typing import Any

from ..i18n import Catalog, Msg, hidden_group
from .cards import CARDS
from .engine import CODE, hand_codes
from .state import ATTACK, LEAD, OVER, REDEAL, KamiState


def _card(code: str) -> Msg:
    return Msg(f"card.{code}")


def action_label(game: Any, action: dict[str, Any], lang: str) -> str:
    catalog = game.catalog
    kind = action["type"]
    if "card" not in action:
        return catalog.render(f"action.{kind}", lang)
    key = f"action.{kind}_merc" if "merc" in action else f"action.{kind}"
    return catalog.render(Msg(key, {"card": _card(action["card"]), "stack": action.get("merc")}), lang)


def action_target(game: Any, action: dict[str, Any]) -> str:
    """Where the option sits on the board: a hand card, a mercenary stack or a button."""
    if "merc" in action:
        return f"merc:{action['merc']}"
    if "card" in action:
        return f"hand:{action['card']}"
    return action["type"]


def winners_text(catalog: Catalog, st: KamiState, names: list[str], lang: str) -> str:
    if st.players == 4:
        a, b = st.winner_side, st.winner_side + 2
        return catalog.render(Msg("team", {"a": names[a], "b": names[b]}), lang)
    return names[st.winner_side]


def prompt(game: Any, seat: int | None, names: list[str], lang: str) -> str:
    catalog, st, to_act = game.catalog, game.state, game.to_act
    if st.phase == OVER:
        return catalog.render(Msg("prompt.over", {"winners": winners_text(catalog, st, names, lang)}), lang)
    if seat not in to_act:
        return catalog.render(Msg("prompt.wait", {"player": ", ".join(names[s] for s in to_act)}), lang)
    if st.phase == REDEAL:
        return catalog.render(Msg("prompt.redeal", {"player": names[st.redeal_queue[0]]}), lang)
    if st.step == LEAD:
        return catalog.render("prompt.lead", lang)
    if st.step == ATTACK:
        return catalog.render("prompt.attack", lang)
    return catalog.render(Msg("prompt.respond", {"card": _card(CODE[st.attack_kind])}), lang)


def event_lines(game: Any, view: dict[str, Any], names: list[str], lang: str) -> list[str]:
    """Log lines for one event as one seat sees it."""
    catalog = game.catalog
    t = view["type"]
    p = {"player": names[view["seat"]]} if "seat" in view else {}

    def say(key: str, **params: Any) -> str:
        return catalog.render(Msg(key, {**p, **params}), lang)

    def cards(codes: list[str]) -> str:
        sep = "、" if lang == "ja" else ", "
        return sep.join(catalog.render(_card(c), lang) for c in codes)

    if t == "deal":
        lines = [say("log.deal", round=view["round"], player=names[view["leader"]])]
        if "hand" in view:
            lines.append(say("log.hand", cards=cards(view["hand"])))
        if "peek" in view:
            lines.append(say("log.peek", card=_card(view["peek"])))
        return lines
    if t == "soldiers_revealed":
        return [say("log.soldiers_revealed", count=view["cards"].count("S"), cards=cards(view["cards"]),
                    decider=names[view["decider"]])]
    if t == "redeal_choice":
        return [say(f"log.redeal_{view['choice']}")]
    if t == "hide":
        if "merc" in view:
            return [say("log.hide_merc", card=_card(view["card"]), stack=view["merc"])]
        return [say("log.hide_own", card=_card(view["card"])) if "card" in view else say("log.hide")]
    if t == "merc_revealed":
        return [say("log.merc_revealed", stack=view["stack"], card=_card(view["card"]))]
    if t == "counter":
        key = "log.counter_merc" if "merc" in view else "log.counter"
        return [say(key, card=_card(view["card"]), against=_card(view["against"]), stack=view.get("merc"))]
    if t == "attack":
        key = "log.attack_merc" if "merc" in view else "log.attack"
        return [say(key, card=_card(view["card"]), stack=view.get("merc"))]
    if t == "pass":
        return [say("log.pass")]
    if t == "round_end":
        lines = [say("log.round_end", player=names[view["winner"]], card=_card(view["card"]), round=view["round"],
                     points=view["points"], before=view["before"], after=view["after"])]
        if view["master_strike"]:
            lines.append(say("log.master_strike", card=_card(view["card"])))
        if view["overshoot"]:
            lines.append(say(f"log.{view['mode']}_over", after=view["after"]))
        return lines
    if t == "game_over":
        side = view["side"]
        winners = (catalog.render(Msg("team", {"a": names[side], "b": names[side + 2]}), lang)
                   if len(names) == 4 else names[side])
        return [say("log.game_over", winners=winners)]
    return []


def round_started(game: Any, view: dict[str, Any]) -> int | None:
    """A round begins with its deal (a soldier redeal deals the same round again: the log shows no second header)."""
    return view["round"] if view["type"] == "deal" else None


def hidden_cards(game: Any, lang: str) -> list[dict[str, Any]]:
    """Each hand, each face-down defence card no one saw placed, and (3 players) the two cards dealt to nobody."""
    st, cat = game.state, game.catalog
    groups = []
    for s in range(st.players):
        hand = [_card(code) for code in hand_codes(st.hands[s])]
        down = [_card(CODE[k]) for i, (k, up) in enumerate(st.defence[s]) if not up and i not in st.merc_hides[s]]
        groups += hidden_group(cat, s, "hand", hand, lang) + hidden_group(cat, s, "face_down", down, lang)
    if st.players == 3:
        groups += hidden_group(cat, None, "leftover", [_card(CODE[k]) for k in st.leftover], lang)
    return groups


def rules_help(game: Any, lang: str) -> dict[str, Any]:
    options = game.options
    mode = game.catalog.render(Msg(f"mode.{options['mode']}", {"target": options["target"]}), lang)
    # what answers what: each attack card and the cards that may counter it (the rules' own table)
    name = lambda code: game.catalog.render(_card(code), lang)  # noqa: E731
    counters = [{"card": name(card.code), "points": card.points,
                 "answered_by": [name(CARDS[k].code) for k in card.counters]} for card in CARDS]
    return {"mode": mode, "counters": counters, "provisional": game.provisional_help(lang)}
