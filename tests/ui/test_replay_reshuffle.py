"""The replay's two ways to play on from a position: "Play from here" reshuffles what no
seat has seen with a fresh seed (every seat's view stays as it was, the draws to come
change), "Same deck" keeps the dealt order; either new game saves, loads and replays."""

from __future__ import annotations

from kingmakers.ui.app import App
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.screens.table import TableScreen
from kingmakers.ui.state.platform import FakePlatform
from kingmakers.ui.state.replay import Timeline
from kingmakers.ui.state.storage import MemoryStorage
from tests.protocol import snapshot
from tests.ui.aio import run
from tests.ui.test_replay import WHEN, bot_game


def views(state) -> list:
    return [state.observe(seat) for seat in [None, *range(state.players)]]


def branch_at_draws_to_come(action: str):
    """Watch a finished Elves game, go to a move of Anna's with a full draw pile, press
    ``action``; the app, the original position and the new game."""
    app = App(MemoryStorage(), platform=FakePlatform(), clock=lambda: WHEN)
    saved = bot_game("elves", 3)
    app.store.save(saved)
    app.open_replay(app.store.load(saved.save_id))
    replay = app.screen
    replay.timeline.build()
    position = next(
        n
        for n, seat in enumerate(replay.timeline.movers)
        if seat == 0 and n > 3 and len(replay.timeline.state(n).draw_pile) > 10
    )
    app.set_text("seek", str(position))
    app.render(FakeCanvas(), 390, 844)
    original = replay.timeline.copy_of(position)
    app.activate(action)
    assert isinstance(app.screen, TableScreen)
    return app, original, app.screen.session.saved


def test_play_from_here_reshuffles_what_no_seat_has_seen():
    app, original, branch = branch_at_draws_to_come("branch")
    position = len(original.history)
    assert branch.state.history == original.history
    assert [at for at, _ in branch.state.reshuffles] == [position]
    assert views(branch.state) == views(original)
    assert branch.state.draw_pile != original.draw_pile
    assert sorted(branch.state.draw_pile) == sorted(original.draw_pile)
    play_on_and_check_saves(app, branch)


def test_same_deck_plays_on_with_the_draws_as_they_were():
    app, original, branch = branch_at_draws_to_come("branch:same")
    assert branch.state.reshuffles == []
    assert snapshot(branch.state) == snapshot(original)
    play_on_and_check_saves(app, branch)


def test_both_controls_are_offered_on_every_screen_until_the_last_position():
    app = App(MemoryStorage(), platform=FakePlatform(), clock=lambda: WHEN)
    app.open_replay(bot_game("viva", 3))
    for width, height in ((1024, 768), (390, 844), (844, 390)):
        actions = {region.action for region in app.render(FakeCanvas(), width, height)}
        assert {"branch", "branch:same"} <= actions
    app.activate("last")
    actions = {region.action for region in app.render(FakeCanvas(), 390, 844)}
    assert not {"branch", "branch:same"} & actions


def play_on_and_check_saves(app: App, branch) -> None:
    """The new game plays on; its save loads to the same game, and replays to it."""
    table = app.screen
    app.activate(f"act:{0}")
    while table.auto_delay() is not None:
        run(table.advance())
    loaded = app.store.load(branch.save_id).state
    assert snapshot(loaded) == snapshot(branch.state)
    timeline = Timeline(loaded)
    assert snapshot(timeline.state(len(timeline))) == snapshot(branch.state)
