"""A heuristic bot for For the King (and Me).

It estimates every player's total in each office (its own exactly; others' from the cards
seen joining their collections plus their unseen cards' expected share of the cards it has
not seen), turns totals into chances of each title, and judges a move by the change in its
expected points minus the best opponent's. From that it keeps cards in offices it can win,
steers King cards toward its strong offices, and bids up to the lot's worth against the
worth of the gold or cards it would give up.
"""

from __future__ import annotations

from ...ai.base import Bot
from ...engine import Action, GameState
from .actions import Bid, Discard, Pass, PayGold, PickCard, Place, Take, UseKing
from .data import GOLD, KIND
from .heuristics import (
    CENTRE_WEIGHTS,
    DENIAL,
    FAVOUR_WEIGHTS,
    MARGIN,
    Estimate,
    gold_payment,
)


class HeuristicBot(Bot):
    """Collects offices it can win, steers King cards to its strong offices, bids by worth."""

    name = "heuristic"

    def choose(self, state: GameState) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        seat = state.to_move
        view = state.observe(seat)
        estimate = Estimate(view, seat)
        first = actions[0]
        if isinstance(first, UseKing):
            return self._use_king(estimate, actions)
        if isinstance(first, Place):
            return self._place(estimate, view, actions)
        if isinstance(first, Take):
            return max(
                actions,
                key=lambda a: estimate.gain(seat, a.card) + DENIAL * estimate.threat(a.card),
            )
        if isinstance(first, PayGold):
            return self._pay_gold(actions, view["auction"]["owed"])
        if isinstance(first, Discard):
            return min(actions, key=lambda a: estimate.loss(a.card))
        if isinstance(first, PickCard):
            return self.rng.choice(actions)
        return self._bid(estimate, view)

    def _use_king(self, estimate: Estimate, actions: list[UseKing]) -> UseKing:
        return max(
            actions, key=lambda action: estimate.after_title_move(action.office, action.step)
        )

    def _place(self, estimate: Estimate, view: dict, actions: list[Place]) -> Place:
        card = view["you"]["drawn"]
        mine = estimate.gain(estimate.seat, card)
        threat = estimate.threat(card)
        placed = view["placed"]
        room = (not placed["own"]) + (not placed["favour"]) + estimate.players - placed["centre"]
        later = min(view["deck"], room - 1)
        scores = {
            "own": mine - self._best_of_draws(estimate, later),
            "centre": CENTRE_WEIGHTS[0] * mine + CENTRE_WEIGHTS[1] * threat,
            "favour": FAVOUR_WEIGHTS[0] * mine + FAVOUR_WEIGHTS[1] * threat,
        }
        return max(actions, key=lambda a: scores[a.pile])

    def _best_of_draws(self, estimate: Estimate, draws: int) -> float:
        """Expected worth to the bot of the best of ``draws`` unseen cards (the value of
        keeping the own-pile place free)."""
        if draws <= 0:
            return 0.0
        unseen = estimate.unseen
        total = sum(unseen.values())
        worths = sorted(
            (estimate.gain(estimate.seat, card), count) for card, count in unseen.items()
        )
        expected, below = 0.0, 0.0
        for worth, count in worths:
            above = below + count / total
            expected += worth * (above**draws - below**draws)
            below = above
        return expected

    def _bid(self, estimate: Estimate, view: dict) -> Action:
        """Raise by the minimum while the lot is worth more than the gold or cards it costs;
        never bid what it cannot pay."""
        auction = view["auction"]
        card = auction["card"]
        worth = estimate.gain(estimate.seat, card) + DENIAL * estimate.threat(card)
        by_gold = KIND[card] != GOLD and estimate.my_gold > 0
        if by_gold:
            capacity = estimate.my_gold
        else:
            losses = sorted(estimate.loss(c) for c in estimate.collection)
            capacity = len(losses)
        lowest = auction["high_bid"] + 1
        if lowest > capacity:
            return Pass()
        cost = lowest * estimate.gold_point() if by_gold else sum(losses[:lowest])
        return Bid(lowest) if worth - cost > MARGIN else Pass()

    def _pay_gold(self, actions: list[PayGold], owed: int) -> PayGold:
        """The smallest gold card that covers what is owed, else the largest (least waste)."""
        return PayGold(gold_payment([action.value for action in actions], owed))
