"""A bot's move that fails (a bug in a game or a bot) stops the table loudly: the
"Kingmakers stopped" screen with Reload, never a table that waits without end for a move
that will not come, as a whole-game test once saw (the page idle, nothing on screen)."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import Visit
from tests.e2e.driver import click_region, control
from tests.e2e.test_snapshot import RUN_PYTHON

pytestmark = pytest.mark.browser

#: Every move the app makes on its own (a bot's) raises from now on in this page.
BREAK_THE_BOTS = """
from kingmakers.ui.app import App

async def advance(self):
    raise RuntimeError("a bot's move fails on purpose (test)")

App.advance = advance
"""


@pytest.fixture
def visit(browser, server):
    opened = Visit(browser, server.url())
    opened.open()
    yield opened
    opened.close()


def test_a_bot_move_that_fails_shows_the_stopped_screen(visit):
    page = visit.page
    page.evaluate(RUN_PYTHON, BREAK_THE_BOTS)
    click_region(page, "game:viva")
    click_region(page, "first:1")  # a bot begins
    control(page, "first:1").and_(page.locator("[aria-pressed=true]")).wait_for(state="attached")
    click_region(page, "play")
    crash = page.locator("#crash")
    crash.wait_for(state="visible", timeout=30_000)
    assert "saved games are safe" in crash.inner_text()
    assert page.locator("#crash-reload").is_visible()
