"""Every engine follows one convention: the same modules for the same roles, the codec
named ``CODEC``, the game class in the package itself with its bots declared, and one move
table per game (``rules.MOVES``: phase -> {action class: Move}) listing every action of
the codec, which drives both dispatch and the wrong-phase refusal."""

from __future__ import annotations

import importlib
import pkgutil

import pytest

from kingmakers.engine import move_classes
from kingmakers.games import GAME_MODULES, get_game

#: The modules every game has: the game class (``__init__``), its actions and codec, its
#: own bots, static data, the heuristics its bots (and search play-outs) share, the
#: English of its messages, and its rules.
MODULES = {"__init__", "actions", "bots", "data", "heuristics", "messages", "rules"}
#: Modules a game has besides, by game.
EXTRA = {"fortheking": {"playout", "scoring"}}


@pytest.mark.parametrize("game_id", GAME_MODULES)
def test_every_engine_has_the_same_modules(game_id):
    package = importlib.import_module(GAME_MODULES[game_id])
    found = {info.name for info in pkgutil.iter_modules(package.__path__)} | {"__init__"}
    assert found == MODULES | EXTRA.get(game_id, set())


@pytest.mark.parametrize("game_id", GAME_MODULES)
def test_the_game_class_codec_and_bots_are_where_every_game_has_them(game_id):
    game = get_game(game_id)
    actions = importlib.import_module(f"{GAME_MODULES[game_id]}.actions")
    assert type(game).__module__ == GAME_MODULES[game_id]
    assert game.actions is actions.CODEC
    assert "bots" in vars(type(game)) and "heuristic" in game.bots


@pytest.mark.parametrize("game_id", GAME_MODULES)
def test_one_move_table_lists_every_action_of_the_codec(game_id):
    rules = importlib.import_module(f"{GAME_MODULES[game_id]}.rules")
    assert move_classes(rules.MOVES) == set(get_game(game_id).actions.classes)


@pytest.mark.parametrize("game_id", GAME_MODULES)
def test_every_view_has_the_same_skeleton(game_id):
    """``game``, ``players``, ``to_move``, ``phase``, the viewer's ``seat`` (None in the
    public view), ``log``, and the seat's private part, ``you`` (not in the public view)."""
    game = get_game(game_id)
    state = game.new_game(game.min_players + 1, seed=1)
    for seat in (None, 0):
        view = state.observe(seat)
        assert {"game", "players", "to_move", "phase", "seat", "log"} <= set(view)
        assert view["game"] == game_id and view["seat"] == seat
        assert ("you" in view) == (seat is not None)
