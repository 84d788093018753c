"""For the King's public log: every event of a game, named only where the table saw it."""

from __future__ import annotations

from kingmakers.ai import make_bot
from tests.games.fortheking.staging import GAME
from tests.protocol import play_out


def test_the_log_tells_the_game_and_names_only_cards_seen():
    state = play_out(GAME, 3, 7, bots=["heuristic", "random", "heuristic"])
    log = state.observe(None)["log"]
    assert all(state.observe(seat)["log"] == log for seat in range(3))
    types = {event["type"] for event in log}
    assert {"place", "take", "king", "lot", "bid", "pass", "won", "over"} <= types
    for event in log:
        if event["type"] == "place":
            assert (event["card"] is not None) == (event["pile"] == "centre")
    places = [event for event in log if event["type"] == "place"]
    assert len(places) == len([a for a in state.history if a.kind == "place"])
    assert log[-1] == {"type": "over"}


def test_a_failed_payment_and_the_blind_pick_are_logged():
    for seed in range(40):
        state = GAME.new_game(2, seed)
        bots = [make_bot(GAME, "random", seed * 2 + seat) for seat in range(2)]
        while not state.is_over:
            state.apply(bots[state.to_move].choose(state))
        events = [event["type"] for event in state.observe(0)["log"]]
        if "pick" in events:
            picked = events.index("pick")
            assert events[picked - 1] == "failed"
            return
    raise AssertionError("no random game had a failed payment")
