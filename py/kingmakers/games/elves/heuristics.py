"""The yardstick of King of the Elves' heuristic bot (:mod:`.bots`): the best trip a hand
allows over the table as it stands (:class:`Trip`, a depth-first search over travel, escort
and turnaround steps), the gold it would collect less a small value for every card spent
that could otherwise be kept for the next round. Also the trip moves a search leaves out
(:func:`search_trip_moves`)."""

from __future__ import annotations

from .actions import Escort, Stop, Travel, Turnaround
from .data import (
    ALL_VILLAGES_BONUS,
    ESCORT,
    THIEF_TOLL,
    TRAVEL_COST,
    TRAVEL_KINDS,
    TURNAROUND,
    VILLAGE_VALUE,
)

#: Trip states one search may value before it settles for what it has found.
SEARCH_BUDGET = 4000

HAND_SLOTS = (*TRAVEL_KINDS, ESCORT, TURNAROUND)
ESCORT_SLOT, TURNAROUND_SLOT = len(TRAVEL_KINDS), len(TRAVEL_KINDS) + 1


def hand_tuple(hand: dict) -> tuple:
    return tuple(hand.get(card, 0) for card in HAND_SLOTS)


def _minus(hand: tuple, slot: int, count: int = 1) -> tuple:
    return hand[:slot] + (hand[slot] - count,) + hand[slot + 1 :]


class Trip:
    """The best trip for ``seat`` over ``table`` (principalities, as in a view).

    A trip state is ``(position, heading, hand, gold, escort, visited, bonus_paid)``:
    ``position`` indexes :attr:`places` (-1 at the castle), ``hand`` is a :func:`hand_tuple`,
    ``visited`` a bit mask over :attr:`places`.
    """

    def __init__(self, table: list, seat: int, keep: float):
        players = len(table)
        self.keep = keep
        self.places = []
        self.route = []
        for step in range(players):
            owner = (seat + step) % players
            for slot, village in enumerate(table[owner]):
                self.places.append((owner, slot))
                self.route.append(
                    (
                        owner,
                        VILLAGE_VALUE[village["terrain"]] * (2 if village["gold"] == seat else 1),
                        [
                            (kind, costs[village["terrain"]])
                            for kind, costs in TRAVEL_COST.items()
                            if village["terrain"] in costs
                        ],
                        village["thief"] not in (None, seat),
                        village["obstacle"] not in (None, seat),
                    )
                )
        self.all_visited = (1 << len(self.route)) - 1
        self.own = sum(1 << i for i, place in enumerate(self.route) if place[0] == seat)
        self.memo: dict = {}

    def start(self, hand: dict, gold: int) -> tuple:
        return (-1, 1, hand_tuple(hand), gold, None, 0, False)

    def moves(self, state: tuple):
        """Each step the trip can take from ``state``: (action, value, next state), the
        value being the gold it brings less the worth of the cards it spends."""
        if not self.route:
            return
        position, heading, hand, gold, escort, visited, bonus_paid = state
        target = 0 if position < 0 else (position + heading) % len(self.route)
        owner, value, costs, thief, obstacle = self.route[target]
        protected = escort == owner
        entering = position < 0 or self.route[position][0] != owner
        if hand[ESCORT_SLOT] and entering and not protected and (thief or obstacle):
            yield (
                Escort(),
                -self.keep,
                (position, heading, _minus(hand, ESCORT_SLOT), gold, owner, visited, bonus_paid),
            )
        toll = THIEF_TOLL if thief and not protected else 0
        if gold >= toll:
            seen = visited | (1 << target)
            paid = bonus_paid or seen == self.all_visited
            gain = value - toll + (ALL_VILLAGES_BONUS if paid and not bonus_paid else 0)
            for kind, cost in costs:
                slot = HAND_SLOTS.index(kind)
                need = cost + (1 if obstacle and not protected else 0)
                if hand[slot] >= need:
                    yield (
                        Travel(kind),
                        gain - self.keep * need,
                        (
                            target,
                            heading,
                            _minus(hand, slot, need),
                            gold + gain,
                            escort if protected else None,
                            seen,
                            paid,
                        ),
                    )
        if hand[TURNAROUND_SLOT] and visited & self.own:
            yield (
                Turnaround(),
                -self.keep,
                (
                    position,
                    -heading,
                    _minus(hand, TURNAROUND_SLOT),
                    gold,
                    escort,
                    visited,
                    bonus_paid,
                ),
            )

    def value(self, state: tuple) -> float:
        """Most the rest of the trip can bring from ``state``; 0 is stopping there."""
        if state in self.memo:
            return self.memo[state]
        best = 0.0
        if len(self.memo) < SEARCH_BUDGET:
            for _, gain, after in self.moves(state):
                best = max(best, gain + self.value(after))
        self.memo[state] = best
        return best

    def best_move(self, state: tuple):
        """The first step of the best trip from ``state``: an action, or Stop."""
        best, choice = 0.0, Stop()
        for action, gain, after in self.moves(state):
            if gain + self.value(after) > best:
                best, choice = gain + self.value(after), action
        return choice


def search_trip_moves(state, actions: list) -> list:
    """The legal trip ``actions`` a search tries: all but the moves that look broken.

    - An escort for a principality with no rival's thief or obstacle protects from nothing
      (it is discarded on leaving) and only loses the card.
    - A turnaround after which the trip cannot go on (no card in hand reaches the village
      behind, even with an escort) leaves the traveller with what it had, one card less;
      except with teleports, which go on in the new direction.
    - Ending the trip while a card in hand goes on to a village that takes no thief's toll:
      the village pays at once, and the cards kept bring no more later (in 4-player games
      of one normal search bot against three heuristic ones, a search that never stopped
      there won as often and ended with more gold than one that stopped before about a
      third of such villages before the last round to keep its cards); a player saw a bot
      throw gold away.

    It reads only the trip, the public table and the traveller's hand, as a search may.
    """
    seat = state.current
    target = state.next_village()

    def harmless(village) -> bool:
        return village["thief"] in (None, seat) and village["obstacle"] in (None, seat)

    dropped = []
    if target is not None:
        if all(harmless(village) for village in state.table[target[0]]):
            dropped.append(Escort())
        toll_free = not state._thief_applies(target)
        if toll_free and any(isinstance(action, Travel) for action in actions):
            dropped.append(Stop())
    if Turnaround() in actions and not (
        state.options["teleport"]
        or state.options_behind()
        or ESCORT in state.hands[seat]
        and state.options_behind(True)
    ):
        dropped.append(Turnaround())
    return [action for action in actions if action not in dropped]
