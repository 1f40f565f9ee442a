"""Nanga Parbat's words for people: action labels, board targets, prompts and log lines."""

from __future__ import annotations

from typing import Any

from ..i18n import Msg
from .board import ANIMALS, CAMPS_ROW, INDEX, ROWS, YAK
from .engine import free_sizes
from .state import CAMP, CLAIM, GUIDE, HIKER, OVER, NangaState, piece_name


def _animal(name: str) -> Msg:
    return Msg(f"animal.{name}")


def _piece(st: NangaState, section: str) -> Msg:
    """What lies on a section, from the point of view of the seat on turn."""
    cell = st.cells[INDEX[section]]
    if cell < HIKER:
        return _animal(piece_name(cell))
    if cell < CAMP:
        return Msg("piece.own_hiker" if cell - HIKER == st.turn else "piece.their_hiker")
    return Msg("piece.camp")


def action_label(game: Any, action: dict[str, Any], lang: str) -> str:
    catalog, st = game.catalog, game.state
    kind = action["type"]
    if kind == "guide":
        msg = Msg("action.guide", {"region": action["region"]})
    elif kind == "trap":
        msg = Msg("action.trap", {"animal": _piece(st, action["section"]), "section": action["section"]})
    elif kind == "power":
        msg = Msg("action.power", {"animal": _animal(action["animal"])})
    elif kind == "claim":
        msg = Msg("action.claim", {"row": Msg(f"row.{action['row']}")})
    elif kind == "pick" and "region" in action:
        msg = Msg("action.pick_region", {"region": action["region"]})
    elif kind == "pick" and "animal" in action:
        key = "action.pick_used_animal" if action["used"] else "action.pick_animal"
        msg = Msg(key, {"animal": _animal(action["animal"])})
    elif kind == "pick":
        camps = st.pending and st.pending[-1]["kind"] == CLAIM
        key = "action.pick_camp" if camps else "action.pick_piece"
        msg = Msg(key, {"piece": _piece(st, action["section"]), "section": action["section"]})
    else:
        msg = Msg(f"action.{kind}")
    return catalog.render(msg, lang)


def action_target(game: Any, action: dict[str, Any]) -> str:
    """Where the option sits on the board: a section, a region flag, a chart row, an animal board slot, a button."""
    kind = action["type"]
    if "section" in action:
        return f"section:{action['section']}"
    if "region" in action:
        return f"region:{action['region']}"
    if kind == "claim":
        return f"chart:{action['row']}"
    if "animal" in action:
        return f"animal:{action['animal']}" + (":used" if action.get("used") else "")
    return kind


def prompt(game: Any, seat: int | None, names: list[str], lang: str) -> str:
    catalog, st, to_act = game.catalog, game.state, game.to_act

    def say(key: str, **params: Any) -> str:
        return catalog.render(Msg(key, params), lang)

    if st.phase == OVER:
        if st.scores[0] == st.scores[1]:
            return say("prompt.draw")
        return say("prompt.over", winner=names[0 if st.scores[0] > st.scores[1] else 1])
    if seat is None or seat not in to_act:
        return say("prompt.wait", player=", ".join(names[s] for s in to_act))
    if st.phase == GUIDE:
        return say("prompt.guide")
    if st.pending:
        frame = st.pending[-1]
        if frame["kind"] == CLAIM:
            sizes = ", ".join(map(str, sorted(free_sizes(st, seat, frame["row"]))))
            key = "prompt.claim_camps" if frame["row"] == CAMPS_ROW else "prompt.claim_trade"
            return say(key, row=Msg(f"row.{ROWS[frame['row']]}"), n=len(frame["picks"]), sizes=sizes)
        animal = _animal(piece_name(frame["animal"]))
        if frame["animal"] == YAK:
            return say("prompt.power_yak", animal=animal)
        return say(f"prompt.power_{'second' if frame['picks'] else 'first'}.{piece_name(frame['animal'])}",
                   animal=animal)
    if not st.trapped:
        return say("prompt.trap", region=st.guide + 1)
    return say("prompt.after")


def event_lines(game: Any, view: dict[str, Any], names: list[str], lang: str) -> list[str]:
    """Log lines for one event."""
    catalog = game.catalog
    t = view["type"]
    p = {"player": names[view["seat"]]} if "seat" in view else {}

    def say(key: str, **params: Any) -> str:
        return catalog.render(Msg(key, {**p, **params}), lang)

    if t == "setup":
        return [say("log.setup", first=names[view["first"]], guide_by=names[view["guide_by"]])]
    if t == "guide":
        return [say("log.guide", region=view["region"])]
    if t == "trap":
        key = "log.trap_stay" if view["guide_from"] == view["guide"] else "log.trap"
        return [say(key, animal=_animal(view["animal"]), section=view["section"], region=view["guide"])]
    if t == "red_panda_ahead":
        return [say("log.red_panda_ahead")]
    if t == "score":
        line = say(f"log.score_{view['reason']}", points=view["points"], before=view["before"], after=view["after"])
        return [line, say("log.bumped", after=view["after"])] if view["bumped"] else [line]
    if t == "claim":
        pieces = ("、" if lang == "ja" else ", ").join(
            p if "." in p else catalog.render(_animal(p.rstrip("*")), lang) for p in view["pieces"])
        return [say(f"log.claim_{view['row']}", count=view["count"], points=view["points"], pieces=pieces)]
    if t == "power":
        if "region" in view:
            return [say("log.power_yak", animal=_animal(view["animal"]), region=view["region"])]
        a, b = view["sections"]
        return [say("log.power_swap", animal=_animal(view["animal"]), a=a, b=b)]
    if t == "game_over":
        s0, s1 = view["scores"]
        if s0 == s1:
            return [say("log.draw", a=s0, b=s1)]
        # the winner's score first: "Seat 2 wins, 29 to 14"
        return [say("log.game_over", winner=names[0 if s0 > s1 else 1], a=max(s0, s1), b=min(s0, s1))]
    return []


def rules_help(game: Any, lang: str) -> dict[str, Any]:
    cat = game.catalog
    animals = [{"id": a, "name": cat.render(f"animal.{a}", lang), "power": cat.render(f"power.{a}", lang)}
               for a in ANIMALS]
    return {"animals": animals, "provisional": game.provisional_help(lang)}
