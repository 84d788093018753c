"""Our modules that the menu does not need, which arrive after it is up.

The wheel the page waits for holds only the modules the menu imports; the rest (each
game's table, engines, bots, replay..., the rules texts, packages of their own, and the
catalogues of every language) are in a zip beside it (build.py's ``LATER_ZIP``), which
the page fetches once the menu is up and hands to :func:`arrived`. A module of ours
imported before then (a tap in the first moments) is not lost: :class:`LaterModules`,
last on ``sys.meta_path``, fetches the zip at once, synchronously, unpacks it and finds
the module, so no caller ever waits for it in any other way; nor does a catalogue read
before then (:func:`arrive_now`).
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import io
import sys
import zipfile
from collections.abc import Callable

PACKAGE = "kingmakers"


class LaterModules(importlib.abc.MetaPathFinder):
    """Asked only for a module no other finder found: for one of our package's while the
    later zip has not arrived, gets the zip from ``fetch`` and looks again."""

    def __init__(self, site_packages: str, fetch: Callable[[], bytes]) -> None:
        self.site_packages = site_packages
        self.fetch = fetch
        self.unpacked = False

    def find_spec(self, name, path=None, target=None):
        if self.unpacked or name.split(".")[0] != PACKAGE:
            return None
        self.unpack(self.fetch())
        return importlib.machinery.PathFinder.find_spec(name, path, target)

    def unpack(self, data: bytes) -> None:
        """Put the zip's modules beside the wheel's (once: a second copy is the same)."""
        if self.unpacked:
            return
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            archive.extractall(self.site_packages)
        self.unpacked = True
        importlib.invalidate_caches()


_finder: LaterModules | None = None

USER_DEFINED_BYTES = {0xF700 + byte: byte for byte in range(0x80, 0x100)}
"""The ``x-user-defined`` charset gives a byte b >= 0x80 as U+F700 + b (and the others as
themselves): this turns its text back into Latin-1, one character per byte."""


def install(site_packages: str, fetch: Callable[[], bytes]) -> LaterModules:
    """Put a :class:`LaterModules` last on ``sys.meta_path`` (the page: at a plain start,
    before the menu's modules are imported), and have a missing catalogue fetch it too."""
    from kingmakers.ui import i18n

    global _finder
    uninstall()
    _finder = LaterModules(site_packages, fetch)
    sys.meta_path.append(_finder)
    i18n.on_missing_catalogue = arrive_now
    return _finder


def install_in_page(site_packages: str, url: str) -> None:
    """:func:`install`, the zip fetched from ``url`` when it is needed at once."""
    install(site_packages, fetch_now(url))


def arrive_now() -> None:
    """Fetch and unpack the later zip now if the page expects it and it has not arrived
    (a file of it is about to be read: another language's catalogue)."""
    if _finder is not None and not _finder.unpacked:
        _finder.unpack(_finder.fetch())


def uninstall() -> None:
    from kingmakers.ui import i18n

    global _finder
    if _finder in sys.meta_path:
        sys.meta_path.remove(_finder)
    _finder = None
    i18n.on_missing_catalogue = i18n.every_catalogue_is_here


def arrived(data) -> None:
    """The later zip, fetched by the page once the menu is up (bytes, or a JavaScript
    ``ArrayBuffer``)."""
    if _finder is not None:
        _finder.unpack(data if isinstance(data, bytes) else data.to_bytes())


def fetch_now(url: str) -> Callable[[], bytes]:
    """What fetches ``url`` synchronously in the page: an ``XMLHttpRequest`` that hands
    its bytes over as text, one character per byte (the only way a synchronous request
    in a page gives binary data)."""

    def fetch() -> bytes:
        import js

        request = js.XMLHttpRequest.new()
        request.open("GET", url, False)
        request.overrideMimeType("text/plain; charset=x-user-defined")
        request.send()
        if request.status != 200:
            raise ImportError(f"{url}: HTTP {request.status}")
        return str(request.responseText).translate(USER_DEFINED_BYTES).encode("latin-1")

    return fetch
