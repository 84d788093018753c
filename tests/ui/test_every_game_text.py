"""Text every player can read, in every game at every size: no text under 11 CSS px and
none clipped. Seeded random play-outs (as in test_every_game_ui) draw each game's table,
hand-off cover, log, result and final screens, and its replay, at four screen sizes; every
``text`` call on the recording canvas must be at least 11 px (the check of
tests/ui/text_fit.py), lie inside the screen, and fit the box it was laid out for
(the wrap and fit helpers record that box).

The table frame (prompt line, players, log, buttons, cover, end screens' buttons, replay)
is checked apart from each game's renderer (its board, private panel, result and final
screens), so a game whose own drawing still has small or clipped text is marked apart."""

from __future__ import annotations

import random

import pytest

from kingmakers.ai import bot_names, make_bot
from kingmakers.games import get_game
from kingmakers.ui.kit.canvas import DrawCall, FakeCanvas
from kingmakers.ui.kit.regions import Rect
from kingmakers.ui.screens.replay import ReplayScreen
from kingmakers.ui.screens.table import TableScreen
from kingmakers.ui.state.saves import SavedGame, Seat
from kingmakers.ui.state.session import GameSession
from tests.ui.stub import StubNavigator
from tests.ui.test_every_game_ui import (
    MAX_STEPS,
    PLAYABLE,
    SIZES,
    next_move,
    player_counts,
)
from tests.ui.text_fit import inside, letters, noting, too_small

#: What rounding may leave over (CSS px).
SLACK = 0.5
#: Players' names as long as people type them (the setup takes up to 24 characters).
LONG_NAMES = (
    "Anna",
    "Maximilian Bauer-Wolff",
    "Zsófia Kovács-Nagy",
    "Béla",
    "Александра Петрова",
    "Giovanni Battista Rossi",
)


def text_problem(canvas: FakeCanvas, call: DrawCall, width: float, height: float) -> str | None:
    """What is wrong with one drawn text, if anything: too small, outside the screen, or
    wider than the box it was laid out for."""
    text, font = call.args["text"], call.args["font"]
    if not text.strip():
        return None
    if too_small(call):
        return f"{font.size:g} px: {text!r}"
    where = letters(canvas, call)
    if not inside(where, Rect(0, 0, width, height), SLACK):
        return f"off the screen ({where} in {width:g}x{height:g}): {text!r}"
    room = canvas.rooms.get((text, font))
    if room is not None and where.w > room + SLACK:
        return f"{where.w:.0f} px wide in a box of {room:.0f}: {text!r}"
    return None


def problems(screen, width: float, height: float) -> dict[str, set]:
    """The text problems of one frame, the frame's and the renderer's apart."""
    canvas = FakeCanvas()
    with noting(canvas, screen.renderer.drawing) as by_method:
        needed = getattr(screen, "content_height", None)  # a screen the app scrolls
        if needed is not None:
            height = max(height, needed(canvas, width, height))
        screen.render(canvas, width, height)
    drawn = {index for spans in by_method.values() for span in spans for index in span}
    found: dict[str, set] = {"frame": set(), "renderer": set()}
    for index, call in enumerate(canvas.calls):
        if call.name != "text":
            continue
        problem = text_problem(canvas, call, width, height)
        if problem:
            found["renderer" if index in drawn else "frame"].add(f"{width}x{height} {problem}")
    return found


def play_out(ui, players: int, seed: int):
    """Frames of a seeded play-out at every size: the table (with the log open on the
    portrait screens now and then), covers, results, the final screen, then its replay.
    Yields each frame's problems."""
    state = get_game(ui.game_id).new_game(players, seed=seed)
    saved = SavedGame("t", ui.game_id, [Seat(name) for name in LONG_NAMES[:players]], state, "", "")
    # No motion: a piece gliding from where another size drew it is not text out of place.
    nav = StubNavigator(reduce_motion=True)
    screen = TableScreen(nav, GameSession(saved, clock=lambda: "now"), ui)
    chooser = random.Random(seed)
    game = get_game(ui.game_id)
    guide = "heuristic" if "heuristic" in bot_names(game) else "random"
    bots = [make_bot(game, guide, seat) for seat in range(players)]
    for step in range(MAX_STEPS):
        ending = screen.session.state.is_over and not screen.showing_result()
        for width, height in SIZES if (step % 7 == 0 or ending) else [SIZES[step % 4]]:
            yield problems(screen, width, height)
        if step % 11 == 5 and not ending:
            screen.show_log = True
            yield problems(screen, 390, 844)
            screen.show_log = False
        if ending:
            break
        canvas = FakeCanvas()
        regions = screen.render(canvas, 1024, 768)
        screen.on_action(next_move(screen, regions, chooser, bots))
    replay = ReplayScreen(nav, saved, ui)
    for position in (0, len(replay) // 2, len(replay) - 1):
        replay.on_action(f"goto:{position}")
        for width, height in SIZES:
            yield problems(replay, width, height)


def collected(ui, side: str) -> list[str]:
    found: set[str] = set()
    for players in (player_counts(ui.game_id)[0], player_counts(ui.game_id)[-1]):
        for frame in play_out(ui, players, seed=21 + players):
            found |= frame[side]
    return sorted(found)


@pytest.mark.parametrize("ui", PLAYABLE, ids=lambda ui: ui.game_id)
def test_the_table_frame_draws_no_small_or_clipped_text(ui):
    found = collected(ui, "frame")
    assert not found, "\n".join(found[:30])


@pytest.mark.parametrize("ui", PLAYABLE, ids=lambda ui: ui.game_id)
def test_the_games_own_drawing_has_no_small_or_clipped_text(ui):
    found = collected(ui, "renderer")
    assert not found, "\n".join(found[:30])
