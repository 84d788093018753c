"""Helpers that arrange an Intrighi a corte table for tests of single rules.

They move real cards between zones (so every card stays conserved) and keep each seat's
knowledge of its own hand, the way the engine does.
"""

from __future__ import annotations

from collections import Counter

from kingmakers.games.intrighi import GAME
from kingmakers.games.intrighi.data import CANDIDATE_COPIES, CANDIDATES, DECK
from kingmakers.games.intrighi.rules import PLAY, IntrighiState

ALL = tuple(range(len(CANDIDATES)))


def table(
    players: int = 3,
    characters: tuple[str, ...] | None = None,
    candidates: tuple[int, ...] | None = None,
    seed: int = 0,
) -> IntrighiState:
    """A new game whose hands are emptied back into the draw pile and where seat 0 is at
    its play step; characters and secret candidates as given."""
    state = GAME.new_game(players, seed)
    for seat in range(players):
        state.draw_pile[:0] = state.hands[seat]
        state.hands[seat] = []
        state.known[seat] = set()
    state.log.clear()
    state.current, state.phase, state.turn = 0, PLAY, 1
    if characters:
        state.characters = list(characters)
    if candidates:
        pool = Counter({c: CANDIDATE_COPIES - 1 for c in ALL})
        pool.subtract(candidates)
        state.candidates = list(candidates)
        state.set_aside = sorted(pool.elements())
    return state


def take(state: IntrighiState, key: str) -> int:
    """Remove a card of type ``key`` from the draw pile (deepest first) and return its id."""
    card = next(card for card in state.draw_pile if DECK[card] == key)
    state.draw_pile.remove(card)
    return card


def give(state: IntrighiState, seat: int, *keys: str) -> list[int]:
    cards = [take(state, key) for key in keys]
    state.hands[seat] += cards
    state.known[seat].update(cards)
    return cards


def stack(state: IntrighiState, candidate: int, *keys: str, by: int = 0) -> list[int]:
    """Fill a candidate's stack, top first, with cards nobody has seen, placed by seat ``by``."""
    cards = [take(state, key) for key in keys]
    state.stacks[candidate][:0] = cards
    state.placers[candidate][:0] = [by] * len(cards)
    return cards


def ally(state: IntrighiState, owner: int, seat: int) -> None:
    """An Alleanza of ``owner`` beside ``seat``'s character."""
    state.beside[seat].append((take(state, "alleanza"), owner))


def next_draws(state: IntrighiState, *keys: str) -> None:
    """Put these cards on top of the draw pile, the first to be drawn first."""
    for key in reversed(keys):
        state.draw_pile.append(take(state, key))


def hand(state: IntrighiState, seat: int) -> list[str]:
    return sorted(DECK[card] for card in state.hands[seat])


def zones(state: IntrighiState) -> list[int]:
    """Every play card wherever it is."""
    return [
        *state.draw_pile,
        *state.returned,
        *state.removed,
        *state.placing,
        *(card for cards in state.hands for card in cards),
        *(card for cards in state.stacks for card in cards),
        *(card for entries in state.beside for card, _ in entries),
        *(card for cards in state.ability_cards for card in cards),
    ]


def assert_conserved(state: IntrighiState) -> None:
    assert sorted(zones(state)) == list(range(len(DECK)))
    candidates = Counter(state.candidates) + Counter(state.set_aside)
    assert candidates == Counter({c: CANDIDATE_COPIES - 1 for c in ALL})


def assert_public_view_clean(view: dict) -> None:
    """The public view of a game in progress names no hidden card or candidate."""
    assert "you" not in view and all(key is None for keys in view["stacks"] for key in keys)
    assert view["candidates"] == [None] * view["players"]
    for entry in view["log"]:
        public_card = entry["type"] in ("beside", "ability")
        assert not {"cards", "confessed"} & set(entry) and ("card" in entry) == public_card
