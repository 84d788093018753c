"""A rule-of-thumb bot for Viva il Re! that decides from its own view only.

It values a board as its own points minus what an average rival would score there
(:mod:`.heuristics`, shared with the search's play-out policy). Placement and climbing pick
the move with the best value; a candidate sent to the Throne is valued by the likely vote;
it votes NO when crowning would help the rivals more than itself by a margin that grows as
its NO cards run out, so it keeps the last ones for late threats.
"""

from __future__ import annotations

from ...ai.base import Bot
from .actions import EnterPrivy, Place, Vote
from .data import LEVEL_POINTS, PRIVY_POINTS, ROUNDS, THRONE
from .heuristics import relative, throne_value, veto


class HeuristicBot(Bot):
    name = "heuristic"

    def choose(self, state):
        seat = state.to_move
        view = state.observe(seat)
        actions = state.legal_actions()
        if view["phase"] == "vote":
            return self._vote(view, actions)
        base = _points_on_board(view)
        return max(actions, key=lambda action: self._move_value(view, base, action))

    def _move_value(self, view, base, action) -> float:
        mine = set(view["you"]["favourites"])
        points = dict(base)
        if isinstance(action, Place):
            points[action.candidate] = LEVEL_POINTS[action.level]
            return _relative(points, mine)
        if isinstance(action, EnterPrivy):
            points[action.candidate] = PRIVY_POINTS
            return _relative(points, mine)
        level = _level_of(view, action.candidate) + 1
        if level < THRONE:
            points[action.candidate] = LEVEL_POINTS[level]
            return _relative(points, mine)
        removed = _relative(dict(points, **{action.candidate: 0}), mine)
        crowned = _relative(
            dict(points, **{action.candidate: LEVEL_POINTS[THRONE]}),
            mine,
            final_round=view["round"] == ROUNDS,
        )
        return throne_value(
            crowned, removed, action.candidate in mine, view["you"]["no_cards"], view["players"]
        )

    def _vote(self, view, actions) -> Vote:
        if len(actions) == 1:
            return actions[0]
        mine = set(view["you"]["favourites"])
        candidate = view["voting"]["candidate"]
        if candidate in mine:
            return Vote(True)
        points = _points_on_board(view)
        crowned = _relative(points, mine, final_round=view["round"] == ROUNDS)
        removed = _relative(dict(points, **{candidate: 0}), mine)
        return Vote(not veto(crowned, removed, view["you"]["no_cards"]))


def _level_of(view, candidate) -> int:
    privy = view["privy"]
    if privy and privy["occupant"] == candidate:
        return privy["level"]
    for level, names in enumerate(view["levels"]):
        if candidate in names:
            return level
    raise ValueError(f"{candidate} is not on the board")


def _points_on_board(view) -> dict[str, int]:
    points = {}
    for level, names in enumerate(view["levels"]):
        for candidate in names:
            points[candidate] = LEVEL_POINTS[level]
    privy = view["privy"]
    if privy and privy["occupant"]:
        points[privy["occupant"]] = PRIVY_POINTS
    return points


def _relative(points: dict[str, int], mine: set[str], final_round: bool = False) -> float:
    """Own round points minus an average rival's expected points on this board."""
    own = sum(value for candidate, value in points.items() if candidate in mine)
    return relative(own, sum(points.values()), final_round)
