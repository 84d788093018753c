"""A pytest plugin that records the modules our package imports while tests run, for
tests/e2e/test_stdlib_subset.py (``-p tests.import_recorder``, output file in
``KINGMAKERS_IMPORTS_OUT``).

Recorded: every module imported while a frame of ``py/kingmakers`` is on the stack, lazy
imports inside the standard library included: those loaded for the first time (an audit
hook) and those an import statement asks for when already loaded (a wrapper of
``__import__``), so that what pytest happened to load first is not missed."""

from __future__ import annotations

import builtins
import importlib.util
import json
import os
import sys
from pathlib import Path

PACKAGE = str(Path(__file__).resolve().parent.parent / "py" / "kingmakers")
recorded: set[str] = set()


COMMAND_LINE = str(Path(PACKAGE) / "__main__.py")
"""Not part of the page: its imports (argparse) are not recorded."""


def _ours(frame) -> bool:
    while frame is not None:
        filename = frame.f_code.co_filename
        if filename.startswith(PACKAGE):
            return filename != COMMAND_LINE
        frame = frame.f_back
    return False


def _audit(event: str, args: tuple) -> None:
    if event == "import" and _ours(sys._getframe(1)):
        recorded.add(args[0])


_plain_import = builtins.__import__


def _recording_import(name, globals=None, locals=None, fromlist=(), level=0):
    module = _plain_import(name, globals, locals, fromlist, level)
    if _ours(sys._getframe(1)):
        package = (globals or {}).get("__package__") or ""
        absolute = importlib.util.resolve_name("." * level + name, package) if level else name
        submodules = (f"{absolute}.{item}" for item in fromlist or ())
        recorded.add(absolute)
        recorded.update(submodule for submodule in submodules if submodule in sys.modules)
    return module


# At once, not in pytest_configure: conftest files import our package before that.
sys.addaudithook(_audit)
builtins.__import__ = _recording_import


def pytest_unconfigure(config) -> None:
    builtins.__import__ = _plain_import
    Path(os.environ["KINGMAKERS_IMPORTS_OUT"]).write_text(json.dumps(sorted(recorded)))
