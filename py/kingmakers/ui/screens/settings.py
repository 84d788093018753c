"""The settings, one screen reached from home and from the table's menu: language, motion,
bot speed, the bots' level and hints a new table starts with, whether this device keeps
the saves, how to keep them on an iPhone or iPad, and a backup of every game."""

from __future__ import annotations

from kingmakers.ai import BOT_LEVELS
from kingmakers.engine import SaveError
from kingmakers.ui.i18n import LANGUAGES, get_language, t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas, fit_text, wrap_text
from kingmakers.ui.kit.notes import draw_note, note_height
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.kit.widgets import draw_back_button, draw_button, draw_toggle
from kingmakers.ui.screens.navigator import Navigator
from kingmakers.ui.state.keeping import keep_note, note_text
from kingmakers.ui.state.saves import StorageFull

#: The levels the settings offer for every bot seat of a new table, in the order a tap
#: cycles through them.
LEVELS = tuple(BOT_LEVELS.values())
ROW_H = 56.0
GAP = 10.0
LINE = 22.0
MAX_COLUMN = 640.0
HEADER = 80.0


class SettingsScreen:
    """Actions: ``back``, ``lang:<code>``, ``reduce_motion``, ``fast_bots``, ``hints``,
    ``bot_level`` (the next level for every bot seat), ``backup``, ``restore``."""

    def __init__(self, nav: Navigator) -> None:
        self.nav = nav
        self.message: tuple[str, bool] | None = None
        """The outcome of the last backup or restore, and whether it went wrong."""

    # -- input ---------------------------------------------------------------------------
    def on_action(self, action: str) -> None:
        kind, _, value = action.partition(":")
        settings = self.nav.settings
        if action == "back":
            self.nav.back()
        elif kind == "lang" and value in LANGUAGES:
            self.nav.set_language(value)
        elif action == "reduce_motion":
            settings.reduce_motion = not settings.reduce_motion
        elif action == "fast_bots":
            settings.bot_speed = "normal" if settings.bot_speed == "fast" else "fast"
        elif action == "hints":
            settings.hints = not settings.hints
        elif action == "bot_level":
            level = self.bot_level()
            following = LEVELS[(LEVELS.index(level) + 1) % len(LEVELS)] if level else LEVELS[0]
            settings.bot_levels = [following] * len(settings.bot_levels)
        elif action == "backup":
            self.nav.back_up()
            self.message = (t("backup.made"), False)
        elif action == "restore":
            self.nav.platform.pick_file(self.restore_text)
        else:
            raise ValueError(f"the settings screen has no action {action!r}")

    def bot_level(self) -> str | None:
        """The level every bot seat starts with, or None when the seats differ."""
        levels = set(self.nav.settings.bot_levels)
        level = levels.pop() if len(levels) == 1 else None
        return level if level in LEVELS else None

    def restore_text(self, text: str) -> None:
        """A picked backup file: restore it and say what was done, or say why not."""
        try:
            self.message = (self.nav.restore_backup(text), False)
        except SaveError as error:
            self.message = (t("backup.failed", reason=str(error)), True)
        except StorageFull:
            self.message = (t("backup.full"), True)

    # -- layout --------------------------------------------------------------------------
    def _column(self, width: float) -> Rect:
        column_w = min(width - 32, MAX_COLUMN)
        return Rect((width - column_w) / 2, HEADER, column_w, 0)

    def _texts(self) -> list[tuple[str, str]]:
        """The lines of text shown under the switches: (kind, text)."""
        kept = self.nav.platform.storage_kept
        texts = [("status", t("settings.storage_kept" if kept else "settings.storage_may_clear"))]
        device = self.nav.platform.device
        note = keep_note(device, bool(self.nav.store.ids()))
        if note is not None:
            texts.append(("note", note_text(note)))
        if self.message is not None:
            texts.append(("error" if self.message[1] else "done", self.message[0]))
        return texts

    def _text_height(self, canvas: Canvas, column: Rect, kind: str, text: str) -> float:
        if kind == "note":
            return note_height(canvas, column.w, text, theme.ui_font(16))
        return len(wrap_text(canvas, text, theme.ui_font(17, 700), column.w)) * LINE

    def content_height(self, canvas: Canvas, width: float, height: float) -> float:
        column = self._column(width)
        texts = sum(
            self._text_height(canvas, column, kind, text) + GAP for kind, text in self._texts()
        )
        return HEADER + 6 * (ROW_H + GAP) + texts + 2 * (48 + GAP) + 16

    def render(self, canvas: Canvas, width: float, height: float) -> list[HitRegion]:
        canvas.fill_rect(0, 0, width, height, theme.PARCHMENT)
        back = draw_back_button(canvas)
        title_x = back.rect.right + 16
        font, lines = fit_text(
            canvas, t("settings.title"), theme.title_font(30), width - title_x - 16, max_lines=1
        )
        canvas.text(
            title_x, back.rect.center[1], lines[0], font, theme.ROYAL_BLUE, baseline="middle"
        )
        regions = [back]
        column = self._column(width)
        y = column.y
        regions += self._draw_languages(canvas, Rect(column.x, y, column.w, ROW_H))
        y += ROW_H + GAP
        settings = self.nav.settings
        for label, on, action in (
            (t("setup.reduce_motion"), settings.reduce_motion, "reduce_motion"),
            (t("setup.fast_bots"), settings.bot_speed == "fast", "fast_bots"),
            (t("settings.hints"), settings.hints, "hints"),
        ):
            regions.append(
                draw_toggle(canvas, Rect(column.x, y, column.w, ROW_H), label, on, action)
            )
            y += ROW_H + GAP
        regions.append(self._draw_bot_level(canvas, Rect(column.x, y, column.w, ROW_H)))
        y += ROW_H + GAP
        for kind, text in self._texts():
            box_h = self._text_height(canvas, column, kind, text)
            if kind == "note":
                draw_note(canvas, Rect(column.x, y, column.w, box_h), text, theme.ui_font(16))
                regions.append(HitRegion("note:keep", None, text, kind="note"))
            else:
                colour = {"status": theme.INK, "done": theme.FOREST}.get(kind, theme.CRIMSON)
                line_y = y
                for line in wrap_text(canvas, text, theme.ui_font(17, 700), column.w):
                    canvas.text(
                        column.x, line_y, line, theme.ui_font(17, 700), colour, baseline="top"
                    )
                    line_y += LINE
                note_kind = "alert" if kind in ("error", "done") else "note"
                regions.append(HitRegion(f"{note_kind}:{kind}", None, text, kind=note_kind))
            y += box_h + GAP
        for label, action in ((t("saves.backup"), "backup"), (t("settings.restore"), "restore")):
            regions.append(draw_button(canvas, Rect(column.x, y, column.w, 48), label, action))
            y += 48 + GAP
        return regions

    def _draw_languages(self, canvas: Canvas, row: Rect) -> list[HitRegion]:
        """The four languages side by side, the current one lit."""
        font = theme.ui_font(16, 700)
        step = (row.w + GAP) / len(LANGUAGES)
        current = get_language()
        regions = []
        for index, (code, name) in enumerate(LANGUAGES.items()):
            box = Rect(row.x + index * step, row.y + 4, step - GAP, row.h - 8)
            chosen = code == current
            region = draw_button(canvas, box, name, f"lang:{code}", primary=chosen, font=font)
            regions.append(region._replace(pressed=chosen))
        return regions

    def _draw_bot_level(self, canvas: Canvas, row: Rect) -> HitRegion:
        """ "Bots at a new table: Bot (easy)": a tap gives every bot seat the next level."""
        level = self.bot_level()
        shown = t(f"setup.bot.{level}") if level else t("settings.bot_level_mixed")
        label = t("settings.bot_level", level=shown)
        return draw_button(canvas, row, label, "bot_level", font=theme.ui_font(17, 700))
