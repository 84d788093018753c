"""The engine core on a tiny game: options, apply/refuse, clone, saves, replay, bots, RNG."""

from __future__ import annotations

import dataclasses
import json
import multiprocessing

import pytest

from kingmakers.__main__ import main
from kingmakers.ai import bot_names, make_bot
from kingmakers.ai.simulate import simulate, wilson_interval
from kingmakers.engine import (
    FIRST_PLAYER,
    Action,
    ActionCodec,
    Game,
    GameState,
    IllegalAction,
    InvalidOptions,
    Option,
    Rng,
    SaveError,
    message,
    register_english,
)
from tests.protocol import check_clone_independent, check_refusals, check_replay, check_round_trip


@dataclasses.dataclass(frozen=True)
class Take(Action):
    """Take 1..3 counters from the pile; whoever takes the last one wins."""

    kind = "take"
    count: int


class PileState(GameState):
    def __init__(self, players, seed, options):
        super().__init__(players, seed, options)
        self.pile = options["pile"] + self.rng.below(3)
        self.turn = 0
        self.taken = [0] * players

    @property
    def to_move(self):
        return None if self.pile == 0 else self.turn

    def legal_actions(self):
        return [Take(n) for n in range(1, min(3, self.pile) + 1)]

    def explain_refusal(self, action):
        return message("pile.error.take", most=min(3, self.pile))

    def _perform(self, action):
        self.pile -= action.count
        self.taken[self.turn] += action.count
        if self.pile:
            self.turn = (self.turn + 1) % self.players

    def scores(self):
        return list(self.taken)

    def winners(self):
        return [self.turn]

    def observe(self, seat):
        return {"pile": self.pile, "turn": self.turn}

    def sample_hidden(self, seat, rng):
        copy = self.clone()
        copy.determinised = True
        return copy


class PileGame(Game):
    id = "pile"
    title = "Pile"
    min_players = 2
    max_players = 4
    options = (
        Option("pile", int, 10, "Pile size"),
        Option("big", bool, False, "Big pile", players=(2,)),
        Option(
            "mode",
            str,
            "a",
            "Mode",
            choices=("a", "b"),
            default_for=lambda players: "b" if players == 3 else "a",
        ),
        Option("rounds", int, 2, "Rounds", bounds=(1, 5)),
        FIRST_PLAYER,
    )
    state_class = PileState
    actions = ActionCodec(Take)


GAME = PileGame()
register_english({"pile.error.take": "You can take 1 to {most} counters."})


def test_options_defaults_and_refusals():
    state = GAME.new_game(3, seed=1)
    assert state.options == {"pile": 10, "big": False, "mode": "b", "rounds": 2, "first_player": -1}
    with pytest.raises(InvalidOptions, match="no option 'colour'"):
        GAME.new_game(2, options={"colour": 1})
    with pytest.raises(InvalidOptions, match="whole number"):
        GAME.new_game(2, options={"pile": "7"})
    with pytest.raises(InvalidOptions, match="true or false"):
        GAME.new_game(2, options={"big": 1})
    with pytest.raises(InvalidOptions, match="for 2–2 players"):
        GAME.new_game(3, options={"big": True})
    with pytest.raises(InvalidOptions, match="one of a, b"):
        GAME.new_game(2, options={"mode": "c"})
    with pytest.raises(InvalidOptions, match="2–4 players, not 5"):
        GAME.new_game(5)
    with pytest.raises(InvalidOptions, match="Rounds must be from 1 to 5, not 6"):
        GAME.new_game(2, options={"rounds": 6})
    with pytest.raises(InvalidOptions, match="First player must be a seat from 0 to 2"):
        GAME.new_game(3, options={"first_player": 3})
    with pytest.raises(InvalidOptions, match="First player must be a seat"):
        GAME.new_game(3, options={"first_player": -2})
    assert GAME.new_game(3, options={"first_player": 2}).options["first_player"] == 2


def test_the_first_player_option_is_a_seat_or_chance():
    """A seat given starts; -1 draws one from the game's RNG, the same draw every time."""
    drawn = {GAME.new_game(4, seed).choose_first_player() for seed in range(40)}
    assert drawn == {0, 1, 2, 3}
    assert GAME.new_game(4, 5).choose_first_player() == GAME.new_game(4, 5).choose_first_player()
    assert all(
        GAME.new_game(4, seed, {"first_player": 3}).choose_first_player() == 3 for seed in range(9)
    )


def test_refused_action_changes_nothing():
    state = GAME.new_game(2, seed=3)
    check_refusals(state, [Take(0), Take(4), Take(-1)])
    with pytest.raises(IllegalAction, match="take 1 to 3"):
        state.apply(Take(9))
    with pytest.raises(IllegalAction):
        state.apply("take 1")


def test_play_save_replay_clone():
    state = GAME.new_game(2, seed=5)
    while not state.is_over:
        check_clone_independent(state)
        check_round_trip(state)
        check_replay(state)
        state.apply(state.legal_actions()[-1])
    with pytest.raises(IllegalAction, match="over"):
        state.apply(Take(1))
    check_round_trip(state)


def test_save_refusals():
    data = GAME.new_game(2, seed=5).to_json()
    with pytest.raises(SaveError, match="newer version"):
        GAME.from_json({**data, "schema": 99})
    with pytest.raises(SaveError, match="for game 'viva'"):
        GAME.from_json({**data, "game": "viva"})
    with pytest.raises(SaveError, match="not legal"):
        GAME.from_json({**data, "actions": [{"type": "take", "count": 7}]})
    with pytest.raises(SaveError, match="Unknown action"):
        GAME.from_json({**data, "actions": [{"type": "steal", "count": 1}]})
    with pytest.raises(SaveError, match="fields"):
        GAME.from_json({**data, "actions": [{"type": "take"}]})
    with pytest.raises(SaveError, match="setup is invalid"):
        GAME.from_json({**data, "players": 9})
    with pytest.raises(SaveError, match="not a JSON object"):
        GAME.from_json([1, 2])


def test_action_json_is_stable():
    assert Take(2).to_json() == {"type": "take", "count": 2}
    assert GAME.actions.from_json(json.loads(json.dumps(Take(2).to_json()))) == Take(2)
    assert str(Take(2)) == "take count=2"


def test_rng_is_deterministic_and_uniform():
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]
    # SplitMix64's published first output for seed 0.
    assert Rng(0).next64() == 0xE220A8397B1DCDAF
    counts = [0] * 6
    rng = Rng(7)
    for _ in range(60_000):
        counts[rng.below(6)] += 1
    assert all(9_000 < c < 11_000 for c in counts)
    items = list(range(10))
    rng.shuffle(items)
    assert sorted(items) == list(range(10)) and items != list(range(10))


def test_bots_and_simulation():
    assert bot_names(GAME) == ["random", "ismcts", "ismcts-hard"]
    with pytest.raises(KeyError, match="No bot 'genius'"):
        make_bot(GAME, "genius")
    result = simulate(GAME, 2, ["random", "random"], games=50, seed=1)
    assert result.games == 50 and sum(result.wins) == pytest.approx(50)
    again = simulate(GAME, 2, ["random", "random"], games=50, seed=1)
    assert again.wins == result.wins and again.actions == result.actions
    assert "actions/s" in result.report()


class FirstSeatWinsState(PileState):
    def winners(self):
        return [0]


class FirstSeatWinsGame(PileGame):
    state_class = FirstSeatWinsState


def test_simulation_rotates_the_line_up_round_the_table():
    game = FirstSeatWinsGame()
    fixed = simulate(game, 3, ["random"] * 3, games=6, seed=2)
    assert fixed.wins == [6, 0, 0]
    rotated = simulate(game, 3, ["random"] * 3, games=6, seed=2, rotate=True)
    assert rotated.wins == [2, 2, 2]
    assert "rotated" in rotated.report() and "95% interval" in rotated.report()


def test_a_simulation_spread_over_processes_plays_the_same_games():
    alone = simulate(GAME, 3, ["random", "ismcts", "random"], games=6, seed=4, rotate=True)
    with multiprocessing.Pool(2) as pool:
        spread = simulate(
            GAME,
            3,
            ["random", "ismcts", "random"],
            games=6,
            seed=4,
            rotate=True,
            map_games=pool.imap,
        )
    assert spread.games == alone.games == 6
    assert (spread.wins, spread.score_totals, spread.actions, spread.no_winner) == (
        alone.wins,
        alone.score_totals,
        alone.actions,
        alone.no_winner,
    )


def test_wilson_interval():
    assert wilson_interval(0.5, 0) == (0.0, 1.0)
    low, high = wilson_interval(0.5, 384)
    assert high - low == pytest.approx(0.1, abs=0.001)
    low, high = wilson_interval(1.0, 40)
    assert high == 1.0 and 0.9 < low < 0.92


def test_simulate_command_rotates_on_request(capsys):
    assert (
        main(
            [
                "simulate",
                "viva",
                "--players",
                "3",
                "--games",
                "3",
                "--rotate",
                "--bots",
                "heuristic,random,random",
            ]
        )
        == 0
    )
    report = capsys.readouterr().out
    assert "bots rotated round the table" in report and "heuristic" in report


def test_simulate_command_spreads_the_games_over_processes(capsys):
    command = ["simulate", "viva", "--players", "3", "--games", "4", "--rotate", "--seed", "2"]
    assert main([*command, "--bots", "heuristic,random,random"]) == 0
    alone = capsys.readouterr().out
    assert main([*command, "--bots", "heuristic,random,random", "--jobs", "2"]) == 0
    spread = capsys.readouterr().out
    assert alone.split("mean game length")[0] == spread.split("mean game length")[0]
    assert main([*command, "--jobs", "0"]) == 2
    assert "--jobs must be 1 or more" in capsys.readouterr().err


def test_a_save_from_before_an_option_existed_loads_with_its_default():
    state = GAME.new_game(2, seed=5)
    state.apply(state.legal_actions()[0])
    data = state.to_json()
    del data["options"]["first_player"]
    assert GAME.from_json(data).to_json() == state.to_json()


def test_the_engine_package_gives_each_name_from_its_module_and_refuses_others():
    """``kingmakers.engine`` loads a name's module when the name is first asked for (the
    page's menu imports the errors without the game protocol); every name in ``__all__``
    is there, and a name that is not is an AttributeError, as for any module."""
    import kingmakers.engine as engine
    from kingmakers.engine import errors, game

    assert engine.SaveError is errors.SaveError and engine.GameState is game.GameState
    assert all(getattr(engine, name) is not None for name in engine.__all__)
    assert set(engine.__all__) <= set(dir(engine))
    with pytest.raises(AttributeError, match="no attribute 'Nothing'"):
        engine.Nothing  # noqa: B018
