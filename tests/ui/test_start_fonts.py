"""The page loads, and its menu waits for, only the font files the menu draws with in the
language it starts in: per language, each face the home screen draws in with its letters
(tools/menu_needs.py, in the page's python-start as "faces"), which load the files whose
unicode-range holds them; the others load after the menu."""

from __future__ import annotations

import pytest

import build
from kingmakers.ui.kit.canvas import Font
from kingmakers.ui.kit.display import DisplayList


def holds_any(font: build.FontFile, letters: str) -> bool:
    """Whether one of ``letters`` is in the file's unicode-range ("U+0000-00FF, U+0131")."""
    for part in font.unicode_range.split(","):
        low, _, high = part.strip().removeprefix("U+").partition("-")
        if any(int(low, 16) <= ord(letter) <= int(high or low, 16) for letter in letters):
            return True
    return False


def files_loaded(faces: list[tuple[str, int, str]]) -> set[build.FontFile]:
    """The font files that loading ``faces`` (family, weight, letters) fetches."""
    return {
        font
        for font in build.font_files()
        for family, weight, letters in faces
        if (font.family, font.weight) == (family, weight) and holds_any(font, letters)
    }


@pytest.fixture(scope="module")
def loaded() -> dict[str, set[tuple[str, int, str]]]:
    """Per language, the (family, weight, subset) of each font file the menu loads."""
    return {
        language: {(font.family, font.weight, font.subset) for font in files_loaded(faces)}
        for language, faces in build.menu_needs().faces.items()
    }


def test_an_english_menu_loads_latin_and_one_cyrillic_face_for_the_name_русский(loaded):
    english = loaded["en"]
    assert {subset for _, _, subset in english} == {"latin", "cyrillic"}
    assert len([face for face in english if face[2] == "cyrillic"]) == 1
    assert ("Alegreya", 400, "latin") not in english  # the menu draws no body serif text


def test_a_magyar_menu_loads_latin_extended_for_its_ő_and_ű(loaded):
    assert any(subset == "latin-ext" for _, _, subset in loaded["hu"])
    assert not any(subset == "latin-ext" for _, _, subset in loaded["it"])


def test_a_russian_menu_loads_cyrillic_in_every_face_it_draws(loaded):
    russian = loaded["ru"]
    faces = {(family, weight) for family, weight, _ in russian}
    assert {(family, weight, "cyrillic") for family, weight in faces} <= russian


def test_the_display_list_knows_the_letters_each_font_drew():
    display = DisplayList(lambda font, text: 10.0 * len(text))
    title = Font("Alegreya", 30, 700)
    body = Font("Alegreya Sans", 15, 400)
    display.text(0, 0, "Kingmakers", title, "#000")
    display.text(0, 0, "Русский", body, "#000")
    display.text(0, 0, "Magyar", body, "#000")
    assert display.letters_by_font() == {
        title.css: "".join(sorted(set("Kingmakers"))),
        body.css: "".join(sorted(set("РусскийMagyar"))),
    }
