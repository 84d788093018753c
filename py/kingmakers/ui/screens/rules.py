"""A game's rules in the current language, one section a page, rulings marked as such.

The text keeps a readable size; a page longer than the screen scrolls (the app scrolls any
screen that says it needs more height). A contents page lists the sections, each a jump to
it, and a search box narrows the list to the sections that hold every word typed.
"""

from __future__ import annotations

from kingmakers.ui.game_ui import RULING_MARKS, GameUI, Section
from kingmakers.ui.i18n import get_language, t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas, fit_text, readable_scale, wrap_text
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.kit.widgets import button_width, draw_button, draw_text_field
from kingmakers.ui.screens.navigator import Navigator

BODY_SIZE = 18.0
#: Body text on screens narrower than :data:`NARROW` (phones).
SMALL_BODY_SIZE = 16.0
NARROW = 500.0
LINE = 1.35
TOP = 76.0
HEADING_H = 40.0
FOOTER_H = 140.0
#: Height of the search box and of a section's line on the contents page, and their gap.
ROW_H = 48.0
ROW_GAP = 8.0


def matching_sections(sections: list[Section], query: str) -> list[int]:
    """The sections (by index) whose heading or text holds every word of ``query``, in any
    case; every section for an empty query."""
    words = query.casefold().split()
    found = []
    for index, (heading, paragraphs) in enumerate(sections):
        text = " ".join([heading, *paragraphs]).casefold()
        if all(word in text for word in words):
            found.append(index)
    return found


class RulesScreen:
    """Pages through the sections of a game's rules (``next``, ``previous``); ``contents``
    lists them, ``section:<n>`` jumps to one, the text field ``search`` narrows the list;
    ``back`` returns to where the player was (home, the setup, the table)."""

    def __init__(self, nav: Navigator, ui: GameUI):
        self.nav = nav
        self.ui = ui
        self.page = 0
        self.contents = False
        self.query = ""

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
        elif action == "contents":
            self.contents = True
            self.nav.scroll_to_top()
        elif action.startswith("section:") and self._section(action[len("section:") :]):
            self.page = int(action[len("section:") :])
            self.contents = False
            self.nav.scroll_to_top()
        else:
            raise ValueError(f"the rules screen has no action {action!r}")

    def on_text(self, action: str, value: str) -> None:
        if action != "search":
            raise ValueError(f"the rules screen has no text field {action!r}")
        self.query = value

    def _section(self, text: str) -> bool:
        """Whether ``text`` is the number of a section."""
        return text.isdigit() and int(text) < len(self.sections)

    @staticmethod
    def _column(width: float) -> Rect:
        return Rect(max(20.0, (width - 760) / 2), TOP, min(width - 40, 720), 0)

    @staticmethod
    def _body_size(width: float) -> float:
        return BODY_SIZE if width >= NARROW else SMALL_BODY_SIZE

    def content_height(self, canvas: Canvas, width: float, height: float) -> float:
        if self.contents:
            rows = len(matching_sections(self.sections, self.query)) + 2
            return TOP + HEADING_H + rows * (ROW_H + ROW_GAP) + ROW_GAP
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
        font = theme.title_font(26)
        title_font, lines = fit_text(
            canvas, title, font, width - back_w - 40, max_lines=2, min_scale=readable_scale(font)
        )
        line_h = title_font.size * 1.1
        for number, line in enumerate(lines):
            canvas.text(
                (back_w + 12 + width) / 2,
                36 + (number - (len(lines) - 1) / 2) * line_h,
                line,
                title_font,
                theme.ROYAL_BLUE,
                align="center",
                baseline="middle",
            )
        if self.contents:
            return regions + self._draw_contents(canvas, width)
        return regions + self._draw_page(canvas, width, height)

    def _draw_page(self, canvas: Canvas, width: float, height: float) -> list[HitRegion]:
        """The section shown, "Contents" (with where it is) and the buttons to page on."""
        regions = []
        heading, paragraphs = self.sections[self.page]
        column = self._column(width)
        canvas.text(
            column.x, column.y, heading, theme.title_font(22), theme.CRIMSON, baseline="top"
        )
        size = self._body_size(width)
        self._draw_paragraphs(canvas, column.x, column.y + HEADING_H, column.w, paragraphs, size)
        pages = len(self.sections)
        contents_label = t("rules.contents_at", page=self.page + 1, pages=pages)
        contents_w = min(button_width(canvas, contents_label), width - 32)
        contents_box = Rect((width - contents_w) / 2, height - 124, contents_w, 48)
        regions.append(draw_button(canvas, contents_box, contents_label, "contents"))
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

    def _draw_contents(self, canvas: Canvas, width: float) -> list[HitRegion]:
        """The search box, then a jump to every section holding the words searched (a
        section with a ruling says so), or why there is none."""
        column = self._column(width)
        canvas.text(
            column.x,
            column.y,
            t("rules.contents"),
            theme.title_font(22),
            theme.CRIMSON,
            baseline="top",
        )
        y = column.y + HEADING_H
        regions = [
            draw_text_field(
                canvas,
                Rect(column.x, y, column.w, ROW_H),
                self.query,
                t("rules.search_label"),
                "search",
                t("rules.search_placeholder"),
            )
        ]
        y += ROW_H + ROW_GAP * 2
        found = matching_sections(self.sections, self.query)
        if not found:
            text = t("rules.nothing_found", words=self.query.strip())
            font = theme.ui_font(16)
            for line in wrap_text(canvas, text, font, column.w):
                canvas.text(column.x, y, line, font, theme.INK_SOFT, baseline="top")
                y += font.size * LINE
            return [*regions, HitRegion("note:search", None, text, kind="note")]
        for index in found:
            heading, paragraphs = self.sections[index]
            ruled = any(self._ruling_text(paragraph) is not None for paragraph in paragraphs)
            label = t("rules.with_ruling", heading=heading) if ruled else heading
            box = Rect(column.x, y, column.w, ROW_H)
            regions.append(
                draw_button(canvas, box, label, f"section:{index}", font=theme.ui_font(17, 700))
            )
            y += ROW_H + ROW_GAP
        return regions

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
