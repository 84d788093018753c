"""The catalogues stay complete and the lookup fails loudly."""

import string

import pytest

from kingmakers.ui import i18n


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("code", sorted(i18n.CATALOGUES))
def test_every_catalogue_has_exactly_the_english_keys(code):
    english_keys = set(i18n.CATALOGUES["en"])
    keys = set(i18n.CATALOGUES[code])
    assert not english_keys - keys, f"{code} misses {sorted(english_keys - keys)}"
    assert not keys - english_keys, f"{code} has stray {sorted(keys - english_keys)}"


@pytest.mark.parametrize("code", sorted(i18n.CATALOGUES))
def test_placeholders_match_english(code):
    for key, template in i18n.CATALOGUES["en"].items():
        assert fields(i18n.CATALOGUES[code][key]) == fields(template), (code, key)


def test_languages_and_catalogues_agree():
    assert list(i18n.LANGUAGES) == ["en", "hu", "it", "ru"]
    assert set(i18n.CATALOGUES) == set(i18n.LANGUAGES)


def test_t_translates_and_formats():
    assert i18n.t("nav.back") == "Back"
    i18n.set_language("hu")
    assert i18n.t("nav.back") == "Vissza"
    assert i18n.t("home.open_game", title="X") == "X megnyitása"


def test_unknown_key_names_the_key():
    with pytest.raises(KeyError, match="no.such.key"):
        i18n.t("no.such.key")


def test_unknown_language_is_refused_and_changes_nothing():
    with pytest.raises(i18n.UnknownLanguage, match="'de'"):
        i18n.set_language("de")
    assert i18n.get_language() == "en"


@pytest.mark.parametrize(
    ("stored", "preferred", "expected"),
    [
        ("it", ["ru-RU"], "it"),
        (None, ["de-DE", "hu-HU", "en"], "hu"),
        ("xx", ["RU"], "ru"),
        (None, [], "en"),
        (None, ["fr"], "en"),
    ],
)
def test_choose_language(stored, preferred, expected):
    assert i18n.choose_language(stored, preferred) == expected


def test_characters_cover_the_language_names_for_font_loading():
    sample = i18n.characters("en")
    assert "Р" in sample and "у" in sample  # "Русский" is on every home screen
    assert "ő" in i18n.characters("hu") or "ű" in i18n.characters("hu")
