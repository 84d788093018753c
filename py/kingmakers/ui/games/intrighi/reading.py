"""Intrighi a corte facts read from the view and the legal actions, shared by the words,
the controls and the drawing (no canvas): the viewer's hand, what a card or the
character's power may do, and which pieces a selection lights up."""

from __future__ import annotations

from kingmakers.games.intrighi.actions import (
    Discard,
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
from kingmakers.ui.seam import TableContext

#: Actions that target a player's character, and those that target a candidate's stack.
SEAT_ACTIONS = (PlayBeside, PlayTradimento, PlayConfessione, UseConfessore)
STACK_ACTIONS = (PlaySpionaggio, PlayScandalo, UseSpia, Place)
#: Plays named after the card they spend (their ``kind`` is the card's key).
CARD_PLAYS = (PlayTradimento, PlaySpionaggio, PlayScandalo, PlayConfessione)


def private(view: dict) -> dict | None:
    """The seat's private part of the view (its hand, what it has seen in others' hands);
    None in the public view."""
    return view.get("you")


def hand(view: dict) -> list[str]:
    you = private(view)
    return you["hand"] if you else []


def discard_excess(view: dict) -> int:
    """How many cards the viewer holds over their hand limit."""
    return len(hand(view)) - view["hand_limits"][view["seat"]]


def marked_discards(selected) -> frozenset:
    """The hand indices marked to discard by the selection."""
    if isinstance(selected, tuple) and selected[0] == "discard":
        return selected[1]
    return frozenset()


def target_token(action) -> str | None:
    if isinstance(action, SEAT_ACTIONS):
        return f"seat:{action.seat}"
    if isinstance(action, STACK_ACTIONS):
        return f"cand:{action.candidate}"
    return None


def card_actions(key: str, ctx: TableContext) -> list:
    """The legal plays of the card ``key`` from the viewer's hand (discards included)."""
    found = []
    for action in ctx.legal:
        if isinstance(action, PlayStackCard | PlayBeside | PlayAbility | Discard):
            played = action.card
        elif isinstance(action, CARD_PLAYS):
            played = action.kind
        else:
            continue
        if played == key:
            found.append(action)
    return found


def power_actions(ctx: TableContext) -> list:
    return [a for a in ctx.legal if isinstance(a, UseSpia | UseConfessore)]


def tradimenti(ctx: TableContext) -> list:
    return [a for a in ctx.legal if isinstance(a, PlayTradimento)]


def selected_actions(ctx: TableContext) -> list:
    """The actions the current selection can lead to."""
    selected = ctx.selected
    view = ctx.view
    if view["phase"] == "place":
        return [a for a in ctx.legal if isinstance(a, Place)]
    if not isinstance(selected, tuple):
        return []
    if selected[0] in ("card", "ally"):
        cards = hand(view)
        index = selected[1]
        return card_actions(cards[index], ctx) if index < len(cards) else []
    if selected[0] == "power":
        return power_actions(ctx)
    return []


def targets(ctx: TableContext) -> dict[str, list]:
    """Target token ("seat:2", "cand:4") -> the legal actions a tap on it leads to."""
    found: dict[str, list] = {}
    for action in selected_actions(ctx):
        token = target_token(action)
        if token:
            found.setdefault(token, []).append(action)
    return found


def may_look(ctx: TableContext) -> bool:
    """Whether a tap on a known stack may open it: not while a choice is under way
    (a card or power selected, cards marked, a card to place)."""
    selected = ctx.selected
    return ctx.view["phase"] != "place" and (
        selected is None or (isinstance(selected, tuple) and selected[0] in ("why", "stack"))
    )


def overlay(ctx: TableContext) -> tuple | None:
    """The chooser drawn over the board, if the selection opened one."""
    selected = ctx.selected
    if isinstance(selected, tuple) and selected[0] in ("place", "ally", "stack"):
        return selected
    return None


def board_targets(ctx: TableContext) -> dict[str, list]:
    """The board's lit targets: none while a chooser covers it."""
    return {} if overlay(ctx) else targets(ctx)


def shows_private(view: dict) -> bool:
    """Whether the viewer has a private panel (a seat with a hand)."""
    return view["seat"] is not None and private(view) is not None


def open_view(state) -> dict:
    """The public view with every secret any seat knows laid open: each stack card's
    face (every one was seen by the player who placed it) and each secret candidate.
    For the replay's "All open" of a finished game only."""
    public = state.observe(None)
    views = [state.observe(seat) for seat in range(public["players"])]
    known = [view["stacks"] for view in views]
    opened = dict(public)
    opened["stacks"] = [
        [
            next((seen[candidate][slot] for seen in known if seen[candidate][slot]), face)
            for slot, face in enumerate(stack)
        ]
        for candidate, stack in enumerate(public["stacks"])
    ]
    opened["candidates"] = [view["candidates"][seat] for seat, view in enumerate(views)]
    return opened
