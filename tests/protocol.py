"""Generic checks of the engine protocol, shared by every game's tests.

Each check plays through a game and asserts the invariants that design.md promises for any
game: legal actions exist until the end, saves round-trip, the log replays, refused actions
change nothing, and no view holds what its seat cannot know.
"""

from __future__ import annotations

import json

from kingmakers.ai import make_bot
from kingmakers.engine import FINISHED, Game, GameState, IllegalAction, Message, Rng


def snapshot(state: GameState) -> dict:
    """Everything in a state, for 'nothing changed' comparisons."""
    return {key: value for key, value in state.__dict__.items() if key != "game"}


def play_out(
    game: Game,
    players: int,
    seed: int,
    options: dict | None = None,
    bots: list[str] | None = None,
    on_step=None,
    max_actions: int = 20_000,
):
    """Play one game with bots (random by default); call ``on_step(state)`` before each move."""
    state = game.new_game(players, seed, options)
    names = bots or ["random"] * players
    seat_bots = [make_bot(game, name, seed * 7 + seat) for seat, name in enumerate(names)]
    for _ in range(max_actions):
        if state.is_over:
            return state
        if on_step:
            on_step(state)
        actions = state.legal_actions()
        assert actions, f"no legal action at move {len(state.history)}"
        action = seat_bots[state.to_move].choose(state)
        assert action in actions
        state.apply(action)
    raise AssertionError(f"{game.id} did not end within {max_actions} actions")


def check_round_trip(state: GameState) -> None:
    """to_json survives real JSON text and from_json rebuilds the same state."""
    data = json.loads(json.dumps(state.to_json()))
    restored = state.game.from_json(data)
    assert restored.to_json() == state.to_json()
    assert snapshot(restored) == snapshot(state)


def check_replay(state: GameState) -> None:
    assert snapshot(state.replay(len(state.history))) == snapshot(state)


def check_views_json(state: GameState) -> None:
    for seat in [None, *range(state.players)]:
        view = state.observe(seat)
        assert json.loads(json.dumps(view)) == view


def check_view_keys(state: GameState) -> None:
    """Every view, public or a seat's, starts the same way: the game, the players, who is to
    move and the public log of events, each naming its type."""
    for seat in [None, *range(state.players)]:
        view = state.observe(seat)
        assert view["game"] == state.game.id
        assert view["players"] == state.players
        assert view["to_move"] == state.to_move
        assert isinstance(view["log"], list)
        assert all(isinstance(event.get("type"), str) for event in view["log"])


def check_progress(state: GameState) -> None:
    """The progress is a message whose English renders; a finished game says so."""
    progress = state.progress()
    assert isinstance(progress, Message)
    text = progress.english()
    assert text and "{" not in text
    assert (progress == FINISHED) == state.is_over


def check_hidden_information(state: GameState, rng: Rng) -> bool:
    """For every seat, a re-deal of what it cannot know leaves its view and its legal moves
    unchanged. Returns True if some re-deal changed the full state (the check had teeth)."""
    changed = False
    for seat in range(state.players):
        sampled = state.sample_hidden(seat, rng)
        assert sampled.observe(seat) == state.observe(seat), f"seat {seat} view differs"
        assert sampled.observe(None) == state.observe(None), "public view differs"
        if state.to_move == seat:
            assert sampled.legal_actions() == state.legal_actions()
        changed = changed or snapshot(sampled) != snapshot(state) | {"determinised": True}
        assert sampled.to_move == state.to_move
    return changed


#: Seeds of the play-out moves compared between a state and its re-deal.
PLAYOUT_SEEDS = range(6)


def check_playout_judges_as_its_player(state: GameState, rng: Rng) -> None:
    """A re-deal of what the seat to move cannot know leaves its play-out moves unchanged:
    the play-out policy is the search's model of that player, so it must judge as the
    player can, though it is handed a state it could read whole."""
    seat = state.to_move
    sampled = state.sample_hidden(seat, rng)
    for seed in PLAYOUT_SEEDS:
        move = state.clone().playout_action(Rng(seed))
        assert sampled.clone().playout_action(Rng(seed)) == move, (
            f"seat {seat}'s play-out move ({move}) reads what it cannot know"
        )


def check_refusals(state: GameState, candidates) -> None:
    """Every legal action is legal by ``is_legal``; every candidate action that is not legal
    raises IllegalAction with a message and leaves the state exactly as it was."""
    legal = set(state.legal_actions())
    assert all(state.is_legal(action) for action in legal)
    before = snapshot(state)
    for action in candidates:
        if action in legal:
            continue
        try:
            state.apply(action)
        except IllegalAction as error:
            assert str(error), "a refusal must explain itself"
        else:
            raise AssertionError(f"{action} was accepted but is not in legal_actions()")
        assert snapshot(state) == before, f"refused {action} changed the state"


def check_clone_independent(state: GameState) -> None:
    copy = state.clone()
    before = snapshot(state)
    if not copy.is_over:
        copy.apply(copy.legal_actions()[0])
    assert snapshot(state) == before, "playing on a clone changed the original"
