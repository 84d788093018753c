"""How much cards and titles are worth: the evaluation the heuristic bot and the search's
play-out policy share.

Both turn each player's total in an office into smooth chances of taking its titles (a
logistic in the gap to the best rivals), so a card that narrows a gap is worth something
before it wins anything. The bot feeds in totals it estimated from its view
(:class:`Estimate`, which the search also uses to rank King uses); the play-out feeds in the
exact totals of a determinised state.
"""

from __future__ import annotations

import math
from collections import Counter

from ...engine.game import SCORE_WEIGHT
from .data import GOLD, KIND, KING, OFFICE_OF, VALUE, game_cards

#: Spread of the title chances around the lead, in office points.
SPREAD = 1.5
#: What one gold point is worth, in points, before the auction and at most during it.
GOLD_POINT = 0.12
#: Part of a gold card's worth to a player that it fears in a rival's hand.
RIVAL_GOLD = 0.5
#: Part of an opponent's gain a card denies them that a player counts as its own gain.
DENIAL = 0.3
#: Chance weights of the piles for a drawn card: (own value, threat to others).
CENTRE_WEIGHTS = (0.2, -0.4)
FAVOUR_WEIGHTS = (0.35, -0.35)
#: Least expected gain, in points, for which a player raises a bid.
MARGIN = 0.05
#: Spread of the final scores around the expected ones, in points: a floor, plus this much
#: per square root of the cards still to be drawn and of the lots still to be auctioned.
#: Fitted (grid search, least log-loss of the winner) to 21,000 positions of 400 games of
#: four heuristic bots (``estimated_returns`` of the play-out); the former 1.0 + 0.5 per
#: root card of either kind was about 1.7 times as wide in the draft and 3 times in the
#: auction.
LUCK_FLOOR = 0.5
LUCK_PER_ROOT_DRAW = 0.3
LUCK_PER_ROOT_LOT = 0.1

_exp = math.exp


def title_chances(column: list, secondary: bool) -> tuple[list[float], list[float]]:
    """Each player's chance of the primary and of the secondary title of one office, from
    everyone's totals there (``column``). A player with nothing in the office has none."""
    ranked = sorted(column, reverse=True)
    top0, top1 = ranked[0], ranked[1]
    top2 = ranked[2] if secondary else 0
    first, second = [], []
    for total in column:
        if total <= 0:
            first.append(0.0)
            second.append(0.0)
            continue
        # the best two of the others: the sorted column without one copy of ``total``
        if total == top0:
            best, next_best = top1, top2
        elif total == top1:
            best, next_best = top0, top2
        else:
            best, next_best = top0, top1
        chance = 1.0 / (1.0 + _exp((best - total) / SPREAD))
        first.append(chance)
        if secondary:
            second.append(max(0.0, 1.0 / (1.0 + _exp((next_best - total) / SPREAD)) - chance))
        else:
            second.append(0.0)
    return first, second


def player_points(column: list, player: int, primary: int, secondary: bool) -> float:
    """One player's expected points from one office: ``office_points(...)[player]``, cheaper."""
    total = column[player]
    if total <= 0:
        return 0.0
    best = next_best = float("-inf")
    for other, value in enumerate(column):
        if other != player:
            if value > best:
                best, next_best = value, best
            elif value > next_best:
                next_best = value
    chance = 1.0 / (1.0 + _exp((best - total) / SPREAD))
    if not secondary:
        return primary * chance
    runner_up = max(0.0, 1.0 / (1.0 + _exp((next_best - total) / SPREAD)) - chance)
    return primary * chance + (primary // 2) * runner_up


def office_points(column: list, primary: int, secondary: bool) -> list[float]:
    """Each player's expected points from one office (primary title value ``primary``)."""
    first, second = title_chances(column, secondary)
    minor = primary // 2 if secondary else 0
    return [primary * f + minor * s for f, s in zip(first, second, strict=True)]


def office_totals(cards, offices) -> dict[str, float]:
    """A collection's total value in each office (gold counts in none)."""
    totals = dict.fromkeys(offices, 0.0)
    for card in cards:
        office = OFFICE_OF[card]
        if office:
            totals[office] += VALUE[card]
    return totals


def gold_point(lots_left: int | None, gold: int) -> float:
    """Worth of one gold point to a player holding ``gold``: gold only buys favour cards, so
    once the auction runs (``lots_left`` not None) it fades as the lots run out."""
    if lots_left is None:
        return GOLD_POINT
    return min(GOLD_POINT, lots_left * 0.8 / max(1, gold))


def gold_payment(held: list[int], owed: int) -> int:
    """Which gold value to hand over next: the smallest card that covers what is owed, else
    the largest (least waste, no change is given)."""
    covering = [value for value in held if value >= owed]
    return min(covering) if covering else max(held)


def expected_returns(points: list[float], draws_left: int, lots_left: int) -> list[float]:
    """Each seat's expected ``GameState.returns`` from its expected final points: the win
    share as a softmax over points whose temperature grows with the cards still to come, and
    the score part as the chance of beating each other seat under the same luck. Both are
    smooth in the points, so a search sees small gains; the real score part (the place
    between the best and the worst score) would swing all the way on a fraction of a point
    while the points are close."""
    temperature = (
        LUCK_FLOOR
        + LUCK_PER_ROOT_DRAW * math.sqrt(draws_left)
        + LUCK_PER_ROOT_LOT * math.sqrt(lots_left)
    )
    best = max(points)
    weights = [_exp((p - best) / temperature) for p in points]
    total = sum(weights)
    win_weight, others = 1.0 - SCORE_WEIGHT, len(points) - 1
    returns = []
    for seat, (mine, weight) in enumerate(zip(points, weights, strict=True)):
        beaten = sum(
            1.0 / (1.0 + _exp((theirs - mine) / temperature))
            for other, theirs in enumerate(points)
            if other != seat
        )
        returns.append(win_weight * weight / total + SCORE_WEIGHT * beaten / others)
    return returns


class Estimate:
    """What a seat believes about the table, built from its own view only."""

    def __init__(self, view: dict, seat: int):
        self.seat = seat
        self.players = view["players"]
        self.offices = list(view["titles"])
        self.primaries = {office: title["primary"] for office, title in view["titles"].items()}
        you = view["you"]
        self.collection = you["collection"]
        self.auction = view["auction"]
        self.favour_left = view["favour_pile"]
        self.in_auction = view["phase"] not in ("place", "take")
        unseen = self.unseen = self._unseen(view)
        pool_size = max(1, sum(unseen.values()))
        share = dict.fromkeys(self.offices, 0.0)
        for card, count in unseen.items():
            if KIND[card] not in (GOLD, KING):
                share[OFFICE_OF[card]] += VALUE[card] * count / pool_size
        self.totals = []
        for player in range(self.players):
            if player == seat:
                self.totals.append(self._office_totals(self.collection))
                continue
            seen = view["collections_seen"][player]
            hidden = view["collection_sizes"][player] - len(seen)
            totals = self._office_totals(seen)
            self.totals.append({o: totals[o] + hidden * share[o] for o in self.offices})
        self.my_gold = sum(VALUE[card] for card in self.collection if KIND[card] == GOLD)
        self.base = self.utility(self.totals, self.primaries)

    def _unseen(self, view: dict) -> Counter:
        unseen = Counter(game_cards(self.players))
        unseen -= Counter(view["set_aside"])
        unseen -= Counter(self.collection)
        for player, seen in enumerate(view["collections_seen"]):
            if player != self.seat:
                unseen -= Counter(seen)
        you = view["you"]
        for visible in (view["centre"], view["discard"], you["favour_remembered"]):
            unseen -= Counter(visible)
        for card in (
            you["drawn"],
            (view["auction"] or {}).get("card"),
            (view["king"] or {}).get("card"),
        ):
            if card:
                unseen[card] -= 1
        return +unseen

    def _office_totals(self, cards) -> dict[str, float]:
        return office_totals(cards, self.offices)

    # -- valuation --------------------------------------------------------------------------
    def utility(self, totals, primaries) -> float:
        """The bot's expected points minus the best opponent's."""
        points = [0.0] * self.players
        secondary = self.players > 2
        for office in self.offices:
            column = [totals[player][office] for player in range(self.players)]
            for player, value in enumerate(office_points(column, primaries[office], secondary)):
                points[player] += value
        best_rival = max(points[q] for q in range(self.players) if q != self.seat)
        return points[self.seat] - best_rival

    def gold_point(self) -> float:
        """Worth of one gold point: it only buys favour cards, so it fades as they run out."""
        lots = self.favour_left + (1 if self.auction else 0) if self.in_auction else None
        return gold_point(lots, self.my_gold)

    def gain(self, player: int, card: str) -> float:
        """Change in the bot's utility if ``player`` gains ``card`` (using a King card well
        for that player)."""
        if KIND[card] == GOLD:
            worth = VALUE[card] * self.gold_point()
            return worth if player == self.seat else -worth * RIVAL_GOLD
        if KIND[card] == KING:
            return self._king_gain(player, VALUE[card])
        totals = [dict(t) for t in self.totals]
        totals[player][OFFICE_OF[card]] += VALUE[card]
        return self.utility(totals, self.primaries) - self.base

    def _king_gain(self, player: int, changes: int) -> float:
        """The result of ``changes`` title moves chosen greedily by ``player``: for the bot's
        good, or, by a rival, against it."""
        sign = 1 if player == self.seat else -1
        primaries = dict(self.primaries)
        changed: set[str] = set()
        for _ in range(changes):
            options = [
                (
                    sign
                    * self.utility(self.totals, {**primaries, office: primaries[office] + step}),
                    office,
                    step,
                )
                for office in self.offices
                if office not in changed
                for step in (1, -1)
                if 1 <= primaries[office] + step <= 6
            ]
            _, office, step = max(options)
            primaries[office] += step
            changed.add(office)
        return self.utility(self.totals, primaries) - self.base

    def after_title_move(self, office: str, step: int) -> float:
        """The bot's utility once ``office``'s primary title has moved by ``step``."""
        return self.utility(self.totals, {**self.primaries, office: self.primaries[office] + step})

    def threat(self, card: str) -> float:
        """How much the bot loses if the opponent it fears most gains ``card``."""
        return max(
            -self.gain(player, card) for player in range(self.players) if player != self.seat
        )

    def loss(self, card: str) -> float:
        """What the bot gives up by discarding one ``card`` from its collection."""
        if KIND[card] == GOLD:
            return VALUE[card] * self.gold_point()
        totals = [dict(t) for t in self.totals]
        totals[self.seat][OFFICE_OF[card]] -= VALUE[card]
        return self.base - self.utility(totals, self.primaries)
