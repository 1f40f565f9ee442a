"""The spec's Arnak tables (arnak.md §1–§4 and §10), transcribed for the tests in a compact text form (the project never
reads the spec).

Cards: `bga_no|name|cost|vp|travel|timing|exile` (travel icons joined by "+", "exile" when the card exiles itself).
Effects use the notation of tests/test_arnak_data.py `show()`: steps joined by "; ", `gain 1 coin + 1 tablet`,
`pay 1 compass`, `draw 1`, `fear 1`, `discard 1` (put a hand card into the play area), `exile?` (you may exile a card),
`upgrade?` (you may upgrade a resource), `travel car+car` (free travel icons), `(a | b)` one of, `2 of (…)` two
different of, and any other step as `op(arg=value, …)`. Resources in the order coin, compass, tablet, arrowhead,
jewel. Costs: travel icons first ("boot+boot"), then "card" for a hand card put into play, then resources.
"""

from __future__ import annotations

# §4 Items (40): cost in coins.
ITEMS = """
13|Journal|3|1|car+ship|main|exile
36|Dog|3|1|car|main|
26|Flask|2|1|ship|main|exile
17|Binoculars|4|1|ship|main|
4|Horse|4|1|car+car|main|
22|Carrier Pigeon|2|1|ship|free|
9|Trowel|1|1|car|main|
15|Watch|1|1|ship|free_or_pass|
30|Rope|2|1|ship|main|
2|Ostrich|3|1|car+car|main|
7|Sturdy Boots|1|1|car+car|main|
25|Airdrop|2|1|plane|main|exile
31|Revolver|4|1|ship+ship|main|
37|Brush|3|3|car|main|
29|Large Backpack|3|1|car|main|
24|Rough Map|1|1|ship|main|exile
3|Pack Donkey|4|1|car+car|main|
28|Torch|2|2|ship|main|
10|Pickaxe|1|1|car|main|
20|Precision Compass|4|1|ship|main|
38|Axe|2|2|ship|main|
35|Lantern|3|2|car|main|
21|Bow and Arrows|2|2|car|main|
11|Hot Air Balloon|2|1|plane|main|exile
6|Automobile|3|3|car+car|free|
16|Army Knife|3|1|car+ship|main|
1|Sea Turtle|3|1|ship+ship|main|
18|Tent|4|2|car|main|
34|Grappling Hook|2|2|car|main|
8|Gold Pan|1|1|ship+ship|free|
12|Aeroplane|4|3|plane+plane|main|
39|Chronometer|3|2|ship+ship|free_or_pass|
33|Bear Trap|2|1|car|main|exile
27|Machete|4|1|car|main|
19|Fishing Rod|2|2|ship|main|
32|Hat|1|1|ship|free|
23|Whip|2|1|car|main|exile
14|Parrot|2|2|ship|main|
40|Theodolite|3|1|ship|main|
5|Steam Boat|3|3|ship+ship|free|
"""

# §4 Artifacts (35): cost in compasses; every artifact effect is a main action.
ARTIFACTS = """
4|Treasure Chest|4|3|plane|main|
33|Guiding Skull|4|1|plane|main|
18|Hunting Arrows|4|1|plane|main|
34|Runes of the Dead|4|1|plane|main|
2|Pathfinder's Staff|4|1|plane|main|
5|Ritual Dagger|4|2|plane|main|
10|Monkey Medallion|4|2|plane|main|
14|Tigerclaw Hairpin|4|2|plane|main|
28|Sacred Drum|4|1|plane|main|
15|War Club|4|1|plane|main|
31|Obsidian Earring|4|2|plane|main|
17|Traders' Scales|4|2|plane|main|
23|Ornate Hammer|4|2|plane|main|
6|Crystal Earring|4|2|plane|main|
35|Guardian's Crown|4|2|plane|main|
24|Star Charts|4|2|plane|main|
13|Guardian's Ocarina|4|2|plane+plane|main|
8|Serpent's Gold|3|2|plane|main|
29|Trader's Coins|3|1|plane|main|
20|Cleansing Cauldron|3|1|plane|main|
7|Mortar|3|1|plane|main|
21|Ancient Wine|3|1|plane|main|
26|Passage Shell|3|1|plane|main|
11|Idol of Ara-Anu|3|1|plane|main|
1|Pathfinder's Sandals|3|1|plane|main|
3|War Mask|3|1|plane|main|
19|Coconut Flask|3|2|plane|main|
32|Guiding Stone|3|1|plane|main|
30|Stone Key|3|2|plane|main|
27|Ceremonial Rattle|3|2|plane|main|
9|Serpent Idol|2|1|plane|main|
25|Stone Jar|2|1|plane|main|
12|Inscribed Blade|2|1|plane|main|
22|Decorated Horn|2|1|plane|main|
16|Sundial|2|1|plane|main|
"""

ITEM_COSTS = {1: 7, 2: 13, 3: 12, 4: 8}
ARTIFACT_COSTS = {2: 5, 3: 13, 4: 17}

# §4 effect column, card by card, in the notation above (the card-specific steps keep their own op names).
CARD_EFFECTS = {
    "I1": "draw 1; dig_or_discover(travel_discount=ship)",
    "I2": "draw 1; dig_or_discover(travel_discount=car)",
    "I3": "draw 2",
    "I4": "draw 1; gain 1 coin + 1 compass",
    "I5": "gain 2 compass",
    "I6": "gain 2 compass",
    "I7": "gain 1 compass; dig_or_discover(travel_discount=boot+boot)",
    "I8": "gain 2 coin",
    "I9": "pay 1 compass; gain 1 jewel",
    "I10": "pay 1 compass; gain 1 tablet + 1 arrowhead",
    "I11": "exile_self; dig_or_discover(compass_discount=3, travel_discount=plane)",
    "I12": "dig_or_discover(compass_discount=2, travel_discount=plane)",
    "I13": "exile_self; research(free=yes, token=notebook)",
    "I14": "discard 1; gain 1 jewel",
    "I15": "(gain 2 coin | gain 3 coin; pass)",
    "I16": "2 of (exile? | gain 1 coin | gain 1 compass | gain 1 tablet)",
    "I17": "activate(levels=1)",
    "I18": "activate(level2_pay=2 compass, own=yes)",
    "I19": "buy(discount=3, kinds=item, top=yes)",
    "I20": "buy(discount=3, kinds=artifact, top=yes)",
    "I21": "gain_per(max=3, res=compass, what=guardians_at_own_sites_plus_overcome)",
    "I22": "gain 2 tablet",
    "I23": "exile_self; buy(discount=4, kinds=artifact)",
    "I24": "exile_self; gain 3 compass",
    "I25": "exile_self; gain_card(from=row, to=hand)",
    "I26": "exile_self; draw 3",
    "I27": "exile?; gain 2 compass",
    "I28": "exile?; gain 1 tablet",
    "I29": "gain 1 coin; draw_bottom(n=1)",
    "I30": "discard 1; draw 2",
    "I31": "pay 1 compass; overcome_free(where=own)",
    "I32": "gain 1 coin + 1 compass",
    "I33": "exile_self; overcome_free(where=no_other)",
    "I34": "discard 1; draw 1; exile?",
    "I35": "activate(levels=0)",
    "I36": "gain 1 compass; activate(levels=0, unoccupied=yes)",
    "I37": "gain_per(max=3, res=compass, what=idols_owned_incl_slotted)",
    "I38": "exile?; gain 1 compass",
    "I39": "(gain 1 coin + 1 compass | gain 3 compass; pass)",
    "I40": "gain 1 coin; gain_per(res=compass, what=own_archaeologists_on_board)",
    "A1": "relocate(levels=0)",
    "A2": "relocate(levels=0+1)",
    "A3": "gain 1 arrowhead; war_mask",
    "A4": "draw 1; gain 1 coin",
    "A5": "exile?; gain 1 arrowhead",
    "A6": "earring(from=top, max=3, return_top=yes)",
    "A7": "exile?; gain 2 coin",
    "A8": "fear 1; gain 4 coin",
    "A9": "fear 1; gain 1 jewel",
    "A10": "gain_card(from=row, to=top_of_deck)",
    "A11": "research(discounts=1 jewel, temple=yes)",
    "A12": "research(discounts=1 arrowhead+2 tablet, temple=yes)",
    "A13": "return_home(stop_if_none=yes); ocarina",  # BGA: refused with no archaeologist out (issue 32)
    "A14": "exile?; activate(levels=0, unoccupied=yes)",
    "A15": "overcome_free(where=own)",
    "A16": "(gain 2 tablet | gain 1 jewel; pass)",
    "A17": "upgrade?; gain 3 coin",
    "A18": "fear 1; gain 2 arrowhead",
    "A19": "gain 2 coin; supply_assistant(side=silver)",
    "A20": "draw 1; exile?",
    "A21": "gain 1 coin; supply_assistant(side=gold)",
    "A22": "swap_assistant",
    "A23": "exile_row_item; gain_card(from=item_exile, to=bottom_of_deck)",
    "A24": "pay 1 coin; activate(count=2, levels=0)",
    "A25": "draw 1",
    "A26": "passage_shell",
    "A27": "refresh_assistant(n=1)",
    "A28": "discard 1; refresh_assistant(n=2)",
    "A29": "upgrade?; gain 2 coin",
    "A30": "stone_key",
    "A31": "earring(from=bottom, max=2, return_top=no)",
    "A32": "site_tile(level=1)",
    "A33": "pay 1 compass; site_tile(level=2)",
    "A34": "fear 1; gain 1 coin + 3 tablet",
    "A35": "move_guardian",
}

# §4 Basic cards (id, name, travel, vp, timing, effect) and Fear.
BASIC = [
    ("fundcar", "Funding", "car", 0, "free", "gain 1 coin"),
    ("fundship", "Funding", "ship", 0, "free", "gain 1 coin"),
    ("explorecar", "Exploration", "car", 0, "free", "gain 1 compass"),
    ("exploreship", "Exploration", "ship", 0, "free", "gain 1 compass"),
]
FEAR = ("fear", "Fear", "boot", -1, "")

# §1 Setup.
ROUNDS, HAND_SIZE, ARCHAEOLOGISTS = 5, 5, 2
STARTING_DECK = ["fundcar", "fundship", "explorecar", "exploreship", "fear", "fear"]
RESOURCES_BY_SEAT = ["2 coin", "1 coin + 1 compass", "2 coin + 1 compass", "1 coin + 2 compass"]

# §2 Camps (left to right), their two dig spaces, the blocking tiles by player count.
CAMPS = ["gain 2 coin", "gain 2 compass", "gain 2 tablet", "gain 1 arrowhead", "discard 1; gain 1 jewel"]
CAMP_SPACE_COSTS = ["boot", "boot+boot"]
BLOCKED_CAMPS = {2: 5, 3: 3, 4: 0}
DISCOVER_COMPASSES = {1: 3, 2: 6}

# §2 Slot travel costs: level I lower band then upper band, then level II, left to right.
SLOTS = {
    "bird": {1: "car car ship ship car car ship ship", 2: "car+car car+car ship+ship ship+ship"},
    "snake": {1: "car car ship ship car boot+boot plane ship", 2: "car+car boot+plane ship+car ship+ship"},
}

# §3b Site tiles by BGA number.
SITE_TILES = {
    1: [
        "(gain 2 compass | gain_card(from=row, to=bottom_of_deck))",
        "gain 1 coin + 1 arrowhead",
        "draw 1; gain 1 coin + 1 tablet",
        "gain 1 compass + 1 arrowhead",
        "gain 1 coin + 2 tablet",
        "gain 1 tablet + 1 arrowhead",
        "draw 1; gain 1 arrowhead",
        "fear 1; gain 1 tablet + 1 jewel",
        "fear 1; gain 1 compass + 1 jewel",
        "gain 1 jewel",
    ],
    2: [
        "gain 2 compass + 1 jewel",
        "gain 1 coin + 1 compass + 1 tablet + 1 arrowhead",
        "gain 1 arrowhead + 1 jewel",
        "draw 1; gain 1 tablet + 1 jewel",
        "gain 2 tablet + 1 jewel",
        "fear 1; gain 2 tablet + 2 arrowhead",
    ],
}

# §2 Idols: discovery bonuses, the 5 slot options, VP.
IDOL_BONUSES = {"coin": 3, "compass": 3, "tablet": 3, "exile_card": 3, "upgrade": 2, "refresh_assistant": 2}
IDOL_BONUS_EFFECTS = {
    "coin": "gain 1 coin", "compass": "gain 1 compass", "tablet": "gain 1 tablet", "exile_card": "exile?",
    "upgrade": "upgrade?", "refresh_assistant": "refresh_assistant(n=1)",
}
IDOL_SLOT_OPTIONS = ["pay 1 coin; gain 1 jewel", "gain 1 arrowhead", "gain 2 tablet", "gain 1 coin + 1 compass",
                     "draw 1"]
IDOL_VP, IDOL_SLOT_VP = 3, [1, 2, 3, 4]

# §3c Guardians: `bga_no|overcome cost|boon`; 5 VP each.
GUARDIANS = """
1|1 coin + 1 compass + 1 arrowhead|travel ship
2|card + 1 coin + 1 arrowhead|exile?
3|boot + 1 coin + 1 arrowhead|travel car
4|2 coin + 1 arrowhead|travel car
5|boot + 1 tablet + 1 arrowhead|exile?
6|plane + 1 arrowhead|exile?
7|card + 1 compass + 1 arrowhead|draw 1
8|4 coin|upgrade?
9|ship + 1 arrowhead|travel car
10|car + 1 arrowhead|travel ship
11|boot+boot + 1 compass|exile?
12|boot + 1 jewel|travel plane
13|3 tablet|travel plane
14|plane + 1 arrowhead|exile?
15|2 compass + 1 arrowhead|travel ship
"""
GUARDIAN_VP = 5

# §3c Assistants: (bga_no, silver, gold); #10 is a main action.
ASSISTANTS = [
    (1, "gain 2 coin", "gain 3 coin"),
    (2, "gain 1 tablet", "gain 1 coin + 1 tablet"),
    (3, "pay travel boot; gain 1 arrowhead", "gain 1 arrowhead"),
    (4, "pay 1 coin; gain 1 arrowhead", "pay 1 coin; (gain 1 arrowhead | gain 1 jewel)"),
    (5, "exile?", "exile?; gain 1 compass"),
    (6, "draw 1; discard 1", "draw 1"),
    (7, "(gain 1 coin | travel plane)", "(gain 2 coin | travel plane+plane)"),
    (8, "(gain 1 compass | travel car)", "(gain 1 coin + 1 compass | travel car+car)"),
    (9, "(gain 1 compass | travel ship)", "(gain 1 coin + 1 compass | travel ship+ship)"),
    (10, "buy(discount=1, kinds=item+artifact)", "buy(discount=2, kinds=item+artifact)"),
    (11, "upgrade?", "upgrade?; gain 1 compass"),
    (12, "gain 1 compass", "gain 2 compass"),
]
MAIN_ASSISTANTS = {10}

# §3 Research spaces: `id row cost next` (cost "-" for the start; "idol" = an idol from the supply crates).
RESEARCH_SPACES = {
    "bird": """
0|0|-|1,2
1|1|1 compass + 1 arrowhead|3,4
2|1|1 jewel|4
3|2|1 jewel|5
4|2|1 tablet + 1 arrowhead|5
5|3|2 tablet + 1 arrowhead|6,7,8
6|4|1 coin + 1 tablet + 1 arrowhead|9
7|4|1 tablet + 1 jewel|9
8|4|2 arrowhead|9
9|5|1 coin + 1 jewel|10,11
10|6|1 compass + 1 jewel|12
11|6|2 tablet + 1 arrowhead|12,13
12|7|1 coin + 1 tablet + 1 arrowhead|14
13|7|1 tablet + 1 jewel|14
14|8|1 coin + 1 compass + 1 jewel|
""",
    "snake": """
0|0|-|1,2
1|1|1 compass + 2 tablet|3,4
2|1|1 jewel|4,5
3|2|1 coin + 1 compass + 1 arrowhead|6
4|2|1 tablet + 1 jewel|6,7
5|2|2 arrowhead|7
6|3|2 tablet + 1 arrowhead|8
7|3|1 coin + 1 jewel|8
8|4|idol|9,10
9|5|2 arrowhead|11,12
10|5|1 tablet + 1 jewel|12
11|6|1 tablet + 1 jewel|13
12|6|1 compass + 3 tablet|13
13|7|1 coin + 1 tablet + 1 arrowhead|14
14|8|1 compass + 1 arrowhead + 1 jewel|
""",
}
TEMPLE_SPACE = 14

# §3 Row effects and VP: `row|glass effect|glass VP|notebook effect|notebook VP`.
RESEARCH_ROWS = {
    "bird": """
1|gain 1 coin|1|recruit|0
2|gain 1 compass|2|recruit|1
3|gain 1 compass|4|upgrade_assistant|2
4|gain 1 compass|6|upgrade_assistant|4
5|gain 1 compass|9|gain 3 compass|6
6|draw 1|12|gain_card(from=row_artifact, to=play)|8
7|gain 1 compass|16|overcome_free(where=own)|10
""",
    "snake": """
1|gain 1 coin|1|recruit|0
2|gain 2 coin|2|exile?|3
3|draw 1|3|upgrade_assistant|4
4|rescue|4|gain_card(from=row_artifact, to=play)|5
5|upgrade_assistant|5|refresh_assistant(n=1)|8
6|fear 1|10|draw 1|12
7|fear 1|15|gain 1 jewel|15
""",
}

# §3 Temple: arrival VP, tile costs per side (A, B, C), the 6 stacks (VP, paid parts).
ARRIVAL_VP = [23, 21, 20, 19]
TEMPLE_COSTS = {
    "bird": {"A": "1 coin + 2 tablet", "B": "1 jewel", "C": "1 compass + 1 arrowhead"},
    "snake": {"A": "1 compass + 2 tablet", "B": "1 jewel", "C": "1 coin + 1 arrowhead"},
}
TEMPLE_STACKS = [(2, "A"), (2, "B"), (2, "C"), (6, "AB"), (6, "BC"), (11, "ABC")]
TEMPLE_TILES_IN_BOX = 24  # 6 stacks of as many tiles as players: 6 × 4

# §3 Research bonus tiles: distribution, and placement by side and player count (space ids; "13x2" = 2 tiles on 13).
BONUS_TILES = {"coin": 3, "compass": 3, "tablet": 3, "exile_card": 3, "draw": 3, "upgrade": 3}
BONUS_PLACEMENT = {
    "bird": {
        2: "3 4 6 7 8 10 11 templex2",
        3: "3 4 6 7 8 10 11 12 13 templex3",
        4: "3 4 5 6 7 8 9 10 11 12 13 templex4",
    },
    "snake": {
        2: "3 5 6 7 11 12 13x2 templex2",
        3: "3 4 5 6 7 11 12 13x3 templex3",
        4: "3 4 5 6 7 9 10 11 12 13x3 templex4",
    },
}
