"""The move a search play-out makes in For the King: greedy by ``value``, a little random.

Uniformly random play-outs make both phases meaningless. Random bidders raise to whatever
they can pay, so in a play-out gold buys every lot at any price: the search learns to hoard
gold in the draft and then bids 8 or 10 for a Royal favour at the real auction. Random
placing and taking also ignore who can still win an office. This policy plays roughly like
the heuristic bot, but judging only the office a card belongs to, so a move costs a few
title-chance evaluations; minimum raises and passes also make auctions, and so play-outs,
much shorter. A move is random with chance ``EXPLORE``.

Every function takes the state whose ``to_move`` decides and a search ``rng``. A search only
plays out determinised states, but the policy is also its model of the other players, so
every office total it reads (a card's stakes, a King card's title moves, what a discard
loses) is judged as a player can (:func:`_judged_column`): rivals' face-down cards at a mean
share, not at the re-dealt ones. Only :func:`estimated_returns`, the search's own score of a
re-dealt position, reads the true totals (:func:`_totals`).
"""

from __future__ import annotations

from functools import cache

from .actions import Bid, Discard, Pass, PayGold, PickCard, Place, Take, UseKing
from .data import CARDS, GOLD, KIND, KING, OFFICE_OF, OFFICES, VALUE, game_cards, sort_cards
from .heuristics import (
    CENTRE_WEIGHTS,
    DENIAL,
    FAVOUR_WEIGHTS,
    GOLD_POINT,
    MARGIN,
    RIVAL_GOLD,
    expected_returns,
    gold_payment,
    gold_point,
    office_points,
    player_points,
    title_chances,
)

#: Chance of a random move instead of the greedy one (bids: the other of pass / min raise).
EXPLORE = 0.1
#: Worth, in points, of keeping the own pile free, per card still to be drawn this turn
#: (a cheap stand-in for the heuristic's best-of-the-later-draws), and its cap.
OWN_BAR_PER_DRAW = 0.3
OWN_BAR_CAP = 1.2
#: Worth, in points, of one title move of a King card to whoever gains it (a flat guess:
#: judging the best move for every player would cost more than the rest of the move).
KING_CHANGE_WORTH = 0.5
PILE_ORDER = ("own", "centre", "favour")


# -- evaluation ----------------------------------------------------------------------------
#: office -> card -> the card's value in that office (0 for any other card), and the same
#: for gold: summing a collection through these is the cheapest way to a player's total.
_IN_OFFICE = {
    office: {card: VALUE[card] if OFFICE_OF[card] == office else 0 for card in CARDS}
    for office in OFFICES
}
_GOLD_IN = {card: VALUE[card] if KIND[card] == GOLD else 0 for card in CARDS}


@cache
def _mean_share(players: int) -> dict[str, float]:
    """office -> the mean value in that office of one card of the game: what a player
    counts for each card of a rival's collection it has not seen (the heuristic bot counts
    the mean of the cards it has not seen)."""
    cards = game_cards(players)
    return {
        office: sum(map(_IN_OFFICE[office].__getitem__, cards)) / len(cards) for office in OFFICES
    }


def _judged_column(state, office: str, seat: int) -> list[float]:
    """Everyone's total in ``office`` as ``seat`` can judge it: its own exactly, a rival's
    from the cards seen joining their collection plus a mean share for each other card."""
    weight = _IN_OFFICE[office].__getitem__
    share = _mean_share(state.players)[office]
    column = []
    for other, cards in enumerate(state.collections):
        if other == seat:
            column.append(sum(map(weight, cards)))
        else:
            seen = state.seen[other]
            column.append(sum(map(weight, seen)) + share * (len(cards) - len(seen)))
    return column


def _totals(state) -> dict[str, list[int]]:
    """Every office's true column (in a search, the re-dealt one), in one pass over the
    collections."""
    totals = {office: [0] * state.players for office in state.primary}
    for seat, cards in enumerate(state.collections):
        for card in cards:
            office = OFFICE_OF[card]
            if office:
                totals[office][seat] += VALUE[card]
    return totals


def _gold_of(state, seat: int) -> int:
    return sum(map(_GOLD_IN.__getitem__, state.collections[seat]))


def _lots_left(state) -> int | None:
    """Lots still to auction (None in the draft, where gold keeps its full worth)."""
    if state.stage in ("place", "take"):
        return None
    return len(state.favour) + (state.lot is not None)


def _title_moves(state, seat: int) -> dict[tuple[str, int], list[float]]:
    """For each legal title move (office, step): every player's change in expected points,
    as ``seat`` can judge it (:func:`_judged_column`)."""
    secondary = state.players > 2
    moves = {}
    for office, primary in state.primary.items():
        first, second = title_chances(_judged_column(state, office, seat), secondary)
        for step in (1, -1):
            if 1 <= primary + step <= 6:
                minor = ((primary + step) // 2 - primary // 2) if secondary else 0
                moves[(office, step)] = [
                    step * f + minor * s for f, s in zip(first, second, strict=True)
                ]
    return moves


def _king_values(moves: dict, seat: int) -> dict[tuple[str, int], float]:
    """Each title move's worth to ``seat``: its change minus the largest change of a rival
    (moving a title helps or hurts whoever is likely to hold it)."""
    values = {}
    for move, deltas in moves.items():
        rivals = deltas[:seat] + deltas[seat + 1 :]
        values[move] = deltas[seat] - max(rivals)
    return values


def stakes(state, seat: int, card: str) -> tuple[float, float]:
    """(worth of ``card`` to ``seat``, worst harm if a rival gains it instead), in points."""
    kind = KIND[card]
    if kind == GOLD:
        lots = _lots_left(state)
        point = gold_point(lots, _gold_of(state, seat))
        rival_point = GOLD_POINT if lots is None else point
        return VALUE[card] * point, VALUE[card] * RIVAL_GOLD * rival_point
    if kind == KING:
        worth = KING_CHANGE_WORTH * VALUE[card]
        return worth, worth
    office, value = OFFICE_OF[card], VALUE[card]
    column = _judged_column(state, office, seat)
    primary, secondary = state.primary[office], state.players > 2
    my_base = player_points(column, seat, primary, secondary)
    column[seat] += value
    mine = player_points(column, seat, primary, secondary) - my_base
    column[seat] -= value
    # the harm is judged for the strongest rival in this office only: cheap, and the rival
    # a card helps most is nearly always the one already in the race
    rival = max((q for q in range(state.players) if q != seat), key=column.__getitem__)
    base = player_points(column, rival, primary, secondary)
    column[rival] += value
    threat = (
        player_points(column, rival, primary, secondary)
        - base
        + my_base
        - player_points(column, seat, primary, secondary)
    )
    return mine, max(0.0, threat)


def _card_losses(state, seat: int) -> dict[str, float]:
    """What ``seat`` gives up by discarding one of each card it holds, judging its rivals
    as it can (:func:`_judged_column`)."""
    lots = _lots_left(state)
    point = gold_point(lots, _gold_of(state, seat))
    secondary = state.players > 2
    columns, losses = {}, {}
    for card in set(state.collections[seat]):
        office = OFFICE_OF[card]
        if not office:
            losses[card] = VALUE[card] * point
            continue
        if office not in columns:
            columns[office] = _judged_column(state, office, seat)
        column = columns[office]
        primary = state.primary[office]
        before = player_points(column, seat, primary, secondary)
        column[seat] -= VALUE[card]
        losses[card] = before - player_points(column, seat, primary, secondary)
        column[seat] += VALUE[card]
    return losses


def cards_to_share(state) -> list[str]:
    """Cards on their way to a collection not yet known: the centre, the favour pile, the
    lot being auctioned and the card just drawn."""
    cards = [*state.centre, *(card for card, _ in state.favour)]
    for card in (state.lot, state.drawn):
        if card is not None:
            cards.append(card)
    return cards


def estimated_returns(state) -> list[float]:
    """Each seat's expected returns of an unfinished game: expected points from its titles'
    chances and its gold's buying power, with the luck of the cards still to come. Each
    office card still to be shared out (``cards_to_share``) counts an equal part to every
    seat: without it a card put on the favour pile or in the centre vanished from the
    estimate, so hiding a good card looked like destroying it."""
    lots = _lots_left(state)
    golds = [_gold_of(state, seat) for seat in range(state.players)]
    points = [gold * gold_point(lots, gold) for gold in golds]
    secondary = state.players > 2
    totals = _totals(state)
    for card in cards_to_share(state):
        office = OFFICE_OF[card]
        if office:
            part = VALUE[card] / state.players
            totals[office] = [total + part for total in totals[office]]
    for office, column in totals.items():
        for seat, value in enumerate(office_points(column, state.primary[office], secondary)):
            points[seat] += value
    lots_left = len(state.favour) + (state.lot is not None)
    return expected_returns(points, len(state.deck), lots_left)


# -- moves ---------------------------------------------------------------------------------
def place(state, rng) -> Place:
    """Keep a card worth more than the later draws could be, share cards that help nobody
    much, hide the dangerous ones on the favour pile."""
    piles = [pile for pile in PILE_ORDER if state._room(pile)]
    if len(piles) == 1:
        return Place(piles[0])
    if rng.random() < EXPLORE:
        return Place(rng.choice(piles))
    mine, threat = stakes(state, state.advisor, state.drawn)
    room = (not state.own_placed) + (not state.favour_placed) + state.players - len(state.centre)
    later = min(len(state.deck), room - 1)
    scores = {
        "own": mine - min(OWN_BAR_CAP, OWN_BAR_PER_DRAW * later),
        "centre": CENTRE_WEIGHTS[0] * mine + CENTRE_WEIGHTS[1] * threat,
        "favour": FAVOUR_WEIGHTS[0] * mine + FAVOUR_WEIGHTS[1] * threat,
    }
    return Place(max(piles, key=scores.__getitem__))


def take(state, rng) -> Take:
    """The centre card worth most, counting what it denies the most dangerous rival."""
    cards = sorted(set(state.centre))
    if len(cards) == 1 or rng.random() < EXPLORE:
        return Take(rng.choice(cards))
    seat = state.taker

    def score(card):
        mine, threat = stakes(state, seat, card)
        return mine + DENIAL * threat

    return Take(max(cards, key=score))


def use_king(state, rng) -> UseKing:
    """The title move best for the user against its strongest rival in that office."""
    uses = state._king_uses()
    if len(uses) == 1 or rng.random() < EXPLORE:
        return rng.choice(uses)
    user = state.king[0]
    values = _king_values(_title_moves(state, user), user)
    return max(uses, key=lambda use: values[(use.office, use.step)])


def _price(state, seat: int, amount: int) -> float:
    """What paying ``amount`` for the lot costs ``seat``: gold points, or its least
    valuable cards."""
    if state._pay_method(seat) == "gold":
        return amount * gold_point(_lots_left(state), _gold_of(state, seat))
    losses = _card_losses(state, seat)
    return sum(sorted(losses[card] for card in state.collections[seat])[:amount])


def bid(state, rng) -> Bid | Pass:
    """Raise by the minimum while the lot is worth more than the gold or cards it costs;
    never bid what cannot be paid. Exploring swaps the raise and the pass."""
    seat, lowest = state.bidder, state.high_bid + 1
    if lowest > state._capacity(seat):
        return Pass()
    mine, threat = stakes(state, seat, state.lot)
    worth = mine + DENIAL * threat
    # a price is never negative, so a worthless lot needs no price
    raise_ = worth > MARGIN and worth - _price(state, seat, lowest) > MARGIN
    if rng.random() < EXPLORE:
        raise_ = not raise_
    return Bid(lowest) if raise_ else Pass()


def pay(state, rng) -> PayGold | Discard:
    """Gold: the least waste; cards: the ones worth least to the payer."""
    seat = state.high_bidder
    if state.pay_method == "gold":
        held = [VALUE[card] for card in state.collections[seat] if KIND[card] == GOLD]
        return PayGold(gold_payment(held, state.owed))
    losses = _card_losses(state, seat)
    return Discard(min(sort_cards(losses), key=losses.__getitem__))


def pick(state, rng) -> PickCard:
    """The pick is blind and the cards were shuffled face down: any position is alike."""
    return PickCard(0)
