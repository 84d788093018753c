"""Every card, ability and character power, one at a time."""

from __future__ import annotations

import pytest

from kingmakers.engine import IllegalAction
from kingmakers.games.intrighi.actions import (
    Pass,
    Place,
    PlayAbility,
    PlayBeside,
    PlayConfessione,
    PlayScandalo,
    PlaySpionaggio,
    PlayStackCard,
    PlayTradimento,
    UseConfessore,
    UseSpia,
)
from kingmakers.games.intrighi.data import DECK
from kingmakers.games.intrighi.rules import PLACE, PLAY
from tests.games.intrighi.scenario import (
    assert_conserved,
    give,
    hand,
    next_draws,
    stack,
    table,
    take,
)
from tests.protocol import check_refusals

PLAIN = ("generale", "spia", "confessore")  # no character ability among them


def end_turns(state, count: int) -> None:
    """Let the next ``count`` players play nothing (their hands stay within the limit)."""
    for _ in range(count):
        state.apply(Pass())


# -- Sostegno and Abbasso ----------------------------------------------------------------------
def test_stack_cards_go_where_the_player_chooses():
    state = table(3, characters=PLAIN)
    stack(state, 1, "sostegno1", "abbasso1")
    [card] = give(state, 0, "sostegno3")
    state.apply(PlayStackCard("sostegno3"))
    assert state.phase == PLACE and state.to_move == 0 and state.placing == [card]
    assert state.legal_actions() == [
        Place(c, p) for c in range(5) for p in range(len(state.stacks[c]) + 1)
    ]
    with pytest.raises(IllegalAction, match="stack has 2 cards: choose a position from 0"):
        state.apply(Place(1, 3))
    state.apply(Place(1, 1))
    assert [DECK[c] for c in state.stacks[1]] == ["sostegno1", "sostegno3", "abbasso1"]
    assert state.totals()[1] == 3 and state.current == 1


@pytest.mark.parametrize(
    ("position", "expected"), [(0, ["sostegno2", "abbasso2"]), (1, ["abbasso2", "sostegno2"])]
)
def test_top_and_bottom(position, expected):
    state = table(2, characters=PLAIN[:2])
    stack(state, 0, "abbasso2")
    give(state, 0, "sostegno2")
    state.apply(PlayStackCard("sostegno2"))
    state.apply(Place(0, position))
    assert [DECK[c] for c in state.stacks[0]] == expected


def test_a_card_that_is_not_held_or_not_a_stack_card_is_refused():
    state = table(3, characters=PLAIN)
    give(state, 0, "alleanza", "sostegno1")
    with pytest.raises(IllegalAction, match="You have no Abbasso −2 in your hand"):
        state.apply(PlayStackCard("abbasso2"))
    with pytest.raises(IllegalAction, match="Alleanza is not a Sostegno or Abbasso card"):
        state.apply(PlayStackCard("alleanza"))
    with pytest.raises(IllegalAction, match="no card called 'joker'"):
        state.apply(PlayStackCard("joker"))
    check_refusals(
        state,
        [
            PlayStackCard("abbasso2"),
            Place(0, 0),
            PlayBeside("sostegno1", 1),
            PlayAbility("alleanza"),
            PlayStackCard(3),
        ],
    )


# -- Abilità and the cards that need an ability ------------------------------------------------
@pytest.mark.parametrize(
    ("card", "ability", "character"),
    [
        ("alleanza", "diplomazia", "ambasciatore"),
        ("corruzione", "ricchezza", "tesoriere"),
        ("manipolazione", "astuzia", "consigliere"),
    ],
)
def test_cards_that_need_an_ability(card, ability, character):
    state = table(3, characters=PLAIN)
    give(state, 0, card, ability)
    assert PlayBeside(card, 1) not in state.legal_actions()
    with pytest.raises(IllegalAction, match=f"needs {ability.capitalize()}"):
        state.apply(PlayBeside(card, 1))
    # An Abilità card gives the ability for the rest of the game.
    state.apply(PlayAbility(ability))
    assert state.abilities(0) == {ability} and state.observe(2)["ability_cards"][0] == [ability]
    end_turns(state, 2)
    assert PlayBeside(card, 1) in state.legal_actions()
    # So does the character.
    state = table(3, characters=(character, "generale", "spia"))
    give(state, 0, card)
    assert state.abilities(0) == {ability}
    assert [a for a in state.legal_actions() if isinstance(a, PlayBeside)] == [
        PlayBeside(card, 1),
        PlayBeside(card, 2),
    ]


def test_beside_cards_target_another_player():
    state = table(3, characters=PLAIN)
    give(state, 0, "intimidazione")
    with pytest.raises(IllegalAction, match="another player, not yourself"):
        state.apply(PlayBeside("intimidazione", 0))
    with pytest.raises(IllegalAction, match="no player 4 at this table"):
        state.apply(PlayBeside("intimidazione", 3))
    state.apply(PlayBeside("intimidazione", 2))
    assert state.observe(None)["beside"][2] == [{"card": "intimidazione", "by": 0}]


# -- Alleanza and Tradimento -------------------------------------------------------------------
def test_alleanza_stays_until_a_tradimento_removes_it():
    state = table(3, characters=("ambasciatore", "generale", "spia"))
    give(state, 0, "alleanza")
    give(state, 1, "tradimento")
    state.apply(PlayBeside("alleanza", 2))
    assert [(DECK[c], by) for c, by in state.beside[2]] == [("alleanza", 0)]
    assert PlayTradimento(2, 0) in state.legal_actions()
    with pytest.raises(IllegalAction, match="no Alleanza of player 2 beside player 3"):
        state.apply(PlayTradimento(2, 1))
    state.apply(PlayTradimento(2, 0))
    assert state.beside[2] == []
    assert sorted(DECK[c] for c in state.returned) == ["alleanza", "tradimento"]
    assert_conserved(state)


def test_tradimento_needs_an_alleanza_in_play():
    state = table(3, characters=PLAIN)
    give(state, 0, "tradimento")
    assert state.legal_actions() == [Pass()]


def test_tradimento_may_remove_ones_own_alleanza():
    state = table(2, characters=("ambasciatore", "generale"))
    give(state, 0, "alleanza", "tradimento")
    state.apply(PlayBeside("alleanza", 1))
    end_turns(state, 1)
    assert PlayTradimento(1, 0) in state.legal_actions()


# -- Corruzione --------------------------------------------------------------------------------
def test_corruzione_takes_a_random_card_at_the_owners_next_turn():
    state = table(3, characters=("tesoriere", "generale", "spia"))
    give(state, 0, "corruzione")
    give(state, 1, "scandalo")
    next_draws(state, "sostegno1", "abbasso1", "intimidazione")
    state.apply(PlayBeside("corruzione", 1))
    state.apply(PlayStackCard("sostegno1"))  # player 1 keeps only the Scandalo
    state.apply(Place(0, 0))
    end_turns(state, 1)  # player 2
    # At the start of player 0's turn, before the draw, the Corruzione is resolved.
    assert [entry[0] for entry in state.log[-2:]] == ["corruzione", "draw"]
    assert hand(state, 0) == ["intimidazione", "scandalo"] and hand(state, 1) == []
    assert state.beside[1] == [] and DECK[state.returned[-1]] == "corruzione"
    # Thief and victim see the card; the third player does not.
    assert state.observe(1)["you"]["seen_in_hands"][0] == ["scandalo"]
    assert state.observe(2)["you"]["seen_in_hands"][0] == []
    assert state.observe(1)["log"][-2]["card"] == "scandalo"
    assert "card" not in state.observe(2)["log"][-2]
    # The victim keeps knowing while the thief's hand loses only cards told apart from it...
    state.apply(PlayBeside("intimidazione", 2))
    assert state.observe(1)["you"]["seen_in_hands"][0] == ["scandalo"]
    # ...and forgets when a card leaves it face down.
    state.current, state.phase = 0, PLAY
    give(state, 0, "sostegno1")
    state.apply(PlayStackCard("sostegno1"))
    state.apply(Place(0, 0))
    assert state.observe(1)["you"]["seen_in_hands"][0] == []


def test_corruzione_of_an_empty_hand_takes_nothing():
    state = table(2, characters=("tesoriere", "generale"))
    give(state, 0, "corruzione")
    next_draws(state, "sostegno1")
    state.apply(PlayBeside("corruzione", 1))
    state.apply(PlayStackCard("sostegno1"))
    state.apply(Place(0, 0))
    assert state.current == 0 and state.hands[1] == [] and state.beside[1] == []
    assert len(state.hands[0]) == 1, "only the draw"
    assert state.observe(None)["log"][-2] == {
        "type": "corruzione",
        "seat": 0,
        "victim": 1,
        "took": False,
    }


# -- Intimidazione -----------------------------------------------------------------------------
def test_intimidazione_skips_the_next_play_step_only():
    state = table(3, characters=PLAIN)
    give(state, 0, "intimidazione")
    give(state, 1, "sostegno1", "sostegno1", "sostegno1")
    state.apply(PlayBeside("intimidazione", 1))
    # Player 1 draws (four cards), skips the play step and must discard.
    assert state.current == 1 and state.phase == "discard" and len(state.hands[1]) == 4
    assert state.beside[1] == [] and DECK[state.returned[-1]] == "intimidazione"
    state.apply(state.legal_actions()[0])
    end_turns(state, 2)
    assert state.current == 1 and state.phase == PLAY


def test_intimidazioni_queue_one_play_step_each():
    state = table(3, characters=PLAIN)
    state.current = 2
    give(state, 2, "intimidazione")
    give(state, 0, "intimidazione")
    state.apply(PlayBeside("intimidazione", 1))
    state.apply(PlayBeside("intimidazione", 1))
    # Player 1 was skipped once (nothing to discard); the younger Intimidazione waits.
    assert state.current == 2 and [by for _, by in state.beside[1]] == [0]
    end_turns(state, 2)  # players 2 and 0; player 1 is skipped again
    assert state.current == 2 and state.beside[1] == []
    assert sum(entry[0] == "skip" for entry in state.log) == 2


# -- Manipolazione -----------------------------------------------------------------------------
def test_manipolazione_lets_its_owner_place_the_next_stack_card():
    state = table(3, characters=("consigliere", "generale", "spia"))
    give(state, 0, "manipolazione")
    give(state, 1, "sostegno3", "spionaggio")
    stack(state, 4, "sostegno1")
    state.apply(PlayBeside("manipolazione", 1))
    state.apply(PlaySpionaggio(4))  # not a stack card: the Manipolazione waits
    end_turns(state, 2)
    assert state.current == 1 and len(state.beside[1]) == 1
    state.apply(PlayStackCard("sostegno3"))
    assert state.to_move == 0 and state.phase == PLACE
    assert state.observe(0)["placing"] == {"player": 1, "placer": 0, "card": "sostegno3"}
    assert state.observe(2)["placing"] == {"player": 1, "placer": 0, "card": None}
    check_refusals(state, [Pass(), PlayStackCard("sostegno3"), Place(5, 0), Place(0, 1)])
    state.apply(Place(0, 0))
    assert DECK[state.stacks[0][0]] == "sostegno3" and state.beside[1] == []
    assert state.placers[0] == [0], "the placer chose its place, so the stack remembers them"
    assert DECK[state.returned[-1]] == "manipolazione" and state.current == 2
    assert state.observe(0)["stacks"][0] == ["sostegno3"]
    assert state.observe(1)["stacks"][0] == ["sostegno3"]
    assert state.observe(2)["stacks"][0] == [None]


def test_manipolazioni_queue_oldest_first():
    state = table(3, characters=("consigliere", "generale", "spia"))
    state.ability_cards[2] = [take(state, "astuzia")]
    state.current = 2
    give(state, 2, "manipolazione")
    give(state, 0, "manipolazione")
    give(state, 1, "abbasso1", "abbasso2")
    state.apply(PlayBeside("manipolazione", 1))
    state.apply(PlayBeside("manipolazione", 1))
    state.apply(PlayStackCard("abbasso2"))
    assert state.to_move == 2, "the oldest Manipolazione is player 2's"
    state.apply(Place(3, 0))
    assert [by for _, by in state.beside[1]] == [0]
    end_turns(state, 2)
    state.apply(PlayStackCard("abbasso1"))
    assert state.to_move == 0
    state.apply(Place(4, 0))
    assert state.beside[1] == []
    assert [DECK[c] for c in state.stacks[3] + state.stacks[4]] == ["abbasso2", "abbasso1"]


# -- Speciali ----------------------------------------------------------------------------------
def test_spionaggio_shows_a_stack_to_its_player_only():
    state = table(3, characters=PLAIN)
    stack(state, 2, "sostegno2", "abbasso1")
    give(state, 0, "spionaggio")
    with pytest.raises(IllegalAction, match="Aurelio's stack is empty"):
        state.apply(PlaySpionaggio(0))
    state.apply(PlaySpionaggio(2))
    assert state.observe(0)["stacks"][2] == ["sostegno2", "abbasso1"]
    assert state.observe(1)["stacks"][2] == [None, None]
    assert state.observe(0)["log"][0]["cards"] == ["sostegno2", "abbasso1"]
    assert "cards" not in state.observe(1)["log"][0]
    assert DECK[state.returned[-1]] == "spionaggio"
    assert "spionaggio" in state.observe(1)["under_morte"]["known"]


def test_scandalo_sends_the_top_card_unseen_to_the_bottom():
    state = table(3, characters=PLAIN)
    stack(state, 1, "abbasso2", "sostegno1")
    give(state, 0, "scandalo")
    state.apply(PlayScandalo(1))
    assert [DECK[c] for c in state.stacks[1]] == ["sostegno1"]
    assert [DECK[c] for c in state.removed] == ["abbasso2"]
    assert state.observe(1)["under_morte"] == {"count": 2, "known": ["scandalo"]}
    assert_conserved(state)


def test_confessione_shows_a_secret_candidate():
    state = table(3, characters=PLAIN, candidates=(0, 3, 3))
    give(state, 0, "confessione")
    with pytest.raises(IllegalAction, match="another player, not yourself"):
        state.apply(PlayConfessione(0))
    state.apply(PlayConfessione(2))
    assert state.observe(0)["candidates"] == ["Aurelio", None, "Delfina"]
    assert state.observe(1)["candidates"] == [None, "Delfina", None]
    assert state.observe(0)["log"][0] == {
        "type": "confession",
        "seat": 0,
        "target": 2,
        "source": "confessione",
        "confessed": "Delfina",
    }
    assert state.observe(1)["log"][0] == {
        "type": "confession",
        "seat": 0,
        "target": 2,
        "source": "confessione",
    }


# -- Character powers --------------------------------------------------------------------------
def test_the_spia_looks_at_a_stack_every_turn():
    state = table(2, characters=("spia", "generale"))
    stack(state, 3, "sostegno1")
    stack(state, 4, "abbasso1")
    assert state.legal_actions() == [Pass(), UseSpia(3), UseSpia(4)]
    state.apply(UseSpia(3))
    end_turns(state, 1)
    state.apply(UseSpia(4))
    view = state.observe(0)
    assert view["stacks"][3:] == [["sostegno1"], ["abbasso1"]]
    assert state.observe(1)["stacks"][3:] == [[None], [None]]


def test_the_confessore_hears_a_confession():
    state = table(3, characters=("confessore", "spia", "generale"), candidates=(1, 2, 4))
    assert state.legal_actions() == [Pass(), UseConfessore(1), UseConfessore(2)]
    state.apply(UseConfessore(1))
    assert state.observe(0)["candidates"] == ["Bianca", "Corrado", None]


def test_powers_belong_to_their_characters():
    state = table(3, characters=("generale", "spia", "confessore"))
    stack(state, 0, "sostegno1")
    with pytest.raises(IllegalAction, match="Only the Spia"):
        state.apply(UseSpia(0))
    with pytest.raises(IllegalAction, match="Only the Confessore"):
        state.apply(UseConfessore(1))


def test_the_confessore_may_ask_the_same_player_again():
    state = table(2, characters=("confessore", "generale"))
    state.apply(UseConfessore(1))
    end_turns(state, 1)
    assert UseConfessore(1) in state.legal_actions()


def test_an_intimidated_spia_cannot_look_either():
    state = table(2, characters=("generale", "spia"))
    give(state, 0, "intimidazione")
    stack(state, 2, "sostegno1")
    state.apply(PlayBeside("intimidazione", 1))
    assert state.current == 0
    assert [entry[:2] for entry in state.log[-3:]] == [("draw", 1), ("skip", 1), ("draw", 0)]


def test_an_abilita_may_duplicate_an_ability():
    state = table(2, characters=("ambasciatore", "generale"))
    give(state, 0, "diplomazia")
    give(state, 1, "sostegno1")
    state.apply(PlayAbility("diplomazia"))
    assert state.abilities(0) == {"diplomazia"} and len(state.ability_cards[0]) == 1
    with pytest.raises(IllegalAction, match="Sostegno \\+1 is not an Abilità card"):
        state.apply(PlayAbility("sostegno1"))
