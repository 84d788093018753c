"""The devices' links: the host's, one per seat played on its own device, and a guest's
one to the host. Each pairs by codes (:mod:`.pairing`) over the platform's
:class:`~kingmakers.ui.state.platform.PeerLink` and carries the messages of
:mod:`.protocol`.

The host keeps the seats' tokens in its storage beside the game, so after a reload the
devices that come back are known; a guest keeps only its last token.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from contextlib import suppress

from kingmakers.ui.state.platform import PeerLink, Platform
from kingmakers.ui.state.storage import Storage, StorageUnavailable

from .guest import GuestSession
from .pairing import from_sdp, from_text, minimal_sdp, to_text
from .protocol import DeviceHost

#: Where the host keeps a game's seat tokens (the save's id follows).
TOKENS_PREFIX = "kingmakers:devices:"
#: Where a guest keeps the token of the seat it played last.
GUEST_TOKEN_KEY = "kingmakers:device-token"


class HostDevices:
    """The host's side of every seat on its own device, for one game (its ``session``).
    ``changed`` is called when something a screen shows changed (a device came or left, a
    guest's move was played)."""

    def __init__(self, session, platform: Platform, storage: Storage, changed: Callable[[], None]):
        self.platform = platform
        self.storage = storage
        self.changed = changed
        self.key = self.key_of(session.saved)
        kept = _parse_tokens(storage.get(self.key))
        self.host = DeviceHost(session, kept)
        #: The links by the seat they carry (a pairing under way included).
        self.links: dict[int, PeerLink] = {}
        self._greeted: set[int] = set()

    @staticmethod
    def key_of(saved) -> str:
        """Where the tokens of ``saved``'s devices are kept."""
        return TOKENS_PREFIX + saved.save_id

    @property
    def seats(self) -> list[int]:
        return self.host.seats

    def away(self) -> list[int]:
        """The seats whose device is not connected (whoever plays them meanwhile)."""
        return self.host.away()

    def waited_for(self) -> list[int]:
        """The seats away that nobody plays meanwhile: the game waits for them."""
        session = self.host.session
        return [seat for seat in self.away() if session.seats[seat].device]

    async def offer(self, seat: int) -> str:
        """A new link for ``seat`` (any old one is closed): the offer's pairing code."""
        old = self.links.pop(seat, None)
        if old is not None:
            old.on_close = lambda: None
            old.close()
        link = self.platform.peer()
        self.links[seat] = link
        self._greeted.discard(seat)
        link.on_message = lambda text: self._received(link, text)
        link.on_close = lambda: self._closed(link)
        return to_text(from_sdp(await link.offer(), answer=False))

    async def answer(self, seat: int, code: str) -> None:
        """The guest's reply code for ``seat``'s link (PairingError if it is not one)."""
        pairing = from_text(code)
        if not pairing.answer:
            raise ValueError("an offer where the answer was expected")
        await self.links[seat].accept(minimal_sdp(pairing))

    def _seat_of(self, link: PeerLink) -> int | None:
        return next((seat for seat, known in self.links.items() if known is link), None)

    def _received(self, link: PeerLink, text: str) -> None:
        seat = self._seat_of(link)
        if seat is None:
            return
        if seat not in self._greeted:
            taken, replies = self.host.hello(seat, text)
            if taken != seat:  # a device back with another seat's token takes that seat
                displaced = self.links.pop(taken, None)
                if displaced is not None and displaced is not link:
                    displaced.on_close = lambda: None
                    displaced.close()
                del self.links[seat]
                self.links[taken] = link
                self._greeted.discard(seat)
            self._greeted.add(taken)
            self._keep_tokens()
            if not self.host.session.seats[taken].device:  # played here meanwhile
                self.host.session.play_seat_on_device(taken)
        else:
            refused = len(self.host.refusals)
            replies = self.host.receive(seat, text)
            for _, why, _ in self.host.refusals[refused:]:
                print(f"kingmakers: refused a message from seat {seat}'s device: {why}", flush=True)
        self._send(link, replies)
        self.changed()

    def _closed(self, link: PeerLink) -> None:
        seat = self._seat_of(link)
        if seat is not None:
            del self.links[seat]
            self._greeted.discard(seat)
            self.host.gone(seat)
            self.changed()

    def flush(self) -> None:
        """Send every connected device what changed for its seat."""
        for seat in list(self._greeted):
            link = self.links.get(seat)
            if link is not None:
                self._send(link, self.host.updates(seat))

    @staticmethod
    def _send(link: PeerLink, texts: list[str]) -> None:
        for text in texts:
            link.send(text)

    def _keep_tokens(self) -> None:
        with suppress(StorageUnavailable):
            self.storage.set(self.key, json.dumps(self.host.tokens))

    def close(self) -> None:
        """Close every link (the host left the table)."""
        for link in self.links.values():
            link.on_close = lambda: None
            link.close()
        self.links.clear()
        self._greeted.clear()
        self.host.present.clear()


def _parse_tokens(text: str | None) -> dict[int, str]:
    """Tokens kept by :meth:`HostDevices._keep_tokens` (nothing for anything else)."""
    try:
        data = json.loads(text or "{}")
    except ValueError:
        return {}
    if not isinstance(data, dict):
        return {}
    return {int(k): v for k, v in data.items() if k.isdigit() and isinstance(v, str)}


class GuestDevice:
    """A guest's link to a host: the reply to its offer, then its seat's session.
    ``changed`` is called whenever the host's messages changed what the table shows."""

    def __init__(self, platform: Platform, storage: Storage, changed: Callable[[], None]):
        self.platform = platform
        self.storage = storage
        self.changed = changed
        self.link: PeerLink | None = None
        self.session: GuestSession | None = None
        #: Whether the link to the host is open now, and whether it closed.
        self.open = self.closed = False

    async def answer(self, code: str) -> str:
        """The reply code to the host's offer ``code`` (PairingError if it is not one)."""
        pairing = from_text(code)
        if pairing.answer:
            raise ValueError("an answer where the offer was expected")
        if self.link is not None:
            self.link.on_close = lambda: None
            self.link.close()
        link = self.platform.peer()
        self.link, self.open, self.closed = link, False, False
        self.session = GuestSession(link.send, self.storage.get(GUEST_TOKEN_KEY))
        link.on_open = self._opened
        link.on_message = self._received
        link.on_close = self._closed
        return to_text(from_sdp(await link.answer(minimal_sdp(pairing)), answer=True))

    def _opened(self) -> None:
        self.open = True
        self.session.hello()
        self.changed()

    def _received(self, text: str) -> None:
        token = self.session.token
        self.session.receive(text)
        if self.session.token != token:
            with suppress(StorageUnavailable):
                self.storage.set(GUEST_TOKEN_KEY, self.session.token)
        self.changed()

    def _closed(self) -> None:
        self.open, self.closed = False, True
        self.changed()
