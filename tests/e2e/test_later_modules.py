"""The modules the menu does not import (each game's table and engine, the bots, the
replay) are not on the first visit's start path: they arrive once the menu is up, and a
module of them imported before they have (a quick tap) is fetched at once."""

from __future__ import annotations

import pytest

from tests.e2e.driver import click_region
from tests.e2e.test_snapshot import RUN_PYTHON

pytestmark = pytest.mark.browser

LATER = "kingmakers-later.zip"

IMPORT_A_LATER_MODULE = """
import sys
from kingmakers.games import get_game
get_game("elves").id, "kingmakers.games.elves.rules" in sys.modules
"""

RESPONSE_ENDS = """(name) => {
  const ready = performance.getEntriesByName("kingmakers:ready")[0].startTime;
  const later = performance.getEntriesByType("resource").filter((e) => e.name.endsWith(name));
  return [ready, later.map((entry) => entry.responseEnd)];
}"""


def test_the_later_modules_arrive_after_the_menu_and_a_game_opens(visit_factory):
    visit = visit_factory()
    visit.page.goto(visit.url + "?no-snapshot")
    visit.wait_ready()
    visit.page.wait_for_function(
        f"performance.getEntriesByType('resource').some((e) => e.name.endsWith({LATER!r}))"
    )
    ready, later = visit.page.evaluate(RESPONSE_ENDS, LATER)
    assert len(later) == 1 and later[0] > ready
    click_region(visit.page, "game:elves")
    assert visit.page.evaluate(RUN_PYTHON, IMPORT_A_LATER_MODULE) == ["elves", True]
    assert visit.problems() == []


def test_a_later_module_imported_before_they_arrived_is_fetched_at_once(visit_factory):
    visit = visit_factory()
    held = []

    def hold_the_first(route) -> None:
        if held:
            route.continue_()
        else:
            held.append(route)  # the page's own fetch after the menu never ends

    visit.context.route(f"**/{LATER}", hold_the_first)
    visit.page.goto(visit.url + "?no-snapshot")
    visit.wait_ready()
    while not held:  # the route runs while Playwright waits
        visit.page.wait_for_timeout(50)
    assert visit.page.evaluate(RUN_PYTHON, IMPORT_A_LATER_MODULE) == ["elves", True]
    held[0].abort()
