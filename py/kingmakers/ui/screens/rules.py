"""A game's rules in the current language, one section a page, rulings marked as such."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kingmakers.ui.i18n import get_language, t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas, fit_text, wrap_text
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.kit.widgets import button_width, draw_button
from kingmakers.ui.screens.home import game_title
from kingmakers.ui.screens.rules_text import RULING_MARKS, rules_for

if TYPE_CHECKING:
    from kingmakers.ui.app import App

#: Smallest body text before a page is allowed to run off (never reached by our texts).
MIN_BODY_SIZE = 12.0


class RulesScreen:
    """Pages through the sections of ``game_id``'s rules; ``back`` returns to ``back_to``."""

    def __init__(self, app: App, game_id: str, back_to):
        self.app = app
        self.game_id = game_id
        self.back_to = back_to
        self.page = 0

    @property
    def sections(self):
        return rules_for(self.game_id, get_language())

    def on_action(self, action: str) -> None:
        if action == "back":
            self.app.screen = self.back_to
        elif action == "next":
            self.page = min(self.page + 1, len(self.sections) - 1)
        elif action == "previous":
            self.page = max(self.page - 1, 0)
        else:
            raise ValueError(f"the rules screen has no action {action!r}")

    def render(self, canvas: Canvas, width: float, height: float) -> list[HitRegion]:
        canvas.fill_rect(0, 0, width, height, theme.PARCHMENT)
        back_label = t("nav.back")
        regions = [
            draw_button(
                canvas, Rect(12, 12, button_width(canvas, back_label), 48), back_label, "back"
            )
        ]
        title = t("rules.title", title=game_title(self.game_id))
        title_font, lines = fit_text(
            canvas,
            title,
            theme.title_font(26),
            width - button_width(canvas, back_label) - 40,
            max_lines=1,
        )
        canvas.text(
            width / 2 + 40,
            36,
            lines[0],
            title_font,
            theme.ROYAL_BLUE,
            align="center",
            baseline="middle",
        )
        heading, paragraphs = self.sections[self.page]
        column = Rect(max(20.0, (width - 760) / 2), 76, min(width - 40, 720), height - 160)
        canvas.text(
            column.x, column.y, heading, theme.title_font(22), theme.CRIMSON, baseline="top"
        )
        body = Rect(column.x, column.y + 40, column.w, column.h - 40)
        size = 18.0
        while (
            size > MIN_BODY_SIZE and self._layout_height(canvas, body.w, paragraphs, size) > body.h
        ):
            size -= 1
        self._draw_paragraphs(canvas, body, paragraphs, size)
        pages = len(self.sections)
        canvas.text(
            width / 2,
            height - 44,
            t("rules.page", page=self.page + 1, pages=pages),
            theme.ui_font(16),
            theme.INK_SOFT,
            align="center",
            baseline="middle",
        )
        for label, action, x, enabled in [
            (t("rules.previous"), "previous", 16, self.page > 0),
            (
                t("rules.next"),
                "next",
                width - 16 - button_width(canvas, t("rules.next")),
                self.page < pages - 1,
            ),
        ]:
            region = draw_button(
                canvas,
                Rect(x, height - 68, button_width(canvas, label), 48),
                label,
                action,
                enabled=enabled,
            )
            if region:
                regions.append(region)
        page_text = " ".join([heading, *paragraphs])
        return [*regions, HitRegion("note:rules", None, page_text, kind="note")]

    def _ruling_text(self, paragraph: str) -> str | None:
        mark = RULING_MARKS.get(get_language(), RULING_MARKS["en"])
        return paragraph[len(mark) :].strip() if paragraph.startswith(mark) else None

    def _layout_height(
        self, canvas: Canvas, width: float, paragraphs: list[str], size: float
    ) -> float:
        font = theme.ui_font(size)
        total = 0.0
        for paragraph in paragraphs:
            ruling = self._ruling_text(paragraph)
            lines = wrap_text(
                canvas,
                ruling if ruling is not None else paragraph,
                font,
                width - (24 if ruling is not None else 0),
            )
            total += (len(lines) + (1 if ruling is not None else 0) + 0.5) * size * 1.35
        return total

    def _draw_paragraphs(
        self, canvas: Canvas, box: Rect, paragraphs: list[str], size: float
    ) -> None:
        font = theme.ui_font(size)
        line_h = size * 1.35
        y = box.y
        for paragraph in paragraphs:
            ruling = self._ruling_text(paragraph)
            if ruling is None:
                for line in wrap_text(canvas, paragraph, font, box.w):
                    canvas.text(box.x, y, line, font, theme.INK, baseline="top")
                    y += line_h
            else:
                lines = wrap_text(canvas, ruling, font, box.w - 24)
                block_h = (len(lines) + 1) * line_h
                canvas.fill_rect(box.x, y, 5, block_h, theme.GOLD)
                canvas.text(
                    box.x + 16,
                    y,
                    t("rules.ruling"),
                    theme.ui_font(size, 700),
                    theme.GOLD,
                    baseline="top",
                )
                y += line_h
                for line in lines:
                    canvas.text(box.x + 16, y, line, font, theme.INK, baseline="top")
                    y += line_h
            y += line_h * 0.5
