"""The drawing surface every screen paints on, and a recording fake of it for tests.

Screens never touch the browser: they draw through :class:`Canvas`, whose coordinates
are CSS pixels with the origin at the top left. The browser adapter scales by
``devicePixelRatio`` underneath, so everything stays crisp on a tablet.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property, wraps
from typing import Any, Literal, Protocol, TypeVar

from kingmakers.ui.i18n import get_language

Align = Literal["left", "center", "right"]
Baseline = Literal["top", "middle", "alphabetic", "bottom"]
Point = tuple[float, float]


@dataclass(frozen=True, eq=False)
class Font:
    """A CSS font: family, size in CSS px and weight. There is one of each (made by
    :func:`font`), so fonts are compared and hashed as objects: quick, as keys of kept
    drawings."""

    family: str
    size: float
    weight: int = 400

    @cached_property
    def css(self) -> str:
        """The value for ``CanvasRenderingContext2D.font`` (made once: a frame names fonts
        hundreds of times)."""
        return f'{self.weight} {self.size:g}px "{self.family}"'

    def scaled(self, factor: float) -> Font:
        """The same face at ``factor`` times the size (used to fit text in a box)."""
        return font(self.family, round(self.size * factor, 2), self.weight)


@cache
def font(family: str, size: float, weight: int = 400) -> Font:
    """The one :class:`Font` of a family, size and weight (so its CSS is made once)."""
    return Font(family, size, weight)


class Canvas(Protocol):
    """What a screen may do to draw itself; colours are CSS colour strings."""

    def fill_rect(self, x: float, y: float, w: float, h: float, color: str) -> None: ...

    def rounded_rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        radius: float,
        *,
        fill: str | None = None,
        stroke: str | None = None,
        line_width: float = 1.0,
    ) -> None: ...

    def circle(
        self,
        cx: float,
        cy: float,
        r: float,
        *,
        fill: str | None = None,
        stroke: str | None = None,
        line_width: float = 1.0,
    ) -> None: ...

    def polygon(
        self,
        points: list[Point],
        *,
        fill: str | None = None,
        stroke: str | None = None,
        line_width: float = 1.0,
    ) -> None: ...

    def line(
        self, x1: float, y1: float, x2: float, y2: float, color: str, width: float = 1.0
    ) -> None: ...

    def text(
        self,
        x: float,
        y: float,
        text: str,
        font: Font,
        color: str,
        *,
        align: Align = "left",
        baseline: Baseline = "alphabetic",
    ) -> None: ...

    def measure_text(self, text: str, font: Font) -> float:
        """Width of ``text`` in CSS px."""
        ...

    def set_alpha(self, alpha: float) -> None:
        """Opacity of what is drawn next, 0 (invisible) to 1 (opaque: the default)."""
        ...

    def begin_piece(self, key: Hashable, dx: float, dy: float, alpha: float) -> None:
        """What is drawn until :meth:`end_piece` is one piece (a token, a card) named
        ``key``, shown moved by ``(dx, dy)`` at opacity ``alpha``: the motion layer draws a
        piece at its place and says where it is on its way there. A canvas that keeps its
        drawing (the page's display list) can move the piece again without drawing the
        rest anew."""
        ...

    def end_piece(self) -> None: ...

    def recorded(self, key: Hashable, draw: Callable[[], None]) -> None:
        """Draw by calling ``draw()``, a drawing on this canvas that ``key`` names fully
        (the same key, the same drawing). A canvas that keeps drawings (the page's display
        list) records it the first time and replays the record for the same key; see
        :func:`kept_drawing`."""
        ...


DrawingFunction = TypeVar("DrawingFunction", bound=Callable[..., None])


def kept_drawing(draw: DrawingFunction) -> DrawingFunction:
    """Marks ``draw(canvas, *args, **kwargs)`` as a drawing that depends on nothing but its
    arguments and the language (no view, no state, no hit regions, no moving piece): a
    canvas that keeps drawings records it once per arguments and language and replays it,
    so a card or a token that stays where it was costs a copy, not its drawing calls."""

    @wraps(draw)
    def drawn(canvas: Canvas, *args: Any, **kwargs: Any) -> None:
        key = (draw, get_language(), args, tuple(kwargs.items()))
        canvas.recorded(key, lambda: draw(canvas, *args, **kwargs))

    return drawn  # type: ignore[return-value]


@dataclass(frozen=True)
class DrawCall:
    """One recorded call on a :class:`FakeCanvas`."""

    name: str
    args: dict[str, Any]


@dataclass
class FakeCanvas:
    """A :class:`Canvas` that records every call instead of drawing, for unit tests.

    Text width is estimated as ``char_width`` times the font size per character, which is
    close enough to Alegreya for layout tests to be meaningful.
    """

    char_width: float = 0.55
    calls: list[DrawCall] = field(default_factory=list)
    #: The widest box a text was laid out for in a font (by :func:`wrap_text` and the
    #: helpers that use it), so tests can check that it fits the box it is drawn for (the
    #: widest: the same text may be laid out for several boxes, and drawn in any).
    rooms: dict[tuple[str, Font], float] = field(default_factory=dict)
    _offset: tuple[float, float] | None = None
    _alpha: float = 1.0

    def _record(self, name: str, **args: Any) -> None:
        if self._offset is not None:  # inside a piece: record where it shows
            dx, dy = self._offset
            for key in ("x", "cx", "x1", "x2"):
                if key in args:
                    args[key] += dx
            for key in ("y", "cy", "y1", "y2"):
                if key in args:
                    args[key] += dy
            if "points" in args:
                args["points"] = [(x + dx, y + dy) for x, y in args["points"]]
        self.calls.append(DrawCall(name, args))

    def fill_rect(self, x, y, w, h, color):
        self._record("fill_rect", x=x, y=y, w=w, h=h, color=color)

    def rounded_rect(self, x, y, w, h, radius, *, fill=None, stroke=None, line_width=1.0):
        self._record(
            "rounded_rect",
            x=x,
            y=y,
            w=w,
            h=h,
            radius=radius,
            fill=fill,
            stroke=stroke,
            line_width=line_width,
        )

    def circle(self, cx, cy, r, *, fill=None, stroke=None, line_width=1.0):
        self._record("circle", cx=cx, cy=cy, r=r, fill=fill, stroke=stroke, line_width=line_width)

    def polygon(self, points, *, fill=None, stroke=None, line_width=1.0):
        self._record(
            "polygon", points=list(points), fill=fill, stroke=stroke, line_width=line_width
        )

    def line(self, x1, y1, x2, y2, color, width=1.0):
        self._record("line", x1=x1, y1=y1, x2=x2, y2=y2, color=color, width=width)

    def text(self, x, y, text, font, color, *, align="left", baseline="alphabetic"):
        self._record(
            "text", x=x, y=y, text=text, font=font, color=color, align=align, baseline=baseline
        )

    def measure_text(self, text, font):
        return len(text) * font.size * self.char_width

    def set_alpha(self, alpha):
        self._record("set_alpha", alpha=alpha)

    def begin_piece(self, key, dx, dy, alpha):
        """Recorded as drawn: moved, and (when see-through) between two set_alpha calls."""
        if alpha < 1.0:
            self.set_alpha(alpha)
        self._alpha = alpha
        self._offset = (dx, dy) if dx or dy else None

    def end_piece(self):
        self._offset = None
        if self._alpha < 1.0:
            self.set_alpha(1.0)
        self._alpha = 1.0

    def recorded(self, key, draw):
        """Recorded as drawn: every call, each time."""
        draw()

    def note_room(self, text: str, font: Font, max_width: float) -> None:
        """``text`` in ``font`` was laid out to fit ``max_width`` (see :attr:`rooms`)."""
        key = (text, font)
        self.rooms[key] = max(self.rooms.get(key, max_width), max_width)

    def named(self, name: str) -> list[DrawCall]:
        """The recorded calls of one kind, in drawing order."""
        return [call for call in self.calls if call.name == name]

    def texts(self) -> list[str]:
        """Every string drawn, in drawing order."""
        return [call.args["text"] for call in self.named("text")]

    def clear(self) -> None:
        """Forget the recorded calls and rooms (between two renders)."""
        self.calls.clear()
        self.rooms.clear()


class ShiftedCanvas:
    """A :class:`Canvas` that draws everything ``dy`` CSS px lower on ``inner`` (a screen
    scrolled by ``-dy``)."""

    def __init__(self, inner: Canvas, dy: float) -> None:
        self.inner = inner
        self.dy = dy

    def fill_rect(self, x, y, w, h, color):
        self.inner.fill_rect(x, y + self.dy, w, h, color)

    def rounded_rect(self, x, y, w, h, radius, *, fill=None, stroke=None, line_width=1.0):
        self.inner.rounded_rect(
            x, y + self.dy, w, h, radius, fill=fill, stroke=stroke, line_width=line_width
        )

    def circle(self, cx, cy, r, *, fill=None, stroke=None, line_width=1.0):
        self.inner.circle(cx, cy + self.dy, r, fill=fill, stroke=stroke, line_width=line_width)

    def polygon(self, points, *, fill=None, stroke=None, line_width=1.0):
        moved = [(x, y + self.dy) for x, y in points]
        self.inner.polygon(moved, fill=fill, stroke=stroke, line_width=line_width)

    def line(self, x1, y1, x2, y2, color, width=1.0):
        self.inner.line(x1, y1 + self.dy, x2, y2 + self.dy, color, width)

    def text(self, x, y, text, font, color, *, align="left", baseline="alphabetic"):
        self.inner.text(x, y + self.dy, text, font, color, align=align, baseline=baseline)

    def measure_text(self, text, font):
        return self.inner.measure_text(text, font)

    def set_alpha(self, alpha):
        self.inner.set_alpha(alpha)

    def begin_piece(self, key, dx, dy, alpha):
        self.inner.begin_piece(key, dx, dy, alpha)

    def end_piece(self):
        self.inner.end_piece()

    def recorded(self, key, draw):
        self.inner.recorded((key, self.dy), draw)


def kept_layout(canvas: Canvas, key: Hashable, make: Callable[[], Any]) -> Any:
    """``make()``, a layout made from text widths, kept under ``key`` and the language by a
    canvas with a ``fitted`` dict (the page's display list) until the widths change: the
    same texts are wrapped and fitted into the same boxes frame after frame. A layout kept
    is shared: callers read it and never change it. ``key`` names it and all else it
    depends on."""
    fitted = getattr(canvas, "fitted", None)
    if fitted is None:
        return make()
    key = (key, get_language())
    found = fitted.get(key)
    if found is None:
        found = fitted[key] = make()
    return found


def wrap_text(canvas: Canvas, text: str, font: Font, max_width: float) -> tuple[str, ...]:
    """Break ``text`` into lines no wider than ``max_width`` at spaces.

    A single word wider than the box stays on its own line; callers that must fit use
    :func:`fit_text`. The answer may be kept and shared (see :func:`kept_layout`), so it
    is a tuple: no caller can add to the lines the next frame is given.
    """
    return kept_layout(
        canvas, (text, font.css, max_width), lambda: _wrap(canvas, text, font, max_width)
    )


def _wrap(canvas: Canvas, text: str, font: Font, max_width: float) -> tuple[str, ...]:
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if current and canvas.measure_text(candidate, font) > max_width:
            lines.append(current)
            current = word
        else:
            current = candidate
    if current:
        lines.append(current)
    note_room = getattr(canvas, "note_room", None)  # a test's canvas checks the fit
    if note_room is not None:
        for line in lines:
            note_room(line, font, max_width)
    return tuple(lines)


def fit_text(
    canvas: Canvas,
    text: str,
    font: Font,
    max_width: float,
    max_lines: int = 2,
    min_scale: float = 0.6,
) -> tuple[Font, tuple[str, ...]]:
    """Shrink ``font`` step by step until ``text`` wraps into ``max_lines`` that fit.

    Returns the font used and its lines; below ``min_scale`` the smallest attempt is kept.
    The answer may be kept and shared (see :func:`kept_layout`).
    """
    return kept_layout(
        canvas,
        (text, font.css, max_width, max_lines, min_scale),
        lambda: _fit(canvas, text, font, max_width, max_lines, min_scale),
    )


#: The smallest text anyone should have to read (CSS px): what fitting may shrink text to.
READABLE = 11.0


def readable_scale(font: Font) -> float:
    """The smallest scale :func:`fit_text` may try for ``font`` and stay :data:`READABLE`
    (its steps are tenths)."""
    return min(math.ceil(READABLE * 10 / font.size - 1e-9) / 10, 1.0)


def fit_readable(
    canvas: Canvas,
    texts: Sequence[str],
    font: Font,
    max_width: float,
    max_lines: int = 1,
    fewest_lines: bool = True,
) -> tuple[Font, tuple[str, ...]]:
    """The first of ``texts`` (wordings from the fullest to the shortest) that fits at
    most ``max_lines`` of ``max_width`` at a :data:`READABLE` size, shrunk as little as it
    needs: on as few lines as it can, or (not ``fewest_lines``) as large as it can; the
    shortest when none does."""
    fitted: tuple[Font, tuple[str, ...]] = (font, ())
    counts = range(1, max_lines + 1) if fewest_lines else [max_lines]
    for text in texts:
        for lines_allowed in counts:
            fitted = fit_text(canvas, text, font, max_width, lines_allowed, readable_scale(font))
            if fits(canvas, *fitted, max_width, lines_allowed):
                return fitted
    return fitted


def try_fit_readable(
    canvas: Canvas, text: str, font: Font, max_width: float, max_lines: int
) -> tuple[Font, tuple[str, ...], bool]:
    """``text`` shrunk to fit ``max_width`` on ``max_lines`` but never below
    :data:`READABLE`, and whether it fits there (else the caller says less)."""
    sized, lines = fit_text(canvas, text, font, max_width, max_lines, readable_scale(font))
    return sized, lines, fits(canvas, sized, lines, max_width, max_lines)


def fits(
    canvas: Canvas, font: Font, lines: Sequence[str], max_width: float, max_lines: int
) -> bool:
    """Whether ``lines`` in ``font`` are at most ``max_lines``, none wider than ``max_width``."""
    return len(lines) <= max_lines and all(
        canvas.measure_text(line, font) <= max_width for line in lines
    )


def draw_fitted_line(
    canvas: Canvas,
    x: float,
    y: float,
    text: str,
    font: Font,
    max_width: float,
    color: str,
    *,
    align: Align = "left",
    baseline: Baseline = "middle",
    min_scale: float = 0.6,
    shorten: bool = False,
) -> None:
    """``text`` on one line at a point, shrunk (see :func:`fit_text`) to fit ``max_width``;
    with ``shorten``, shrunk no smaller than :data:`READABLE` and then cut short with an
    ellipsis (a player's name in a narrow cell)."""
    if shorten:
        for scale in (1.0, readable_scale(font)):
            fitted = font.scaled(scale)
            if canvas.measure_text(text, fitted) <= max_width:
                break
        line = ellipsized(canvas, text, fitted, max_width)
    else:
        fitted, lines = fit_text(canvas, text, font, max_width, max_lines=1, min_scale=min_scale)
        line = lines[0] if lines else ""
    canvas.text(x, y, line, fitted, color, align=align, baseline=baseline)


def draw_lines(
    canvas: Canvas,
    x: float,
    top: float,
    lines: Sequence[str],
    font: Font,
    color: str,
    *,
    spacing: float = 1.05,
    align: Align = "center",
) -> None:
    """A fitted text's ``lines`` one under the other from ``top``, ``spacing`` times the
    font's size apart."""
    line_h = font.size * spacing
    for number, line in enumerate(lines):
        canvas.text(x, top + number * line_h, line, font, color, align=align, baseline="top")


def ellipsized(canvas: Canvas, text: str, font: Font, max_width: float) -> str:
    """``text``, or as much of it as fits ``max_width`` followed by "…"."""
    return kept_layout(
        canvas, ("…", text, font.css, max_width), lambda: _ellipsize(canvas, text, font, max_width)
    )


def _ellipsize(canvas: Canvas, text: str, font: Font, max_width: float) -> str:
    shown = text
    isolated = text[:1] == "\u2068" and text[-1:] == "\u2069"  # a name kept apart (i18n.isolate)
    if isolated:
        text = text[1:-1]
    if canvas.measure_text(text, font) > max_width:
        low, high = 0, len(text)  # the longest start that fits with the ellipsis
        while low < high:
            middle = (low + high + 1) // 2
            if canvas.measure_text(text[:middle].rstrip() + "…", font) <= max_width:
                low = middle
            else:
                high = middle - 1
        shown = text[:low].rstrip() + "…"
        if isolated:
            shown = f"\u2068{shown}\u2069"
    note_room = getattr(canvas, "note_room", None)
    if note_room is not None:
        note_room(shown, font, max_width)
    return shown


def _fit(canvas, text, font, max_width, max_lines, min_scale):
    scale = 1.0
    while True:
        sized = font.scaled(scale)
        lines = wrap_text(canvas, text, sized, max_width)
        if fits(canvas, sized, lines, max_width, max_lines) or scale <= min_scale:
            return sized, lines
        scale = round(scale - 0.1, 2)
