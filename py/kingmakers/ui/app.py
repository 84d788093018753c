"""The front end's state: which screen shows, in which language, and what a tap does.

Pure Python: the browser adapter (:mod:`kingmakers.ui.browser`) feeds it viewport sizes,
taps, DOM-control activations and text edits, paints what :meth:`App.render` draws, and
lets bots move when :meth:`App.auto_delay` says so.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from contextlib import suppress

from kingmakers import __version__
from kingmakers.engine import SaveError
from kingmakers.games import get_game
from kingmakers.ui import i18n
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas
from kingmakers.ui.kit.regions import TEXT_MAX_LENGTH, HitRegion, Screen, hit_test
from kingmakers.ui.screens.home import GAME_TILES, HomeScreen, game_title
from kingmakers.ui.screens.placeholder import PlaceholderScreen
from kingmakers.ui.screens.rules import RulesScreen
from kingmakers.ui.screens.saved_games import SavedGamesScreen
from kingmakers.ui.screens.setup import SetupScreen
from kingmakers.ui.screens.table import GameRenderer, TableScreen
from kingmakers.ui.state.platform import FakePlatform, Platform
from kingmakers.ui.state.saves import SavedGame, SaveStore, Seat
from kingmakers.ui.state.session import GameSession, now_iso
from kingmakers.ui.state.settings import Settings
from kingmakers.ui.state.storage import LANGUAGE_KEY, Storage, StorageUnavailable

RendererFactory = Callable[[], GameRenderer]


def _viva_renderer() -> GameRenderer:
    from kingmakers.ui.games.viva.renderer import VivaRenderer

    return VivaRenderer()


GAME_RENDERERS: dict[str, RendererFactory] = {"viva": _viva_renderer}
"""Game id -> its table's renderer; imported only when a game starts, so the home screen
loads fast. A game missing here opens a :class:`PlaceholderScreen`."""


class App:
    """Routes taps, actions and text edits to the current screen, starts and resumes
    games, and keeps the language and settings.

    ``platform`` (files, randomness) defaults to a :class:`FakePlatform` outside a browser;
    ``renderers`` defaults to :data:`GAME_RENDERERS`.
    """

    def __init__(
        self,
        storage: Storage,
        preferred_languages: Iterable[str] = (),
        platform: Platform | None = None,
        renderers: Mapping[str, RendererFactory] | None = None,
        version: str = __version__,
        clock: Callable[[], str] = now_iso,
    ) -> None:
        self.storage = storage
        self.store = SaveStore(storage)
        self.settings = Settings(storage)
        self.platform: Platform = platform or FakePlatform()
        self.renderers = dict(GAME_RENDERERS if renderers is None else renderers)
        self.version = version
        self.clock = clock
        self.focused: str | None = None
        self.regions: list[HitRegion] = []
        i18n.set_language(i18n.choose_language(storage.get(LANGUAGE_KEY), preferred_languages))
        self.screen: Screen = HomeScreen(self)

    @property
    def language(self) -> str:
        return i18n.get_language()

    # -- input and drawing ---------------------------------------------------------------
    def render(self, canvas: Canvas, width: float, height: float) -> list[HitRegion]:
        """Draw the current screen (and the keyboard focus ring); remember its regions."""
        self.regions = self.screen.render(canvas, width, height)
        focused = next(
            (r for r in self.regions if r.action == self.focused and r.rect is not None), None
        )
        if focused is not None:
            box = focused.rect.inset(-4)
            canvas.rounded_rect(box.x, box.y, box.w, box.h, 16, stroke=theme.GOLD, line_width=4)
        return self.regions

    def tap(self, x: float, y: float) -> HitRegion | None:
        """Activate the button under a tap or click, if any; returns the region hit (a
        text field is only returned: the browser's own input takes the tap)."""
        region = hit_test(self.regions, x, y)
        if region is not None and region.kind == "button":
            self.activate(region.action)
        return region

    def activate(self, action: str) -> None:
        """Perform ``action`` on the current screen."""
        self.screen.on_action(action)

    def set_text(self, action: str, value: str) -> None:
        """Deliver an edit of the text field ``action`` to the current screen."""
        on_text = getattr(self.screen, "on_text", None)
        if on_text is None:
            raise ValueError(f"this screen has no text field {action!r}")
        on_text(action, value[:TEXT_MAX_LENGTH])

    def point_at(self, point: tuple[float, float] | None) -> bool:
        """Hover or long press (None: the pointer left); True when a redraw is needed."""
        point_at = getattr(self.screen, "point_at", None)
        return bool(point_at and point_at(point))

    def focus(self, action: str | None) -> None:
        """Mark the control that has keyboard focus, so the canvas can ring it."""
        self.focused = action

    def set_language(self, code: str) -> None:
        """Switch the language and remember it for the next visit (for this visit only
        when the browser refuses to store it)."""
        i18n.set_language(code)
        with suppress(StorageUnavailable):  # refused: the language holds for this visit
            self.storage.set(LANGUAGE_KEY, code)

    # -- bots ----------------------------------------------------------------------------
    def bot_pause(self, default: float) -> float:
        """Seconds before a bot moves, given the table's ``default``, at the chosen speed."""
        return self.settings.bot_pause(default)

    def auto_delay(self) -> float | None:
        """Seconds until the current screen wants :meth:`advance` (a bot's move), or None
        when it waits for people."""
        auto_delay = getattr(self.screen, "auto_delay", None)
        delay = auto_delay() if auto_delay is not None else None
        return None if delay is None else self.bot_pause(delay)

    async def advance(self) -> None:
        """Let the current screen play its waiting bot move."""
        advance = getattr(self.screen, "advance", None)
        if advance is not None:
            await advance()

    # -- navigation ----------------------------------------------------------------------
    def show(self, screen: Screen) -> None:
        """Make ``screen`` current (also how a screen kept aside, such as the table behind
        its rules, comes back)."""
        self.screen = screen
        self.focused = None

    def go_home(self) -> None:
        self.show(HomeScreen(self))

    def has_table(self, game_id: str) -> bool:
        """Whether ``game_id`` can be played here (it has a renderer)."""
        return game_id in self.renderers

    def open_game(self, game_id: str) -> None:
        """Start a new game of ``game_id`` (its setup), or its placeholder while it has no
        table."""
        if game_id not in {tile.game_id for tile in GAME_TILES}:
            raise ValueError(f"unknown game {game_id!r}")
        if self.has_table(game_id):
            self.open_setup(game_id)
        else:
            self.show(PlaceholderScreen(self, game_id))

    def open_setup(self, game_id: str) -> None:
        self.show(SetupScreen(self, game_id))

    def open_saves(self, messages: Iterable[str] = ()) -> None:
        """The saved-games list, with ``messages`` (e.g. why a save did not open) on top."""
        self.show(SavedGamesScreen(self, list(messages)))

    def show_rules(self, game_id: str, back_to: Screen) -> None:
        """The rules of ``game_id``; its back control returns to ``back_to``."""
        self.show(RulesScreen(self, game_id, back_to))

    # -- games ---------------------------------------------------------------------------
    def new_save_id(self) -> str:
        """An id no stored save has."""
        taken = set(self.store.ids())
        while True:
            save_id = f"g{self.platform.random_seed() % 16**10:010x}"
            if save_id not in taken:
                return save_id

    def start_game(
        self, game_id: str, seats: list[Seat], options: dict, seed: int | None = None
    ) -> SavedGame:
        """Deal a new game, save it and sit down at its table; InvalidOptions (with the
        engine's message) when the seats and options do not make a game."""
        if not self.has_table(game_id):
            raise ValueError(f"{game_title(game_id)} cannot be played here yet.")
        seed = self.platform.random_seed() if seed is None else seed
        state = get_game(game_id).new_game(len(seats), seed=seed, options=options)
        now = self.clock()
        saved = SavedGame(self.new_save_id(), game_id, list(seats), state, now, now)
        self.open_table(saved, autosave=True)
        return saved

    def resume(self, save_id: str) -> None:
        """Sit down at a saved game; a save that does not open shows the saved games
        with the reason."""
        try:
            saved = self.store.load(save_id)
        except SaveError as error:
            self.open_saves([str(error)])
            return
        self.open_table(saved)

    def open_table(self, saved: SavedGame, autosave: bool = False) -> None:
        """The table for ``saved`` (saving it first when ``autosave``); a game this app
        cannot show yet goes to the saved games with a message."""
        factory = self.renderers.get(saved.game_id)
        if factory is None:
            self.open_saves([i18n.t("saves.no_table", title=game_title(saved.game_id))])
            return
        session = GameSession(saved, self.store, seed=saved.state.seed, clock=self.clock)
        if autosave:
            session.autosave()
        self.show(TableScreen(self, session, factory()))
