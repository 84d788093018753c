"""The page's display list: a frame recorded as data, pieces marked so that an animation
frame moves them without laying the table out again, text measured once."""

from __future__ import annotations

import json

from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.kit.display import DisplayList
from kingmakers.ui.kit.motion import DURATION, Motion
from tests.ui.frames import operations


def test_a_frame_is_recorded_as_operations_and_pieces_keep_their_slots():
    measured = []
    frame = DisplayList(lambda font, text: measured.append(text) or 10.0 * len(text))
    frame.fill_rect(0, 0, 10, 10, "#fff")
    frame.begin_piece("token", 3, 4, 0.5)
    frame.circle(5, 5, 2, fill="#000")
    frame.end_piece()
    frame.text(1, 2, "Hi", theme.ui_font(12), "#000")
    assert frame.measure_text("Hi", theme.ui_font(12)) == 20.0
    assert frame.measure_text("Hi", theme.ui_font(12)) == 20.0 and measured == ["Hi"]
    numbers, strings, offsets = frame.take_frame()
    ops = operations(numbers, strings)
    assert [op[0] for op in ops] == ["fill_rect", "piece", "circle", "end_piece", "text"]
    assert ops[1] == ["piece", 0] and json.loads(offsets) == [[3, 4, 0.5]]
    assert ops[4] == ["text", 1, 2, "Hi", theme.ui_font(12).css, "#000", "left", "alphabetic"]
    assert json.loads(strings).count("#000") == 1  # each string once, named by its index
    assert len(frame.numbers) == 0 and frame.drawn == ["token"]
    assert json.loads(frame.moved(lambda piece: (1.0, 2.0, 1.0))) == [[1.0, 2.0, 1.0]]


def test_an_animation_frame_moves_the_pieces_of_the_kept_frame():
    motion = Motion()
    frame = DisplayList(lambda font, text: 1.0)
    motion.frame(1, now=0.0)
    motion.draw(frame, "a", 0, 0, lambda x, y: frame.circle(x, y, 1))
    frame.take_frame()
    motion.frame(2, now=1.0)
    motion.draw(frame, "a", 100, 0, lambda x, y: frame.circle(x, y, 1))
    numbers, strings, offsets = frame.take_frame()
    assert operations(numbers, strings)[1] == [
        "circle",
        100,
        0,
        1,
        None,
        None,
        1.0,
    ]  # at its place ...
    assert json.loads(offsets) == [[-100, 0, 1.0]]  # ... shown where it was
    halfway = json.loads(frame.moved(lambda piece: motion.shown(piece, 1.0 + DURATION / 2)))
    assert -50 < halfway[0][0] < 0  # eased: past halfway
    landed = json.loads(frame.moved(lambda piece: motion.shown(piece, 1.0 + 2 * DURATION)))
    assert landed == [[0, 0, 1.0]]


def test_the_fake_canvas_records_pieces_where_they_show():
    canvas = FakeCanvas()
    canvas.begin_piece("a", 5, -5, 0.25)
    canvas.circle(10, 10, 2)
    canvas.polygon([(0, 0), (1, 1)])
    canvas.end_piece()
    canvas.circle(10, 10, 2)
    names = [call.name for call in canvas.calls]
    assert names == ["set_alpha", "circle", "polygon", "set_alpha", "circle"]
    assert (canvas.calls[1].args["cx"], canvas.calls[1].args["cy"]) == (15, 5)
    assert canvas.calls[2].args["points"] == [(5, -5), (6, -4)]
    assert (canvas.calls[4].args["cx"], canvas.calls[4].args["cy"]) == (10, 10)
