"""How much cards and titles are worth: the evaluation the heuristic bot and the search's
play-out policy share.

Both turn each player's total in an office into smooth chances of taking its titles (a
logistic in the gap to the best rivals), so a card that narrows a gap is worth something
before it wins anything. The bot feeds in totals it estimated from its view; the play-out
feeds in the exact totals of a determinised state.
"""

from __future__ import annotations

import math

from ...engine.game import SCORE_WEIGHT
from .cards import OFFICE_OF, VALUE

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
#: per square root of the cards still to be drawn or auctioned.
LUCK_FLOOR = 1.0
LUCK_PER_ROOT_CARD = 0.5

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


def expected_returns(points: list[float], cards_left: int) -> list[float]:
    """Each seat's expected ``GameState.returns`` from its expected final points: the win
    share as a softmax over points whose temperature grows with the cards still to come,
    plus the score part from the expected points. Smooth, so a search sees small gains."""
    temperature = LUCK_FLOOR + LUCK_PER_ROOT_CARD * math.sqrt(cards_left)
    best = max(points)
    weights = [_exp((p - best) / temperature) for p in points]
    total = sum(weights)
    low = min(points)
    spread = best - low
    win_weight = 1.0 - SCORE_WEIGHT
    return [win_weight * w / total + SCORE_WEIGHT * ((p - low) / spread if spread else 0.5)
            for p, w in zip(points, weights, strict=True)]
