"""Stands in for a game whose table is not built yet: its title, "coming soon", and back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas, fit_text, wrap_text
from kingmakers.ui.kit.emblems import draw_emblem
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.screens.home import GAME_TILES, game_title

if TYPE_CHECKING:
    from kingmakers.ui.app import App


def draw_back_button(canvas: Canvas) -> HitRegion:
    """The ``back`` control in the top left corner, shared by every screen below home."""
    font = theme.ui_font(18, 700)
    label = t("nav.back")
    box = Rect(16, 16, max(canvas.measure_text(label, font) + 56, 104.0), 48)
    canvas.rounded_rect(
        box.x, box.y, box.w, box.h, 12, fill=theme.WHITE, stroke=theme.ROYAL_BLUE, line_width=2.0
    )
    arrow_x, arrow_y = box.x + 18, box.center[1]
    canvas.polygon(
        [(arrow_x, arrow_y), (arrow_x + 12, arrow_y - 9), (arrow_x + 12, arrow_y + 9)],
        fill=theme.ROYAL_BLUE,
    )
    canvas.text(box.x + 38, arrow_y, label, font, theme.ROYAL_BLUE, baseline="middle")
    return HitRegion("back", box, label)


class PlaceholderScreen:
    """Shown when a tile is tapped for a game with no table yet; ``back`` goes home."""

    def __init__(self, app: App, game_id: str) -> None:
        self.app = app
        self.tile = next(tile for tile in GAME_TILES if tile.game_id == game_id)

    def on_action(self, action: str) -> None:
        if action != "back":
            raise ValueError(f"the placeholder screen has no action {action!r}")
        self.app.go_home()

    def render(self, canvas: Canvas, width: float, height: float) -> list[HitRegion]:
        canvas.fill_rect(0, 0, width, height, theme.PARCHMENT)
        back = draw_back_button(canvas)
        column = Rect(24, back.rect.bottom + 24, width - 48, height - back.rect.bottom - 48)
        emblem_side = min(column.h * 0.3, 160.0)
        emblem = Rect(width / 2 - emblem_side / 2, column.y, emblem_side, emblem_side)
        draw_emblem(canvas, self.tile.emblem, emblem, self.tile.accent, theme.INK)
        title_font, lines = fit_text(
            canvas,
            game_title(self.tile.game_id),
            theme.title_font(min(max(width * 0.07, 28.0), 56.0)),
            column.w,
            max_lines=2,
        )
        y = emblem.bottom + 16
        for line in lines:
            canvas.text(
                width / 2, y, line, title_font, theme.ROYAL_BLUE, align="center", baseline="top"
            )
            y += title_font.size * 1.15
        soon_font = theme.title_font(min(max(width * 0.045, 22.0), 36.0), 400)
        canvas.text(
            width / 2,
            y + 12,
            t("placeholder.coming_soon"),
            soon_font,
            theme.CRIMSON,
            align="center",
            baseline="top",
        )
        y += 12 + soon_font.size * 1.6
        body_font = theme.ui_font(18)
        for line in wrap_text(canvas, t("placeholder.body"), body_font, min(column.w, 560)):
            canvas.text(width / 2, y, line, body_font, theme.INK, align="center", baseline="top")
            y += body_font.size * 1.4
        return [back]
