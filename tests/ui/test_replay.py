"""The replay, for every game whose table the app can show: a finished bot game stepped
from the first position to the last draws every position (at every screen size, in every
view) and each is the engine's own ``replay(n)``; an unfinished game's replay shows only
what everyone saw; nothing changes the save; "play from here" starts a game that plays on;
positions are reached in bounded work; the moves are assessed in slices."""

from __future__ import annotations

import random

import pytest

from kingmakers.ai import bot_names, make_bot
from kingmakers.ai.ismcts import Budget
from kingmakers.engine import Rng
from kingmakers.games import get_game
from kingmakers.ui import i18n
from kingmakers.ui.app import App
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.screens.replay import ALL, ReplayScreen
from kingmakers.ui.screens.table import TableScreen
from kingmakers.ui.seam.context import TableContext
from kingmakers.ui.state.platform import FakePlatform
from kingmakers.ui.state.replay import CHECKPOINT_EVERY, Timeline
from kingmakers.ui.state.saves import SAVE_PREFIX, SavedGame, SaveStore, Seat
from kingmakers.ui.state.storage import MemoryStorage
from tests.protocol import snapshot
from tests.ui.aio import run
from tests.ui.stub import StubNavigator
from tests.ui.test_every_game_ui import check_layout, exposed, player_counts

PLAYABLE = [ui for ui in GAME_UIS.values() if ui.playable]
SIZES = [(1024, 768), (768, 1024), (390, 844), (320, 568), (1920, 1080), (844, 390)]
#: Every this many positions the replay is also drawn in every language.
LANGUAGE_EVERY = 40
#: A small search: the properties checked do not depend on the budget.
SMALL = Budget(iterations=12, seconds=1e9)
WHEN = "2026-01-01T12:00:00+00:00"


def bot_game(game_id: str, players: int, seed: int = 3, moves: int | None = None) -> SavedGame:
    """A game of the game's own bots (to the end, or ``moves`` moves), seat 0 named as a
    person and the others as bots."""
    game = get_game(game_id)
    guide = "heuristic" if "heuristic" in bot_names(game) else "random"
    bots = [make_bot(game, guide, seat) for seat in range(players)]
    state = game.new_game(players, seed=seed)
    while not state.is_over and (moves is None or len(state.history) < moves):
        state.apply(bots[state.to_move].choose(state))
    seats = [Seat("Anna")] + [Seat(f"Bot {seat}", guide) for seat in range(1, players)]
    return SavedGame("game", game_id, seats, state, WHEN, WHEN)


def replay_of(saved: SavedGame, nav=None) -> ReplayScreen:
    return ReplayScreen(nav or StubNavigator(), saved, GAME_UIS[saved.game_id])


def draw(screen, width: float = 1024, height: float = 768):
    """The screen as the app draws it: as tall as it needs (the app scrolls the rest)."""
    canvas = FakeCanvas()
    tall = screen.content_height(canvas, width, height)
    return canvas, screen.render(canvas, width, tall), tall


@pytest.mark.parametrize("ui", PLAYABLE, ids=lambda ui: ui.game_id)
def test_every_position_of_a_finished_game_draws_and_is_the_engines_replay(ui):
    saved = bot_game(ui.game_id, player_counts(ui.game_id)[-1])
    before = snapshot(saved.state)
    screen = replay_of(saved)
    assert screen.finished and screen.views() == [ALL, *range(saved.state.players), None]
    screen.on_action("last")
    screen.on_action("first")
    assert screen.position == 0
    views = screen.views()
    for step in range(len(screen) + 1):
        assert snapshot(screen.timeline.state(step)) == snapshot(saved.state.replay(step))
        width, height = SIZES[step % len(SIZES)]
        screen.on_action(f"view:{_name(views[step % len(views)])}")
        canvas, regions, tall = draw(screen, width, height)
        check_layout(regions, width, tall)
        actions = {region.action for region in regions}
        assert ("next" in actions) == (step < len(screen))
        assert ("branch" in actions) == (step < len(screen))
        if step % LANGUAGE_EVERY == 0:
            for code in i18n.LANGUAGES:
                i18n.set_language(code)
                _, regions, _ = draw(screen)
                assert all(region.label.strip() for region in regions)
            i18n.set_language("en")
        if step < len(screen):
            screen.on_action("next")
            assert screen.position == step + 1
    assert screen.position == len(screen) == len(saved.state.history)
    assert snapshot(saved.state) == before


def _name(view) -> str:
    return "public" if view is None else str(view)


class Redealt:
    """A timeline whose every position is re-dealt for ``seat``: what ``seat`` cannot know
    is different, what everyone saw is the same."""

    def __init__(self, timeline: Timeline, seat: int) -> None:
        self.timeline = timeline
        self.seat = seat

    def __getattr__(self, name):
        return getattr(self.timeline, name)

    def __len__(self) -> int:
        return len(self.timeline)

    def state(self, position: int):
        return self.timeline.state(position).sample_hidden(self.seat, Rng(position))


@pytest.mark.parametrize("ui", PLAYABLE, ids=lambda ui: ui.game_id)
def test_an_unfinished_games_replay_shows_nothing_private(ui):
    """Drawn from worlds in which each seat's secrets were dealt again, every position
    shows and says exactly the same: nothing but the public view is shown."""
    players = player_counts(ui.game_id)[-1]
    finished = bot_game(ui.game_id, players, seed=5)
    saved = bot_game(ui.game_id, players, seed=5, moves=len(finished.state.history) * 2 // 3)
    assert not saved.state.is_over
    screen = replay_of(saved)
    assert not screen.finished and screen.views() == [None]
    for refused in ("view:0", "view:all", "branch", "quality"):
        with pytest.raises(ValueError):
            screen.on_action(refused)
    for position in range(0, len(screen) + 1, max(len(screen) // 12, 1)):
        screen.go(position)
        canvas, regions, _ = draw(screen)
        shown = exposed(canvas, regions)
        offered = {region.action for region in regions}
        assert not {"branch", "quality"} & offered
        assert not [action for action in offered if action.startswith("view:")]
        for seat in (0, players - 1):
            world = replay_of(saved)
            world.timeline = Redealt(world.timeline, seat)
            world.go(position)
            assert exposed(*draw(world)[:2]) == shown, (position, seat)


@pytest.mark.parametrize("finished", [True, False], ids=["finished", "unfinished"])
def test_the_save_is_byte_identical_after_a_replay(finished):
    storage = MemoryStorage()
    app = App(storage, platform=FakePlatform(), clock=lambda: WHEN)
    whole = bot_game("viva", 4)
    saved = whole if finished else bot_game("viva", 4, moves=len(whole.state.history) // 2)
    saved.hints_used[0] = 2
    app.store.save(saved)
    stored = storage.get(SAVE_PREFIX + saved.save_id)
    app.open_saves()
    app.activate(f"replay:{saved.save_id}")
    screen = app.screen
    assert isinstance(screen, ReplayScreen)
    screen.quality_budget = SMALL
    app.render(FakeCanvas(), 1024, 768)
    for position in (5, len(screen), 0, len(screen) // 2):
        app.set_text("seek", str(position))
        app.render(FakeCanvas(), 390, 844)
    app.activate("play")
    if finished:
        app.activate("quality")
        while screen.assessing():
            run(app.advance())
        app.activate("view:1")
    app.render(FakeCanvas(), 1024, 768)
    app.activate("back")
    assert storage.get(SAVE_PREFIX + saved.save_id) == stored


def test_play_from_here_starts_a_new_game_with_the_same_seats_that_plays_on():
    storage = MemoryStorage()
    app = App(storage, platform=FakePlatform(), clock=lambda: WHEN)
    saved = bot_game("viva", 4)
    app.store.save(saved)
    stored = storage.get(SAVE_PREFIX + saved.save_id)
    app.open_replay(app.store.load(saved.save_id))
    app.screen.timeline.build()
    position = next(n for n, seat in enumerate(app.screen.timeline.movers) if seat == 0 and n > 20)
    app.set_text("seek", str(position))
    app.activate("branch")
    table = app.screen
    assert isinstance(table, TableScreen)
    branch = table.session.saved
    assert branch.save_id != saved.save_id
    assert branch.seats == saved.seats and branch.hints == saved.hints
    assert branch.state.history == saved.state.history[:position]
    assert table.viewer_may_act()  # Anna's move, as in the game watched
    app.activate("act:0")
    while table.auto_delay() is not None:
        run(table.advance())
    assert len(branch.state.history) > position + 1
    assert storage.get(SAVE_PREFIX + saved.save_id) == stored
    assert app.store.load(branch.save_id).state.history == branch.state.history


def test_any_position_is_reached_by_walking_fewer_moves_than_between_two_checkpoints():
    saved = bot_game("elves", 6)
    timeline = Timeline(saved.state)
    positions = list(range(len(timeline) + 1))
    random.Random(2).shuffle(positions)
    for position in positions:
        walked = timeline.walked
        state = timeline.state(position)
        assert timeline.walked - walked < CHECKPOINT_EVERY
        assert len(state.history) == position
    walked = timeline.walked
    for position in range(len(timeline) + 1):  # a sweep steps one move at a time
        timeline.state(position)
    assert timeline.walked - walked <= len(timeline) + CHECKPOINT_EVERY


def test_stage_marks_are_where_the_engines_progress_changes():
    saved = bot_game("viva", 4)
    timeline = Timeline(saved.state)
    assert not timeline.built and timeline.marks == []
    while not timeline.build(seconds=0.0):  # one move a slice
        pass
    rounds = [
        n
        for n in range(1, len(timeline) + 1)
        if timeline.state(n).round != timeline.state(n - 1).round or timeline.state(n).is_over
    ]
    assert timeline.marks == rounds and len(rounds) == 3
    screen = replay_of(saved)
    assert screen.auto_delay() == 0.0  # the timeline is walked between frames
    while screen.auto_delay() == 0.0:
        run(screen.advance())
    assert screen.timeline.built
    canvas, _, _ = draw(screen)
    ticks = [call for call in canvas.named("line") if call.args["width"] == 2]
    assert len(ticks) == 3


def test_play_pause_and_speed():
    nav = StubNavigator()
    screen = replay_of(bot_game("viva", 3), nav)
    screen.timeline.build()
    assert screen.auto_delay() is None
    screen.on_action("play")
    assert screen.playing and screen.auto_delay() == pytest.approx(1.0)
    nav.now += 1.0
    run(screen.advance())
    assert screen.position == 1 and screen.auto_delay() == pytest.approx(1.0)
    screen.on_action("speed")
    _, regions, _ = draw(screen)
    assert any(region.label.startswith("Speed ×2") for region in regions)
    assert [region.label for region in regions if region.action == "play"] == ["Pause"]
    screen.on_action("play")
    assert not screen.playing and screen.auto_delay() is None
    screen.on_action("last")
    screen.on_action("play")  # at the end, play starts again from the first move
    assert screen.position == 0 and screen.playing
    screen.on_text("seek", "7")  # scrubbing pauses
    assert screen.position == 7 and not screen.playing


def test_the_log_highlights_what_the_move_shown_did():
    screen = replay_of(bot_game("viva", 4))
    screen.go(1)
    canvas, regions, _ = draw(screen)
    notes = {region.action: region.label for region in regions if region.kind == "note"}
    lines, new = screen.log_lines()
    first = lines[-1]
    assert new == 1
    assert notes["note:move"] == first
    assert any(first.startswith(text) for text in canvas.texts() if len(text) > 20)
    bands = [call for call in canvas.named("rounded_rect") if call.args["fill"] == "#efe0b0"]
    assert bands
    assert notes["note:position"].startswith("Move 1 of ")


@pytest.mark.parametrize("ui", PLAYABLE, ids=lambda ui: ui.game_id)
def test_the_log_late_in_a_long_game_says_what_the_tables_log_says(ui):
    """A line may depend on every entry before it (Intrighi's place in a stack counts the
    cards put there), so late in a game the replay's log is the one the table showed."""
    saved = bot_game(ui.game_id, player_counts(ui.game_id)[-1])
    screen = replay_of(saved)
    screen.go(len(screen))
    table_log = ui.renderer().words.log_lines(
        TableContext(saved.state.observe(None), None, screen.names, [])
    )
    assert len(saved.state.observe(None)["log"]) > 60
    assert screen.log_lines()[0] == table_log


def test_the_views_of_a_finished_game():
    saved = bot_game("viva", 4)
    screen = replay_of(saved)
    screen.go(30)
    state = saved.state.replay(30)
    canvas, regions, _ = draw(screen)
    shown = "\n".join(exposed(canvas, regions))
    for seat in range(4):  # every hand open: each goal card
        assert f"goal card No. {state.goals[seat]}" in shown
    pressed = {region.action for region in regions if region.pressed}
    assert pressed == {"view:all"}
    screen.on_action("view:2")
    canvas, regions, _ = draw(screen)
    shown = "\n".join(exposed(canvas, regions))
    assert f"Bot 2's goal card No. {state.goals[2]}" in shown
    assert f"No. {state.goals[0]}:" not in shown
    screen.on_action("view:public")
    canvas, regions, _ = draw(screen)
    assert "goal card No." not in "\n".join(exposed(canvas, regions))


def test_the_moves_are_assessed_in_slices_and_the_costliest_listed():
    saved = bot_game("viva", 4)
    screen = replay_of(saved)
    screen.quality_budget = SMALL
    screen.on_action("quality")
    assert screen.assessing() and screen.auto_delay() == 0.0
    _, regions, _ = draw(screen)
    assert [r.label for r in regions if r.action == "quality"] == ["Stop assessing"]
    progress = [screen.analysis.progress]
    while screen.assessing():
        run(screen.advance())
        progress.append(screen.analysis.progress)
    assert progress == sorted(progress) and progress[-1] == 1.0 and len(progress) > 3
    analysis = screen.analysis
    humans = [n for n, seat in enumerate(screen.timeline.movers) if seat == 0]
    assert set(analysis.results) <= set(humans) and analysis.results
    costly = analysis.costliest()
    assert 0 < len(costly) <= 3
    assert [q.cost for q in costly] == sorted((q.cost for q in costly), reverse=True)
    canvas, regions, _ = draw(screen)
    goto = [region for region in regions if region.action.startswith("goto:")]
    assert [region.action for region in goto] == [f"goto:{q.move + 1}" for q in costly]
    assert all(region.label.startswith("Go to move ") for region in goto)
    screen.on_action(goto[0].action)
    canvas, regions, _ = draw(screen)
    note = next(region.label for region in regions if region.action == "note:quality")
    assert note.startswith("Anna ") and "would have won about" in note
    marks = [call for call in canvas.named("polygon") if call.args["fill"] == "#9b1d20"]
    assert len(marks) >= len(costly)


def test_assessing_can_be_stopped():
    screen = replay_of(bot_game("viva", 4))
    screen.timeline.build()
    screen.on_action("quality")
    run(screen.advance())
    assert screen.analysis.progress > 0
    screen.on_action("quality")
    assert screen.analysis is None and screen.auto_delay() is None


def test_an_all_bot_game_offers_no_assessment():
    saved = bot_game("viva", 3)
    saved.seats = [Seat(seat.name, "heuristic") for seat in saved.seats]
    screen = replay_of(saved)
    _, regions, _ = draw(screen)
    assert "quality" not in {region.action for region in regions}


def test_the_final_screen_and_the_saved_games_open_the_replay():
    app = App(MemoryStorage(), platform=FakePlatform(), clock=lambda: WHEN)
    saved = bot_game("viva", 3)
    app.open_table(saved, autosave=True)
    app.render(FakeCanvas(), 1024, 768)
    while app.screen.showing_result():
        app.activate("ack")
    app.activate("replay")
    assert isinstance(app.screen, ReplayScreen) and app.screen.saved is saved
    app.activate("back")
    assert isinstance(app.screen, TableScreen)
    app.home()
    app.open_saves()
    app.activate(f"replay:{saved.save_id}")
    assert isinstance(app.screen, ReplayScreen)


def test_the_scrubber_is_a_slider_a_tap_or_a_drag_sets():
    app = App(MemoryStorage(), platform=FakePlatform(), clock=lambda: WHEN)
    saved = bot_game("viva", 4)
    app.open_replay(saved)
    regions = {region.action: region for region in app.render(FakeCanvas(), 1024, 768)}
    seek = regions["seek"]
    assert seek.kind == "slider" and seek.limits == (0, len(saved.state.history))
    assert seek.value == "0" and seek.rect.h >= 44
    app.tap(seek.rect.right - 1, seek.rect.center[1])
    assert app.screen.position == len(saved.state.history)
    app.render(FakeCanvas(), 1024, 768)
    assert app.slide("seek", seek.rect.x - 50)  # a drag may leave the slider
    assert app.screen.position == 0
    app.render(FakeCanvas(), 1024, 768)
    assert app.slide("seek", seek.rect.center[0])
    assert abs(app.screen.position - len(saved.state.history) / 2) <= 1


def test_an_imported_game_can_be_replayed():
    app = App(MemoryStorage(), platform=FakePlatform(), clock=lambda: WHEN)
    text = SaveStore.export_text(bot_game("viva", 5))
    app.open_saves()
    app.screen.import_text(text)
    imported = app.screen.session.saved
    app.home()
    app.open_saves()
    app.activate(f"replay:{imported.save_id}")
    assert isinstance(app.screen, ReplayScreen) and app.screen.finished
    app.activate("last")
    assert app.screen.timeline.state(len(app.screen)).history == imported.state.history
