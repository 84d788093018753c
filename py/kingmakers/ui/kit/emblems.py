"""Simple drawn emblems that tell the four games apart without relying on colour."""

from __future__ import annotations

import math

from kingmakers.ui.kit.canvas import Canvas, Point
from kingmakers.ui.kit.regions import Rect

_CROWN = [(0.1, 0.8), (0.1, 0.3), (0.3, 0.55), (0.5, 0.15), (0.7, 0.55), (0.9, 0.3), (0.9, 0.8)]
_SHIELD = [(0.18, 0.12), (0.82, 0.12), (0.82, 0.5), (0.5, 0.9), (0.18, 0.5)]
_DAGGER_BLADE = [(0.5, 0.05), (0.58, 0.2), (0.58, 0.6), (0.42, 0.6), (0.42, 0.2)]
_DAGGER_GUARD = [(0.25, 0.6), (0.75, 0.6), (0.75, 0.68), (0.25, 0.68)]
_DAGGER_HILT = [(0.45, 0.68), (0.55, 0.68), (0.55, 0.92), (0.45, 0.92)]


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
}


def draw_emblem(canvas: Canvas, kind: str, box: Rect, color: str, outline: str) -> None:
    """Draw emblem ``kind`` (a key of :data:`EMBLEMS`) fitted into a square inside ``box``."""
    side = min(box.w, box.h)
    left = box.x + (box.w - side) / 2
    top = box.y + (box.h - side) / 2
    for shape in EMBLEMS[kind]:
        points = [(left + px * side, top + py * side) for px, py in shape]
        canvas.polygon(points, fill=color, stroke=outline, line_width=max(1.0, side / 40))
