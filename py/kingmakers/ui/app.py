"""The front end's state: which screen shows, in which language, and what a tap does.

Pure Python: the browser adapter (:mod:`kingmakers.ui.browser`) feeds it viewport sizes,
taps and DOM-button activations, and paints what :meth:`App.render` draws.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from kingmakers import __version__
from kingmakers.ui import i18n, theme
from kingmakers.ui.canvas import Canvas
from kingmakers.ui.home import GAME_TILES, HomeScreen
from kingmakers.ui.placeholder import PlaceholderScreen
from kingmakers.ui.screen import HitRegion, Screen, hit_test
from kingmakers.ui.storage import LANGUAGE_KEY, Storage

GameScreenFactory = Callable[["App"], Screen]


class App:
    """Routes taps and actions to the current screen and keeps the language choice.

    ``game_screens`` maps a game id to a factory for its table screen; a game missing
    from it opens a :class:`PlaceholderScreen`.
    """

    def __init__(
        self,
        storage: Storage,
        preferred_languages: Iterable[str] = (),
        game_screens: Mapping[str, GameScreenFactory] | None = None,
        version: str = __version__,
    ) -> None:
        self.storage = storage
        self.version = version
        self.game_screens = dict(game_screens or {})
        self.focused: str | None = None
        self.regions: list[HitRegion] = []
        i18n.set_language(i18n.choose_language(storage.get(LANGUAGE_KEY), preferred_languages))
        self.screen: Screen = HomeScreen(self)

    @property
    def language(self) -> str:
        return i18n.get_language()

    def render(self, canvas: Canvas, width: float, height: float) -> list[HitRegion]:
        """Draw the current screen (and the keyboard focus ring); remember its regions."""
        self.regions = self.screen.render(canvas, width, height)
        focused = next((r for r in self.regions if r.action == self.focused), None)
        if focused is not None:
            box = focused.rect.inset(-4)
            canvas.rounded_rect(box.x, box.y, box.w, box.h, 16, stroke=theme.GOLD, line_width=4)
        return self.regions

    def tap(self, x: float, y: float) -> HitRegion | None:
        """Activate the region under a tap or click, if any; returns it."""
        region = hit_test(self.regions, x, y)
        if region is not None:
            self.activate(region.action)
        return region

    def activate(self, action: str) -> None:
        """Perform ``action`` on the current screen."""
        self.screen.on_action(action)

    def focus(self, action: str | None) -> None:
        """Mark the control that has keyboard focus, so the canvas can ring it."""
        self.focused = action

    def set_language(self, code: str) -> None:
        """Switch the language and remember it for the next visit."""
        i18n.set_language(code)
        self.storage.set(LANGUAGE_KEY, code)

    def open_game(self, game_id: str) -> None:
        """Show ``game_id``'s table, or its placeholder while it has none."""
        if game_id not in {tile.game_id for tile in GAME_TILES}:
            raise ValueError(f"unknown game {game_id!r}")
        factory = self.game_screens.get(game_id)
        self.screen = factory(self) if factory else PlaceholderScreen(self, game_id)
        self.focused = None

    def go_home(self) -> None:
        self.screen = HomeScreen(self)
        self.focused = None
