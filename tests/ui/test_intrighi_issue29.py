"""Intrighi a corte, what new players stumbled on (issue 29): a marked card's and the waiting
"Discard" button's names in the page, Undo that stays usable against bots, the final screen
that says what decides the win, and the replay's "All open" that shows the stacks' faces."""

from __future__ import annotations

from tests.ui.test_intrighi_table import anna_plays, draw, drawn, english, solo

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
