"""The site ships only the standard library it imports (build.stdlib_needed): every
module our package or PyScript's names, as Pyodide's CPython resolves them, and what
Pyodide loads to boot. A module outside that set would be a ModuleNotFoundError on a
player's device, so the app's code paths are run here under CPython (every game played
through at every size and language, hints, replays, saves, import and export, the rules
texts) and every standard-library module they import must be shipped."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile

import pytest

import build

#: The tests whose code paths the recording covers.
APP_PATHS = [
    "tests/ui/test_every_game_ui.py",
    "tests/ui/test_hints.py",
    "tests/ui/test_replay.py",
    "tests/ui/test_saved_games.py",
    "tests/ui/test_saves_session.py",
    "tests/ui/test_i18n.py",
    "tests/ui/test_rules_texts.py",
    "tests/ui/test_app_shell.py",
    "tests/ui/test_browser_boundary.py",
    "tests/ui/test_reliability.py",
]


def module_files(name: str) -> tuple[str, str]:
    """Where module ``name`` would be in the standard library's zip: a module, a package."""
    path = name.replace(".", "/")
    return f"{path}.py", f"{path}/__init__.py"


@pytest.fixture(scope="module")
def npm_stdlib() -> set[str]:
    with zipfile.ZipFile(build.NODE_MODULES / "pyodide" / "python_stdlib.zip") as original:
        return set(original.namelist())


def test_the_shipped_standard_library_is_what_the_page_imports(site, npm_stdlib):
    needed = build.stdlib_needed()
    with zipfile.ZipFile(site.out_dir / "pyodide" / build.STDLIB_ZIP) as shipped:
        names = set(shipped.namelist())
    assert names == {name + "c" for name in needed}
    for name in ("gettext", "json.decoder", "asyncio", "random", "pyodide.webloop"):
        assert any(file + "c" in names for file in module_files(name)), name
    for unused in ("multiprocessing", "unittest", "_pyrepl", "xml", "pdb", "doctest", "email.mime"):
        assert not any(file + "c" in names for file in module_files(unused)), unused
    assert len(names) < len([n for n in npm_stdlib if n.endswith(".py")]) / 2


def test_every_standard_library_module_the_app_imports_is_shipped(tmp_path, npm_stdlib):
    out = tmp_path / "imports.json"
    recording = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist"]
        + ["-p", "tests.import_recorder", *APP_PATHS],
        cwd=build.ROOT,
        env={**os.environ, "KINGMAKERS_IMPORTS_OUT": str(out)},
        capture_output=True,
        text=True,
    )
    assert recording.returncode == 0, recording.stdout[-3000:]
    imported = json.loads(out.read_text())
    assert {"gettext", "json", "kingmakers.ui.screens.replay"} - set(imported) == set()
    needs = build.stdlib_needs()
    missing = [
        name
        for name in imported
        if any(file in npm_stdlib for file in module_files(name))
        and not any(file in needs["files"] for file in module_files(name))
        and name not in needs["frozen"]
    ]
    assert missing == [], "imported by the app but not shipped: add them to build.STDLIB_ALSO"
