"""Every game's UI has the same shape (docs/architecture.md, "A game's UI"): the same
modules for the same roles, none over :data:`MAX_LINES` lines; its words and controls draw
nothing; and what its drawing makes tappable is what its controls answer for, which are pure.

In seeded pass-and-play games (pieces tapped as well as moves played) at every layout size:
every drawn ``pick:`` token is a control at that moment, and asking the controls changes
neither the view, the legal moves nor the selection, and answers the same twice."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from kingmakers.ai import bot_names, make_bot
from kingmakers.engine import Action
from kingmakers.games import get_game
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.seam import Select
from tests.ui.test_every_game_taps import pick_or_move
from tests.ui.test_every_game_ui import (
    PLAYABLE,
    SIZES,
    draw,
    pass_and_play,
    player_counts,
)

#: The modules of every game's UI, by role (see docs/architecture.md).
MODULES = {
    "__init__.py",  # the GameUI: tile, layout, terms; builds the GameRenderer
    "reading.py",  # facts read from the view that words, controls and drawing share
    "words.py",  # the GameWords: prompt, move names, log, summaries (no canvas)
    "controls.py",  # controls(ctx) -> {token: Action | tuple | Select} (pure, no canvas)
    "pieces.py",  # how the game's pieces are painted (cards, tokens, markers)
    "board.py",  # the board
    "hand.py",  # the private panel
    "results.py",  # round results and the final screen
    "drawing.py",  # the GameDrawing: board, hand and results for one table
    "lesson.py",  # the guided first game: a Lesson (data only; see ui/lesson.py)
}
MAX_LINES = 900
#: What words and controls may not import: they draw nothing.
DRAWING = ("kingmakers.ui.kit.canvas", "kingmakers.ui.kit.widgets", "kingmakers.ui.kit.display")
#: Games not yet split (issue 27 in progress): their checks must fail (strict).
KNOWN: set[str] = set()

UI_DIR = Path(__file__).parents[2] / "py" / "kingmakers" / "ui" / "games"
GAMES = sorted(path.name for path in UI_DIR.iterdir() if (path / "__init__.py").is_file())


def game_param(game_id: str):
    marks = pytest.mark.xfail(strict=True, reason="not split yet") if game_id in KNOWN else ()
    return pytest.param(game_id, marks=marks, id=game_id)


@pytest.mark.parametrize("game_id", [game_param(game) for game in GAMES])
def test_every_game_ui_has_the_same_modules_none_too_long(game_id):
    folder = UI_DIR / game_id
    modules = {path.name for path in folder.glob("*.py")}
    assert modules == MODULES
    long = {
        name: lines
        for name in modules
        if (lines := len((folder / name).read_text("utf-8").splitlines())) > MAX_LINES
    }
    assert long == {}


def imported(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found |= {node.module} | {f"{node.module}.{alias.name}" for alias in node.names}
    return found


@pytest.mark.parametrize("game_id", [game_param(game) for game in GAMES])
def test_words_reading_and_controls_draw_nothing(game_id):
    drawing = {
        name: sorted(m for m in imported(UI_DIR / game_id / name) if m.startswith(DRAWING))
        for name in ("words.py", "reading.py", "controls.py")
    }
    assert {name: found for name, found in drawing.items() if found} == {}


def walk(ui, players: int, steps: int):
    """Screens of a seeded pass-and-play game, pieces tapped as well as moves played."""
    screen = pass_and_play(ui, players, seed=31 + players)
    chooser = random.Random(31 * players)
    game = get_game(ui.game_id)
    guide = "heuristic" if "heuristic" in bot_names(game) else "random"
    bots = [make_bot(game, guide, seat) for seat in range(players)]
    for _ in range(steps):
        yield screen
        if screen.session.state.is_over and not screen.showing_result():
            return
        _, regions = draw(screen)
        screen.on_action(pick_or_move(screen, regions, chooser, bots))


@pytest.mark.parametrize("ui", PLAYABLE, ids=lambda ui: ui.game_id)
def test_every_drawn_piece_is_a_control_and_controls_are_pure(ui):
    if ui.game_id in KNOWN:
        pytest.xfail("not split yet")
    counts = player_counts(ui.game_id)
    for players in (counts[0], counts[-1]):
        for screen in walk(GAME_UIS[ui.game_id], players, 400):
            if not screen.viewer_may_act():
                continue
            ctx = screen.context()
            before = (repr(ctx.view), list(ctx.legal), screen.selected)
            offered = dict(screen.renderer.controls(ctx))
            assert dict(screen.renderer.controls(ctx)) == offered
            assert (repr(ctx.view), list(ctx.legal), screen.selected) == before
            for control in offered.values():
                if not isinstance(control, Select):
                    steps = control if isinstance(control, tuple) else (control,)
                    assert steps and all(isinstance(step, Action) for step in steps), control
            for width, height in SIZES:
                _, regions = draw(screen, width, height)
                drawn = {r.action[5:] for r in regions if r.action.startswith("pick:")}
                assert drawn <= offered.keys(), (width, height, sorted(drawn - offered.keys()))


@pytest.mark.parametrize("ui", PLAYABLE, ids=lambda ui: ui.game_id)
def test_every_tile_says_the_player_counts_its_engine_allows(ui):
    game = get_game(ui.game_id)
    assert ui.players == (game.min_players, game.max_players)
