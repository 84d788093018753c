"""What For the King's table reads from the view, the legal moves and the selection,
shared by its words, controls and drawing (no canvas).

Moves made of several engine actions are staged in the selection and played together with
"Done": a Royal decree (two ``UseKing``), a payment in gold (``PayGold`` until the bid is
covered) or in cards (``Discard`` as many as the bid). A bid is chosen with a stepper over
the amounts the engine allows. The selection is None, ``("king", ((office, step), ...))``,
``("bid", amount)`` or ``("pay", (card, ...))``; a page of the card grid turned past the
first is ``("page", number, selection)`` around it.
"""

from __future__ import annotations

from collections.abc import Hashable

from kingmakers.games.fortheking.actions import Bid, Discard, PayGold, UseKing
from kingmakers.games.fortheking.data import GOLD, KIND, VALUE
from kingmakers.ui.seam import TableContext

DRAFT_STAGES = ("place", "take")


# -- the viewer's private part ------------------------------------------------------------
def collection_of(view: dict) -> list[str] | None:
    """The viewer's collection; None in the public view."""
    you = view.get("you")
    return you["collection"] if you else None


def drawn_card(view: dict) -> str | None:
    """The card the viewer drew as the advisor, if any."""
    you = view.get("you")
    return you["drawn"] if you else None


def favour_remembered(view: dict) -> list[str]:
    """The viewer's own cards in the favour pile."""
    you = view.get("you")
    return you["favour_remembered"] if you else []


def token_of(card: str) -> str:
    """A card name as part of a tap token (no spaces)."""
    return card.replace(" ", "_")


def card_of(token: str) -> str:
    return token.replace("_", " ")


# -- the selection ------------------------------------------------------------------------
def page_of(selected: Hashable) -> int:
    """The page of the card grid the selection shows (0: the first)."""
    if isinstance(selected, tuple) and len(selected) == 3 and selected[0] == "page":
        return selected[1]
    return 0


def unpaged(selected: Hashable) -> Hashable:
    """The selection without its page."""
    if isinstance(selected, tuple) and len(selected) == 3 and selected[0] == "page":
        return selected[2]
    return selected


def paged(selection: Hashable, page: int) -> Hashable:
    """``selection`` showing page ``page`` of the card grid."""
    return ("page", page, selection) if page else selection


def staged(ctx: TableContext, kind: str) -> tuple:
    """What the selection stages for a move of ``kind`` ("king", "bid", "pay")."""
    selected = unpaged(ctx.selected)
    if isinstance(selected, tuple) and len(selected) == 2 and selected[0] == kind:
        return selected[1]
    return ()


# -- King cards ---------------------------------------------------------------------------
def king_choices(ctx: TableContext) -> tuple[tuple[str, int], ...]:
    return staged(ctx, "king")


def king_needed(ctx: TableContext) -> int:
    king = ctx.view["king"]
    return king["changes_left"] if king else 0


def uses(ctx: TableContext) -> list[UseKing]:
    return [action for action in ctx.legal if isinstance(action, UseKing)]


# -- bids and payments --------------------------------------------------------------------
def bids(ctx: TableContext) -> list[int]:
    return [action.amount for action in ctx.legal if isinstance(action, Bid)]


def bid_amount(ctx: TableContext) -> int | None:
    amounts = bids(ctx)
    if not amounts:
        return None
    selected = staged(ctx, "bid")
    return selected if isinstance(selected, int) and selected in amounts else amounts[0]


def paying(ctx: TableContext) -> str | None:
    """How the viewer pays now ("gold" or "cards"), or None when not paying."""
    if any(isinstance(a, PayGold) for a in ctx.legal):
        return GOLD
    if any(isinstance(a, Discard) for a in ctx.legal):
        return "cards"
    return None


def payment(ctx: TableContext) -> tuple[str, ...]:
    return staged(ctx, "pay")


def payment_covers(ctx: TableContext, chosen: tuple[str, ...]) -> bool:
    owed = ctx.view["auction"]["owed"]
    if paying(ctx) == GOLD:
        return sum(VALUE[card] for card in chosen) >= owed
    return len(chosen) >= owed


def payment_action(ctx: TableContext, card: str):
    if paying(ctx) == GOLD:
        return PayGold(VALUE[card]) if KIND[card] == GOLD else None
    return Discard(card)


def payable(ctx: TableContext, card: str) -> bool:
    action = payment_action(ctx, card)
    return action is not None and action in ctx.legal


def penalty(ctx: TableContext) -> dict | None:
    """The blind pick that cost the last failed payer a card, while its auction goes on."""
    for entry in reversed(ctx.view.get("log", ())):
        if entry["type"] == "pick":
            return entry
        if entry["type"] in ("lot", "won", "unsold"):
            return None
    return None
