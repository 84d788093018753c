"""King of the Elves components and numbers as data (``docs/rules/elves.md``).

Cards are identified by short ids: a village card by its terrain (``"forest"``), a travel
card by its kind (``"giant_pig"``), a special card by its name (``"fallen_tree"``).
"""

#: Village terrains, in the order views and menus list them.
TERRAINS = ("plains", "forest", "mountain", "desert", "river", "lake")
#: Gold a visit pays, by terrain (the source's examples).
VILLAGE_VALUE = {"plains": 3, "forest": 4, "mountain": 5, "desert": 6, "river": 2, "lake": 7}
#: Ruling: the printed split of the 26 village cards is not in the source.
VILLAGE_COUNT = {"plains": 5, "forest": 5, "mountain": 5, "desert": 4, "river": 4, "lake": 3}
#: Terrains whose obstacle is a water monster; the others take a fallen tree.
WATER = frozenset({"river", "lake"})

#: Travel cards of one kind needed to reach a village, by kind and terrain; a terrain that is
#: missing cannot be reached with that kind.
TRAVEL_COST = {
    "giant_pig": {"plains": 1, "forest": 1},
    "elf_cycle": {"plains": 1, "forest": 1, "mountain": 2},
    "magic_cloud": {"plains": 2, "forest": 2, "mountain": 1},
    "unicorn": {"forest": 1, "mountain": 1, "desert": 2},
    "troll_wagon": {"plains": 1, "forest": 2, "mountain": 2, "desert": 2},
    "dragon": {"plains": 1, "forest": 2, "mountain": 1, "desert": 1},
    "raft": {"river": 1, "lake": 2},
}
TRAVEL_KINDS = tuple(TRAVEL_COST)
#: Ruling: 10 rafts and 9 of each other kind.
TRAVEL_COUNT = {kind: 10 if kind == "raft" else 9 for kind in TRAVEL_KINDS}

GOLD_CARD, THIEF, FALLEN_TREE, WATER_MONSTER = "gold", "thief", "fallen_tree", "water_monster"
ESCORT, TURNAROUND = "escort", "turnaround"
#: Special cards played in planning onto a village, and the slot of the village they take
#: (a village holds at most one card per slot).
PLANNING_SPECIALS = {
    GOLD_CARD: "gold",
    THIEF: "thief",
    FALLEN_TREE: "obstacle",
    WATER_MONSTER: "obstacle",
}
SPECIAL_SLOTS = ("gold", "thief", "obstacle")
#: Ruling: the printed split of the 30 special cards is not in the source.
SPECIAL_COUNT = {GOLD_CARD: 6, THIEF: 6, FALLEN_TREE: 5, WATER_MONSTER: 3, ESCORT: 5, TURNAROUND: 5}

#: Every card in the game and how many copies; the deck order of the card ids.
DECK = {**VILLAGE_COUNT, **TRAVEL_COUNT, **SPECIAL_COUNT}
CARDS = tuple(DECK)

#: Display names of the card ids.
CARD_NAMES = {
    **{terrain: f"{terrain} village" for terrain in TERRAINS},
    "giant_pig": "giant pig",
    "elf_cycle": "elf-cycle",
    "magic_cloud": "magic cloud",
    "unicorn": "unicorn",
    "troll_wagon": "troll wagon",
    "dragon": "dragon",
    "raft": "raft",
    GOLD_CARD: "gold card",
    THIEF: "thief",
    FALLEN_TREE: "fallen tree",
    WATER_MONSTER: "water monster",
    ESCORT: "escort",
    TURNAROUND: "turnaround",
}

START_GOLD = 7
MARKERS = 4
FIRST_DEAL = 10
LATER_DEAL = 8
#: Most rounds; otherwise one round per player.
MAX_ROUNDS = 5
#: Villages a principality holds, and in a 2-player game.
CAPACITY = 2
CAPACITY_TWO_PLAYERS = 3

DRAW_COUNT = 3
DRAW_DISCARD_COUNT = 4
#: Price of the 1st, 2nd and 3rd purchase of a round; no more purchases than prices.
BUY_PRICES = (1, 2, 3)
REMOVE_VILLAGE_COST = 2
REMOVE_SPECIAL_COST = 1

THIEF_TOLL = 2
ALL_VILLAGES_BONUS = 10
TELEPORT_GOLD = 3
TELEPORT_CARDS = 4


def obstacle_for(terrain: str) -> str:
    """The obstacle card that may lie on a village of this terrain."""
    return WATER_MONSTER if terrain in WATER else FALLEN_TREE


def rounds_for(players: int) -> int:
    return min(players, MAX_ROUNDS)


def capacity_for(players: int) -> int:
    return CAPACITY_TWO_PLAYERS if players == 2 else CAPACITY
