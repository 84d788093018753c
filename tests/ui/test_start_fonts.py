"""The page waits, before its menu, only for the font subsets the menu draws with in the
player's language (i18n.start_font_sample); the rest load after it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import build
from kingmakers.ui import i18n

PACKAGE = Path(i18n.__file__).resolve().parents[2]


def subset_ranges() -> dict[str, list[tuple[int, int]]]:
    """Each font subset the site ships, as its @font-face unicode-range."""
    css = (build.NODE_MODULES / "@fontsource" / "alegreya" / "400.css").read_text()
    ranges = {}
    for subset in build.FONT_SUBSETS:
        found = re.search(
            rf"alegreya-{subset}-400-normal \*/.*?unicode-range:\s*([^;]+);", css, re.S
        )
        spans = []
        for part in found.group(1).split(","):
            low, _, high = part.strip().removeprefix("U+").partition("-")
            spans.append((int(low, 16), int(high or low, 16)))
        ranges[subset] = spans
    return ranges


def subsets_of(text: str, ranges: dict[str, list[tuple[int, int]]]) -> set[str]:
    return {
        subset
        for character in set(text)
        for subset, spans in ranges.items()
        if any(low <= ord(character) <= high for low, high in spans)
    }


def catalogue_text(language: str) -> str:
    """Every translation of the generic screens and the games in ``language``."""
    return "".join(
        path.read_text("utf-8").split('msgid ""', 1)[-1]
        for path in PACKAGE.glob(f"ui/**/locale/{language}.po")
    )


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_the_start_sample_loads_every_subset_the_menu_draws_with(language):
    ranges = subset_ranges()
    previous = i18n.get_language()
    i18n.set_language(language)
    try:
        sample = i18n.start_font_sample()
    finally:
        i18n.set_language(previous)
    needed = subsets_of(catalogue_text(language) + "".join(i18n.LANGUAGES.values()), ranges)
    assert needed <= subsets_of(sample, ranges)
    assert subsets_of(i18n.FONT_SAMPLE, ranges) == set(build.FONT_SUBSETS)


def test_an_english_menu_waits_for_no_latin_extended_face():
    ranges = subset_ranges()
    assert i18n.get_language() == "en"
    assert "latin-ext" not in subsets_of(i18n.start_font_sample(), ranges)
