"""What each seat knows: views, the redacted log and determinisation (sample_hidden)."""

from __future__ import annotations

from kingmakers.engine import Rng
from kingmakers.games.intrighi.actions import (
    Pass,
    Place,
    PlayConfessione,
    PlayScandalo,
    PlayStackCard,
    UseSpia,
)
from kingmakers.games.intrighi.data import DECK, STACK_KEYS, VALUES
from tests.games.intrighi.scenario import (
    assert_conserved,
    assert_public_view_clean,
    give,
    next_draws,
    stack,
    table,
)
from tests.protocol import check_hidden_information


def court_intrigue():
    """Four players mid-game: player 0 (the Spia) looked at Delfina's stack, player 1 heard
    player 3's confession, player 2 placed a card in Bianca's, player 3 is placing a card."""
    state = table(
        4, characters=("spia", "generale", "confessore", "tesoriere"), candidates=(0, 1, 2, 3)
    )
    stack(state, 1, "sostegno1", "abbasso2")
    stack(state, 2, "abbasso1")
    stack(state, 3, "sostegno2", "sostegno1", "sostegno1")
    give(state, 0, "sostegno3")
    give(state, 1, "confessione", "abbasso1")
    give(state, 2, "scandalo", "sostegno2")
    give(state, 3, "alleanza", "tradimento", "sostegno1")
    state.apply(UseSpia(3))
    state.apply(PlayConfessione(3))
    state.apply(PlayStackCard("sostegno2"))
    state.apply(Place(1, 1))
    state.apply(PlayStackCard("sostegno1"))
    assert state.to_move == 3
    return state


def test_what_a_player_placed_keeps_its_true_position():
    state = table(3, characters=("generale", "tesoriere", "confessore"))
    give(state, 0, "sostegno3")
    give(state, 1, "abbasso2")
    give(state, 2, "scandalo")
    next_draws(state, "intimidazione", "intimidazione")
    state.apply(PlayStackCard("sostegno3"))
    state.apply(Place(1, 0))
    state.apply(PlayStackCard("abbasso2"))
    state.apply(Place(1, 0))  # on top of player 0's card
    assert state.observe(0)["stacks"][1] == [None, "sostegno3"]
    assert state.observe(1)["stacks"][1] == ["abbasso2", None]
    assert state.observe(2)["stacks"][1] == [None, None]
    assert state.placers[1] == [1, 0]
    state.apply(PlayScandalo(1))  # the Abbasso goes, unseen, beneath Morte del Re
    assert state.observe(0)["stacks"][1] == ["sostegno3"]
    assert state.placers[1] == [0]
    assert state.observe(1)["stacks"][1] == [None]
    assert "abbasso2" in state.observe(1)["under_morte"]["known"]
    assert "abbasso2" not in state.observe(0)["under_morte"]["known"]


def test_views_hold_only_what_each_seat_knows():
    state = court_intrigue()
    public = state.observe(None)
    assert_public_view_clean(public)
    assert public["placing"]["card"] is None and public["hand_sizes"] == [1, 2, 2, 3]
    spia = state.observe(0)
    assert spia["stacks"][3] == ["sostegno2", "sostegno1", "sostegno1"]
    assert spia["stacks"][1] == [None, None, None] and spia["you"]["hand"] == ["sostegno3"]
    assert spia["candidates"] == ["Aurelio", None, None, None]
    assert state.observe(2)["stacks"][1] == [None, "sostegno2", None]
    assert state.observe(1)["candidates"] == [None, "Bianca", None, "Delfina"]
    assert state.observe(3)["candidates"] == [None, None, None, "Delfina"]
    assert state.observe(3)["placing"] == {"player": 3, "placer": 3, "card": "sostegno1"}
    assert state.observe(0)["placing"] == {"player": 3, "placer": 3, "card": None}


def test_sample_hidden_keeps_what_the_seat_knows_and_redeals_the_rest():
    state = court_intrigue()
    rng = Rng(5)
    changed = {"stacks": False, "hands": False, "candidates": False}
    for _ in range(30):
        for seat in range(4):
            sample = state.sample_hidden(seat, rng)
            assert sample.determinised and sample.rng != state.rng
            assert sample.observe(seat) == state.observe(seat)
            assert sample.hands[seat] == state.hands[seat]
            assert_conserved(sample)
            for zone in [*sample.stacks, sample.removed, sample.placing]:
                assert all(DECK[card] in STACK_KEYS for card in zone)
            # Other seats keep knowing whatever lies where they knew a card.
            for other in range(4):
                pattern = [[key is None for key in s] for s in sample.observe(other)["stacks"]]
                assert pattern == [
                    [key is None for key in s] for s in state.observe(other)["stacks"]
                ]
            changed["stacks"] |= sample.stacks != state.stacks
            changed["hands"] |= sample.hands != state.hands
            changed["candidates"] |= sample.candidates != state.candidates
            assert sample.candidates[seat] == state.candidates[seat]
            if seat == 1:
                assert sample.candidates[3] == state.candidates[3]
    assert all(changed.values()), changed


def test_sample_hidden_reads_candidates_and_cards_from_public_placements():
    """Player 2 put three cards into Corrado's stack and one into Aurelio's: a re-deal for
    player 0 mostly makes Corrado player 2's candidate, those three cards Sostegni and the
    one in Aurelio's an Abbasso. Player 3 placed nothing, so any unseen candidate may be
    theirs."""
    state = table(4, candidates=(0, 1, 2, 3))
    stack(state, 2, "sostegno1", "sostegno2", "abbasso1", by=2)
    stack(state, 0, "abbasso2", by=2)
    samples = [state.sample_hidden(0, Rng(seed)) for seed in range(400)]
    backing = [sample for sample in samples if sample.candidates[2] == 2]
    assert len(backing) > 0.8 * len(samples)
    supports = sum(VALUES[card] > 0 for sample in backing for card in sample.stacks[2])
    assert supports > 0.8 * 3 * len(backing)
    attacks = sum(VALUES[sample.stacks[0][0]] < 0 for sample in backing)
    assert attacks > 0.8 * len(backing)
    holders_of_3 = {sample.candidates[3] for sample in samples}
    assert holders_of_3 == {0, 1, 2, 3, 4}, "every candidate has an unseen copy left"


def test_sample_hidden_strips_other_seats_secrets_from_the_log():
    state = court_intrigue()
    sample = state.sample_hidden(3, Rng(1))
    assert sample.observe(0)["log"] == state.observe(None)["log"]
    assert sample.observe(3)["log"] == state.observe(3)["log"]
    assert sample.observe(1)["log"] != state.observe(1)["log"]


def test_hidden_information_during_a_scripted_game():
    state = court_intrigue()
    rng = Rng(3)
    teeth = check_hidden_information(state, rng)
    state.apply(Place(0, 0))
    teeth += check_hidden_information(state, rng)
    while state.to_move is not None and len(state.history) < 12:
        state.apply(state.legal_actions()[-1] if state.phase != "play" else Pass())
        teeth += check_hidden_information(state, rng)
    assert teeth
