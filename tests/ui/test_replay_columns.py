"""The replay in landscape keeps its right column on the screen: every hand's words scroll
in their own panel instead of pushing the log off the bottom, and the log scrolls back."""

from __future__ import annotations

import pytest

from kingmakers.ui.screens.replay import ALL
from tests.ui.test_every_game_ui import PLAYABLE, player_counts
from tests.ui.test_replay import bot_game, draw, replay_of

SIZES = [(1024, 768), (1366, 1024)]


def finished_replay(ui):
    screen = replay_of(bot_game(ui.game_id, player_counts(ui.game_id)[-1]))
    screen.timeline.build()
    screen.on_action(f"goto:{len(screen) // 2}")
    assert screen.view == ALL
    return screen


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("ui", PLAYABLE, ids=lambda ui: ui.game_id)
def test_the_landscape_replay_fits_the_screen_with_its_log(ui, size):
    screen = finished_replay(ui)
    canvas, regions, tall = draw(screen, *size)
    assert tall == size[1], "the right column runs off the screen"
    log = screen.log_scroll.box
    assert log is not None and log.bottom <= size[1]
    lines, _ = screen.log_lines()
    drawn = [call.args["text"] for call in canvas.named("text")]
    newest = lines[-1].split()[0]
    assert any(text.startswith(newest) for text in drawn)


@pytest.mark.parametrize("ui", PLAYABLE, ids=lambda ui: ui.game_id)
def test_every_hand_and_the_log_scroll_in_their_panels(ui):
    screen = finished_replay(ui)
    draw(screen, 1024, 768)
    hands = screen.hands_scroll
    if hands.limit:  # more words than the panel holds: they scroll
        assert screen.scroll_at(*hands.box.center, 10_000) is True
        assert hands.offset == hands.limit
    log = screen.log_scroll
    if log.limit:
        before = [c.args["text"] for c in draw(screen, 1024, 768)[0].named("text")]
        assert screen.scroll_at(*log.box.center, -10_000) is True
        after = [c.args["text"] for c in draw(screen, 1024, 768)[0].named("text")]
        assert after != before
    assert hands.limit or log.limit, "a six-player game's replay has more than fits"


def test_a_move_shown_brings_the_log_back_to_its_end():
    screen = finished_replay(PLAYABLE[0])
    draw(screen, 1024, 768)
    screen.scroll_at(*screen.log_scroll.box.center, -10_000)
    screen.on_action("next")
    assert screen.log_scroll.offset == 0.0
