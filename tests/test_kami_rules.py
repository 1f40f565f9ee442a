"""Kami rules, one scenario per rule (spec: shared/specs/kami.md; the seed guide wins over it)."""

from __future__ import annotations

import random

import pytest

import rules
from rules.kami.cards import CARDS
from tests.kami_positions import card_counts, hand, illegal_key, legal, play, position

ALL_CARDS = {"S": 10, "P": 4, "H": 4, "G": 4, "V": 4, "M": 2, "T": 2, "E": 2}
# spec table, "may be countered by"
COUNTERED_BY = {"S": "S", "P": "P", "H": "HE", "G": "GE", "V": "VE", "M": "ME", "T": "TE", "E": "E"}
POINTS = {"S": 1, "P": 2, "H": 2, "G": 3, "V": 3, "M": 4, "T": 4, "E": 5}
OTHERS = {1: "SSSHH", 2: "SSSPP"}  # filler hands for seats 1 and 2 in 3-player positions


def counters(g) -> set[str]:
    return {a.split()[1] for a in legal(g) if a.startswith("counter")}


def lead_position(cards: str, **kw):
    """3 players, seat 0 leads holding `cards`."""
    return position(players=3, hands={0: cards, **OTHERS}, turn=0, **kw)


# ---- the card table ------------------------------------------------------------------------


def test_card_table_copies_and_points():
    """32 cards, 8 kinds: copies and points as in the spec table."""
    assert {c.code: c.copies for c in CARDS} == ALL_CARDS
    assert {c.code: c.points for c in CARDS} == POINTS


@pytest.mark.parametrize("attack", list(COUNTERED_BY))
def test_counter_table(attack):
    """Each attack may be countered only by the kinds listed in the spec table."""
    g = position(players=3, hands={1: "SPHGVMTE", 2: "SS"}, attack=(0, attack), turn=1)
    assert counters(g) == set(COUNTERED_BY[attack])


def test_soldier_is_countered_only_by_soldier():
    """「戦士」に対しては「戦士」でしか受けることができない (not even by the Empress)."""
    g = position(players=3, hands={1: "SSHE", 2: "SS"}, attack=(0, "S"), turn=1)
    assert counters(g) == {"S"}
    assert illegal_key(g, "counter E") == "why.cannot_counter"
    assert illegal_key(g, "counter H") == "why.cannot_counter"


def test_spear_is_countered_only_by_spear():
    """A spear attack is countered by a spear only; the Empress cannot counter it."""
    g = position(players=3, hands={1: "PSSE", 2: "SS"}, attack=(0, "P"), turn=1)
    assert counters(g) == {"P"}
    assert illegal_key(g, "counter E") == "why.cannot_counter"


@pytest.mark.parametrize("attack", ["H", "G", "V", "M", "T"])
def test_empress_counters_horseman_dragons_madman_tower(attack):
    """受けのカードとして女帝をプレイする場合、戦士と槍兵以外のカードであればどれも受けることができます."""
    g = position(players=3, hands={1: "ES", 2: "SS"}, attack=(0, attack), turn=1)
    assert counters(g) == {"E"}
    play(g, "counter E")
    assert g.observation(2)["rows"][1]["defence"][-1] == {"card": "E", "face_up": True}


def test_empress_attack_is_countered_only_by_empress():
    """攻めのカードとして女帝がプレイされた場合、受けるプレイヤーは女帝でしか受けることができません."""
    g = position(players=3, hands={1: "SPHGVMTE", 2: "SS"}, attack=(0, "E"), turn=1)
    assert counters(g) == {"E"}
    assert illegal_key(g, "counter T") == "why.cannot_counter"


# ---- a turn ----------------------------------------------------------------------------------


def test_lead_is_face_down_then_face_up_attack():
    """The leader plays one card face down into the defence row, then one face up into the attack row."""
    g = lead_position("SSHG")
    assert all(a.startswith("hide") for a in legal(g))
    play(g, "hide H")
    assert g.observation(0)["rows"][0]["defence"][-1] == {"card": "H", "face_up": False}
    assert g.observation(1)["rows"][0]["defence"][-1] == {"card": None, "face_up": False}
    assert all(a.startswith("attack") for a in legal(g))
    play(g, "attack G")
    obs = g.observation(2)
    assert obs["rows"][0]["attack"][-1] == "G"
    assert obs["attack"] == {"seat": 0, "card": "G"}
    assert g.to_act == [1]
    assert hand(g, 0) == "SS"


def test_pass_is_allowed_even_when_able_to_counter():
    """Passing is always allowed, even when the player could counter."""
    g = position(players=3, hands={1: "HHS", 2: "SS"}, attack=(0, "H"), turn=1)
    assert {"counter H", "pass"} <= legal(g)
    play(g, "pass")
    assert g.to_act == [2]
    assert hand(g, 1) == "SHH"


def test_leader_cannot_pass():
    """The leader must place a card face down; passing is not a lead."""
    g = lead_position("SSHG")
    assert "pass" not in legal(g)
    assert illegal_key(g, "pass") == "why.leader_cannot_pass"


def test_after_everyone_else_passes_the_attacker_leads_again():
    """攻め手のプレイヤー以外の全員がパスした場合は、攻め手は再び1枚のカードを裏向きにして受けの列に出します."""
    g = position(players=3, hands={0: "SSHG", 1: "SSGG", 2: "SSPP"}, attack=(0, "V"), turn=1)
    play(g, "pass")
    assert g.to_act == [2]
    play(g, "pass")
    assert g.to_act == [0]
    assert all(a.startswith("hide") for a in legal(g))


def test_the_last_attacker_leads_after_the_others_pass():
    """Passes count only after the latest attack: the player who attacked last leads again."""
    g = position(players=3, hands={0: "SSHG", 1: "SSHH", 2: "VVSS"}, attack=(0, "V"), turn=1)
    play(g, "pass", "counter V", "attack S", "pass", "pass")
    assert g.to_act == [2]
    assert all(a.startswith("hide") for a in legal(g))


def test_partners_may_counter_each_other():
    """4 players: partners (seats 0 and 2) may counter each other's attack."""
    g = position(players=4, hands={0: "SS", 1: "SS", 2: "HGGS", 3: "SS"}, attack=(0, "H"), turn=2)
    assert "counter H" in legal(g)
    play(g, "counter H", "attack G")
    assert g.observation(3)["attack"] == {"seat": 2, "card": "G"}


# ---- the Empress as an attack ---------------------------------------------------------------


def test_empress_attack_is_locked_at_first():
    """An Empress may attack only once the other Empress was played face up as a counter."""
    g = lead_position("EHSS")
    play(g, "hide S")
    assert "attack E" not in legal(g)
    assert illegal_key(g, "attack E") == "why.empress_locked"


def test_empress_unlocked_by_face_up_counter_in_an_earlier_turn():
    """既に女帝が受けとしてプレイされていれば、もう1枚の女帝で攻められる."""
    g = position(players=3, hands={0: "EGSS", 1: "ESPP", 2: "SSHH"}, attack=(2, "H"), turn=0)
    play(g, "counter E", "attack S", "counter S")
    assert "attack E" in legal(g)
    play(g, "attack E")
    assert g.observation(2)["attack"] == {"seat": 1, "card": "E"}


def test_empress_unlocked_by_counter_of_the_same_turn():
    """The other Empress played face up as the counter of this same turn unlocks the attack."""
    g = position(players=3, hands={1: "EEHS", 2: "SS"}, attack=(0, "H"), turn=1)
    play(g, "counter E")
    assert "attack E" in legal(g)


def test_face_down_empress_unlocks_nothing():
    """A face-down Empress unlocks nothing."""
    g = position(players=3, hands={0: "EGSS", 1: "ESHH", 2: "SSHH"}, turn=0)
    play(g, "hide E", "attack S", "counter S")
    assert "attack E" not in legal(g)
    assert illegal_key(g, "attack E") == "why.empress_locked"


def test_last_two_hand_cards_both_empresses_may_attack():
    """手札に残った最後の2枚が女帝であれば女帝で攻められる."""
    g = position(players=3, hands={0: "SS", 1: "EESS", 2: "SSHH"}, attack=(0, "S"), turn=1)
    play(g, "counter S", "attack S")  # hand left: two Empresses
    assert hand(g, 1) == "EE"
    play(g, "pass", "pass", "hide E")
    assert legal(g) == {"attack E"}


def test_both_empresses_with_more_cards_stay_locked():
    """Holding both Empresses earlier, with other cards still in hand, does not unlock the attack."""
    g = lead_position("EESS")
    play(g, "hide S")
    assert "attack E" not in legal(g)
    assert illegal_key(g, "attack E") == "why.empress_locked"


def test_empress_as_last_card_is_locked_by_default():
    """Seed rule (option empress_last_card off): a lone Empress may not be the last attack."""
    g = lead_position("ES")
    assert legal(g) == {"hide E"}
    assert illegal_key(g, "hide S") == "why.lone_empress"


def test_option_empress_last_card():
    """Publisher FAQ reading (option empress_last_card): an Empress may always be the very last card."""
    g = lead_position("ES", options={"empress_last_card": True})
    play(g, "hide S", "attack E")
    assert g.state.scores == [5, 0, 0]


SEED5_TO_LONE_EMPRESS = ["1:hide S", "1:attack P", "0:pass", "1:hide H", "1:attack H", "0:pass", "1:hide G",
                         "1:attack V", "0:pass"]  # seat 1 now leads holding a Silver Dragon and a locked Empress


def play_moves(g, moves):
    for move in moves:
        seat, text = move.split(":")
        g.apply(int(seat), text)


def test_2p_move_leaving_a_lone_locked_empress_is_refused():
    """Seed rule (guide line 94): the Empress attacks only after the other Empress was played as a counter, or as
    one of the last two hand cards: hiding the Silver Dragon would leave a lone locked Empress, so it is refused."""
    g = rules.new_game("kami", players=2, seed=5)
    play_moves(g, SEED5_TO_LONE_EMPRESS)
    assert hand(g, 1) == "VE"
    assert illegal_key(g, "hide V") == "why.lone_empress"
    assert "Empress" in g.explain(1, "hide V") and "女帝" in g.explain(1, "hide V", "ja")
    assert "hide E" in legal(g)
    play(g, "hide E", "attack V")  # the Empress goes face down; the Silver Dragon ends the round
    assert g.state.scores == [0, 3]


def test_2p_option_lone_empress_attack_keeps_the_fallback():
    """Option lone_empress='attack' (the engine's former reading): the lone locked Empress may be kept, and its
    holder, left with no other move as the leader, attacks with it."""
    g = rules.new_game("kami", players=2, seed=5, options={"lone_empress": "attack"})
    play_moves(g, [*SEED5_TO_LONE_EMPRESS, "1:hide V", "1:attack S@m1", "0:pass", "1:hide T@m1"])
    assert hand(g, 1) == "E"
    assert legal(g) == {"attack E"}
    play(g, "attack E")
    assert g.state.scores == [0, 5]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_locked_empress_never_attacks_nor_stays_alone_by_default(players):
    """Random playouts: no hand is ever a lone locked Empress, and an Empress attacks only once unlocked."""
    for g, seat, actions in random_games(players, range(40)):
        st = g.state
        unlocked = st.empress_countered or st.two_empresses[seat]
        for s in range(players):
            assert not (hand(g, s) == "E" and not st.empress_countered and not st.two_empresses[s])
        for action in actions:
            if action["type"] == "attack" and action["card"] == "E":
                assert unlocked, f"seat {seat} may attack with a locked Empress: {g.actions}"


def test_random_2p_games_reach_a_lone_locked_empress_with_option_attack():
    """The property above is not empty: with the former reading, random 2-player games do reach it."""
    reached = sum(
        1 for g, seat, actions in random_games(2, range(40), {"lone_empress": "attack"})
        if hand(g, seat) == "E" and not g.state.empress_countered and {"type": "attack", "card": "E"} in actions
    )
    assert reached > 0


# ---- end of round and scoring ------------------------------------------------------------------


def test_round_ends_when_last_hand_card_attacks_and_scores_it():
    """手札を出しきったプレイヤーが最後に出した攻めのカードの得点: 金竜 → 3点 (nobody answers it)."""
    g = lead_position("SG")
    play(g, "hide S", "attack G")
    assert g.state.scores == [3, 0, 0]
    assert g.state.last_round["card"] == "G"
    assert g.state.last_round["master_strike"] is False
    assert g.state.round == 2
    assert [sum(h) for h in g.state.hands] == [10, 10, 10]


def test_master_strike_two_soldiers_after_a_lead_scores_2():
    """達人の一撃: everyone passed, face-down soldier + soldier attack: 1 point doubled."""
    g = position(players=3, hands={0: "SS", 1: "HH", 2: "GG"}, attack=(0, "T"), turn=1)
    play(g, "pass", "pass", "hide S", "attack S")
    assert g.state.scores == [2, 0, 0]
    assert g.state.last_round["master_strike"] is True


def test_counter_soldier_then_last_soldier_is_not_a_master_strike():
    """戦士を表向きの戦士で受け、最後の1枚として戦士で攻めても得点は2倍にならない."""
    g = position(players=3, hands={0: "SS", 1: "HH", 2: "SSGG"}, turn=2)
    play(g, "hide S", "attack S", "counter S", "attack S")  # seat 2 led with a hidden soldier, seat 0 countered
    assert g.state.scores == [1, 0, 0]
    assert g.state.last_round["master_strike"] is False


def test_master_strike_two_empresses_scores_10():
    """最後に女帝を2枚残して達人の一撃を成功させた場合は5点×2倍で10点."""
    g = lead_position("EE")
    assert legal(g) == {"hide E"}
    play(g, "hide E", "attack E")
    assert g.state.scores == [10, 0, 0]


def test_team_score_is_shared():
    """4 players: the round winner's team scores; partners share one score."""
    g = position(players=4, hands={0: "SS", 1: "SS", 2: "SG", 3: "SS"}, turn=2, scores=[4, 0])
    play(g, "hide S", "attack G")
    assert g.state.scores == [7, 0]
    assert g.observation(1)["scores"] == [7, 0, 7, 0]


# ---- 2 players: mercenaries ------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_2p_deal_8_each_and_8_mercenary_stacks_with_tops_visible(seed):
    """2人: 8枚ずつ配り、残り16枚は傭兵エリアに8枚表向き、その下に8枚."""
    g = rules.new_game("kami", players=2, seed=seed)
    st = g.state
    assert [sum(h) for h in st.hands] == [8, 8]
    assert [len(stack) for stack in st.mercs] == [2] * 8
    assert card_counts(g) == ALL_CARDS
    for seat in (0, 1):
        mercs = g.observation(seat)["mercenaries"]
        assert [m["top"] for m in mercs] == [CARDS[stack[-1]].code for stack in st.mercs]
        assert all(set(m) == {"stack", "top", "below"} and m["below"] == 1 for m in mercs)


def test_2p_used_mercenary_reveals_the_card_below():
    """上に乗っているカードが使用されたら下にあるカードが公開されます."""
    g = position(players=2, hands={0: "SH", 1: "SS"}, mercs=["GV", "MT"], turn=0)
    play(g, "hide G@m1")
    assert g.observation(1)["mercenaries"][0] == {"stack": 1, "top": "V", "below": 0}
    assert g.observation(1)["mercenaries"][1] == {"stack": 2, "top": "M", "below": 1}


def test_2p_at_most_one_mercenary_per_turn():
    """Default: one mercenary per turn (option mercenaries_per_turn)."""
    g = position(players=2, hands={0: "SH", 1: "SS"}, mercs=["GV", "MT"], turn=0)
    play(g, "hide G@m1")
    assert not any("@m" in a for a in legal(g))
    assert illegal_key(g, "attack M@m2") == "why.merc_limit"


def test_2p_option_two_mercenaries_per_turn():
    """Option mercenaries_per_turn=2 lets a turn use two mercenaries."""
    g = position(players=2, hands={0: "SH", 1: "SS"}, mercs=["GV", "MT"], turn=0, options={"mercenaries_per_turn": 2})
    play(g, "hide G@m1", "attack M@m2")
    assert hand(g, 0) == "SH"
    assert g.to_act == [1]


def test_2p_option_no_mercenaries():
    """Option mercenaries_per_turn=0: mercenaries cannot be used at all."""
    g = position(players=2, hands={0: "SH", 1: "SS"}, mercs=["GV", "MT"], turn=0, options={"mercenaries_per_turn": 0})
    assert legal(g) == {"hide S", "hide H"}


def test_2p_last_hand_card_cannot_be_hidden_or_counter():
    """2人: the final attack must come from the hand; emptying the hand otherwise is illegal."""
    g = position(players=2, hands={0: "H", 1: "SS"}, mercs=["GS", "VS"], turn=0)
    assert legal(g) == {"hide G@m1", "hide V@m2"}
    assert illegal_key(g, "hide H") == "why.last_card_attacks"
    play(g, "hide G@m1", "attack H")
    assert g.state.scores == [2, 0]
    assert g.state.round == 2

    g = position(players=2, hands={0: "H", 1: "SS"}, mercs=["HS"], attack=(1, "H"), turn=0)
    assert illegal_key(g, "counter H") == "why.last_card_attacks"
    play(g, "counter H@m1", "attack H")
    assert g.state.scores == [2, 0]


def test_2p_mercenary_attack_never_ends_the_round():
    """Only the last card of the hand ends the round; a mercenary attack leaves the hand as it was."""
    g = position(players=2, hands={0: "H", 1: "SS"}, mercs=["GS", "VS"], turn=0, options={"mercenaries_per_turn": 2})
    play(g, "hide G@m1", "attack V@m2")
    assert g.state.round == 1
    assert hand(g, 0) == "H"


def test_2p_leader_with_one_card_and_no_mercenary_left_can_act():
    """A seat to act always has a legal action, even when the mercenaries ran out (option 2 per turn)."""
    g = position(players=2, hands={0: "H", 1: "SS"}, mercs=[""] * 8, turn=0, options={"mercenaries_per_turn": 2})
    assert g.to_act == [0]
    assert g.legal_actions(0) != []


def test_2p_stacks_are_numbered_from_1_in_notation_labels_targets_logs_and_reasons():
    """One numbering everywhere: '@m1' is the first stack, as the board, its labels and the log show it."""
    g = position(players=2, hands={0: "SHP", 1: "SS"}, mercs=["GV", "MT", "HS"], turn=0)
    first = g.parse_action("hide G@m1")
    assert first == {"type": "hide", "card": "G", "merc": 1}
    assert g.observation(0)["mercenaries"][0]["stack"] == 1
    assert g.action_label(first) == "Place mercenary Gold Dragon (stack 1) face down"
    assert g.action_target(first) == "merc:1"
    with pytest.raises(rules.IllegalAction, match="not Kami notation"):
        g.parse_action("hide G@m0")
    assert illegal_key(g, {"type": "hide", "card": "G", "merc": 0}) == "why.no_such_merc"
    assert g.explain(0, "hide M@m3", "en") == "Mercenary stack 3 shows Horseman."
    lines = [line for e in play(g, "hide G@m1") for line in g.event_lines(e.view(1), ["A", "B"])]
    assert lines == ["A places mercenary Gold Dragon (stack 1) face down.",
                     "Mercenary stack 1 now shows Silver Dragon."]


def test_2p_log_says_when_a_counter_or_attack_came_from_a_mercenary_stack():
    """The log names the mercenary stack a counter or an attack came from, in both languages."""
    g = position(players=2, hands={0: "SSH", 1: "SS"}, mercs=["GS", "HS"], attack=(1, "H"), turn=0,
                 options={"mercenaries_per_turn": 2})
    events = play(g, "counter H@m2", "attack G@m1")
    en = [line for e in events for line in g.event_lines(e.view(1), ["A", "B"])]
    ja = [line for e in events for line in g.event_lines(e.view(1), ["A", "B"], "ja")]
    assert en[0] == "A counters the Horseman with mercenary Horseman (stack 2)."
    assert "A attacks with mercenary Gold Dragon (stack 1)." in en
    assert ja[0] == "Aは騎兵を傭兵の騎兵（2番）で受けました。"
    assert "Aは傭兵の金竜（1番）で攻めました。" in ja
    own = [line for e in play(g, "pass", "hide S", "attack S") for line in g.event_lines(e.view(1), ["A", "B"])]
    assert "A attacks with Soldier." in own


def test_rules_help_lists_the_provisional_options_in_the_players_language():
    """The in-game help explains each provisional rule in Japanese when the language is Japanese."""
    g = rules.new_game("kami", players=2, seed=1)
    en = {item["name"]: item["help"] for item in g.rules_help("en")["provisional"]}
    ja = {item["name"]: item["help"] for item in g.rules_help("ja")["provisional"]}
    assert set(en) == set(ja) == {"empress_last_card", "mercenaries_per_turn", "lone_empress", "next_leader"}
    assert en["lone_empress"] == rules.game_class("kami").option_set.by_name["lone_empress"].help
    for name, text in ja.items():
        assert text != en[name] and not text.isascii(), name
    assert "女帝" in ja["lone_empress"] and "傭兵" in ja["mercenaries_per_turn"]


# ---- 3 players: leftovers --------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_3p_deal_10_each_and_2_leftovers_peeked_by_2nd_and_3rd(seed):
    """3人: 10枚ずつ、余り2枚は使わない; on BGA the 2nd and 3rd players each privately see one leftover."""
    g = rules.new_game("kami", players=3, seed=seed)
    st = g.state
    assert [sum(h) for h in st.hands] == [10, 10, 10]
    assert len(st.leftover) == 2
    assert card_counts(g) == ALL_CARDS
    lead = st.leader
    assert g.observation(lead)["leftover"] == {"count": 2, "peek": None}
    assert g.observation(None)["leftover"]["peek"] is None
    second, third = (g.observation((lead + i) % 3)["leftover"]["peek"] for i in (1, 2))
    assert sorted([second, third]) == sorted(CARDS[k].code for k in st.leftover)
    deal = g.setup_events[0]
    assert "peek" not in deal.view(lead) and "peek" not in deal.view(None)
    assert deal.view((lead + 1) % 3)["peek"] == second


def test_3p_option_leftover_peek_off_hides_both():
    """Option leftover_peek off: nobody sees a leftover card."""
    g = rules.new_game("kami", players=3, seed=1, options={"leftover_peek": False})
    assert [g.observation(s)["leftover"]["peek"] for s in range(3)] == [None, None, None]


# ---- 4 players: teams and the soldier redeal ---------------------------------------------------------


def soldier_seed(min_soldiers=5):
    """The first seed whose 4-player deal gives one hand `min_soldiers`+ soldiers (found with the redeal off)."""
    for seed in range(500):
        g = rules.new_game("kami", players=4, seed=seed, options={"soldier_redeal": False})
        seats = [s for s in range(4) if g.state.hands[s][0] >= min_soldiers]
        if len(seats) == 1:
            return seed, seats[0]
    raise AssertionError("no soldier-heavy deal found")


def test_4p_deals_all_32_cards():
    """4人: 8枚ずつ、32枚全てを使う."""
    g = rules.new_game("kami", players=4, seed=5, options={"soldier_redeal": False})
    assert [sum(h) for h in g.state.hands] == [8, 8, 8, 8]
    assert g.state.mercs == [] and g.state.leftover == []


def test_4p_five_soldiers_are_revealed_and_the_partner_decides():
    """意気消沈: 戦士5枚以上 → the hand is shown, and the teammate (not the holder) chooses."""
    seed, seat = soldier_seed()
    g = rules.new_game("kami", players=4, seed=seed)
    partner = (seat + 2) % 4
    assert g.to_act == [partner]
    assert legal(g) == {"reshuffle", "keep"}
    shown = g.observation((seat + 1) % 4)["revealed"]
    assert shown == [{"seat": seat, "cards": list(hand(g, seat))}]
    assert shown[0]["cards"].count("S") >= 5
    assert illegal_key(g, "keep", seat=seat) == "error.not_to_act"


def test_4p_reshuffle_deals_again_with_the_same_leader():
    """リシャッフル: all hands are dealt again; the same player leads."""
    seed, _seat = soldier_seed()
    g = rules.new_game("kami", players=4, seed=seed)
    leader, before = g.state.leader, [list(h) for h in g.state.hands]
    play(g, "reshuffle")
    assert g.state.leader == leader and g.state.round == 1
    assert g.state.hands != before
    assert [sum(h) for h in g.state.hands] == [8, 8, 8, 8]
    if not any(h[0] >= 5 for h in g.state.hands):
        assert g.to_act == [leader]


def test_4p_keep_plays_on():
    """リシャッフルしない: the hands stay and the leader leads."""
    seed, _seat = soldier_seed()
    g = rules.new_game("kami", players=4, seed=seed)
    before = [list(h) for h in g.state.hands]
    play(g, "keep")
    assert g.state.hands == before
    assert g.to_act == [g.state.leader]
    assert all(a.startswith("hide") for a in legal(g))


def test_4p_option_soldier_redeal_off_skips_it():
    """Option soldier_redeal off: a soldier-heavy hand is just played."""
    seed, _seat = soldier_seed()
    g = rules.new_game("kami", players=4, seed=seed, options={"soldier_redeal": False})
    assert g.to_act == [g.state.leader]
    assert g.observation(0)["revealed"] == []


def test_4p_four_soldiers_do_not_trigger_a_redeal():
    """Only 5 or more soldiers trigger the redeal."""
    for seed in range(60):
        g = rules.new_game("kami", players=4, seed=seed)
        heavy = any(h[0] >= 5 for h in g.state.hands)
        assert (g.state.phase == "redeal") == heavy, seed


# ---- game modes -----------------------------------------------------------------------------------


def finish(mode: str, before: int, last: str, target: int = 15):
    """Seat 0 (with `before` points) wins a round by leading S then attacking `last`."""
    g = lead_position("S" + last, scores=[before, 0, 0], options={"mode": mode, "target": target})
    play(g, "hide S", f"attack {last}")
    return g


def test_warrior_reaching_the_target_wins():
    """戦士: 15点以上でゲームに勝利 (13 + 3 = 16)."""
    g = finish("warrior", 13, "G")
    assert g.is_over and g.result()["winners"] == [0]
    assert g.state.scores[0] == 16
    assert finish("warrior", 12, "G").is_over  # exactly 15 is enough


def test_warrior_below_the_target_plays_on():
    g = finish("warrior", 11, "G")
    assert not g.is_over and g.state.scores[0] == 14


def test_lord_overshoot_is_taken_off_the_target():
    """君主: 持ち点が18点になった場合、超過分3点を15点から減点し12点."""
    g = finish("lord", 14, "M")
    assert g.state.scores[0] == 12 and not g.is_over


def test_lord_exact_target_wins():
    g = finish("lord", 12, "G")
    assert g.is_over and g.result()["winners"] == [0]


def test_god_overshoot_resets_to_zero():
    """神: 15点を超過してしまった場合は持ち点がリセットされ0点."""
    g = finish("god", 14, "M")
    assert g.state.scores[0] == 0 and not g.is_over


def test_god_exact_target_wins():
    g = finish("god", 11, "M")
    assert g.is_over and g.state.scores[0] == 15


def test_custom_target():
    """Option target replaces 15."""
    assert finish("warrior", 3, "G", target=5).is_over
    assert not finish("warrior", 15, "G", target=20).is_over
    assert finish("lord", 3, "M", target=5).state.scores[0] == 3


# ---- who leads -----------------------------------------------------------------------------------


def test_next_round_is_led_by_the_round_winner():
    """Default (Goita): the round winner leads the next round."""
    g = position(players=3, hands={0: "SS", 1: "HH", 2: "GS"}, attack=(1, "G"), turn=2, leader=0)
    play(g, "counter G", "attack S")
    assert g.state.round == 2
    assert g.state.leader == 2 and g.to_act == [2]


def test_option_next_leader_clockwise():
    """Option next_leader=clockwise: the seat after the previous round's leader leads."""
    g = position(
        players=3,
        hands={0: "SS", 1: "HH", 2: "GS"},
        attack=(1, "G"),
        turn=2,
        leader=0,
        options={"next_leader": "clockwise"},
    )
    play(g, "counter G", "attack S")
    assert g.state.leader == 1 and g.to_act == [1]


def test_round_one_leader_is_drawn_by_the_seed():
    """Round 1's leader comes from the seeded RNG: same seed, same leader; every seat can be drawn."""
    leaders = set()
    for seed in range(30):
        g = rules.new_game("kami", players=3, seed=seed)
        assert g.to_act == [g.state.leader] == [rules.new_game("kami", players=3, seed=seed).state.leader]
        leaders.add(g.state.leader)
    assert leaders == {0, 1, 2}


# ---- refusing illegal actions ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("seat", "move", "key"),
    [
        (1, "hide S", "error.not_to_act"),
        (0, "hide E", "why.not_in_hand"),
        (0, "hide X", "error.malformed"),
        (0, "hide", "error.malformed"),
        (0, "attack S", "why.step_lead"),
        (0, "counter S", "why.step_lead"),
        (0, "keep", "why.no_redeal"),
        (0, {"type": "hide", "card": "S", "merc": 0}, "why.no_mercs"),
        (0, {"type": "hide", "card": "S", "extra": 1}, "error.bad_field"),
        (0, {"type": "hide", "card": "S", "merc": True}, "error.bad_field"),
        (0, {"type": "hide"}, "error.bad_field"),
        (0, {"type": "lead"}, "error.unknown_move"),
    ],
)
def test_illegal_actions_raise_with_their_key_and_change_nothing(seat, move, key):
    """An illegal action raises IllegalAction naming the rule, and the game is left exactly as it was."""
    g = lead_position("SSHG")
    assert illegal_key(g, move, seat=seat) == key
    assert g.explain(seat, move) is not None
    assert g.explain(0, "hide S") is None


def test_finished_game_refuses_actions():
    g = finish("lord", 12, "G")
    assert g.to_act == []
    with pytest.raises(rules.IllegalAction) as exc:
        g.apply(0, "hide S")
    assert exc.value.key == "error.game_over"


# ---- whole games -----------------------------------------------------------------------------------


def random_games(players: int, seeds, options=None):
    """Yield (game, seat, legal actions) at every decision of seeded random playouts."""
    for seed in seeds:
        g = rules.new_game("kami", players=players, seed=seed, options=options)
        pick = random.Random(seed)
        while not g.is_over:
            (seat,) = g.to_act
            actions = g.legal_actions(seat)
            yield g, seat, actions
            if not actions:
                break
            g.apply(seat, g.format_action(pick.choice(actions)))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_notation_round_trip_and_all_32_cards_accounted_for(players):
    """Every legal action survives format → parse, applies as text, and no card is ever lost."""
    for g, seat, actions in random_games(players, range(3)):
        for action in actions:
            text = g.format_action(action)
            assert g.parse_action(text) == action
            assert g.explain(seat, text) is None
        assert card_counts(g) == ALL_CARDS


def test_2p_two_mercenaries_per_turn_never_leaves_a_seat_without_a_move():
    """Whatever the option, the seat to act always has a legal action (random playouts)."""
    stuck = [
        g.state.hands[seat]
        for g, seat, actions in random_games(2, range(5), {"mercenaries_per_turn": 2})
        if not actions
    ]
    assert stuck == []
