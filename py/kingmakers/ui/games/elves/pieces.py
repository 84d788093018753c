"""King of the Elves' pieces drawn, not pictured: a clear symbol and colour for every terrain,
travel kind and special card, village cards with their value and special cards, hand chips,
a principality's frame, the move buttons, and lines of text fitted to their room.

Every shape is made of the Canvas protocol's primitives, so it stays crisp at any size.
Colour is never the only cue: each kind has its own symbol.
"""

from __future__ import annotations

import math
from functools import lru_cache

from kingmakers.games.elves.data import (
    ESCORT,
    FALLEN_TREE,
    GOLD_CARD,
    MARKERS,
    THIEF,
    TURNAROUND,
    VILLAGE_VALUE,
    WATER_MONSTER,
)
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import READABLE, Canvas, Font, fit_text, kept_drawing, wrap_text
from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion, Rect
from kingmakers.ui.kit.widgets import draw_button, draw_player_mark, player_colour

#: A principality's header names its owner only with room for this many font sizes (two
#: letters and "…"); a narrower one shows the seat's mark alone.
NAME_ROOM = 2.0
GAP = 6.0
BUTTON_H = 46.0
BUTTON_FONT = theme.ui_font(14, 700)

#: Terrain colours: the band of a village card and the chip of a village in hand.
TERRAIN_COLOURS = {
    "plains": "#a8962e",
    "forest": "#2f6b3a",
    "mountain": "#6b6577",
    "desert": "#c7812b",
    "river": "#3579b8",
    "lake": "#1b4f86",
}
#: Colours of the travel kinds and special cards (the band of their chips).
KIND_COLOURS = {
    "giant_pig": "#c76b86",
    "elf_cycle": "#4d7c8a",
    "magic_cloud": "#7a6fb0",
    "unicorn": "#9c7bb8",
    "troll_wagon": "#7a5a3a",
    "dragon": "#a83a2a",
    "raft": "#8a6a3c",
    GOLD_CARD: "#b8921f",
    THIEF: "#3d3d3d",
    FALLEN_TREE: "#6b4a2b",
    WATER_MONSTER: "#2e7d6f",
    ESCORT: "#1f3a5f",
    TURNAROUND: "#9b1d20",
}
PALE = "#fffaf0"


def readable(font: Font) -> Font:
    """``font``, or the same face at :data:`READABLE` if it is smaller."""
    return font if font.size >= READABLE else font.scaled(READABLE / font.size)


def fit_readable(
    canvas: Canvas, text: str, font: Font, width: float, max_lines: int = 1
) -> tuple[Font, list[str]]:
    """``text`` in at most ``max_lines`` lines of ``width``, shrunk as far as
    :data:`READABLE` (never further: tiny text is no text); what still does not fit is
    cut short with "…"."""
    font = readable(font)
    sized, lines = fit_text(canvas, text, font, width, max_lines, READABLE / font.size)
    if sized.size < READABLE:
        sized = font.scaled(READABLE / font.size)
        lines = wrap_text(canvas, text, sized, width)
    kept = list(lines[:max_lines])
    if len(lines) > max_lines and kept:
        kept[-1] += "…"
    for number, line in enumerate(kept):
        while len(line) > 1 and canvas.measure_text(line, sized) > width:
            line = line[:-2] + "…"
        kept[number] = line
    return sized, kept


def card_colour(card: str) -> str:
    return TERRAIN_COLOURS.get(card) or KIND_COLOURS[card]


def _ellipse(cx: float, cy: float, rx: float, ry: float, steps: int = 12) -> list:
    return [
        (cx + rx * math.cos(2 * math.pi * k / steps), cy + ry * math.sin(2 * math.pi * k / steps))
        for k in range(steps)
    ]


def _arc(cx, cy, r, start, end, steps=6) -> list:
    return [
        (
            cx + r * math.cos(start + (end - start) * k / steps),
            cy + r * math.sin(start + (end - start) * k / steps),
        )
        for k in range(steps + 1)
    ]


def _wave(canvas: Canvas, x: float, y: float, w: float, amp: float, colour: str, width: float):
    """A wavy stroke, drawn as one thin band (one call, not a line per segment)."""
    steps = 6
    top = [(x + w * k / steps, y + amp * math.sin(k * math.pi / 1.5)) for k in range(steps + 1)]
    bottom = [(px, py + width) for px, py in reversed(top)]
    canvas.polygon(top + bottom, fill=colour)


@kept_drawing
def draw_glyph(canvas: Canvas, card: str, cx: float, cy: float, size: float, ink: str = PALE):
    """The symbol of a terrain, travel kind or special card, about ``size`` px across,
    centred on a point, drawn in ``ink`` (light, for a coloured ground) and a few accents."""
    s = size / 2
    lw = max(size / 14, 1.0)
    if card == "plains":
        for dx in (-0.55, 0.0, 0.55):
            x = cx + dx * s
            canvas.line(x, cy + 0.8 * s, x, cy - 0.2 * s, ink, lw)
            canvas.polygon(
                [
                    (x, cy - 0.8 * s),
                    (x + 0.2 * s, cy - 0.35 * s),
                    (x, cy - 0.1 * s),
                    (x - 0.2 * s, cy - 0.35 * s),
                ],
                fill=ink,
            )
    elif card == "forest":
        for dx, h in ((-0.4, 0.9), (0.4, 1.0)):
            x = cx + dx * s
            canvas.polygon(
                [(x, cy - h * s), (x + 0.45 * s, cy + 0.5 * s), (x - 0.45 * s, cy + 0.5 * s)],
                fill=ink,
            )
            canvas.line(x, cy + 0.5 * s, x, cy + 0.9 * s, ink, lw * 1.5)
    elif card == "mountain":
        canvas.polygon(
            [(cx - s, cy + 0.8 * s), (cx - 0.2 * s, cy - 0.8 * s), (cx + 0.6 * s, cy + 0.8 * s)],
            fill=ink,
        )
        canvas.polygon(
            [(cx, cy + 0.8 * s), (cx + 0.5 * s, cy - 0.2 * s), (cx + s, cy + 0.8 * s)], fill=ink
        )
        canvas.polygon(
            [
                (cx - 0.2 * s, cy - 0.8 * s),
                (cx + 0.05 * s, cy - 0.3 * s),
                (cx - 0.45 * s, cy - 0.3 * s),
            ],
            fill=theme.INK_SOFT,
        )
    elif card == "desert":
        canvas.circle(cx + 0.35 * s, cy - 0.35 * s, 0.32 * s, fill=ink)
        canvas.polygon(_arc(cx - 0.2 * s, cy + 0.9 * s, 0.8 * s, math.pi, 2 * math.pi), fill=ink)
        canvas.polygon(_arc(cx + 0.5 * s, cy + 0.9 * s, 0.5 * s, math.pi, 2 * math.pi), fill=ink)
    elif card == "river":
        for dy in (-0.45, 0.1, 0.65):
            _wave(canvas, cx - 0.9 * s, cy + dy * s, 1.8 * s, 0.18 * s, ink, lw * 1.4)
    elif card == "lake":
        canvas.polygon(_ellipse(cx, cy + 0.1 * s, 0.9 * s, 0.55 * s), fill=ink)
        _wave(canvas, cx - 0.45 * s, cy + 0.05 * s, 0.9 * s, 0.1 * s, TERRAIN_COLOURS["lake"], lw)
    elif card == "giant_pig":
        canvas.circle(cx, cy + 0.1 * s, 0.7 * s, fill=ink)
        canvas.polygon(
            [
                (cx - 0.55 * s, cy - 0.3 * s),
                (cx - 0.35 * s, cy - 0.85 * s),
                (cx - 0.1 * s, cy - 0.5 * s),
            ],
            fill=ink,
        )
        canvas.polygon(
            [
                (cx + 0.55 * s, cy - 0.3 * s),
                (cx + 0.35 * s, cy - 0.85 * s),
                (cx + 0.1 * s, cy - 0.5 * s),
            ],
            fill=ink,
        )
        canvas.circle(cx, cy + 0.25 * s, 0.3 * s, fill=KIND_COLOURS["giant_pig"])
    elif card == "elf_cycle":
        for dx in (-0.5, 0.5):
            canvas.circle(cx + dx * s, cy + 0.35 * s, 0.4 * s, stroke=ink, line_width=lw * 1.4)
        canvas.line(cx - 0.5 * s, cy + 0.35 * s, cx, cy - 0.3 * s, ink, lw * 1.4)
        canvas.line(cx, cy - 0.3 * s, cx + 0.5 * s, cy + 0.35 * s, ink, lw * 1.4)
        canvas.line(cx, cy - 0.3 * s, cx - 0.1 * s, cy - 0.8 * s, ink, lw * 1.4)
    elif card == "magic_cloud":
        for dx, dy, r in ((-0.45, 0.15, 0.42), (0.05, -0.2, 0.55), (0.5, 0.15, 0.42)):
            canvas.circle(cx + dx * s, cy + dy * s, r * s, fill=ink)
        canvas.polygon(
            [
                (cx - 0.1 * s, cy + 0.45 * s),
                (cx + 0.15 * s, cy + 0.45 * s),
                (cx - 0.05 * s, cy + 0.95 * s),
            ],
            fill=theme.GOLD,
        )
    elif card == "unicorn":
        head = [
            (-0.55, 0.95),
            (-0.45, 0.15),
            (-0.2, -0.4),
            (0.05, -0.6),
            (0.2, -0.85),
            (0.3, -0.55),
            (0.65, -0.25),
            (0.85, 0.1),
            (0.7, 0.3),
            (0.35, 0.15),
            (0.2, 0.45),
            (0.25, 0.95),
        ]
        canvas.polygon([(cx + x * s, cy + y * s) for x, y in head], fill=ink)
        canvas.polygon(
            [
                (cx + 0.15 * s, cy - 0.55 * s),
                (cx + 0.55 * s, cy - 1.0 * s),
                (cx + 0.35 * s, cy - 0.45 * s),
            ],
            fill=theme.GOLD,
        )
        canvas.circle(cx + 0.35 * s, cy - 0.2 * s, 0.08 * s, fill=KIND_COLOURS["unicorn"])
    elif card == "troll_wagon":
        canvas.rounded_rect(cx - 0.85 * s, cy - 0.55 * s, 1.7 * s, 0.8 * s, 0.1 * s, fill=ink)
        for dx in (-0.5, 0.5):
            canvas.circle(
                cx + dx * s,
                cy + 0.45 * s,
                0.3 * s,
                fill=ink,
                stroke=KIND_COLOURS["troll_wagon"],
                line_width=lw,
            )
    elif card == "dragon":
        canvas.polygon(
            [
                (cx - s, cy - 0.2 * s),
                (cx - 0.3 * s, cy - 0.9 * s),
                (cx - 0.1 * s, cy - 0.2 * s),
                (cx + 0.3 * s, cy - 0.9 * s),
                (cx + s, cy - 0.2 * s),
                (cx + 0.3 * s, cy + 0.2 * s),
                (cx + 0.1 * s, cy + 0.85 * s),
                (cx - 0.3 * s, cy + 0.2 * s),
            ],
            fill=ink,
        )
    elif card == "raft":
        for k in range(4):
            x = cx - 0.8 * s + k * 0.42 * s
            canvas.rounded_rect(x, cy - 0.6 * s, 0.34 * s, 1.2 * s, 0.1 * s, fill=ink)
        canvas.line(
            cx - 0.9 * s, cy - 0.2 * s, cx + 0.9 * s, cy - 0.2 * s, KIND_COLOURS["raft"], lw
        )
    elif card == GOLD_CARD:
        canvas.circle(cx, cy, 0.85 * s, fill=theme.GOLD, stroke=ink, line_width=lw)
        canvas.circle(cx, cy, 0.55 * s, stroke="#8a6d10", line_width=lw)
    elif card == THIEF:
        canvas.polygon(
            [(cx, cy - 0.95 * s), (cx + 0.85 * s, cy + 0.85 * s), (cx - 0.85 * s, cy + 0.85 * s)],
            fill=ink,
        )
        canvas.rounded_rect(cx - 0.5 * s, cy - 0.05 * s, s, 0.3 * s, 0.1 * s, fill="#222222")
        for dx in (-0.22, 0.22):
            canvas.circle(cx + dx * s, cy + 0.1 * s, 0.08 * s, fill=ink)
    elif card == FALLEN_TREE:
        canvas.polygon(
            [
                (cx - 0.9 * s, cy + 0.15 * s),
                (cx + 0.6 * s, cy - 0.55 * s),
                (cx + 0.8 * s, cy - 0.15 * s),
                (cx - 0.7 * s, cy + 0.55 * s),
            ],
            fill=ink,
        )
        canvas.circle(
            cx + 0.7 * s, cy - 0.35 * s, 0.22 * s, fill="#d8b98a", stroke=ink, line_width=lw
        )
    elif card == WATER_MONSTER:
        for dx in (-0.55, 0.0, 0.55):
            canvas.circle(cx + dx * s, cy + 0.2 * s, 0.3 * s, fill=ink)
        canvas.circle(cx + 0.75 * s, cy - 0.2 * s, 0.22 * s, fill=ink)
        canvas.fill_rect(cx - s, cy + 0.25 * s, 2 * s, 0.5 * s, KIND_COLOURS[WATER_MONSTER])
        _wave(canvas, cx - s, cy + 0.3 * s, 2 * s, 0.1 * s, ink, lw)
    elif card == ESCORT:
        canvas.polygon(
            [
                (cx - 0.7 * s, cy - 0.8 * s),
                (cx + 0.7 * s, cy - 0.8 * s),
                (cx + 0.7 * s, cy),
                (cx, cy + 0.9 * s),
                (cx - 0.7 * s, cy),
            ],
            fill=ink,
        )
        canvas.line(cx, cy - 0.6 * s, cx, cy + 0.5 * s, KIND_COLOURS[ESCORT], lw * 1.5)
    elif card == TURNAROUND:
        points = _arc(cx, cy - 0.05 * s, 0.5 * s, 0, -math.pi, 8)
        for (x1, y1), (x2, y2) in zip(points, points[1:], strict=False):
            canvas.line(x1, y1, x2, y2, ink, lw * 2)
        canvas.line(cx + 0.5 * s, cy - 0.05 * s, cx + 0.5 * s, cy + 0.7 * s, ink, lw * 2)
        canvas.polygon(
            [
                (cx - 0.85 * s, cy - 0.05 * s),
                (cx - 0.15 * s, cy - 0.05 * s),
                (cx - 0.5 * s, cy + 0.6 * s),
            ],
            fill=ink,
        )


@kept_drawing
def draw_castle(canvas: Canvas, cx: float, cy: float, size: float, colour: str) -> None:
    """A castle: where a trip starts."""
    s = size / 2
    merlon = s / 2.5
    points = [(cx - s, cy + s), (cx - s, cy - s)]
    x = cx - s
    for k in range(5):
        top = cy - s if k % 2 == 0 else cy - s + merlon
        points += [(x, top), (x + 2 * s / 5, top)]
        x += 2 * s / 5
    points += [(cx + s, cy - s), (cx + s, cy + s)]
    canvas.polygon(points, fill=colour, stroke=theme.INK, line_width=1.2)
    canvas.rounded_rect(cx - s * 0.3, cy + s * 0.1, s * 0.6, s * 0.9, s * 0.25, fill=theme.INK)


@kept_drawing
def draw_card_face(
    canvas: Canvas, box: Rect, card: str, *, dim: bool = False, radius: float = 6.0
) -> None:
    """A card's coloured face with its symbol (a chip's or a mini card's picture)."""
    colour = card_colour(card)
    canvas.rounded_rect(box.x, box.y, box.w, box.h, radius, fill=colour)
    draw_glyph(canvas, card, box.center[0], box.center[1], min(box.w, box.h) * 0.72)
    if dim:
        canvas.set_alpha(0.55)
        canvas.rounded_rect(box.x, box.y, box.w, box.h, radius, fill=theme.WHITE)
        canvas.set_alpha(1.0)


def _village_parts(box: Rect) -> tuple[float, bool, Rect]:
    """A village card's terrain band height, whether its value sits in the band (a wide
    card), and the area of its special cards."""
    band_h = box.h * 0.42
    wide = box.w > band_h * 1.6
    specials_y = box.y + band_h
    slot_h = box.h - band_h
    if not wide:
        specials_y += slot_h * 0.42
        slot_h -= slot_h * 0.42
    return band_h, wide, Rect(box.x + 2, specials_y + 1, box.w - 4, slot_h - 3)


@lru_cache(maxsize=256)
def special_places(box: Rect) -> tuple[tuple[str, float, float, float], ...]:
    """Where a village card (at ``box``) shows each special card: (slot, x, y, size). Kept
    for the boxes of the last frames: each frame asks for every village on the table."""
    area = _village_parts(box)[2]
    step = area.w / 3
    size = max(min(step * 0.62, area.h * 0.62), 6.0)
    cy = area.y + area.h * 0.45
    return tuple(
        (slot, area.x + step * (index + 0.5), cy, size)
        for index, slot in enumerate(("gold", "thief", "obstacle"))
    )


@kept_drawing
def draw_village(
    canvas: Canvas,
    box: Rect,
    terrain: str,
    *,
    lit: bool = False,
    next_stop: bool = False,
    selected: bool = False,
) -> None:
    """A village card: the terrain band with its symbol, the value large, and the tray
    where its special cards lie (drawn apart, :func:`draw_special`, as they come and go)."""
    radius = min(8.0, box.w / 6)
    if next_stop:
        canvas.rounded_rect(box.x - 4, box.y - 4, box.w + 8, box.h + 8, radius + 3, fill=theme.GOLD)
    canvas.rounded_rect(
        box.x,
        box.y,
        box.w,
        box.h,
        radius,
        fill=theme.WHITE,
        stroke=theme.INK_SOFT,
        line_width=1.0,
    )
    band_h, wide, area = _village_parts(box)
    canvas.rounded_rect(box.x, box.y, box.w, band_h, radius, fill=TERRAIN_COLOURS[terrain])
    glyph = min(band_h * 0.8, box.w * 0.5)
    value = VILLAGE_VALUE[terrain]
    if wide:
        draw_glyph(canvas, terrain, box.x + box.w * 0.3, box.y + band_h / 2, glyph)
        canvas.text(
            box.x + box.w * 0.72,
            box.y + band_h / 2 + 1,
            str(value),
            theme.title_font(min(band_h * 0.8, 34)),
            PALE,
            align="center",
            baseline="middle",
        )
    else:
        draw_glyph(canvas, terrain, box.center[0], box.y + band_h / 2, glyph)
        value_h = area.y - 1 - (box.y + band_h)
        canvas.text(
            box.center[0],
            box.y + band_h + value_h / 2 + 1,
            str(value),
            theme.title_font(max(min(value_h * 0.95, 30), READABLE)),
            theme.INK,
            align="center",
            baseline="middle",
        )
    places = special_places(box)
    size = places[0][3]
    if size >= 16:  # the tray where the special cards lie
        cy = places[0][2]
        canvas.rounded_rect(
            area.x + 2, cy - size * 0.62, area.w - 4, size * 1.24, size * 0.62, fill="#f1e6c8"
        )
    if lit or selected:
        canvas.rounded_rect(
            box.x - 2,
            box.y - 2,
            box.w + 4,
            box.h + 4,
            radius + 2,
            stroke=theme.CRIMSON if selected else theme.GOLD,
            line_width=4.0,
        )


@kept_drawing
def draw_special(canvas: Canvas, card: str, owner: int, cx: float, cy: float, size: float):
    """A special card on a village: its symbol on its colour, with its marker's owner."""
    canvas.circle(cx, cy, size * 0.62, fill=card_colour(card))
    draw_glyph(canvas, card, cx, cy, size * 0.8)
    mark = max(min(size * 0.28, 7.0), 3.0)
    draw_player_mark(canvas, owner, cx + size * 0.45, cy + size * 0.45, mark)


@kept_drawing
def draw_empty_slot(canvas: Canvas, box: Rect, lit: bool = False) -> None:
    """Room for one more village: a faint outline (gold when a village may go there)."""
    radius = min(8.0, box.w / 6)
    if lit:
        canvas.rounded_rect(box.x, box.y, box.w, box.h, radius, fill="#f6e7b0")
    canvas.rounded_rect(
        box.x,
        box.y,
        box.w,
        box.h,
        radius,
        stroke=theme.GOLD if lit else theme.PARCHMENT_DARK,
        line_width=3.0 if lit else 1.5,
    )


@kept_drawing
def draw_chip(
    canvas: Canvas,
    box: Rect,
    card: str,
    count: int,
    name: str | None,
    *,
    lit: bool = False,
    selected: bool = False,
    marked: int = 0,
    dim: bool = False,
) -> None:
    """A kind of card in hand: its coloured face with the symbol, how many, and its name
    when there is room. ``marked`` copies are ringed (chosen to be discarded)."""
    face_w = min(box.h, box.w * 0.5) if name else min(box.w * 0.55, box.h)
    canvas.rounded_rect(
        box.x,
        box.y,
        box.w,
        box.h,
        8,
        fill=theme.WHITE,
        stroke=theme.PARCHMENT_DARK,
        line_width=1.5,
    )
    face = Rect(box.x + 3, box.y + 3, face_w - 6, box.h - 6)
    draw_card_face(canvas, face, card, dim=dim)
    count_font = theme.ui_font(min(max(box.h * 0.36, 11), 18), 700)
    text_x = face.right + 5
    if name:
        font, lines = fit_readable(
            canvas, name, theme.ui_font(min(box.h * 0.3, 14)), box.right - text_x - 3, 2
        )
        line_h = font.size * 1.05
        top = box.y + box.h * 0.34 - line_h * (len(lines) - 1) / 2
        for number, line in enumerate(lines):
            canvas.text(text_x, top + number * line_h, line, font, theme.INK, baseline="middle")
        canvas.text(
            text_x, box.y + box.h * 0.76, f"×{count}", count_font, theme.INK, baseline="middle"
        )
    else:
        canvas.text(
            (face.right + box.right) / 2,
            box.center[1],
            f"{count}",
            count_font,
            theme.INK,
            align="center",
            baseline="middle",
        )
    if marked:
        canvas.circle(box.right - 9, box.y + 9, 9, fill=theme.CRIMSON)
        canvas.text(
            box.right - 9,
            box.y + 9.5,
            str(marked),
            theme.ui_font(12, 700),
            theme.WHITE,
            align="center",
            baseline="middle",
        )
    if lit or selected or marked:
        canvas.rounded_rect(
            box.x - 1,
            box.y - 1,
            box.w + 2,
            box.h + 2,
            9,
            stroke=theme.CRIMSON if selected or marked else theme.GOLD,
            line_width=3.5,
        )


def draw_mini(canvas: Canvas, x: float, y: float, h: float, card: str, count: int) -> float:
    """A small card face with its count beside it (cards nobody may tap now); returns the
    width used."""
    draw_card_face(canvas, Rect(x, y, h, h), card, radius=4)
    font = theme.ui_font(max(h * 0.62, READABLE), 700)
    label = f"{count}"
    canvas.text(x + h + 2, y + h / 2, label, font, theme.INK, baseline="middle")
    return h + 4 + canvas.measure_text(label, font) + 6


def clipped(canvas: Canvas, text: str, font, width: float) -> tuple[object, str]:
    """``text`` in ``font`` on one line of ``width``, shrunk to fit but not below the
    smallest readable size, cut short with "…" if it is still too wide."""
    sized, lines = fit_readable(canvas, text, font, width)
    return sized, lines[0] if lines else ""


def draw_line(canvas: Canvas, x: float, y: float, text: str, font, width: float, colour, **how):
    """``text`` on one line at a point, fitted to ``width`` as :func:`clipped` fits it."""
    sized, line = clipped(canvas, text, font, width)
    canvas.text(x, y, line, sized, colour, **how)


def card_target(card: Rect, within: Rect) -> Rect:
    """A card's tap target: the card itself, grown to a touch's size where it is smaller
    (and kept inside ``within``). Never a square as wide as the card is tall: that reached
    over the neighbouring village, and the one drawn last took the tap."""
    w, h = max(card.w, MIN_TOUCH), max(card.h, MIN_TOUCH)
    x = min(max(card.center[0] - w / 2, within.x), within.right - w)
    y = min(max(card.center[1] - h / 2, within.y), within.bottom - h)
    return Rect(x, y, w, h)


def button_w(canvas: Canvas, label: str) -> float:
    return max(min(canvas.measure_text(label, BUTTON_FONT) + 22, 240.0), 56.0)


def flow(canvas: Canvas, buttons, width: float):
    """Buttons in rows: (button, x, row, width), each at most a row wide."""
    placed, x, row = [], 0.0, 0
    for button in buttons:
        w = min(button_w(canvas, button[0]), width)
        if x and x + w > width:
            x, row = 0.0, row + 1
        placed.append((button, x, row, w))
        x += w + GAP
    return placed


def flow_height(canvas: Canvas, buttons, width: float) -> float:
    if not buttons:
        return 0.0
    rows = max(row for _, _, row, _ in flow(canvas, buttons, width)) + 1
    return rows * (BUTTON_H + GAP)


def draw_move_button(canvas: Canvas, rect: Rect, button) -> HitRegion | None:
    """One move button (``button``: label, action, primary, accessible label), greyed
    when it has no action."""
    label, action, primary, accessible = button
    return draw_button(
        canvas,
        rect,
        label,
        action,
        primary=primary,
        enabled=bool(action),
        font=BUTTON_FONT,
        accessible=accessible,
    )


def draw_buttons(canvas: Canvas, buttons, box: Rect) -> list[HitRegion]:
    """The move buttons flowed in rows inside ``box``."""
    regions = []
    for button, x, row, w in flow(canvas, buttons, box.w):
        rect = Rect(box.x + x, box.y + row * (BUTTON_H + GAP), w, BUTTON_H)
        if rect.bottom > box.bottom + 1:
            continue  # no room (never at the sizes the app supports)
        region = draw_move_button(canvas, rect, button)
        if region:
            regions.append(region)
    return regions


@kept_drawing
def draw_principality(
    canvas: Canvas,
    cell: Rect,
    header_h: float,
    seat: int,
    name: str,
    markers_left: int,
    hand_size: int,
    set_aside: int,
    shown: bool,
    lit: bool,
    traveller: bool,
) -> None:
    """A principality's frame in its owner's colour, and its header: the owner (a castle
    while travelling), then right to left the markers left, the cards in hand, the gold
    set aside for purchases and, after a search, the eye of a shown hand."""
    colour = player_colour(seat)
    canvas.rounded_rect(
        cell.x,
        cell.y,
        cell.w,
        cell.h,
        10,
        fill="#f6e7b0" if lit else theme.WHITE,
        stroke=theme.GOLD if lit else colour,
        line_width=4.0 if lit else 2.0,
    )
    mid = cell.y + header_h / 2 + 1
    r = min(header_h * 0.32, 8.0)
    if traveller:
        draw_castle(canvas, cell.x + 6 + r, mid, r * 2.2, colour)
    else:
        draw_player_mark(canvas, seat, cell.x + 6 + r, mid, r)
    small = readable(theme.ui_font(min(header_h * 0.5, 13), 700))
    x = cell.right - 6
    pip = max(r * 0.45, 2.5)
    for marker in range(MARKERS):
        cx = x - pip - marker * (pip * 2 + 2)
        if marker < markers_left:
            canvas.circle(cx, mid, pip, fill=colour, stroke=theme.INK, line_width=1)
        else:
            canvas.circle(cx, mid, pip, stroke=theme.INK_SOFT, line_width=1)
    x -= MARKERS * (pip * 2 + 2) + 4
    # Cards in hand: a card back and the count.
    count = str(hand_size)
    w = canvas.measure_text(count, small)
    canvas.text(x, mid, count, small, theme.INK, align="right", baseline="middle")
    back_h = header_h * 0.55
    canvas.rounded_rect(
        x - w - 2 - back_h * 0.7,
        mid - back_h / 2,
        back_h * 0.7,
        back_h,
        2,
        fill=theme.ROYAL_BLUE,
    )
    x -= w + back_h * 0.7 + 8
    if set_aside:
        text = f"+{set_aside}"
        w = canvas.measure_text(text, small)
        canvas.text(x, mid, text, small, theme.INK, align="right", baseline="middle")
        canvas.circle(x - w - 6, mid, 4.5, fill=theme.GOLD, stroke=theme.INK, line_width=1)
        x -= w + 16
    if shown:
        eye_w = header_h * 0.8
        draw_eye(canvas, x - eye_w / 2, mid, eye_w)
        x -= eye_w + 4
    name_x = cell.x + 10 + 2 * r
    font = theme.title_font(max(min(header_h * 0.55, 15), READABLE))
    if x - name_x < NAME_ROOM * font.size:  # the seat's mark (and a long press) names it
        return
    font, clipped_name = clipped(canvas, name, font, x - name_x)
    canvas.text(name_x, mid, clipped_name, font, theme.INK, baseline="middle")


def draw_eye(canvas: Canvas, cx: float, cy: float, w: float) -> None:
    """The mark of a hand shown to all (after a search)."""
    points = [
        (cx - w / 2, cy),
        (cx - w / 4, cy - w / 4),
        (cx + w / 4, cy - w / 4),
        (cx + w / 2, cy),
        (cx + w / 4, cy + w / 4),
        (cx - w / 4, cy + w / 4),
    ]
    canvas.polygon(points, fill=theme.WHITE, stroke=theme.INK, line_width=1.2)
    canvas.circle(cx, cy, w / 6, fill=theme.INK)
