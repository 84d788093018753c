"""Python's side of starting the page from a memory snapshot.

After the first start, the page makes a snapshot of a fresh interpreter's whole heap
with this package imported, and later starts restore it instead of booting Python
(``web/pyodide/kingmakers-start.mjs`` and ``kingmakers-snapshot.mjs``).
:func:`prepare_snapshot` runs in the interpreter that is about to be snapshotted;
:func:`after_restore` runs first in every interpreter restored from it, to renew what
the snapshot froze but must differ between sessions.

Only plain imports belong in a snapshot: module objects are kept, but not files, open
handles or references to JavaScript objects, so nothing here touches ``js``.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
import sys
import time

#: Standard-library modules PyScript's start-up code imports on every start (its own
#: ``pyscript`` package is written and imported afresh each time, so it cannot be in a
#: snapshot; the modules it needs can).
PYSCRIPT_IMPORTS = (
    "asyncio",
    "base64",
    "collections",
    "functools",
    "html",
    "inspect",
    "io",
    "json",
    "os",
    "pathlib",
)


def package_modules() -> list[str]:
    """Every module of this package but the command line's ``__main__``."""
    package = importlib.import_module("kingmakers")
    names = ["kingmakers"]
    for module in pkgutil.walk_packages(package.__path__, "kingmakers."):
        if module.name.rpartition(".")[2] != "__main__":
            names.append(module.name)
    return sorted(names)


def import_package() -> int:
    """Import every module of the package from its .pyc (and what PyScript needs); return
    how many modules are loaded. The page does this before it unpacks the package's
    sources, after which a module not yet imported would be compiled from its source."""
    for name in (*PYSCRIPT_IMPORTS, *package_modules()):
        importlib.import_module(name)
    return len(sys.modules)


def prepare_snapshot() -> int:
    """Import what the page needs, so the snapshot holds it compiled and initialised;
    return how many modules are loaded."""
    return import_package()


def after_restore() -> None:
    """Make a restored interpreter a new session: every restore from one snapshot would
    otherwise draw the same numbers from :mod:`random`, which was seeded when the
    snapshot was made. Also re-read the time zone (the device may have moved) and forget
    directory listings cached by the import system, whose files were written anew."""
    random.seed()
    if hasattr(time, "tzset"):
        time.tzset()
    importlib.invalidate_caches()
    while sys.path.count("") > 1:  # each start puts the working directory first again
        sys.path.remove("")
