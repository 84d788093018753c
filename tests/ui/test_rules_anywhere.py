"""Rules from anywhere (issue 28, item 3): each home tile and the setup screen open the
game's rules and Back returns there; the rules have a contents page that jumps to a
section and a search box that narrows it to the sections holding the words, a section with
a ruling said to have one; each home tile says what its game is about, for how many
players and how long, readable on the smallest phone."""

from __future__ import annotations

import pytest

from kingmakers.games import get_game
from kingmakers.ui import i18n
from kingmakers.ui.app import App
from kingmakers.ui.game_ui import RULING_MARKS
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.kit.canvas import READABLE, FakeCanvas
from kingmakers.ui.screens.home import HomeScreen
from kingmakers.ui.screens.rules import RulesScreen, matching_sections
from kingmakers.ui.screens.setup import SetupScreen
from kingmakers.ui.state.storage import MemoryStorage
from tests.ui.frames import draw_by_action
from tests.ui.stub import StubNavigator

GAMES = list(GAME_UIS)


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def tap(app: App, action: str, width: float = 390, height: float = 844) -> None:
    """Tap the drawn control of ``action`` (scrolled into view first if it must be)."""
    _, regions = draw_by_action(app, width, height)
    while regions[action].rect.bottom > height:
        app.scroll_by(regions[action].rect.bottom - height + 8)
        _, regions = draw_by_action(app, width, height)
    assert app.tap(*regions[action].rect.center).action == action


@pytest.mark.parametrize("game_id", GAMES)
def test_a_home_tile_opens_its_rules_and_back_returns_home(game_id):
    app = App(MemoryStorage())
    tap(app, f"rules:{game_id}")
    assert isinstance(app.screen, RulesScreen) and app.screen.ui.game_id == game_id
    tap(app, "back")
    assert isinstance(app.screen, HomeScreen)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_setup_opens_the_rules_and_back_returns_to_it_as_it_was(game_id):
    app = App(MemoryStorage())
    app.open_setup(game_id)
    setup = app.screen
    setup.on_text("name:0", "Anna")
    tap(app, f"rules:{game_id}")
    assert isinstance(app.screen, RulesScreen) and app.screen.ui.game_id == game_id
    tap(app, "back")
    assert app.screen is setup and setup.names[0] == "Anna"


def test_the_setup_refuses_another_games_rules():
    setup = SetupScreen(StubNavigator(), GAME_UIS["viva"])
    with pytest.raises(ValueError, match="no action 'rules:elves'"):
        setup.on_action("rules:elves")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_contents_jump_to_every_section(game_id):
    nav = StubNavigator()
    screen = RulesScreen(nav, GAME_UIS[game_id])
    sections = GAME_UIS[game_id].rules("en")
    _, regions = draw_by_action(screen, 390, 844)
    assert regions["contents"].label == f"Contents (1 / {len(sections)})"
    for index, (heading, _) in enumerate(sections):
        screen.on_action("contents")
        canvas, regions = draw_by_action(screen, 390, 844)
        assert regions["search"].kind == "text"
        assert heading in regions[f"section:{index}"].label
        screen.on_action(f"section:{index}")
        canvas, regions = draw_by_action(screen, 390, 844)
        assert heading in canvas.texts() and "contents" in regions
    with pytest.raises(ValueError, match="no action 'section:99'"):
        screen.on_action("section:99")


def test_search_finds_the_sections_holding_every_word_in_any_case():
    sections = [
        ("The crown", ["The king is crowned.", "Ruling: a tie shares the win."]),
        ("Votes", ["Each player has YES and NO cards."]),
    ]
    assert matching_sections(sections, "") == [0, 1]
    assert matching_sections(sections, "  no  CARDS ") == [1]
    assert matching_sections(sections, "crown tie") == [0]
    assert matching_sections(sections, "crown cards") == []


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_search_narrows_the_contents_and_a_ruling_stays_marked(language):
    i18n.set_language(language)
    ui = GAME_UIS["viva"]
    screen = RulesScreen(StubNavigator(), ui)
    screen.on_action("contents")
    sections = ui.rules(language)
    ruled = [
        index
        for index, (_, body) in enumerate(sections)
        if any(p.startswith(RULING_MARKS[language]) for p in body)
    ]
    _, regions = draw_by_action(screen, 320, 568)
    for index, (heading, _) in enumerate(sections):
        label = regions[f"section:{index}"].label
        marked = i18n.t("rules.with_ruling", heading=heading)
        assert label == (marked if index in ruled else heading)
    body = sections[-1][1]
    word = max(" ".join(body).split(), key=len).strip(".,:;()«»„”“")
    screen.on_text("search", word.upper())
    _, regions = draw_by_action(screen, 320, 568)
    found = [action for action in regions if action.startswith("section:")]
    assert f"section:{len(sections) - 1}" in found and len(found) < len(sections)
    for action in found:
        index = int(action.partition(":")[2])
        assert word.casefold() in " ".join([sections[index][0], *sections[index][1]]).casefold()
    screen.on_text("search", "zzzqqq")
    _, regions = draw_by_action(screen, 320, 568)
    assert not [action for action in regions if action.startswith("section:")]
    assert "zzzqqq" in regions["note:search"].label
    with pytest.raises(ValueError, match="no text field 'name:0'"):
        screen.on_text("name:0", "Anna")


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
@pytest.mark.parametrize(("width", "height"), [(320, 568), (390, 844), (1024, 768)])
def test_home_tiles_say_what_for_how_many_and_how_long_readably(language, width, height):
    app = App(MemoryStorage())
    app.set_language(language)
    draw_by_action(app, width, height)
    tall = FakeCanvas()
    regions = {r.action: r for r in app.screen.render(tall, width, app.content_height)}
    texts = tall.named("text")
    for game_id, ui in GAME_UIS.items():
        game = get_game(game_id)
        tile = regions[f"game:{game_id}"].rect
        inside = [
            call
            for call in texts
            if tile.x <= call.args["x"] <= tile.right and tile.y <= call.args["y"] <= tile.bottom
        ]
        words = " ".join(call.args["text"] for call in inside)
        players = i18n.t("home.players", low=game.min_players, high=game.max_players)
        for expected in (ui.tagline(), players, ui.length()):
            assert " ".join(expected.split()) in words, (game_id, expected)
        for call in inside:
            half = tall.measure_text(call.args["text"], call.args["font"]) / 2
            assert tile.x <= call.args["x"] - half and call.args["x"] + half <= tile.right
            assert call.args["font"].size >= READABLE
    if (width, height) == (1024, 768):
        assert app.content_height == height  # a desktop sees every tile without scrolling


def test_tile_texts_are_translated():
    english = {g: (ui.tagline(), ui.length()) for g, ui in GAME_UIS.items()}
    for language in ("hu", "it", "ru"):
        i18n.set_language(language)
        for game_id, ui in GAME_UIS.items():
            assert ui.tagline() != english[game_id][0] and ui.length() != english[game_id][1]


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
@pytest.mark.parametrize("game_id", GAMES)
def test_the_rules_and_setup_headers_fit_a_phone(game_id, language):
    """The title beside Back (and the setup's "Rules") is whole and readable at 320 px."""
    i18n.set_language(language)
    ui = GAME_UIS[game_id]
    screens = {"rules.title": RulesScreen(StubNavigator(), ui)}
    screens["setup.title"] = SetupScreen(StubNavigator(), ui)
    for key, screen in screens.items():
        canvas = FakeCanvas()
        screen.render(canvas, 320, 568)
        texts = canvas.named("text")
        header = [call for call in texts if call.args["y"] < 64 and call.args["text"] != "?"]
        shown = "".join("".join(call.args["text"] for call in header).split())
        assert "".join(i18n.t(key, title=ui.title()).split()) in shown
        for call in header:
            text_w = canvas.measure_text(call.args["text"], call.args["font"])
            left = call.args["x"] - (text_w / 2 if call.args.get("align") == "center" else 0)
            assert left >= 0 and left + text_w <= 320 and call.args["font"].size >= READABLE
