"""The King's death: totals, the crowned candidate, ties and alliances."""

from __future__ import annotations

from kingmakers.games.intrighi.actions import Pass, PlayBeside, PlayTradimento
from kingmakers.games.intrighi.rules import OVER
from tests.games.intrighi.scenario import ally, give, stack, table

AURELIO, BIANCA, CORRADO, DELFINA, ETTORE = range(5)


def kill_the_king(state) -> None:
    """Put every card left above Morte del Re beneath it; the next player draws the King."""
    state.returned += state.draw_pile
    state.draw_pile.clear()
    state.apply(Pass())
    assert state.phase == OVER


def test_highest_total_is_crowned():
    state = table(
        4,
        characters=("generale", "spia", "confessore", "tesoriere"),
        candidates=(BIANCA, AURELIO, CORRADO, BIANCA),
    )
    stack(state, AURELIO, "sostegno3", "abbasso2")  # 1
    stack(state, BIANCA, "sostegno1", "sostegno1", "abbasso1", "sostegno1")  # 2
    stack(state, CORRADO, "abbasso1")  # -1
    assert state.scores() == [0, 0, 0, 0], "totals stay hidden while the King lives"
    assert state.winners() == []
    kill_the_king(state)
    assert state.totals() == [1, 2, -1, 0, 0]
    assert state.crowned() == [BIANCA]
    assert state.winners() == [0, 3]
    assert state.scores() == [2, 1, -1, 2]
    result = state.observe(None)["result"]
    assert result["crowned"] == ["Bianca"] and result["winners"] == [0, 3]
    assert state.observe(None)["candidates"] == ["Bianca", "Aurelio", "Corrado", "Bianca"]
    assert state.observe(1)["stacks"][CORRADO] == ["abbasso1"], "the stacks are revealed"


def test_a_tie_goes_to_the_candidate_with_more_sostegno_cards():
    state = table(
        3, characters=("generale", "spia", "confessore"), candidates=(AURELIO, BIANCA, ETTORE)
    )
    stack(state, AURELIO, "sostegno3")  # 3 with one Sostegno
    stack(state, BIANCA, "sostegno2", "sostegno2", "abbasso1")  # 3 with two
    kill_the_king(state)
    assert state.totals()[:2] == [3, 3]
    assert state.crowned() == [BIANCA] and state.winners() == [1]


def test_a_full_tie_crowns_every_tied_candidate():
    state = table(
        3, characters=("generale", "spia", "confessore"), candidates=(AURELIO, BIANCA, ETTORE)
    )
    stack(state, AURELIO, "sostegno2", "sostegno1", "abbasso1")
    stack(state, BIANCA, "sostegno1", "sostegno1")
    kill_the_king(state)
    assert state.crowned() == [AURELIO, BIANCA]
    assert state.winners() == [0, 1]


def test_an_empty_court_crowns_every_candidate():
    state = table(2, characters=("generale", "spia"), candidates=(DELFINA, DELFINA))
    kill_the_king(state)
    assert state.crowned() == [0, 1, 2, 3, 4] and state.winners() == [0, 1]


def test_nobody_wins_when_nobody_holds_the_crowned_candidate():
    state = table(2, characters=("generale", "spia"), candidates=(AURELIO, BIANCA))
    stack(state, ETTORE, "sostegno1")
    kill_the_king(state)
    assert state.crowned() == [ETTORE] and state.winners() == []


def test_an_alliance_shares_the_win():
    state = table(
        4,
        characters=("ambasciatore", "spia", "confessore", "generale"),
        candidates=(AURELIO, BIANCA, CORRADO, DELFINA),
    )
    give(state, 0, "alleanza")
    stack(state, BIANCA, "sostegno2")
    state.apply(PlayBeside("alleanza", 1))  # player 0 allies with the holder of Bianca
    ally(state, 3, 2)  # an alliance with a loser gives nothing
    kill_the_king(state)
    assert state.crowned() == [BIANCA]
    assert state.winners() == [0, 1]


def test_alliances_chain_through_a_win_earned_by_an_alliance():
    """Seat 1 holds the crowned Delfina; seat 2's Alleanza is beside seat 1, so seat 2 wins;
    seat 0's Alleanza is beside seat 2, a winner, so seat 0 wins too."""
    state = table(
        3, characters=("generale", "spia", "confessore"), candidates=(AURELIO, DELFINA, CORRADO)
    )
    stack(state, DELFINA, "sostegno2")
    ally(state, 2, 1)
    ally(state, 0, 2)
    kill_the_king(state)
    assert state.crowned() == [DELFINA]
    assert state.winners() == [0, 1, 2]


def test_a_chain_of_alliances_with_a_loser_gives_nothing():
    state = table(
        3, characters=("generale", "spia", "confessore"), candidates=(AURELIO, DELFINA, CORRADO)
    )
    stack(state, DELFINA, "sostegno2")
    ally(state, 0, 2)  # beside seat 2, who backs Corrado and has no alliance with a winner
    ally(state, 2, 0)  # a loop of alliances among losers
    kill_the_king(state)
    assert state.winners() == [1]


def test_a_betrayed_alliance_shares_nothing():
    state = table(
        3, characters=("generale", "spia", "confessore"), candidates=(AURELIO, BIANCA, CORRADO)
    )
    ally(state, 2, 0)
    give(state, 0, "tradimento")
    stack(state, AURELIO, "sostegno1")
    state.apply(PlayTradimento(0, 2))
    kill_the_king(state)
    assert state.winners() == [0]
