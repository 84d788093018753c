"""The rules from anywhere, in Chromium: a home tile's "Rules" and the setup's open them and
Back returns there; the contents page jumps to a section; the search box (a real input over
the canvas) narrows the contents to the sections holding the words typed. The tests share
one page and run in file order."""

from __future__ import annotations

import pytest

from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.screens.rules import matching_sections
from tests.e2e.conftest import Visit
from tests.e2e.driver import click_region, control

pytestmark = pytest.mark.browser

SECTIONS = "#controls [data-action^='section:']"


@pytest.fixture(scope="module")
def visit(browser, server):
    opened = Visit(browser, server.url())
    opened.open()
    yield opened
    opened.close()


def test_a_home_tile_opens_the_rules_and_back_returns_home(visit):
    page = visit.page
    click_region(page, "rules:elves")
    control(page, "contents").wait_for(state="attached")
    first_heading = GAME_UIS["elves"].rules("en")[0][0]
    assert control(page, "note:rules").text_content().startswith(first_heading)
    click_region(page, "back")
    control(page, "game:elves").wait_for(state="attached")
    assert control(page, "contents").count() == 0
    assert visit.problems() == []


def test_the_setup_opens_the_rules_whose_contents_jump_and_search(visit):
    page = visit.page
    sections = GAME_UIS["viva"].rules("en")
    click_region(page, "game:viva")
    click_region(page, "rules:viva")
    click_region(page, "contents")
    field = control(page, "search")
    field.wait_for(state="attached")
    assert field.evaluate("e => e.tagName") == "INPUT"
    assert page.locator(SECTIONS).count() == len(sections)

    last = len(sections) - 1
    click_region(page, f"section:{last}")  # a jump from the contents
    control(page, "note:rules").wait_for(state="attached")
    assert control(page, "note:rules").text_content().startswith(sections[last][0])

    click_region(page, "contents")
    word = max(" ".join(sections[last][1]).split(), key=len).strip(".,:;()")
    found = matching_sections(sections, word)
    assert last in found and len(found) < len(sections)
    field.click()
    page.keyboard.type(word)
    page.wait_for_function(f'() => document.querySelectorAll("{SECTIONS}").length === {len(found)}')
    shown = page.locator(SECTIONS).evaluate_all("es => es.map(e => e.dataset.action)")
    assert shown == [f"section:{index}" for index in found]
    visit.screenshot("rules-search")
    click_region(page, f"section:{found[-1]}")
    control(page, "note:rules").wait_for(state="attached")
    assert control(page, "note:rules").text_content().startswith(sections[found[-1]][0])

    click_region(page, "back")
    control(page, "play").wait_for(state="attached")  # the setup, where the rules opened
    assert visit.problems() == []
