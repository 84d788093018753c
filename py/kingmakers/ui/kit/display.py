"""A frame as a display list: the drawing recorded as data, for a painter to replay.

In the page, every call from Python into JavaScript costs far more than the drawing it asks
for, so the browser adapter draws on a :class:`DisplayList` and hands the whole frame to the
page's painter (``web/painter.js``) at once. Text widths, which layout needs at once, are
asked for once per text and font and kept. Pieces (see :meth:`Canvas.begin_piece`) are
marked in the list with their slot in a piece table, so an animation frame that only moves
pieces sends the table again and the painter replays the frame it kept.

Operations (a list each, the painter's format):

- ``["r", x, y, w, h, colour]`` fill_rect
- ``["R", x, y, w, h, radius, fill, stroke, width]`` rounded_rect
- ``["c", cx, cy, r, fill, stroke, width]`` circle
- ``["p", [x0, y0, x1, y1, ...], fill, stroke, width]`` polygon
- ``["l", x1, y1, x2, y2, colour, width]`` line
- ``["t", x, y, text, font, colour, align, baseline]`` text
- ``["a", alpha]`` set_alpha
- ``["P", slot]`` … ``["Q"]`` a piece: drawn moved by its slot's ``[dx, dy, alpha]``
"""

from __future__ import annotations

import json
from collections.abc import Callable, Hashable

from kingmakers.ui.kit.canvas import Font


class DisplayList:
    """:class:`~kingmakers.ui.kit.canvas.Canvas` that records one frame.

    ``measure(font_css, text)`` gives a text's width (the painter's measurement in the
    page); results are kept, up to :data:`MEASURED` of them.
    """

    #: Text widths kept before the oldest are dropped (a few screens' worth).
    MEASURED = 4096

    def __init__(self, measure: Callable[[str, str], float]) -> None:
        self.measure = measure
        self.ops: list[list] = []
        self.pieces: list[Hashable] = []
        self.offsets: list[list[float]] = []
        self.widths: dict[tuple[str, str], float] = {}
        self.fitted: dict[tuple, tuple] = {}  # fit_text's answers (see there)
        self.drawn: list[Hashable] = []  # the pieces of the last frame taken, by slot

    def fill_rect(self, x, y, w, h, color):
        self.ops.append(["r", x, y, w, h, color])

    def rounded_rect(self, x, y, w, h, radius, *, fill=None, stroke=None, line_width=1.0):
        self.ops.append(["R", x, y, w, h, radius, fill, stroke, line_width])

    def circle(self, cx, cy, r, *, fill=None, stroke=None, line_width=1.0):
        self.ops.append(["c", cx, cy, r, fill, stroke, line_width])

    def polygon(self, points, *, fill=None, stroke=None, line_width=1.0):
        flat = [coordinate for point in points for coordinate in point]
        self.ops.append(["p", flat, fill, stroke, line_width])

    def line(self, x1, y1, x2, y2, color, width=1.0):
        self.ops.append(["l", x1, y1, x2, y2, color, width])

    def text(self, x, y, text, font, color, *, align="left", baseline="alphabetic"):
        self.ops.append(["t", x, y, text, font.css, color, align, baseline])

    def measure_text(self, text: str, font: Font) -> float:
        key = (text, font.css)
        width = self.widths.get(key)
        if width is None:
            if len(self.widths) >= self.MEASURED:
                self.widths.clear()
                self.fitted.clear()
            width = self.widths[key] = float(self.measure(font.css, text))
        return width

    def set_alpha(self, alpha):
        self.ops.append(["a", alpha])

    def begin_piece(self, key, dx, dy, alpha):
        self.ops.append(["P", len(self.pieces)])
        self.pieces.append(key)
        self.offsets.append([dx, dy, alpha])

    def end_piece(self):
        self.ops.append(["Q"])

    def forget_widths(self) -> None:
        """Measure again (the fonts changed: a web font arrived)."""
        self.widths.clear()
        self.fitted.clear()

    def take_frame(self) -> tuple[str, str]:
        """The recorded frame as JSON (operations, piece offsets), to paint; the list
        starts empty for the next frame, and keeps which pieces it had for :meth:`moved`."""
        frame = json.dumps(self.ops, ensure_ascii=False, separators=(",", ":"))
        offsets = json.dumps(self.offsets, separators=(",", ":"))
        self.ops, self.offsets = [], []
        self.drawn, self.pieces = self.pieces, []
        return frame, offsets

    def moved(self, where: Callable[[Hashable], tuple[float, float, float]]) -> str:
        """The last frame's piece offsets anew, as JSON: ``where(piece)`` says where each
        piece shows now (an animation frame in which nothing else changed)."""
        return json.dumps([list(where(piece)) for piece in self.drawn], separators=(",", ":"))
