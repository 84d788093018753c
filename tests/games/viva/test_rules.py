"""Viva il Re! rules, rulings and the rulebook's worked examples."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kingmakers.engine import IllegalAction, InvalidOptions, Rng
from kingmakers.games.viva.actions import Climb, EnterPrivy, Place, Vote
from kingmakers.games.viva.data import (
    CANDIDATE_IDS,
    GOAL_CARDS,
    LEVEL_CAPACITY,
    LEVEL_POINTS,
    SHORT_DECK_SIZE,
    favourites,
)
from kingmakers.games.viva.rules import CLIMB, OVER, PLACE, REMOVED, UNPLACED, VOTE

from .conftest import climb, lay_out, vote

# Four players, first player seat 0: Róbert 0, Zsuzsa 1, Tamás 2, Szilvi 3.
EXAMPLE_LAYOUT = {4: "ABCD", 3: "OE", 2: "FG", 1: "ILMN"}


def four_players(viva, **options):
    return viva.new_game(4, seed=11, options={"first_player": 0, **options})


def test_goal_cards_are_balanced():
    assert len(GOAL_CARDS) == 26 and len(set(map(frozenset, GOAL_CARDS))) == 26
    assert all(len(set(card)) == 6 and set(card) <= set(CANDIDATE_IDS) for card in GOAL_CARDS)
    assert Counter(itertools.chain(*GOAL_CARDS)) == dict.fromkeys(CANDIDATE_IDS, 12)
    assert Counter(itertools.chain(*GOAL_CARDS[:SHORT_DECK_SIZE])) == dict.fromkeys(
        CANDIDATE_IDS, 6
    )
    pairs = Counter(pair for card in GOAL_CARDS for pair in itertools.combinations(sorted(card), 2))
    assert set(pairs.values()) == {5} and len(pairs) == 78


@pytest.mark.parametrize(
    ("players", "envoy", "each", "leftover", "no_cards"),
    [
        (3, False, 4, 1, 4),
        (4, False, 3, 1, 3),
        (5, False, 2, 3, 2),
        (6, False, 2, 1, 2),
        (2, True, 4, 5, 4),
        (3, True, 3, 4, 3),
        (4, True, 2, 5, 2),
        (5, True, 2, 3, 2),
    ],
)
def test_placement_counts_and_leftovers(viva, players, envoy, each, leftover, no_cards):
    state = viva.new_game(players, seed=3, options={"envoy": envoy})
    assert state.placements_left == [each] * players
    assert state.no_cards == [no_cards] * players
    assert state.envoy_no_cards == (no_cards if envoy else 0)
    for _ in range(each * players):
        assert state.phase == PLACE
        state.apply(state.legal_actions()[0])
    assert state.phase == CLIMB
    view = state.observe(None)
    assert len(view["levels"][0]) == leftover and not view["unplaced"]
    assert view["log"][-1] == {"type": "servants", "candidates": view["levels"][0]}


def test_player_counts_by_variant(viva):
    for players in (3, 4, 5, 6):
        viva.new_game(players)
    for players in (2, 3, 4, 5):
        viva.new_game(players, options={"envoy": True})
    with pytest.raises(InvalidOptions, match="3–6 players, not 2"):
        viva.new_game(2)
    with pytest.raises(InvalidOptions, match="Imperial Envoy is for 2–5 players, not 6"):
        viva.new_game(6, options={"envoy": True})
    with pytest.raises(InvalidOptions, match="First player must be a seat from 0 to 3"):
        viva.new_game(4, options={"first_player": 4})


def test_placement_refusals(viva):
    state = four_players(viva)
    lay_out_partial = [Place(c, 4) for c in "ABCD"]
    for action in lay_out_partial:
        state.apply(action)
    with pytest.raises(IllegalAction, match="Dignitaries are full"):
        state.apply(Place("E", 4))
    with pytest.raises(IllegalAction, match="already in the palace"):
        state.apply(Place("A", 3))
    with pytest.raises(IllegalAction, match="placed on the Craftsmen"):
        state.apply(Place("E", 5))
    with pytest.raises(IllegalAction, match="no candidate called 'Z'"):
        state.apply(Place("Z", 1))
    with pytest.raises(IllegalAction, match="being placed now"):
        state.apply(Climb("A"))


def test_cannot_climb_into_a_full_level_odessa_and_alighiero(viva):
    """Rulebook: Róbert cannot move Odessa up from the Officers, the Dignitaries being
    full, so he moves Alighiero from the Dignitaries to the Nobles."""
    state = four_players(viva)
    lay_out(state, EXAMPLE_LAYOUT)
    assert state.to_move == 0
    assert Climb("O") not in state.legal_actions()
    with pytest.raises(
        IllegalAction, match="Odessa la Contessa cannot move up: the Dignitaries are full"
    ):
        state.apply(Climb("O"))
    climb(state, "A")
    view = state.observe(None)
    assert view["levels"][5] == ["A"] and "A" not in view["levels"][4]
    assert state.to_move == 1


def test_one_no_defeats_clemente_and_play_continues_left_of_the_crown(viva):
    """Rulebook: Tamás moves Clemente to the Throne and takes the crown; Róbert and Szilvi
    vote YES, Zsuzsa and Tamás NO: Clemente leaves the palace, the NO cards are gone."""
    state = four_players(viva)
    lay_out(state, EXAMPLE_LAYOUT)
    climb(state, "A", "B", "C")  # Róbert, Zsuzsa, Tamás: Nobles now A, B, C
    climb(state, "D", "E")  # Szilvi, Róbert
    climb(state, "F")  # Zsuzsa
    assert state.to_move == 2
    climb(state, "C")  # Tamás: Clemente to the Throne
    assert state.phase == VOTE and state.crown == 2
    assert state.to_move == 2  # ballots are taken clockwise from the crown holder
    vote(state, False, True, True, False)  # Tamás NO, Szilvi YES, Róbert YES, Zsuzsa NO
    assert state.position["C"] == REMOVED
    assert state.no_cards == [3, 2, 2, 3]
    assert state.phase == CLIMB and state.to_move == 3
    assert state.observe(None)["log"][-1] == {
        "type": "vote",
        "candidate": "C",
        "ballots": [True, False, False, True],
        "envoy": None,
        "crowned": False,
    }
    with pytest.raises(IllegalAction, match="voted down"):
        state.apply(Climb("C"))


def test_unanimous_yes_crowns_fiorello_and_ends_the_round(viva):
    state = four_players(viva)
    lay_out(state, {4: "FBCD", 3: "OE", 2: "AG", 1: "ILMN"})
    climb(state, "F", "B", "C", "F")  # Szilvi (seat 3) puts Fiorello on the Throne
    assert state.crown == 3
    vote(state, True, True, True, True)
    assert state.round == 2 and state.phase == PLACE
    result = state.observe(None)["rounds"][0]
    assert result["king"] == "F"
    assert state.first_player == 0 and state.to_move == 0  # left of the crown holder
    assert state.position == dict.fromkeys(CANDIDATE_IDS, UNPLACED)
    assert state.no_cards == [3, 3, 3, 3]
    for seat, card in enumerate(result["goal_cards"]):
        assert card not in state.goals and card not in state.goal_deck
        assert [c for c, _points in result["favourites"][seat]] == list(favourites(card))
        assert sum(p for _c, p in result["favourites"][seat]) == result["points"][seat]
        expected = sum(
            LEVEL_POINTS[level]
            for level, names in {
                6: "F",
                5: "BC",
                4: "D",
                3: "OE",
                2: "AG",
                1: "ILMN",
                0: "P",
            }.items()
            for c in names
            if c in favourites(card)
        )
        assert result["points"][seat] == expected == state.totals[seat]


def test_a_player_without_no_cards_can_only_vote_yes(viva):
    state = viva.new_game(5, seed=2, options={"first_player": 0})
    lay_out(state, {4: "ABCD", 3: "EF", 2: "GI", 1: "LM"})
    climb(state, "A", "B", "C", "D", "A")  # seat 4 crowns A: ballots from seat 4
    vote(state, True, False, True, True, True)  # seat 0 says NO
    climb(state, "B")  # seat 0 (left of crown) puts B up
    vote(state, False, True, True, True, True)  # seat 0 says NO again: none left
    assert state.no_cards[0] == 0
    climb(state, "C")  # seat 1 puts C up; seat 0 votes last
    vote(state, True, True, True, True)
    assert state.to_move == 0
    assert state.legal_actions() == [Vote(True)]
    assert state.observe(0)["you"]["no_cards"] == 0
    with pytest.raises(IllegalAction, match="no NO cards left"):
        state.apply(Vote(False))


def test_ballots_stay_secret_until_all_are_in(viva):
    state = four_players(viva)
    lay_out(state, EXAMPLE_LAYOUT)
    climb(state, "A", "B", "C", "D", "A")
    crown = state.crown
    vote(state, False, True)
    for seat in range(4):
        view = state.observe(seat)
        assert view["voting"] == {
            "candidate": "A",
            "voted": [s in (crown, (crown + 1) % 4) for s in range(4)],
        }
        own = {crown: False, (crown + 1) % 4: True}.get(seat)
        assert view["you"]["ballot"] == own
    assert "ballot" not in str(state.observe(None))


def test_round_three_zero_scores_33(viva):
    """In round 3 every favourite of seat 0 is voted off the board, then another candidate is
    crowned: seat 0 scores 33 for the round instead of 0."""
    state = viva.new_game(3, seed=4)
    rng = Rng(4)
    while state.round < 3:
        state.apply(rng.choice(state.legal_actions()))
    targets = set(favourites(state.goals[0]))
    while not state.is_over:
        moves = state.legal_actions()
        if state.phase == VOTE:
            veto = (
                state.throne_candidate in targets
                and Vote(False) in moves
                and False not in state.ballots
            )  # one NO is enough
            state.apply(Vote(False) if veto else Vote(True))
            continue

        def urgency(move):
            if move.candidate in targets:
                return 0
            return 2 if state.phase == CLIMB and state.position[move.candidate] == 5 else 1

        state.apply(min(moves, key=urgency))
    assert all(state.position[c] == REMOVED for c in targets)
    assert state.round_results[-1][3][0] == 33
    assert state.totals[0] == sum(result[3][0] for result in state.round_results)


def test_round_three_zero_rule_only_in_round_three(viva):
    for seed in range(200):
        state = viva.new_game(6, seed=seed)
        rng = Rng(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        for number, _king, _cards, points, *_envoy in state.round_results:
            if number < 3:
                assert 33 not in points
            else:
                assert 0 not in points


def test_tie_break_by_favourites_on_board(viva):
    """Scan seeded games for a tie on points and check the tie-break decides it."""
    seen = 0
    for seed in range(3000):
        state = viva.new_game(3, seed=seed)
        rng = Rng(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        best = max(state.totals)
        tied = [s for s, t in enumerate(state.totals) if t == best]
        if len(tied) < 2:
            continue
        seen += 1
        on_board = {
            s: sum(state.position[c] >= 0 for c in favourites(state.goals[s])) for s in tied
        }
        most = max(on_board.values())
        assert state.winners() == [s for s in tied if on_board[s] == most]
        assert state.observe(None)["tie_break"] == {
            "tied": tied,
            "on_board": [on_board[s] for s in tied],
        }
        if seen >= 5:
            return
    pytest.fail("too few ties found")


def test_envoy_setup_and_empire_victory(viva):
    state = viva.new_game(3, seed=5, options={"envoy": True})
    assert state.envoy_total == 20 and state.envoy_no_cards == 3
    view = state.observe(None)
    assert view["envoy"]["favourites"] == list(favourites(view["envoy"]["goal_card"]))
    assert view["envoy"]["score"] == 20
    for seed in range(300):
        state = viva.new_game(3, seed=seed, options={"envoy": True})
        rng = Rng(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        assert state.envoy_total == 20 + sum(r[5] for r in state.round_results)
        if state.envoy_total > max(state.totals):
            assert state.empire_wins and state.winners() == []
            return
    pytest.fail("the Empire never won")


def test_two_player_envoy_uses_short_deck_by_default(viva):
    state = viva.new_game(2, seed=1, options={"envoy": True})
    assert state.options["short_deck"]
    assert set(state.goal_deck) | set(state.goals) | {state.envoy_goal} == set(range(1, 14))
    with pytest.raises(InvalidOptions, match="Goal cards 1–13 only is for 2–2 players"):
        viva.new_game(3, options={"short_deck": True})


def _to_throne(state, candidate):
    """Move ``candidate`` up until it reaches the Throne, moving others when it is blocked."""
    while state.phase != VOTE:
        moves = state.legal_actions()
        if Climb(candidate) in moves:
            state.apply(Climb(candidate))
        else:
            state.apply(
                next(
                    m for m in moves if m.candidate != candidate and state.position[m.candidate] < 5
                )
            )


def _envoy_game(viva, seed):
    state = viva.new_game(3, seed=seed, options={"envoy": True, "first_player": 0})
    while state.phase == PLACE:
        state.apply(state.legal_actions()[0])
    return state


def test_envoy_votes_yes_for_its_favourite_without_revealing(viva):
    state = _envoy_game(viva, 4)
    favourite = next(c for c in favourites(state.envoy_goal) if state.position[c] >= 0)
    _to_throne(state, favourite)
    vote(state, True, True, False)
    assert state.observe(None)["log"][-1]["envoy"] == "favourite"
    assert state.envoy_no_cards == 3


def test_envoy_reveals_from_its_deck(viva):
    """A non-favourite at the Throne: the envoy reveals YES with chance 1/(NO cards + 1);
    a NO is gone for the round, a failed YES goes back into the deck."""
    outcomes = Counter()
    for seed in range(300):
        state = _envoy_game(viva, seed)
        other = next(
            (
                c
                for c in CANDIDATE_IDS
                if state.position[c] >= 0 and c not in favourites(state.envoy_goal)
            ),
            None,
        )
        _to_throne(state, other)
        vote(state, False, True, True)  # the vote fails whatever the envoy says
        envoy = state.observe(None)["log"][-1]["envoy"]
        outcomes[envoy] += 1
        assert state.envoy_no_cards == (2 if envoy == "no" else 3)
    assert set(outcomes) == {"yes", "no"}
    assert 0.15 < outcomes["yes"] / 300 < 0.35  # 1 in 4


def test_envoy_without_no_cards_votes_yes(viva):
    for seed in range(200):
        state = _envoy_game(viva, seed)
        while state.envoy_no_cards and not state.round > 1:
            others = [
                c
                for c in CANDIDATE_IDS
                if state.position[c] >= 0 and c not in favourites(state.envoy_goal)
            ]
            if not others:
                break
            _to_throne(state, others[0])
            vote(state, True, True, True)
        if state.round == 1 and state.envoy_no_cards == 0 and state.phase == CLIMB:
            others = [
                c
                for c in CANDIDATE_IDS
                if state.position[c] >= 0 and c not in favourites(state.envoy_goal)
            ]
            if others:
                _to_throne(state, others[0])
                vote(state, True, True, True)
                assert state.observe(None)["rounds"][0]["king"] == others[0]
                votes = [e for e in state.observe(None)["log"] if e["type"] == "vote"]
                assert votes[-1]["envoy"] == "yes"
                return
    pytest.fail("no game reached an envoy without NO cards")


def test_privy_variant(viva):
    state = viva.new_game(4, seed=8, options={"privy": True, "first_player": 0})
    assert state.privy_level == 3
    lay_out(state, {4: "ABC", 3: "DEFG", 2: "IL", 1: "MNO"})
    assert EnterPrivy("D") in state.legal_actions()
    assert EnterPrivy("A") not in state.legal_actions()
    with pytest.raises(IllegalAction, match="Only a candidate among the Officers"):
        state.apply(EnterPrivy("A"))
    state.apply(EnterPrivy("D"))
    view = state.observe(None)
    assert view["privy"] == {"level": 3, "occupant": "D"}
    assert Climb("I") not in state.legal_actions()  # Officers full: the occupant still counts
    with pytest.raises(IllegalAction, match="privy is taken by Dario"):
        state.apply(EnterPrivy("E"))
    state.apply(Climb("D"))  # out of the privy, up a level
    assert state.privy is None and state.position["D"] == 4
    state.apply(EnterPrivy("E"))
    climb(state, "A", "B", "C", "A")  # seats 3, 0, 1 and 2 crown A
    final = {6: "A", 5: "BC", 4: "D", 3: "FG", 2: "IL", 1: "MNO", 0: "P"}
    vote(state, True, True, True, True)
    result = state.round_results[0]
    for seat, card in enumerate(result[2]):
        expected = sum(
            LEVEL_POINTS[level]
            for level, names in final.items()
            for c in names
            if c in favourites(card)
        )
        assert result[3][seat] == expected + ("E" in favourites(card))  # the privy pays 1
    assert state.privy_level == 4 and state.privy is None


def test_privy_scores_one_point(viva):
    state = viva.new_game(4, seed=8, options={"privy": True, "first_player": 0})
    lay_out(state, {4: "ABC", 3: "DEFG", 2: "IL", 1: "MNO"})
    state.apply(EnterPrivy("D"))
    assert state.privy == "D"
    card = next(n for n in range(1, 27) if "D" in favourites(n))
    without = sum(LEVEL_POINTS[max(state.position[c], 0)] for c in favourites(card) if c != "D")
    assert state.points_for(card) == without + 1


def test_privy_level_per_round(viva):
    state = viva.new_game(3, seed=9, options={"privy": True})
    levels = []
    rng = Rng(1)
    while not state.is_over:
        if state.privy_level not in levels:
            levels.append(state.privy_level)
        state.apply(rng.choice(state.legal_actions()))
    assert levels == [3, 4, 5]


def test_no_privy_without_the_variant(viva):
    state = four_players(viva)
    lay_out(state, EXAMPLE_LAYOUT)
    assert not any(isinstance(a, EnterPrivy) for a in state.legal_actions())
    with pytest.raises(IllegalAction, match="no privy"):
        state.apply(EnterPrivy("O"))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([-2, 0, 1, 2, 3, 4, 5]), min_size=13, max_size=13))
def test_a_climb_always_exists(viva_positions):
    """The highest non-empty level below the Throne has room above it or is the Nobles."""
    from kingmakers.games import get_game

    counts = Counter(viva_positions)
    if any(counts[level] > LEVEL_CAPACITY for level in range(1, 6)):
        return
    if all(p == REMOVED for p in viva_positions):
        return
    state = get_game("viva").new_game(4, seed=0)
    while state.phase == PLACE:
        state.apply(state.legal_actions()[0])
    state.position = dict(zip(CANDIDATE_IDS, viva_positions, strict=True))
    assert state.legal_actions()


def test_game_over(viva):
    state = viva.new_game(4, seed=1)
    rng = Rng(3)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert state.phase == OVER and state.round == 3 and len(state.round_results) == 3
    assert state.legal_actions() == []
    assert state.winners()
    with pytest.raises(IllegalAction, match="game is over"):
        state.apply(Vote(True))
