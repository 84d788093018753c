"""Every game's guided first game in Chromium: started in Magyar from the setup screen's
"Learn to play", its first step read, then resumed in English from the home screen and
finished by pressing only what each step offers (Next, the hand-over, or a control the
step lets through), as a newcomer would; one screenshot of a step per game."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import Visit
from tests.e2e.driver import CONTROLS, SIGNATURE, Player, control
from tests.ui.test_lesson_data import LESSONS

pytestmark = pytest.mark.browser

#: The step shown: its number and words (None while no lesson band is shown).
STEP = """() => {
    const e = document.querySelector('#controls [data-tutorial-step]');
    return e ? [e.dataset.tutorialStep, e.textContent] : null;
}"""

#: True when the page waits for the learner: Next, the hand-over, a result to acknowledge,
#: or a move control the step lets through (the bots never leave these shown).
WAITS_FOR_LEARNER = """() => [...document.querySelectorAll('#controls [data-action]')].some(e => {
    const action = e.dataset.action;
    return ['next', 'learn:done', 'ack'].includes(action)
        || action.startsWith('pick:') || action.startsWith('act:');
})"""

#: Presses a lesson may take at most before it is called stuck.
MAX_PRESSES = 150
WAIT_MS = 60_000


def choose(controls: list[dict]) -> tuple[str, bool]:
    """What the learner presses: the hand-over, Next, a result's Continue, else a move the
    step offers (drawn on the canvas before a DOM-only one); and whether it is drawn."""
    by_action = {c["action"]: c for c in controls}
    for action in ("learn:done", "next", "ack"):
        if action in by_action:
            return action, by_action[action]["drawn"]
    moves = [c for c in controls if c["action"].startswith(("pick:", "act:"))]
    moves.sort(key=lambda c: not c["drawn"])
    return moves[0]["action"], moves[0]["drawn"]


def press_in_the_dom(page, action: str) -> None:
    """A move the step offers only as a DOM control: pressed with the keyboard."""
    before = page.evaluate(SIGNATURE)
    control(page, action).first.press("Enter")
    page.wait_for_function(f"before => ({SIGNATURE})() !== before", arg=before, timeout=WAIT_MS)


@pytest.mark.parametrize("game_id", [lesson.game_id for lesson in LESSONS])
def test_a_lesson_in_magyar_then_english_finished_pressing_only_what_it_offers(
    visit_factory, game_id
):
    lesson = next(lesson for lesson in LESSONS if lesson.game_id == game_id)
    visit: Visit = visit_factory()
    visit.open()
    page = visit.page
    page.emulate_media(reduced_motion="reduce")  # the screenshot shows pieces at rest
    player = Player(page)
    player.press("lang:hu")
    player.press(f"game:{game_id}")
    player.turn_on("fast_bots")
    player.press("learn")
    page.wait_for_function(WAITS_FOR_LEARNER, timeout=WAIT_MS)  # the bots' first moves
    number, magyar = page.evaluate(STEP)
    assert number == "0"
    player.press("home")
    player.press("lang:en")
    player.press("continue")
    page.wait_for_function(STEP)
    number, english = page.evaluate(STEP)
    assert number == "0" and english != magyar
    seen, presses = set(), 0
    while True:
        page.wait_for_function(WAITS_FOR_LEARNER, timeout=WAIT_MS)
        step = page.evaluate(STEP)
        controls = page.evaluate(CONTROLS)
        action, drawn = choose(controls)
        if step is not None:
            if step[0] == "2" and step[0] not in seen:
                visit.screenshot(f"lesson-{game_id}-step-3")
            seen.add(step[0])
        presses += 1
        assert presses <= MAX_PRESSES, f"stuck at step {step}"
        if drawn:
            player.press(action)
        else:
            press_in_the_dom(page, action)
        if action == "learn:done":
            break
    assert seen == {str(index) for index in range(len(lesson.steps))}
    assert page.evaluate(STEP) is None  # the game goes on as any other
    assert visit.problems() == []
    print(f"{game_id}: {len(lesson.steps)} steps, {presses} presses")
