"""Guided lessons at the table (see :mod:`kingmakers.ui.lesson`), on the recording canvas.

The framework is checked on a small lesson made here from a seeded Viva il Re! game; then
every game's own lesson is walked from its setup screen's ``learn``, pressing only what each
step offers (Next, or the taps that lead to its move), to its hand-over."""

from __future__ import annotations

import json

import pytest

from kingmakers.ai import make_bot
from kingmakers.engine import SaveError
from kingmakers.games import get_game
from kingmakers.ui.app import App
from kingmakers.ui.game_ui import GameUI
from kingmakers.ui.kit import theme
from kingmakers.ui.lesson import Lesson, Step, overlaps
from kingmakers.ui.screens.table import TableScreen
from kingmakers.ui.state.platform import FakePlatform
from kingmakers.ui.state.saves import load_record, parse_record
from kingmakers.ui.state.storage import MemoryStorage
from tests.ui.aio import run
from tests.ui.frames import draw
from tests.ui.test_every_game_ui import SIZES, check_layout
from tests.ui.test_lesson_data import LESSONS

#: Frames a walk may take before it is called stuck.
MAX_FRAMES = 600


def small_lesson() -> Lesson:
    """Viva il Re! for three: a Next step, two of the learner's moves (the other seats'
    replies scripted from the heuristic bot), a Next step and the hand-over."""
    game = get_game("viva")
    state = game.new_game(3, seed=5)
    bots = {seat: make_bot(game, "heuristic", seat) for seat in (1, 2)}
    replies, wanted = {}, []
    while len(wanted) < 2:
        if state.to_move == 0:
            wanted.append(state.legal_actions()[-1])
            state.apply(wanted[-1])
        else:
            replies[len(state.history)] = bots[state.to_move].choose(state)
            state.apply(replies[len(state.history)])
    while state.to_move != 0:  # the replies before the hand-over, so the test knows them
        replies[len(state.history)] = bots[state.to_move].choose(state)
        state.apply(replies[len(state.history)])
    steps = (
        Step("table.menu", lit=(f"pick:{wanted[0].candidate}",)),
        Step("table.rules", play=wanted[0]),
        Step("table.log", play=wanted[1]),
        Step("table.undo"),
        Step("table.hint"),
    )
    return Lesson("viva", 3, 5, steps, replies=replies)


@pytest.fixture
def small(monkeypatch):
    lesson = small_lesson()
    monkeypatch.setattr(GameUI, "lesson", lambda self: lesson)
    return lesson


def regions_of(app: App) -> dict:
    _, regions = draw(app)
    return {region.action: region for region in regions}


def settle(app: App) -> dict:
    """Let the bots play until the learner has something to do; the regions then."""
    table = app.screen
    for _ in range(50):
        regions = regions_of(app)
        if "ack" in regions:
            app.activate("ack")
        elif table.auto_delay() is not None:
            run(table.advance())
        else:
            return regions
    raise AssertionError("the bots never stopped")


def test_learn_from_setup_starts_a_lesson_saved_as_one(small):
    app = App(MemoryStorage(), platform=FakePlatform())
    app.open_game("viva")
    app.activate("learn")
    table = app.screen
    assert isinstance(table, TableScreen) and table.guide is not None
    assert [seat.bot for seat in table.session.seats] == [None, "heuristic", "heuristic"]
    entries, _ = app.store.entries()
    assert entries[0].lesson and entries[0].save_id == table.session.saved.save_id
    app.open_saves()
    assert "Viva il Re! · lesson" in draw(app)[0].texts()
    app.activate("back")
    regions = settle(app)
    step = regions["note:lesson"]
    assert (step.kind, step.value) == ("tutorial", "0")
    assert "next" in regions and "undo" not in regions and "hint" not in regions


def test_learn_from_the_home_tile(small):
    app = App(MemoryStorage(), platform=FakePlatform())
    assert "learn:viva" in regions_of(app)
    app.activate("learn:viva")
    assert app.screen.guide is not None


def test_a_step_offers_only_its_move_and_refuses_others_with_its_words(small):
    app = App(MemoryStorage(), platform=FakePlatform())
    app.activate("learn:viva")
    table = app.screen
    regions = settle(app)
    assert not [a for a in regions if a.startswith(("pick:", "act:"))]  # a Next step
    refused = [a for a in regions if a.startswith("not-now:")]
    assert refused
    before = len(table.session.state.history)
    app.activate(refused[0])
    assert "Menu" in table.message and len(table.session.state.history) == before
    app.activate("next")
    regions = settle(app)
    moves = [a for a in regions if a.startswith(("pick:", "act:"))]
    wanted = small.steps[1].play
    assert moves and all(_leads_to(table, action, wanted) for action in moves)
    before = len(table.session.state.history)
    app.activate(next(a for a in regions if a.startswith("not-now:")))
    assert len(table.session.state.history) == before
    assert "Rules" in table.message  # the step's words


def ringed(canvas, regions) -> list[str]:
    """The drawn controls with a gold ring round them."""
    rings = [
        call.args
        for call in canvas.named("rounded_rect")
        if call.args["stroke"] == theme.GOLD and call.args["line_width"] == 4
    ]
    return [
        region.action
        for region in regions
        if region.rect
        and any(
            abs(ring["x"] - (region.rect.x - 4)) < 0.01
            and abs(ring["y"] - (region.rect.y - 4)) < 0.01
            for ring in rings
        )
    ]


def test_a_step_lights_what_it_talks_about_and_the_way_to_its_move(small):
    """Viva: the first step lights a candidate; the step placing it rings the candidate,
    then, once it is picked, the level."""
    app = App(MemoryStorage(), platform=FakePlatform())
    app.activate("learn:viva")
    settle(app)
    place = small.steps[1].play
    assert ringed(*draw(app)) == [f"not-now:{place.candidate}"]
    app.activate("next")
    settle(app)
    assert ringed(*draw(app)) == [f"pick:{place.candidate}"]
    app.activate(f"pick:{place.candidate}")
    assert ringed(*draw(app)) == [f"pick:level{place.level}"]


def _leads_to(table: TableScreen, action: str, wanted) -> bool:
    """Whether tapping ``action`` plays ``wanted`` or selects the way to it."""
    ctx = table.context()
    if action.startswith("act:"):
        return ctx.legal[int(action[4:])] == wanted
    return table.guide.allows(action, table.controls_of, ctx)


def test_a_lesson_is_resumed_where_it_was_left(small):
    storage = MemoryStorage()
    app = App(storage, platform=FakePlatform())
    app.activate("learn:viva")
    settle(app)
    app.activate("next")
    save_id = app.screen.session.saved.save_id
    again = App(storage, platform=FakePlatform())
    again.resume(save_id)
    assert again.screen.guide is not None and again.screen.guide.index == 1
    assert regions_of(again)["note:lesson"].value == "1"


def test_the_hand_over_ends_the_lesson_and_the_game_goes_on(small):
    app = App(MemoryStorage(), platform=FakePlatform())
    app.activate("learn:viva")
    seen, taps = walk(app)
    assert seen == {str(index) for index in range(len(small.steps))}
    table = app.screen
    assert table.guide is None and table.session.saved.lesson is None
    history = list(table.session.state.history)
    assert [history[n] for n in sorted(small.replies) if n < len(history)] == [
        small.replies[n] for n in sorted(small.replies) if n < len(history)
    ]
    regions = regions_of(app)
    assert "note:lesson" not in regions
    assert any(a.startswith(("pick:", "act:")) for a in regions)
    entries, _ = app.store.entries()
    assert not entries[0].lesson


def test_a_damaged_lesson_mark_is_refused_and_a_save_before_lessons_loads():
    app = App(MemoryStorage(), platform=FakePlatform())
    app.open_game("viva")
    app.activate("play")
    record = app.screen.session.saved.to_json()
    assert record["lesson"] is None
    del record["lesson"]
    assert load_record(parse_record(json.dumps(record))).lesson is None
    record["lesson"] = {"step": 3}
    assert load_record(parse_record(json.dumps(record))).lesson == 3
    for damaged in ({"step": -1}, {"step": "2"}, {}, 4):
        record["lesson"] = damaged
        with pytest.raises(SaveError):
            parse_record(json.dumps(record))


def walk(app: App, sizes=((1024, 768),)) -> tuple[set[str], int]:
    """Press only what each step offers until the hand-over is pressed: the steps seen and
    the learner's taps. Each new step is drawn at ``sizes`` too: every control inside the
    screen and touch-sized, the step's words all drawn."""
    seen, taps = set(), 0
    for _ in range(MAX_FRAMES):
        regions = settle(app)
        if "note:lesson" not in regions:
            raise AssertionError(f"no lesson band: {sorted(regions)}")
        if regions["note:lesson"].value not in seen:
            for width, height in sizes:
                canvas, drawn = draw(app, width, height)
                check_layout(drawn, width, height)
                words = regions["note:lesson"].label.split()
                assert " ".join(canvas.texts()).count(words[-1]) >= 1, (width, height)
        seen.add(regions["note:lesson"].value)
        drawn = [a for a, r in regions.items() if a.startswith("pick:") and r.rect is not None]
        mirrored = [a for a in regions if a.startswith("act:")]
        for action in ("learn:done", "next", *drawn, *mirrored):
            if action in regions:
                app.activate(action)
                taps += 1
                break
        else:
            raise AssertionError(f"step {regions['note:lesson'].value}: nothing to press")
        if action == "learn:done":
            return seen, taps
        assert app.screen.message is None, app.screen.message
    raise AssertionError("the lesson never ended")


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.game_id)
def test_every_lesson_is_finished_by_pressing_only_what_each_step_offers(lesson):
    app = App(MemoryStorage(), platform=FakePlatform())
    app.open_game(lesson.game_id)
    app.activate("learn")
    seen, taps = walk(app, SIZES)
    assert seen == {str(index) for index in range(len(lesson.steps))}
    assert app.screen.guide is None
    print(f"{lesson.game_id}: {len(lesson.steps)} steps, {taps} taps")


def test_on_a_phone_the_words_come_on_a_card_put_away_to_play(small):
    """320 px wide: a strip says the step; the words are on a card over the table, with
    nothing to tap under it (the piece to tap left uncovered where it can be); "Got it"
    puts it away, "Read again" brings it back."""
    app = App(MemoryStorage(), platform=FakePlatform())
    app.activate("learn:viva")
    settle(app)
    app.activate("next")
    settle(app)
    _, regions = draw(app, 320, 568)
    actions = [region.action for region in regions]
    assert "lesson:hide" in actions and actions.count("note:lesson") == 1
    card = app.screen.card
    under = [r for r in regions if r.rect and r.action.startswith(("pick:", "not-now:"))]
    assert card is not None and under and not any(overlaps(r.rect, card) for r in under)
    check_layout(regions, 320, 568)
    app.activate("lesson:hide")
    _, regions = draw(app, 320, 568)
    actions = [region.action for region in regions]
    assert "lesson:show" in actions and "lesson:hide" not in actions
    assert any(a.startswith("pick:") for a in actions) and actions.count("note:lesson") == 1
    assert app.screen.card is None
    app.activate("lesson:show")
    assert "lesson:hide" in [region.action for region in draw(app, 320, 568)[1]]


def test_a_lesson_that_reaches_the_end_of_the_game_speaks_over_the_results(monkeypatch):
    """A lesson may end after the game (Intrighi's reveal): its last steps are shown with
    the final results, above them (on a phone too, where they fit; else on a card)."""
    game = get_game("viva")
    state = game.new_game(3, seed=3)
    bots = {seat: make_bot(game, "heuristic", seat) for seat in range(3)}
    replies, steps = {}, []
    while not state.is_over:
        move = bots[state.to_move].choose(state)
        if state.to_move == 0:
            steps.append(Step("table.rules", play=move))
        else:
            replies[len(state.history)] = move
        state.apply(move)
    steps += [Step("table.log"), Step("table.hint")]
    lesson = Lesson("viva", 3, 3, tuple(steps), replies=replies)
    monkeypatch.setattr(GameUI, "lesson", lambda self: lesson)
    app = App(MemoryStorage(), platform=FakePlatform())
    app.activate("learn:viva")
    seen, _ = walk(app, SIZES)
    assert seen == {str(index) for index in range(len(steps))}
    assert app.screen.session.state.is_over and app.screen.guide is None
    assert "new" in regions_of(app)  # the final screen's own New game


def test_the_hand_over_after_the_end_of_the_game_only_ends_the_lesson(monkeypatch):
    lesson = Lesson("viva", 3, 3, (Step("table.log"), Step("table.hint")))
    monkeypatch.setattr(GameUI, "lesson", lambda self: lesson)
    app = App(MemoryStorage(), platform=FakePlatform())
    app.activate("learn:viva")
    table = app.screen
    table.session.saved.lesson = 1
    finished = get_game("viva").new_game(3, seed=3)
    while not finished.is_over:
        finished.apply(finished.legal_actions()[0])
    table.session.saved.state = finished
    regions = settle(app)
    assert regions["learn:done"].label == "End the lesson"
    assert [a for a in regions if a == "new"] == ["new"]


def test_the_next_step_shows_once_the_others_have_replied(small):
    """While the other seats reply to the learner's move, the step just done stays on the
    screen: the next step's words may speak of their replies."""
    app = App(MemoryStorage(), platform=FakePlatform())
    app.activate("learn:viva")
    settle(app)
    app.activate("next")
    table = app.screen
    place = small.steps[1].play
    app.activate(f"pick:{place.candidate}")
    app.activate(f"pick:level{place.level}")
    assert table.guide.index == 2 and table.session.is_bot_turn()
    assert regions_of(app)["note:lesson"].value == "1"
    assert settle(app)["note:lesson"].value == "2"
