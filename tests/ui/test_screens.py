"""The home and placeholder screens, hit-testing and the app's routing, on FakeCanvas."""

from dataclasses import replace

import pytest

from kingmakers import __version__
from kingmakers.ui.app import App
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.kit.regions import HitRegion, Rect, hit_test
from kingmakers.ui.screens.home import HomeScreen
from kingmakers.ui.screens.placeholder import PlaceholderScreen
from kingmakers.ui.screens.setup import SetupScreen
from kingmakers.ui.state.storage import LANGUAGE_KEY, MemoryStorage
from tests.ui.frames import draw
from tests.ui.layout import assert_touch_layout

VIEWPORTS = [(1024, 768), (768, 1024), (390, 844), (844, 390), (1920, 1080), (320, 568)]
GAMES = ["viva", "elves", "fortheking", "intrighi"]
#: The registered games with all but Viva il Re! shown as not playable yet: what the app does
#: with a game whose table is not built.
ONLY_VIVA_PLAYABLE = {
    key: ui if key == "viva" else replace(ui, renderer=None) for key, ui in GAME_UIS.items()
}


def test_home_draws_title_tiles_languages_and_version():
    canvas, regions = draw(App(MemoryStorage()))
    texts = canvas.texts()
    for expected in [
        "Kingmakers",
        "Viva il Re!",
        "King of the Elves",
        "For the King (and Me)",
        "Intrighi a corte",
        "English",
        "Magyar",
        "Italiano",
        "Русский",
        f"v{__version__}",
    ]:
        assert any(expected in text for text in texts), expected
    tiles = [action for g in GAMES for action in (f"game:{g}", f"learn:{g}", f"rules:{g}")]
    assert [r.action for r in regions] == ["saves", "join", "settings"] + tiles + [
        "lang:en",
        "lang:hu",
        "lang:it",
        "lang:ru",
    ]
    assert [r.pressed for r in regions if r.action.startswith("lang:")] == [
        True,
        False,
        False,
        False,
    ]


@pytest.mark.parametrize(("width", "height"), VIEWPORTS)
def test_home_regions_are_touch_sized_inside_the_page_and_disjoint(width, height):
    app = App(MemoryStorage())
    _, regions = draw(app, width, height)
    assert_touch_layout(regions, width, app.content_height)  # a phone scrolls


@pytest.mark.parametrize(("width", "height"), VIEWPORTS)
def test_tile_titles_fit_their_tiles(width, height):
    canvas, regions = draw(App(MemoryStorage()), width, height)
    tiles = [r.rect for r in regions if r.action.startswith("game:")]
    for call in canvas.named("text"):
        x, y = call.args["x"], call.args["y"]
        tile = next((t for t in tiles if t.contains(x, y)), None)
        if tile is not None:
            half = canvas.measure_text(call.args["text"], call.args["font"]) / 2
            assert tile.x <= x - half and x + half <= tile.right, call.args["text"]


@pytest.mark.parametrize("game", [game for game in GAMES if game != "viva"])
def test_tapping_a_tile_opens_its_placeholder_and_back_returns(game):
    app = App(MemoryStorage(), games=ONLY_VIVA_PLAYABLE)
    _, regions = draw(app)
    tile = next(r for r in regions if r.action == f"game:{game}")
    assert app.tap(*tile.rect.center) == tile
    assert isinstance(app.screen, PlaceholderScreen)
    canvas, regions = draw(app, 390, 844)
    assert "Coming soon" in canvas.texts()
    assert [r.action for r in regions] == ["back"]
    app.tap(*regions[0].rect.center)
    _, regions = draw(app)
    assert regions[3].action == "game:viva"


def test_tap_outside_every_region_does_nothing():
    app = App(MemoryStorage())
    draw(app)
    assert app.tap(2, 2) is None
    assert isinstance(app.screen, HomeScreen)


def test_language_switch_translates_and_is_stored():
    storage = MemoryStorage()
    app = App(storage, games=ONLY_VIVA_PLAYABLE)
    app.activate("lang:ru")
    canvas, regions = draw(app)
    assert storage.get(LANGUAGE_KEY) == "ru"
    assert "Язык" in canvas.texts()
    assert next(r for r in regions if r.action == "lang:ru").pressed is True
    app.activate("game:elves")
    canvas, _ = draw(app)
    assert "Скоро" in canvas.texts() and "Назад" in canvas.texts()


def test_stored_language_wins_over_browser_preference():
    app = App(MemoryStorage({LANGUAGE_KEY: "it"}), preferred_languages=["hu-HU"])
    assert app.language == "it"
    assert App(MemoryStorage(), preferred_languages=["hu-HU"]).language == "hu"


def test_unknown_actions_are_refused_clearly():
    app = App(MemoryStorage(), games=ONLY_VIVA_PLAYABLE)
    with pytest.raises(ValueError, match="home screen has no action 'back'"):
        app.activate("back")
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        app.activate("game:chess")
    with pytest.raises(ValueError, match="home screen has no action 'continue'"):
        app.activate("continue")  # nothing to continue yet
    app.activate("game:elves")
    with pytest.raises(ValueError, match="placeholder screen has no action 'lang:en'"):
        app.activate("lang:en")


def test_a_game_with_a_renderer_opens_its_setup_and_one_without_its_placeholder():
    app = App(MemoryStorage())
    app.activate("game:viva")
    assert isinstance(app.screen, SetupScreen)
    app.activate("back")
    assert isinstance(app.screen, HomeScreen)
    unplayable = replace(GAME_UIS["viva"], renderer=None)
    app = App(MemoryStorage(), games={"viva": unplayable})
    app.activate("game:viva")
    assert isinstance(app.screen, PlaceholderScreen)


def test_focus_ring_is_drawn_around_the_focused_control_only():
    app = App(MemoryStorage())
    canvas, regions = draw(app)
    unfocused = len(canvas.named("rounded_rect"))
    app.focus("game:elves")
    canvas, regions = draw(app)
    ring = canvas.named("rounded_rect")[-1].args
    tile = next(r.rect for r in regions if r.action == "game:elves")
    assert len(canvas.named("rounded_rect")) == unfocused + 1
    assert ring["fill"] is None and ring["stroke"] is not None
    assert ring["x"] < tile.x and ring["x"] + ring["w"] > tile.right


def test_hit_test_prefers_the_region_drawn_last():
    under = HitRegion("under", Rect(0, 0, 100, 100), "under")
    over = HitRegion("over", Rect(50, 50, 100, 100), "over")
    assert hit_test([under, over], 60, 60) is over
    assert hit_test([under, over], 10, 10) is under
    assert hit_test([under, over], 200, 200) is None


def test_dom_only_regions_are_never_hit_and_never_ringed():
    drawn = HitRegion("drawn", Rect(0, 0, 100, 100), "drawn")
    dom_only = HitRegion("act:0", None, "Play the first move")
    assert hit_test([drawn, dom_only], 50, 50) is drawn
    assert hit_test([dom_only], 50, 50) is None

    class Screen:
        def render(self, canvas, width, height):
            return [drawn, dom_only]

        def on_action(self, action):
            self.done = action

    app = App(MemoryStorage())
    app.push(Screen())
    app.focus("act:0")
    canvas, _ = draw(app)
    assert canvas.named("rounded_rect") == []  # no ring for a control with no place
    assert app.tap(50, 50) is drawn and app.screen.done == "drawn"


def test_rect_geometry():
    rect = Rect(10, 20, 30, 40)
    assert (rect.right, rect.bottom, rect.center) == (40, 60, (25, 40))
    assert rect.inset(5) == Rect(15, 25, 20, 30)
    assert rect.contains(10, 20) and rect.contains(40, 60) and not rect.contains(41, 60)
