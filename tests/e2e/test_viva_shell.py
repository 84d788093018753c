"""The app shell around Viva il Re! in Chromium: setup with real name fields over the canvas,
bots moving on their own, "Continue" after a reload, export and import of a file, and a
corrupted save set aside while the others still open.

Controls are reached two ways: by clicking the real canvas at the centre of the rectangle
each mirrored control carries (``data-x``/``-y``/``-w``/``-h``), and by keyboard on the
mirrored DOM controls. The tests share one page and run in file order.
"""

from __future__ import annotations

import json

import pytest

from tests.e2e.conftest import Visit
from tests.e2e.driver import click_region, control

pytestmark = pytest.mark.browser

SAVE_IDS = "JSON.parse(localStorage.getItem('kingmakers:saves') || '[]')"


@pytest.fixture(scope="module")
def visit(browser, server):
    opened = Visit(browser, server.url(), accept_downloads=True)
    opened.open()
    yield opened
    opened.close()


def moves_saved(page) -> int:
    """Moves in the game "Continue" would resume, read from localStorage."""
    return page.evaluate(
        """() => {
            const id = localStorage.getItem('kingmakers:last');
            return JSON.parse(localStorage.getItem('kingmakers:save:' + id)).state.actions.length;
        }"""
    )


def actions_saved(page) -> list:
    """The moves of the game "Continue" would resume, as saved."""
    return page.evaluate(
        """() => {
            const id = localStorage.getItem('kingmakers:last');
            return JSON.parse(localStorage.getItem('kingmakers:save:' + id)).state.actions;
        }"""
    )


def test_setup_name_fields_are_real_inputs_over_the_canvas(visit):
    page = visit.page
    click_region(page, "game:viva")
    field = control(page, "name:0")
    field.wait_for()
    assert field.evaluate("e => e.tagName") == "INPUT"
    assert field.input_value() == "Player 1"
    box = field.bounding_box()
    drawn = [float(field.get_attribute(f"data-{name}")) for name in "xywh"]
    assert [box["x"], box["y"], box["width"], box["height"]] == pytest.approx(drawn, abs=1)
    field.click()
    page.keyboard.press("Control+A")
    page.keyboard.type("Anna")
    control(page, "kind:0").and_(
        page.get_by_role("button", name="Anna: Human (tap to change)")
    ).wait_for(state="attached")
    assert field.evaluate("e => e === document.activeElement")  # kept focus while typing
    assert field.input_value() == "Anna"
    assert field.get_attribute("maxlength") == "24"
    visit.screenshot("viva-setup")
    assert visit.problems() == []


def test_play_starts_a_game_where_bots_move_by_themselves(visit):
    page = visit.page
    click_region(page, "fast_bots")
    control(page, "fast_bots").and_(page.locator("[aria-pressed=true]")).wait_for(state="attached")
    assert page.evaluate("localStorage.getItem('kingmakers:bot-speed')") == "fast"
    click_region(page, "play")
    control(page, "act:0").wait_for(state="attached")  # the bots played up to Anna's turn
    assert control(page, "name:0").count() == 0
    assert len(page.evaluate(SAVE_IDS)) == 1
    visit.screenshot("viva-table")
    before = moves_saved(page)
    control(page, "act:0").press("Enter")
    page.wait_for_function(
        f"() => {{ const id = localStorage.getItem('kingmakers:last');"
        f" return JSON.parse(localStorage.getItem('kingmakers:save:' + id))"
        f".state.actions.length > {before}; }}"
    )


def test_continue_resumes_the_game_after_a_reload(visit):
    page = visit.page
    control(page, "act:0").wait_for(state="attached")  # Anna's turn: no bot move pending
    saved = actions_saved(page)
    offered = page.locator("#controls [data-action^='act:']").all_text_contents()
    visit.reload()
    control(page, "continue").wait_for(state="attached")
    assert actions_saved(page) == saved
    click_region(page, "continue")
    control(page, "act:0").wait_for(state="attached")  # the table, at Anna's turn again
    assert actions_saved(page) == saved  # exactly the game left, not one move more or less
    assert page.locator("#controls [data-action^='act:']").all_text_contents() == offered
    assert visit.problems() == []


def test_export_then_import_reproduces_the_game(visit, tmp_path):
    page = visit.page
    control(page, "home").press("Enter")
    click_region(page, "saves")
    [save_id] = page.evaluate(SAVE_IDS)
    with page.expect_download() as download_info:
        control(page, f"export:{save_id}").press("Enter")
    exported = tmp_path / download_info.value.suggested_filename
    download_info.value.save_as(exported)
    record = json.loads(exported.read_text())
    assert record["id"] == save_id and record["seats"][0]["name"] == "Anna"
    with page.expect_file_chooser() as chooser_info:
        click_region(page, "import")
    chooser_info.value.set_files(str(exported))
    page.wait_for_selector("#controls [role=alert]:has-text('already in your saved games')")
    assert page.evaluate(SAVE_IDS) == [save_id]  # the same game is not added twice
    record["state"]["actions"].pop()  # the game one move earlier: another game to keep
    exported.write_text(json.dumps(record))
    with page.expect_file_chooser() as chooser_info:
        click_region(page, "import")
    chooser_info.value.set_files(str(exported))
    page.wait_for_function(f"{SAVE_IDS}.length === 2")
    control(page, "home").wait_for(state="attached")
    [new_id] = set(page.evaluate(SAVE_IDS)) - {save_id}  # the list's order is by last play
    imported = json.loads(page.evaluate(f"localStorage.getItem('kingmakers:save:{new_id}')"))
    assert imported["state"]["actions"] == record["state"]["actions"]
    assert imported["seats"] == record["seats"]
    assert visit.problems() == []


def test_a_corrupted_save_is_set_aside_and_the_other_still_opens(visit):
    page = visit.page
    broken, good = page.evaluate(SAVE_IDS)
    page.evaluate(f"localStorage.setItem('kingmakers:save:{broken}', '{{broken')")
    visit.reload()
    click_region(page, "saves")
    control(page, f"resume:{good}").wait_for(state="attached")
    assert control(page, f"resume:{broken}").count() == 0
    assert page.evaluate(f"localStorage.getItem('kingmakers:aside:{broken}')") == "{broken"
    visit.screenshot("viva-saves-corrupt")
    click_region(page, f"resume:{good}")
    control(page, "home").wait_for(state="attached")
    assert visit.problems() == []
