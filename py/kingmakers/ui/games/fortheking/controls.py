"""What a tap on each of For the King's pieces does (a pure function of the context): a
pile to place the drawn card on, a centre card to take, an office's arrow of a King card, the
bid stepper, a card to pay with, a card to pick blind, a page of cards turned, "Clear" and
"Done" (see :mod:`.reading` for the selection)."""

from __future__ import annotations

from collections.abc import Hashable

from kingmakers.games.fortheking.actions import PickCard, Place, Take, UseKing
from kingmakers.ui.games.fortheking.reading import (
    bid_amount,
    bids,
    collection_of,
    king_choices,
    king_needed,
    page_of,
    paged,
    payable,
    paying,
    payment,
    payment_action,
    payment_covers,
    token_of,
    unpaged,
    uses,
)
from kingmakers.ui.kit.motion import Copies
from kingmakers.ui.seam import Control, Select, TableContext

#: Where the advisor may put the card they drew.
PILES = ("own", "favour", "centre")


def controls(ctx: TableContext) -> dict[str, Control]:
    offered: dict[str, Control] = {}
    if any(isinstance(a, Place) for a in ctx.legal):  # a pile refused says why
        offered.update({f"place:{pile}": Place(pile) for pile in PILES})
    for action in ctx.legal:
        if isinstance(action, PickCard):
            offered[f"lose:{action.position}"] = action
        elif isinstance(action, UseKing):
            token = f"king:{action.office}:{action.step}"
            offered[token] = Select(_choose_use(ctx, action.office, action.step))
    offered.update(_takes(ctx))
    amounts = bids(ctx)
    if len(amounts) > 1:
        index = amounts.index(bid_amount(ctx))
        for sign, moved in (("-", index - 1), ("+", index + 1)):
            offered[f"bid:{sign}"] = Select(("bid", amounts[min(max(moved, 0), len(amounts) - 1)]))
    page = page_of(ctx.selected)
    if paying(ctx):
        offered.update(_payment_cards(ctx, page))
    if paying(ctx) or any(isinstance(a, PickCard) for a in ctx.legal):  # a card grid
        offered["page"] = Select(paged(unpaged(ctx.selected), page + 1))
    if paying(ctx) or uses(ctx):
        offered["clear"] = Select(paged(None, page))
        finished = _finished(ctx)
        if finished:
            offered["done"] = finished
    return offered


def _takes(ctx: TableContext) -> dict[str, Control]:
    """The centre's cards while the viewer takes one, each copy of a card its own piece (a
    card refused says why)."""
    if not any(isinstance(a, Take) for a in ctx.legal):
        return {}
    copies = Copies()
    return {
        f"take:{token_of(card)}:{copies.number(card)}": Take(card) for card in ctx.view["centre"]
    }


def _payment_cards(ctx: TableContext, page: int) -> dict[str, Control]:
    offered: dict[str, Control] = {}
    copies = Copies()
    for card in collection_of(ctx.view):
        if payable(ctx, card):
            copy = copies.number(card)
            offered[f"pay:{token_of(card)}:{copy}"] = Select(
                paged(_stage_payment(ctx, card, copy), page)
            )
    return offered


def _choose_use(ctx: TableContext, office: str, step: int) -> Hashable:
    """A tap on an office's arrow: a change chosen, moved or taken back."""
    choices = list(king_choices(ctx))
    for index, (chosen, chosen_step) in enumerate(choices):
        if chosen == office:
            if chosen_step == step:
                del choices[index]
            else:
                choices[index] = (office, step)
            return ("king", tuple(choices)) if choices else None
    needed = king_needed(ctx)
    if len(choices) >= needed:
        if needed > 1:  # a decree's offices are all chosen: one must be taken back first
            return ("king", tuple(choices))
        choices.pop()  # a favour's one office: the choice moves
    choices.append((office, step))
    return ("king", tuple(choices))


def _stage_payment(ctx: TableContext, card: str, copy: int) -> Hashable:
    """A tap on copy ``copy`` of one of the viewer's cards while paying: a chosen card
    (the first copies of a card are the chosen ones) is taken back, another chosen
    while the payment is not complete."""
    chosen = list(payment(ctx))
    if copy < chosen.count(card):
        chosen.reverse()
        chosen.remove(card)
        chosen.reverse()
    elif (
        payable(ctx, card)
        and not payment_covers(ctx, tuple(chosen))
        and chosen.count(card) < collection_of(ctx.view).count(card)
    ):
        chosen.append(card)
    return ("pay", tuple(chosen)) if chosen else None


def _finished(ctx: TableContext) -> tuple | None:
    """The actions "Done" plays: the King card's changes or the payment, once complete."""
    choices = king_choices(ctx)
    if choices and len(choices) == king_needed(ctx):
        return tuple(UseKing(office, step) for office, step in choices)
    chosen = payment(ctx)
    if chosen and payment_covers(ctx, chosen):
        return tuple(payment_action(ctx, card) for card in chosen)
    return None
