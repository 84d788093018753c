"""The modules the menu does not import (each game's table and engine, the bots, the
replay) and the catalogues of the languages the page did not start in are not on the
first visit's start path: they arrive once the menu is up, and a module or catalogue of
them needed before they have (a quick tap) is fetched at once."""

from __future__ import annotations

import pytest

from tests.e2e.driver import click_region
from tests.e2e.test_build import python_start
from tests.e2e.test_snapshot import RUN_PYTHON
from tests.ui.test_start_fonts import files_loaded

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


def open_with_the_later_zip_held(visit):
    """Open the page afresh with the page's own fetch of the later zip after the menu held
    (it never ends); return that request's route, once it is held."""
    held = []

    def hold_the_first(route) -> None:
        if held:
            route.continue_()
        else:
            held.append(route)

    visit.context.route(f"**/{LATER}", hold_the_first)
    visit.page.goto(visit.url + "?no-snapshot")
    visit.wait_ready()
    while not held:  # the route runs while Playwright waits
        visit.page.wait_for_timeout(50)
    return held[0]


def test_a_later_module_imported_before_they_arrived_is_fetched_at_once(visit_factory):
    visit = visit_factory()
    held = open_with_the_later_zip_held(visit)
    assert visit.page.evaluate(RUN_PYTHON, IMPORT_A_LATER_MODULE) == ["elves", True]
    held.abort()


ENDED_BEFORE_READY = """() => {
  const ready = performance.getEntriesByName("kingmakers:ready")[0].startTime;
  return performance.getEntriesByType("resource")
    .filter((entry) => entry.responseEnd <= ready)
    .map((entry) => entry.name.split("?")[0]);
}"""


def test_a_first_visit_in_magyar_waits_for_its_own_catalogues_and_menu_fonts_only(
    visit_factory, site
):
    visit = visit_factory(locale="hu-HU")
    visit.page.goto(visit.url + "?no-snapshot")
    visit.wait_ready()
    before = visit.page.evaluate(ENDED_BEFORE_READY)
    catalogues = {name.rpartition("/")[2] for name in before if "/kingmakers-" in name}
    assert "kingmakers-hu.zip" in catalogues
    assert not catalogues & {"kingmakers-en.zip", "kingmakers-it.zip", "kingmakers-ru.zip"}
    assert LATER not in catalogues
    fonts = {name.rpartition("/")[2] for name in before if name.endswith(".woff2")}
    faces = python_start(site)["languages"]["hu"]["faces"]
    assert fonts and fonts <= {font.name for font in files_loaded(faces)}, fonts
    assert visit.page.locator("#controls").get_attribute("aria-label") == "Menü"
    assert visit.problems() == []


def test_another_language_chosen_before_the_later_zip_arrived_is_fetched_at_once(visit_factory):
    visit = visit_factory(locale="en-GB")
    held = open_with_the_later_zip_held(visit)
    click_region(visit.page, "lang:ru")
    # The menu in Russian: its catalogue came with the later zip, fetched at once.
    visit.page.wait_for_function("document.getElementById('controls').ariaLabel === 'Меню'")
    held.abort()
