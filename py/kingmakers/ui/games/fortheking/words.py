"""For the King's table in words: the prompt, a move's name, the players' status, the log,
the board and the viewer's collection for screen readers (no canvas); and the names of the
cards (the engine's "Military 3", "Gold 2", "Royal favour") and offices in the current
language."""

from __future__ import annotations

from functools import cache

from kingmakers.games.fortheking.actions import (
    Bid,
    Discard,
    Pass,
    PayGold,
    PickCard,
    Place,
    Take,
    UseKing,
)
from kingmakers.games.fortheking.data import (
    GOLD,
    KIND,
    KING,
    OFFICE,
    OFFICE_OF,
    ROYAL_DECREE,
    VALUE,
    gold_card,
)
from kingmakers.ui.games.fortheking.reading import (
    DRAFT_STAGES,
    collection_of,
    drawn_card,
    favour_remembered,
)
from kingmakers.ui.i18n import get_language, t
from kingmakers.ui.kit import theme
from kingmakers.ui.seam import Badge, TableContext


def office_name(office: str) -> str:
    return _office_name(office, get_language())


def office_short_name(office: str) -> str:
    """An office's name shortened, where its whole name does not fit."""
    return t(f"fortheking.office_short.{office.lower()}")


def card_name(card: str) -> str:
    """A card's name in the current language."""
    return _card_name(card, get_language())


@cache
def _office_name(office: str, language: str) -> str:
    return t(f"fortheking.office.{office.lower()}")


@cache
def _card_name(card: str, language: str) -> str:
    kind = KIND[card]
    if kind == GOLD:
        return t("fortheking.card.gold", value=VALUE[card])
    if kind == KING:
        return t(
            "fortheking.card.royal_decree"
            if card == ROYAL_DECREE
            else "fortheking.card.royal_favour"
        )
    return t("fortheking.card.office", office=office_name(OFFICE_OF[card]), value=VALUE[card])


def card_names(cards) -> str:
    return ", ".join(card_name(card) for card in cards)


def describe_card(card: str) -> str:
    """A card's name and what it does, for hover and long press."""
    kind = KIND[card]
    if kind == GOLD:
        return t("fortheking.describe.gold", card=card_name(card), value=VALUE[card])
    if kind == KING:
        key = "decree" if card == ROYAL_DECREE else "favour"
        return t(f"fortheking.describe.{key}", card=card_name(card))
    return t(
        "fortheking.describe.office", card=card_name(card), office=office_name(OFFICE_OF[card])
    )


def action_label(action, ctx: TableContext) -> str:
    """A move's name (on the move list, and the label of the piece that plays it)."""
    view = ctx.view
    if isinstance(action, Place):
        drawn = drawn_card(view)
        card = card_name(drawn) if drawn else t("fortheking.the_drawn_card")
        return t(f"fortheking.action.place_{action.pile}", card=card)
    if isinstance(action, Take):
        return t("fortheking.action.take", card=card_name(action.card))
    if isinstance(action, UseKing):
        value = view["titles"][action.office]["primary"]
        key = "fortheking.action.raise" if action.step > 0 else "fortheking.action.lower"
        return t(key, office=office_name(action.office), old=value, new=value + action.step)
    if isinstance(action, Bid):
        return t("fortheking.action.bid", amount=action.amount)
    if isinstance(action, Pass):
        return t("fortheking.action.pass")
    if isinstance(action, PayGold):
        return t("fortheking.action.pay_gold", card=card_name(gold_card(action.value)))
    if isinstance(action, Discard):
        return t("fortheking.action.discard", card=card_name(action.card))
    if isinstance(action, PickCard):
        loser = ctx.name(view["auction"]["high_bidder"])
        return t("fortheking.action.pick", name=loser, number=action.position + 1)
    return str(action)


def title_text(office: str, title: dict) -> str:
    """An office's title (and its secondary one) in words."""
    if title["secondary"] is None:
        return t("fortheking.title_one", office=office_name(office), primary=title["primary"])
    return t(
        "fortheking.title_two",
        office=office_name(office),
        primary=title["primary"],
        secondary=title["secondary"],
    )


# -- why a move is worth it ----------------------------------------------------------------
def office_total(collection, office: str) -> int:
    """What the office cards of ``office`` in a collection add up to (its score's measure)."""
    return sum(VALUE[card] for card in collection if OFFICE_OF[card] == office)


def gained_card(move, view: dict) -> str | None:
    """The card a move brings into the player's collection: taken from the centre, the
    drawn card kept, or the card being auctioned (bid on)."""
    if isinstance(move, Take):
        return move.card
    if isinstance(move, Place) and move.pile == "own":
        return drawn_card(view)
    if isinstance(move, Bid) and view["auction"]:
        return view["auction"]["card"]
    return None


def hint_reason(ctx: TableContext, steps: tuple, after: dict) -> str | None:
    """Why a move is worth it, from the player's own collection: an office card by what
    that office's cards then add up to against its title's worth, a King card by the
    offices the player holds (a higher title) or does not (a lower one)."""
    view, move = ctx.view, steps[0]
    collection = collection_of(view)
    if collection is None:
        return None
    if isinstance(move, UseKing):
        total = office_total(collection, move.office)
        name = office_name(move.office)
        if move.step > 0 and total:
            return t("fortheking.reason.raise", office=name, total=total)
        if move.step < 0 and not total:
            return t("fortheking.reason.lower", office=name)
        return None
    card = gained_card(move, view)
    if card is None or KIND[card] != OFFICE:
        return None
    office = OFFICE_OF[card]
    return t(
        "fortheking.reason.bid" if isinstance(move, Bid) else "fortheking.reason.office",
        card=card_name(card),
        office=office_name(office),
        total=office_total(collection, office) + VALUE[card],
        title=view["titles"][office]["primary"],
    )


# -- the log: one function per entry type ---------------------------------------------------
def _seat_name(entry: dict, ctx: TableContext) -> str:
    return ctx.name(entry["seat"]) if "seat" in entry else ""


def _card(entry: dict) -> str:
    return card_name(entry["card"]) if entry.get("card") else ""


def _plain_line(entry: dict, ctx: TableContext) -> str:
    """An entry told by its type alone, with who and which card."""
    return t(f"fortheking.log.{entry['type']}", name=_seat_name(entry, ctx), card=_card(entry))


def _place_line(entry: dict, ctx: TableContext) -> str:
    return t(
        f"fortheking.log.place_{entry['pile']}", name=_seat_name(entry, ctx), card=_card(entry)
    )


def _king_line(entry: dict, ctx: TableContext) -> str:
    key = "fortheking.log.raise" if entry["step"] > 0 else "fortheking.log.lower"
    return t(
        key,
        name=_seat_name(entry, ctx),
        card=_card(entry),
        office=office_name(entry["office"]),
    )


def _bid_line(entry: dict, ctx: TableContext) -> str:
    return t("fortheking.log.bid", name=_seat_name(entry, ctx), amount=entry["amount"])


def _pay_gold_line(entry: dict, ctx: TableContext) -> str:
    card = card_name(gold_card(entry["value"]))
    return t("fortheking.log.pay_gold", name=_seat_name(entry, ctx), card=card)


def _won_line(entry: dict, ctx: TableContext) -> str:
    return t(
        "fortheking.log.won", name=_seat_name(entry, ctx), card=_card(entry), price=entry["price"]
    )


def _failed_line(entry: dict, ctx: TableContext) -> str:
    return t("fortheking.log.failed", name=_seat_name(entry, ctx), bid=entry["bid"])


def _pick_line(entry: dict, ctx: TableContext) -> str:
    return t(
        "fortheking.log.pick",
        name=_seat_name(entry, ctx),
        loser=ctx.name(entry["loser"]),
        card=_card(entry),
    )


LOG_LINES = {
    "place": _place_line,
    "take": _plain_line,
    "king": _king_line,
    "lot": _plain_line,
    "bid": _bid_line,
    "pass": _plain_line,
    "pay_gold": _pay_gold_line,
    "discard": _plain_line,
    "won": _won_line,
    "failed": _failed_line,
    "pick": _pick_line,
    "unsold": _plain_line,
    "over": _plain_line,
}


class ForTheKingWords:
    """For the King's words for its table (see :class:`~kingmakers.ui.seam.GameWords`)."""

    def prompt(self, ctx: TableContext) -> str | None:
        view = ctx.view
        seat = view["to_move"]
        if seat is None:
            return t("fortheking.prompt.over")
        name = ctx.name(seat)
        king = view["king"]
        if king:
            key = (
                "fortheking.prompt.decree"
                if king["changes_left"] > 1
                else "fortheking.prompt.favour"
            )
            return t(key, name=name, card=card_name(king["card"]))
        stage = view["phase"]
        auction = view["auction"]
        if stage == "place":
            return t("fortheking.prompt.place", name=name)
        if stage == "take":
            return t("fortheking.prompt.take", name=name)
        if stage == "bid":
            return t(
                "fortheking.prompt.bid",
                name=name,
                card=card_name(auction["card"]),
                bid=auction["high_bid"],
            )
        if stage == "pay":
            card = card_name(auction["card"])
            if auction["pay_with"] == GOLD:
                return t("fortheking.prompt.pay_gold", name=name, card=card, owed=auction["owed"])
            return t("fortheking.prompt.pay_cards", name=name, card=card, count=auction["owed"])
        if stage == "lose":
            return t("fortheking.prompt.lose", name=name, loser=ctx.name(auction["high_bidder"]))
        return None

    def action_label(self, action, ctx: TableContext) -> str:
        return action_label(action, ctx)

    def player_status(self, ctx: TableContext, seat: int) -> tuple[str, list[Badge]]:
        view = ctx.view
        size = view["collection_sizes"][seat]
        status = t("fortheking.status.cards", count=size)
        badges: list[Badge] = []
        auction = view["auction"]
        if view["phase"] in DRAFT_STAGES and view["advisor"] == seat:
            badges.append(Badge("quill", theme.ROYAL_BLUE, t("fortheking.advisor")))
        if auction:
            if auction["high_bidder"] == seat:
                badges.append(
                    Badge("coin", theme.GOLD, t("fortheking.high_bid", bid=auction["high_bid"]))
                )
            if seat in auction["excluded"]:
                badges.append(Badge("cross", theme.CRIMSON, t("fortheking.out_of_auction")))
            elif seat in auction["passed"]:
                badges.append(Badge("cross", theme.INK_SOFT, t("fortheking.passed")))
        return status, badges

    def hint_reason(self, ctx: TableContext, steps: tuple, after: dict) -> str | None:
        return hint_reason(ctx, steps, after)

    def log_lines(self, ctx: TableContext) -> list[str]:
        return [LOG_LINES[entry["type"]](entry, ctx) for entry in ctx.view.get("log", ())]

    def board_summary(self, ctx: TableContext) -> str:
        view = ctx.view
        titles = "; ".join(title_text(office, title) for office, title in view["titles"].items())
        parts = [t("fortheking.summary.titles", titles=titles)]
        if view["phase"] in DRAFT_STAGES:
            parts.append(t("fortheking.summary.advisor", name=ctx.name(view["advisor"])))
            parts.append(t("fortheking.summary.deck", count=view["deck"]))
            centre = card_names(view["centre"]) or "—"
            parts.append(t("fortheking.summary.centre", cards=centre, slots=view["players"]))
        if view["auction"]:
            parts.append(_auction_text(ctx))
        parts.append(t("fortheking.summary.favour", count=view["favour_pile"]))
        sizes = ", ".join(
            f"{ctx.name(seat)} {t('fortheking.status.cards', count=size)}"
            for seat, size in enumerate(view["collection_sizes"])
        )
        parts.append(t("fortheking.summary.collections", sizes=sizes))
        if view["discard"]:
            parts.append(
                t(
                    "fortheking.summary.discard",
                    count=len(view["discard"]),
                    card=card_name(view["discard"][-1]),
                )
            )
        if view["set_aside"]:
            parts.append(t("fortheking.summary.set_aside", cards=card_names(view["set_aside"])))
        return " ".join(part if part.endswith(".") else part + "." for part in parts)

    def private_summary(self, ctx: TableContext) -> str | None:
        view = ctx.view
        collection = collection_of(view)
        if ctx.viewer is None or collection is None:
            return None
        parts = [
            t(
                "fortheking.collection_title",
                name=ctx.name(ctx.viewer),
                count=len(collection),
            )
            + ": "
            + (card_names(collection) or "—")
        ]
        drawn = drawn_card(view)
        if drawn:
            parts.append(t("fortheking.you_drew", card=card_name(drawn)))
        remembered = favour_remembered(view)
        if remembered:
            parts.append(t("fortheking.your_favour", cards=card_names(remembered)))
        return ". ".join(parts) + "."


def _auction_text(ctx: TableContext) -> str:
    auction = ctx.view["auction"]
    if auction["high_bidder"] is None:
        bid = t("fortheking.no_bid")
    else:
        bid = t("fortheking.bid_by", bid=auction["high_bid"], name=ctx.name(auction["high_bidder"]))
    text = t("fortheking.summary.auction", card=card_name(auction["card"]), bid=bid)
    if auction["passed"]:
        names = ", ".join(ctx.name(seat) for seat in auction["passed"])
        text += " " + t("fortheking.passed_list", names=names)
    if auction["excluded"]:
        names = ", ".join(ctx.name(seat) for seat in auction["excluded"])
        text += " " + t("fortheking.out_list", names=names)
    return text
