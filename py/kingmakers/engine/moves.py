"""One convention for a game's moves: per phase, the kinds of action that may be played
and, for each, why one is refused and how it is carried out.

A game's rules module holds one table, ``MOVES``: phase -> {action class: :class:`Move`}
(as boardgame.io's phases name their moves). The same table drives the wrong-phase
refusal (an action whose class the phase does not list is told what the phase asks for)
and the dispatch of a legal action, so neither can list a move the other does not.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import Any

from .actions import Action
from .messages import Message


@dataclass(frozen=True)
class Move:
    """One kind of move: ``refuse(state, action)`` says why it is not legal now (None when
    it is), ``perform(state, action)`` carries out a legal one."""

    refuse: Callable[[Any, Any], Message | None]
    perform: Callable[[Any, Any], None]


MoveTable = Mapping[Hashable, Mapping[type[Action], Move]]


def move_in(moves: MoveTable, phase: Hashable, action: Action) -> Move | None:
    """The move ``action`` makes in ``phase``, or None when the phase has no such move."""
    return moves.get(phase, {}).get(type(action))


def move_classes(moves: MoveTable) -> frozenset[type[Action]]:
    """Every action class some phase of ``moves`` lists."""
    return frozenset(cls for phase_moves in moves.values() for cls in phase_moves)
