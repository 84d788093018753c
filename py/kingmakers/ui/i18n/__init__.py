"""Translated UI text: gettext catalogues per language and package, ``t(key, ...)`` to read.

The generic screens' strings are in ``kingmakers/ui/locale/<language>.po``; each game's UI
adds its own catalogue with :func:`add_domain` (keys ``"<game id>.…"`` are looked up there).
Catalogues are compiled to ``.mo`` for the site and read with the standard library's
:mod:`gettext`, which applies each language's plural rule: ``t("viva.points", count=3)``
picks "3 points" in English and "3 очка" in Russian. Proper names (candidates, the game
titles where no rulebook renames them) stay as published.
"""

from __future__ import annotations

import gettext
import io
import re
import string
import unicodedata
from collections.abc import Callable, Iterable
from functools import cache, lru_cache
from importlib import resources
from typing import TYPE_CHECKING

from kingmakers.engine.messages import ENGLISH, Message, template_for_english

if TYPE_CHECKING:
    from kingmakers.ui.i18n.catalog import Catalog

LANGUAGES: dict[str, str] = {"en": "English", "hu": "Magyar", "it": "Italiano", "ru": "Русский"}
"""Supported language codes and each language's name in itself, in menu order."""

DEFAULT_LANGUAGE = "en"
GENERIC_PACKAGE = "kingmakers.ui"

#: Characters that make the page load every font subset the app can draw with (Latin,
#: Latin Extended for Magyar's ő and ű, Cyrillic): the language switch always shows
#: "Magyar" and "Русский", and players' names may be in any of them.
FONT_SAMPLE = "AaÉéŐőŰűÀàЯяЖж"

_current = DEFAULT_LANGUAGE
#: Key prefix (a game id) -> the package whose ``locale/`` holds that game's strings.
_domains: dict[str, str] = {}


def every_catalogue_is_here() -> None:
    """Outside the page every catalogue is on the file system, or its source is."""


#: Called when a catalogue is not on the file system, before it is compiled from its
#: source: in the page, :mod:`kingmakers.startup_later` makes the zip that comes after the
#: menu, which holds every language's catalogues, arrive now.
on_missing_catalogue: Callable[[], None] = every_catalogue_is_here


class UnknownLanguage(ValueError):
    """A language code that has no catalogue."""


def add_domain(prefix: str, package: str) -> None:
    """Look up keys ``"<prefix>.…"`` in ``package``'s catalogues (a game's UI package)."""
    _domains[prefix] = package
    _template.cache_clear()


def get_language() -> str:
    """The code of the language ``t`` translates into."""
    return _current


def set_language(code: str) -> None:
    """Make ``t`` translate into ``code``; raises :class:`UnknownLanguage` otherwise."""
    global _current
    if code not in LANGUAGES:
        raise UnknownLanguage(
            f"no catalogue for language {code!r}; supported: {', '.join(LANGUAGES)}"
        )
    _current = code


def source(package: str, language: str) -> Catalog:
    """The ``.po`` catalogue of ``package`` in ``language``, parsed (source checkouts and
    tests; the site ships only the compiled ``.mo``, so the page never imports the
    parser)."""
    from kingmakers.ui.i18n.catalog import parse_po

    po = resources.files(package).joinpath("locale", f"{language}.po")
    return parse_po(po.read_text("utf-8"))


@cache
def translations(package: str, language: str) -> gettext.GNUTranslations:
    """The catalogue of ``package`` in ``language``: its compiled ``.mo`` when the build put
    one there, else its ``.po`` compiled now (a source checkout). In the page, the ``.mo``
    of another language than the one it started in come with the later modules, fetched
    at once if they have not arrived."""
    compiled = resources.files(package).joinpath("locale", f"{language}.mo")
    if not compiled.is_file():
        on_missing_catalogue()
    if compiled.is_file():
        data = compiled.read_bytes()
    else:
        from kingmakers.ui.i18n.catalog import compile_mo

        data = compile_mo(source(package, language))
    return gettext.GNUTranslations(io.BytesIO(data))


def package_for(key: str) -> str:
    """The package whose catalogue holds ``key``."""
    return _domains.get(key.partition(".")[0], GENERIC_PACKAGE)


def template(key: str, count: int | None = None) -> str:
    """The template of ``key`` in the current language (its plural form for ``count``).

    The engine's own messages (refusals, option labels…) have their English in the engine;
    the catalogues hold the other languages. A key with no text is a bug and raises
    ``KeyError`` naming it, rather than be papered over with the key itself."""
    return _template(_current, key, count)


@lru_cache(maxsize=4096)
def _template(language: str, key: str, count: int | None) -> str:
    """:func:`template`'s answers, kept: every frame asks again for the same few dozen."""
    catalogue = translations(package_for(key), language)
    found = catalogue.gettext(key) if count is None else catalogue.ngettext(key, key, count)
    if found != key:
        return found
    if language == "en" and key in ENGLISH:
        return template_for_english(Message(key, {}, count))
    raise KeyError(f"no UI string {key!r} in the {language!r} catalogue")


def t(key: str, /, count: int | None = None, **fmt: object) -> str:
    """The text for ``key`` in the current language, with ``{name}`` fields filled;
    ``count`` picks the plural form (and fills ``{count}``). A field written
    ``{name:article}`` is preceded by its Hungarian definite article (see
    :func:`hungarian_article`): "{round:article}. forduló" is "a 2. forduló"."""
    text = template(key, count)
    if count is not None:
        fmt.setdefault("count", count)
    return _FORMATTER.format(text, **fmt) if fmt else text


HUNGARIAN_VOWELS = frozenset("aáeéiíoóöőuúüű")


def hungarian_article(word: object) -> str:
    """The Hungarian definite article before ``word`` (a number, an ordinal such as "2.",
    or a word): "az" before a vowel sound, else "a". A number is read aloud: "az 1.",
    "a 2.", "az 5.", "a 10.", "az 50", "a 100", "az 1000"."""
    text = str(word).strip().lstrip("\u2068")
    digits = re.match(r"\d[\d\s\u00a0]*", text)
    if digits is None:
        return "az" if text[:1].lower() in HUNGARIAN_VOWELS else "a"
    number = int(re.sub(r"\D", "", digits.group()))
    while number >= 1000:  # read from its leading group: ezer, egymillió; kétezer…
        if number < 2000:
            return "az"
        number //= 1000
    if number >= 100:  # száz, kétszáz… but ötszáz
        return "az" if number // 100 == 5 else "a"
    if number >= 10:  # tíz, húsz… but ötven
        return "az" if number // 10 == 5 else "a"
    return "az" if number in (1, 5) else "a"  # egy, öt; kettő, három…


class _ArticleFormatter(string.Formatter):
    """``str.format`` plus the ``article`` format of a field (see :func:`t`)."""

    def format_field(self, value: object, format_spec: str) -> str:
        if format_spec == "article":
            return f"{hungarian_article(value)} {value}"
        return super().format_field(value, format_spec)


_FORMATTER = _ArticleFormatter()


#: Bidi classes of right-to-left text: a name holding such letters is isolated when shown.
RIGHT_TO_LEFT = frozenset({"R", "AL", "AN"})
FIRST_STRONG_ISOLATE, POP_DIRECTIONAL_ISOLATE = "\u2068", "\u2069"


def isolate(text: str) -> str:
    """A player's text (a name) ready to sit inside a translated sentence: when it holds
    right-to-left letters it is wrapped in FSI … PDI, so its direction cannot reorder the
    words around it (a left-to-right name needs nothing and stays as it is)."""
    if any(unicodedata.bidirectional(char) in RIGHT_TO_LEFT for char in text):
        return f"{FIRST_STRONG_ISOLATE}{text}{POP_DIRECTIONAL_ISOLATE}"
    return text


def choose_language(stored: str | None, preferred: Iterable[str]) -> str:
    """The language to start in: the saved choice, else the browser's first supported
    preference (``"hu-HU"`` counts as ``"hu"``), else English."""
    if stored in LANGUAGES:
        return stored
    for tag in preferred:
        code = tag.split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT_LANGUAGE
