"""A frame as a display list: the drawing recorded as data, for a painter to replay.

In the page, every call from Python into JavaScript costs far more than the drawing it asks
for, so the browser adapter draws on a :class:`DisplayList` and hands the whole frame to the
page's painter (``web/painter.js``) at once. Text widths, which layout needs at once, are
asked for once per text and font and kept. Pieces (see :meth:`Canvas.begin_piece`) are
marked in the list with their slot in a piece table, so an animation frame that only moves
pieces sends their offsets again (numbers as well: ``dx dy alpha`` by slot) and the
painter replays the frame it kept.

A frame is one array of numbers (``array("d")``, copied into the page as one
``Float64Array``, never turned into text) that names strings (texts, fonts, colours,
alignments) by their index in a string table, ``-1`` for none. The table lives as long as
the painter's: a frame sends only the strings new with it. Drawings that depend only on
their arguments (:func:`~kingmakers.ui.kit.canvas.kept_drawing`: a card, a token) are
recorded once as a run of numbers and copied into later frames. The table and the records
are forgotten together when the table grows too long, when the fonts change, and when the
screen starts to show another person's private information (:meth:`DisplayList.forget`),
so the page never holds a text the person in front of it may not see. Operation by
operation, its code then its arguments:

- ``FILL_RECT x y w h colour``
- ``ROUNDED_RECT x y w h radius fill stroke width``
- ``CIRCLE cx cy r fill stroke width``
- ``POLYGON n x0 y0 … x(n-1) y(n-1) fill stroke width``
- ``LINE x1 y1 x2 y2 colour width``
- ``TEXT x y text font colour align baseline``
- ``SET_ALPHA alpha``
- ``PIECE slot`` … ``END_PIECE``: a piece, drawn moved by its slot's ``dx dy alpha``
"""

from __future__ import annotations

import json
from array import array
from collections.abc import Callable, Hashable
from itertools import chain
from typing import Any

from kingmakers.ui.kit.canvas import Font

#: Operation codes, as the painter reads them.
FILL_RECT, ROUNDED_RECT, CIRCLE, POLYGON, LINE, TEXT, SET_ALPHA, PIECE, END_PIECE = range(9)
#: The index that names no string (a shape not filled, or not stroked).
NO_STRING = -1


class DisplayList:
    """:class:`~kingmakers.ui.kit.canvas.Canvas` that records one frame.

    ``measure(font_css, text)`` gives a text's width (the painter's measurement in the
    page); results are kept, up to :data:`MEASURED` of them.
    """

    #: Text widths kept before the oldest are dropped (a few screens' worth).
    MEASURED = 4096
    #: Strings in the table, and kept drawings, before both are forgotten and begun anew.
    STRINGS = 8192
    RECORDINGS = 4096

    def __init__(self, measure: Callable[[str, str], float]) -> None:
        self.measure = measure
        self.numbers = array("d")
        self.strings: list[str] = []
        self.string_ids: dict[str, int] = {}
        self.texts: dict[tuple, tuple[int, ...]] = {}  # a text's strings, by index
        self.sent = 0  # how many of the strings the page has
        self.recordings: dict[Hashable, array] = {}
        self.pieces: list[Hashable] = []
        self.offsets = array("d")  # dx, dy, alpha of each piece, by slot
        self.widths: dict[tuple[str, str], float] = {}
        self.fitted: dict[tuple, Any] = {}  # wrap_text's and fit_text's answers (see there)
        self.drawn: list[Hashable] = []  # the pieces of the last frame taken, by slot

    def string(self, text: str | None) -> int:
        """The index of ``text`` in the string table (``NO_STRING`` for None)."""
        if text is None:
            return NO_STRING
        index = self.string_ids.get(text)
        if index is None:
            index = self.string_ids[text] = len(self.strings)
            self.strings.append(text)
        return index

    def fill_rect(self, x, y, w, h, color):
        self.numbers.extend((FILL_RECT, x, y, w, h, self.string(color)))

    def rounded_rect(self, x, y, w, h, radius, *, fill=None, stroke=None, line_width=1.0):
        string = self.string
        self.numbers.extend(
            (ROUNDED_RECT, x, y, w, h, radius, string(fill), string(stroke), line_width)
        )

    def circle(self, cx, cy, r, *, fill=None, stroke=None, line_width=1.0):
        string = self.string
        self.numbers.extend((CIRCLE, cx, cy, r, string(fill), string(stroke), line_width))

    def polygon(self, points, *, fill=None, stroke=None, line_width=1.0):
        numbers = self.numbers
        numbers.extend((POLYGON, len(points)))
        numbers.extend(chain.from_iterable(points))
        numbers.extend((self.string(fill), self.string(stroke), line_width))

    def line(self, x1, y1, x2, y2, color, width=1.0):
        self.numbers.extend((LINE, x1, y1, x2, y2, self.string(color), width))

    def text(self, x, y, text, font, color, *, align="left", baseline="alphabetic"):
        key = (text, font.css, color, align, baseline)
        named = self.texts.get(key)
        if named is None:
            named = self.texts[key] = tuple(self.string(part) for part in key)
        self.numbers.extend((TEXT, x, y, *named))

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
        self.numbers.extend((SET_ALPHA, alpha))

    def begin_piece(self, key, dx, dy, alpha):
        self.numbers.extend((PIECE, len(self.pieces)))
        self.pieces.append(key)
        self.offsets.extend((dx, dy, alpha))

    def end_piece(self):
        self.numbers.append(END_PIECE)

    def recorded(self, key, draw):
        numbers = self.numbers
        record = self.recordings.get(key)
        if record is not None:
            numbers.extend(record)
            return
        start, pieces = len(numbers), len(self.pieces)
        draw()
        if len(self.pieces) != pieces:
            raise ValueError(f"a kept drawing ({key!r}) may not hold a moving piece")
        if len(self.recordings) >= self.RECORDINGS:
            self.recordings.clear()
        self.recordings[key] = numbers[start:]

    def letters_by_font(self) -> dict[str, str]:
        """The letters of the texts in the string table by the font (CSS) they were drawn
        in: what the page must have loaded to show them in their own faces."""
        letters: dict[str, set[str]] = {}
        for text, font, *_ in self.texts:
            letters.setdefault(font, set()).update(text)
        return {font: "".join(sorted(found)) for font, found in letters.items()}

    def forget_widths(self) -> None:
        """Measure again (the fonts changed: a web font arrived), and draw anew."""
        self.widths.clear()
        self.fitted.clear()
        self.recordings.clear()

    def forget(self) -> None:
        """Begin the string table and the kept drawings anew with the next frame (before
        another person's private information is shown, or when they grew too long)."""
        self.strings, self.string_ids, self.texts, self.sent = [], {}, {}, 0
        self.recordings.clear()

    def take_frame(self) -> tuple[array, str, int, array]:
        """The recorded frame, to paint: its numbers, the strings new with it (JSON), the
        index of the first of them (0: the page begins its table anew) and its pieces'
        offsets (``dx dy alpha`` by slot, numbers too: no float is written out as text). The
        list starts empty for the next frame, and keeps which pieces it had for
        :meth:`moved`."""
        frame = (
            self.numbers,
            json.dumps(self.strings[self.sent :], ensure_ascii=False, separators=(",", ":")),
            self.sent,
            self.offsets,
        )
        self.sent = len(self.strings)
        if self.sent > self.STRINGS:
            self.forget()
        if len(self.fitted) > self.MEASURED:  # a window resized by dragging: many widths
            self.fitted.clear()
        self.numbers, self.offsets = array("d"), array("d")
        self.drawn, self.pieces = self.pieces, []
        return frame

    def moved(self, where: Callable[[Hashable], tuple[float, float, float]]) -> array:
        """The last frame's piece offsets anew (as :meth:`take_frame` gives them):
        ``where(piece)`` says where each piece shows now (an animation frame in which
        nothing else changed)."""
        return array("d", chain.from_iterable(where(piece) for piece in self.drawn))
