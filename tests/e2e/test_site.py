"""The served site in Chromium: Python starts, draws the menu and answers clicks, taps,
keyboard and the language switch, without a single request leaving the origin.

The tests share one loaded page (a cold start costs seconds) and run in file order.
The DOM controls are visually hidden, so tests reach them as a keyboard user does
(``press("Enter")`` focuses, then presses), never by clicking where nothing shows.
"""

from __future__ import annotations

import tomllib

import pytest

import build
from kingmakers.ui import i18n
from kingmakers.ui.app import App
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.state.storage import MemoryStorage
from tests.e2e.conftest import VIEWPORT, Visit

pytestmark = pytest.mark.browser

PIXEL_STATS = """() => {
  const canvas = document.getElementById("table");
  const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
  const colours = new Set();
  let samples = 0, painted = 0;
  for (let i = 0; i < data.length; i += 4 * 101) {
    const rgb = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
    colours.add(rgb);
    samples += 1;
    if (rgb !== 0xf4ecd8) painted += 1;
  }
  return {colours: colours.size, painted: painted / samples, width: canvas.width};
}"""


@pytest.fixture(scope="module")
def home(browser, server):
    visit = Visit(browser, server.url(), has_touch=True)
    visit.open()
    yield visit
    visit.close()


def centre_of(
    action: str, width: float = VIEWPORT["width"], height: float = VIEWPORT["height"]
) -> tuple[float, float]:
    """Where the app draws a control at a viewport size, computed by the same Python."""
    app = App(MemoryStorage())
    regions = app.render(FakeCanvas(), width, height)
    i18n.set_language("en")
    return next(r.rect.center for r in regions if r.action == action)


def on_placeholder(page) -> bool:
    return page.locator("#controls button[data-action=back]").count() == 1


def test_python_starts_from_the_wheel_and_draws_the_menu(home, site):
    version = tomllib.loads((build.ROOT / "pyproject.toml").read_text())["project"]["version"]
    page = home.page
    assert page.evaluate("document.documentElement.dataset.kingmakersVersion") == version
    assert any(url.endswith("-py3-none-any.whl") and "/wheels/" in url for url in home.requests)
    stats = page.evaluate(PIXEL_STATS)
    home.screenshot("menu")
    assert stats["width"] == VIEWPORT["width"]  # devicePixelRatio 1 here
    assert stats["colours"] >= 8 and stats["painted"] > 0.2, stats
    names = page.locator("#controls button").all_text_contents()
    assert names == [
        "Saved games",
        "Join a table",
        "Settings",
        "Open Viva il Re!",
        "Learn to play Viva il Re!",
        "Rules of Viva il Re!",
        "Open King of the Elves",
        "Learn to play King of the Elves",
        "Rules of King of the Elves",
        "Open For the King (and Me)",
        "Learn to play For the King (and Me)",
        "Rules of For the King (and Me)",
        "Open Intrighi a corte",
        "Learn to play Intrighi a corte",
        "Rules of Intrighi a corte",
        "English",
        "Magyar",
        "Italiano",
        "Русский",
    ]


def test_a_tile_responds_to_a_mouse_click(home):
    page = home.page
    before = page.evaluate(PIXEL_STATS)
    page.mouse.click(*centre_of("game:viva"))
    page.get_by_role("button", name="Back").wait_for()
    assert page.evaluate(PIXEL_STATS) != before
    home.screenshot("setup-viva")
    page.get_by_role("button", name="Back").press("Enter")
    page.get_by_role("button", name="Open Viva il Re!").wait_for()


def test_a_tile_responds_to_a_touch_tap(home):
    page = home.page
    page.touchscreen.tap(*centre_of("game:intrighi"))
    page.get_by_role("button", name="Back").wait_for()
    assert not page.get_by_role("button", name="Open Intrighi a corte").count()
    page.touchscreen.tap(60, 40)  # the back button, drawn at (16, 16)
    page.get_by_role("button", name="Open Intrighi a corte").wait_for()


def test_the_dom_controls_work_from_the_keyboard(home):
    page = home.page
    page.get_by_role("button", name="Open King of the Elves").focus()
    page.keyboard.press("Enter")
    page.get_by_role("button", name="Back").wait_for()
    page.keyboard.press("Tab")  # focus moves onto the only control, "Back"
    page.keyboard.press("Enter")
    page.get_by_role("button", name="Open King of the Elves").wait_for()


def test_the_menu_is_redrawn_for_a_portrait_phone(home):
    page = home.page
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        page.wait_for_function("document.getElementById('table').width === 390")
        stats = page.evaluate(PIXEL_STATS)
        assert stats["colours"] >= 8 and stats["painted"] > 0.2, stats
        home.screenshot("menu-portrait")
        page.touchscreen.tap(*centre_of("game:fortheking", 390, 844))
        page.get_by_role("button", name="Back").wait_for()
        page.get_by_role("button", name="Back").press("Enter")
        page.get_by_role("button", name="Open For the King (and Me)").wait_for()
    finally:
        page.set_viewport_size(VIEWPORT)


def test_the_chosen_language_survives_a_reload(home):
    page = home.page
    page.get_by_role("button", name="Magyar").press("Enter")
    page.locator("button[data-action='lang:hu'][aria-pressed=true]").wait_for()
    assert page.evaluate("localStorage.getItem('kingmakers:lang')") == "hu"
    # The page's own texts follow at once (the shell sets them when the language changes).
    i18n.set_language("hu")
    try:
        title, controls = i18n.t("app.title"), i18n.t("nav.controls")
    finally:
        i18n.set_language("en")
    assert page.evaluate("document.documentElement.lang") == "hu"
    assert page.title() == title
    assert page.locator("#controls").get_attribute("aria-label") == controls
    home.reload()
    assert page.evaluate("document.documentElement.lang") == "hu"
    assert page.locator("#loading-title").text_content() == "A Kingmakers betöltése…"
    assert page.locator("button[data-action='lang:hu']").get_attribute("aria-pressed") == "true"
    page.get_by_role("button", name="A tündék királya megnyitása").wait_for()
    home.screenshot("menu-hu")
    page.get_by_role("button", name="Русский").press("Enter")
    page.get_by_role("button", name="Открыть «Король эльфов»").wait_for()
    home.screenshot("menu-ru")
    page.get_by_role("button", name="English").press("Enter")
    page.get_by_role("button", name="Open King of the Elves").wait_for()


def test_every_request_stayed_on_the_origin_and_nothing_failed(home, server):
    assert len(home.requests) > 20, home.requests
    assert [url for url in home.requests if not url.startswith(server.origin + "/")] == []
    assert home.problems() == []
