"""What the app needs from the device beyond drawing and storage: files and randomness.

The browser adapter implements :class:`Platform` with a download link and a file picker;
:class:`FakePlatform` records and replays those for tests and for running outside a browser.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

FileCallback = Callable[[str], None]


class Platform(Protocol):
    def download(self, filename: str, text: str) -> None:
        """Offer ``text`` to the user as a file named ``filename``."""
        ...

    def pick_file(self, callback: FileCallback) -> None:
        """Let the user choose a file; ``callback`` later receives its text (never
        called if the user cancels)."""
        ...

    def random_seed(self) -> int:
        """A fresh unpredictable non-negative integer (new games' seeds, save ids)."""
        ...


class FakePlatform:
    """A :class:`Platform` without a device: downloads are kept in ``downloads``, a
    picked file is supplied with :meth:`choose_file`, seeds count up from ``first_seed``."""

    def __init__(self, first_seed: int = 1) -> None:
        self.downloads: list[tuple[str, str]] = []
        self.waiting: FileCallback | None = None
        self.next_seed = first_seed

    def download(self, filename: str, text: str) -> None:
        self.downloads.append((filename, text))

    def pick_file(self, callback: FileCallback) -> None:
        self.waiting = callback

    def choose_file(self, text: str) -> None:
        """Act as the user picking a file whose content is ``text``."""
        if self.waiting is None:
            raise RuntimeError("no file was asked for")
        callback, self.waiting = self.waiting, None
        callback(text)

    def random_seed(self) -> int:
        seed = self.next_seed
        self.next_seed += 1
        return seed
