"""For the King's screens at the four layout sizes in Chromium, kept as screenshots in
``test-artifacts/`` (``fortheking-readable-<screen>-<width>x<height>[-<language>]``) to be
looked at: the positions ``tests/ui/test_fortheking_readable.py`` checks for small and
clipped text."""

from __future__ import annotations

import pytest

from kingmakers.ui.state.saves import SavedGame, Seat
from tests.e2e.driver import LANGUAGES, Player, resume_saved, store_games, wait_for_people
from tests.ui.test_fortheking_readable import POSITIONS, SIZES, position, ten_gold

pytestmark = pytest.mark.browser

WHEN = "2026-01-01T12:00:00+00:00"
#: Resolves once the page has drawn two more frames (the redraw after a resize).
NEXT_FRAMES = "new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"


SCREENS = [*POSITIONS, "ten_gold"]


def saved(name: str) -> SavedGame:
    state = ten_gold() if name == "ten_gold" else position(name)
    seats = [Seat("Anna")] + [Seat(f"Bot {n}", "heuristic") for n in range(1, state.players)]
    return SavedGame(name, "fortheking", seats, state, WHEN, WHEN)


def resize(page, width: int, height: int) -> None:
    """Resize the page and wait until the table has been drawn at the new size."""
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_function("width => document.getElementById('table').width === width", arg=width)
    page.evaluate(NEXT_FRAMES)


def test_every_screen_at_every_size(visit_factory):
    """Every screen at the four sizes in English, and on the smallest phone in the other
    languages (their words are longer)."""
    visit = visit_factory()
    visit.open()
    page = visit.page
    store_games(page, *(saved(name) for name in SCREENS))
    visit.reload()
    player = Player(page)
    for language, sizes in [("en", SIZES)] + [(code, SIZES[-1:]) for code in LANGUAGES[1:]]:
        player.turn_on(f"lang:{language}")
        for name in SCREENS:
            resume_saved(player, name)
            wait_for_people(page)
            for width, height in sizes:
                resize(page, width, height)
                suffix = "" if language == "en" else f"-{language}"
                visit.screenshot(f"fortheking-readable-{name}-{width}x{height}{suffix}")
            resize(page, 1024, 768)
            player.press("home")
    assert visit.problems() == []
