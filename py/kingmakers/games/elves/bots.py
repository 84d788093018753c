"""A rule-of-thumb bot for King of the Elves that decides from its own view only.

Its yardstick is the best trip its hand allows over the table as it stands
(:class:`~.heuristics.Trip`, a depth-first search over travel, escort and turnaround steps):
the gold it would collect, less a small value for every card spent that it could otherwise
keep for the next round.
In planning it plays the action that improves its position most — a village it can reach,
a gold card where it will pass, a thief or obstacle where rivals (the leader above all)
will pass, a purchase or a draw when its hand misses travel kinds, removing a village that
blocks its trip — and passes when nothing is worth enough. It makes at most
``MOVES_PER_ROUND`` planning moves a round and then passes, so planning always ends. On the
trip it follows the best line found.
"""

from __future__ import annotations

from collections import Counter

from ...ai.base import Bot
from .actions import (
    Buy,
    Pass,
    PlaySpecial,
    PlayVillage,
    RemoveVillage,
    Search,
)
from .data import (
    BUY_PRICES,
    DECK,
    DRAW_COUNT,
    DRAW_DISCARD_COUNT,
    ESCORT,
    FALLEN_TREE,
    GOLD_CARD,
    PLANNING_SPECIALS,
    REMOVE_SPECIAL_COST,
    REMOVE_VILLAGE_COST,
    SPECIAL_SLOTS,
    THIEF,
    THIEF_TOLL,
    TRAVEL_COST,
    TURNAROUND,
    VILLAGE_VALUE,
    WATER_MONSTER,
)
from .heuristics import Trip, hand_tuple
from .rules import village_cards

#: Planning moves the bot makes in a round at most before it only passes.
MOVES_PER_ROUND = 12
#: A planning move must promise at least this much (in gold) to be made instead of passing.
MIN_GAIN = 0.5
#: What a card kept for the next round is worth, in gold (nothing in the last round).
KEEP_VALUE = 0.8
#: Rough worth in hand of cards the trip search does not value, in gold.
CARD_WORTH = {
    GOLD_CARD: 3.0,
    THIEF: 2.5,
    FALLEN_TREE: 1.5,
    WATER_MONSTER: 1.5,
    ESCORT: 1.5,
    TURNAROUND: 1.0,
}
VILLAGE_WORTH = 1.0
#: Worth of getting a first village into one's own principality (without one no passing).
FIRST_VILLAGE_GAIN = 5.0
#: Share of a thief's or obstacle's worth in hand given up by playing it now.
HOLD_SHARE = 0.5
#: Cost of a purchase that leaves less gold than a thief takes.
RESERVE_PENALTY = 1.0
#: Harm to a rival of one pass by a thief or an obstacle, in gold; the leader counts double.
HARM = {"thief": THIEF_TOLL, "obstacle": 1.5}
LEADER_WEIGHT = 2.0
#: Chance that a rival reaches the villages of its own principality, and how the chance
#: shrinks for each further village on its route.
REACH_FIRST = 0.9
REACH_DECAY = 0.6


class HeuristicBot(Bot):
    name = "heuristic"

    def __init__(self, game, seed: int = 0):
        super().__init__(game, seed)
        self.seat = 0
        self.keep = KEEP_VALUE
        #: ((round, seat), planning moves made in it), to stop after MOVES_PER_ROUND.
        self.moves_in_round: tuple = (None, 0)

    def choose(self, state):
        seat = state.to_move
        view = state.observe(seat)
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        self.seat = seat
        self.keep = 0.0 if view["round"] == view["rounds"] else KEEP_VALUE
        phase, me = view["phase"], view["you"]
        if phase == "travel":
            return self._travel(view)
        if phase == "searching":
            return max(
                actions,
                key=lambda a: self._trip_value(
                    _with_village(view["principalities"], seat, a.terrain), me["hand"], me["gold"]
                ),
            )
        if phase == "planning":
            return self._plan(view, actions)
        return self._discard(view, actions)

    def _travel(self, view):
        """The first step of the best trip from where the traveller stands (never a
        teleport)."""
        trip_view, me = view["trip"], view["you"]
        trip = Trip(view["principalities"], self.seat, self.keep)
        index = {place: i for i, place in enumerate(trip.places)}
        position = -1 if trip_view["position"] is None else index[tuple(trip_view["position"])]
        visited = sum(1 << index[tuple(place)] for place in trip_view["path"])
        return trip.best_move(
            (
                position,
                trip_view["heading"],
                hand_tuple(me["hand"]),
                me["gold"],
                trip_view["escort"],
                visited,
                trip_view["bonus_paid"],
            )
        )

    # -- planning -------------------------------------------------------------------------------
    def _trip_value(self, table, hand: dict, gold: int) -> float:
        trip = Trip(table, self.seat, self.keep)
        return trip.value(trip.start(hand, gold))

    def _plan(self, view, actions):
        key = (view["round"], self.seat)
        count = self.moves_in_round[1] if self.moves_in_round[0] == key else 0
        can_pass = actions[-1] == Pass()
        if can_pass and count >= MOVES_PER_ROUND:
            return actions[-1]
        me = view["you"]
        self.base = self._trip_value(view["principalities"], me["hand"], me["gold"])
        self.worths = self._worths(view)
        self.expected = self._expected_draw_worth(view)
        moves = actions[:-1] if can_pass else actions
        gain, best = max((self._gain(view, action), i) for i, action in enumerate(moves))
        if can_pass and gain < MIN_GAIN:
            return actions[-1]
        self.moves_in_round = (key, count + 1)
        return actions[best]

    def _gain(self, view, action) -> float:
        """How much better off the bot expects to be after ``action``, in gold."""
        me, table, seat = view["you"], view["principalities"], self.seat
        hand, gold = me["hand"], me["gold"]
        if isinstance(action, PlayVillage):
            after = _with_village(table, action.principality, action.terrain)
            home = action.principality == seat
            return (
                self._trip_value(after, _without(hand, action.terrain), gold)
                - self.base
                - (0.0 if home else VILLAGE_WORTH)
                + (FIRST_VILLAGE_GAIN if home and not table[seat] else 0.0)
            )
        if isinstance(action, PlaySpecial):
            return self._special_gain(view, action)
        if isinstance(action, RemoveVillage):
            village = table[seat][action.slot]
            cost = REMOVE_VILLAGE_COST + REMOVE_SPECIAL_COST * sum(
                village[slot] is not None for slot in SPECIAL_SLOTS
            )
            after = [
                *table[:seat],
                table[seat][: action.slot] + table[seat][action.slot + 1 :],
                *table[seat + 1 :],
            ]
            if not after[seat]:
                return -cost
            return self._trip_value(after, hand, gold - cost) - self.base - cost
        if isinstance(action, Search):
            return FIRST_VILLAGE_GAIN
        if isinstance(action, Buy):
            price = BUY_PRICES[view["seats"][seat]["buys"]]
            return self.expected - price - (RESERVE_PENALTY if gold - price < THIEF_TOLL else 0)
        # Draw 3, discard 4: keep the best of the hand and three average cards.
        values = sorted([*self.worths.values(), *[self.expected] * DRAW_COUNT])
        return sum(values[DRAW_DISCARD_COUNT:]) - sum(self.worths.values())

    def _special_gain(self, view, action: PlaySpecial) -> float:
        """A gold card: what it adds to the bot's trip. A thief or an obstacle: the harm it
        does to the rivals likely to pass there (and a thief's tolls), less what the card
        would still be worth later."""
        me, table, seat = view["you"], view["principalities"], self.seat
        slot = PLANNING_SPECIALS[action.card]
        if slot == "gold":
            after = [[dict(v) for v in p] for p in table]
            after[action.principality][action.slot]["gold"] = seat
            return (
                self._trip_value(after, _without(me["hand"], action.card), me["gold"]) - self.base
            )
        golds = [s["gold"] for s in view["seats"]]
        rivals = [s for s in range(view["players"]) if s != seat]
        leader = max(rivals, key=lambda s: golds[s])
        harm = 0.0
        for rival in rivals:
            chance = _reach_chance(table, rival, (action.principality, action.slot))
            harm += chance * HARM[slot] * (LEADER_WEIGHT if rival == leader else 1.0)
            if slot == "thief":
                harm += chance * THIEF_TOLL
        return harm - HOLD_SHARE * CARD_WORTH[action.card]

    def _worths(self, view) -> dict:
        """Worth of each card in hand, one entry per copy: what losing it would cost."""
        me, table = view["you"], view["principalities"]
        worths = {}
        for card, count in me["hand"].items():
            if card in TRAVEL_COST:
                less = self._trip_value(table, _without(me["hand"], card), me["gold"])
                worth = max(self.base - less, self.keep)
            elif card in VILLAGE_VALUE:
                worth = VILLAGE_WORTH + (0.0 if table[self.seat] else FIRST_VILLAGE_GAIN)
            else:
                worth = CARD_WORTH[card]
            for copy in range(count):
                worths[(card, copy)] = worth
        return worths

    def _expected_draw_worth(self, view) -> float:
        """Expected worth of a card drawn blind, over the cards the bot has not seen."""
        me, table = view["you"], view["principalities"]
        unseen = Counter(DECK)
        unseen.subtract(me["hand"])
        unseen.subtract(view["discard_pile"])
        for principality in table:
            for village in principality:
                unseen.subtract(village_cards(village))
        unseen = +unseen
        expected = 0.0
        for card, count in unseen.items():
            if card in TRAVEL_COST:
                more = dict(me["hand"], **{card: me["hand"].get(card, 0) + 1})
                worth = max(self._trip_value(table, more, me["gold"]) - self.base, self.keep)
            elif card in VILLAGE_VALUE:
                worth = VILLAGE_WORTH
            else:
                worth = CARD_WORTH[card]
            expected += worth * count
        return expected / max(unseen.total(), 1)

    def _discard(self, view, actions):
        """The card whose loss costs least (drawing, searching, paying a teleport)."""
        self.base = self._trip_value(
            view["principalities"], view["you"]["hand"], view["you"]["gold"]
        )
        worths = self._worths(view)
        return min(actions, key=lambda action: worths[(action.card, 0)])


def _with_village(table, owner: int, terrain: str) -> list:
    after = [list(p) for p in table]
    after[owner] = [
        *table[owner],
        {"terrain": terrain, "gold": None, "thief": None, "obstacle": None},
    ]
    return after


def _without(hand: dict, card: str) -> dict:
    less = dict(hand)
    less[card] -= 1
    return less


def _reach_chance(table, rival: int, village: tuple) -> float:
    """Rough chance that ``rival``'s trip reaches ``village``: likely for its own first
    village, less for each village further along its route."""
    players = len(table)
    steps = 0
    for step in range(players):
        owner = (rival + step) % players
        for slot in range(len(table[owner])):
            if (owner, slot) == village:
                return REACH_FIRST * REACH_DECAY**steps
            steps += 1
    return 0.0
