"""What the King of the Elves table reads from a view, for its words, its controls and its
drawing alike (no canvas): card names, the selection's marks, prices and costs, and the gold
the public log tells of (:class:`Account`).

The gold account only sums public events: no rule is worked out here. A village's terrain is
known from the log too, the table being followed through it (villages played and removed,
cleared at each round); a position laid out by hand logs no villages, so its current table
stands in.
"""

from __future__ import annotations

from kingmakers.games.elves.data import (
    BUY_PRICES,
    CARDS,
    FALLEN_TREE,
    GOLD_CARD,
    TERRAINS,
    THIEF,
    TRAVEL_COST,
    TRAVEL_KINDS,
    VILLAGE_VALUE,
    WATER_MONSTER,
)
from kingmakers.ui.i18n import t
from kingmakers.ui.seam import TableContext

SPECIALS = tuple(card for card in CARDS if card not in TERRAINS and card not in TRAVEL_KINDS)
#: The groups a hand is shown in, in order.
GROUPS = (("villages", TERRAINS), ("travel", TRAVEL_KINDS), ("specials", SPECIALS))
#: Phases in which the viewer marks several cards to discard before "done".
MARKING = ("drawing", "teleporting")
SPECIAL_OF_SLOT = {"gold": GOLD_CARD, "thief": THIEF}


def card_name(card: str) -> str:
    return t(f"elves.card.{card}")


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def village_name(view: dict, names: list[str], principality: int, slot: int) -> str:
    """ "Károly's desert village (6)"."""
    terrain = view["principalities"][principality][slot]["terrain"]
    return t(
        "elves.village_of",
        owner=names[principality],
        village=card_name(terrain),
        value=VILLAGE_VALUE[terrain],
    )


def gold_text(count: int) -> str:
    return t("elves.gold", count=count)


def signed(amount: int) -> str:
    return f"+{amount}" if amount >= 0 else f"−{-amount}"


def special_card(slot: str, terrain: str) -> str:
    """The special card lying in a village's ``slot`` (its obstacle depends on the terrain)."""
    if slot == "obstacle":
        return WATER_MONSTER if terrain in ("river", "lake") else FALLEN_TREE
    return SPECIAL_OF_SLOT[slot]


def hand_cards(hand: dict) -> list[tuple[str, list[str]]]:
    """The hand's groups that hold cards: (group, kinds in card order)."""
    return [
        (group, [card for card in cards if card in hand])
        for group, cards in GROUPS
        if any(card in hand for card in cards)
    ]


def cards_text(cards: dict) -> str:
    return ", ".join(
        f"{card_name(card)} ×{count}" if count > 1 else card_name(card)
        for card, count in cards.items()
    )


def marks(ctx: TableContext) -> list[str]:
    """The cards marked so far to discard (the selection ``("marks", cards)``)."""
    selected = ctx.selected
    if isinstance(selected, tuple) and selected and selected[0] == "marks":
        return list(selected[1])
    return []


def price(view: dict) -> int:
    """What the player to move pays for their next purchase."""
    return BUY_PRICES[min(view["seats"][view["to_move"]]["buys"], len(BUY_PRICES) - 1)]


def travel_cost(kind: str, view: dict) -> tuple[int, bool]:
    """Cards of ``kind`` the next village takes, and whether one is for its obstacle."""
    trip = view["trip"]
    principality, slot = trip["next"]
    terrain = view["principalities"][principality][slot]["terrain"]
    extra = bool(trip["next_obstacle"])
    return TRAVEL_COST[kind][terrain] + extra, extra


def discards(view: dict) -> int:
    return sum(view["discard_pile"].values())


def _seat_row() -> dict:
    return {
        "visits": [],
        "bonus": 0,
        "thief_paid": 0,
        "thief_received": 0,
        "teleport": 0,
        "bought": 0,
        "removed": 0,
    }


class Account:
    """``rounds``: for every finished round, one row per seat (see :func:`_seat_row`, and
    ``gained``, the net gold); ``round_rows``: the same for the round in progress. A visit
    is a dict: principality, slot, terrain (None if unknown), gold, doubled (a gold card
    paid twice the value), thief (the owner paid, or None), bonus, teleport (gold paid to
    get there)."""

    def __init__(self, view: dict):
        self.view = view
        players = view["players"]
        self.rounds: list[list[dict]] = []
        self.round_rows = [_seat_row() for _ in range(players)]
        self.table: list[list[str]] = [[] for _ in range(players)]
        self._thief: dict[int, int] = {}  # seat -> thief's owner paid, for its next arrival
        self._teleport: dict[int, int] = {}  # seat -> gold a teleport cost, likewise
        for event in view.get("log", ()):
            handler = _ACCOUNTED.get(event["type"])
            if handler is not None:
                handler(self, event)

    def steps(self, seat: int) -> list[dict]:
        """The arrivals of ``seat``'s trip this round (each player travels once a round)."""
        return self.round_rows[seat]["visits"]

    def terrain(self, principality: int, slot: int) -> str | None:
        terrains = self.table[principality]
        if slot < len(terrains):
            return terrains[slot]
        villages = self.view["principalities"][principality]
        return villages[slot]["terrain"] if slot < len(villages) else None

    # -- events --------------------------------------------------------------------------
    def on_round(self, event: dict) -> None:
        self.table = [[] for _ in self.table]
        self.round_rows = [_seat_row() for _ in self.table]

    def on_round_end(self, event: dict) -> None:
        for row in self.round_rows:
            row["gained"] = (
                sum(visit["gold"] for visit in row["visits"])
                + row["bonus"]
                - row["thief_paid"]
                + row["thief_received"]
                - row["teleport"]
                - row["bought"]
                - row["removed"]
            )
        self.rounds.append(self.round_rows)
        self.round_rows = [_seat_row() for _ in self.table]
        self.table = [[] for _ in self.table]

    def on_village(self, event: dict) -> None:
        self.table[event["principality"]].append(event["terrain"])

    def on_remove(self, event: dict) -> None:
        terrains = self.table[event["seat"]]
        if event["slot"] < len(terrains):
            terrains.pop(event["slot"])
        self.round_rows[event["seat"]]["removed"] += event["cost"]

    def on_buy(self, event: dict) -> None:
        self.round_rows[event["seat"]]["bought"] += event["price"]

    def on_thief(self, event: dict) -> None:
        seat, owner = event["seat"], event["thief"]
        self.round_rows[seat]["thief_paid"] += event["gold"]
        self.round_rows[owner]["thief_received"] += event["gold"]
        self._thief[seat] = owner

    def on_teleport(self, event: dict) -> None:
        self.round_rows[event["seat"]]["teleport"] += event["cost"]
        self._teleport[event["seat"]] = event["cost"]

    def on_gold(self, event: dict) -> None:
        seat = event["seat"]
        principality, slot = event["principality"], event["slot"]
        terrain = self.terrain(principality, slot)
        gold = event["gold"]
        self.round_rows[seat]["visits"].append(
            {
                "principality": principality,
                "slot": slot,
                "terrain": terrain,
                "gold": gold,
                "doubled": terrain is not None and gold == 2 * VILLAGE_VALUE[terrain],
                "thief": self._thief.pop(seat, None),
                "bonus": 0,
                "teleport": self._teleport.pop(seat, 0),
            }
        )

    def on_bonus(self, event: dict) -> None:
        row = self.round_rows[event["seat"]]
        row["bonus"] += event["gold"]
        if row["visits"]:
            row["visits"][-1]["bonus"] = event["gold"]


#: The log entries that move gold or the table, and what each does to the account.
_ACCOUNTED = {
    "round": Account.on_round,
    "round_end": Account.on_round_end,
    "village": Account.on_village,
    "remove": Account.on_remove,
    "buy": Account.on_buy,
    "thief": Account.on_thief,
    "teleport": Account.on_teleport,
    "gold": Account.on_gold,
    "bonus": Account.on_bonus,
}
