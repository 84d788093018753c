"""King of the Elves' gold is public (issue 29): every change of a player's gold is made in
the open, so the table shows every player's exact gold, and the round results, which add
up those public changes, agree with it."""

from __future__ import annotations

from kingmakers.ai import make_bot
from kingmakers.games import get_game
from kingmakers.games.elves.data import START_GOLD
from kingmakers.games.elves.rules import PLANNING
from kingmakers.ui.games.elves.reading import Account
from tests.games.elves.conftest import arrange, village
from tests.ui.test_elves_table import table


def test_every_seat_sees_every_players_exact_gold():
    state = arrange(3, [[village("plains")], [], []], gold=[7, 13, 4], phase=PLANNING)
    for viewer in (None, 0, 1, 2):
        assert [seat["gold"] for seat in state.observe(viewer)["seats"]] == [7, 13, 4]
    screen = table(state)
    ctx = screen.context()
    assert [screen.renderer.words.player_status(ctx, seat)[0] for seat in range(3)] == [
        "7 gold",
        "13 gold",
        "4 gold",
    ]


def test_the_round_results_add_up_to_the_gold_shown_to_everyone():
    game = get_game("elves")
    state = game.new_game(4, seed=8)
    bots = [make_bot(game, "heuristic", seat) for seat in range(4)]
    while state.round < 3:
        state.apply(bots[state.to_move].choose(state))
    screen = table(state, bots=(1, 2, 3))
    rounds = Account(state.observe(1)).rounds
    assert len(rounds) == 2
    ctx = screen.context()
    for seat in range(4):
        gained = sum(rows[seat]["gained"] for rows in rounds)
        assert START_GOLD + gained == state.gold[seat]
        assert screen.renderer.words.player_status(ctx, seat)[0] == f"{state.gold[seat]} gold"
