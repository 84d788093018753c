"""Every game's in-app rules: in all four languages, section for section and ruling for
ruling, stating the same rulings as the English rules in docs/rules/, and paged through on
the rules screen."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kingmakers.ui import i18n
from kingmakers.ui.game_ui import RULING_MARKS, parse_rules
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.screens.rules import RulesScreen
from tests.ui.stub import StubNavigator

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"


def paragraphs(text: str) -> list[str]:
    return [" ".join(block.split()) for block in re.split(r"\n\s*\n", text)]


@pytest.mark.parametrize("ui", list(GAME_UIS.values()), ids=lambda ui: ui.game_id)
def test_every_language_has_the_same_sections_and_rulings_in_the_same_places(ui):
    def shape(language):
        mark = RULING_MARKS[language]
        return [
            [paragraph.startswith(mark) for paragraph in body] for _, body in ui.rules(language)
        ]

    english = shape("en")
    assert english and any(any(section) for section in english), "no ruling at all"
    for language in RULING_MARKS:
        assert shape(language) == english, language


@pytest.mark.parametrize("ui", list(GAME_UIS.values()), ids=lambda ui: ui.game_id)
def test_the_in_app_rulings_are_those_of_the_rules_in_docs(ui):
    documented = set(paragraphs((DOCS / f"{ui.game_id}.md").read_text("utf-8")))
    rulings = [p for _, body in ui.rules("en") for p in body if p.startswith("Ruling:")]
    missing = [ruling for ruling in rulings if ruling not in documented]
    assert not missing, f"docs/rules/{ui.game_id}.md lacks: {missing}"


def test_a_rules_text_starts_with_a_heading():
    with pytest.raises(ValueError, match="heading"):
        parse_rules("A paragraph before any heading.")
    assert parse_rules("## A\n\none\ntwo\n\nthree\n## B\n\nfour") == [
        ("A", ["one two", "three"]),
        ("B", ["four"]),
    ]


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
@pytest.mark.parametrize("ui", list(GAME_UIS.values()), ids=lambda ui: ui.game_id)
def test_rules_screen_pages_and_rulings(ui, language):
    i18n.set_language(language)
    nav = StubNavigator()
    screen = RulesScreen(nav, ui)
    sections = ui.rules(language)
    assert i18n.t("rules.previous") != i18n.t("nav.back")  # two buttons, two names
    seen_ruling = False
    for page in range(len(sections)):
        canvas = FakeCanvas()
        regions = screen.render(canvas, 390, 844)
        texts = canvas.texts()
        assert sections[page][0] in texts
        if any(p.startswith(RULING_MARKS[language]) for p in sections[page][1]):
            assert i18n.t("rules.ruling") in texts
            seen_ruling = True
        actions = {r.action for r in regions}
        assert ("next" in actions) == (page < len(sections) - 1)
        note = next(r for r in regions if r.kind == "note")  # for screen readers
        assert note.label.startswith(sections[page][0]) and note.rect is None
        screen.on_action("next")
    assert seen_ruling
    screen.on_action("back")
    assert nav.went[-1] == "back"
