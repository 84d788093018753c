"""The For the King (and Me) table on a recording canvas: what is drawn for whom, taps and
multi-step moves checked against the engine's state, hand-offs, undo, the final screen, and
the rules screen in every language."""

from __future__ import annotations

import random

import pytest

from kingmakers.games import get_game
from kingmakers.games.fortheking.actions import PayGold
from kingmakers.ui import i18n
from kingmakers.ui.state.saves import SavedGame, Seat
from kingmakers.ui.state.session import GameSession

GAME = get_game("fortheking")
NAMES = ("Anna", "Béla", "Carla")
#: A game of three whose moves are chosen by ``random.Random(FORCED_SEED)`` from the legal
#: ones reaches, after FORCED_MOVES moves, Carla paying 7 in gold for a Royal decree with
#: Gold 2, Gold 2 (both seen joining her collection) and one card nobody saw: everyone
#: knows it is a Gold 3, or she could not be paying 7 in gold.
FORCED_SEED, FORCED_MOVES = 839, 209


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def random_moves(players: int, seed: int, moves: int):
    state = GAME.new_game(players, seed=seed)
    chooser = random.Random(seed)
    while len(state.history) < moves:
        state.apply(chooser.choice(state.legal_actions()))
    return state


def three_people_session(state) -> GameSession:
    saved = SavedGame("t", "fortheking", [Seat(name) for name in NAMES], state, "", "")
    return GameSession(saved, clock=lambda: "now")


def forced_payment() -> GameSession:
    state = random_moves(3, FORCED_SEED, FORCED_MOVES)
    view = state.observe(None)
    assert (state.stage, state.to_move, view["auction"]["card"]) == ("pay", 2, "Royal decree")
    assert view["auction"]["owed"] == 7 and view["auction"]["pay_with"] == "gold"
    assert view["collections_seen"][2] == ["Gold 2", "Gold 2"]
    assert view["collection_sizes"][2] == 3
    return three_people_session(state)


def test_a_payment_everyone_could_foresee_can_be_undone_until_the_hand_off():
    """Carla's hidden card must be a Gold 3: re-deals for Anna and Béla keep her able to
    pay (a re-deal giving her another card left her without a legal move, and made her
    payment look like a revelation, so she could not take it back)."""
    session = forced_payment()
    assert session.needs_handoff()
    session.take_device()
    for value in (2, 3, 2):
        session.play(PayGold(value))
    assert session.state.observe(None)["king"]["card"] == "Royal decree"
    assert session.to_move == 2 and not session.needs_handoff()
    undone = 0
    while session.can_undo():
        session.undo()
        undone += 1
    assert undone == 3 and len(session.state.history) == FORCED_MOVES  # back to the hand-off
    assert session.state.observe(2)["auction"]["owed"] == 7 and not session.needs_handoff()
    for value in (3, 2, 2):
        session.play(PayGold(value))
    decree = session.state.legal_actions()
    session.play(decree[0])
    session.play(next(a for a in session.state.legal_actions() if a.office != decree[0].office))
    assert session.state.king is None and session.to_move != 2
    assert session.needs_handoff()
    session.take_device()
    assert not session.can_undo()
