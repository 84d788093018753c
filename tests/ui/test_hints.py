"""Hints: the search's suggestion never depends on what the seat cannot know and is a legal
move (every game); at every table it is asked for in a human's turn, found in slices,
cancellable, named with its reason, ringed where the table lets it, counted in the save
and shown on the final screen; a table may play without hints."""

from __future__ import annotations

import pytest

from kingmakers.ai.ismcts import SLICE_SECONDS, Budget
from kingmakers.engine import Rng
from kingmakers.games import available_games, get_game
from kingmakers.ui.app import App
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.hint import move_words, reason
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.screens.setup import SetupScreen
from kingmakers.ui.screens.table import TableScreen
from kingmakers.ui.state.advice import Thinking, advice_seed
from kingmakers.ui.state.platform import FakePlatform
from kingmakers.ui.state.saves import SAVE_PREFIX, SavedGame, SaveStore, Seat
from kingmakers.ui.state.session import GameSession
from kingmakers.ui.state.storage import MemoryStorage
from tests.ai.test_ismcts import positions
from tests.protocol import snapshot
from tests.ui.aio import run
from tests.ui.frames import draw
from tests.ui.stub import StubNavigator
from tests.ui.test_every_game_ui import check_layout, player_counts

PLAYABLE = [ui for ui in GAME_UIS.values() if ui.playable]
#: A small search: the properties checked do not depend on the budget.
SMALL = Budget(iterations=24, seconds=1e9)


@pytest.mark.parametrize("game_id", available_games())
def test_a_hint_never_depends_on_what_the_seat_cannot_know_and_is_legal(game_id):
    """The same check the search bot has: two states that differ only in what the seat
    to move cannot know give the very same advice (choice, play-outs, every estimate)."""
    redealt = 0
    for number, state in enumerate(positions(game_id, seed=4, count=6)):
        seat = state.to_move
        other = state.sample_hidden(seat, Rng(300 + number))
        redealt += snapshot(other) != snapshot(state) | {"determinised": True}
        advice = Thinking(state, SMALL).run()
        assert Thinking(other, SMALL).run() == advice
        assert advice.best.action in state.legal_actions()
        assert advice.seat == seat and advice_seed(other) == advice_seed(state)
    assert redealt, "no position had hidden information to re-deal"


def test_thinking_runs_in_slices_within_its_budget_of_play_outs():
    state = positions("viva", seed=1, count=3)[1]
    thinking = Thinking(state, Budget(iterations=40, seconds=1e9))
    slices = 0
    while not thinking.done:
        before = thinking.progress
        thinking.step(0.0)  # the shortest slice: one play-out
        slices += 1
        assert thinking.progress >= before
    assert thinking.iterations == slices == 40 and thinking.progress == 1.0
    advice = thinking.result()
    assert advice.iterations == 40 and advice.runner_up is not None
    assert sum(estimate.visits for estimate in advice.estimates) == 40
    assert f"about {advice.best.percent} of 100 simulated games" in reason(advice, str)


def test_thinking_without_a_time_cap_counts_its_progress_in_play_outs():
    state = positions("viva", seed=1, count=3)[1]
    thinking = Thinking(state, Budget(iterations=40, seconds=None))
    for _ in range(10):
        thinking.step(0.0)
    assert thinking.progress == 10 / 40


def test_thinking_stops_when_its_time_is_up():
    clock = iter(range(100)).__next__  # each reading one second later
    state = positions("viva", seed=1, count=3)[1]
    thinking = Thinking(state, Budget(iterations=10**6, seconds=3), clock=lambda: clock())
    while not thinking.done:
        thinking.step(0.0)
    assert thinking.iterations < 10


def solo_table(ui, hints: bool = True, seed: int = 4) -> TableScreen:
    """The human in seat 0 against the game's bots, the human's turn first."""
    game = get_game(ui.game_id)
    players = player_counts(ui.game_id)[0]
    state = game.new_game(players, seed=seed)
    seats = [Seat("Anna")] + [Seat(f"Bot {n}", "random") for n in range(1, players)]
    saved = SavedGame("t", ui.game_id, seats, state, "", "", hints=hints)
    nav = StubNavigator()
    screen = TableScreen(nav, GameSession(saved, nav.store, clock=lambda: "now"), ui)
    screen.hints.budget = SMALL
    while screen.auto_delay() is not None or screen.showing_result():
        if screen.showing_result():
            screen.on_action("ack")
        else:
            run(screen.advance())
    return screen


@pytest.mark.parametrize("ui", PLAYABLE, ids=lambda ui: ui.game_id)
def test_a_hint_is_asked_for_found_in_slices_named_and_counted(ui):
    screen = solo_table(ui)
    # Play-outs enough for several slices, however fast the machine plays them.
    screen.hints.budget = Budget(iterations=10**9, seconds=SLICE_SECONDS * 4)
    session = screen.session
    canvas, regions = draw(screen)
    assert "hint" in {region.action for region in regions}
    screen.on_action("hint")
    assert screen.auto_delay() == 0.0
    slices = 0
    while screen.auto_delay() == 0.0:
        for width, height in ((1024, 768), (320, 568)):
            canvas, regions = draw(screen, width, height)
            check_layout(regions, width, height)
            actions = {region.action for region in regions}
            if screen.hints.busy(session.state):
                assert "hint:cancel" in actions and "hint" not in actions
                assert "Looking for a hint…" in canvas.texts()
        run(screen.advance())
        slices += 1
    assert slices > 1
    advice = screen.hints.shown(session.state)
    assert advice.best.action in session.state.legal_actions()
    assert session.saved.hints_used == [1] + [0] * (len(session.seats) - 1)
    stored = SaveStore(session.store.storage).load("t")
    assert stored.hints_used[0] == 1 and stored.hints
    canvas, regions = draw(screen)
    name = screen.renderer.words.action_label
    words = move_words(screen.hints.steps, lambda action: name(action, screen.context()))
    note = next(region.label for region in regions if region.action == "note:hint")
    why = screen.hints.why(screen.renderer.words, screen.context())
    assert note == f"Hint: {words}. {reason(advice, lambda a: name(a, screen.context()), why)}"
    for width, height in ((1024, 768), (390, 844), (320, 568)):
        check_layout(draw(screen, width, height)[1], width, height)
    assert "hint:close" in {region.action for region in regions}
    screen.on_action("hint:close")
    assert "note:hint" not in {region.action for region in draw(screen)[1]}
    assert session.saved.hints_used[0] == 1


@pytest.mark.parametrize("ui", PLAYABLE, ids=lambda ui: ui.game_id)
def test_a_hint_can_be_cancelled_and_is_then_not_counted(ui):
    screen = solo_table(ui)
    screen.hints.budget = Budget(iterations=10**9, seconds=1e9)  # one slice cannot finish it
    screen.on_action("hint")
    run(screen.advance())
    screen.on_action("hint:cancel")
    assert screen.auto_delay() is None
    _, regions = draw(screen)
    actions = {region.action for region in regions}
    assert "hint" in actions and "note:hint" not in actions
    assert screen.session.saved.hints_used[0] == 0


@pytest.mark.parametrize("ui", PLAYABLE, ids=lambda ui: ui.game_id)
def test_a_hint_is_forgotten_once_a_move_is_played(ui):
    """Once another move is played, or the hinted move's last step."""
    screen = solo_table(ui)
    screen.on_action("hint")
    while screen.auto_delay() == 0.0:
        run(screen.advance())
    advice = screen.hints.shown(screen.session.state)
    for step in (advice.best.action, *advice.then):
        legal = screen.session.state.legal_actions()
        screen.on_action(f"act:{legal.index(step)}")
    assert screen.hints.shown(screen.session.state) is None
    assert "note:hint" not in {region.action for region in draw(screen)[1]}


@pytest.mark.parametrize("ui", PLAYABLE, ids=lambda ui: ui.game_id)
def test_a_table_without_hints_offers_none(ui):
    screen = solo_table(ui, hints=False)
    _, regions = draw(screen)
    assert "hint" not in {region.action for region in regions}
    screen.on_action("hint")
    assert screen.auto_delay() is None and screen.hints.thinking is None


def test_bots_and_covered_tables_offer_no_hint():
    ui = GAME_UIS["viva"]
    state = get_game("viva").new_game(3, seed=1, options={"first_player": 0})
    saved = SavedGame("t", "viva", [Seat("Anna"), Seat("Béla"), Seat("Carla")], state, "", "")
    screen = TableScreen(StubNavigator(), GameSession(saved, clock=lambda: "now"), ui)
    _, regions = draw(screen)
    assert [region.action for region in regions] == ["take", "home"]  # covered: no hint
    screen.on_action("take")
    assert "hint" in {region.action for region in draw(screen)[1]}


def test_the_hinted_move_is_ringed_where_a_tap_plays_it():
    """Viva: placing a candidate takes a tap on it, then on a level; the ring is on the
    candidate, then, once it is picked, on the level."""
    screen = solo_table(GAME_UIS["viva"])
    screen.on_action("hint")
    while screen.auto_delay() == 0.0:
        run(screen.advance())
    hinted = screen.hints.shown(screen.session.state).best.action
    canvas, regions = draw(screen)

    def ringed(canvas, regions):
        rings = [
            call.args
            for call in canvas.named("rounded_rect")
            if call.args["stroke"] == "#c9a227" and call.args["line_width"] == 4
        ]
        return [
            region.action
            for region in regions
            if region.rect
            and any(abs(ring["x"] - (region.rect.x - 4)) < 0.01 for ring in rings)
            and any(abs(ring["y"] - (region.rect.y - 4)) < 0.01 for ring in rings)
        ]

    assert ringed(canvas, regions) == [f"pick:{hinted.candidate}"]
    screen.on_action(f"pick:{hinted.candidate}")
    canvas, regions = draw(screen)
    assert ringed(canvas, regions) == [f"pick:level{hinted.level}"]


def test_the_final_screen_says_how_many_hints_each_person_had():
    ui = GAME_UIS["viva"]
    state = get_game("viva").new_game(3, seed=2)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    seats = [Seat("Anna"), Seat("Béla"), Seat("Bot", "random")]
    for hints, line in (
        (True, "Hints: Anna: 1 hint, Béla: 3 hints"),
        (False, "Played without hints"),
    ):
        saved = SavedGame("t", "viva", seats, state, "", "", hints=hints, hints_used=[1, 3, 0])
        screen = TableScreen(StubNavigator(), GameSession(saved, clock=lambda: "now"), ui)
        screen.results_seen = screen.renderer.drawing.results_count(state.observe(None))
        for width, height in ((1024, 768), (320, 568)):
            canvas, regions = draw(screen, width, height)
            check_layout(regions, width, height)
            assert line in canvas.texts()
            assert {region.action for region in regions} == {"new", "replay", "home", "note:hints"}
            assert [r.label for r in regions if r.action == "note:hints"] == [line]


def test_setup_plays_with_hints_unless_switched_off():
    app = App(MemoryStorage(), platform=FakePlatform())
    for switch, expected in ((False, True), (True, False)):
        app.home()
        app.open_game("viva")
        assert isinstance(app.screen, SetupScreen)
        regions = {r.action: r for r in app.render(FakeCanvas(), 1024, 768)}
        assert regions["hints"].pressed is True
        assert regions["hints"].label == "Hints from the search bot"
        if switch:
            app.activate("hints")
        app.activate("play")
        saved = app.screen.session.saved
        assert saved.hints is expected
        record = app.storage.get(SAVE_PREFIX + saved.save_id)
        assert f'"hints": {{"allowed": {str(expected).lower()}, "used": [0, 0, 0, 0]}}' in record


def test_a_save_from_before_hints_allows_them_and_counts_none():
    storage = MemoryStorage()
    store = SaveStore(storage)
    state = get_game("viva").new_game(3, seed=1)
    saved = SavedGame("old", "viva", [Seat("A"), Seat("B"), Seat("C")], state, "", "")
    store.save(saved)
    record = storage.get(SAVE_PREFIX + "old")
    storage.set(
        SAVE_PREFIX + "old", record.replace(', "hints": {"allowed": true, "used": [0, 0, 0]}', "")
    )
    assert '"hints"' not in storage.get(SAVE_PREFIX + "old")
    loaded = store.load("old")
    assert loaded.hints is True and loaded.hints_used == [0, 0, 0]
