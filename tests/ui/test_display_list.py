"""The page's display list: a frame recorded as data, pieces marked so that an animation
frame moves them without laying the table out again, text measured once."""

from __future__ import annotations

import json

import pytest

from kingmakers.ai import make_bot
from kingmakers.games import get_game
from kingmakers.ui import i18n
from kingmakers.ui.app import App
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import FakeCanvas, ShiftedCanvas, kept_drawing, kept_layout
from kingmakers.ui.kit.display import DisplayList
from kingmakers.ui.kit.motion import DURATION, Motion
from kingmakers.ui.seam import TableContext, ViewMemo
from kingmakers.ui.state.platform import FakePlatform
from kingmakers.ui.state.saves import SavedGame, Seat
from kingmakers.ui.state.storage import MemoryStorage
from tests.ui.frames import operations


def test_a_frame_is_recorded_as_operations_and_pieces_keep_their_slots():
    measured = []
    frame = DisplayList(lambda font, text: measured.append(text) or 10.0 * len(text))
    frame.fill_rect(0, 0, 10, 10, "#fff")
    frame.begin_piece("token", 3, 4, 0.5)
    frame.circle(5, 5, 2, fill="#000")
    frame.end_piece()
    frame.text(1, 2, "Hi", theme.ui_font(12), "#000")
    assert frame.measure_text("Hi", theme.ui_font(12)) == 20.0
    assert frame.measure_text("Hi", theme.ui_font(12)) == 20.0 and measured == ["Hi"]
    numbers, strings, first, offsets = frame.take_frame()
    ops = operations(numbers, frame.strings)
    assert [op[0] for op in ops] == ["fill_rect", "piece", "circle", "end_piece", "text"]
    assert ops[1] == ["piece", 0] and list(offsets) == [3, 4, 0.5]
    assert ops[4] == ["text", 1, 2, "Hi", theme.ui_font(12).css, "#000", "left", "alphabetic"]
    assert first == 0 and json.loads(strings) == frame.strings  # a new table, sent whole
    assert frame.strings.count("#000") == 1  # each string once, named by its index
    assert len(frame.numbers) == 0 and frame.drawn == ["token"]
    assert list(frame.moved(lambda piece: (1.0, 2.0, 1.0))) == [1.0, 2.0, 1.0]


def test_an_animation_frame_moves_the_pieces_of_the_kept_frame():
    motion = Motion()
    frame = DisplayList(lambda font, text: 1.0)
    motion.frame(1, now=0.0)
    motion.draw(frame, "a", 0, 0, lambda x, y: frame.circle(x, y, 1))
    frame.take_frame()
    motion.frame(2, now=1.0)
    motion.draw(frame, "a", 100, 0, lambda x, y: frame.circle(x, y, 1))
    numbers, _, _, offsets = frame.take_frame()
    assert operations(numbers, frame.strings)[1] == [
        "circle",
        100,
        0,
        1,
        None,
        None,
        1.0,
    ]  # at its place ...
    assert list(offsets) == [-100, 0, 1.0]  # ... shown where it was
    halfway = frame.moved(lambda piece: motion.shown(piece, 1.0 + DURATION / 2))
    assert -50 < halfway[0] < 0  # eased: past halfway
    landed = frame.moved(lambda piece: motion.shown(piece, 1.0 + 2 * DURATION))
    assert list(landed) == [0, 0, 1.0]


def test_the_fake_canvas_records_pieces_where_they_show():
    canvas = FakeCanvas()
    canvas.begin_piece("a", 5, -5, 0.25)
    canvas.circle(10, 10, 2)
    canvas.polygon([(0, 0), (1, 1)])
    canvas.end_piece()
    canvas.circle(10, 10, 2)
    names = [call.name for call in canvas.calls]
    assert names == ["set_alpha", "circle", "polygon", "set_alpha", "circle"]
    assert (canvas.calls[1].args["cx"], canvas.calls[1].args["cy"]) == (15, 5)
    assert canvas.calls[2].args["points"] == [(5, -5), (6, -4)]
    assert (canvas.calls[4].args["cx"], canvas.calls[4].args["cy"]) == (10, 10)


@kept_drawing
def _badge(canvas, x: float, y: float, label: str, *, lit: bool = False) -> None:
    """A kept drawing for the tests below, counting how often it is really drawn."""
    DRAWN.append(label)
    canvas.rounded_rect(x, y, 20, 10, 3, fill=theme.GOLD if lit else theme.INK)
    canvas.text(x + 10, y + 5, t("table.undo") + label, theme.ui_font(12), theme.WHITE)


DRAWN: list[str] = []


def test_a_kept_drawing_is_drawn_once_and_copied_into_later_frames():
    DRAWN.clear()
    frame = DisplayList(lambda font, text: 1.0)
    _badge(frame, 1, 2, "a")
    _badge(frame, 1, 2, "a")
    _badge(frame, 1, 2, "a", lit=True)  # other arguments: another drawing
    numbers, strings, first, _ = frame.take_frame()
    assert DRAWN == ["a", "a"] and first == 0
    ops = operations(numbers, frame.strings)
    assert ops[0] == ops[2] and ops[1] == ops[3] and ops[4] != ops[0]
    _badge(frame, 1, 2, "a")
    again, strings, first, _ = frame.take_frame()
    assert DRAWN == ["a", "a"] and list(again) == list(numbers[: len(again)])
    assert (strings, first) == ("[]", len(frame.strings))  # the page has them all already
    fake = FakeCanvas()
    _badge(fake, 1, 2, "a")  # a canvas that keeps nothing draws it every time
    assert DRAWN == ["a", "a", "a"] and [call.name for call in fake.calls] == [
        "rounded_rect",
        "text",
    ]


def test_a_kept_drawing_follows_the_language_and_the_canvas_scroll():
    DRAWN.clear()
    frame = DisplayList(lambda font, text: 1.0)
    try:
        _badge(frame, 0, 0, "b")
        i18n.set_language("it")
        _badge(frame, 0, 0, "b")
        _badge(ShiftedCanvas(frame, 30), 0, 0, "b")  # a scrolled screen: its own record
    finally:
        i18n.set_language("en")
    texts = [op for op in operations(frame.take_frame()[0], frame.strings) if op[0] == "text"]
    assert DRAWN == ["b", "b", "b"]
    assert texts[0][3] != texts[1][3] and texts[2][2] == texts[1][2] + 30


def test_a_kept_layout_is_made_once_per_language_and_text_widths():
    made = []

    def lay_out() -> str:
        made.append(t("table.log"))
        return made[-1]

    frame = DisplayList(lambda font, text: 1.0)
    try:
        assert kept_layout(frame, "log", lay_out) == kept_layout(frame, "log", lay_out)
        i18n.set_language("hu")
        magyar = t("table.log")
        assert kept_layout(frame, "log", lay_out) == magyar != "Log"
        frame.forget_widths()  # the fonts arrived: widths, and layouts made from them, change
        kept_layout(frame, "log", lay_out)
    finally:
        i18n.set_language("en")
    assert made == ["Log", magyar, magyar]
    kept_layout(FakeCanvas(), "log", lay_out)  # a canvas that keeps nothing: made each time
    assert len(made) == 4


def test_what_contexts_make_once_is_kept_per_view_legal_actions_and_language():
    memo, view, legal, made = ViewMemo(), {"round": 1}, ["a move"], []

    def ask(view: dict, legal: list, selected=None) -> int:
        ctx = TableContext(view, 0, ["Anna"], legal, selected, memo=memo.of(view, legal))
        return ctx.once(("count", selected), lambda: made.append(view) or len(made))

    assert ask(view, legal) == ask(view, legal) == 1
    assert ask(view, legal, selected="a card") == 2  # named with the selection: its own
    assert ask({"round": 1}, legal) == 3  # an equal view, but another position's
    assert ask(view, list(legal)) == 4  # other legal actions (another turn)
    assert ask(view, []) == ask(view, []) == 5  # none, however made, are the same
    try:
        i18n.set_language("it")
        assert ask(view, []) == 6
    finally:
        i18n.set_language("en")
    assert TableContext(view, 0, [], []).once("count", lambda: 7) == 7  # no memo: made


def test_the_string_table_is_sent_once_and_begun_anew_when_forgotten():
    frame = DisplayList(lambda font, text: 1.0)
    frame.fill_rect(0, 0, 1, 1, "#111")
    assert frame.take_frame()[1:3] == ('["#111"]', 0)
    frame.fill_rect(0, 0, 1, 1, "#111")
    frame.fill_rect(0, 0, 1, 1, "#222")
    assert frame.take_frame()[1:3] == ('["#222"]', 1)
    _badge(frame, 0, 0, "c")
    frame.forget()  # another person's turn: the page drops every text it holds
    assert frame.recordings == {}
    frame.fill_rect(0, 0, 1, 1, "#222")
    assert frame.take_frame()[1:3] == ('["#222"]', 0)
    frame.STRINGS = 3
    for n in range(4):
        frame.fill_rect(0, 0, 1, 1, f"#{n}")
    assert frame.take_frame()[2] == 1 and frame.sent == 0  # too long: the next begins anew
    frame.fill_rect(0, 0, 1, 1, "#0")
    assert frame.take_frame()[1:3] == ('["#0"]', 0)


def test_a_kept_drawing_may_not_hold_a_moving_piece():
    frame = DisplayList(lambda font, text: 1.0)

    def piece() -> None:
        frame.begin_piece("token", 0, 0, 1.0)
        frame.end_piece()

    with pytest.raises(ValueError, match="moving piece"):
        frame.recorded("token", piece)


def _frames(game_id: str, canvas_for) -> list:
    """Every third position of a seeded pass-and-play game (moves chosen by heuristic bots,
    the language switched halfway), each drawn on ``canvas_for()`` for the person to move
    and read back as operations."""
    game = get_game(game_id)
    players = min(game.max_players, 5)
    bots = [make_bot(game, "heuristic", seat) for seat in range(players)]
    seats = [Seat(f"Player {n}") for n in range(players)]
    app = App(MemoryStorage(), platform=FakePlatform(), ticks=lambda: 0.0)
    app.open_table(SavedGame("kept", game_id, seats, game.new_game(players, seed=3), "", ""))
    session = app.screen.session
    drawn = []
    try:
        for move in range(120):
            if session.state.is_over:
                break
            if move % 3 == 0:
                if move == 60:
                    i18n.set_language("hu")
                if session.needs_handoff():
                    session.take_device()
                canvas = canvas_for()
                app.render(canvas, 1024, 768)
                drawn.append(operations(canvas.take_frame()[0], canvas.strings))
            session.play(bots[session.to_move].choose(session.state))
    finally:
        i18n.set_language("en")
    return drawn


@pytest.mark.parametrize("game_id", [g for g, ui in GAME_UIS.items() if ui.playable])
def test_frames_drawn_with_kept_drawings_are_the_frames_drawn_afresh(game_id):
    """A kept drawing depends on its arguments alone: the frames of a whole game drawn on
    one display list, which copies every drawing it has seen before, equal the same frames
    each drawn on a new one."""
    kept = DisplayList(lambda font, text: 7.0 * len(text))
    warm = _frames(game_id, lambda: kept)
    cold = _frames(game_id, lambda: DisplayList(lambda font, text: 7.0 * len(text)))
    assert len(warm) > 5 and warm == cold
    assert len(kept.recordings) > 10  # it did copy


def _shown(app: App, canvas: DisplayList | None = None) -> tuple[list, list]:
    """A table drawn (on a new display list, or on ``canvas``, which keeps drawings and
    layouts): its operations, and what its controls and notes say (but Undo, which a table
    opened just now cannot offer)."""
    canvas = canvas or DisplayList(lambda font, text: 7.0 * len(text))
    regions = app.render(canvas, 1024, 768)
    said = [(r.action, r.label, r.kind) for r in regions if r.action != "undo"]
    return operations(canvas.take_frame()[0], canvas.strings), said


@pytest.mark.parametrize("game_id", [g for g, ui in GAME_UIS.items() if ui.playable])
def test_words_kept_by_a_table_are_the_words_a_new_table_says(game_id):
    """Labels, summaries, the log and the renderers' words are kept per view, legal actions,
    selection and language (``TableContext.once``), layouts per text widths and language
    (``kept_layout``): through a whole game, with a piece chosen at every third position and
    the language switched halfway, what one long-lived table on one long-lived display list
    draws and says equals what a table opened at that moment draws and says."""
    game = get_game(game_id)
    players = min(game.max_players, 4)
    bots = [make_bot(game, "heuristic", seat) for seat in range(players)]
    seats = [Seat(f"Player {n}") for n in range(players)]

    def table(state) -> App:
        language = i18n.get_language()
        app = App(MemoryStorage(), platform=FakePlatform(), ticks=lambda: 0.0)
        i18n.set_language(language)  # a new app starts in the browser's language
        app.open_table(SavedGame("words", game_id, seats, state, "", ""))
        screen = app.screen
        screen.results_seen = screen.renderer.drawing.results_count(screen.session.view(None))
        if screen.session.needs_handoff():
            screen.session.take_device()
        return app

    canvas = DisplayList(lambda font, text: 7.0 * len(text))

    def assert_same(kept: App, fresh: App) -> None:
        """The long-lived table on the long-lived display list draws and says what it does
        with all made anew (a new memo, a new display list), and says what a new table says
        (which draws no Undo button)."""
        drawn, said = _shown(kept, canvas)
        kept.screen.memo = ViewMemo()
        assert (drawn, said) == _shown(kept)
        assert said == _shown(fresh)[1]

    kept = table(game.new_game(players, seed=5))
    session = kept.screen.session
    compared = 0
    try:
        for move in range(150):
            if session.state.is_over:
                break
            if move % 3 == 0:
                kept.screen.results_seen = kept.screen.renderer.drawing.results_count(
                    session.view(None)
                )
                if session.needs_handoff():
                    session.take_device()
                fresh = table(session.state.clone())
                assert_same(kept, fresh)
                if move == 75:  # the same position in another language
                    i18n.set_language("ru")
                    assert_same(kept, table(session.state.clone()))
                pick = next((r.action for r in kept.regions if r.action.startswith("pick:")), None)
                if pick is not None:
                    kept.activate(pick)
                    fresh.activate(pick)
                    assert_same(kept, fresh)
                    compared += 1
                    kept.screen.selected = kept.screen.message = None
            session.play(bots[session.to_move].choose(session.state))
    finally:
        i18n.set_language("en")
    assert compared > 3


SCREEN_SIZES = ((320, 568), (390, 844), (1024, 768))


def _screens(app: App):
    """Each screen that is not a table, opened in turn: the name it is drawn under."""
    yield "home"
    for game_id in GAME_UIS:
        app.open_setup(game_id)
        yield f"setup:{game_id}"
        app.open_rules(game_id)
        yield f"rules:{game_id}"
    app.open_saves()
    yield "saves"
    app.open_settings()
    yield "settings"


@pytest.mark.parametrize(("width", "height"), SCREEN_SIZES)
def test_a_screen_drawn_again_from_its_kept_layouts_is_drawn_the_same(width, height):
    """A screen's second frame, made from the layouts its first one kept, is its first
    frame: no caller changes a kept layout (a phone's home screen once listed each tile's
    players and length again with every frame until the widths were measured anew)."""
    app = App(MemoryStorage(), platform=FakePlatform(), ticks=lambda: 0.0)
    frame = DisplayList(lambda font, text: 7.0 * len(text))
    for name in _screens(app):
        drawn = []
        for _ in range(3):
            app.render(frame, width, height)
            drawn.append(operations(frame.take_frame()[0], frame.strings))
        assert drawn[0] == drawn[1] == drawn[2], name
