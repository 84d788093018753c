"""Intrighi a corte, what new players stumbled on (issue 29): a marked card's and the waiting
"Discard" button's names in the page, Undo that stays usable against bots, the final screen
that says what decides the win, and the replay's "All open" that shows the stacks' faces."""

from __future__ import annotations

import pytest

from kingmakers.games.intrighi.data import CANDIDATES, DECK, STACK_KEYS
from kingmakers.ui.games.intrighi.hand import KNOWLEDGE_FONT
from kingmakers.ui.games.intrighi.words import knowledge
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.screens.replay import ALL
from kingmakers.ui.screens.table import BOT_PAUSE, UNDO_GRACE
from kingmakers.ui.state.saves import Seat
from tests.ui.aio import run
from tests.ui.frames import draw
from tests.ui.test_intrighi_table import (
    anna_plays,
    drawn,
    finished,
    human_to_move,
    solo,
)
from tests.ui.test_replay import bot_game, replay_of
from tests.ui.text_fit import letters

SIZES4 = [(1024, 768), (768, 1024), (390, 844), (320, 568)]


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


# -- the final screen ---------------------------------------------------------------------------

FOUR = [Seat("Anna"), Seat("Béla"), Seat("Carla"), Seat("Dario")]


def chain_of_alliances():
    """Delfina crowned (Béla); Carla's Alleanza beside Béla, Anna's beside Carla and Dario."""
    return finished(
        FOUR,
        {
            1: ["sostegno2", "sostegno2"],
            3: ["sostegno1", "sostegno1", "sostegno3", "abbasso1"],
            0: ["abbasso1"],
        },
        candidates=[0, 3, 2, 4],
        alliances=[(1, 2), (2, 0), (3, 0)],
    )


def test_the_final_screen_says_what_decides_the_win_and_how_each_player_won_or_lost():
    texts = draw(chain_of_alliances())[0].texts()
    assert (
        "The highest total is crowned: its backers win, and so does every player with an "
        "Alleanza beside a winner." in texts
    )
    assert "Wins: Alleanza beside Carla" in texts  # Anna backs Aurelio (−1)
    assert "Wins: Delfina is crowned" in texts  # Béla
    assert "Wins: Alleanza beside Béla" in texts  # Carla backs Corrado (0)
    assert "Loses: Ettore 0" in texts  # Dario
    assert not [text for text in texts if "point" in text]


def test_a_loser_whose_candidate_tied_is_told_the_tie_was_lost():
    screen = finished(
        FOUR[:2], {0: ["sostegno2"], 1: ["sostegno1", "sostegno1"]}, candidates=[0, 1]
    )
    texts = draw(screen)[0].texts()
    assert "Loses: Aurelio +2, the tie went to Bianca" in texts
    assert "Wins: Bianca is crowned" in texts
    statuses = [screen.renderer.words.player_status(screen.context(), seat) for seat in (0, 1)]
    assert [status for status, _ in statuses] == ["Loses", "Wins"]
    assert [any(b.emblem == "crown" for b in badges) for _, badges in statuses] == [False, True]


def test_the_alliance_lines_never_run_along_one_another():
    canvas, _ = draw(chain_of_alliances())
    lines = canvas.named("line")
    assert len(lines) == 9  # three per Alleanza: out of a row, along the gutter, into a row
    links = [lines[n : n + 3] for n in range(0, len(lines), 3)]
    for first, mine in enumerate(links):
        for theirs in links[first + 1 :]:
            for a in mine:
                for b in theirs:
                    assert not collinear_overlap(a.args, b.args), (a.args, b.args)


def collinear_overlap(a: dict, b: dict) -> bool:
    """Whether two axis-parallel segments lie on one line and share a stretch of it."""
    for along, across in (("x", "y"), ("y", "x")):
        level = a[f"{across}1"]
        if (
            level == a[f"{across}2"]
            and b[f"{across}1"] == b[f"{across}2"]
            and abs(level - b[f"{across}1"]) < 2
        ):
            ends = (
                sorted((a[f"{along}1"], a[f"{along}2"])),
                sorted((b[f"{along}1"], b[f"{along}2"])),
            )
            if min(ends[0][1], ends[1][1]) - max(ends[0][0], ends[1][0]) > 1:
                return True
    return False


@pytest.mark.parametrize("size", SIZES4)
def test_no_crown_covers_a_text_on_the_final_screen(size):
    canvas, _ = draw(chain_of_alliances(), *size)
    crowns = [
        call.args["points"]
        for call in canvas.named("polygon")
        if call.args["fill"] == theme.GOLD and len(call.args["points"]) == 7
    ]
    assert crowns
    for points in crowns:
        xs, ys = [x for x, _ in points], [y for _, y in points]
        for call in canvas.named("text"):
            box = letters(canvas, call)
            assert not (
                box.x < max(xs) and min(xs) < box.right and box.y < max(ys) and min(ys) < box.bottom
            ), (call.args["text"], size)


# -- what the viewer knows, under the hand ---------------------------------------------------------


def test_what_anna_knows_is_drawn_in_whole_entries_and_the_rest_counted():
    screen = solo(players=6)
    anna_plays(screen, ("sostegno1", "abbasso1", "alleanza"))
    state = screen.session.state
    cards = [card for card in state.draw_pile if DECK[card] in STACK_KEYS][: 2 * len(CANDIDATES)]
    for number, card in enumerate(cards):  # two cards Anna put in each stack
        state.draw_pile.remove(card)
        state.stacks[number % len(CANDIDATES)].append(card)
        state.placers[number % len(CANDIDATES)].append(0)
        state.known[0].add(card)
    entries = knowledge(screen.context())
    assert len(entries) == len(CANDIDATES)
    whole = " ".join(entries)
    for size in SIZES4:
        canvas, _ = draw(screen, *size)
        drawn_lines = [
            call.args["text"]
            for call in canvas.named("text")
            if (call.args["font"] is KNOWLEDGE_FONT and call.args["text"] in whole)
            or call.args["text"].startswith("…and")
        ]
        text = " ".join(drawn_lines)
        shown = next(
            count
            for count in range(len(entries), -1, -1)
            if text.startswith(" ".join(entries[:count]))
        )
        rest = text[len(" ".join(entries[:shown])) :].strip()
        left = len(entries) - shown
        if text:  # else no room for even a line
            more = f"…and {left} more: tap a stack with an eye" if left else ""
            assert rest == more, (size, text)
