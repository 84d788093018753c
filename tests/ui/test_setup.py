"""The new-game setup screen: defaults, player-count limits, toggles, the engine's refusals,
and "Play" starting a saved, playable game."""

from __future__ import annotations

import json

import pytest

from kingmakers.engine import InvalidOptions
from kingmakers.games import get_game
from kingmakers.ui import i18n
from kingmakers.ui.app import App
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.screens.setup import SetupScreen
from kingmakers.ui.screens.table import TableScreen
from kingmakers.ui.state.platform import FakePlatform
from kingmakers.ui.state.saves import SAVE_PREFIX, Seat
from kingmakers.ui.state.settings import BOT_SPEED_KEY, FAST_BOT_PAUSE
from kingmakers.ui.state.storage import MemoryStorage
from tests.ui.aio import run
from tests.ui.layout import assert_touch_layout

VIEWPORTS = [(1024, 768), (768, 1024), (390, 844), (1920, 1080), (844, 390), (667, 375)]


def setup_app(storage=None):
    app = App(storage or MemoryStorage(), platform=FakePlatform(first_seed=11))
    app.activate("game:viva")
    assert isinstance(app.screen, SetupScreen)
    return app


def engine_refusal(players, options):
    """The message the engine itself gives for a setup it refuses."""
    with pytest.raises(InvalidOptions) as refused:
        get_game("viva").resolve_options(players, options)
    return str(refused.value)


def render(app, width=1024, height=768):
    canvas = FakeCanvas()
    return canvas, {region.action: region for region in app.render(canvas, width, height)}


def test_defaults_make_play_one_tap_away():
    app = setup_app()
    canvas, regions = render(app)
    screen = app.screen
    assert screen.count == 4
    assert screen.seats() == [
        Seat("Player 1"),
        Seat("Player 2", "heuristic"),
        Seat("Player 3", "heuristic"),
        Seat("Player 4", "heuristic"),
    ]
    assert screen.options() == {}
    assert regions["first:random"].pressed is True
    assert [regions[f"option:{name}"].pressed for name in ("envoy", "privy")] == [False, False]
    assert "option:short_deck" not in regions  # only with 2 players: shown, switched off
    assert "Only with 2 players" in canvas.texts()
    assert regions["option:envoy"].label == "The Imperial Envoy (For 2–5 players)"
    assert [regions[f"name:{seat}"].value for seat in range(4)] == [
        "Player 1",
        "Player 2",
        "Player 3",
        "Player 4",
    ]
    assert regions["name:0"].kind == "text" and regions["name:0"].label == "Name of player 1"
    assert regions["kind:0"].label == "Player 1: Human (tap to change)"
    assert regions["kind:1"].label == "Player 2: Bot (easy) (tap to change)"
    for text in [
        "New game: Viva il Re!",
        "The Imperial Envoy",
        "The Privy",
        "Goal cards 1–13 only",
        "Random first player",
        "Play",
    ]:
        assert text in canvas.texts(), text
    app.tap(*regions["play"].rect.center)
    assert isinstance(app.screen, TableScreen)


@pytest.mark.parametrize(("width", "height"), VIEWPORTS)
@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_control_is_touch_sized_reachable_and_disjoint(width, height, players):
    """Every control is touch-sized, nothing overlaps, and what does not fit the screen is
    reached by scrolling: each control is drawn inside the scrolled area."""
    app = setup_app()
    if players == 2:
        app.activate("option:envoy")
    while app.screen.count != players:
        app.activate("players:+" if app.screen.count < players else "players:-")
    app.activate("option:privy")
    _, regions = render(app, width, height)
    assert {f"name:{seat}" for seat in range(players)} <= set(regions)
    assert_touch_layout(list(regions.values()), width, app.content_height)
    assert (app.content_height > height) == (regions["play"].rect.bottom > height)


def test_player_count_stays_within_three_to_six_without_the_envoy():
    app = setup_app()
    app.activate("players:-")
    _, regions = render(app)
    assert app.screen.count == 3 and "players:-" not in regions
    for _ in range(3):
        app.activate("players:+")
    _, regions = render(app)
    assert app.screen.count == 6 and "players:+" not in regions
    app.activate("players:+")  # a stale control: refused with the range, count unchanged
    canvas, _ = render(app)
    assert app.screen.count == 6
    assert "With these options the game is for 3 to 6 players." in canvas.texts()


def test_the_envoy_allows_two_to_five_players():
    app = setup_app()
    app.activate("option:envoy")
    app.activate("players:-")
    app.activate("players:-")
    _, regions = render(app)
    assert app.screen.count == 2 and "players:-" not in regions
    assert regions["option:short_deck"].pressed is True  # the 2-player default
    app.activate("players:+")
    app.activate("players:+")
    app.activate("players:+")
    _, regions = render(app)
    assert app.screen.count == 5 and "players:+" not in regions
    assert app.screen.options() == {"envoy": True}


def test_an_option_that_does_not_fit_the_count_says_so_before_play():
    app = setup_app()
    app.activate("players:+")
    app.activate("players:+")  # six players: the envoy is for 2–5
    canvas, regions = render(app)
    assert "option:envoy" not in regions and "For 2–5 players" in canvas.texts()
    with pytest.raises(ValueError, match="no action 'option:envoy'"):
        app.activate("option:envoy")
    assert "play" in regions


def test_an_invalid_combination_shows_the_engines_message_and_disables_play(monkeypatch):
    """Should the screen ever let through what the engine refuses, Play is off and the
    engine's own message says why."""
    app = setup_app()
    monkeypatch.setattr(app.screen, "allows", lambda option, count: True)
    app.screen.choices["short_deck"] = True  # only with 2 players: 4 are seated
    canvas, regions = render(app)
    message = engine_refusal(4, {"short_deck": True})
    assert "Goal cards 1–13 only" in message and message in " ".join(canvas.texts())
    assert "play" not in regions
    assert any(r.kind == "alert" and r.label == message for r in regions.values())
    app.activate("play")  # a stale control: refused with the same message, no game
    assert isinstance(app.screen, SetupScreen) and app.screen.message == message
    assert app.store.ids() == []


def test_options_of_every_kind_are_offered():
    """Bool, whole number and choice options, each translated; a number steps within its
    choices and a choice cycles."""
    from kingmakers.games import GAME_MODULES
    from kingmakers.ui.games import GAME_UIS, register
    from tests.fixture_game.ui import UI

    GAME_MODULES["fixture"] = "tests.fixture_game.engine"
    register(UI)
    try:
        app = App(MemoryStorage(), platform=FakePlatform())
        app.activate("game:fixture")
        canvas, regions = render(app)
        assert {"option:bonus", "option:rounds:-", "option:rounds:+", "option:deck"} <= set(regions)
        assert regions["option:deck"].label == "Deck: Plain (tap to change)"
        app.activate("option:rounds:+")
        app.activate("option:deck")
        app.activate("option:bonus")
        _, regions = render(app)
        assert "option:rounds:+" not in regions  # 3 is the most
        assert app.screen.options() == {"rounds": 3, "deck": "royal", "bonus": True}
    finally:
        GAME_UIS.pop("fixture")
        del GAME_MODULES["fixture"]


def test_seat_kinds_cycle_through_human_every_bot_level_and_a_device():
    app = setup_app()
    labels = []
    for _ in range(6):
        labels.append(render(app)[1]["kind:0"].label.split(": ")[1])
        app.activate("kind:0")
    assert labels == [
        "Human (tap to change)",
        "Bot (easy) (tap to change)",
        "Bot (normal) (tap to change)",
        "Bot (hard) (tap to change)",
        "Bot (random) (tap to change)",
        "On their own device (tap to change)",
    ]
    assert app.screen.kinds[0] is None  # back to human after a full turn


def test_names_first_player_and_variants_reach_the_new_game():
    app = setup_app()
    app.set_text("name:0", "Anna")
    app.set_text("name:2", "  ")
    app.set_text("name:3", "A very long name that does not fit")
    app.activate("kind:1")
    app.activate("first:2")
    app.activate("option:privy")
    app.activate("fast_bots")
    _, regions = render(app)
    assert regions["first:2"].pressed and not regions["first:random"].pressed
    assert regions["name:0"].value == "Anna" and regions["kind:0"].label.startswith("Anna:")
    assert regions["fast_bots"].pressed is True
    app.activate("play")
    saved = app.screen.session.saved
    assert [seat.name for seat in saved.seats] == [
        "Anna",
        "Player 2",
        "Player 3",
        "A very long name that do",
    ]
    assert [seat.bot for seat in saved.seats] == [None, "ismcts", "heuristic", "heuristic"]
    assert saved.state.options == {
        "envoy": False,
        "privy": True,
        "short_deck": False,
        "first_player": 2,
    }
    assert saved.state.seed == 11
    assert app.storage.get(BOT_SPEED_KEY) == "fast"


def test_a_cleared_name_field_stays_empty_while_typing_and_falls_back_to_the_default():
    app = setup_app()
    app.set_text("name:1", "")
    canvas, regions = render(app)
    assert regions["name:1"].value == ""
    assert "Player 2" in canvas.texts()  # drawn as the placeholder
    assert app.screen.seats()[1].name == "Player 2"


def test_fewer_seats_drop_a_chosen_first_player_beyond_them():
    app = setup_app()
    app.activate("first:3")
    app.activate("players:-")
    assert app.screen.first is None
    assert render(app)[1]["first:random"].pressed is True


def test_play_starts_a_saved_playable_game():
    storage = MemoryStorage()
    app = setup_app(storage)
    app.activate("fast_bots")
    app.activate("play")
    session = app.screen.session
    save_id = session.saved.save_id
    assert app.store.ids() == [save_id] and app.store.last_id() == save_id
    record = json.loads(storage.get(SAVE_PREFIX + save_id))
    assert record["game"] == "viva" and record["state"]["players"] == 4
    moves = 0
    while not session.state.is_over and moves < 2000:
        if app.auto_delay() is not None:
            assert app.auto_delay() == pytest.approx(FAST_BOT_PAUSE)
            run(app.advance())
        else:
            session.play(session.state.legal_actions()[0])
        moves += 1
    assert session.state.is_over
    assert app.store.load(save_id).state.history == session.state.history


def test_unknown_controls_are_refused_clearly():
    app = setup_app()
    with pytest.raises(ValueError, match="setup screen has no action 'kind:5'"):
        app.activate("kind:5")  # only four seats are shown
    with pytest.raises(ValueError, match="setup screen has no action 'option:first_player'"):
        app.activate("option:first_player")
    with pytest.raises(ValueError, match="setup screen has no text field 'name:4'"):
        app.set_text("name:4", "Zoe")


@pytest.mark.parametrize("code", ["hu", "it", "ru"])
def test_the_setup_screen_is_translated(code):
    app = setup_app()
    app.home()
    app.set_language(code)
    app.activate("game:viva")
    canvas, regions = render(app, 390, 844)
    translated = {
        key: i18n.t(key) for key in ["setup.play", "viva.option.envoy", "setup.first_random"]
    }
    default_name = i18n.t("setup.default_name", n=1)
    i18n.set_language("en")
    for key, text in translated.items():
        assert text != i18n.t(key)
        assert any(text in drawn for drawn in canvas.texts()), key
    assert regions["name:0"].value == default_name
