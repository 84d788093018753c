"""A game's rules texts are a package of their own (``<game>.rules``), which the menu does
not import: the page ships them after it is up (build.py's later zip), and rules asked for
sooner are fetched at once by the finder of kingmakers.startup_later."""

from __future__ import annotations

import io
import sys
import zipfile

import pytest

import kingmakers
from kingmakers import startup_later
from kingmakers.ui.game_ui import _rules
from kingmakers.ui.games import GAME_UIS

GAME = "kingmakers.rules_probe"
RULES = "## Setup\n\nEach player takes a card.\n"


def later_zip() -> bytes:
    """The later zip's part for the probe game: its rules package and texts."""
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w") as archive:
        archive.writestr("kingmakers/rules_probe/rules/__init__.py", "")
        archive.writestr("kingmakers/rules_probe/rules/en.md", RULES)
    return data.getvalue()


@pytest.fixture
def site_packages(tmp_path):
    """A site-packages whose copy of the probe game has its modules but not its rules."""
    (tmp_path / "kingmakers" / "rules_probe").mkdir(parents=True)
    (tmp_path / "kingmakers" / "rules_probe" / "__init__.py").write_text("")
    kingmakers.__path__.append(str(tmp_path / "kingmakers"))
    yield tmp_path
    kingmakers.__path__.remove(str(tmp_path / "kingmakers"))
    startup_later.uninstall()
    for name in (GAME, f"{GAME}.rules"):
        sys.modules.pop(name, None)


def test_rules_asked_for_before_they_arrived_are_fetched_at_once(site_packages):
    fetches = []

    def fetch() -> bytes:
        fetches.append(1)
        return later_zip()

    startup_later.install(str(site_packages), fetch)
    assert _rules(GAME, "en") == [("Setup", ["Each player takes a card."])]
    assert fetches == [1]


@pytest.mark.parametrize("game_ui", GAME_UIS.values(), ids=GAME_UIS.keys())
def test_each_games_rules_are_read_from_its_rules_package(game_ui):
    assert game_ui.rules("hu") and f"{game_ui.package}.rules" in sys.modules
