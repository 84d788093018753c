"""What a tap on each Intrighi a corte piece does (a pure function of the context).

A move is chosen one step at a time:

- a card in hand is tapped; if it has one play (an Abilità, a Sostegno or Abbasso — which
  then waits to be placed), that tap plays it; otherwise it is selected and its targets
  light up: players' characters (cards played beside someone, Tradimento, Confessione) or
  candidates' stacks (Spionaggio, Scandalo). A card with no play says why.
- the Spia's and the Confessore's powers are a button that selects the power the same way.
- placing a Sostegno or Abbasso (by its player, or by the owner of a Manipolazione): tap a
  candidate's stack, then one of the gaps drawn between its cards (top, between, bottom),
  turning the gaps' pages if need be.
- discarding: one card over the limit goes with one tap; more are marked, then "Discard".
- a stack the viewer knows cards of opens when tapped (not while a choice is under way).
"""

from __future__ import annotations

from collections.abc import Mapping

from kingmakers.games.intrighi.actions import Discard, Place, PlayBeside
from kingmakers.games.intrighi.data import CANDIDATES, CARD
from kingmakers.ui.games.intrighi.reading import (
    board_targets,
    card_actions,
    discard_excess,
    hand,
    marked_discards,
    may_look,
    overlay,
    power_actions,
    shows_private,
    tradimenti,
)
from kingmakers.ui.seam import TableContext
from kingmakers.ui.seam.renderer import Control, Select


def controls(ctx: TableContext) -> Mapping[str, Control]:
    """Every piece drawn tappable now -> what a tap on it does."""
    found: dict[str, Control] = {}
    if ctx.legal and shows_private(ctx.view):
        found.update(_private_controls(ctx))
    chooser = overlay(ctx)
    if chooser is not None:
        found.update(_chooser_controls(ctx, chooser))
    elif ctx.legal:
        found.update(_board_controls(ctx))
    return found


def _private_controls(ctx: TableContext) -> dict[str, Control]:
    view = ctx.view
    found: dict[str, Control] = {}
    if view["phase"] in ("play", "discard"):
        for index in range(len(hand(view))):
            found[f"card:{index}"] = _card_control(index, ctx)
    if power_actions(ctx):
        found["power"] = _power_control(ctx)
    if view["phase"] == "discard":
        excess = discard_excess(view)
        marked = marked_discards(ctx.selected)
        if excess > 1 and len(marked) == excess:
            cards = hand(view)
            found["discard"] = tuple(Discard(cards[i]) for i in sorted(marked))
    return found


def _card_control(index: int, ctx: TableContext) -> Control:
    view = ctx.view
    key = hand(view)[index]
    if view["phase"] == "discard":
        return _discard_control(index, ctx)
    actions = card_actions(key, ctx)
    if not actions:
        refused = refused_play(key, ctx)
        return refused if refused else Select(("why", index))
    if len(actions) == 1:
        return actions[0]
    return Select(None if ctx.selected == ("card", index) else ("card", index))


def refused_play(key: str, ctx: TableContext):
    """For a card that needs an ability the viewer lacks: the play a player would try,
    which the engine refuses with its own reason (the frame shows it in the player's
    language). None for other cards with no play: the prompt says why."""
    view = ctx.view
    seat = view["seat"]
    needs = CARD[key].needs
    if seat is None or not needs or needs in view["abilities"][seat]:
        return None
    return PlayBeside(key, (seat + 1) % view["players"])


def _discard_control(index: int, ctx: TableContext) -> Control:
    """One card over the limit goes with one tap; more are marked first."""
    view = ctx.view
    cards = hand(view)
    excess = discard_excess(view)
    if excess <= 1:
        chosen = Discard(cards[index])
        return chosen if chosen in ctx.legal else Select(None)
    marked = set(marked_discards(ctx.selected))
    if index in marked:
        marked.discard(index)
    elif len(marked) < excess:
        marked.add(index)
    return Select(("discard", frozenset(marked)))


def _power_control(ctx: TableContext) -> Control:
    actions = power_actions(ctx)
    if len(actions) == 1:
        return actions[0]
    return Select(None if ctx.selected == ("power",) else ("power",))


def _chooser_controls(ctx: TableContext, chooser: tuple) -> dict[str, Control]:
    """The chooser over the board: its close button, and a placing's gaps and pages or a
    Tradimento's alliances."""
    found: dict[str, Control] = {"close": Select(None)}
    if chooser[0] == "place":
        candidate = chooser[1]
        for action in ctx.legal:
            if isinstance(action, Place) and action.candidate == candidate:
                found[f"gap:{action.position}"] = action
        for page in range(len(ctx.view["stacks"][candidate]) + 1):
            found[f"page:{page}"] = Select(("place", candidate, page))
    elif chooser[0] == "ally":
        for action in tradimenti(ctx):
            if action.seat == chooser[2]:
                found[f"ally:{action.ally}"] = action
    return found


def _board_controls(ctx: TableContext) -> dict[str, Control]:
    """The lit stacks and characters, and the known stacks that open when tapped."""
    view = ctx.view
    lit = board_targets(ctx)
    found: dict[str, Control] = {}
    for candidate in range(len(CANDIDATES)):
        token = f"cand:{candidate}"
        known = any(key is not None for key in view["stacks"][candidate])
        if token in lit or (known and may_look(ctx)):
            found[token] = _stack_control(candidate, lit.get(token, []), ctx)
    for seat in range(view["players"]):
        actions = lit.get(f"seat:{seat}")
        if actions:
            found[f"seat:{seat}"] = _seat_control(seat, actions, ctx)
    return found


def _stack_control(candidate: int, actions: list, ctx: TableContext) -> Control:
    if ctx.view["phase"] == "place":
        return actions[0] if len(actions) == 1 else Select(("place", candidate, 0))
    return actions[0] if actions else Select(("stack", candidate))


def _seat_control(seat: int, actions: list, ctx: TableContext) -> Control:
    if len(actions) == 1:
        return actions[0]
    # Several Alleanze beside that player: whose is betrayed?
    return Select(("ally", ctx.selected[1], seat))
