"""Panels whose lines scroll on their own: a log, every hand of a replay. A wheel turn or a
finger's drag over such a panel moves its lines (the app asks the screen's ``scroll_at``
first); once it can go no further, the screen itself scrolls, as a browser chains them."""

from __future__ import annotations

from kingmakers.ui.kit.regions import Rect


class Scroller:
    """Where a panel of lines was drawn, how far it is scrolled (CSS px) and how far it can
    go. ``from_end``: it starts at its last line and counts back (a log: its newest line
    at the bottom); lines added at the end then do not move what a player scrolled to."""

    def __init__(self, from_end: bool = False) -> None:
        self.from_end = from_end
        self.box: Rect | None = None
        self.offset = 0.0
        self.limit = 0.0
        self.length = 0

    def forget(self) -> None:
        """Not drawn in this frame (a panel hidden behind a button)."""
        self.box = None

    def scroll_at(self, x: float, y: float, dy: float) -> bool | None:
        """A wheel or a drag of ``dy`` CSS px (positive: towards the end) at ``(x, y)``:
        True if it moved the lines, None if they are not under the point or cannot go
        further that way (the screen may scroll instead)."""
        if self.box is None or not self.box.contains(x, y):
            return None
        before = self.offset
        self.offset = min(max(before + (-dy if self.from_end else dy), 0.0), self.limit)
        return True if self.offset != before else None

    def window(self, box: Rect, total: int, visible: int, line_h: float) -> tuple[int, int]:
        """The lines ``[start, end)`` of ``total`` to show in ``box``, ``visible`` at a
        time, as scrolled (noted for :meth:`scroll_at`)."""
        if self.from_end and self.offset and total > self.length:
            self.offset += (total - self.length) * line_h
        self.box, self.length = box, total
        self.limit = max(total - visible, 0) * line_h
        self.offset = min(self.offset, self.limit)
        moved = round(self.offset / line_h)
        if self.from_end:
            end = total - moved
            return max(end - visible, 0), end
        return moved, min(moved + visible, total)
