"""The gold of King of the Elves as the public log tells it: each finished round's account
per player (the villages of the trip and what each paid, the all-villages bonus, thief
tolls paid and received, teleports, purchases, removals) and the arrivals of the trip in
progress, for the gold counter and the path.

Only sums public events: no rule is worked out here. A village's terrain is known from the
log too, the table being followed through it (villages played and removed, cleared at each
round); a position laid out by hand logs no villages, so its current table stands in.
"""

from __future__ import annotations

from kingmakers.games.elves.data import VILLAGE_VALUE


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
            handler = getattr(self, "on_" + event["type"], None)
            if handler is not None:
                handler(event)

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
