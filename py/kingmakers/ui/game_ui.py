"""The seam between the generic app and one game's UI: :class:`GameUI` describes it.

Each game's UI is one package under ``kingmakers.ui.games`` holding its renderer, its rules
text (``rules/<language>.md``, a package of its own), its strings (``locale/<language>.po``)
and a ``UI`` object that says the rest: its tile on the home screen, how its table is
proportioned, and how its terms are named in the reader's language. ``kingmakers.ui.games``
registers every ``UI`` on one line each; nothing else in the app names a game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import import_module, resources
from typing import TYPE_CHECKING, Any

from kingmakers.ui import i18n

if TYPE_CHECKING:
    from kingmakers.ui.lesson import Lesson
    from kingmakers.ui.seam.renderer import GameRenderer

#: What starts a ruling paragraph in a rules text, per language.
RULING_MARKS = {"en": "Ruling:", "hu": "Döntés:", "it": "Regola della casa:", "ru": "Решение:"}

Section = tuple[str, list[str]]
"""A rules section: its heading and its paragraphs."""


@dataclass(frozen=True)
class TableLayout:
    """How a game's table shares the screen in landscape: the board's share of the width,
    and the private panel's share of the side column below the players (the log has the
    rest); in portrait, the board's least height (half the screen unless a board needs
    more to keep its targets a finger apart: the private panel gets what is left)."""

    board_share: float = 0.6
    private_share: float = 0.55
    portrait_board_min: float = 0.0


@dataclass(frozen=True)
class GameUI:
    """Everything the generic app needs to know about one game's UI.

    ``renderer`` builds the table's game-specific half (imported only when a game starts,
    so the home screen loads fast); None while the game cannot be played here yet.
    ``terms`` names the engine's :class:`~kingmakers.engine.messages.Term` kinds of this
    game in the current language (kind -> function of the term's value).
    """

    game_id: str
    package: str
    accent: str
    emblem: str
    renderer: Callable[[], GameRenderer] | None = None
    layout: TableLayout = TableLayout()
    #: The fewest and most players the engine allows, for the tile (said here so the home
    #: screen needs no engine before the page is ready; a test checks they agree).
    players: tuple[int, int] | None = None
    terms: Mapping[str, Callable[[Any], str]] = field(default_factory=dict)

    @property
    def playable(self) -> bool:
        return self.renderer is not None

    def title(self) -> str:
        """The game's title in the current language."""
        return i18n.t(f"{self.game_id}.title")

    def tagline(self) -> str:
        """What the game is about, in one line of the current language."""
        return i18n.t(f"{self.game_id}.tagline")

    def length(self) -> str:
        """How long a game usually takes, in the current language."""
        return i18n.t(f"{self.game_id}.length")

    def lesson(self) -> Lesson:
        """The game's guided first game (its ``lesson`` module, imported only when a lesson
        starts or is resumed)."""
        return import_module(f"{self.package}.lesson").LESSON

    def rules(self, language: str) -> list[Section]:
        """The rules text in ``language`` (English when it has no translation)."""
        return _rules(self.package, language)


@cache
def _rules(package: str, language: str) -> list[Section]:
    """Read from the package ``<package>.rules``, which an import finds even before it
    has arrived on the page (the menu does not need it: it comes after ready)."""
    folder = resources.files(f"{package}.rules")
    source = folder.joinpath(f"{language}.md")
    if not source.is_file():
        source = folder.joinpath("en.md")
    return parse_rules(source.read_text("utf-8"))


def parse_rules(text: str) -> list[Section]:
    """Sections of a rules text: a ``## Heading`` line starts a section, blank lines separate
    paragraphs, a line break inside a paragraph is a space."""
    sections: list[Section] = []
    lines: list[str] = []

    def end_paragraph() -> None:
        if lines:
            if not sections:
                raise ValueError("a rules text must start with a '## ' heading")
            sections[-1][1].append(" ".join(lines))
            lines.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("## "):
            end_paragraph()
            sections.append((line[3:].strip(), []))
        elif line:
            lines.append(line)
        else:
            end_paragraph()
    end_paragraph()
    return sections
