"""The saved games: resume (a finished game: its results), watch again, export or delete
each one, import a file (one game, or a backup of every game), back up every game.

The list is read once when the screen opens (and after each change): reading it sets
aside any save that does not parse, and the reasons are shown in crimson at the top
while the other saves still list. What the last import or backup did is shown above
them (only the last). A reminder to back up shows while games are in progress and no
backup was made for a while.
"""

from __future__ import annotations

from datetime import datetime

from kingmakers.engine import SaveError
from kingmakers.ui.i18n import isolate, t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas, fit_text, readable_scale, wrap_text
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.kit.widgets import button_width, draw_back_button, draw_button, draw_frame
from kingmakers.ui.messages import say
from kingmakers.ui.screens.navigator import Navigator
from kingmakers.ui.state.backup import is_backup, needs_backup
from kingmakers.ui.state.saves import (
    SavedGame,
    SaveEntry,
    SaveStore,
    StorageFull,
    export_file_name,
)
from kingmakers.ui.state.storage import StorageUnavailable

WIDE = 640.0
"""From this width an entry's buttons sit beside its text instead of below it."""
BUTTON_H = 48.0
MESSAGE_LINE = 20.0
FILE_GAP = 10.0


def when(updated: str) -> str:
    """An ISO timestamp as local "YYYY-MM-DD HH:MM" (the text itself if it is not one)."""
    try:
        moment = datetime.fromisoformat(updated)
    except ValueError:
        return updated
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


class SavedGamesScreen:
    """Actions: ``back``, ``import``, ``backup``, ``resume:<id>``, ``replay:<id>``,
    ``export:<id>``, ``delete:<id>`` (asks once, deletes on the second tap),
    ``page:prev``, ``page:next``."""

    def __init__(self, nav: Navigator, messages: list[str] | None = None) -> None:
        self.nav = nav
        self.messages: list[str] = list(messages or [])
        self.outcome: tuple[str, bool] | None = None
        """What the last import or backup did, and whether it went wrong."""
        self.entries: list[SaveEntry] = []
        self.confirming: str | None = None
        self.page = 0
        #: The rows of buttons under each entry on a narrow screen (two where one row would
        #: shrink a label below readable).
        self.button_rows = 1
        self.refresh()

    def refresh(self) -> None:
        """Read the list again, adding a message for every save it set aside. A game the
        storage refused to keep is listed first, as not saved."""
        self.entries, problems = self.nav.store.entries()
        unsaved = self.nav.unsaved_game()
        if unsaved is not None:
            self.entries = [
                SaveEntry.of(unsaved, stored=False),
                *(entry for entry in self.entries if entry.save_id != unsaved.save_id),
            ]
        self.messages += problems

    def _title(self, entry: SaveEntry) -> str:
        """The game's title ("Viva il Re! · lesson" for a guided lesson)."""
        title = self.nav.games[entry.game_id].title()
        return t("saves.lesson", title=title) if entry.lesson else title

    def _entry_name(self, entry: SaveEntry) -> str:
        """ "Viva il Re! (Anna, Bob, …)": how buttons name the game they act on."""
        return f"{self._title(entry)} ({self._names(entry)})"

    @staticmethod
    def _names(entry: SaveEntry) -> str:
        return ", ".join(isolate(name) for name in entry.names)

    # -- input ---------------------------------------------------------------------------
    def on_action(self, action: str) -> None:
        kind, _, value = action.partition(":")
        confirming, self.confirming = self.confirming, None
        known = {entry.save_id for entry in self.entries}
        if action == "back":
            self.nav.back()
        elif action == "import":
            self.nav.platform.pick_file(self.import_text)
        elif action == "backup":
            self.nav.back_up()
            self.outcome = (t("backup.made"), False)
        elif action in ("page:prev", "page:next"):
            self.page += -1 if value == "prev" else 1
        elif kind == "resume" and value in known:
            unsaved = self.nav.unsaved_game()
            if unsaved is not None and unsaved.save_id == value:
                self.nav.open_table(unsaved)
            else:
                self.nav.resume(value)
        elif kind == "replay" and value in known:
            self._replay(value)
        elif kind == "export" and value in known:
            self._export(value)
        elif kind == "delete" and value in {e.save_id for e in self.entries if e.stored}:
            if confirming == value:
                self._delete(value)
            else:
                self.confirming = value
        else:
            raise ValueError(f"the saved games screen has no action {action!r}")

    def _saved(self, save_id: str) -> SavedGame | None:
        """The game of an entry (the one in memory if the storage refused it); None, with
        the reason shown, when it does not load."""
        saved = self.nav.unsaved_game()
        if saved is not None and saved.save_id == save_id:
            return saved
        try:
            return self.nav.store.load(save_id)
        except SaveError as error:
            self.messages.append(str(error))
            self.refresh()
            return None

    def _export(self, save_id: str) -> None:
        saved = self._saved(save_id)
        if saved is not None:
            self.nav.platform.download(export_file_name(saved), SaveStore.export_text(saved))

    def _replay(self, save_id: str) -> None:
        saved = self._saved(save_id)
        if saved is not None:
            self.nav.open_replay(saved)

    def _replayable(self, entry: SaveEntry) -> bool:
        """Whether this app can show the entry's game (its table, hence its replay)."""
        ui = self.nav.games.get(entry.game_id)
        return ui is not None and ui.playable

    def _delete(self, save_id: str) -> None:
        try:
            self.nav.store.delete(save_id)
        except (StorageFull, StorageUnavailable):
            self.messages.append(t("saves.delete_failed"))
        self.refresh()

    def import_text(self, text: str) -> None:
        """A picked file's text: a backup restores every game it holds that is not here
        yet; one game opens as a new saved game unless it is already here; otherwise say
        why it cannot be (the reason replaces the last one shown)."""
        try:
            if is_backup(text):
                self.outcome = (self.nav.restore_backup(text), False)
                self.refresh()
                return
            saved = SaveStore.import_text(text, self.nav.new_save_id())
        except SaveError as error:
            self.outcome = (t("saves.import_failed", reason=str(error)), True)
            return
        except StorageFull:
            self.outcome = (t("backup.full"), True)
            self.refresh()
            return
        if self.nav.store.find_same(saved) is not None:
            game = f"{self.nav.games[saved.game_id].title()} ({self._names(SaveEntry.of(saved))})"
            self.outcome = (t("saves.already_here", game=game), False)
            return
        self.nav.open_table(saved, autosave=True)

    # -- drawing -------------------------------------------------------------------------
    def render(self, canvas: Canvas, width: float, height: float) -> list[HitRegion]:
        canvas.fill_rect(0, 0, width, height, theme.PARCHMENT)
        back = draw_back_button(canvas)
        regions = [back]
        title_x = back.rect.right + 16
        title_font = theme.title_font(min(max(width * 0.035, 22.0), 34.0))
        beside = width - title_x - 32 - self._file_buttons_width(canvas, width)
        in_title_row = beside >= canvas.measure_text(t("saves.title"), title_font)
        title_font, lines = fit_text(
            canvas,
            t("saves.title"),
            title_font,
            beside if in_title_row else width - title_x - 16,
            max_lines=1,
        )
        canvas.text(
            title_x, back.rect.center[1], lines[0], title_font, theme.ROYAL_BLUE, baseline="middle"
        )
        y = back.rect.bottom + 16
        if in_title_row:
            regions += self._draw_file_buttons(canvas, width, back.rect.y)
        else:
            regions += self._draw_file_buttons(canvas, width, y - 4)
            y += BUTTON_H + 12
        message_font = theme.ui_font(16, 700)
        shown = [(message, theme.CRIMSON, "alert") for message in self.messages]
        if self.outcome is not None:
            text, failed = self.outcome
            shown.insert(0, (text, theme.CRIMSON if failed else theme.FOREST, "alert"))
        if needs_backup(self.entries, self.nav.settings, self.nav.clock()):
            shown.append((t("saves.backup_reminder"), theme.ROYAL_BLUE, "note"))
        for number, (message, colour, kind) in enumerate(shown):
            regions.append(HitRegion(f"{kind}:{number}", None, message, kind=kind))
            for line in wrap_text(canvas, message, message_font, width - 32):
                canvas.text(16, y, line, message_font, colour, baseline="top")
                y += MESSAGE_LINE
            y += 6
        if not self.entries:
            canvas.text(
                width / 2,
                y + 24,
                t("saves.empty"),
                theme.ui_font(20),
                theme.INK_SOFT,
                align="center",
                baseline="top",
            )
            return regions
        return regions + self._draw_list(canvas, Rect(16, y, width - 32, height - y - 16))

    @staticmethod
    def _file_button_widths(canvas: Canvas, width: float) -> list[tuple[str, str, float]]:
        """ "Back up all games" and "Import a file": label, action and width."""
        room = (width - 32 - FILE_GAP) / 2
        return [
            (label, action, min(button_width(canvas, label), room))
            for label, action in ((t("saves.backup"), "backup"), (t("saves.import"), "import"))
        ]

    def _file_buttons_width(self, canvas: Canvas, width: float) -> float:
        buttons = self._file_button_widths(canvas, width)
        return sum(button_w for _, _, button_w in buttons) + FILE_GAP * (len(buttons) - 1)

    def _draw_file_buttons(self, canvas: Canvas, width: float, top: float) -> list[HitRegion]:
        """The file buttons side by side on the right, from ``top``."""
        x = width - 16 - self._file_buttons_width(canvas, width)
        regions = []
        for label, action, button_w in self._file_button_widths(canvas, width):
            regions.append(draw_button(canvas, Rect(x, top, button_w, BUTTON_H), label, action))
            x += button_w + FILE_GAP
        return regions

    def _draw_list(self, canvas: Canvas, area: Rect) -> list[HitRegion]:
        wide = area.w >= WIDE
        self.button_rows = 1 if wide or self._buttons_fit_a_row(canvas, area.w - 24) else 2
        row_h = 84.0 if wide else 150.0 + (self.button_rows - 1) * (BUTTON_H + 8)
        step = row_h + 10
        per_page = max(int((area.h + 10) // step), 1)
        pages = -(-len(self.entries) // per_page)
        if pages > 1:
            per_page = max(int((area.h - BUTTON_H - 12 + 10) // step), 1)
            pages = -(-len(self.entries) // per_page)
        self.page = min(max(self.page, 0), pages - 1)
        shown = self.entries[self.page * per_page : (self.page + 1) * per_page]
        regions = []
        for index, entry in enumerate(shown):
            row = Rect(area.x, area.y + index * step, area.w, row_h)
            regions += self._draw_entry(canvas, row, entry, wide)
        if pages > 1:
            regions += self._draw_pager(canvas, area, pages)
        return regions

    def _draw_entry(
        self, canvas: Canvas, row: Rect, entry: SaveEntry, wide: bool
    ) -> list[HitRegion]:
        draw_frame(canvas, row)
        name = self._entry_name(entry)
        confirming = self.confirming == entry.save_id
        resume = (
            ("saves.results", "saves.results_game")
            if entry.over
            else ("saves.resume", "saves.resume_game")
        )
        buttons = [
            (t(resume[0]), f"resume:{entry.save_id}", t(resume[1], game=name)),
            (t("saves.replay"), f"replay:{entry.save_id}", t("saves.replay_game", game=name)),
            (t("saves.export"), f"export:{entry.save_id}", t("saves.export_game", game=name)),
            (
                t("saves.confirm_delete") if confirming else t("saves.delete"),
                f"delete:{entry.save_id}",
                t("saves.confirm_delete_game" if confirming else "saves.delete_game", game=name),
            ),
        ][: 4 if entry.stored else 3]  # a game only in memory has nothing to delete
        if not self._replayable(entry):
            del buttons[1]
        font = theme.ui_font(16, 700)
        widths = [button_width(canvas, label, font) for label, _, _ in buttons]
        if wide:
            x = row.right - 12 - sum(widths) - 8 * (len(widths) - 1)
            button_y = row.center[1] - BUTTON_H / 2
            text_box = Rect(row.x + 14, row.y + 10, x - row.x - 26, row.h - 20)
        else:
            per_row = -(-len(widths) // self.button_rows)
            room = row.w - 24 - 8 * (per_row - 1)
            if self.button_rows == 1:
                widths = [w * min(1.0, room / sum(widths)) for w in widths]
            else:  # two rows of equal buttons: no label shrinks below readable
                widths = [room / per_row] * len(widths)
            x = row.x + 12
            button_y = row.bottom - 12 - BUTTON_H - (self.button_rows - 1) * (BUTTON_H + 8)
            text_box = Rect(row.x + 14, row.y + 10, row.w - 28, button_y - row.y - 14)
        self._draw_summary(canvas, text_box, entry)
        regions = []
        for index, ((label, action, accessible), button_w) in enumerate(
            zip(buttons, widths, strict=True)
        ):
            if not wide and self.button_rows > 1 and index == per_row:
                x, button_y = row.x + 12, button_y + BUTTON_H + 8
            box = Rect(x, button_y, button_w, BUTTON_H)
            regions.append(
                draw_button(
                    canvas,
                    box,
                    label,
                    action,
                    font=font,
                    primary=action.startswith("resume"),
                    accessible=accessible,
                )
            )
            x += button_w + 8
        return regions

    def _draw_summary(self, canvas: Canvas, box: Rect, entry: SaveEntry) -> None:
        title_font, title = fit_text(
            canvas, self._title(entry), theme.title_font(20), box.w, max_lines=1
        )
        canvas.text(box.x, box.y, title[0], title_font, theme.ROYAL_BLUE, baseline="top")
        names_font, names = fit_text(
            canvas, self._names(entry), theme.ui_font(16), box.w, max_lines=1
        )
        canvas.text(box.x, box.y + 24, names[0], names_font, theme.INK, baseline="top")
        if not entry.stored:
            stage = t("saves.not_saved")
        elif entry.progress is not None:  # "Round 2 of 3", "Finished"
            stage = say(entry.progress, [isolate(name) for name in entry.names])
        else:
            stage = ""
        status = " · ".join(
            part for part in (stage, self._leaders(entry), when(entry.updated)) if part
        )
        colour = theme.INK_SOFT if entry.stored else theme.CRIMSON
        font = theme.ui_font(15)
        status_font, status_lines = fit_text(
            canvas, status, font, box.w, max_lines=2, min_scale=readable_scale(font)
        )
        for number, line in enumerate(status_lines):
            y = box.y + 44 + number * status_font.size * 1.2
            canvas.text(box.x, y, line, status_font, colour, baseline="top")

    @staticmethod
    def _buttons_fit_a_row(canvas: Canvas, room: float) -> bool:
        """Whether an entry's four buttons fit one row of ``room`` with every label readable
        (its longest word at the least readable size)."""
        font = theme.ui_font(16, 700)
        small = font.scaled(readable_scale(font))
        labels = [t(key) for key in ("saves.resume", "saves.replay", "saves.export")]
        labels.append(max(t("saves.delete"), t("saves.confirm_delete"), key=len))
        needed = sum(
            max(canvas.measure_text(word, small) for word in label.split()) + 14 for label in labels
        )
        return needed + 8 * (len(labels) - 1) <= room

    @staticmethod
    def _leaders(entry: SaveEntry) -> str:
        """ "Leading: Anna" (or the winners of a finished game); empty when nobody leads."""
        if not entry.leaders:
            return ""
        names = ", ".join(isolate(entry.names[seat]) for seat in entry.leaders)
        key = "saves.won_by" if entry.over else "saves.leading"
        return t(key, count=len(entry.leaders), names=names)

    def _draw_pager(self, canvas: Canvas, area: Rect, pages: int) -> list[HitRegion]:
        y = area.bottom - BUTTON_H
        previous_w = button_width(canvas, t("saves.previous_page"))
        next_w = button_width(canvas, t("saves.next_page"))
        canvas.text(
            area.center[0],
            y + BUTTON_H / 2,
            t("saves.page", n=self.page + 1, total=pages),
            theme.ui_font(16),
            theme.INK,
            align="center",
            baseline="middle",
        )
        buttons = [
            draw_button(
                canvas,
                Rect(area.x, y, previous_w, BUTTON_H),
                t("saves.previous_page"),
                "page:prev",
                enabled=self.page > 0,
            ),
            draw_button(
                canvas,
                Rect(area.right - next_w, y, next_w, BUTTON_H),
                t("saves.next_page"),
                "page:next",
                enabled=self.page < pages - 1,
            ),
        ]
        return [region for region in buttons if region is not None]
