"""Decisions the printed rules leave open are marked as rulings in the in-app rules, and the
rules screen shows a ruling as one: a gold bar beside it and the word "Ruling" above it."""

from __future__ import annotations

import pytest

from kingmakers.ui import i18n
from kingmakers.ui.game_ui import RULING_MARKS
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.screens.rules import RulesScreen
from tests.ui.stub import StubNavigator


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def rulings(game_id: str) -> list[str]:
    return [
        paragraph
        for _, body in GAME_UIS[game_id].rules("en")
        for paragraph in body
        if paragraph.startswith("Ruling:")
    ]


@pytest.mark.parametrize(
    ("game_id", "words"),
    [
        ("viva", "share the win"),
        ("viva", "strictly the most points"),
        ("fortheking", "at most one card goes onto the favour pile"),
    ],
)
def test_a_decision_the_rulebook_leaves_open_is_a_ruling(game_id, words):
    assert any(words in ruling for ruling in rulings(game_id)), rulings(game_id)


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_the_elves_example_has_doras_trip_with_escort_and_turnaround(language):
    sections = GAME_UIS["elves"].rules(language)
    english_heading = [heading for heading, _ in GAME_UIS["elves"].rules("en")]
    example = sections[english_heading.index("Example trip")][1]
    dora = next(p for p in example if "40" in p)
    i18n.set_language(language)
    escort, turnaround = (i18n.t(f"elves.card.{kind}") for kind in ("escort", "turnaround"))
    assert escort.lower()[:5] in dora.lower() and turnaround.lower()[:5] in dora.lower()


def test_the_rules_screen_draws_a_ruling_with_its_bar_and_label():
    screen = RulesScreen(StubNavigator(), GAME_UIS["viva"])
    pages = GAME_UIS["viva"].rules("en")
    screen.page = next(
        n for n, (_, body) in enumerate(pages) if any("share the win" in p for p in body)
    )
    canvas = FakeCanvas()
    screen.render(canvas, 1024, 768)
    texts = canvas.named("text")
    label = next(call for call in texts if call.args["text"] == i18n.t("rules.ruling"))
    following = texts[texts.index(label) + 1]
    assert "share the win" in following.args["text"]
    assert not following.args["text"].startswith(RULING_MARKS["en"])
    assert label.args["font"].weight == 700 and label.args["color"] == theme.GOLD
    bar = next(
        call
        for call in canvas.named("fill_rect")
        if call.args["color"] == theme.GOLD and call.args["y"] == label.args["y"]
    )
    assert bar.args["h"] > following.args["y"] - label.args["y"]
    assert bar.args["x"] < label.args["x"]
