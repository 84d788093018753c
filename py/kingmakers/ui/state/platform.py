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


class PeerLink(Protocol):
    """One WebRTC connection to another device: a data channel and no server (the
    descriptions travel as pairing codes, see :mod:`kingmakers.ui.devices.pairing`).

    Its owner sets ``on_open``, ``on_message`` (a text received) and ``on_close`` (the
    channel closed or the connection failed)."""

    on_open: Callable[[], None]
    on_message: Callable[[str], None]
    on_close: Callable[[], None]

    async def offer(self) -> str:
        """This device's offer, once its candidates are gathered (SDP)."""
        ...

    async def answer(self, offer: str) -> str:
        """The answer to another device's ``offer``, once gathered (SDP)."""
        ...

    async def accept(self, answer: str) -> None:
        """Take the other device's answer to this one's offer; the channel opens later."""
        ...

    def send(self, text: str) -> None: ...

    def close(self) -> None: ...


class Thinkers(Protocol):
    """Web Workers in which search bots think, off the page's thread (the requests and
    answers are :mod:`kingmakers.ui.state.thinker`'s JSON)."""

    cores: int
    """The device's logical cores (``navigator.hardwareConcurrency``)."""

    def prepare(self, count: int) -> None:
        """Start workers, in the background, until there are ``count``."""
        ...

    def ready(self) -> int:
        """How many workers are started and able to think now."""
        ...

    async def think(self, requests: list[str]) -> list[str] | None:
        """Each request to a worker of its own; their answers, or None when they were
        dropped or a worker failed (said once on the console): the page then thinks."""
        ...

    def drop(self) -> None:
        """The move being thought about is no longer wanted."""
        ...


class Platform(Protocol):
    device: Device
    storage_kept: bool | None
    """Whether the browser promised to keep this site's storage (None: not known)."""
    thinkers: Thinkers | None
    """Where search bots think off the page's thread (None: in the page)."""

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

    def peer(self) -> PeerLink:
        """A new connection to another device, not yet paired."""
        ...

    def scan_code(self, found: Callable[[str], None], failed: Callable[[], None]) -> None:
        """Read a QR code with the camera: ``found`` gets its text, ``failed`` is called
        when there is no camera or it was refused."""
        ...

    def stop_scan(self) -> None:
        """Close the camera (nothing when it is not open)."""
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
        self.thinkers: Thinkers | None = None
        self.keep_asked = 0
        #: The links :meth:`peer` made, in order.
        self.peers: list[FakePeer] = []
        #: What :meth:`scan_code` was given while the camera is "open": (found, failed).
        self.scanning: tuple[Callable[[str], None], Callable[[], None]] | None = None

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

    def scan_code(self, found: Callable[[str], None], failed: Callable[[], None]) -> None:
        self.scanning = (found, failed)

    def stop_scan(self) -> None:
        self.scanning = None

    def peer(self) -> FakePeer:
        link = FakePeer(len(self.peers))
        self.peers.append(link)
        return link


class FakePeer:
    """A :class:`PeerLink` without a network: its descriptions are made up (one host
    candidate), texts sent are kept in ``sent`` and delivered to the ``other`` end once
    a test joined two with :meth:`join`; :meth:`deliver` hands one over by hand."""

    def __init__(self, number: int) -> None:
        self.number = number
        self.sent: list[str] = []
        self.other: FakePeer | None = None
        self.remote: str | None = None
        self.closed = False
        self.on_open: Callable[[], None] = lambda: None
        self.on_message: Callable[[str], None] = lambda _text: None
        self.on_close: Callable[[], None] = lambda: None

    def description(self, setup: str) -> str:
        fingerprint = ":".join(f"{(self.number * 7 + i) % 256:02X}" for i in range(32))
        return (
            f"v=0\r\na=ice-ufrag:u{self.number:03d}\r\na=ice-pwd:{'p' * 22}{self.number:02d}\r\n"
            f"a=fingerprint:sha-256 {fingerprint}\r\na=setup:{setup}\r\n"
            f"a=candidate:1 1 udp 2122260223 10.0.0.{self.number + 1} {5000 + self.number}"
            " typ host\r\n"
        )

    async def offer(self) -> str:
        return self.description("actpass")

    async def answer(self, offer: str) -> str:
        self.remote = offer
        return self.description("active")

    async def accept(self, answer: str) -> None:
        self.remote = answer

    def join(self, other: FakePeer) -> None:
        """Connect this end to ``other`` and open both (the guest's end says hello)."""
        self.other, other.other = other, self
        self.on_open()
        other.on_open()

    def deliver(self, text: str) -> None:
        self.on_message(text)

    def send(self, text: str) -> None:
        self.sent.append(text)
        if self.other is not None:
            self.other.deliver(text)

    def close(self) -> None:
        """Close both ends (a device gone)."""
        other, self.other = self.other, None
        self.closed = True
        self.on_close()
        if other is not None:
            other.close()
