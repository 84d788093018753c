"""For the King's table is readable at every layout size: no text under 11 CSS px, no text
wider (or taller) than the box it is drawn in, every office named on the board, emblems big
enough to tell apart, and the viewer's cards never covering each other's values.

The positions are played by bots from fixed seeds; the browser test
``tests/e2e/test_fortheking_readable.py`` screenshots the same ones."""

from __future__ import annotations

import itertools
import re

import pytest

from kingmakers.ai import make_bot
from kingmakers.games.fortheking.data import GOLD, KIND, VALUE
from kingmakers.games.fortheking.rules import ForTheKingState
from kingmakers.ui import i18n
from kingmakers.ui.games.fortheking import board, hand, words
from kingmakers.ui.games.fortheking.pieces import OFFICE_LOOK
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.kit.regions import Rect
from tests.ui.test_fortheking_table import GAME, random_moves, table
from tests.ui.text_fit import inside, letters, noting, shape_box, too_small

SIZES = [(1024, 768), (768, 1024), (390, 844), (320, 568)]
#: The smallest side of an office's emblem, in CSS px.
MIN_EMBLEM = 18.0
#: How far a text may reach out of its box, in CSS px (rounding).
SLACK = 0.5


def play_until(players: int, seed: int, done) -> ForTheKingState:
    """A game of heuristic bots played until ``done(state)`` holds with seat 0 to move (or
    to its end when ``done`` is None)."""
    state = GAME.new_game(players, seed=seed)
    bots = [make_bot(GAME, "heuristic", seat) for seat in range(players)]
    while not (state.is_over if done is None else done(state) and state.to_move == 0):
        assert not state.is_over, "the position sought never came"
        state.apply(bots[state.to_move].choose(state))
    return state


def _rich_collection(state) -> bool:
    collection = state.observe(0)["you"]["collection"]
    return (
        state.stage == "place"
        and state.king is None
        and sum(KIND[card] == GOLD for card in collection) >= 6
        and len(collection) >= 12
    )


#: The screens checked (and screenshotted): name -> (players, seed, position reached).
POSITIONS = {
    "collection": (4, 3, _rich_collection),
    "take": (5, 1, lambda s: s.stage == "take" and s.king is None and len(s.centre) > 2),
    "decree": (3, 0, lambda s: s.king is not None and s.king[1] == "Royal decree"),
    "bid": (5, 1, lambda s: s.stage == "bid" and s.king is None and s.high_bid > 0),
    "pay": (5, 1, lambda s: s.stage == "pay" and s.king is None and s.pay_method == "gold"),
    "final": (5, 1, None),
}


def position(name: str) -> ForTheKingState:
    players, seed, done = POSITIONS[name]
    return play_until(players, seed, done)


def ten_gold() -> ForTheKingState:
    """A game of two played at random (tests/ui/test_fortheking_table.py's random_moves) to
    Anna placing a card with ten gold cards and three Diplomacy cards."""
    state = random_moves(2, 4, 84)
    assert state.to_move == 0 and state.stage == "place"
    assert sum(KIND[card] == GOLD for card in state.observe(0)["you"]["collection"]) == 10
    return state


def text_problems(canvas: FakeCanvas, width: float, height: float, since: int = 0) -> list:
    """Every text drawn (from call ``since`` on) smaller than 11 px or not inside the box
    it is drawn in: the last rectangle or disc drawn before it around its anchor (the
    screen when none)."""
    problems = []
    shapes: list[Rect] = []
    screen = Rect(0, 0, width, height)
    for index, call in enumerate(canvas.calls):
        shape = shape_box(call)
        if shape is not None:
            shapes.append(shape)
        if call.name != "text" or index < since or not call.args["text"].strip():
            continue
        text, size = call.args["text"], call.args["font"].size
        if too_small(call):
            problems.append((text, f"{size:.1f} px"))
            continue
        anchor = (call.args["x"], call.args["y"])
        box = next((box for box in reversed(shapes) if box.contains(*anchor)), screen)
        where = letters(canvas, call)
        if not inside(where, box, SLACK):
            problems.append((text, f"{where} outside {box}"))
    return problems


def rendered(state, width: float, height: float):
    """The table for ``state`` (seat 0 a person, the others bots), drawn; with the calls
    each of the game renderer's panels made, by method (the frame's own parts are checked
    elsewhere)."""
    screen = table(state, humans=[0])
    canvas = FakeCanvas()
    with noting(
        canvas, screen.renderer.drawing, ("draw_board", "draw_private", "draw_final")
    ) as spans:
        screen.render(canvas, width, height)
    return canvas, {method: drawn[-1] for method, drawn in spans.items() if drawn}


def renderer_start(spans: dict[str, range]) -> int:
    return min(span.start for span in spans.values())


@pytest.mark.parametrize("name", [*POSITIONS, "ten_gold"])
def test_no_text_is_small_or_clipped_at_any_size(name):
    state = ten_gold() if name == "ten_gold" else position(name)
    for width, height in SIZES:
        canvas, spans = rendered(state, width, height)
        since = renderer_start(spans)
        assert text_problems(canvas, width, height, since) == [], (name, width, height)


@pytest.mark.parametrize("language", ["hu", "it", "ru"])
def test_no_text_is_small_or_clipped_in_other_languages(language):
    states = {name: position(name) for name in POSITIONS}
    i18n.set_language(language)
    try:
        for (name, state), (width, height) in itertools.product(states.items(), SIZES):
            canvas, spans = rendered(state, width, height)
            problems = text_problems(canvas, width, height, renderer_start(spans))
            assert problems == [], (name, width, height)
    finally:
        i18n.set_language("en")


def test_no_text_is_small_or_clipped_in_whole_games():
    for players, seed in ((2, 21), (4, 22), (5, 23)):
        state = GAME.new_game(players, seed=seed)
        bots = [make_bot(GAME, "heuristic", seat) for seat in range(players)]
        step = 0
        while True:
            width, height = SIZES[step % len(SIZES)]
            canvas, spans = rendered(state, width, height)
            problems = text_problems(canvas, width, height, renderer_start(spans))
            assert problems == [], (players, seed, step, width, height)
            if state.is_over:
                break
            for _ in range(5):
                if not state.is_over:
                    state.apply(bots[state.to_move].choose(state))
            step += 1


def test_every_office_is_named_on_the_board_at_every_size():
    """By its name, or where that does not fit its column, its short name."""
    for name in ("collection", "decree", "bid"):
        state = position(name)
        offices = list(state.observe(0)["titles"])
        for width, height in SIZES:
            canvas, _ = rendered(state, width, height)
            texts = set(canvas.texts())
            missing = [
                office
                for office in offices
                if not {words.office_name(office), words.office_short_name(office)} & texts
            ]
            assert missing == [], (name, width, height)


def test_office_emblems_are_big_enough_to_tell_apart(monkeypatch):
    sides: list[tuple[str, float]] = []
    drawn = board.draw_emblem  # the government's columns and the collection's rows

    def noted(canvas, kind, box, colour, outline):
        sides.append((kind, min(box.w, box.h)))
        drawn(canvas, kind, box, colour, outline)

    monkeypatch.setattr(board, "draw_emblem", noted)
    monkeypatch.setattr(hand, "draw_emblem", noted)
    office_emblems = {emblem for _, emblem in OFFICE_LOOK.values()}
    for name in ("collection", "decree", "bid"):
        state = position(name)
        for width, height in SIZES:
            sides.clear()
            rendered(state, width, height)
            small = [(kind, side) for kind, side in sides if kind in office_emblems]
            assert small and all(side >= MIN_EMBLEM for _, side in small), (
                name,
                width,
                height,
                min(small, key=lambda item: item[1]),
            )


def test_the_viewers_cards_never_hide_each_others_values():
    """Each card of the viewer's collection shows its value (on the card, or written where
    the cards do not fit) and nothing in the private panel is drawn over a card's value."""
    for state, (width, height) in itertools.product([position("collection"), ten_gold()], SIZES):
        values = sorted(str(VALUE[card]) for card in state.observe(0)["you"]["collection"])
        canvas, spans = rendered(state, width, height)
        panel = [canvas.calls[index] for index in spans["draw_private"]]
        shown = [
            (index, call)
            for index, call in enumerate(panel)
            if call.name == "text" and re.fullmatch(r"[0-9 ]+", call.args["text"])
        ]
        assert sorted(v for _, call in shown for v in call.args["text"].split()) == values
        for index, value in shown:
            where = letters(canvas, value)
            for call in panel[index + 1 :]:
                box = shape_box(call)
                assert box is None or not (
                    box.x < where.right
                    and where.x < box.right
                    and box.y < where.bottom
                    and where.y < box.bottom
                ), (width, height, value.args["text"])
