"""What a screen is, and the small interface through which screens move between each other.

Screens never import the app or each other: they receive a :class:`Navigator` (the app
implements it) and ask it to open the next screen. Navigation is a stack, so Rules, Saved
games and Back return to exactly the screen (and the control with keyboard focus) the
player left.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

from kingmakers.ui.kit.canvas import Canvas
from kingmakers.ui.kit.regions import HitRegion

if TYPE_CHECKING:
    from kingmakers.engine import GameState
    from kingmakers.ui.game_ui import GameUI
    from kingmakers.ui.state.platform import Platform
    from kingmakers.ui.state.saves import SavedGame, SaveStore, Seat
    from kingmakers.ui.state.settings import Settings


class Screen(Protocol):
    """Anything the app can show: draws itself, says where its controls are, and
    performs the actions of those controls.

    Optional parts, each looked up by name: ``on_text(action, value)`` for a screen that
    draws text fields; ``auto_delay()`` and ``advance()`` where bots play;
    ``point_at(point)`` for hover and long press; ``content_height(canvas, width,
    height)`` for a screen that may need more height than the viewport (the app then
    scrolls it); ``animating()`` while it wants animation frames.
    """

    def render(self, canvas: Canvas, width: float, height: float) -> list[HitRegion]:
        """Paint the whole ``width`` x ``height`` area; return the regions drawn."""
        ...

    def on_action(self, action: str) -> None:
        """Do what ``action`` means here; raise ``ValueError`` for an id it never draws."""
        ...


class Navigator(Protocol):
    """The app as screens see it: moving between screens, and the services they use."""

    store: SaveStore
    settings: Settings
    platform: Platform
    version: str
    games: dict[str, GameUI]
    reduce_motion: bool
    """No animations (the player's setting or the system's preference)."""

    def ticks(self) -> float:
        """Seconds on a steady clock, for animations."""
        ...

    def back(self) -> None:
        """Return to the screen below this one, as it was."""
        ...

    def home(self) -> None:
        """The home screen, with nothing below it."""
        ...

    def open_game(self, game_id: str) -> None:
        """A new game of ``game_id``: its setup (a placeholder while it has no table)."""
        ...

    def open_setup(self, game_id: str) -> None:
        """The setup of a new game of ``game_id``, in place of the current screen."""
        ...

    def open_saves(self, messages: Iterable[str] = ()) -> None:
        """The saved games, with ``messages`` (e.g. why a save did not open) on top."""
        ...

    def open_rules(self, game_id: str) -> None:
        """The rules of ``game_id``; Back returns here."""
        ...

    def open_settings(self) -> None:
        """The settings (language, motion, bots, hints, storage, backup); Back returns
        here."""
        ...

    def back_up(self) -> None:
        """Download every game and the settings as one dated file."""
        ...

    def restore_backup(self, text: str) -> str:
        """Add a backup file's games not already here, take its settings, and say what
        was done; SaveError when the file is not a backup, StorageFull when full."""
        ...

    def clock(self) -> str:
        """Now, as ISO text (what saves are stamped with)."""
        ...

    def start_game(
        self,
        game_id: str,
        seats: list[Seat],
        options: dict,
        seed: int | None = None,
        hints: bool = True,
    ) -> SavedGame:
        """Deal, save and sit down at a new game (with hints or without); InvalidOptions
        when it cannot start."""
        ...

    def start_lesson(self, game_id: str) -> SavedGame:
        """Deal, save and sit down at the game's guided first game."""
        ...

    def play_from(self, saved: SavedGame, state: GameState, same_deck: bool = False) -> SavedGame:
        """Save and sit down at a new game from ``state``, a position of ``saved``, with
        its seats (``saved`` stays as it was), what no seat has seen reshuffled with a
        fresh seed unless ``same_deck``."""
        ...

    def open_replay(self, saved: SavedGame) -> None:
        """Watch ``saved`` again, move by move; Back returns here."""
        ...

    def resume(self, save_id: str) -> None:
        """Sit down at a saved game (or show the saved games with why it did not open)."""
        ...

    def open_table(self, saved: SavedGame, autosave: bool = False) -> None:
        """Sit down at ``saved`` (saving it first when ``autosave``)."""
        ...

    def devices_away(self) -> list[int]:
        """The seats played on their own devices that are not connected now."""
        ...

    def pair_device(self, seat: int) -> None:
        """Pair ``seat``'s own device with this table (again)."""
        ...

    def devices_paired(self) -> None:
        """A device was paired: the next one, or back to the table."""
        ...

    def join_table(self) -> None:
        """Join another device's table as one of its seats."""
        ...

    def sit_as_guest(self) -> None:
        """Show the seat's table this device joined."""
        ...

    def unsaved_game(self) -> SavedGame | None:
        """The game being played while the storage refuses to keep it, if any."""
        ...

    def can_continue(self) -> bool:
        """Whether there is a last game to go back to."""
        ...

    def continue_game(self) -> None:
        """Back to the last game played (the one in memory while the storage is full)."""
        ...

    def new_save_id(self) -> str:
        """An id no stored save has."""
        ...

    def scroll_to_top(self) -> None:
        """Show the current screen from its top (its content changed, e.g. a new page)."""
        ...

    def set_language(self, code: str) -> None:
        """Switch the language and remember it."""
        ...
