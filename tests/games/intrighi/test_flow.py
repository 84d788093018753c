"""Setup, the turn (draw, play, discard), the fixed game length and the hand limits."""

from __future__ import annotations

from collections import Counter

import pytest

from kingmakers.engine import IllegalAction, InvalidOptions
from kingmakers.games.intrighi import GAME
from kingmakers.games.intrighi.actions import Discard, Pass, Place, PlayStackCard
from kingmakers.games.intrighi.data import CARD_TYPES, CHARACTERS, DECK
from kingmakers.games.intrighi.rules import DISCARD, OVER, PLAY
from tests.games.intrighi.scenario import assert_conserved, give, hand, next_draws, table
from tests.protocol import check_refusals, play_out


def test_the_deck_is_the_design():
    counts = Counter(DECK)
    assert len(DECK) == 58
    assert counts["sostegno1"] == 10 and counts["sostegno2"] == 6 and counts["sostegno3"] == 2
    assert counts["abbasso1"] == 8 and counts["abbasso2"] == 4
    assert [
        counts[k]
        for k in ("alleanza", "corruzione", "manipolazione", "intimidazione", "tradimento")
    ] == [4, 3, 3, 3, 3]
    assert [counts[k] for k in ("diplomazia", "ricchezza", "astuzia")] == [2, 2, 2]
    assert [counts[k] for k in ("spionaggio", "scandalo", "confessione")] == [2, 2, 2]
    assert sum(card.count for card in CARD_TYPES) == len(DECK)


@pytest.mark.parametrize("players", range(2, 7))
def test_setup(players):
    state = GAME.new_game(players, seed=players)
    assert_conserved(state)
    assert len(set(state.characters)) == players
    assert set(state.characters) <= {c.key for c in CHARACTERS}
    assert len(state.candidates) == players and len(state.set_aside) == 10 - players
    first = state.first_player
    assert state.current == first and state.turn == 1
    # The first player has drawn; everyone else holds the three dealt cards.
    assert [len(h) for h in state.hands] == [4 if s == first else 3 for s in range(players)]
    assert len(state.draw_pile) == 58 - 3 * players - 1
    assert state.stacks == [[]] * 5 and not state.returned


def test_player_counts_and_first_player_are_seeded():
    with pytest.raises(InvalidOptions):
        GAME.new_game(1)
    with pytest.raises(InvalidOptions):
        GAME.new_game(7)
    firsts = {GAME.new_game(4, seed).first_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert GAME.new_game(4, 9).to_json() == GAME.new_game(4, 9).to_json()
    assert GAME.new_game(4, 9).hands == GAME.new_game(4, 9).hands


@pytest.mark.parametrize("players", range(2, 7))
def test_game_length_is_fixed_by_the_deck(players):
    """Discards and spent cards go under Morte del Re, so the number of turns is the cards
    above it plus one, however the game is played."""
    for seed in range(5):
        state = play_out(GAME, players, seed)
        assert state.turn == 58 - 3 * players + 1
        draws = sum(entry[0] == "draw" for entry in state.log)
        assert draws == 58 - 3 * players
        assert state.log[-1][0] == "morte" and not state.draw_pile


def test_drawing_morte_del_re_ends_the_game_at_once():
    state = table(3)
    give(state, 1, "sostegno1", "sostegno2", "sostegno3")
    state.returned += state.draw_pile  # every card left is beneath Morte del Re
    state.draw_pile.clear()
    state.apply(Pass())
    assert state.phase == OVER and state.is_over and state.to_move is None
    assert state.current == 1 and hand(state, 1) == ["sostegno1", "sostegno2", "sostegno3"]
    assert state.legal_actions() == []
    assert_conserved(state)
    with pytest.raises(IllegalAction, match="over"):
        state.apply(Pass())


def test_a_turn_draws_plays_and_passes_on():
    state = table(3)
    next_draws(state, "abbasso2")
    give(state, 0, "sostegno1")
    state.apply(PlayStackCard("sostegno1"))
    state.apply(Place(2, 0))
    assert state.current == 1 and state.phase == PLAY
    assert hand(state, 1) == ["abbasso2"]
    assert [entry[0] for entry in state.log] == ["place", "draw"]


def test_discard_down_to_three():
    state = table(3, characters=("spia", "tesoriere", "consigliere"))
    give(state, 0, "sostegno1", "abbasso1", "alleanza", "scandalo", "astuzia")
    state.apply(Pass())
    assert state.phase == DISCARD and state.to_move == 0
    assert state.legal_actions() == [
        Discard(k) for k in ("sostegno1", "abbasso1", "alleanza", "astuzia", "scandalo")
    ]
    check_refusals(state, [Pass(), PlayStackCard("sostegno1"), Place(0, 0), Discard("tradimento")])
    with pytest.raises(IllegalAction, match="You hold 5 cards: discard down to 3"):
        state.apply(Pass())
    state.apply(Discard("alleanza"))
    assert state.current == 0 and state.phase == DISCARD
    state.apply(Discard("scandalo"))
    assert state.current == 1 and hand(state, 0) == ["abbasso1", "astuzia", "sostegno1"]
    assert len(state.returned) == 2
    assert_conserved(state)


def test_the_generale_keeps_five():
    state = table(2, characters=("generale", "spia"))
    give(state, 0, "sostegno1", "sostegno1", "abbasso1", "abbasso1", "scandalo")
    state.apply(Pass())
    assert state.current == 1, "five cards are within the Generale's limit"
    state = table(2, characters=("generale", "spia"))
    give(state, 0, "sostegno1", "sostegno1", "abbasso1", "abbasso1", "scandalo", "alleanza")
    state.apply(Pass())
    assert state.phase == DISCARD
    state.apply(Discard("alleanza"))
    assert state.current == 1


def test_no_discard_below_the_limit():
    state = table(3)
    give(state, 0, "sostegno1", "abbasso1", "alleanza", "scandalo")
    with pytest.raises(IllegalAction, match="only cards over your hand limit"):
        state.apply(Discard("alleanza"))
    state.apply(PlayStackCard("sostegno1"))
    state.apply(Place(0, 0))
    assert state.current == 1, "three cards left: nothing to discard"
