"""Set up For the King positions for rule tests, keeping every card accounted for.

A staged state is a real new game whose piles are rearranged: cards a test wants somewhere
are taken from the deck and the removed cards, everything left over is removed unseen, so
the card-conservation check still holds.
"""

from __future__ import annotations

from collections import Counter

from kingmakers.games import get_game
from kingmakers.games.fortheking.data import game_cards
from kingmakers.games.fortheking.rules import PLACE, REVEAL

GAME = get_game("fortheking")


def all_cards(state) -> Counter:
    """Every card of the game wherever it is: deck, piles, collections, the card in play."""
    cards = Counter(state.deck + state.removed + state.set_aside + state.discard + state.centre)
    cards.update(card for card, _ in state.favour)
    for collection in state.collections:
        cards.update(collection)
    for card in (state.drawn, state.lot, state.king and state.king[1]):
        if card:
            cards[card] += 1
    return cards


def assert_cards_conserved(state) -> None:
    expected = Counter(game_cards(state.players))
    assert all_cards(state) == expected


def _take_out(pool: list[str], cards) -> None:
    for card in cards:
        pool.remove(card)


def staged_draft(
    players: int,
    draws: list[str],
    advisor: int = 0,
    deck_left: int | None = None,
    collections=None,
    seed: int = 0,
):
    """The advisor's turn starts with ``draws`` as the next cards (first one already drawn);
    ``deck_left`` more cards follow (default: the rest of the deck)."""
    state = GAME.new_game(players, seed)
    pool = state.deck + state.removed + [state.drawn]
    collections = [list(c) for c in (collections or [[] for _ in range(players)])]
    _take_out(pool, draws)
    for cards in collections:
        _take_out(pool, cards)
    following = len(pool) if deck_left is None else deck_left
    state.removed = pool[following:]
    state.deck = pool[:following] + list(reversed(draws[1:]))
    state.drawn = draws[0]
    state.collections = collections
    state.advisor = advisor
    state.stage = PLACE
    return state


def staged_auction(
    players: int,
    collections,
    lots: list[str],
    opener: int = 0,
    placer: int = 0,
    seen=None,
    seed: int = 0,
):
    """Phase 2 with ``lots`` as the favour pile (first auctioned first), bidding opened by
    ``opener``; the first lot is revealed."""
    state = GAME.new_game(players, seed)
    pool = state.deck + state.removed + [state.drawn]
    state.collections = [list(c) for c in collections]
    for cards in state.collections:
        _take_out(pool, cards)
    _take_out(pool, lots)
    state.seen = [list(c) for c in (seen or [[] for _ in range(players)])]
    state.removed = pool
    state.deck = []
    state.drawn = None
    state.favour = [(card, placer) for card in reversed(lots)]
    state.advisor = (opener - 1) % players
    state.opener = opener
    state.stage = REVEAL
    state._settle()
    return state


def play(state, *actions) -> None:
    for action in actions:
        state.apply(action)
