"""What a game's UI is given to work from: the :class:`TableContext` of one frame (the view,
who sees it, what they may do, the selection, the motion layer, where hover texts are
kept), the :class:`Badge` it puts beside a player, and the :class:`ViewMemo` through which
what a frame makes from a view is made once per view."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from kingmakers.engine import Action
from kingmakers.ui.i18n import get_language
from kingmakers.ui.kit.canvas import Canvas
from kingmakers.ui.kit.motion import Motion
from kingmakers.ui.kit.regions import Rect

Made = TypeVar("Made")

Spot = tuple[Rect, "str | Callable[[], str]"]
"""Where a piece was drawn, and what a hover or a long press over it shows (the words, or
a function that makes them: most are never asked for)."""


@dataclass(frozen=True)
class Badge:
    """A mark beside a player's name (the crown, the first player): an emblem of the kit, its
    colour, and what it means in words (for screen readers)."""

    emblem: str
    colour: str
    label: str


@dataclass
class TableContext:
    """What a game's UI works from: the viewer's view, what the viewer may do, the current
    selection (anything its controls selected), the motion layer through which it draws
    pieces that can move, and the spots a frame's drawing names (:meth:`spot`)."""

    view: dict
    viewer: int | None
    names: list[str]
    legal: list[Action]
    selected: Hashable = None
    thinking: bool = False
    motion: Motion | None = None
    #: What is made from this view (see :meth:`once`), shared by the contexts of one view,
    #: legal actions and language (:class:`ViewMemo`); None: made anew each time.
    memo: dict | None = field(default=None, repr=False, compare=False)
    #: Where this frame drew its pieces and what each is (see :meth:`spot`); None: not kept.
    spots: list[Spot] | None = field(default=None, repr=False, compare=False)

    def name(self, seat: int | None) -> str:
        return self.names[seat] if seat is not None else ""

    def once(self, what: Hashable, make: Callable[[], Made]) -> Made:
        """``make()``, made once per view, legal actions and language: the words and lists
        a frame makes from the view, which every later frame of the same view would make
        again. ``what`` names it together with whatever else it depends on (the
        selection, say). Not for what depends on text widths, which change when the fonts
        arrive."""
        memo = self.memo
        if memo is None:
            return make()
        if what not in memo:
            memo[what] = make()
        return memo[what]

    def spot(self, box: Rect, text: str | Callable[[], str]) -> None:
        """Name what a hover or a long press over ``box`` shows (a later spot over the same
        point wins: it was drawn on top)."""
        if self.spots is not None:
            self.spots.append((box, text))

    def draw_piece(
        self, canvas: Canvas, piece: Hashable, x: float, y: float, paint, delay: float = 0.0
    ) -> None:
        """Paint a piece that can move (``paint(x, y)`` draws it at a point), gliding to its
        place when a move just changed it (see :mod:`~kingmakers.ui.kit.motion`); a piece
        new with that move fades in ``delay`` seconds after it (a reveal in turn)."""
        if self.motion is None:
            paint(x, y)
        else:
            self.motion.draw(canvas, piece, x, y, paint, delay)


class ViewMemo:
    """The memos of :meth:`TableContext.once` for a screen's contexts, one per view and legal
    actions, in the language shown; the last :data:`KEPT` are kept (a replay's frame draws
    the public view and a seat's). Views and legal actions are made once per position and
    viewer (:meth:`GameSession.view`), so they are told apart by identity; no legal actions
    are the same however made."""

    KEPT = 8

    def __init__(self) -> None:
        self.language = ""
        self.memos: dict[tuple[int, int | None], tuple[dict, list[Action], dict]] = {}

    def of(self, view: dict, legal: list[Action]) -> dict[Hashable, Any]:
        if self.language != get_language():
            self.language, self.memos = get_language(), {}
        key = (id(view), id(legal) if legal else None)
        found = self.memos.get(key)
        if found is None or found[0] is not view or (legal and found[1] is not legal):
            if len(self.memos) >= self.KEPT:
                self.memos.clear()
            found = self.memos[key] = (view, legal, {})
        return found[2]


def spot_at(spots: list[Spot], x: float, y: float) -> tuple[str, Rect] | None:
    """What the topmost spot under a point shows, and where that piece is, if any."""
    for box, text in reversed(spots):
        if box.contains(x, y):
            return (text() if callable(text) else text), box
    return None


def spot_for(spots: list[Spot], box: Rect) -> str | None:
    """What explains a control drawn over ``box`` (its accessible description): the spot
    named for that very box, else the topmost under its centre. A target that holds pieces
    (a principality, a pile) is described as the target, not as the piece at its centre."""
    for spot, text in reversed(spots):
        if spot == box:
            return text() if callable(text) else text
    found = spot_at(spots, *box.center)
    return found[0] if found else None
