"""What a tap does at Viva il Re!'s table: a candidate with one move plays it, one with
several is selected and its targets light up, one that cannot climb tries its climb (the
engine then says why), and a lit target plays the selected candidate's move there."""

from __future__ import annotations

from kingmakers.games.viva.actions import Climb, EnterPrivy, Place
from kingmakers.games.viva.data import CANDIDATES
from kingmakers.ui.games.viva.reading import PLACE_TARGET_PREFIX, where_is
from kingmakers.ui.seam import Control, Select, TableContext


def actions_for(candidate: str, legal: list) -> list:
    """The legal moves of ``candidate``."""
    return [a for a in legal if getattr(a, "candidate", None) == candidate]


def target_of(action, view: dict) -> str:
    """The token of the place a move takes its candidate to."""
    if isinstance(action, Place):
        return f"{PLACE_TARGET_PREFIX}{action.level}"
    if isinstance(action, EnterPrivy):
        return "privy"
    return f"{PLACE_TARGET_PREFIX}{where_is(view, action.candidate) + 1}"


def targets(view: dict, legal: list, selected) -> dict[str, object]:
    """Target token -> move, for the selected candidate."""
    if selected is None:
        return {}
    return {target_of(a, view): a for a in actions_for(selected, legal)}


def candidate_control(candidate: str, ctx: TableContext) -> Control:
    actions = actions_for(candidate, ctx.legal)
    if len(actions) == 1:
        return actions[0]
    if not actions and ctx.view["phase"] == "climb":
        return Climb(candidate)
    return Select(candidate if actions else None)


def controls(ctx: TableContext) -> dict[str, Control]:
    """Every candidate, and the selected candidate's targets."""
    offered: dict[str, Control] = {c: candidate_control(c, ctx) for c in CANDIDATES}
    offered.update(targets(ctx.view, ctx.legal, ctx.selected))
    return offered
