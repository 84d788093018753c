"""The board valuation shared by the heuristic bot (:mod:`.bots`, from its own view) and the
search play-out policy (:meth:`.rules.VivaState.playout_action`, from the state), so the
two play by one rule of thumb.

A player values a board as its own round points minus what an average rival would score
there: a rival's goal card names any given candidate with probability 6/13, and the player
does not know which. Both callers reduce a board to two integers, the player's own points
and the points of all candidates, so a move is valued by adjusting those two numbers.
"""

from __future__ import annotations

from .data import CANDIDATE_IDS, GOAL_CARDS, ZERO_ROUND_BONUS

#: Chance that a rival's goal card names a given candidate.
RIVAL_SHARE = len(GOAL_CARDS[0]) / len(CANDIDATE_IDS)
#: Value a player puts on keeping one NO card, by how many it still holds: the last ones
#: are kept for late threats.
NO_CARD_RESERVE = {1: 3.0, 2: 1.5}
DEFAULT_RESERVE = 0.75


def relative(own: int, total: int, final_round: bool = False) -> float:
    """Own round points minus an average rival's expected points on a board where the
    player's favourites score ``own`` and all candidates ``total`` (the 33 rule applied)."""
    if final_round and own == 0:
        own = ZERO_ROUND_BONUS
    return own - RIVAL_SHARE * total


def reserve(no_cards: int) -> float:
    """What keeping a NO card is worth to a player holding ``no_cards`` of them."""
    return NO_CARD_RESERVE.get(no_cards, DEFAULT_RESERVE)


def veto(crowned: float, removed: float, no_cards: int) -> bool:
    """Vote NO (on a candidate not on the voter's card) when removing it is worth more than
    crowning it by more than the NO card spent; with no NO card left the vote is YES."""
    return no_cards > 0 and removed - crowned > reserve(no_cards)


def throne_value(
    crowned: float, removed: float, favourite: bool, no_cards: int, players: int
) -> float:
    """Value of moving a candidate onto the Throne, given the board's value if it is crowned
    and if it is voted down. A rival's candidate the mover can veto costs a NO card; the
    mover's own needs every rival's YES, about ``RIVAL_SHARE`` per rival."""
    if not favourite and no_cards:
        return removed - reserve(no_cards)
    chance = RIVAL_SHARE ** (players - 1)
    return chance * crowned + (1 - chance) * removed
