"""Driving a game in Chromium the way people do: pressing what is drawn on the canvas at
the centre of its rectangle (a mouse click on the tablet, a finger tap on the phone), and
reading the page only through what the UI offers: the mirrored ``#controls`` (action,
label, where each control is drawn) and the saves in ``localStorage``.

Every game's browser tests share these helpers; each adds its own choice of what to press.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from kingmakers.games import get_game

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
LANGUAGES = ("en", "hu", "it", "ru")

# Changes whenever the page does: every mirrored control (action, where it is drawn, label,
# state) and the size of the save "Continue" would resume. The explanation a mouse's hover
# shows is left out: it is no reaction to a press.
SIGNATURE = """() => [...document.querySelectorAll('#controls [data-action]')]
    .filter(e => e.dataset.action !== 'note:piece')
    .map(e => [e.dataset.action, e.dataset.x, e.dataset.y, e.textContent,
               e.getAttribute('aria-pressed')].join(' '))
    .join('|') + '#' + (localStorage.getItem(
        'kingmakers:save:' + localStorage.getItem('kingmakers:last')) || '').length"""

# True when the page waits for a person: a cover to take, a result to acknowledge, the
# final screen, or a piece or ballot drawn to be tapped (bots never leave these shown).
WAITS_FOR_PEOPLE = """() => [...document.querySelectorAll('#controls [data-action]')].some(e => {
    const action = e.dataset.action;
    return ['take', 'ack', 'new'].includes(action) || (e.hasAttribute('data-x')
        && (action.startsWith('pick:') || action.startsWith('act:')));
})"""

CONTROLS = """() => [...document.querySelectorAll('#controls [data-action]')].map(e => ({
    action: e.dataset.action, label: e.textContent, drawn: e.hasAttribute('data-x'),
    pressed: e.getAttribute('aria-pressed') === 'true'}))"""

LAST_SAVE = "localStorage.getItem('kingmakers:save:' + localStorage.getItem('kingmakers:last'))"

# Everything the DOM says: title, visible text, every accessible name, every control.
DOM_TEXT = """() => [document.title, document.body.innerText,
    ...[...document.querySelectorAll('[aria-label]')].map(e => e.getAttribute('aria-label')),
    ...[...document.querySelectorAll('#controls [data-action]')]
        .map(e => `${e.textContent} ${e.value || ''}`)].join('\\n')"""

#: The people of the pass-and-play tests, by seat.
NAMES = ("Anna", "Béla", "Carla")

GAME_TIMEOUT_MS = 90_000
#: How long a press may show no effect before it is made again (longer than the app's
#: guard time after private information appears, 0.4 s).
IGNORED_PRESS_MS = 1000
PRESS_ATTEMPTS = 3
#: How long the last of those presses may show no effect before the test fails: in
#: Chromium, Playwright's default wait; in WebKit, whose driver polls the page, a minute.
CHROMIUM_LAST_PRESS_MS = 30_000
WEBKIT_LAST_PRESS_MS = 60_000


def press_until_it_acts(
    action: str, press: Callable[[], None], acted: Callable[[float], bool], last_wait_ms: float
) -> None:
    """Press ``action`` (``press()``) until the page reacts (``acted(ms)`` waits up to ``ms``
    for a change and says whether one came), in Chromium and WebKit alike. A screen that has
    just started to show private information ignores presses for a moment (the app's guard
    against a double tap), so a press that changed nothing is made again, as a person
    would, up to :data:`PRESS_ATTEMPTS` times; if the last one, given ``last_wait_ms``,
    changed nothing either, the test fails."""
    for attempt in range(1, PRESS_ATTEMPTS + 1):
        press()
        if acted(last_wait_ms if attempt == PRESS_ATTEMPTS else IGNORED_PRESS_MS):
            return
    pytest.fail(f"{PRESS_ATTEMPTS} presses of {action} changed nothing on the page")


class Player:
    """A person at the device: presses what is drawn at its centre — a mouse click on
    the tablet, a finger tap on the phone — then waits until the page has reacted."""

    def __init__(self, page, touch: bool = False) -> None:
        self.page = page
        self.touch = touch

    def press(self, action: str) -> None:
        """Press ``action`` and wait for the page to react (see :func:`press_until_it_acts`)."""
        before = self.page.evaluate(SIGNATURE)

        def press_once() -> None:
            x, y = drawn_centre(self.page, action)
            if self.touch:
                self.page.touchscreen.tap(x, y)
            else:
                self.page.mouse.click(x, y)

        def acted(timeout_ms: float) -> bool:
            try:
                self.page.wait_for_function(
                    f"before => ({SIGNATURE})() !== before", arg=before, timeout=timeout_ms
                )
            except PlaywrightTimeout:
                return False
            return True

        press_until_it_acts(action, press_once, acted, CHROMIUM_LAST_PRESS_MS)

    def turn_on(self, action: str) -> None:
        """Press a toggle unless it is already on."""
        if control(self.page, action).get_attribute("aria-pressed") != "true":
            self.press(action)
        assert control(self.page, action).get_attribute("aria-pressed") == "true"


def resume_saved(player: Player, save_id: str) -> None:
    """From the home screen, the saved game ``save_id`` resumed from the saved games, paging
    on until its entry is drawn (a note above the list, such as the reminder to back up,
    leaves fewer entries a page)."""
    page = player.page
    player.press("saves")
    entry = control(page, f"resume:{save_id}").and_(page.locator("[data-x]"))
    while not entry.count() and control(page, "page:next").count():
        player.press("page:next")
    player.press(f"resume:{save_id}")


def set_up_people(player: Player, game_id: str, first_player: int | None = None) -> None:
    """From the home screen, ``game_id`` set up for :data:`NAMES`, every seat a person (one
    seat fewer than the setup offers at first), ``first_player`` to begin if given, and
    started."""
    page = player.page
    player.press(f"game:{game_id}")
    player.press("players:-")
    for seat, name in enumerate(NAMES):
        control(page, f"name:{seat}").fill(name)
        for _ in range(8):
            if control(page, f"kind:{seat}").text_content() == f"{name}: Human (tap to change)":
                break
            player.press(f"kind:{seat}")
        else:
            pytest.fail(f"seat {seat} never became human")
    assert control(page, f"kind:{len(NAMES)}").count() == 0
    if first_player is not None:
        player.press(f"first:{first_player}")
        assert control(page, f"first:{first_player}").get_attribute("aria-pressed") == "true"
    player.press("play")


def drawn_centre(page, action: str) -> tuple[float, float]:
    """The page point at the centre of ``action``'s drawn rectangle (inside the viewport).

    A drawn ballot shares its ``act:N`` with the DOM-only control every legal action has,
    so the control sought is the one with a rectangle."""
    mirrored = control(page, action).and_(page.locator("[data-x]"))
    mirrored.wait_for(state="attached")
    x, y, w, h = (float(mirrored.get_attribute(f"data-{name}")) for name in "xywh")
    canvas = page.locator("#table").bounding_box()
    centre = (canvas["x"] + x + w / 2, canvas["y"] + y + h / 2)
    size = page.viewport_size
    assert 0 < centre[0] < size["width"] and 0 < centre[1] < size["height"], (action, centre)
    return centre


def wait_for_people(page, timeout: float = GAME_TIMEOUT_MS) -> list[dict]:
    """Let the bots play until a person must act; the controls then shown."""
    page.wait_for_function(WAITS_FOR_PEOPLE, timeout=timeout)
    return page.evaluate(CONTROLS)


def control(page, action: str):
    return page.locator(f"#controls [data-action='{action}']")


def click_region(page, action: str) -> None:
    """Click the canvas where ``action``'s control is drawn, as a player would."""
    mirrored = control(page, action)
    mirrored.wait_for(state="attached")
    x, y, w, h = (float(mirrored.get_attribute(f"data-{name}")) for name in "xywh")
    canvas = page.locator("#table").bounding_box()
    page.mouse.click(canvas["x"] + x + w / 2, canvas["y"] + y + h / 2)


def saved_record(page) -> dict:
    return json.loads(page.evaluate(LAST_SAVE))


def replayed(page, game_id: str):
    """The game "Continue" would resume, replayed here with the engine."""
    return get_game(game_id).from_json(saved_record(page)["state"])


def dom_text(page) -> str:
    return page.evaluate(DOM_TEXT)


def drawn_rect(page, action: str) -> tuple[float, float, float, float]:
    """Where ``action``'s control is drawn: x, y, width, height in page pixels."""
    mirrored = control(page, action).and_(page.locator("[data-x]"))
    mirrored.wait_for(state="attached")
    x, y, w, h = (float(mirrored.get_attribute(f"data-{name}")) for name in "xywh")
    canvas = page.locator("#table").bounding_box()
    return canvas["x"] + x, canvas["y"] + y, w, h


def store_games(page, *games) -> None:
    """Put saved games (``SavedGame``) into the page's storage, the first one to be what
    "Continue" resumes, as if they had been played here; reload to read them."""
    records = {game.save_id: json.dumps(game.to_json()) for game in games}
    page.evaluate(
        """records => {
            for (const [id, text] of Object.entries(records)) {
                localStorage.setItem('kingmakers:save:' + id, text);
            }
            localStorage.setItem('kingmakers:saves', JSON.stringify(Object.keys(records)));
            localStorage.setItem('kingmakers:last', Object.keys(records)[0]);
        }""",
        records,
    )
