"""A game's rules in the current language, one section a page, rulings marked as such.

The text keeps a readable size; a page longer than the screen scrolls (the app scrolls any
screen that says it needs more height).
"""

from __future__ import annotations

from kingmakers.ui.game_ui import RULING_MARKS, GameUI, Section
from kingmakers.ui.i18n import get_language, t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas, fit_text, wrap_text
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.kit.widgets import button_width, draw_button
from kingmakers.ui.screens.navigator import Navigator

BODY_SIZE = 18.0
#: Body text on screens narrower than :data:`NARROW` (phones).
SMALL_BODY_SIZE = 16.0
NARROW = 500.0
LINE = 1.35
TOP = 76.0
HEADING_H = 40.0
FOOTER_H = 84.0


class RulesScreen:
    """Pages through the sections of a game's rules; ``back`` returns to where the player
    was (the table, the setup)."""

    def __init__(self, nav: Navigator, ui: GameUI):
        self.nav = nav
        self.ui = ui
        self.page = 0

    @property
    def sections(self) -> list[Section]:
        return self.ui.rules(get_language())

    def on_action(self, action: str) -> None:
        if action == "back":
            self.nav.back()
        elif action in ("next", "previous"):
            step = 1 if action == "next" else -1
            self.page = min(max(self.page + step, 0), len(self.sections) - 1)
            self.nav.scroll_to_top()
        else:
            raise ValueError(f"the rules screen has no action {action!r}")

    @staticmethod
    def _column(width: float) -> Rect:
        return Rect(max(20.0, (width - 760) / 2), TOP, min(width - 40, 720), 0)

    @staticmethod
    def _body_size(width: float) -> float:
        return BODY_SIZE if width >= NARROW else SMALL_BODY_SIZE

    def content_height(self, canvas: Canvas, width: float, height: float) -> float:
        paragraphs = self.sections[self.page][1]
        size = self._body_size(width)
        body = self._layout_height(canvas, self._column(width).w, paragraphs, size)
        return TOP + HEADING_H + body + FOOTER_H

    def render(self, canvas: Canvas, width: float, height: float) -> list[HitRegion]:
        canvas.fill_rect(0, 0, width, height, theme.PARCHMENT)
        back_label = t("nav.back")
        back_w = button_width(canvas, back_label)
        regions = [draw_button(canvas, Rect(12, 12, back_w, 48), back_label, "back")]
        title = t("rules.title", title=self.ui.title())
        title_font, lines = fit_text(
            canvas, title, theme.title_font(26), width - back_w - 40, max_lines=1
        )
        canvas.text(
            (back_w + 12 + width) / 2,
            36,
            lines[0],
            title_font,
            theme.ROYAL_BLUE,
            align="center",
            baseline="middle",
        )
        heading, paragraphs = self.sections[self.page]
        column = self._column(width)
        canvas.text(
            column.x, column.y, heading, theme.title_font(22), theme.CRIMSON, baseline="top"
        )
        size = self._body_size(width)
        self._draw_paragraphs(canvas, column.x, column.y + HEADING_H, column.w, paragraphs, size)
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
        next_label = t("rules.next")
        for label, action, x, enabled in [
            (t("rules.previous"), "previous", 16, self.page > 0),
            (
                next_label,
                "next",
                width - 16 - button_width(canvas, next_label),
                self.page < pages - 1,
            ),
        ]:
            box = Rect(x, height - 68, button_width(canvas, label), 48)
            region = draw_button(canvas, box, label, action, enabled=enabled)
            if region:
                regions.append(region)
        page_text = " ".join([heading, *paragraphs])
        return [*regions, HitRegion("note:rules", None, page_text, kind="note")]

    @staticmethod
    def _ruling_text(paragraph: str) -> str | None:
        mark = RULING_MARKS.get(get_language(), RULING_MARKS["en"])
        return paragraph[len(mark) :].strip() if paragraph.startswith(mark) else None

    def _layout_height(
        self, canvas: Canvas, width: float, paragraphs: list[str], size: float
    ) -> float:
        font = theme.ui_font(size)
        total = 0.0
        for paragraph in paragraphs:
            ruling = self._ruling_text(paragraph)
            text = ruling if ruling is not None else paragraph
            lines = wrap_text(canvas, text, font, width - (24 if ruling is not None else 0))
            total += (len(lines) + (1 if ruling is not None else 0) + 0.5) * size * LINE
        return total

    def _draw_paragraphs(
        self,
        canvas: Canvas,
        x: float,
        y: float,
        width: float,
        paragraphs: list[str],
        size: float,
    ) -> None:
        font = theme.ui_font(size)
        line_h = size * LINE
        for paragraph in paragraphs:
            ruling = self._ruling_text(paragraph)
            if ruling is None:
                for line in wrap_text(canvas, paragraph, font, width):
                    canvas.text(x, y, line, font, theme.INK, baseline="top")
                    y += line_h
            else:
                lines = wrap_text(canvas, ruling, font, width - 24)
                canvas.fill_rect(x, y, 5, (len(lines) + 1) * line_h, theme.GOLD)
                canvas.text(
                    x + 16,
                    y,
                    t("rules.ruling"),
                    theme.ui_font(size, 700),
                    theme.GOLD,
                    baseline="top",
                )
                y += line_h
                for line in lines:
                    canvas.text(x + 16, y, line, font, theme.INK, baseline="top")
                    y += line_h
            y += line_h * 0.5
