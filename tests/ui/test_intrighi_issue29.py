"""Intrighi a corte, what new players stumbled on (issue 29): a marked card's and the waiting
"Discard" button's names in the page, Undo that stays usable against bots, the final screen
that says what decides the win, and the replay's "All open" that shows the stacks' faces."""

from __future__ import annotations

from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.screens.replay import ALL
from kingmakers.ui.screens.table import BOT_PAUSE, UNDO_GRACE
from tests.ui.aio import run
from tests.ui.test_intrighi_table import anna_plays, draw, drawn, english, human_to_move, solo
from tests.ui.test_replay import bot_game, replay_of

__all__ = ["english"]


def discarding_two():
    screen = solo()
    anna_plays(screen, ("sostegno1", "sostegno1", "abbasso2", "scandalo", "tradimento"))
    screen.on_action(
        next(r.action for r in drawn(draw(screen)[1], "act:") if r.label == "Play nothing")
    )
    return screen


def test_a_marked_card_says_it_is_marked_and_how_to_unmark_it():
    screen = discarding_two()
    first = drawn(draw(screen)[1], "pick:card:")[0]
    screen.on_action(first.action)
    cards = drawn(draw(screen)[1], "pick:card:")
    assert cards[0].label == "Sostegno +1: marked to discard — tap to unmark"
    assert cards[0].pressed
    assert cards[1].label == "Mark Sostegno +1 to discard"


def test_the_discard_button_is_in_the_page_before_enough_cards_are_marked_with_why():
    screen = discarding_two()
    _, regions = draw(screen)
    waiting = [r for r in regions if r.action == "note:discard"]
    assert [r.label for r in waiting] == ["Discard 2 cards — not yet: mark 2 cards (0 marked)"]
    screen.on_action(drawn(regions, "pick:card:")[0].action)
    _, regions = draw(screen)
    assert [r.label for r in regions if r.action == "note:discard"] == [
        "Discard 2 cards — not yet: mark 2 cards (1 marked)"
    ]
    screen.on_action(drawn(regions, "pick:card:")[1].action)
    _, regions = draw(screen)
    assert not [r for r in regions if r.action == "note:discard"]
    assert drawn(regions, "pick:discard")[0].label == "Discard 2 cards"


def test_after_a_move_that_may_be_taken_back_the_bots_wait_long_enough_to_tap_undo():
    screen = solo()
    human_to_move(screen)
    while screen.session.state.to_move == 0:
        screen.on_action("act:0")
    _, regions = draw(screen)
    assert "undo" in {r.action for r in regions}
    assert screen.auto_delay() == UNDO_GRACE > 2 * BOT_PAUSE
    run(screen.advance())  # the first bot's reply: the others keep their usual pace
    assert screen.auto_delay() in (None, BOT_PAUSE)


def test_undo_during_the_wait_takes_the_move_back_and_the_bot_does_not_play():
    screen = solo()
    human_to_move(screen)
    while screen.session.state.to_move == 0:
        moves = len(screen.session.state.history)  # before Anna's last move
        screen.on_action("act:0")
    screen.on_action("undo")
    assert len(screen.session.state.history) == moves
    assert screen.auto_delay() is None


# -- the replay's "All open" ---------------------------------------------------------------------

VALUES = {"+1", "+2", "+3", "−1", "−2"}


def stack_faces_drawn(screen) -> int:
    canvas = FakeCanvas()
    screen.render(canvas, 1920, screen.content_height(canvas, 1920, 1080))
    return sum(text in VALUES for text in canvas.texts())


def test_all_open_shows_the_faces_of_every_stack_card_of_a_finished_game():
    screen = replay_of(bot_game("intrighi", 4))
    assert screen.view == ALL
    for position in (len(screen) // 3, len(screen) // 2, len(screen) - 1):
        screen.on_action(f"goto:{position}")
        cards = sum(map(len, screen.timeline.state(position).stacks))
        assert cards >= 6
        screen.on_action("view:all")
        assert stack_faces_drawn(screen) == cards
        screen.on_action("view:public")
        assert stack_faces_drawn(screen) == 0
