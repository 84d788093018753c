"""The gettext catalogues stay complete, plural forms come out right in every language, and
the lookup fails loudly."""

import ast
import gettext
import io
import string
from pathlib import Path

import pytest

from kingmakers.engine.messages import ENGLISH
from kingmakers.games import available_games, get_game
from kingmakers.ui import i18n
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.i18n.catalog import CatalogError, Entry, compile_mo, parse_po, write_po

PACKAGES = [i18n.GENERIC_PACKAGE, *(ui.package for ui in GAME_UIS.values())]
for _game_id in available_games():
    get_game(_game_id)  # registers the game's English messages
OTHERS = [code for code in i18n.LANGUAGES if code != "en"]


@pytest.fixture(autouse=True)
def in_english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def english(package: str) -> dict[str, Entry]:
    """The English of a package's keys: its en.po, and the engine's own messages (the
    engine core's in the generic package, each game's in its UI package)."""
    entries = i18n.source(package, "en").by_key()
    prefix = {i18n.GENERIC_PACKAGE: "engine"}.get(package) or package.rpartition(".")[2]
    for key, text in ENGLISH.items():
        if key.partition(".")[0] == prefix:
            forms = list(text) if isinstance(text, tuple) else [text]
            entries[key] = Entry(key, forms, isinstance(text, tuple))
    return entries


def t_calls() -> list[tuple[str, int, str, set[str] | None]]:
    """Every ``t("key", …)`` in the UI's code: (file, line, key, the names of the fields
    it passes, ``count`` included; None when it passes ``**`` a mapping)."""
    calls = []
    for path in sorted(Path(i18n.__file__).parents[1].rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "t"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                names = {keyword.arg for keyword in node.keywords}
                passed = None if None in names else names
                calls.append((path.name, node.lineno, node.args[0].value, passed))
    return calls


def test_a_count_is_passed_exactly_to_the_counted_phrases():
    """A count given for a plain phrase finds no text (``KeyError`` at run time, as the
    Viva il Re! tie-break did on the final screen), and a counted phrase without a count
    shows its singular: every call in the code names a key of the right kind."""
    english_of = {package: english(package) for package in PACKAGES}
    calls = [call for call in t_calls() if call[3] is not None]
    assert len(calls) > 300
    wrong = [
        f"{name}:{line} {key}: {'count given' if 'count' in passed else 'no count'}"
        for name, line, key, passed in calls
        if english_of[i18n.package_for(key)][key].plural != ("count" in passed)
    ]
    assert wrong == []


def test_every_field_of_a_phrase_is_given_where_it_is_used():
    """A field the call does not fill is a ``KeyError`` when the phrase is shown. (A call
    that fills none gets the template itself, which its caller fills: the score charts'
    "Round {n}".)"""
    english_of = {package: english(package) for package in PACKAGES}
    missing = []
    for name, line, key, passed in t_calls():
        if not passed:
            continue
        needed = set().union(
            *(fields(form) for form in english_of[i18n.package_for(key)][key].forms)
        )
        if needed - passed:
            missing.append(f"{name}:{line} {key}: {sorted(needed - passed)}")
    assert missing == []


@pytest.mark.parametrize("package", PACKAGES)
@pytest.mark.parametrize("code", OTHERS)
def test_every_catalogue_has_exactly_the_english_keys(package, code):
    source = set(english(package))
    keys = {entry.key for entry in i18n.source(package, code).entries}
    assert not source - keys, f"{code} misses {sorted(source - keys)}"
    assert not keys - source, f"{code} has stray {sorted(keys - source)}"


def test_the_engines_english_is_not_repeated_in_the_catalogues():
    for package in PACKAGES:
        repeated = [e.key for e in i18n.source(package, "en").entries if e.key in ENGLISH]
        assert repeated == [], package


@pytest.mark.parametrize("package", PACKAGES)
@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_every_message_has_every_plural_form_and_the_english_placeholders(package, code):
    sources = english(package)
    catalog = i18n.source(package, code)
    forms = catalog.plural_forms
    assert forms == {"en": 2, "hu": 2, "it": 2, "ru": 3}[code]
    assert catalog.header["Language"] == code
    for entry in catalog.entries:
        source = sources[entry.key]
        assert entry.plural == source.plural, (code, entry.key)
        assert len(entry.forms) == (forms if entry.plural else 1), (code, entry.key)
        for form in entry.forms:
            assert form.strip(), (code, entry.key)
            assert fields(form) == fields(source.text), (code, entry.key, form)


@pytest.mark.parametrize("package", PACKAGES)
@pytest.mark.parametrize("code", OTHERS)
def test_translators_see_the_current_english(package, code):
    sources = english(package)
    for entry in i18n.source(package, code).entries:
        source = sources[entry.key]
        assert entry.comments == source.forms, (
            f"{code}.po: the #. comment of {entry.key} is not the English text"
        )


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("en", ["1 point", "2 points", "5 points", "21 points"]),
        ("hu", ["1 pont", "2 pont", "5 pont", "21 pont"]),
        ("it", ["1 punto", "2 punti", "5 punti", "21 punti"]),
        ("ru", ["1 очко", "2 очка", "5 очков", "21 очко"]),
    ],
)
def test_counted_phrases_follow_each_languages_plural_rule(code, expected):
    i18n.set_language(code)
    assert [i18n.t("viva.points", count=n) for n in (1, 2, 5, 21)] == expected


def test_compiled_catalogue_reads_back_with_the_standard_library():
    catalog = parse_po(
        'msgid ""\nmsgstr ""\n"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : '
        'n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"\n\n'
        'msgid "a"\nmsgstr "одно \\"слово\\""\n\n'
        'msgid "n"\nmsgid_plural "n"\nmsgstr[0] "{count} ход"\nmsgstr[1] "{count} хода"\n'
        'msgstr[2] "{count} ходов"\n'
    )
    read = gettext.GNUTranslations(io.BytesIO(compile_mo(catalog)))
    assert read.gettext("a") == 'одно "слово"'
    assert [read.ngettext("n", "n", k) for k in (1, 3, 11)] == [
        "{count} ход",
        "{count} хода",
        "{count} ходов",
    ]
    assert parse_po(write_po(catalog)) == catalog
    assert compile_mo(catalog) == compile_mo(parse_po(write_po(catalog)))


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('msgid "a"\nmsgstr "x"\n\nmsgid "a"\nmsgstr "y"\n', "given twice: a"),
        ('msgid "a"\nmsgstr x\n', "line 2"),
        ('msgid "a"\nmsgid_plural "a"\nmsgstr[1] "x"\n', "plural forms"),
        ('"orphan"\n', "line 1"),
    ],
)
def test_a_malformed_catalogue_says_where(text, problem):
    with pytest.raises(CatalogError, match=problem):
        parse_po(text)


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


def test_the_font_sample_covers_every_subset_drawn():
    # "Русский" and "Magyar" are on every home screen; names may use any script.
    assert {"ő", "ű", "Я"} <= set(i18n.FONT_SAMPLE)


@pytest.mark.parametrize(
    ("word", "article"),
    [
        (1, "az"),
        ("1.", "az"),
        (2, "a"),
        ("2.", "a"),
        (3, "a"),
        (5, "az"),
        ("5.", "az"),
        (10, "a"),
        (11, "a"),
        (15, "a"),
        (50, "az"),
        (56, "az"),
        (100, "a"),
        (500, "az"),
        (1000, "az"),
        (1999, "az"),
        (2000, "a"),
        (5000, "az"),
        (0, "a"),
        ("Udvarnagy", "az"),
        ("Őrség", "az"),
        ("kancellár", "a"),
    ],
)
def test_hungarian_article_before_numbers_and_words(word, article):
    assert i18n.hungarian_article(word) == article


def test_a_field_marked_article_takes_the_hungarian_article():
    i18n.set_language("hu")
    assert i18n.t("viva.log.round", round=1, name="Anna").startswith("Kezdődik az 1. forduló")
    assert i18n.t("viva.log.round", round=2, name="Anna").startswith("Kezdődik a 2. forduló")


def test_no_hungarian_text_leaves_the_article_to_the_reader():
    """'a(z)' reads as a form to fill in: the article follows from the word after it."""
    for package in PACKAGES:
        for entry in i18n.source(package, "hu").entries:
            assert all("a(z)" not in form for form in entry.forms), (package, entry.key)
