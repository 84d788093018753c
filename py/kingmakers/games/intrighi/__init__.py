"""Intrighi a corte (Morte del Re): at the King's death, the candidate with the most support
is crowned, and whoever secretly backed them wins."""

from ...engine import FIRST_PLAYER, Game, register_english
from .actions import CODEC
from .bots import HeuristicBot
from .messages import MESSAGES, TERMS
from .rules import IntrighiState

register_english(MESSAGES, TERMS)


class IntrighiGame(Game):
    id = "intrighi"
    title = "Intrighi a corte"
    min_players = 2
    max_players = 6
    options = (FIRST_PLAYER,)
    state_class = IntrighiState
    actions = CODEC
    bots = {"heuristic": HeuristicBot}
    #: The normal level runs 500 play-outs, not the level's 300. Against three heuristic bots
    #: (4 players), 600 won 38.9 % of the 400 games 300 won 36.0 % of; with 500 the normal
    #: level won 39.8 % (36.8-42.8 %) of 1,000 new ones. The slowest of the bench's three
    #: moves takes 895 ms in Chromium, within the level's second.
    search_iterations = {"normal": 500}
    #: The hard level's tree holds two of the searching seat's own moves (a play and its
    #: placement, or a play and the next turn's); below them the play-out policy, which
    #: answers the position, moves for the seat too. Against three heuristic bots (4
    #: players), on the same 800 games the hard level won 41.5 % where its freely grown tree
    #: won 38.9 %, ahead on six seeds of eight; on 700 games played after the depth was
    #: chosen, 40.3 % (36.7-44.0 %). The normal level's fewer play-outs grow a shallower
    #: tree, and on 200 games depth 2 did not help it (40.3 % where it won 41.2 %).
    search_depth = {"hard": 2}


GAME = IntrighiGame()

__all__ = ["GAME", "IntrighiGame", "IntrighiState"]
