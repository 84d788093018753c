"""Every message key the engine and the games register has its Magyar, Italiano and Русский
translation in the app's gettext catalogues (the key is the msgid), with every plural form a
counted message needs and the same ``{placeholders}`` as the English."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

import kingmakers
from kingmakers.engine.messages import ENGLISH
from kingmakers.games import available_games, get_game

UI = Path(kingmakers.__file__).parent / "ui"
LANGUAGES = {"hu": 2, "it": 2, "ru": 3}
GAMES = available_games()
for _game_id in GAMES:
    get_game(_game_id)  # registers the game's English


def catalogue_path(prefix: str, language: str) -> Path:
    """The engine core's keys are in the app's catalogue, each game's in its own."""
    folder = UI / "locale" if prefix == "engine" else UI / "games" / prefix / "locale"
    return folder / f"{language}.po"


def parse_po(path: Path) -> dict[str, dict]:
    """A small .po reader: msgid -> {"plural": msgid_plural or None, "forms": {index: text}}
    (a singular msgstr is form 0); the header is under ""."""
    entries: dict[str, dict] = {}
    entry: dict | None = None
    field = None
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        keyword, _, rest = line.partition(" ")
        if line.startswith('"'):
            text = unquote(line)
        elif keyword == "msgid":
            entry = {"msgid": unquote(rest), "plural": None, "forms": {}}
            field = ("msgid",)
            continue
        elif keyword == "msgid_plural":
            entry["plural"] = unquote(rest)
            field = ("plural",)
            continue
        elif keyword == "msgstr" or keyword.startswith("msgstr["):
            index = int(keyword[7:-1]) if "[" in keyword else 0
            entry["forms"][index] = unquote(rest)
            entries[entry["msgid"]] = entry
            field = ("forms", index)
            continue
        else:
            raise AssertionError(f"{path}: cannot read {line!r}")
        if field == ("msgid",):
            entry["msgid"] += text
        elif field == ("plural",):
            entry["plural"] += text
        else:
            entry["forms"][field[1]] += text
    return entries


def unquote(text: str) -> str:
    assert text.startswith('"') and text.endswith('"'), text
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m[1], m[1]), text[1:-1])


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def registered(prefix: str) -> list[str]:
    return [key for key in ENGLISH if key.split(".")[0] == prefix]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("prefix", ["engine", *GAMES])
def test_every_message_key_is_translated(prefix, language):
    entries = parse_po(catalogue_path(prefix, language))
    header = entries[""]["forms"][0]
    assert f"Language: {language}\n" in header
    assert f"nplurals={LANGUAGES[language]};" in header
    for key in registered(prefix):
        assert key in entries, f"{key} has no {language} translation"
        english, entry = ENGLISH[key], entries[key]
        if isinstance(english, tuple):
            assert entry["plural"] == key, key
            assert sorted(entry["forms"]) == list(range(LANGUAGES[language])), key
        else:
            assert entry["plural"] is None and list(entry["forms"]) == [0], key
        wanted = placeholders(english[0] if isinstance(english, tuple) else english)
        for form in entry["forms"].values():
            assert form.strip(), f"{key} is empty in {language}"
            assert placeholders(form) == wanted, f"{key} in {language}: {form!r}"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("prefix", ["engine", *GAMES])
def test_no_translation_of_a_key_no_longer_registered(prefix, language):
    """Catalogues also hold the app's own strings, but none under the engine's namespaces
    (``engine.``, ``<game>.error.``, ``<game>.option.``, ``<game>.progress.``) that is
    not registered."""
    namespace = "engine" if prefix == "engine" else rf"{prefix}\.(error|option|progress)"
    entries = parse_po(catalogue_path(prefix, language))
    stale = [key for key in entries if re.match(rf"{namespace}\.", key) and key not in ENGLISH]
    assert stale == []
