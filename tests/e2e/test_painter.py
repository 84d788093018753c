"""The page's painter, in Chromium: an animation frame that moves pieces over the still
layers it keeps gives exactly the pixels of painting the whole frame with the pieces there,
for every game's busiest table (the most players, late in the game)."""

from __future__ import annotations

import json

import pytest

from kingmakers.ui.app import App
from kingmakers.ui.kit.display import SET_ALPHA, DisplayList
from kingmakers.ui.kit.motion import DURATION
from kingmakers.ui.state.platform import FakePlatform
from kingmakers.ui.state.storage import MemoryStorage
from tests.bench.bench_redraw import playable_games, saved_game
from tests.ui.frames import operations

pytestmark = pytest.mark.browser

SIZE = {"width": 1024, "height": 768}

# The layered paint (still image + moved pieces) against the same frame drawn op by op: a
# still operation after the last piece (SET_ALPHA 1, a no-op) makes the painter draw that
# frame directly, as it does whenever something still could cover a piece.
COMPARE = """([numbers, drawnOpByOp, strings, start, middle]) => {
  const painter = window.kingmakersPainter;
  const make = () => {
    const canvas = document.createElement("canvas");
    canvas.style.cssText = "position:fixed;left:0;top:0;width:1024px;height:768px";
    document.body.append(canvas);
    return canvas;
  };
  const layered = make();
  const direct = make();
  const [from, to] = [new Float64Array(start), new Float64Array(middle)];
  painter.paint(layered, new Float64Array(numbers), strings, 0, from);
  painter.repaint(layered, to);  // the kept still image, pieces moved
  painter.paint(direct, new Float64Array(drawnOpByOp), strings, 0, to);
  const pixels = (canvas) => canvas.getContext("2d")
    .getImageData(0, 0, canvas.width, canvas.height).data;
  const a = pixels(layered), b = pixels(direct);
  let differ = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differ++;
  layered.remove();
  direct.remove();
  return [a.length, differ];
}"""


def frames_mid_move(game_id: str) -> tuple[list[float], list[str], list[float], list[float]]:
    """A busy table's frame (numbers, the string table) just after a move (pieces about to
    glide), with its pieces' offsets at the start of the glide and halfway: the first of
    the human's legal moves that moves a piece (a pass may move none)."""
    legal = saved_game(game_id).state.legal_actions()
    for index in range(len(legal)):
        found = frames_after(game_id, index)
        if found[2] != found[3]:
            return found
    raise AssertionError(f"no move of {game_id}'s busiest table moves a piece")


def frames_after(
    game_id: str, index: int
) -> tuple[list[float], list[str], list[float], list[float]]:
    clock = [0.0]
    app = App(MemoryStorage(), platform=FakePlatform(), ticks=lambda: clock[0])
    app.open_table(saved_game(game_id))
    canvas = DisplayList(lambda font, text: 8.0 * len(text))
    app.render(canvas, SIZE["width"], SIZE["height"])
    canvas.take_frame()
    session = app.screen.session
    session.take_device()
    session.play(session.state.legal_actions()[index])
    clock[0] = 1.0
    app.render(canvas, SIZE["width"], SIZE["height"])
    numbers, _, _, start = canvas.take_frame()
    clock[0] = 1.0 + DURATION / 2
    return list(numbers), canvas.strings, list(start), list(canvas.moved(app.piece_shown))


@pytest.mark.parametrize("game_id", playable_games())
def test_moving_pieces_over_kept_layers_gives_the_pixels_of_a_full_paint(visit_factory, game_id):
    visit = visit_factory(viewport=SIZE)
    visit.open()
    numbers, strings, start, middle = frames_mid_move(game_id)
    # pieces last: moved over a kept image of the rest
    assert operations(numbers, strings)[-1] == ["end_piece"]
    drawn_op_by_op = [*numbers, SET_ALPHA, 1]
    size, differ = visit.page.evaluate(
        COMPARE, [numbers, drawn_op_by_op, json.dumps(strings), start, middle]
    )
    assert size == 1024 * 768 * 4 and differ == 0
    assert visit.problems() == []
