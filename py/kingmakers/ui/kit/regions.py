"""Screens and hit-testing: the contract between what is drawn and what can be tapped.

A screen draws itself on a :class:`~kingmakers.ui.kit.canvas.Canvas` and returns the
:class:`HitRegion` of every interactive element it drew. The browser adapter uses the
same list to route pointer events and to mirror each region as a real, labelled DOM
control, so canvas and accessibility tree never disagree.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

MIN_TOUCH = 44.0
"""Smallest width and height of a touch target, in CSS px."""


class Rect(NamedTuple):
    """An axis-aligned rectangle in CSS px (a named tuple: a frame makes a hundred of them,
    and a tuple is made several times faster than a frozen dataclass)."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def contains(self, px: float, py: float) -> bool:
        """Whether the point lies inside (edges included)."""
        return self.x <= px <= self.right and self.y <= py <= self.bottom

    def inset(self, dx: float, dy: float | None = None) -> Rect:
        """The rectangle shrunk by ``dx`` left and right and ``dy`` top and bottom."""
        dy = dx if dy is None else dy
        return Rect(self.x + dx, self.y + dy, self.w - 2 * dx, self.h - 2 * dy)


def touch_box(cx: float, cy: float, side: float, within: Rect) -> Rect:
    """A square of ``side`` (at least :data:`MIN_TOUCH`) centred on a point, moved inside
    ``within`` where the point is near its edge: a piece's tap target."""
    side = max(side, MIN_TOUCH)
    x = min(max(cx - side / 2, within.x), within.right - side)
    y = min(max(cy - side / 2, within.y), within.bottom - side)
    return Rect(x, y, side, side)


RegionKind = Literal["button", "text", "note", "alert", "tutorial", "slider"]

TEXT_MAX_LENGTH = 24
"""Longest text a ``"text"`` region accepts (a player's name)."""
CODE_MAX_LENGTH = 400
"""Longest text a pairing code's field accepts (a code is about a hundred characters)."""


class HitRegion(NamedTuple):
    """An interactive element: where it is, what it does, and its accessible name (a named
    tuple, like :class:`Rect`: every frame makes dozens).

    ``action`` is an id such as ``"game:viva"`` or ``"lang:hu"`` that the app routes;
    ``rect`` is None for a DOM-only control (e.g. one per legal move), which the canvas
    never hit-tests; ``label`` is the text a screen reader announces (already translated);
    ``pressed`` marks toggles that are on (e.g. the current language).
    ``kind`` ``"text"`` is a text field holding ``value``: the browser shows a real input
    over ``rect`` and reports edits through :meth:`~kingmakers.ui.app.App.set_text`.
    ``kind`` ``"note"`` is no control at all but text the canvas shows, repeated in the
    page for screen readers (``rect`` None, ``action`` only names it); ``"alert"`` is such
    a text that must not be missed (a problem), announced as soon as it appears;
    ``"tutorial"`` is the words of a guided lesson's step (``value``: the step's number),
    announced when they change.
    ``kind`` ``"slider"`` chooses a whole number from ``limits`` (lowest, highest) along
    ``rect``, lowest at the left; ``value`` is the current one. A tap or a drag along it
    (:meth:`~kingmakers.ui.app.App.slide`), or the browser's range input mirroring it,
    delivers the number chosen as an edit (``on_text``).
    ``description`` says more than the name (what a piece is and does), as the control's
    accessible description.
    ``pairing`` marks a device's pairing code: a note showing one (``data-pairing``) or a
    text field taking one (``data-pairing-input``, longer than a name, sent with Enter);
    its value says whose code it is, ``"offer"`` (the host's) or ``"answer"`` (a guest's).
    """

    action: str
    rect: Rect | None
    label: str
    pressed: bool | None = None
    kind: RegionKind = "button"
    value: str | None = None
    limits: tuple[int, int] | None = None
    description: str | None = None
    pairing: str | None = None


def slider_value(region: HitRegion, x: float) -> int:
    """The number a slider stands for at ``x`` (clamped to its ends)."""
    low, high = region.limits
    share = min(max((x - region.rect.x) / region.rect.w, 0.0), 1.0) if region.rect.w else 0.0
    return round(low + share * (high - low))


def hit_test(regions: list[HitRegion], x: float, y: float) -> HitRegion | None:
    """The region under a point; the one drawn last wins where regions overlap.
    DOM-only regions (no ``rect``) are never under a point."""
    for region in reversed(regions):
        if region.rect is not None and region.rect.contains(x, y):
            return region
    return None
