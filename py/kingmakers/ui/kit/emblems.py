"""Simple drawn emblems that tell the four games apart without relying on colour."""

from __future__ import annotations

import math
from functools import lru_cache

from kingmakers.ui.kit.canvas import Canvas, Point, kept_drawing
from kingmakers.ui.kit.regions import Rect

_CROWN = [(0.1, 0.8), (0.1, 0.3), (0.3, 0.55), (0.5, 0.15), (0.7, 0.55), (0.9, 0.3), (0.9, 0.8)]
_SHIELD = [(0.18, 0.12), (0.82, 0.12), (0.82, 0.5), (0.5, 0.9), (0.18, 0.5)]
_DAGGER_BLADE = [(0.5, 0.05), (0.58, 0.2), (0.58, 0.6), (0.42, 0.6), (0.42, 0.2)]
_DAGGER_GUARD = [(0.25, 0.6), (0.75, 0.6), (0.75, 0.68), (0.25, 0.68)]
_DAGGER_HILT = [(0.45, 0.68), (0.55, 0.68), (0.55, 0.92), (0.45, 0.92)]
_FLAG_POLE = [(0.2, 0.08), (0.28, 0.08), (0.28, 0.92), (0.2, 0.92)]
_FLAG_CLOTH = [(0.28, 0.1), (0.85, 0.22), (0.6, 0.34), (0.85, 0.48), (0.28, 0.5)]


def _ring(cx: float, cy: float, rx: float, ry: float, sides: int = 16) -> list[Point]:
    """A circle or an ellipse as a polygon."""
    return [
        (cx + rx * math.cos(2 * math.pi * k / sides), cy + ry * math.sin(2 * math.pi * k / sides))
        for k in range(sides)
    ]


def _arc(outer: float, inner: float, start: float, end: float, steps: int = 12) -> list[Point]:
    """A thick arc around the centre, from ``start`` to ``end`` degrees (clockwise, y down)."""
    angles = [math.radians(start + (end - start) * k / steps) for k in range(steps + 1)]
    rim = [(0.5 + outer * math.cos(a), 0.45 + outer * math.sin(a)) for a in angles]
    hole = [(0.5 + inner * math.cos(a), 0.45 + inner * math.sin(a)) for a in reversed(angles)]
    return rim + hole


def _star(points: int = 5) -> list[Point]:
    outer, inner = 0.45, 0.19
    corners = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / points
        corners.append((0.5 + radius * math.cos(angle), 0.52 + radius * math.sin(angle)))
    return corners


EMBLEMS: dict[str, list[list[Point]]] = {
    "crown": [_CROWN],
    "star": [_star()],
    "shield": [_SHIELD],
    "dagger": [_DAGGER_BLADE, _DAGGER_GUARD, _DAGGER_HILT],
    # A temple front: pediment, beam, three columns, base.
    "temple": [
        [(0.1, 0.3), (0.5, 0.06), (0.9, 0.3)],
        [(0.12, 0.32), (0.88, 0.32), (0.88, 0.4), (0.12, 0.4)],
        [(0.2, 0.42), (0.31, 0.42), (0.31, 0.8), (0.2, 0.8)],
        [(0.445, 0.42), (0.555, 0.42), (0.555, 0.8), (0.445, 0.8)],
        [(0.69, 0.42), (0.8, 0.42), (0.8, 0.8), (0.69, 0.8)],
        [(0.08, 0.82), (0.92, 0.82), (0.92, 0.92), (0.08, 0.92)],
    ],
    # A scroll: the sheet between two rollers.
    "scroll": [
        [(0.24, 0.2), (0.76, 0.2), (0.76, 0.8), (0.24, 0.8)],
        [(0.14, 0.1), (0.86, 0.1), (0.86, 0.22), (0.14, 0.22)],
        [(0.14, 0.78), (0.86, 0.78), (0.86, 0.9), (0.14, 0.9)],
    ],
    # A long sword, point up.
    "sword": [
        [(0.5, 0.03), (0.57, 0.13), (0.57, 0.62), (0.43, 0.62), (0.43, 0.13)],
        [(0.18, 0.62), (0.82, 0.62), (0.82, 0.7), (0.18, 0.7)],
        [(0.45, 0.7), (0.55, 0.7), (0.55, 0.86), (0.45, 0.86)],
        [(0.5, 0.84), (0.58, 0.91), (0.5, 0.98), (0.42, 0.91)],
    ],
    # A horseshoe, open at the top.
    "horseshoe": [_arc(0.4, 0.24, -30.0, 210.0)],
    # A musical note: head, stem and flag.
    "note": [
        _ring(0.37, 0.76, 0.17, 0.12),
        [(0.48, 0.12), (0.55, 0.12), (0.55, 0.76), (0.48, 0.76)],
        [(0.55, 0.12), (0.8, 0.3), (0.8, 0.44), (0.55, 0.28)],
    ],
    # A goblet: bowl, stem, foot.
    "goblet": [
        [(0.2, 0.1), (0.8, 0.1), (0.72, 0.4), (0.5, 0.52), (0.28, 0.4)],
        [(0.46, 0.5), (0.54, 0.5), (0.54, 0.8), (0.46, 0.8)],
        [(0.26, 0.8), (0.74, 0.8), (0.74, 0.9), (0.26, 0.9)],
    ],
    "coin": [_ring(0.5, 0.5, 0.42, 0.42), _ring(0.5, 0.5, 0.26, 0.26)],
    # A quill pen.
    "quill": [
        [(0.82, 0.04), (0.92, 0.12), (0.46, 0.7), (0.36, 0.64)],
        [(0.36, 0.64), (0.46, 0.7), (0.16, 0.96)],
    ],
    # An X: out of something (an auction).
    "cross": [
        [(0.18, 0.28), (0.28, 0.18), (0.82, 0.72), (0.72, 0.82)],
        [(0.72, 0.18), (0.82, 0.28), (0.28, 0.82), (0.18, 0.72)],
    ],
    "flag": [_FLAG_POLE, _FLAG_CLOTH],
}


@kept_drawing
def draw_emblem(canvas: Canvas, kind: str, box: Rect, color: str, outline: str) -> None:
    """Draw emblem ``kind`` (a key of :data:`EMBLEMS`) fitted into a square inside ``box``."""
    side = min(box.w, box.h)
    left = box.x + (box.w - side) / 2
    top = box.y + (box.h - side) / 2
    width = max(1.0, side / 40)
    for points in _placed(kind, left, top, side):
        canvas.polygon(points, fill=color, stroke=outline, line_width=width)


@lru_cache(maxsize=512)
def _placed(kind: str, left: float, top: float, side: float) -> tuple[list[Point], ...]:
    """An emblem's polygons at a place and size (tables draw the same ones every frame)."""
    return tuple(
        [(left + px * side, top + py * side) for px, py in shape] for shape in EMBLEMS[kind]
    )
