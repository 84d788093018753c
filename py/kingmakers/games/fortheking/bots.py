"""A heuristic bot for For the King (and Me).

It estimates every player's total in each office (its own exactly; others' from the cards
seen joining their collections plus their unseen cards' expected share of the cards it has
not seen), turns totals into chances of each title, and judges a move by the change in its
expected points minus the best opponent's. From that it keeps cards in offices it can win,
steers King cards toward its strong offices, and bids up to the lot's worth against the
worth of the gold or cards it would give up.
"""

from __future__ import annotations

from collections import Counter

from ...ai.bots import Bot
from ...engine import Action, GameState
from .actions import Bid, Discard, Pass, PayGold, PickCard, Place, Take, UseKing
from .cards import GOLD, KIND, KING, OFFICE_OF, VALUE, game_cards
from .value import (
    CENTRE_WEIGHTS,
    DENIAL,
    FAVOUR_WEIGHTS,
    MARGIN,
    RIVAL_GOLD,
    gold_payment,
    gold_point,
    office_points,
    office_totals,
)


class Estimate:
    """What the bot believes about the table, built from its own view only."""

    def __init__(self, view: dict, seat: int):
        self.seat = seat
        self.players = view["players"]
        self.offices = list(view["titles"])
        self.primaries = {office: title["primary"] for office, title in view["titles"].items()}
        self.collection = view["collection"]
        self.auction = view["auction"]
        self.favour_left = view["favour_pile"]
        self.in_auction = view["stage"] not in ("place", "take")
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
        for visible in (view["centre"], view["discard"], view["favour_remembered"]):
            unseen -= Counter(visible)
        for card in (view["drawn"], (view["auction"] or {}).get("card"),
                     (view["king"] or {}).get("card")):
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
                (sign * self.utility(self.totals, {**primaries, office: primaries[office] + step}),
                 office, step)
                for office in self.offices if office not in changed
                for step in (1, -1) if 1 <= primaries[office] + step <= 6
            ]
            _, office, step = max(options)
            primaries[office] += step
            changed.add(office)
        return self.utility(self.totals, primaries) - self.base

    def threat(self, card: str) -> float:
        """How much the bot loses if the opponent it fears most gains ``card``."""
        return max(-self.gain(player, card) for player in range(self.players)
                   if player != self.seat)

    def loss(self, card: str) -> float:
        """What the bot gives up by discarding one ``card`` from its collection."""
        if KIND[card] == GOLD:
            return VALUE[card] * self.gold_point()
        totals = [dict(t) for t in self.totals]
        totals[self.seat][OFFICE_OF[card]] -= VALUE[card]
        return self.base - self.utility(totals, self.primaries)


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
            return max(actions, key=lambda a: estimate.gain(seat, a.card)
                       + DENIAL * estimate.threat(a.card))
        if isinstance(first, PayGold):
            return self._pay_gold(actions, view["auction"]["owed"])
        if isinstance(first, Discard):
            return min(actions, key=lambda a: estimate.loss(a.card))
        if isinstance(first, PickCard):
            return self.rng.choice(actions)
        return self._bid(estimate, view)

    def _use_king(self, estimate: Estimate, actions: list[UseKing]) -> UseKing:
        def result(action: UseKing) -> float:
            primaries = dict(estimate.primaries)
            primaries[action.office] += action.step
            return estimate.utility(estimate.totals, primaries)

        return max(actions, key=result)

    def _place(self, estimate: Estimate, view: dict, actions: list[Place]) -> Place:
        card = view["drawn"]
        mine = estimate.gain(estimate.seat, card)
        threat = estimate.threat(card)
        placed = view["placed"]
        room = ((not placed["own"]) + (not placed["favour"])
                + estimate.players - placed["centre"])
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
        worths = sorted((estimate.gain(estimate.seat, card), count)
                        for card, count in unseen.items())
        expected, below = 0.0, 0.0
        for worth, count in worths:
            above = below + count / total
            expected += worth * (above ** draws - below ** draws)
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
