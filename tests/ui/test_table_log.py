"""The table's log scrolls: a wheel turn or a finger's drag over it shows older lines, in
every game, in landscape and behind the Log button, and new moves do not pull a player who
scrolled back to the newest line."""

from __future__ import annotations

import random

import pytest

from kingmakers.ui.app import App
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.state.saves import Seat
from kingmakers.ui.state.storage import MemoryStorage
from tests.ui.test_every_game_ui import PLAYABLE, pass_and_play


def long_game(ui, entries: int = 40):
    """A table with ``entries`` in its public log, still in play (random moves, every
    result acknowledged, the device taken by the player to act)."""
    screen = pass_and_play(ui, 4 if ui.game_id != "fortheking" else 3, seed=3)
    chooser = random.Random(1)
    session = screen.session
    while len(session.view(None)["log"]) < entries:
        session.play(chooser.choice(session.state.legal_actions()))
        assert not session.state.is_over
    screen.results_seen = screen.renderer.drawing.results_count(session.view(None))
    if session.needs_handoff():
        session.take_device()
    return screen


def drawn_log(screen, width=1024, height=768) -> list[str]:
    canvas = FakeCanvas()
    screen.render(canvas, width, height)
    box = screen.log_scroll.box
    assert box is not None
    return [
        call.args["text"]
        for call in canvas.named("text")
        if box.contains(call.args["x"], call.args["y"]) and call.args["text"] != "Log"
    ]


def every_log_line(screen) -> list[str]:
    canvas = FakeCanvas()
    screen.render(canvas, 1024, 768)
    return list(screen.log_lines(screen.context()))


@pytest.mark.parametrize("ui", PLAYABLE, ids=lambda ui: ui.game_id)
def test_the_wheel_over_the_log_shows_older_lines_and_back(ui):
    screen = long_game(ui)
    newest = drawn_log(screen)
    assert newest, "the log shows its newest lines"
    box = screen.log_scroll.box
    middle = box.center
    assert screen.scroll_at(*middle, -10_000) is True  # as far back as it goes
    oldest = drawn_log(screen)
    assert oldest != newest
    first_entry = every_log_line(screen)[0]
    assert first_entry.startswith(oldest[0]), (first_entry, oldest[:2])
    assert screen.scroll_at(*middle, -50) is None  # nothing older: the screen may scroll
    assert screen.scroll_at(*middle, 10_000) is True
    assert drawn_log(screen) == newest
    assert screen.scroll_at(box.x - 20, box.y - 20, -100) is None  # not over the log


@pytest.mark.parametrize("ui", PLAYABLE, ids=lambda ui: ui.game_id)
def test_the_log_behind_the_portrait_button_scrolls_too(ui):
    screen = long_game(ui)
    screen.on_action("log")
    newest = drawn_log(screen, 390, 844)
    assert screen.scroll_at(*screen.log_scroll.box.center, -200)
    assert drawn_log(screen, 390, 844) != newest


def test_a_scrolled_back_log_stays_put_when_moves_are_made():
    screen = long_game(PLAYABLE[0])
    drawn_log(screen)
    screen.scroll_at(*screen.log_scroll.box.center, -120)
    before = drawn_log(screen)
    session = screen.session
    for _ in range(6):
        if session.state.is_over:
            break
        session.play(session.state.legal_actions()[0])
    screen.results_seen = screen.renderer.drawing.results_count(session.view(None))
    if session.needs_handoff():
        session.take_device()
    assert drawn_log(screen) == before


def test_the_app_gives_a_wheel_over_the_log_to_the_table():
    app = App(MemoryStorage())
    ui = PLAYABLE[0]
    app.start_game(ui.game_id, [Seat("A"), Seat("B"), Seat("C")], {}, seed=5)
    table = app.table
    chooser = random.Random(2)
    for _ in range(60):
        table.results_seen = table.renderer.drawing.results_count(table.session.view(None))
        table.session.play(chooser.choice(table.session.state.legal_actions()))
    table.results_seen = table.renderer.drawing.results_count(table.session.view(None))
    if table.session.needs_handoff():
        table.session.take_device()
    app.render(FakeCanvas(), 1024, 768)
    assert app.scroll_at(*table.log_scroll.box.center, -100) is True
    assert table.log_scroll.offset > 0
    assert app.scroll_at(4, 700, -100) is False  # the table itself does not scroll
