"""The site in WebKit, the engine of Safari and of every browser on an iPad.

WebKitGTK's MiniBrowser (Debian's ``webkit2gtk-driver``) is driven through Selenium under a
private Xvfb at devicePixelRatio 2; :mod:`tests.e2e.webkit` says how that differs from the
Chromium tests. Two tests, each in a fresh private window:

- Safari as on a Mac: the site under a sub-path starts Python and draws the menu (the
  screenshot is not blank, and as sharp as the screen); each game whose table exists is
  started and a human move is made by clicking the canvas, a bot answers, the game is
  saved; then, with the server stopped, a reload starts the app from the service worker
  and resumes each game exactly.
- Safari on an iPad: its user agent sends Pyodide down its iPad path (no wasm-gc), and a
  game is played by finger taps; a long press is not a tap.

Which games have a table is read from the app, never listed here: a tile whose screen
offers ``play`` opens a game's setup, any other opens the "coming soon" placeholder.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
import urllib.error
import urllib.request
from collections import Counter

import pytest

import build
from kingmakers.games import get_game
from tests.e2e.driver import (
    CONTROLS,
    LAST_SAVE,
    SIGNATURE,
    WAITS_FOR_PEOPLE,
    WEBKIT_LAST_PRESS_MS,
    press_until_it_acts,
)
from tests.e2e.webkit import (
    READY_TIMEOUT,
    RECORDER,
    RECORDER_FILE,
    WebKitPage,
    instrument,
    missing_tools,
    png_colours,
    png_size,
    x_display,
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.webkit,
    # Selenium's own WebKitGTK driver still passes an address its RemoteConnection deprecates.
    pytest.mark.filterwarnings("ignore:setting remote_server_addr:DeprecationWarning"),
]

#: Safari on an iPad (iPadOS 18) as it asks for a page in its mobile mode.
IPAD_USER_AGENT = (
    "Mozilla/5.0 (iPad; CPU OS 18_5 like Mac OS X) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1"
)
#: An 11-inch iPad held upright, in CSS pixels.
IPAD_VIEWPORT = (820, 1180)
#: The test of an iPhone or iPad in Pyodide's pyodide.mjs and pyodide.asm.mjs: when true, it
#: skips its wasm-gc error checks and its wasm call trampoline.
PYODIDE_IOS_TEST = "() => /iPad|iPhone|iPod/.test(navigator.userAgent)"
#: Bots at the easy level play fast enough; these bound waits, they are no speed targets.
PEOPLE_TIMEOUT = 120.0
#: longer than the app's long press (browser.LONG_PRESS_SECONDS).
LONG_PRESS = 0.9


@pytest.fixture(scope="module")
def display():
    missing = missing_tools()
    if missing:
        reason = f"WebKit needs {', '.join(missing)}: `apt-get install {' '.join(missing)}`"
        if os.geteuid() == 0:
            pytest.fail(reason + " — `python3 build.py test` installs them when run as root")
        pytest.skip(reason)
    pytest.importorskip("selenium")
    with x_display() as running:
        yield running


@pytest.fixture(scope="module")
def webkit_site(tmp_path_factory) -> build.Build:
    """The site built from the working tree, plus the script recording its problems."""
    site = build.build(tmp_path_factory.mktemp("webkit-site") / "dist")
    instrument(site, {RECORDER_FILE: RECORDER})
    return site


@pytest.fixture
def webkit_server(webkit_site):
    """A server of the test's own, which the test may stop."""
    with build.SiteServer({build.SITE_PATH: webkit_site.out_dir}) as running:
        yield running


@pytest.fixture
def open_webkit(request, display, webkit_server):
    """Open MiniBrowser windows on the served site; each is kept as a last screenshot
    (``webkit-<test>-end.png``, what a failure left) and closed after the test."""
    pages: list[WebKitPage] = []

    def open_page(**options) -> WebKitPage:
        page = WebKitPage(display, webkit_server.url(), **options)
        pages.append(page)
        page.open()
        return page

    yield open_page
    for number, page in enumerate(pages):
        with contextlib.suppress(Exception):
            page.screenshot(f"{request.node.name}-end{number or ''}")
        page.close()


# -- the page as a person uses it ------------------------------------------------------------


def actions(page: WebKitPage) -> list[str]:
    return [control["action"] for control in page.run(CONTROLS)]


def press(page: WebKitPage, action: str, touch: bool = False, hold: float = 0.05) -> None:
    """Click (or tap) what is drawn for ``action``, then wait until the page reacted (see
    :func:`tests.e2e.driver.press_until_it_acts`)."""
    before = page.run(SIGNATURE)

    def press_once() -> None:
        if touch:
            page.tap(action, hold)
        else:
            page.click(action)

    def acted(timeout_ms: float) -> bool:
        try:
            page.wait_for(
                f"(before) => ({SIGNATURE})() !== before",
                before,
                timeout=timeout_ms / 1000,
                what=f"{action} to act",
            )
        except TimeoutError:
            return False
        return True

    press_until_it_acts(action, press_once, acted, WEBKIT_LAST_PRESS_MS)


def turn_on(page: WebKitPage, action: str, touch: bool) -> None:
    pressed = f"""() => document.querySelector("#controls [data-action='{action}']")
        .getAttribute("aria-pressed")"""
    if page.run(pressed) != "true":
        press(page, action, touch)
    assert page.run(pressed) == "true"


def wait_for_people(page: WebKitPage) -> list[dict]:
    """Let the bots play until a person must act; the controls then shown."""
    page.wait_for(WAITS_FOR_PEOPLE, timeout=PEOPLE_TIMEOUT, what="a person's turn")
    return page.run(CONTROLS)


def saved_record(page: WebKitPage, save_id: str | None = None) -> dict:
    """The save "Continue" would resume, or the one named ``save_id``, as stored."""
    key = f"'kingmakers:save:{save_id}'" if save_id else None
    text = page.run(f"() => localStorage.getItem({key})" if key else f"() => {LAST_SAVE}")
    assert text, f"no save {save_id or '(last)'} in localStorage"
    return json.loads(text)


def movers(record: dict) -> list[int | None]:
    """The seat that played each move of a save, replayed with the engine."""
    state = get_game(record["game"]).from_json(record["state"])
    return [state.replay(count).to_move for count in range(len(state.history))]


def next_press(controls: list[dict], pressed_before: set[str], presses: Counter) -> str:
    """What a person does next on any game's table: take the device or acknowledge a
    result when asked; finish a step made of several choices ("Done") once it is offered;
    in the middle of such a step, choose on among its pieces; else press a drawn
    move (``act:``), or a drawn piece — what a press just brought up (a selected piece's
    targets) first — leaving alone what is already chosen (pressed) and "Clear", which
    would only undo the choices made. Among equals the one pressed least so far: a piece
    the rules refuse (King of the Elves' found village, which a search keeps) explains
    itself once and is not pressed again while others are offered."""
    offered = {control["action"] for control in controls}
    for action in ("take", "ack"):
        if action in offered:
            return action
    drawn = [
        c["action"]
        for c in controls
        if c["drawn"]
        and c["action"].startswith(("pick:", "act:"))
        and not c["pressed"]
        and c["action"] != "pick:clear"
    ]
    assert drawn, f"nothing to press on {sorted(offered)}"
    if "pick:done" in drawn:
        return "pick:done"
    moves = [action for action in drawn if action.startswith("act:")]
    fresh = [action for action in drawn if action not in pressed_before]
    pieces = [action for action in drawn if action.startswith("pick:")]
    if "pick:clear" in offered and pieces:
        # A step of several choices is under way (cards to discard, gold to pay): choose
        # on, the piece chosen least so far first (a card of which one may mark two stays
        # offered after the first mark).
        return min(pieces, key=lambda action: presses[action])
    return min(moves or fresh or drawn, key=lambda action: presses[action])


def play_until_a_bot_answers(page: WebKitPage, touch: bool) -> dict:
    """Press as a person until a human move is saved and a bot's move follows it; then let
    the bots play up to the person's turn. Returns that save."""
    start = len(saved_record(page)["state"]["actions"])
    shown_before: set[str] = set()
    presses: Counter = Counter()
    for _ in range(40):
        controls = wait_for_people(page)
        record = saved_record(page)
        bot = {number: seat["bot"] is not None for number, seat in enumerate(record["seats"])}
        by = movers(record)[start:]
        human = next((i for i, seat in enumerate(by) if bot.get(seat) is False), None)
        if human is not None and any(bot.get(seat) for seat in by[human + 1 :]):
            return record
        action = next_press(controls, shown_before, presses)
        presses[action] += 1
        shown_before = {c["action"] for c in controls if c["drawn"]}
        press(page, action, touch)
    pytest.fail(f"no human move answered by a bot after 40 presses: {actions(page)}")


def open_tile(page: WebKitPage, tile: str, touch: bool) -> bool:
    """Open a game's tile: True when it offers a new game; False when it opened the
    "coming soon" placeholder, which is then left for home."""
    press(page, tile, touch)
    if "play" in actions(page):
        return True
    assert "back" in actions(page), actions(page)
    press(page, "back", touch)
    assert tile in actions(page)
    return False


def start_game(page: WebKitPage, touch: bool) -> dict:
    """From a game's setup (default seats: a person and bots), at the fast bot pace, play
    one human move and a bot's answer; back at the person's turn, return the save."""
    if "fast_bots" in actions(page):
        turn_on(page, "fast_bots", touch)
    press(page, "play", touch)
    record = play_until_a_bot_answers(page, touch)
    assert record["summary"]["over"] is False
    return record


def resume(page: WebKitPage, action: str, save_id: str, expected: list) -> None:
    """Resume a game (``continue``, or ``resume:<id>`` on the saved games): it comes back
    at the person's turn with exactly the moves saved."""
    press(page, action)
    wait_for_people(page)
    assert "home" in actions(page)  # the table, not the menu
    assert saved_record(page, save_id)["state"]["actions"] == expected


def assert_drawn_sharp(page: WebKitPage, name: str) -> None:
    """The canvas fills the page at the device's pixel ratio, and a screenshot of the
    window (what the screen shows) is the page at that ratio, and not blank."""
    width, height, ratio, canvas = page.run(
        """() => { const canvas = document.getElementById("table");
            return [innerWidth, innerHeight, devicePixelRatio, [canvas.width, canvas.height]]; }"""
    )
    assert ratio == 2
    assert canvas == [width * 2, height * 2]
    png = page.screenshot(name)
    assert png_size(png) == (width * 2, height * 2)
    assert png_colours(png, enough=64) >= 64, "the screenshot is (nearly) one colour"


# How Python started (web/pyodide/kingmakers-start.mjs): "plain" or "snapshot", and why.
PYTHON_START = """() => {
  const data = document.documentElement.dataset;
  return [data.pythonStart, data.pythonStartNote || ""];
}"""
# Whether the snapshot made after a plain start was saved ("saved") or why not.
SNAPSHOT_SETTLED = """() => performance.getEntriesByName("kingmakers:snapshot-saved").length
  + performance.getEntriesByName("kingmakers:snapshot-not-saved").length > 0
  && document.documentElement.dataset.pythonSnapshot"""


# -- the tests -------------------------------------------------------------------------------


def test_the_generic_player_does_not_repeat_a_refused_piece():
    """King of the Elves after a search: every card is drawn for a tap, the found village
    only to say that the search keeps it. Pressed once, it must not be pressed again (the
    page shows the same refusal, so nothing would change and the player would wait)."""
    controls = [
        {"action": action, "drawn": drawn, "pressed": False}
        for action, drawn in [
            ("home", True),
            ("undo", True),
            ("pick:hand:plains", True),
            ("pick:hand:forest", True),
            ("pick:hand:raft", True),
            ("alert:message", False),
        ]
    ]
    shown = {control["action"] for control in controls if control["drawn"]}
    assert next_press(controls, set(), Counter()) == "pick:hand:plains"
    assert next_press(controls, shown, Counter({"pick:hand:plains": 1})) == "pick:hand:forest"


def test_webkit_starts_plays_saves_and_resumes_offline(open_webkit, webkit_server):
    page = open_webkit()
    assert page.driver.current_url == webkit_server.url()
    assert webkit_server.url().endswith(build.SITE_PATH)
    assert_drawn_sharp(page, "menu")
    tiles = [action for action in actions(page) if action.startswith("game:")]
    assert tiles, actions(page)

    played: dict[str, list] = {}  # save id -> its moves
    for tile in tiles:
        if not open_tile(page, tile, touch=False):
            continue
        record = start_game(page, touch=False)
        assert record["game"] == tile.removeprefix("game:")
        page.screenshot(f"table-{record['game']}")
        played[record["id"]] = record["state"]["actions"]
        press(page, "home")
    assert played, "no game tile opened a game"
    assert page.problems() == []

    # After the first (plain) start the page makes a memory snapshot of Python once it
    # is idle; the offline reload below must start from it.
    assert page.run(PYTHON_START) == ["plain", "no snapshot yet"]
    snapshot = page.wait_for(
        SNAPSHOT_SETTLED, timeout=READY_TIMEOUT, what="the snapshot to be saved or given up"
    )
    assert snapshot == "saved", snapshot

    # The service worker holds the build: with the server stopped, a reload starts the
    # app again (every reload is served by the worker once it controls the page, so this
    # is also the online reload), and each game resumes exactly where it was left.
    page.wait_for(
        "() => navigator.serviceWorker.controller !== null",
        timeout=READY_TIMEOUT,
        what="the service worker to control the page",
    )
    webkit_server.stop()
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(webkit_server.url(), timeout=5)
    page.reload()
    assert page.run(PYTHON_START) == ["snapshot", ""]
    last = page.run("() => localStorage.getItem('kingmakers:last')")
    resume(page, "continue", last, played[last])
    page.screenshot("offline-continue")
    for save_id, moves in played.items():
        press(page, "home")
        press(page, "saves")
        resume(page, f"resume:{save_id}", save_id, moves)
    assert page.problems() == []


def test_ipad_takes_pyodides_ipad_path_and_plays_by_touch(open_webkit):
    page = open_webkit(viewport=IPAD_VIEWPORT, user_agent=IPAD_USER_AGENT)
    assert page.run(PYODIDE_IOS_TEST) is True
    assert_drawn_sharp(page, "ipad-menu")
    home = actions(page)
    tiles = [action for action in home if action.startswith("game:")]

    # A finger resting on a tile shows what hover shows; lifting it opens nothing.
    page.tap(tiles[0], hold=LONG_PRESS)
    time.sleep(0.5)
    assert actions(page) == home

    game = next(tile for tile in tiles if open_tile(page, tile, touch=True))
    record = start_game(page, touch=True)
    assert record["game"] == game.removeprefix("game:")
    page.screenshot("ipad-table")
    assert page.problems() == []
