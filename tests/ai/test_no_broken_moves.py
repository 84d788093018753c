"""No bot move that looks broken (issue 31): hand-made positions, written from the rules, where
one move is clearly wrong, and every bot level above random must avoid it.

Each position is built through the engine (a seeded game played to it, or the game's own
test helpers that move real cards) and asked of each level's real bot. The search levels run
their own policy with the budget scaled down only through ``ISMCTSBot``'s ``iterations``, so
the file stays quick; several seeds per position, because a search that avoids a blunder only
by luck must fail here.
"""

from __future__ import annotations

import pytest

from kingmakers.ai import BOT_LEVELS, make_bot
from kingmakers.games import get_game
from kingmakers.games.elves.actions import Escort, Stop, Travel, Turnaround
from kingmakers.games.elves.rules import TRAVEL
from kingmakers.games.fortheking.actions import Bid
from kingmakers.games.intrighi.actions import Place as IntrighiPlace
from kingmakers.games.intrighi.data import DECK as INTRIGHI_DECK
from kingmakers.games.intrighi.data import VALUES as INTRIGHI_VALUES
from kingmakers.games.viva.actions import Vote
from kingmakers.games.viva.data import GOAL_CARDS, favourites
from tests.games.fortheking.staging import play, staged_auction
from tests.games.intrighi.scenario import give, stack, table
from tests.games.viva.conftest import climb, lay_out

#: The levels above random, from the UI's own list.
LEVELS = tuple(BOT_LEVELS)
#: Search budgets divided by this, so that the file runs in well under a minute on one core.
BUDGET_SCALE = {"normal": 1, "hard": 3}
SEEDS = range(4)


def level_bot(game, level: str, seed: int):
    """The bot a player meets at ``level``, made as the app makes it (a search level keeps
    its tree's depth cap), with a search level's play-outs scaled down."""
    bot = make_bot(game, BOT_LEVELS[level], seed)
    if level in BUDGET_SCALE:
        bot.iterations //= BUDGET_SCALE[level]
    return bot


# -- King of the Elves -------------------------------------------------------------------------
def village(terrain: str, **specials) -> dict:
    return {"terrain": terrain, **specials}


#: Four principalities in the first of four rounds; seat 0 travels first.
ELVES_TABLE = [
    [village("desert"), village("forest")],
    [village("plains"), village("mountain")],
    [village("lake"), village("forest")],
    [village("plains"), village("desert")],
]
ELVES_HANDS = [
    [
        "dragon",
        "unicorn",
        "giant_pig",
        "raft",
        "elf_cycle",
        "magic_cloud",
        "troll_wagon",
        "escort",
        "turnaround",
        "turnaround",
    ],
    ["dragon"] * 3 + ["raft"] * 2 + ["escort"] + ["giant_pig"] * 4,
    ["unicorn"] * 3 + ["raft"] * 3 + ["turnaround"] + ["elf_cycle"] * 3,
    ["troll_wagon"] * 3 + ["magic_cloud"] * 3 + ["gold"] + ["forest"] * 3,
]


def elves_trip(seed: int, round_number: int = 1):
    return get_game("elves").arrange(
        4, ELVES_TABLE, ELVES_HANDS, phase=TRAVEL, round_number=round_number, seed=seed
    )


def elves_own_village_next(seed: int):
    """At the castle, the first village is the traveller's own desert, free of markers, with
    a dragon in hand: +6 gold for one card. Ending the trip there throws the gold away."""
    return elves_trip(seed), (Stop(), Escort(), Turnaround())


def elves_nothing_to_escort_against(seed: int):
    """Past its own villages, the next principality holds no thief and no obstacle: an escort
    there protects from nothing and only loses the card."""
    state = elves_trip(seed)
    state.apply(Travel("dragon"))  # desert, +6
    state.apply(Travel("giant_pig"))  # forest, +4
    return state, (Escort(),)


def elves_last_trip_cut_short(seed: int):
    """In the last round, past its own villages, with a giant pig for the free plains ahead:
    cards are worth nothing once this trip ends, so ending it there throws 3 gold away."""
    state = elves_trip(seed, round_number=4)
    state.apply(Travel("dragon"))
    state.apply(Travel("giant_pig"))
    return state, (Stop(), Escort())


def elves_early_trip_cut_short(seed: int):
    """In the first round, past its own villages, with a giant pig for the free plains
    ahead: the village pays 3 gold now, and the pig kept for the last round brings no
    more there (measured: a search that ends such trips early wins no more)."""
    state = elves_trip(seed)
    state.apply(Travel("dragon"))
    state.apply(Travel("giant_pig"))
    return state, (Stop(), Escort())


def elves_turnaround_to_nowhere(seed: int):
    """At its own desert, with the dragon spent, no card in hand reaches the desert behind
    (a dragon, or two unicorns or troll wagons): a turnaround only loses the card, and the
    second one it takes to face the way on again another."""
    state = elves_trip(seed)
    state.apply(Travel("dragon"))
    return state, (Turnaround(),)


# -- For the King (and Me) -----------------------------------------------------------------
def fortheking_unpayable_bluff(seed: int):
    """Seat 0 holds one gold and two good office cards; a rival bid 1 for a Livestock 1 and
    the others passed. The only raise, 2, is more than seat 0 can pay: if the rival lets it
    stand, seat 0 wins a card it cannot pay for and loses a random card of its collection."""
    collections = [
        ["Gold 1", "Military 4", "Diplomacy 4"],
        ["Gold 3", "Gold 2", "Architecture 2"],
        ["Gold 3", "Entertainment 2"],
        ["Gold 2", "Livestock 2"],
    ]
    state = staged_auction(4, collections, ["Livestock 1"], opener=1, seed=seed)
    play(state, Bid(1), state.legal_actions()[0], state.legal_actions()[0])
    assert state.to_move == 0 and state.legal_actions() == [state.legal_actions()[0], Bid(2)]
    return state, (Bid(2),)


# -- Intrighi a corte --------------------------------------------------------------------------
def intrighi_support_behind(seed: int):
    """Seat 0's candidate (0) trails seat 1's (1) by a Sostegno +3; seat 0 holds Sostegno
    cards. Putting one into a rival's stack helps the rival past its own."""
    state = table(4, candidates=(0, 1, 2, 3), seed=seed)
    stack(state, 1, "sostegno3", by=1)
    give(state, 0, "sostegno2", "sostegno1", "abbasso1")
    return state, ()


def intrighi_turn(bot, state) -> list:
    """Every move seat 0 makes in its turn (a card played, then where it goes)."""
    moves = []
    while state.to_move == 0 and len(moves) < 4:
        action = bot.choose(state)
        moves.append((action, list(state.placing)))
        state.apply(action)
    return moves


# -- Viva il Re! -------------------------------------------------------------------------------
def viva_vote_on_own_favourite(seed: int):
    """L stands on the Throne and is on the voter's goal card: a NO vote throws away the
    most points the voter can score this round, with one of its few NO cards."""
    state = get_game("viva").new_game(3, seed, {"first_player": 0})
    lay_out(state, {1: "ABCD", 2: "EFGI", 3: "LMNO"})
    climb(state, "L", "L", "L")
    voter = state.to_move
    if "L" not in favourites(state.goals[voter]):
        card = next(
            number
            for number in state.goal_deck
            if "L" in GOAL_CARDS[number - 1] and number not in state.goals
        )
        state.goal_deck[state.goal_deck.index(card)] = state.goals[voter]
        state.goals[voter] = card
    return state, (Vote(False),)


POSITIONS = {
    "elves-own-village-next": ("elves", elves_own_village_next),
    "elves-nothing-to-escort-against": ("elves", elves_nothing_to_escort_against),
    "elves-last-trip-cut-short": ("elves", elves_last_trip_cut_short),
    "elves-early-trip-cut-short": ("elves", elves_early_trip_cut_short),
    "elves-turnaround-to-nowhere": ("elves", elves_turnaround_to_nowhere),
    "fortheking-unpayable-bluff": ("fortheking", fortheking_unpayable_bluff),
    "viva-vote-on-own-favourite": ("viva", viva_vote_on_own_favourite),
}


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("position", POSITIONS)
def test_no_bot_level_makes_the_clearly_wrong_move(position, level):
    game_id, build = POSITIONS[position]
    game = get_game(game_id)
    for seed in SEEDS:
        state, wrong = build(seed)
        assert set(wrong) & set(state.legal_actions()), "the position offers the wrong move"
        action = level_bot(game, level, seed).choose(state)
        assert action in state.legal_actions()
        assert action not in wrong, (position, level, seed, str(action))


@pytest.mark.parametrize("level", LEVELS)
def test_no_bot_level_puts_a_sostegno_into_a_rival_s_candidate_while_its_own_trails(level):
    game = get_game("intrighi")
    for seed in SEEDS:
        state, _ = intrighi_support_behind(seed)
        mine = state.candidates[0]
        for action, placing in intrighi_turn(level_bot(game, level, seed), state):
            if isinstance(action, IntrighiPlace) and placing:
                value = INTRIGHI_VALUES[placing[0]]
                helps_rival = value > 0 and action.candidate != mine
                assert not helps_rival, (level, seed, INTRIGHI_DECK[placing[0]], str(action))
