"""The catalogue (cards.json, board.json), loaded once and indexed for the rules."""

from __future__ import annotations

from typing import Any

from ..i18n import package_json
from . import program


def _load(name: str) -> Any:
    return package_json("rules.arnak", name)


CARDS_DATA = _load("cards.json")
BOARD = _load("board.json")
program.check_catalogue(CARDS_DATA, "cards.json")  # every effect program in the language of program.py
program.check_catalogue(BOARD, "board.json")

RESOURCES, ICONS = program.RESOURCES, program.ICONS  # (named once, in the programs' language)
UPGRADES = {"tablet": "arrowhead", "arrowhead": "jewel"}  # the upgrade icon: one step up this chain

CARDS: dict[str, dict[str, Any]] = {}
for _card in CARDS_DATA["basic"]:
    CARDS[_card["id"]] = {**_card, "kind": "basic", "cost": 0}
CARDS["fear"] = {**CARDS_DATA["fear"], "kind": "fear", "cost": 0}
for _card in CARDS_DATA["items"]:
    CARDS[_card["id"]] = {**_card, "kind": "item"}
for _card in CARDS_DATA["artifacts"]:
    CARDS[_card["id"]] = {**_card, "kind": "artifact"}

ITEMS = [c["id"] for c in CARDS_DATA["items"]]
ARTIFACTS = [c["id"] for c in CARDS_DATA["artifacts"]]
SETUP = BOARD["setup"]
ROUNDS = SETUP["rounds"]
HAND = SETUP["hand_size"]
GUARDIANS = {g["id"]: g for g in BOARD["guardians"]}
ASSISTANTS = {a["id"]: a for a in BOARD["assistants"]}
SITE_TILES = {int(level): {t["id"]: t for t in tiles} for level, tiles in BOARD["site_tiles"].items()}
CAMPS = BOARD["camps"]
TEMPLE_STACKS = BOARD["temple_tiles"]

# sites: camps "c0".."c4" (two spaces each, a and b), level I slots "s1".."s8", level II slots "s9".."s12"
CAMP_SITES = [f"c{i}" for i in range(5)]
SLOT_SITES = [f"s{i}" for i in range(1, 13)]


def slot_level(site: str) -> int:
    return 0 if site.startswith("c") else (1 if int(site[1:]) <= 8 else 2)


def slot_cost(side: str, site: str, space: str = "a") -> list[str]:
    """The travel icons to send an archaeologist there."""
    if site.startswith("c"):
        return list(BOARD["camp_space_costs"][0 if space == "a" else 1])
    n = int(site[1:])
    level = 1 if n <= 8 else 2
    return list(BOARD["slots"][side][str(level)][n - 1 if level == 1 else n - 9])


def research(side: str) -> dict[str, Any]:
    return BOARD["research"][side]


def space(side: str, sid: int) -> dict[str, Any]:
    return BOARD["research"][side]["spaces"][sid]


TEMPLE_ROW = 8
