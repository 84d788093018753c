"""Translated UI text: one catalogue per language and a ``t(key, **fmt)`` lookup.

Catalogues are plain dicts in ``en.py``, ``hu.py``, ``it.py`` and ``ru.py``; a unit test
keeps their keys identical. Proper names (the four game titles) stay as published
unless a rulebook in that language renames the game.
"""

from __future__ import annotations

from collections.abc import Iterable

from kingmakers.ui.i18n import en, hu, it, ru

LANGUAGES: dict[str, str] = {"en": "English", "hu": "Magyar", "it": "Italiano", "ru": "Русский"}
"""Supported language codes and each language's name in itself, in menu order."""

DEFAULT_LANGUAGE = "en"

CATALOGUES: dict[str, dict[str, str]] = {
    "en": en.STRINGS,
    "hu": hu.STRINGS,
    "it": it.STRINGS,
    "ru": ru.STRINGS,
}

_current = DEFAULT_LANGUAGE


class UnknownLanguage(ValueError):
    """A language code that has no catalogue."""


def get_language() -> str:
    """The code of the language ``t`` translates into."""
    return _current


def set_language(code: str) -> None:
    """Make ``t`` translate into ``code``; raises :class:`UnknownLanguage` otherwise."""
    global _current
    if code not in CATALOGUES:
        raise UnknownLanguage(
            f"no catalogue for language {code!r}; supported: {', '.join(LANGUAGES)}"
        )
    _current = code


def t(key: str, /, **fmt: object) -> str:
    """The text for ``key`` in the current language, with ``{name}`` fields filled.

    An unknown key raises ``KeyError`` naming it: a missing string is a bug, not
    something to paper over with the key itself.
    """
    try:
        template = CATALOGUES[_current][key]
    except KeyError:
        raise KeyError(f"no UI string {key!r} in the {_current!r} catalogue") from None
    return template.format(**fmt) if fmt else template


def choose_language(stored: str | None, preferred: Iterable[str]) -> str:
    """The language to start in: the saved choice, else the browser's first supported
    preference (``"hu-HU"`` counts as ``"hu"``), else English."""
    if stored in CATALOGUES:
        return stored
    for tag in preferred:
        code = tag.split("-")[0].lower()
        if code in CATALOGUES:
            return code
    return DEFAULT_LANGUAGE


def characters(code: str) -> str:
    """Every character drawn while ``code`` is the language (its catalogue plus the
    language names of the switch), so the page can load the font subsets (Latin,
    Latin Extended, Cyrillic) it needs before drawing."""
    drawn = "".join(CATALOGUES[code].values()) + "".join(LANGUAGES.values())
    return "".join(sorted(set(drawn)))
