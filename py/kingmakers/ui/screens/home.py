"""The first screen: the app title, "Continue", "Saved games" and "Settings", a note on how
to keep the games on an iPhone or iPad (until closed), the four games as tiles (each saying
what the game is about, for how many players and how long it takes, with a guided first
game and its rules a tap away) and the language switch."""

from __future__ import annotations

from kingmakers.ui.game_ui import GameUI
from kingmakers.ui.i18n import LANGUAGES, get_language, t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas, fit_text, wrap_text
from kingmakers.ui.kit.emblems import draw_emblem
from kingmakers.ui.kit.notes import draw_note, draw_settings_button, note_height
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.kit.widgets import button_width, draw_button
from kingmakers.ui.screens.navigator import Navigator
from kingmakers.ui.state.keeping import keep_note, note_text

LANGUAGE_BUTTON_HEIGHT = 48.0
SAVES_BUTTON_HEIGHT = 48.0
#: Smallest tile height: below it the screen scrolls rather than shrink the tiles.
MIN_TILE_H = 110.0
#: The strip at the foot of a tile holding its "Rules" button.
TILE_FOOT = 50.0
#: The gap above a tile's emblem, between it and the title, and above the description.
TILE_INNER_GAP = 6.0
#: The size of a tile's description and facts, and their line height.
TILE_TEXT = theme.ui_font(14)
TILE_LINE = 17.0
#: The least height a tile gives its emblem.
MIN_EMBLEM = 24.0
TILE_GAP = 16.0
LANGUAGE_GAP = 10.0
NOTE_GAP = 16.0


def _columns(width: float, height: float) -> int:
    """Four tiles in a row on very wide screens, one column only on the narrowest."""
    if width / max(height, 1.0) > 1.9:
        return 4
    return 2 if width >= 300 else 1


class HomeScreen:
    """Title, ``continue`` (when a save can be resumed), ``saves``, ``settings``, the note
    about keeping games and its ``note:close``, game tiles (``game:<id>``) and language
    buttons (``lang:<code>``); a tile's ``learn:<id>`` starts its game's lesson and its
    ``rules:<id>`` opens its rules."""

    def __init__(self, nav: Navigator) -> None:
        self.nav = nav
        self._viewport_columns: tuple[float, int] | None = None
        """The width of the viewport last measured and its columns: the app draws a tall
        home on a taller canvas, whose shape must not change the columns."""

    def _columns(self, width: float, height: float) -> int:
        if self._viewport_columns is not None and self._viewport_columns[0] == width:
            return self._viewport_columns[1]
        return _columns(width, height)

    def note(self) -> str | None:
        """The note about keeping games this device needs, unless it was closed."""
        note = keep_note(self.nav.platform.device, bool(self.nav.store.ids()))
        return None if note is None or self.nav.settings.note_closed == note else note

    def on_action(self, action: str) -> None:
        kind, _, value = action.partition(":")
        if action == "note:close" and self.note() is not None:
            self.nav.settings.note_closed = self.note()
        elif action == "settings":
            self.nav.open_settings()
        elif kind == "game":
            self.nav.open_game(value)
        elif kind == "rules" and value in self.nav.games:
            self.nav.open_rules(value)
        elif kind == "learn" and value in self.nav.games:
            self.nav.start_lesson(value)
        elif kind == "lang":
            self.nav.set_language(value)
        elif action == "continue" and self.nav.can_continue():
            self.nav.continue_game()
        elif action == "saves":
            self.nav.open_saves()
        elif action == "join":
            self.nav.join_table()
        else:
            raise ValueError(f"the home screen has no action {action!r}")

    @staticmethod
    def _margin(width: float) -> float:
        return min(max(width * 0.04, 16.0), 40.0)

    @staticmethod
    def _title_size(width: float, height: float) -> float:
        return min(max(min(width, height) * 0.09, 34.0), 68.0)

    def _buttons_bottom(self, width: float, height: float) -> float:
        """Below the title, tagline and the saves buttons."""
        title_size = self._title_size(width, height)
        tagline = min(max(title_size * 0.36, 16.0), 24.0)
        return self._margin(width) + title_size + tagline * 1.6 + 30 + SAVES_BUTTON_HEIGHT + 16

    def _note_height(self, canvas: Canvas, width: float) -> float:
        """The note with its "Close" button, and the gap under it (0 without a note)."""
        note = self.note()
        if note is None:
            return 0.0
        text_w = width - 2 * self._margin(width)
        return note_height(canvas, text_w, note_text(note), theme.ui_font(16)) + 48 + NOTE_GAP

    def _header_bottom(self, canvas: Canvas, width: float, height: float) -> float:
        """Where the tiles start: below the buttons and the note."""
        return self._buttons_bottom(width, height) + self._note_height(canvas, width)

    def _footer_height(self, canvas: Canvas, width: float) -> float:
        """The language switch (one or more rows) and its label, below the tiles."""
        rows = len(self._language_rows(canvas, width, self._margin(width)))
        return self._margin(width) + rows * (LANGUAGE_BUTTON_HEIGHT + 12) + 28

    def content_height(self, canvas: Canvas, width: float, height: float) -> float:
        """Tall enough for tiles of at least :data:`MIN_TILE_H` (a phone scrolls)."""
        columns = _columns(width, height)
        self._viewport_columns = (width, columns)
        rows = -(-len(self.nav.games) // columns)
        tile_h = self._least_tile_height(canvas, self._tile_width(width, columns))
        tiles = rows * tile_h + (rows - 1) * TILE_GAP
        header = self._header_bottom(canvas, width, height)
        return header + tiles + self._footer_height(canvas, width)

    def render(self, canvas: Canvas, width: float, height: float) -> list[HitRegion]:
        canvas.fill_rect(0, 0, width, height, theme.PARCHMENT)
        margin = self._margin(width)
        title_size = self._title_size(width, height)
        title_y = margin + title_size
        canvas.text(
            width / 2,
            title_y,
            t("app.title"),
            theme.title_font(title_size),
            theme.ROYAL_BLUE,
            align="center",
        )
        tagline_font = theme.ui_font(min(max(title_size * 0.36, 16.0), 24.0))
        tagline_y = title_y + tagline_font.size * 1.6
        canvas.text(
            width / 2, tagline_y, t("app.tagline"), tagline_font, theme.INK_SOFT, align="center"
        )
        canvas.line(width * 0.3, tagline_y + 14, width * 0.7, tagline_y + 14, theme.GOLD, 2.0)

        language_regions = self._language_bar(canvas, width, height, margin)
        saves_regions = self._saves_bar(canvas, width, tagline_y + 30)
        saves_regions += self._draw_note(canvas, width, self._buttons_bottom(width, height))
        tiles_top = self._header_bottom(canvas, width, height)
        tiles_bottom = height - self._footer_height(canvas, width)
        regions = self._tiles(
            canvas,
            Rect(margin, tiles_top, width - 2 * margin, tiles_bottom - tiles_top),
            width,
            height,
        )
        canvas.text(
            width - 8,
            height - 8,
            f"v{self.nav.version}",
            theme.ui_font(12),
            theme.INK_SOFT,
            align="right",
            baseline="bottom",
        )
        return saves_regions + regions + language_regions

    def _draw_note(self, canvas: Canvas, width: float, top: float) -> list[HitRegion]:
        """The note about keeping games, with "Close" under its text."""
        note = self.note()
        if note is None:
            return []
        margin = self._margin(width)
        text, font = note_text(note), theme.ui_font(16)
        box_h = self._note_height(canvas, width) - NOTE_GAP
        box = Rect(margin, top, width - 2 * margin, box_h)
        draw_note(canvas, box, text, font)
        label = t("note.close")
        close_w = button_width(canvas, label, theme.ui_font(16, 700))
        close = Rect(box.right - 10 - close_w, box.bottom - 52, close_w, 44)
        return [
            HitRegion("note:keep", None, text, kind="note"),
            draw_button(
                canvas,
                close,
                label,
                "note:close",
                font=theme.ui_font(16, 700),
                accessible=t("note.close_label"),
            ),
        ]

    def _saves_bar(self, canvas: Canvas, width: float, top: float) -> list[HitRegion]:
        """ "Continue" (only when there is a game to continue), "Saved games" and
        "Settings", centred; where they do not fit side by side, "Settings" is a gear."""
        buttons = [
            ("saves", t("home.saved_games"), False),
            ("join", t("home.join"), False),
            ("settings", t("home.settings"), False),
        ]
        if self.nav.can_continue():
            buttons.insert(0, ("continue", t("home.continue"), True))
        font = theme.ui_font(18, 700)
        gap = 12.0
        widths = [button_width(canvas, label, font) for _, label, _ in buttons]
        gear = sum(widths) + gap * (len(buttons) - 1) > width - 32
        if gear:
            widths[-1] = SAVES_BUTTON_HEIGHT
        room = (width - 32 - gap * (len(buttons) - 1) - (widths[-1] if gear else 0)) / (
            len(buttons) - 1 if gear else len(buttons)
        )
        widths = [min(w, room) for w in widths[:-1]] + [
            widths[-1] if gear else min(widths[-1], room)
        ]
        x = (width - sum(widths) - gap * (len(buttons) - 1)) / 2
        regions = []
        for (action, label, primary), button_w in zip(buttons, widths, strict=True):
            box = Rect(x, top, button_w, SAVES_BUTTON_HEIGHT)
            if gear and action == "settings":
                regions.append(draw_settings_button(canvas, box))
            else:
                regions.append(draw_button(canvas, box, label, action, primary=primary, font=font))
            x += button_w + gap
        return regions

    def _tile_width(self, width: float, columns: int) -> float:
        return (width - 2 * self._margin(width) - TILE_GAP * (columns - 1)) / columns

    def _least_tile_height(self, canvas: Canvas, tile_w: float) -> float:
        """The height the tallest tile needs for its words, a small emblem and its foot."""
        words = max(
            self._tile_words_height(canvas, tile, tile_w) for tile in self.nav.games.values()
        )
        return max(MIN_TILE_H, 12 + words + MIN_EMBLEM + 3 * TILE_INNER_GAP + TILE_FOOT)

    def _tiles(self, canvas: Canvas, area: Rect, width: float, height: float) -> list[HitRegion]:
        columns = self._columns(width, height)
        tiles = list(self.nav.games.values())
        rows = -(-len(tiles) // columns)
        gap = TILE_GAP
        tile_w = (area.w - gap * (columns - 1)) / columns
        least = self._least_tile_height(canvas, tile_w)
        tile_h = max((area.h - gap * (rows - 1)) / rows, least)
        regions = []
        for index, tile in enumerate(tiles):
            row, column = divmod(index, columns)
            box = Rect(
                area.x + column * (tile_w + gap), area.y + row * (tile_h + gap), tile_w, tile_h
            )
            regions += self._draw_tile(canvas, tile, box)
        return regions

    @staticmethod
    def _title_lines(canvas: Canvas, tile: GameUI, tile_w: float) -> tuple:
        return fit_text(
            canvas,
            tile.title(),
            theme.title_font(min(max(tile_w * 0.09, 18.0), 30.0)),
            tile_w - 24,
            max_lines=3,
        )

    @staticmethod
    def _facts(tile: GameUI) -> list[str]:
        """How many players and how long ("2–6 players", "about 60 minutes")."""
        if tile.players is None:
            return [tile.length()]
        low, high = tile.players
        return [t("home.players", low=low, high=high), tile.length()]

    def _tile_text_lines(self, canvas: Canvas, tile: GameUI, tile_w: float) -> list[str]:
        """The description wrapped to the tile, then the players and the length: on one
        line ("2–6 players · about 60 minutes") where it fits, else each on its own."""
        room = tile_w - 20
        lines = list(wrap_text(canvas, tile.tagline(), TILE_TEXT, room))
        facts = self._facts(tile)
        joined = t("home.facts", players=facts[0], length=facts[-1]) if len(facts) > 1 else None
        if joined is not None and canvas.measure_text(joined, TILE_TEXT) <= room:
            return [*lines, joined]
        for fact in facts:
            lines += wrap_text(canvas, fact, TILE_TEXT, room)
        return lines

    def _tile_words_height(self, canvas: Canvas, tile: GameUI, tile_w: float) -> float:
        font, title_lines = self._title_lines(canvas, tile, tile_w)
        text_lines = self._tile_text_lines(canvas, tile, tile_w)
        return font.size * 1.15 * len(title_lines) + TILE_LINE * len(text_lines)

    def _draw_tile(self, canvas: Canvas, tile: GameUI, box: Rect) -> list[HitRegion]:
        """The tile (``game:<id>`` above its foot) and in its foot ``learn:<id>`` (a
        guided first game) and ``rules:<id>``."""
        canvas.rounded_rect(box.x + 3, box.y + 4, box.w, box.h, 14, fill="rgba(43,43,43,0.12)")
        canvas.rounded_rect(box.x, box.y, box.w, box.h, 14, fill=tile.accent)
        canvas.rounded_rect(box.x + 2, box.y + 12, box.w - 4, box.h - 14, 12, fill=theme.WHITE)
        font, lines = self._title_lines(canvas, tile, box.w)
        line_height = font.size * 1.15
        text_lines = self._tile_text_lines(canvas, tile, box.w)
        inner = Rect(box.x, box.y + 12, box.w, box.h - 12 - TILE_FOOT)
        gap = TILE_INNER_GAP
        words_h = line_height * len(lines) + TILE_LINE * len(text_lines)
        emblem_side = max(min(inner.h - words_h - 3 * gap, box.w * 0.4, 140.0), 0)
        block_h = emblem_side + 2 * gap + words_h
        top = inner.y + (inner.h - block_h) / 2
        emblem_box = Rect(box.center[0] - emblem_side / 2, top, emblem_side, emblem_side)
        draw_emblem(canvas, tile.emblem, emblem_box, tile.accent, theme.INK)
        y = emblem_box.bottom + gap
        for line in lines:
            canvas.text(box.center[0], y, line, font, theme.INK, align="center", baseline="top")
            y += line_height
        y += gap
        for line in text_lines:
            canvas.text(
                box.center[0], y, line, TILE_TEXT, theme.INK_SOFT, align="center", baseline="top"
            )
            y += TILE_LINE
        title = tile.title()
        font = theme.ui_font(16, 700)
        buttons = [
            (t("learn.button"), f"learn:{tile.game_id}", t("learn.button_of", title=title)),
            (t("table.rules"), f"rules:{tile.game_id}", t("home.rules_of", title=title)),
        ]
        share = (box.w - 20 - TILE_INNER_GAP) / 2
        widths = [min(button_width(canvas, label, font), share) for label, _, _ in buttons]
        foot = [
            Rect(box.x + 10, box.bottom - TILE_FOOT, widths[0], 44),
            Rect(box.right - 10 - widths[1], box.bottom - TILE_FOOT, widths[1], 44),
        ]
        opens = Rect(box.x, box.y, box.w, box.h - TILE_FOOT)
        regions = [HitRegion(f"game:{tile.game_id}", opens, t("home.open_game", title=title))]
        for (label, action, accessible), place in zip(buttons, foot, strict=True):
            regions.append(
                draw_button(canvas, place, label, action, font=font, accessible=accessible)
            )
        return regions

    @staticmethod
    def _language_rows(canvas: Canvas, width: float, margin: float) -> list[list]:
        """The language buttons (code, name, width) in as few rows as fit the width."""
        font = theme.ui_font(18, 700)
        buttons = [
            (code, name, max(canvas.measure_text(name, font) + 32, 96.0))
            for code, name in LANGUAGES.items()
        ]
        per_row = len(buttons)
        while per_row > 1 and (
            sum(w for _, _, w in buttons[:per_row]) + LANGUAGE_GAP * (per_row - 1)
            > width - 2 * margin
        ):
            per_row -= 1
        return [buttons[i : i + per_row] for i in range(0, len(buttons), per_row)]

    def _language_bar(
        self, canvas: Canvas, width: float, height: float, margin: float
    ) -> list[HitRegion]:
        font = theme.ui_font(18, 700)
        gap = LANGUAGE_GAP
        rows = self._language_rows(canvas, width, margin)
        regions = []
        current = get_language()
        y = height - margin - len(rows) * (LANGUAGE_BUTTON_HEIGHT + 12) + 12
        canvas.text(
            width / 2, y - 10, t("home.language"), theme.ui_font(15), theme.INK_SOFT, align="center"
        )
        for row in rows:
            x = (width - sum(w for _, _, w in row) - gap * (len(row) - 1)) / 2
            for code, name, button_w in row:
                box = Rect(x, y, button_w, LANGUAGE_BUTTON_HEIGHT)
                chosen = code == current
                canvas.rounded_rect(
                    box.x,
                    box.y,
                    box.w,
                    box.h,
                    box.h / 2,
                    fill=theme.ROYAL_BLUE if chosen else theme.WHITE,
                    stroke=theme.ROYAL_BLUE,
                    line_width=2.0,
                )
                canvas.text(
                    box.center[0],
                    box.center[1],
                    name,
                    font,
                    theme.WHITE if chosen else theme.ROYAL_BLUE,
                    align="center",
                    baseline="middle",
                )
                regions.append(HitRegion(f"lang:{code}", box, name, pressed=chosen))
                x += button_w + gap
            y += LANGUAGE_BUTTON_HEIGHT + 12
        return regions
