"""Kami's rule-based bot: it reads only its observation.

What it does, in order of priority:
- finishes the round when it can, with a master strike (a kept pair) if possible and,
  in lord/god mode, without overshooting the target when a choice exists;
- stops an opponent who would go out on their next lead (attacker with 2 cards or fewer);
- never counters its partner (4p) unless that wins the round;
- keeps the Empress and pairs for the end, hides cheap spare cards, attacks with the
  card the others are least likely to counter (by counting unseen cards);
- plays from the hand rather than mercenaries (2p), since only hand cards bring it out.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..rng import Rng
from .cards import CARDS

Action = dict[str, Any]
POINTS = {c.code: c.points for c in CARDS}
COPIES = {c.code: c.copies for c in CARDS}
COUNTERED_BY = {c.code: [CARDS[k].code for k in c.counters] for c in CARDS}


def unseen(obs: dict[str, Any]) -> Counter[str]:
    """Copies of each kind the bot has not seen anywhere (they may be in other hands)."""
    seen = Counter(obs["hand"])
    for row in obs["rows"]:
        seen.update(d["card"] for d in row["defence"] if d["card"])
        seen.update(row["attack"])
    for merc in obs["mercenaries"] or []:
        if merc["top"]:
            seen[merc["top"]] += 1
    if obs["leftover"] and obs["leftover"]["peek"]:
        seen[obs["leftover"]["peek"]] += 1
    return Counter({code: max(0, COPIES[code] - seen[code]) for code in COPIES})


def threat(code: str, hidden: Counter[str]) -> int:
    """How many unseen cards could counter an attack of this kind."""
    return sum(hidden[k] for k in COUNTERED_BY[code])


def keep_value(code: str, hand: Counter[str]) -> float:
    """How much the bot wants to keep a card for later."""
    value = POINTS[code] * 0.6
    if hand[code] >= 2:
        value += 2.0  # a pair can become a master strike
    if code == "E":
        value += 3.0
    return value


class KamiRuleBot:
    name = "rule"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        kind = legal[0]["type"]
        if kind in ("reshuffle", "keep"):
            return self._redeal(obs)
        if kind == "hide":
            return self._hide(obs, legal)
        if kind == "attack":
            return self._attack(obs, legal)
        return self._respond(obs, legal)

    # ---- decisions ---------------------------------------------------------------
    def _redeal(self, obs: dict[str, Any]) -> Action:
        shown = next(r["cards"] for r in obs["revealed"] if r["seat"] == obs["redeal_for"])
        own = sum(POINTS[c] for c in obs["hand"])
        weak = shown.count("S") >= 6 or own < 16
        return {"type": "reshuffle" if weak else "keep"}

    def _final_gain(self, obs: dict[str, Any], points: int) -> float:
        """Value of scoring `points` now, with the mode's overshoot rules."""
        seat = obs["viewer"]
        score, target, mode = obs["scores"][seat], obs["target"], obs["mode"]
        total = score + points
        if mode == "warrior" or total <= target:
            return points + (100 if total >= target else 0)
        return -score if mode == "god" else (target - (total - target)) - score

    def _hide(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        hand = Counter(obs["hand"])
        from_hand = [a for a in legal if "merc" not in a]
        if not from_hand:
            return min(legal, key=lambda a: keep_value(a["card"], hand))
        if len(obs["hand"]) == 2:
            # going out: hide one, attack with the other; a pair is a master strike
            def gain(a: Action) -> float:
                rest = Counter(hand)
                rest[a["card"]] -= 1
                last = next(c for c in rest if rest[c])
                pts = POINTS[last] * (2 if last == a["card"] else 1)
                return self._final_gain(obs, pts)
            return max(from_hand, key=gain)
        hidden = unseen(obs)
        # hide the card least worth keeping; a card easy to counter makes a poor attack anyway
        return min(from_hand, key=lambda a: keep_value(a["card"], hand) - 0.1 * threat(a["card"], hidden))

    def _attack(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        hand = Counter(obs["hand"])
        winning = [a for a in legal if "merc" not in a and len(obs["hand"]) == 1]
        if winning:
            pts = POINTS[winning[0]["card"]]
            last_hidden = obs["rows"][obs["viewer"]]["defence"][-1]["card"] if obs["lead_turn"] else None
            if last_hidden == winning[0]["card"]:
                pts *= 2
            others = [a for a in legal if "merc" in a]
            if self._final_gain(obs, pts) >= 0 or not others:
                return winning[0]
            return min(others, key=lambda a: keep_value(a["card"], hand))
        hidden = unseen(obs)
        from_hand = [a for a in legal if "merc" not in a] or legal

        def cost(a: Action) -> float:
            code = a["card"]
            spare = keep_value(code, hand) if hand[code] else 0.0
            # when two cards will remain, keep the pair/strongest final card
            return 1.5 * threat(code, hidden) + spare
        return min(from_hand, key=cost)

    def _respond(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        passing = {"type": "pass"}
        counters = [a for a in legal if a["type"] == "counter"]
        if not counters:
            return passing
        me, attacker = obs["viewer"], obs["attack"]["seat"]
        hand = Counter(obs["hand"])
        size = len(obs["hand"])
        partner = obs["teams"] and attacker == (me + 2) % 4
        # countering with a hand card leaves one card: the attack that goes out
        wins = [a for a in counters if "merc" not in a and size == 2]
        if wins:
            def gain(a: Action) -> float:
                rest = Counter(hand)
                rest[a["card"]] -= 1
                last = next(c for c in rest if rest[c])
                return self._final_gain(obs, POINTS[last])
            best = max(wins, key=gain)
            if gain(best) >= 0:
                return best
        if partner:
            return passing
        cheapest = min(counters, key=lambda a: 0.0 if "merc" in a else keep_value(a["card"], hand))
        danger = obs["hand_sizes"][attacker] <= 2
        if danger:
            return cheapest
        if "merc" in cheapest:
            return cheapest
        if cheapest["card"] == "E" or (hand[cheapest["card"]] >= 2 and size <= 4):
            return passing
        return cheapest


BOTS = {"rule": KamiRuleBot}
__all__ = ["BOTS", "KamiRuleBot"]
