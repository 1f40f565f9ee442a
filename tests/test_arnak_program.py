"""Arnak's effect programs are checked against their language (rules/arnak/program.py) when the catalogue loads: a
bad step is refused naming the card, the step and the field, and the catalogue as shipped has none."""

from __future__ import annotations

import copy

import pytest

from rules.arnak import data, effects, program


def test_the_catalogue_as_shipped_is_in_the_language():
    assert program.catalogue_problems(data.CARDS_DATA, "cards.json") == []
    assert program.catalogue_problems(data.BOARD, "board.json") == []


def test_every_op_of_the_language_is_one_the_engine_plays():
    assert set(program.OPS) <= set(effects.OPS)


def with_effect(card_id: str, effect: list) -> dict:
    cards = copy.deepcopy(data.CARDS_DATA)
    card = next(c for c in cards["items"] + cards["artifacts"] if c["id"] == card_id)
    card["effect"] = effect
    return cards


@pytest.mark.parametrize(("effect", "words"), [
    ([{"op": "draw", "n": 1}, {"op": "gian", "res": {"coin": 1}}], "step 2: unknown op 'gian'"),
    ([{"op": "draw", "count": 1}], "step 1 (draw): the field 'n' is missing"),
    ([{"op": "draw", "n": 1, "m": 2}], "step 1 (draw): unknown field 'm'"),
    ([{"op": "gain", "res": {"gold": 1}}], "step 1 (gain): 'res' must be resources"),
    ([{"op": "gain", "res": {"coin": True}}], "'res' must be resources"),
    ([{"op": "draw", "n": 0}], "'n' must be a whole number from 1, got 0"),
    ([{"op": "travel", "icons": ["boat"]}], "'icons' must be a list of travel icons"),
    ([{"op": "choose", "options": [[{"op": "draw", "n": 1}], [{"op": "fear", "n": "1"}]]}],
     "step 1 (choose), option 2, step 1 (fear): 'n' must be a whole number from 1"),
    ("draw 1", "an effect is a list of steps"),
])
def test_a_bad_step_is_refused_naming_the_card_the_step_and_the_field(effect, words):
    found = program.catalogue_problems(with_effect("I1", effect), "cards.json")
    assert any(words in f for f in found) and all("I1" in f for f in found), found
    with pytest.raises(ValueError, match=r"cards.json has \d bad effect step"):
        program.check_catalogue(with_effect("I1", effect), "cards.json")
