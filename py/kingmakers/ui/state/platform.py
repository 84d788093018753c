"""What the app needs from the device beyond drawing and storage: files, randomness,
what kind of device it is, and whether its storage is kept.

The browser adapter implements :class:`Platform` with a download link, a file picker and
``navigator.storage``; :class:`FakePlatform` records and replays those for tests and for
running outside a browser.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

FileCallback = Callable[[str], None]


@dataclass(frozen=True)
class Device:
    """What the page learnt of the device once, at start."""

    apple_touch: bool = False
    """An iPhone or iPad, whose Safari deletes a site's storage after 7 days of use
    without a visit unless the site is added to the Home Screen."""
    installed: bool = False
    """Running as an app added to the Home Screen (``display-mode: standalone``)."""


class Platform(Protocol):
    device: Device
    storage_kept: bool | None
    """Whether the browser promised to keep this site's storage (None: not known)."""

    def keep_storage(self) -> None:
        """Ask the browser to keep this site's storage (``navigator.storage.persist()``);
        its answer lands in :attr:`storage_kept`."""
        ...

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
    picked file is supplied with :meth:`choose_file`, seeds count up from ``first_seed``;
    asking to keep the storage is counted and granted."""

    def __init__(self, first_seed: int = 1, device: Device | None = None) -> None:
        self.downloads: list[tuple[str, str]] = []
        self.waiting: FileCallback | None = None
        self.next_seed = first_seed
        self.device = device or Device()
        self.storage_kept: bool | None = None
        self.keep_asked = 0

    def keep_storage(self) -> None:
        self.keep_asked += 1
        self.storage_kept = True

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
