"""The front end's state: the stack of screens, the language and settings, and what a tap,
a key or a scroll does.

Pure Python: the browser adapter (:mod:`kingmakers.ui.browser`) feeds it viewport sizes,
taps, scrolls, DOM-control activations and text edits, paints what :meth:`App.render`
draws, lets bots move when :meth:`App.auto_delay` says so, and asks for animation frames
while :meth:`App.animating`.

Each screen beyond the menu is imported where it is opened: a first visit waits only for
the modules the menu imports (build.py puts the rest in the zip that comes after it).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Hashable, Iterable
from contextlib import suppress
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kingmakers import __version__
from kingmakers.engine import SaveError
from kingmakers.games import get_game
from kingmakers.ui import i18n
from kingmakers.ui.game_ui import GameUI
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas, ShiftedCanvas
from kingmakers.ui.kit.regions import (
    CODE_MAX_LENGTH,
    TEXT_MAX_LENGTH,
    HitRegion,
    Rect,
    hit_test,
    slider_value,
)
from kingmakers.ui.screens.home import HomeScreen
from kingmakers.ui.screens.navigator import Screen
from kingmakers.ui.state.platform import FakePlatform, Platform
from kingmakers.ui.state.saves import SavedGame, SaveStore, Seat, now_iso
from kingmakers.ui.state.settings import Settings
from kingmakers.ui.state.storage import LANGUAGE_KEY, Storage, StorageUnavailable

if TYPE_CHECKING:
    from kingmakers.engine import GameState
    from kingmakers.ui.devices.link import GuestDevice, HostDevices
    from kingmakers.ui.screens.table import TableScreen
    from kingmakers.ui.state.session import GameSession

SCROLLBAR_W = 6.0
#: Seconds after a screen starts showing private information (a hand-off cover, a player's
#: own view, a result) during which a tap on it does nothing. The second tap of a double
#: tap comes 0.1–0.35 s after the first (phones take taps up to 0.3–0.5 s apart for a
#: double tap), so it cannot take the device or vote for the next player; a deliberate tap
#: on a new screen, made after reading it, comes later than 0.4 s.
REVEAL_GUARD = 0.4


@dataclass
class _Shown:
    """A screen on the stack, with where the player left it: focus and scroll."""

    screen: Screen
    focused: str | None = None
    scroll: float = 0.0


class App:
    """Routes taps, actions and text edits to the current screen, keeps the stack of
    screens (the :class:`~kingmakers.ui.screens.navigator.Navigator` screens use), starts
    and resumes games, and keeps the language and settings.

    ``platform`` (files, randomness) defaults to a :class:`FakePlatform` outside a browser;
    ``games`` to every registered game UI; ``clock`` gives timestamps for saves and
    ``ticks`` seconds for animations.
    """

    def __init__(
        self,
        storage: Storage,
        preferred_languages: Iterable[str] = (),
        platform: Platform | None = None,
        games: dict[str, GameUI] | None = None,
        version: str = __version__,
        clock: Callable[[], str] = now_iso,
        ticks: Callable[[], float] = time.monotonic,
    ) -> None:
        self.storage = storage
        self.store = SaveStore(storage)
        self.settings = Settings(storage)
        self.platform: Platform = platform or FakePlatform()
        self.games = GAME_UIS if games is None else games
        self.version = version
        self.clock = clock
        self.ticks = ticks
        self.system_reduces_motion = False
        self.regions: list[HitRegion] = []
        self.privacy: object = None
        self.revealed_at = 0.0
        self.table: TableScreen | None = None
        self.viewport = (0.0, 0.0)
        self.content_height = 0.0
        self.asked_to_keep = False
        #: The host's links to the devices of the game at the table, if it has any; a
        #: guest's link to its host. ``repaint`` (set by the browser) draws again when a
        #: device changed something.
        self.devices: HostDevices | None = None
        self.guest: GuestDevice | None = None
        self.repaint: Callable[[], None] = lambda: None
        i18n.set_language(i18n.choose_language(storage.get(LANGUAGE_KEY), preferred_languages))
        self.below: list[_Shown] = []
        self.shown = _Shown(HomeScreen(self))

    @property
    def screen(self) -> Screen:
        return self.shown.screen

    @property
    def focused(self) -> str | None:
        return self.shown.focused

    @property
    def language(self) -> str:
        return i18n.get_language()

    @property
    def reduce_motion(self) -> bool:
        """No animations: the player's setting, or the system's ``prefers-reduced-motion``."""
        return self.settings.reduce_motion or self.system_reduces_motion

    # -- input and drawing ---------------------------------------------------------------
    def shown_privacy(self) -> Hashable:
        """Which private information the current screen shows (its ``privacy()``; None for
        a screen without any): a change starts the tap guard, and the page's painter
        forgets the texts it holds."""
        return getattr(self.screen, "privacy", lambda: None)()

    def render(self, canvas: Canvas, width: float, height: float) -> list[HitRegion]:
        """Draw the current screen (scrolled, when it needs more height than the viewport)
        and the keyboard focus ring; remember its regions, in viewport coordinates."""
        self.viewport = (width, height)
        needed = getattr(self.screen, "content_height", None)
        self.content_height = max(height, needed(canvas, width, height) if needed else height)
        self.shown.scroll = min(max(self.shown.scroll, 0.0), self.content_height - height)
        scroll = self.shown.scroll
        surface = ShiftedCanvas(canvas, -scroll) if scroll else canvas
        drawn = self.screen.render(surface, width, self.content_height)
        self.regions = [_shifted(region, -scroll) for region in drawn]
        privacy = self.shown_privacy()
        if privacy != self.privacy:
            self.privacy, self.revealed_at = privacy, self.ticks()
        if self.content_height > height:
            self._draw_scrollbar(canvas, width, height)
        focused = next(
            (r for r in self.regions if r.action == self.focused and r.rect is not None), None
        )
        if focused is not None:
            box = focused.rect.inset(-4)
            canvas.rounded_rect(box.x, box.y, box.w, box.h, 16, stroke=theme.GOLD, line_width=4)
        if self.devices is not None:  # every change ends in a frame: the devices hear of it
            self.devices.flush()
        return self.regions

    def _draw_scrollbar(self, canvas: Canvas, width: float, height: float) -> None:
        share = height / self.content_height
        top = self.shown.scroll / self.content_height * height
        canvas.rounded_rect(
            width - SCROLLBAR_W - 2,
            top + 2,
            SCROLLBAR_W,
            share * height - 4,
            3,
            fill="rgba(43,43,43,0.35)",
        )

    def scroll_by(self, dy: float) -> bool:
        """Scroll the screen by ``dy`` CSS px (positive: further down); True if it moved."""
        limit = max(self.content_height - self.viewport[1], 0.0)
        before = self.shown.scroll
        self.shown.scroll = min(max(before + dy, 0.0), limit)
        return self.shown.scroll != before

    def scroll_at(self, x: float, y: float, dy: float) -> bool:
        """A wheel turn or a finger's drag of ``dy`` CSS px at a point of the viewport: a
        part of the screen that scrolls on its own (a table's log) takes it when under the
        point, else the whole screen scrolls. True if anything moved."""
        scroll_at = getattr(self.screen, "scroll_at", None)
        if scroll_at is not None:
            moved = scroll_at(x, y + self.shown.scroll, dy)
            if moved is not None:
                return moved
        return self.scroll_by(dy)

    def scroll_to_top(self) -> None:
        self.shown.scroll = 0.0

    def guarded(self) -> bool:
        """Whether taps are ignored now: private information appeared under the finger
        less than :data:`REVEAL_GUARD` ago."""
        return self.privacy is not None and self.ticks() - self.revealed_at < REVEAL_GUARD

    def tap(self, x: float, y: float) -> HitRegion | None:
        """Activate the button under a tap or click, or set the slider there, if any (not
        during the guard time); returns the region hit (a text field is only returned: the
        browser's own input takes the tap). A tap on nothing closes a piece's explanation."""
        region = hit_test(self.regions, x, y)
        if region is None:
            self.point_at(None)
        elif not self.guarded():
            if region.kind == "button":
                self.activate(region.action)
            elif region.kind == "slider":
                self.slide(region.action, x)
        return region

    def slide(self, action: str, x: float) -> bool:
        """Set the slider ``action`` to the number under ``x`` (a tap on it, or a drag
        along it that may leave it); True if its value changed."""
        region = next((r for r in self.regions if r.action == action and r.kind == "slider"), None)
        if region is None or region.rect is None:
            return False
        value = str(slider_value(region, x))
        if value == region.value:
            return False
        self.set_text(action, value)
        return True

    def activate(self, action: str) -> None:
        """Perform ``action`` on the current screen."""
        self.screen.on_action(action)

    def set_text(self, action: str, value: str) -> None:
        """Deliver an edit of the text field ``action`` to the current screen."""
        on_text = getattr(self.screen, "on_text", None)
        if on_text is None:
            raise ValueError(f"this screen has no text field {action!r}")
        code = any(r.action == action and r.pairing for r in self.regions)
        on_text(action, value[: CODE_MAX_LENGTH if code else TEXT_MAX_LENGTH])

    def point_at(self, point: tuple[float, float] | None) -> bool:
        """Hover or long press (None: the pointer left); True when a redraw is needed."""
        point_at = getattr(self.screen, "point_at", None)
        return bool(point_at and point_at(point))

    def focus(self, action: str | None) -> None:
        """Mark the control that has keyboard focus, so the canvas can ring it, and scroll
        it into view."""
        self.shown.focused = action
        region = next((r for r in self.regions if r.action == action and r.rect), None)
        if region is not None:
            height = self.viewport[1]
            if region.rect.y < 0:
                self.scroll_by(region.rect.y - 8)
            elif region.rect.bottom > height:
                self.scroll_by(region.rect.bottom - height + 8)

    def set_language(self, code: str) -> None:
        """Switch the language and remember it for the next visit (for this visit only
        when the browser refuses to store it)."""
        i18n.set_language(code)
        with suppress(StorageUnavailable):  # refused: the language holds for this visit
            self.storage.set(LANGUAGE_KEY, code)

    def animating(self) -> bool:
        """Whether the screen wants another frame soon (a piece is still moving)."""
        motion = getattr(self.screen, "motion", None)
        return bool(motion and motion.animating())

    def piece_shown(self, piece) -> tuple[float, float, float]:
        """Where a piece of the last frame shows now, if nothing but time changed: its
        offset from its place and its opacity (see :meth:`Motion.shown`)."""
        return self.screen.motion.shown(piece, self.ticks())

    # -- bots ----------------------------------------------------------------------------
    def auto_delay(self) -> float | None:
        """Seconds until the current screen wants :meth:`advance` (a bot's move), or None
        when it waits for people. A guest's hint the host thinks about comes first."""
        if self.devices is not None and self.devices.host.thinking():
            return 0.0
        auto_delay = getattr(self.screen, "auto_delay", None)
        return auto_delay() if auto_delay is not None else None

    async def advance(self) -> None:
        """Think a slice of a guest's hint, or let the current screen play its waiting bot
        move."""
        if self.devices is not None and self.devices.host.thinking():
            self.devices.host.think()  # the advice goes with the next frame's flush
            await asyncio.sleep(0)
            return
        advance = getattr(self.screen, "advance", None)
        if advance is not None:
            await advance()

    # -- navigation (the Navigator of the screens) ----------------------------------------
    def push(self, screen: Screen) -> None:
        """Show ``screen`` above the current one (Back returns to it)."""
        self.below.append(self.shown)
        self.shown = _Shown(screen)

    def replace(self, screen: Screen) -> None:
        """Show ``screen`` in place of the current one."""
        self.shown = _Shown(screen)

    def back(self) -> None:
        """Pop the current screen: the one below comes back as it was left."""
        if self.below:
            self.shown = self.below.pop()
        else:
            self.home()

    def home(self) -> None:
        self._leave_table()
        self.below.clear()
        self.shown = _Shown(HomeScreen(self))

    def _leave_table(self) -> None:
        """The game at the table is left: a bot's move still being thought about for it
        is dropped when it comes (Continue opens the game anew)."""
        from kingmakers.ui.state.session import GameSession

        session = self.table.session if self.table is not None else None
        if isinstance(session, GameSession):
            session.close()

    def _sit_down(self, screen: TableScreen) -> None:
        """A table goes right above home: Menu from it, or from its rules, goes home."""
        if self.table is not None and self.table.session is not screen.session:
            self._leave_table()
        self.table = screen
        self.below = [self.below[0]] if self.below else [_Shown(HomeScreen(self))]
        self.shown = _Shown(screen)

    def game_ui(self, game_id: str) -> GameUI:
        ui = self.games.get(game_id)
        if ui is None:
            raise ValueError(f"unknown game {game_id!r}")
        return ui

    def open_game(self, game_id: str) -> None:
        from kingmakers.ui.screens.placeholder import PlaceholderScreen
        from kingmakers.ui.screens.setup import SetupScreen

        ui = self.game_ui(game_id)
        self.push(SetupScreen(self, ui) if ui.playable else PlaceholderScreen(self, ui))

    def open_setup(self, game_id: str) -> None:
        from kingmakers.ui.screens.setup import SetupScreen

        self.replace(SetupScreen(self, self.game_ui(game_id)))

    def open_saves(self, messages: Iterable[str] = ()) -> None:
        from kingmakers.ui.screens.saved_games import SavedGamesScreen

        self.push(SavedGamesScreen(self, list(messages)))

    def open_rules(self, game_id: str) -> None:
        from kingmakers.ui.screens.rules import RulesScreen

        self.push(RulesScreen(self, self.game_ui(game_id)))

    def open_settings(self) -> None:
        from kingmakers.ui.screens.settings import SettingsScreen

        self.push(SettingsScreen(self))

    # -- keeping the games ------------------------------------------------------------------
    def keep_storage(self) -> None:
        """Once the player has a save, ask the browser (once a visit) not to clear this
        site's storage when space runs short (``navigator.storage.persist()``)."""
        if not self.asked_to_keep and self.platform.storage_kept is not True and self.store.ids():
            self.asked_to_keep = True
            self.platform.keep_storage()

    def back_up(self) -> None:
        """Download every game and the settings as one dated file, and remember when."""
        from kingmakers.ui.state.backup import backup_file_name, backup_text

        moment = self.clock()
        text = backup_text(self.store, self.settings, self.language, moment)
        self.platform.download(backup_file_name(moment), text)
        self.settings.backup_made = moment

    def restore_backup(self, text: str) -> str:
        """Add a backup's games that are not here yet and take its settings; returns what
        was done, in words. SaveError (nothing changed) when the file is not a backup;
        StorageFull when the storage refused a game."""
        from kingmakers.ui.state.backup import restore

        restored, language = restore(self.store, self.settings, text, self.new_save_id)
        if language in i18n.LANGUAGES:
            self.set_language(language)
        self.keep_storage()
        parts = [i18n.t("backup.added", count=restored.added)]
        if restored.present:
            parts.append(i18n.t("backup.present", count=restored.present))
        if restored.damaged:
            parts.append(i18n.t("backup.damaged", count=restored.damaged))
        return " ".join(parts)

    def open_replay(self, saved: SavedGame) -> None:
        """Watch ``saved`` again move by move; Back returns here."""
        from kingmakers.ui.screens.replay import ReplayScreen

        self.push(ReplayScreen(self, saved, self.game_ui(saved.game_id)))

    # -- games ---------------------------------------------------------------------------
    def unsaved_game(self) -> SavedGame | None:
        """The game being played while the storage refuses to keep it (it lives only in
        memory until space is freed), if any."""
        session = self.table.session if self.table else None
        return session.saved if session and session.storage_full else None

    def can_continue(self) -> bool:
        return self.unsaved_game() is not None or self.store.last_id() is not None

    def continue_game(self) -> None:
        """Back to the last game played: the one in memory while the storage is full,
        else the newest save."""
        unsaved = self.unsaved_game()
        if unsaved is not None:
            self.open_table(unsaved)
        elif (last := self.store.last_id()) is not None:
            self.resume(last)

    def storage_changed(self, key: str | None) -> None:
        """Another tab or window wrote ``key`` (None: cleared the storage): a table
        showing that game stops until the player reloads it."""
        if self.table is not None and self.screen is self.table:
            self.table.session.changed_elsewhere()

    def new_save_id(self) -> str:
        taken = set(self.store.ids())
        while True:
            save_id = f"g{self.platform.random_seed() % 16**10:010x}"
            if save_id not in taken:
                return save_id

    def start_game(
        self,
        game_id: str,
        seats: list[Seat],
        options: dict,
        seed: int | None = None,
        hints: bool = True,
    ) -> SavedGame:
        ui = self.game_ui(game_id)
        if not ui.playable:
            raise ValueError(f"{ui.title()} cannot be played here yet.")
        seed = self.platform.random_seed() if seed is None else seed
        state = get_game(game_id).new_game(len(seats), seed=seed, options=options)
        now = self.clock()
        saved = SavedGame(self.new_save_id(), game_id, list(seats), state, now, now, hints=hints)
        self.open_table(saved, autosave=True)
        return saved

    def start_lesson(self, game_id: str) -> SavedGame:
        from kingmakers.ui.lesson import BOT, BOT_NAMES

        ui = self.game_ui(game_id)
        lesson = ui.lesson()
        others = iter(BOT_NAMES)
        seats = [
            Seat(i18n.t("setup.default_name", n=1))
            if seat == lesson.learner
            else Seat(next(others), BOT)
            for seat in range(lesson.players)
        ]
        state = get_game(game_id).new_game(
            lesson.players, seed=lesson.seed, options=dict(lesson.options)
        )
        now = self.clock()
        saved = SavedGame(self.new_save_id(), game_id, seats, state, now, now, lesson=0)
        self.open_table(saved, autosave=True)
        return saved

    def play_from(self, saved: SavedGame, state: GameState, same_deck: bool = False) -> SavedGame:
        """A new saved game from ``state``, a position of ``saved``, with its seats and hint
        setting (a branch: ``saved`` stays as it is), what no seat has seen reshuffled with
        a fresh seed unless ``same_deck``; sit down at it."""
        if not same_deck:
            state.reshuffle(self.platform.random_seed())
        now = self.clock()
        branch = SavedGame(
            self.new_save_id(), saved.game_id, list(saved.seats), state, now, now, hints=saved.hints
        )
        self.open_table(branch, autosave=True)
        return branch

    def resume(self, save_id: str) -> None:
        try:
            saved = self.store.load(save_id)
        except SaveError as error:
            self.open_saves([str(error)])
            return
        self.open_table(saved)

    def open_table(self, saved: SavedGame, autosave: bool = False) -> None:
        """A game this app cannot show yet goes to the saved games with a message."""
        from kingmakers.ui.screens.table import TableScreen
        from kingmakers.ui.state.session import GameSession

        ui = self.games.get(saved.game_id)
        if ui is None or not ui.playable:
            title = ui.title() if ui else saved.game_id
            self.open_saves([i18n.t("saves.no_table", title=title)])
            return
        unsaved = self.unsaved_game()
        if unsaved is saved:
            session = self.table.session
            session.closed = False
        else:
            session = GameSession(
                saved,
                self.store,
                seed=saved.state.seed,
                clock=self.clock,
                thinkers=self.platform.thinkers,
            )
        if autosave:
            session.autosave()
        self._seat_devices(session)
        self._sit_down(TableScreen(self, session, ui))
        self.keep_storage()
        if self.devices is not None and not session.state.history and self.devices.away():
            self.pair_device(self.devices.away()[0])  # a new game: pair its devices first

    # -- several devices -----------------------------------------------------------------
    def _seat_devices(self, session: GameSession) -> None:
        """The host's links for ``session``'s seats on devices: those of the same game
        kept (Menu, then Continue), any other game's closed."""
        from kingmakers.ui.devices.link import HostDevices

        devices = self.devices
        if devices is not None and devices.key != HostDevices.key_of(session.saved):
            devices.close()
            devices = None
        if devices is None and any(seat.device for seat in session.seats):
            devices = HostDevices(session, self.platform, self.storage, self.repaint)
        if devices is not None:
            devices.host.session = session
        self.devices = devices

    def devices_away(self) -> list[int]:
        """The seats on devices that are not connected now (none without devices)."""
        return self.devices.away() if self.devices is not None else []

    def pair_device(self, seat: int) -> None:
        """Pair ``seat``'s device (again): its code and the guest's reply."""
        from kingmakers.ui.screens.pairing import HostPairingScreen

        if self.devices is not None and seat in self.devices.seats:
            self.push(HostPairingScreen(self, self.devices, seat))

    def devices_paired(self) -> None:
        """A device is connected: pair the next one away, or back to the table."""
        from kingmakers.ui.screens.pairing import HostPairingScreen

        away = self.devices_away()
        if away:
            self.replace(HostPairingScreen(self, self.devices, away[0]))
        else:
            self.back()

    def join_table(self) -> None:
        """Join another device's table as one seat."""
        from kingmakers.ui.devices.link import GuestDevice
        from kingmakers.ui.screens.pairing import JoinScreen

        self.guest = GuestDevice(self.platform, self.storage, self.repaint)
        self.push(JoinScreen(self, self.guest))

    def sit_as_guest(self) -> None:
        """The host welcomed this device: its seat's table."""
        from kingmakers.ui.devices.guest import AskedHints
        from kingmakers.ui.screens.table import TableScreen

        session = self.guest.session
        ui = self.game_ui(session.saved.game_id)
        self._sit_down(TableScreen(self, session, ui, hints=AskedHints(session)))


def _shifted(region: HitRegion, dy: float) -> HitRegion:
    if region.rect is None or not dy:
        return region
    rect = region.rect
    return region._replace(rect=Rect(rect.x, rect.y + dy, rect.w, rect.h))
