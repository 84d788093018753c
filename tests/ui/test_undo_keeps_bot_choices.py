"""Undo against bots takes back the person's move and the bots' replies; played again, the
same move meets the same replies. A bot re-asked would choose anew (its random numbers have
moved on), and undo would let a person re-roll the other seats' choices until they liked
them (issue 29: King of the Elves' bots played differently after an undo)."""

from __future__ import annotations

import pytest

from kingmakers.ai import bot_names
from kingmakers.games import get_game
from kingmakers.ui.state.saves import SavedGame, Seat
from kingmakers.ui.state.session import GameSession
from tests.ui.aio import run

#: The games in which an undo reaches past bots' moves (in For the King and Intrighi a card
#: is drawn or shown at nearly every turn, which no undo passes).
GAMES = ["viva", "elves"]
#: The person's turns tried, each undone and played again.
TURNS = 12


def session_against_bots(game_id: str) -> GameSession:
    game = get_game(game_id)
    players = max(game.min_players, 3)
    seats = [Seat("Anna")] + [Seat(f"Bot {seat}", "random") for seat in range(1, players)]
    assert "random" in bot_names(game)
    saved = SavedGame("g", game_id, seats, game.new_game(players, seed=4), "", "")
    return GameSession(saved, clock=lambda: "now")


def bots_reply(session: GameSession) -> None:
    while session.is_bot_turn():
        run(session.play_bot())


@pytest.mark.parametrize("game_id", GAMES)
def test_a_move_undone_and_played_again_meets_the_same_bot_replies(game_id):
    session = session_against_bots(game_id)
    bots_reply(session)
    checked = 0
    for _turn in range(TURNS):
        if session.state.is_over:
            break
        session.play(session.legal_actions()[-1])
        bots_reply(session)
        target = session.undo_target()
        history = list(session.state.history)
        if target is None or not any(mover != 0 for mover in session.movers[target:]):
            continue
        session.undo()
        session.play(history[target])  # the person's last move, the bots' replies after it
        bots_reply(session)
        assert session.state.history == history
        checked += 1
    assert checked
