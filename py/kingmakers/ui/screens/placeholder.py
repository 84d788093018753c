"""Stands in for a game whose table is not built yet: its title, "coming soon", and back."""

from __future__ import annotations

from kingmakers.ui.game_ui import GameUI
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas, fit_text, wrap_text
from kingmakers.ui.kit.emblems import draw_emblem
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.kit.widgets import draw_back_button
from kingmakers.ui.screens.navigator import Navigator


class PlaceholderScreen:
    """Shown when a tile is tapped for a game with no table yet; ``back`` goes home."""

    def __init__(self, nav: Navigator, ui: GameUI) -> None:
        self.nav = nav
        self.tile = ui

    def on_action(self, action: str) -> None:
        if action != "back":
            raise ValueError(f"the placeholder screen has no action {action!r}")
        self.nav.back()

    def render(self, canvas: Canvas, width: float, height: float) -> list[HitRegion]:
        canvas.fill_rect(0, 0, width, height, theme.PARCHMENT)
        back = draw_back_button(canvas)
        column = Rect(24, back.rect.bottom + 24, width - 48, height - back.rect.bottom - 48)
        emblem_side = min(column.h * 0.3, 160.0)
        emblem = Rect(width / 2 - emblem_side / 2, column.y, emblem_side, emblem_side)
        draw_emblem(canvas, self.tile.emblem, emblem, self.tile.accent, theme.INK)
        title_font, lines = fit_text(
            canvas,
            self.tile.title(),
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
