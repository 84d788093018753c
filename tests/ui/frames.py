"""Frames in tests: a screen drawn on a recording canvas (:func:`draw`), and a
:class:`~kingmakers.ui.kit.display.DisplayList` frame read back as operations, the way
``web/painter.js`` reads it (:func:`operations`): ``[name, argument, …]``, strings looked
up (None for none) and a polygon's points as one flat list."""

from __future__ import annotations

from collections.abc import Sequence

from kingmakers.ui.kit import display
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.kit.regions import HitRegion

#: Operation code -> (name, its arguments: "n" a number, "s" a string, "p" polygon points).
OPERATIONS = {
    display.FILL_RECT: ("fill_rect", "nnnns"),
    display.ROUNDED_RECT: ("rounded_rect", "nnnnnssn"),
    display.CIRCLE: ("circle", "nnnssn"),
    display.POLYGON: ("polygon", "pssn"),
    display.LINE: ("line", "nnnnsn"),
    display.TEXT: ("text", "nnsssss"),
    display.SET_ALPHA: ("set_alpha", "n"),
    display.PIECE: ("piece", "n"),
    display.END_PIECE: ("end_piece", ""),
}


def operations(numbers: Sequence[float], table: Sequence[str]) -> list[list]:
    """The operations of a frame's ``numbers``, whose strings are in ``table`` (the display
    list's ``strings``)."""
    read: list[list] = []
    i = 0
    while i < len(numbers):
        name, arguments = OPERATIONS[int(numbers[i])]
        operation: list = [name]
        i += 1
        for kind in arguments:
            if kind == "p":
                count = 2 * int(numbers[i])
                operation.append(list(numbers[i + 1 : i + 1 + count]))
                i += 1 + count
                continue
            value = numbers[i]
            operation.append(value if kind == "n" else table[int(value)] if value >= 0 else None)
            i += 1
        read.append(operation)
    return read


def draw(screen, width: float = 1024, height: float = 768) -> tuple[FakeCanvas, list[HitRegion]]:
    """``screen`` (a screen, or the App) drawn on a recording canvas: the canvas, and the
    regions it returned."""
    canvas = FakeCanvas()
    return canvas, screen.render(canvas, width, height)


def draw_by_action(
    screen, width: float = 1024, height: float = 768
) -> tuple[FakeCanvas, dict[str, HitRegion]]:
    """:func:`draw`, the regions by their action."""
    canvas, regions = draw(screen, width, height)
    return canvas, {region.action: region for region in regions}
