"""Viva il Re! on the two phones in Chromium (issue 29), kept as screenshots in
``test-artifacts/`` (``viva-phone-<position>-<width>x<height>``) to be looked at: a
candidate chosen during the placement (its levels lit, each a finger high), the climb
with candidates out of the palace, and a vote."""

from __future__ import annotations

import pytest

from kingmakers.ai import make_bot
from kingmakers.games import get_game
from kingmakers.ui.kit.regions import MIN_TOUCH
from kingmakers.ui.state.saves import SavedGame, Seat
from tests.e2e.driver import PHONE, Player, drawn_rect, store_games, wait_for_people
from tests.e2e.test_fortheking_readable import resize

pytestmark = pytest.mark.browser

WHEN = "2026-01-01T12:00:00+00:00"
PHONES = [(390, 844), (320, 568)]
PLAYERS = 4


def played_until(name: str, reached) -> SavedGame:
    """Anna and three bots, the bots playing every seat until ``reached(state)``, with
    Anna to act."""
    game = get_game("viva")
    state = game.new_game(PLAYERS, seed=7, options={"first_player": 0})
    bots = [make_bot(game, "heuristic", seat) for seat in range(PLAYERS)]
    while not (reached(state) and state.to_move == 0):
        state.apply(bots[state.to_move].choose(state))
    seats = [Seat("Anna")] + [Seat(f"Bot {n}", "heuristic") for n in range(1, PLAYERS)]
    return SavedGame(name, "viva", seats, state, WHEN, WHEN)


def positions() -> list[SavedGame]:
    return [
        played_until("place", lambda s: s.phase == "place"),
        played_until("climb", lambda s: s.phase == "climb" and s.observe(0)["removed"]),
        played_until("vote", lambda s: s.phase == "vote"),
    ]


def test_viva_on_a_phone(visit_factory):
    visit = visit_factory(**PHONE)
    visit.open()
    page = visit.page
    saved = positions()
    store_games(page, *saved)
    visit.reload()
    player = Player(page, touch=True)
    for game in saved:
        player.press("saves")
        player.press(f"resume:{game.save_id}")
        controls = wait_for_people(page)
        if game.save_id == "place":
            player.press(next(c["action"] for c in controls if c["action"].startswith("pick:")))
        for width, height in PHONES:
            resize(page, width, height)
            if game.save_id == "place":
                for level in (1, 2, 3, 4):
                    _, _, w, h = drawn_rect(page, f"pick:level{level}")
                    assert w >= MIN_TOUCH and h >= MIN_TOUCH, (width, height, level, h)
            visit.screenshot(f"viva-phone-{game.save_id}-{width}x{height}")
        resize(page, *PHONES[0])
        player.press("home")
    assert visit.problems() == []
