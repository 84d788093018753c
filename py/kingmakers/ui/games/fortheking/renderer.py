"""The For the King (and Me) table: the government board, the advisor's draft, the centre,
the favour pile, the auctions, payments, King cards, collections and the final scoring.

Everything is drawn from ``observe(viewer)``; what can be played comes from the legal
actions the frame passes in. Moves made of several engine actions are staged in the
selection and played together with "Done": a Royal decree (two ``UseKing``), a payment in
gold (``PayGold`` until the bid is covered) or in cards (``Discard`` as many as the bid).
A bid is chosen with a stepper over the amounts the engine allows.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable
from functools import partial

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
    OFFICE_OF,
    ROYAL_DECREE,
    VALUE,
    gold_card,
    sort_cards,
)
from kingmakers.games.fortheking.scoring import secondary_value
from kingmakers.ui.games.fortheking.final import draw_final
from kingmakers.ui.games.fortheking.pieces import (
    CARD_RATIO,
    GOLD_LOOK,
    MIN_DECREE_H,
    MIN_FACE_H,
    OFFICE_LOOK,
    card_name,
    card_names,
    describe_card,
    draw_card,
    office_name,
    office_short_name,
    readable_fit,
)
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import (
    READABLE,
    Canvas,
    Font,
    kept_drawing,
    wrap_text,
)
from kingmakers.ui.kit.emblems import draw_emblem
from kingmakers.ui.kit.motion import Copies
from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion, Rect
from kingmakers.ui.kit.widgets import (
    draw_button,
    draw_frame,
    draw_panel,
    player_colour,
)
from kingmakers.ui.seam import Badge, TableContext

DRAFT_STAGES = ("place", "take")
LOWEST_TITLE, HIGHEST_TITLE = 1, 6
GAP = 8.0
#: Height of the strip where the viewer's current step is finished (bid, pay, King card).
STRIP = 56.0
#: The centre's height, at the least: its name and cards face up (MIN_FACE_H).
CENTRE_MIN = 58.0
#: Narrower than this, a payment's "Done" and "Clear" go in a row under its hint, and a
#: King card's strip leaves the card out.
NARROW = 480.0
BUTTON_ROW = 48.0
#: Height of the ladder under an office's title (titles 1 to 6, the marker on its value).
LADDER = 10.0
#: Height of an office's head on the board (its emblem), at the least.
HEAD = 24.0
#: Height of the board of offices, at the least: head, name and title; with the arrows of
#: a King card to use.
BOARD = 84.0
KING_BOARD = BOARD + 2 * MIN_TOUCH + 8


def _token(card: str) -> str:
    """A card name as part of a tap token (no spaces)."""
    return card.replace(" ", "_")


def _card(token: str) -> str:
    return token.replace("_", " ")


def _draw_lines(
    canvas: Canvas,
    box: Rect,
    text: str,
    font: Font,
    colour: str,
    *,
    max_lines: int = 2,
    align: str = "left",
) -> None:
    """``text`` fitted into ``box``, vertically centred: shrunk (to READABLE px at the least)
    and wrapped onto ``max_lines``, or onto as many as the box holds where even that does
    not fit."""
    most = max(int(box.h // (READABLE * 1.15)), max_lines)
    fitted = readable_fit(canvas, [text], font, box.w, max_lines) or readable_fit(
        canvas, [text], font, box.w, most
    )
    if fitted is not None:
        _draw_fitted(canvas, box, fitted, colour, align)


class ForTheKingRenderer:
    """The game-specific half of the For the King table (see :class:`~.seam.GameRenderer`)."""

    def __init__(self):
        #: What each drawn thing is, for hover and long press (last drawn wins): a text, or
        #: a function making it (most are never asked for).
        self.spots: list[tuple[Rect, str | Callable[[], str]]] = []
        #: The page of the card grid shown when the cards to tap do not all fit.
        self.page = 0
        #: The frame (its context) the spots belong to: the private panel is drawn before
        #: the board, and either may be left out.
        self._frame: TableContext | None = None
        #: Pieces of the panel being drawn, painted after its still parts (see _piece).
        self._pieces: list[tuple[Hashable, float, float, Callable]] = []

    def _begin(self, ctx: TableContext) -> None:
        """Start drawing a panel: a new frame forgets the last frame's spots."""
        if ctx is not self._frame:
            self._frame = ctx
            self.spots = []
        self._pieces = []

    def _piece(self, ctx: TableContext, piece: Hashable, x: float, y: float, paint) -> None:
        """A piece that can move, painted when its panel's still parts are done: nothing
        still is drawn over a piece, so the page moves pieces over a kept image of the rest."""
        self._pieces.append((piece, x, y, paint))

    def _paint_pieces(self, canvas: Canvas, ctx: TableContext) -> None:
        pieces, self._pieces = self._pieces, []
        for piece, x, y, paint in pieces:
            ctx.draw_piece(canvas, piece, x, y, paint)

    # -- the selection: a staged step ---------------------------------------------------------
    @staticmethod
    def _staged(ctx: TableContext, kind: str) -> tuple:
        selected = ctx.selected
        if isinstance(selected, tuple) and len(selected) == 2 and selected[0] == kind:
            return selected[1]
        return ()

    def _king_choices(self, ctx: TableContext) -> tuple[tuple[str, int], ...]:
        return self._staged(ctx, "king")

    def _king_needed(self, ctx: TableContext) -> int:
        king = ctx.view["king"]
        return king["changes_left"] if king else 0

    def _uses(self, ctx: TableContext) -> list[UseKing]:
        return [action for action in ctx.legal if isinstance(action, UseKing)]

    def _bids(self, ctx: TableContext) -> list[int]:
        return [action.amount for action in ctx.legal if isinstance(action, Bid)]

    def _bid_amount(self, ctx: TableContext) -> int | None:
        amounts = self._bids(ctx)
        if not amounts:
            return None
        selected = self._staged(ctx, "bid")
        chosen = selected if isinstance(selected, int) and selected in amounts else amounts[0]
        return chosen

    def _paying(self, ctx: TableContext) -> str | None:
        """How the viewer pays now ("gold" or "cards"), or None when not paying."""
        if any(isinstance(a, PayGold) for a in ctx.legal):
            return GOLD
        if any(isinstance(a, Discard) for a in ctx.legal):
            return "cards"
        return None

    def _payment(self, ctx: TableContext) -> tuple[str, ...]:
        return self._staged(ctx, "pay")

    def _payment_covers(self, ctx: TableContext, staged: tuple[str, ...]) -> bool:
        owed = ctx.view["auction"]["owed"]
        if self._paying(ctx) == GOLD:
            return sum(VALUE[card] for card in staged) >= owed
        return len(staged) >= owed

    def _payment_action(self, ctx: TableContext, card: str):
        if self._paying(ctx) == GOLD:
            return PayGold(VALUE[card]) if KIND[card] == GOLD else None
        return Discard(card)

    def _payable(self, ctx: TableContext, card: str) -> bool:
        action = self._payment_action(ctx, card)
        return action is not None and action in ctx.legal

    def pick(self, token: str, ctx: TableContext) -> tuple[Hashable, object]:
        kind, _, rest = token.partition(":")
        selected = ctx.selected
        if kind == "place":
            return None, Place(rest)
        if kind == "take":
            return None, Take(_card(rest.partition(":")[0]))
        if kind == "lose":
            return None, PickCard(int(rest))
        if kind == "page":
            self.page += 1
            return selected, None
        if kind == "clear":
            return None, None
        if kind == "bid":
            amounts = self._bids(ctx)
            amount = self._bid_amount(ctx)
            if amount is None:
                return None, None
            index = amounts.index(amount) + (1 if rest == "+" else -1)
            return ("bid", amounts[min(max(index, 0), len(amounts) - 1)]), None
        if kind == "king":
            office, _, step = rest.partition(":")
            return self._choose_use(ctx, office, int(step)), None
        if kind == "pay":
            card, _, copy = rest.partition(":")
            return self._stage_payment(ctx, _card(card), int(copy or 0)), None
        if kind == "done":
            return self._finish(ctx)
        return selected, None

    def _choose_use(self, ctx: TableContext, office: str, step: int) -> Hashable:
        choices = list(self._king_choices(ctx))
        if UseKing(office, step) not in self._uses(ctx):
            return ("king", tuple(choices)) if choices else None
        for index, (chosen, chosen_step) in enumerate(choices):
            if chosen == office:
                if chosen_step == step:
                    del choices[index]
                else:
                    choices[index] = (office, step)
                return ("king", tuple(choices)) if choices else None
        needed = self._king_needed(ctx)
        if len(choices) >= needed:
            if needed > 1:  # a decree's offices are all chosen: one must be taken back first
                return ("king", tuple(choices))
            choices.pop()  # a favour's one office: the choice moves
        choices.append((office, step))
        return ("king", tuple(choices))

    def _stage_payment(self, ctx: TableContext, card: str, copy: int) -> Hashable:
        """A tap on copy ``copy`` of one of the viewer's cards while paying: a chosen card
        (the first copies of a card are the chosen ones) is taken back, another chosen
        while the payment is not complete."""
        staged = list(self._payment(ctx))
        if copy < staged.count(card):
            staged.reverse()
            staged.remove(card)
            staged.reverse()
        elif (
            self._payable(ctx, card)
            and not self._payment_covers(ctx, tuple(staged))
            and staged.count(card) < ctx.view["collection"].count(card)
        ):
            staged.append(card)
        return ("pay", tuple(staged)) if staged else None

    def _finish(self, ctx: TableContext) -> tuple[Hashable, object]:
        choices = self._king_choices(ctx)
        if choices and len(choices) == self._king_needed(ctx):
            return None, [UseKing(office, step) for office, step in choices]
        staged = self._payment(ctx)
        if staged and self._payment_covers(ctx, staged):
            actions = [self._payment_action(ctx, card) for card in staged]
            return None, actions
        return ctx.selected, None

    # -- words ------------------------------------------------------------------------------
    def prompt(self, ctx: TableContext) -> str:
        view = ctx.view
        seat = view["to_move"]
        if seat is None:
            return t("fortheking.prompt.over")
        name = ctx.name(seat)
        if ctx.thinking:
            return t("table.thinking", name=name)
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
        return t("table.turn_of", name=name)

    def action_label(self, action, ctx: TableContext) -> str:
        view = ctx.view
        if isinstance(action, Place):
            drawn = view["drawn"]
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

    def player_status(self, ctx: TableContext, seat: int):
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

    def log_lines(self, ctx: TableContext) -> list[str]:
        return [self._event_text(entry, ctx) for entry in ctx.view.get("log", ())]

    @staticmethod
    def _event_text(entry: dict, ctx: TableContext) -> str:
        """One public event in words."""
        kind = entry["type"]
        name = ctx.name(entry["seat"]) if "seat" in entry else ""
        card = card_name(entry["card"]) if entry.get("card") else ""
        if kind == "place":
            return t(f"fortheking.log.place_{entry['pile']}", name=name, card=card)
        if kind == "king":
            key = "fortheking.log.raise" if entry["step"] > 0 else "fortheking.log.lower"
            return t(key, name=name, card=card, office=office_name(entry["office"]))
        if kind == "bid":
            return t("fortheking.log.bid", name=name, amount=entry["amount"])
        if kind == "pay_gold":
            return t(
                "fortheking.log.pay_gold", name=name, card=card_name(gold_card(entry["value"]))
            )
        if kind == "won":
            return t("fortheking.log.won", name=name, card=card, price=entry["price"])
        if kind == "failed":
            return t("fortheking.log.failed", name=name, bid=entry["bid"])
        if kind == "pick":
            return t("fortheking.log.pick", name=name, loser=ctx.name(entry["loser"]), card=card)
        return t(f"fortheking.log.{kind}", name=name, card=card)

    @staticmethod
    def _penalty(ctx: TableContext) -> dict | None:
        """The blind pick that cost the last failed payer a card, while its auction goes on."""
        for entry in reversed(ctx.view.get("log", ())):
            if entry["type"] == "pick":
                return entry
            if entry["type"] in ("lot", "won", "unsold"):
                return None
        return None

    def describe_at(self, x: float, y: float, ctx: TableContext) -> str | None:
        for box, text in reversed(self.spots):
            if box.contains(x, y):
                return text if isinstance(text, str) else text()
        return None

    def _spot(self, box: Rect, text: str | Callable[[], str]) -> None:
        self.spots.append((box, text))

    def _titles_text(self, view: dict) -> str:
        parts = []
        for office, title in view["titles"].items():
            if title["secondary"] is None:
                parts.append(
                    t("fortheking.title_one", office=office_name(office), primary=title["primary"])
                )
            else:
                parts.append(
                    t(
                        "fortheking.title_two",
                        office=office_name(office),
                        primary=title["primary"],
                        secondary=title["secondary"],
                    )
                )
        return t("fortheking.summary.titles", titles="; ".join(parts))

    def board_summary(self, ctx: TableContext) -> str:
        view = ctx.view
        parts = [self._titles_text(view)]
        if view["phase"] in DRAFT_STAGES:
            parts.append(t("fortheking.summary.advisor", name=ctx.name(view["advisor"])))
            parts.append(t("fortheking.summary.deck", count=view["deck"]))
            centre = card_names(view["centre"]) or "—"
            parts.append(t("fortheking.summary.centre", cards=centre, slots=view["players"]))
        auction = view["auction"]
        if auction:
            parts.append(self._auction_text(ctx))
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

    def _auction_text(self, ctx: TableContext) -> str:
        auction = ctx.view["auction"]
        if auction["high_bidder"] is None:
            bid = t("fortheking.no_bid")
        else:
            bid = t(
                "fortheking.bid_by", bid=auction["high_bid"], name=ctx.name(auction["high_bidder"])
            )
        text = t("fortheking.summary.auction", card=card_name(auction["card"]), bid=bid)
        if auction["passed"]:
            names = ", ".join(ctx.name(seat) for seat in auction["passed"])
            text += " " + t("fortheking.passed_list", names=names)
        if auction["excluded"]:
            names = ", ".join(ctx.name(seat) for seat in auction["excluded"])
            text += " " + t("fortheking.out_list", names=names)
        return text

    def private_summary(self, ctx: TableContext) -> str | None:
        view = ctx.view
        if ctx.viewer is None or view["collection"] is None:
            return None
        collection = view["collection"]
        parts = [
            t(
                "fortheking.collection_title",
                name=ctx.name(ctx.viewer),
                count=len(collection),
            )
            + ": "
            + (card_names(collection) or "—")
        ]
        if view["drawn"]:
            parts.append(t("fortheking.you_drew", card=card_name(view["drawn"])))
        if view["favour_remembered"]:
            parts.append(t("fortheking.your_favour", cards=card_names(view["favour_remembered"])))
        return ". ".join(parts) + "."

    # -- the board -----------------------------------------------------------------------------
    def draw_board(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        self._begin(ctx)
        view = ctx.view
        regions: list[HitRegion] = []
        king_mode = bool(self._uses(ctx))
        strip_h = self._strip_height(ctx, box)
        available = box.h - (strip_h + GAP if strip_h else 0.0)
        if king_mode:
            gov_h = min(max(box.h * 0.5, KING_BOARD), 230.0)
            if available - gov_h - GAP < 100:
                gov_h = available
        else:
            gov_h = min(max(box.h * 0.26, BOARD), 160.0, available)  # never under the strip
        government = Rect(box.x, box.y, box.w, gov_h)
        regions += self._draw_government(canvas, government, ctx)
        stage = Rect(box.x, government.bottom + GAP, box.w, box.bottom - government.bottom - GAP)
        if strip_h:
            strip = Rect(stage.x, stage.bottom - strip_h, stage.w, strip_h)
            stage = Rect(stage.x, stage.y, stage.w, max(strip.y - GAP - stage.y, 0.0))
            regions += self._draw_strip(canvas, strip, ctx)
        if view["phase"] in DRAFT_STAGES:
            if stage.h >= 90:
                regions += self._draw_draft(canvas, stage, ctx)
        elif stage.h >= 40:
            regions += self._draw_auction(canvas, stage, ctx)
        self._paint_pieces(canvas, ctx)
        return regions

    # The government board: one column per office.
    def _draw_government(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        view = ctx.view
        regions: list[HitRegion] = []
        titles = view["titles"]
        offices = list(titles)
        col_w = box.w / len(offices)
        uses = set(self._uses(ctx))
        chosen = dict(self._king_choices(ctx))
        arrows = bool(uses)
        top_value = max(title["primary"] for title in titles.values())
        for index, office in enumerate(offices):
            col = Rect(box.x + index * col_w + 2, box.y, col_w - 4, box.h)
            title = titles[office]
            primary = title["primary"]
            head_h = min(max(col.h * 0.16, HEAD), 34.0)
            name = readable_fit(
                canvas,
                [office_name(office), office_short_name(office)],
                theme.ui_font(13, 700),
                col.w - 4,
            )
            name_h = name[0].size + 4 if name else 0.0
            _draw_office_column(canvas, col, office, primary == top_value, head_h, name_h)
            y = col.y + head_h + name_h
            body = Rect(col.x, y, col.w, col.bottom - y - 3)
            step = chosen.get(office)
            new = primary + step if step else None
            if arrows:
                button_h = MIN_TOUCH
                up = Rect(
                    col.x + (col.w - max(col.w - 4, MIN_TOUCH)) / 2,
                    body.y + 2,
                    max(col.w - 4, MIN_TOUCH),
                    button_h,
                )
                down = Rect(up.x, body.bottom - button_h, up.w, button_h)
                regions += self._arrow(canvas, up, office, 1, uses, chosen, ctx)
                regions += self._arrow(canvas, down, office, -1, uses, chosen, ctx)
                body = Rect(col.x, up.bottom, col.w, down.y - up.bottom)
            self._draw_title(canvas, body, office, title, new, ctx)
            self._spot(col, partial(self._title_description, office, title))
        return regions

    def _arrow(self, canvas, box: Rect, office, step, uses, chosen, ctx) -> list[HitRegion]:
        use = UseKing(office, step)
        other_chosen = chosen.get(office) == -step  # take that back first
        needed = self._king_needed(ctx)
        full = office not in chosen and needed > 1 and len(chosen) >= needed
        if use not in uses or other_chosen or full:
            canvas.rounded_rect(box.x, box.y, box.w, box.h, 8, fill=theme.PARCHMENT_DARK)
            self._triangle(canvas, box, step, theme.INK_SOFT, small=True)
            return []
        on = chosen.get(office) == step
        canvas.rounded_rect(
            box.x,
            box.y,
            box.w,
            box.h,
            8,
            fill=theme.GOLD if on else theme.WHITE,
            stroke=theme.GOLD if not on else theme.INK,
            line_width=3.0,
        )
        self._triangle(canvas, box, step, theme.INK if on else theme.ROYAL_BLUE)
        return [
            HitRegion(f"pick:king:{office}:{step}", box, self.action_label(use, ctx), pressed=on)
        ]

    @staticmethod
    def _triangle(canvas: Canvas, box: Rect, step: int, colour: str, small: bool = False) -> None:
        cx, cy = box.center
        half = min(box.w, box.h) * (0.18 if small else 0.26)
        tip = -half if step > 0 else half
        canvas.polygon(
            [(cx - half, cy - tip * 0.6), (cx + half, cy - tip * 0.6), (cx, cy + tip)], fill=colour
        )

    def _draw_title(
        self, canvas, body: Rect, office: str, title: dict, new: int | None, ctx
    ) -> None:
        """An office's title (its disc, and the new value when a change is staged), over
        its ladder, whose marker glides when the title changes."""
        primary = title["primary"]
        _draw_title_face(canvas, body, office, primary, title["secondary"], new)
        track = _title_track(body)
        if track is None:
            return
        steps = HIGHEST_TITLE - LOWEST_TITLE + 1
        pitch = track.w / steps
        r = _ladder_radius(pitch)
        colour, _ = OFFICE_LOOK[office]
        self._piece(
            ctx,
            ("title", office),
            track.x + pitch * (primary - LOWEST_TITLE + 0.5),
            track.center[1],
            lambda px, py: canvas.circle(
                px, py, r + 2, fill=colour, stroke=theme.INK, line_width=1.0
            ),
        )

    def _title_description(self, office: str, title: dict) -> str:
        if title["secondary"] is None:
            return t("fortheking.title_one", office=office_name(office), primary=title["primary"])
        return t(
            "fortheking.title_two",
            office=office_name(office),
            primary=title["primary"],
            secondary=title["secondary"],
        )

    # The strip where the viewer finishes a step.
    def _strip_height(self, ctx: TableContext, box: Rect) -> float:
        if not ctx.legal:
            return 0.0
        if self._uses(ctx):
            return STRIP
        if self._bids(ctx):
            return STRIP + 20
        if self._paying(ctx):
            return STRIP + (34 if box.w < NARROW else 22)
        picks = sum(isinstance(a, PickCard) for a in ctx.legal)
        if picks:
            columns = max(int((box.w - 12) // (MIN_TOUCH + 6)), 1)
            rows = -(-picks // columns)
            wanted = 36 + rows * (MIN_TOUCH + 6) / CARD_RATIO
            return max(min(wanted, box.h * 0.5), MIN_TOUCH + 40)
        return 0.0

    def _draw_strip(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        draw_frame(canvas, box, radius=10, stroke=theme.GOLD)
        inner = box.inset(6, 4)
        if self._uses(ctx):
            return self._draw_king_strip(canvas, inner, ctx)
        if self._bids(ctx):
            return self._draw_bid_strip(canvas, inner, ctx)
        if self._paying(ctx):
            return self._draw_pay_strip(canvas, inner, ctx)
        return self._draw_lose_strip(canvas, inner, ctx)

    def _done_and_clear(self, canvas, box: Rect, ready: bool, staged: bool) -> tuple[list, float]:
        """ "Done" (when the step is complete) and "Clear" at the right of ``box``; returns
        their regions and the x where they start."""
        font = theme.ui_font(16, 700)
        done_w = max(canvas.measure_text(t("fortheking.done"), font) + 24, MIN_TOUCH * 1.5)
        clear_w = max(canvas.measure_text(t("fortheking.clear"), font) + 24, MIN_TOUCH * 1.5)
        h = min(box.h, 48.0)
        y = box.center[1] - h / 2
        done = Rect(box.right - done_w, y, done_w, h)
        clear = Rect(done.x - 6 - clear_w, y, clear_w, h)
        regions = []
        region = draw_button(
            canvas, done, t("fortheking.done"), "pick:done", primary=True, enabled=ready, font=font
        )
        if region:
            regions.append(region)
        region = draw_button(
            canvas, clear, t("fortheking.clear"), "pick:clear", enabled=staged, font=font
        )
        if region:
            regions.append(region)
        return regions, clear.x - 6

    def _draw_king_strip(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        """The King card, what the choices do (or, where that does not fit, what is left to
        do) and "Clear" and "Done". A narrow screen leaves the card out: the prompt names it
        and the offices' arrows need the height."""
        king = ctx.view["king"]
        choices = self._king_choices(ctx)
        needed = self._king_needed(ctx)
        regions, right = self._done_and_clear(canvas, box, len(choices) == needed, bool(choices))
        text_box = Rect(box.x, box.y, right - box.x - 4, box.h)
        if box.w >= NARROW:
            card_w = box.h * CARD_RATIO
            draw_card(canvas, king["card"], box.x, box.y, card_w, box.h)
            self._spot(Rect(box.x, box.y, card_w, box.h), partial(describe_card, king["card"]))
            text_box = Rect(text_box.x + card_w + 8, text_box.y, text_box.w - card_w - 8, box.h)
        if not choices:
            texts = [t("fortheking.king_hint", count=needed), "▲ +1 · ▼ −1"]
        else:
            titles = ctx.view["titles"]
            text = ", ".join(
                t(
                    "fortheking.preview",
                    office=office_name(office),
                    old=titles[office]["primary"],
                    new=titles[office]["primary"] + step,
                )
                for office, step in choices
            )
            if len(choices) < needed:
                left = t("fortheking.king_more", count=needed - len(choices))
            else:
                left = t("fortheking.king_full") if needed > 1 else ""
            texts = [f"{text} · {left}" if left else text, left or text]
        fitted = readable_fit(canvas, texts, theme.ui_font(15, 700), text_box.w, 3)
        if fitted is not None:
            _draw_fitted(canvas, text_box, fitted, theme.INK)
        return regions

    def _draw_bid_strip(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        amounts = self._bids(ctx)
        amount = self._bid_amount(ctx)
        regions: list[HitRegion] = []
        label_h = 18.0
        if len(amounts) > 1:
            label = t("fortheking.bid_range", low=amounts[0], high=amounts[-1])
        else:
            label = t("fortheking.bid_only", low=amounts[0])
        _draw_lines(
            canvas,
            Rect(box.x, box.y, box.w, label_h),
            label,
            theme.ui_font(14),
            theme.INK_SOFT,
            max_lines=1,
        )
        row = Rect(box.x, box.y + label_h + 2, box.w, box.h - label_h - 2)
        h = min(row.h, 48.0)
        y = row.center[1] - h / 2
        font = theme.ui_font(17, 700)
        pass_index = ctx.legal.index(Pass())
        bid_index = ctx.legal.index(Bid(amount))
        pass_w = max(canvas.measure_text(t("fortheking.action.pass"), font) + 20, MIN_TOUCH * 1.4)
        bid_label = t("fortheking.action.bid", amount=amount)
        bid_w = max(canvas.measure_text(bid_label, font) + 20, MIN_TOUCH * 1.6)
        x = row.x
        if len(amounts) > 1:
            minus = Rect(x, y, MIN_TOUCH, h)
            number = Rect(minus.right + 2, y, 40.0, h)
            plus = Rect(number.right + 2, y, MIN_TOUCH, h)
            region = draw_button(
                canvas,
                minus,
                "−",
                "pick:bid:-",
                enabled=amount > amounts[0],
                font=font,
                accessible=t("fortheking.bid_less"),
            )
            if region:
                regions.append(region)
            canvas.text(
                number.center[0],
                number.center[1],
                str(amount),
                theme.title_font(24),
                theme.INK,
                align="center",
                baseline="middle",
            )
            region = draw_button(
                canvas,
                plus,
                "+",
                "pick:bid:+",
                enabled=amount < amounts[-1],
                font=font,
                accessible=t("fortheking.bid_more"),
            )
            if region:
                regions.append(region)
            x = plus.right + 8
        space = row.right - x
        if bid_w + pass_w + 6 > space:
            bid_w = pass_w = (space - 6) / 2
        bid = Rect(row.right - pass_w - 6 - bid_w, y, bid_w, h)
        passing = Rect(row.right - pass_w, y, pass_w, h)
        regions.append(
            draw_button(canvas, bid, bid_label, f"act:{bid_index}", primary=True, font=font)
        )
        regions.append(
            draw_button(
                canvas, passing, t("fortheking.action.pass"), f"act:{pass_index}", font=font
            )
        )
        return regions

    def _draw_pay_strip(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        auction = ctx.view["auction"]
        staged = self._payment(ctx)
        covered = self._payment_covers(ctx, staged)
        owed = auction["owed"]
        if self._paying(ctx) == GOLD:
            total = sum(VALUE[card] for card in staged)
            head = t("fortheking.pay_gold_hint", owed=owed)
            if not staged:
                state = t("fortheking.pay_none")
            elif covered:
                state = t(
                    "fortheking.pay_covered",
                    sum=" + ".join(str(VALUE[c]) for c in staged),
                    total=total,
                    owed=owed,
                )
            else:
                state = t(
                    "fortheking.pay_short",
                    sum=" + ".join(str(VALUE[c]) for c in staged),
                    total=total,
                    owed=owed,
                )
        else:
            head = t("fortheking.pay_cards_hint", count=owed)
            state = t("fortheking.discard_chosen", chosen=len(staged), owed=owed)
        ready = covered and bool(staged)
        if box.w >= NARROW:  # the hint over the payment so far, the buttons at the right
            regions, right = self._done_and_clear(canvas, box, ready, bool(staged))
            head_box = Rect(box.x, box.y, right - box.x - 4, box.h / 2)
            state_box = Rect(box.x, box.center[1], right - box.x - 4, box.h / 2)
        else:  # the hint over a row of the payment so far and the buttons
            row = Rect(box.x, box.bottom - BUTTON_ROW, box.w, BUTTON_ROW)
            regions, right = self._done_and_clear(canvas, row, ready, bool(staged))
            head_box = Rect(box.x, box.y, box.w, row.y - 4 - box.y)
            state_box = Rect(row.x, row.y, right - row.x - 4, row.h)
        state_colour = theme.FOREST if ready else theme.CRIMSON
        for text, font, colour, part in (
            (head, theme.ui_font(14), theme.INK_SOFT, head_box),
            (state, theme.ui_font(16, 700), state_colour, state_box),
        ):
            fitted = readable_fit(canvas, [text], font, part.w, max(int(part.h // 13), 1))
            if fitted is not None:
                _draw_fitted(canvas, part, fitted, colour)
        return regions

    def _draw_lose_strip(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        auction = ctx.view["auction"]
        loser = auction["high_bidder"]
        positions = [a.position for a in ctx.legal if isinstance(a, PickCard)]
        head_h = 20.0
        text = t("fortheking.lose_hint", name=ctx.name(loser), count=len(positions))
        _draw_lines(
            canvas,
            Rect(box.x, box.y, box.w, head_h),
            text,
            theme.ui_font(15, 700),
            theme.INK,
            max_lines=1,
        )
        grid = Rect(box.x, box.y + head_h + 4, box.w, box.h - head_h - 4)
        cells = [
            (
                None,
                False,
                f"pick:lose:{p}",
                t("fortheking.action.pick", name=ctx.name(loser), number=p + 1),
            )
            for p in positions
        ]
        return self._card_grid(canvas, grid, cells)[0]

    def _card_grid(
        self, canvas: Canvas, box: Rect, cells, pressable: bool = False
    ) -> tuple[list[HitRegion], float]:
        """Cards (card or None for a back, lit, action or None, label) in a grid of
        touch-sized cells from the top of ``box``; those that do not fit are on further
        pages ("›"). Returns the regions and the height used."""
        cell_w = MIN_TOUCH + 6
        columns = max(int(box.w // cell_w), 1)
        needed = max(-(-len(cells) // columns), 1)
        cell_h = min((MIN_TOUCH + 6) / CARD_RATIO, max(MIN_TOUCH + 6, box.h / needed))
        rows = max(int(box.h // cell_h), 1)
        capacity = columns * rows
        regions: list[HitRegion] = []
        shown = cells
        if len(cells) > capacity:
            capacity -= 1
            pages = -(-len(cells) // capacity)
            page = self.page % pages
            shown = cells[page * capacity : (page + 1) * capacity]
        for index, (card, lit, action, label) in enumerate(shown):
            row, column = divmod(index, columns)
            cell = Rect(box.x + column * cell_w, box.y + row * cell_h, cell_w, cell_h)
            inner = cell.inset(3)
            draw_card(canvas, card, inner.x, inner.y, inner.w, inner.h, lit=lit, dim=action is None)
            if action is not None:
                regions.append(HitRegion(action, inner, label, pressed=lit if pressable else None))
            self._spot(inner, label)
        if len(cells) > len(shown):
            row, column = divmod(len(shown), columns)
            cell = Rect(box.x + column * cell_w, box.y + row * cell_h, cell_w, cell_h)
            region = draw_button(
                canvas, cell.inset(3), "›", "pick:page", accessible=t("fortheking.more_cards")
            )
            regions.append(region)
        return regions, min(needed, rows) * cell_h

    # Phase 1: the advisor's cards, the centre.
    def _draw_draft(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        view = ctx.view
        regions: list[HitRegion] = []
        placing = view["phase"] == "place" and any(isinstance(a, Place) for a in ctx.legal)
        legal_piles = {a.pile for a in ctx.legal if isinstance(a, Place)}
        row_a_h = min(max(box.h * 0.56, 64.0), 250.0)
        row_a_h = max(min(row_a_h, box.h - GAP - CENTRE_MIN), MIN_TOUCH)  # centre readable
        row_a = Rect(box.x, box.y, box.w, row_a_h)
        centre = Rect(box.x, row_a.bottom + GAP, box.w, box.bottom - row_a.bottom - GAP)
        side_w = min(max(box.w * 0.28, 84.0), 190.0)
        own = Rect(row_a.x, row_a.y, side_w, row_a.h)
        favour = Rect(row_a.right - side_w, row_a.y, side_w, row_a.h)
        middle = Rect(own.right + GAP, row_a.y, favour.x - own.right - 2 * GAP, row_a.h)
        regions += self._draw_own_pile(canvas, own, ctx, placing, "own" in legal_piles)
        regions += self._draw_favour_pile(canvas, favour, ctx, placing, "favour" in legal_piles)
        self._draw_drawn(canvas, middle, ctx)
        if centre.h >= 40:
            regions += self._draw_centre(canvas, centre, ctx, placing, "centre" in legal_piles)
        return regions

    def _target(self, canvas, box: Rect, lit: bool, dim: bool) -> None:
        if lit:
            canvas.rounded_rect(
                box.x, box.y, box.w, box.h, 10, fill=theme.WHITE, stroke=theme.GOLD, line_width=4.0
            )
        else:
            canvas.rounded_rect(
                box.x,
                box.y,
                box.w,
                box.h,
                10,
                fill=theme.PARCHMENT_DARK if dim else theme.WHITE,
                stroke=theme.INK_SOFT if dim else theme.PARCHMENT_DARK,
                line_width=2.0,
            )

    def _pile_label(self, canvas, box: Rect, title: str, note: str | None) -> Rect:
        """A pile's name (and a note under it) at the top of ``box``, each on up to two
        lines; returns the rest."""
        y = box.y + 2
        for text, font, colour in (
            (title, theme.ui_font(14, 700), theme.ROYAL_BLUE),
            (note, theme.ui_font(12), theme.CRIMSON),
        ):
            fitted = readable_fit(canvas, [text], font, box.w - 8, 2) if text else None
            if fitted is None:
                continue
            sized, lines = fitted
            for line in lines:
                if y + sized.size > box.bottom:  # no room: the pile's state shows it too
                    break
                canvas.text(box.center[0], y, line, sized, colour, align="center", baseline="top")
                y += sized.size * 1.15
        y += 2
        return Rect(box.x + 4, y, box.w - 8, max(box.bottom - y - 4, 0.0))

    def _draw_own_pile(self, canvas, box: Rect, ctx, placing: bool, legal: bool) -> list[HitRegion]:
        view = ctx.view
        advisor = view["advisor"]
        filled = view["placed"]["own"]  # this draft turn's card, until the turn ends
        used = filled and view["phase"] == "place"
        self._target(canvas, box, placing and legal, placing and not legal)
        note = t("fortheking.used_this_turn") if used else None
        rest = self._pile_label(canvas, box, t("fortheking.own_pile", name=ctx.name(advisor)), note)
        h = min(rest.h, rest.w / CARD_RATIO * 0.9, 150.0)
        w = h * CARD_RATIO
        if h >= 20:
            x = rest.center[0] - w / 2
            y = rest.center[1] - h / 2
            if filled:
                draw_card(canvas, None, x, y, w, h, mark=player_colour(advisor))
            else:
                canvas.rounded_rect(x, y, w, h, 6, stroke=theme.INK_SOFT, line_width=1.0)
        self._spot(box, t("fortheking.describe.own_pile", name=ctx.name(advisor)))
        if not legal:  # greyed, the reason written on it
            return []
        return [HitRegion("pick:place:own", box, self.action_label(Place("own"), ctx))]

    def _draw_favour_pile(
        self, canvas, box: Rect, ctx, placing: bool, legal: bool
    ) -> list[HitRegion]:
        view = ctx.view
        size = view["favour_pile"]
        used = view["placed"]["favour"] and view["phase"] == "place"
        self._target(canvas, box, placing and legal, placing and not legal)
        note = t("fortheking.used_this_turn") if used else None
        title = t("fortheking.favour_pile", size=size)
        rest = self._pile_label(canvas, box, title, note)
        self._draw_stack_and_memory(canvas, rest, ctx)
        if not legal:  # greyed, the reason written on it
            return []
        return [HitRegion("pick:place:favour", box, self.action_label(Place("favour"), ctx))]

    def _draw_stack_and_memory(self, canvas, box: Rect, ctx) -> None:
        """The favour pile face down with its size, and the viewer's own cards in it, face
        up and marked as theirs."""
        view = ctx.view
        size = view["favour_pile"]
        remembered = view["favour_remembered"]
        memory_h = min(max(box.h * 0.42, _min_face(remembered) + 2), 46.0) if remembered else 0.0
        memory_h = min(memory_h, box.h)
        stack = Rect(box.x, box.y, box.w, box.h - memory_h)
        h = min(stack.h, stack.w / CARD_RATIO * 0.7, 150.0)
        w = h * CARD_RATIO
        if h >= 18 and size:
            layers = min(size, 4)
            x0 = stack.center[0] - w / 2 - layers
            y0 = stack.center[1] - h / 2 - layers
            for layer in range(layers):
                draw_card(canvas, None, x0 + layer * 2, y0 + layer * 2, w, h)
            canvas.circle(
                x0 + layers * 2 + w - 8,
                y0 + layers * 2 + 8,
                11,
                fill=theme.CRIMSON,
                stroke=theme.WHITE,
                line_width=1.5,
            )
            canvas.text(
                x0 + layers * 2 + w - 8,
                y0 + layers * 2 + 9,
                str(size),
                theme.ui_font(12, 700),
                theme.WHITE,
                align="center",
                baseline="middle",
            )
        elif h >= 18:
            canvas.rounded_rect(
                stack.center[0] - w / 2, stack.center[1] - h / 2, w, h, 6, stroke=theme.INK_SOFT
            )
        text = t("fortheking.describe.favour_pile", count=size)
        if remembered:
            text += " " + t("fortheking.your_favour", cards=card_names(remembered))
        self._spot(stack, text)
        if not remembered:
            return
        strip = Rect(box.x, stack.bottom, box.w, memory_h)
        placed = _card_row(len(remembered), strip, _min_face(remembered))
        if placed is None:  # no room for their faces: their names
            lines = min(int(strip.h // (READABLE * 1.15)), 2)
            names = card_names(remembered)
            fitted = readable_fit(canvas, [names], theme.ui_font(12), strip.w, lines)
            if lines and fitted is not None:
                _draw_fitted(canvas, strip, fitted, theme.INK, "center")
            self._spot(strip, t("fortheking.your_favour", cards=card_names(remembered)))
            return
        mw, mh, step = placed
        mark = player_colour(ctx.viewer) if ctx.viewer is not None else None
        total_w = step * (len(remembered) - 1) + mw
        x = strip.center[0] - total_w / 2
        y = strip.center[1] - mh / 2
        for index, card in enumerate(remembered):
            draw_card(canvas, card, x + index * step, y, mw, mh, mark=mark)
            self._spot(
                Rect(x + index * step, y, mw, mh),
                t("fortheking.yours_in_favour", card=card_name(card)),
            )

    def _draw_drawn(self, canvas, box: Rect, ctx) -> None:
        """The deck, and the card the advisor drew: its face for the advisor only."""
        view = ctx.view
        king = view["king"]
        deck = view["deck"]
        deck_w = min(box.w * 0.3, 70.0)
        deck_box = Rect(box.x, box.y, deck_w, box.h)
        card_box = Rect(deck_box.right + 6, box.y, box.w - deck_w - 6, box.h)
        dh = min(deck_box.h - 22, deck_box.w / CARD_RATIO)
        if dh >= 16:
            dw = dh * CARD_RATIO
            x = deck_box.center[0] - dw / 2
            y = deck_box.y + 2
            if deck:
                for layer in range(min(deck, 3)):
                    draw_card(canvas, None, x + layer * 2, y + layer * 2, dw, dh)
            else:
                canvas.rounded_rect(x, y, dw, dh, 6, stroke=theme.INK_SOFT)
            canvas.text(
                deck_box.center[0],
                y + dh + 12,
                t("fortheking.deck", size=deck),
                theme.ui_font(12, 700),
                theme.INK,
                align="center",
                baseline="middle",
            )
            self._spot(deck_box, t("fortheking.deck", size=deck))
        card = None
        shown = False
        if king and view["phase"] in DRAFT_STAGES:
            card, shown = king["card"], True
        elif view["card_drawn"]:
            card, shown = view["drawn"], True
        ch = min(card_box.h, card_box.w / CARD_RATIO, 220.0)
        cw = ch * CARD_RATIO
        x = card_box.center[0] - cw / 2
        y = card_box.center[1] - ch / 2
        if shown:
            self._piece(
                ctx,
                ("drawn", deck),
                x,
                y,
                lambda px, py: draw_card(canvas, card, px, py, cw, ch),
            )
            text = (
                describe_card(card)
                if card
                else t("fortheking.describe.drawn_hidden", name=ctx.name(view["advisor"]))
            )
            self._spot(Rect(x, y, cw, ch), text)
        elif view["phase"] == "take":
            _draw_lines(
                canvas,
                card_box,
                t("fortheking.sharing", name=ctx.name(view["to_move"])),
                theme.ui_font(15, 700),
                theme.INK_SOFT,
                max_lines=3,
                align="center",
            )

    def _draw_centre(self, canvas, box: Rect, ctx, placing: bool, legal: bool) -> list[HitRegion]:
        view = ctx.view
        regions: list[HitRegion] = []
        slots = view["players"]
        centre = view["centre"]
        full = len(centre) >= slots
        self._target(canvas, box, placing and legal, placing and not legal)
        title = t("fortheking.centre", cards=len(centre), slots=slots)
        if full and view["phase"] == "place":  # on the title's line: room for the cards
            title += " · " + t("fortheking.centre_full")
        rest = self._pile_label(canvas, box, title, None)
        takes = {a.card: a for a in ctx.legal if isinstance(a, Take)}
        if legal:
            label = self.action_label(Place("centre"), ctx)
            regions.append(HitRegion("pick:place:centre", box, label))
        pitch = rest.w / slots
        h = min(rest.h, (pitch - 6) / CARD_RATIO, 160.0)
        w = h * CARD_RATIO
        if takes and w < MIN_TOUCH:
            w = min(MIN_TOUCH, pitch - 2)
            h = max(h, MIN_TOUCH)
        copies = Copies()
        for slot in range(slots):
            x = rest.x + pitch * slot + (pitch - w) / 2
            y = rest.center[1] - h / 2
            if slot >= len(centre):
                canvas.rounded_rect(x, y, w, h, 6, stroke=theme.INK_SOFT, line_width=1.0)
                continue
            card = centre[slot]
            copy = copies.number(card)
            lit = card in takes
            self._piece(
                ctx,
                ("centre", card, copy),
                x,
                y,
                lambda px, py, card=card, lit=lit: draw_card(canvas, card, px, py, w, h, lit=lit),
            )
            spot = Rect(x, y, w, h)
            self._spot(spot, partial(describe_card, card))
            if lit:
                target = Rect(
                    x - max(0, (MIN_TOUCH - w) / 2),
                    y - max(0, (MIN_TOUCH - h) / 2),
                    max(w, MIN_TOUCH),
                    max(h, MIN_TOUCH),
                )
                regions.append(
                    HitRegion(
                        f"pick:take:{_token(card)}:{copy}",
                        target,
                        self.action_label(takes[card], ctx),
                    )
                )
        return regions

    # Phase 2: the auction.
    def _draw_auction(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        view = ctx.view
        auction = view["auction"]
        king = view["king"]
        lot = auction["card"] if auction else (king["card"] if king else None)
        draw_frame(canvas, box, radius=10)
        box = box.inset(8, 6)
        card_h = min(box.h, 300.0, box.w * 0.3 / CARD_RATIO)
        card_w = card_h * CARD_RATIO
        lot_box = Rect(box.x, box.y + (box.h - card_h) / 2, card_w, card_h)
        if lot:
            self._piece(
                ctx,
                ("lot", view["favour_pile"]),
                lot_box.x,
                lot_box.y,
                lambda px, py: draw_card(canvas, lot, px, py, card_w, card_h),
            )
            self._spot(lot_box, partial(describe_card, lot))
        side_w = min(max(box.w * 0.22, 70.0), 150.0)
        pile = Rect(box.right - side_w, box.y, side_w, box.h)
        rest = self._pile_label(
            canvas, pile, t("fortheking.favour_pile", size=view["favour_pile"]), None
        )
        if rest.h >= 24:
            self._draw_stack_and_memory(canvas, rest, ctx)
        info = Rect(lot_box.right + 10, box.y, pile.x - lot_box.right - 16, box.h)
        lines: list[tuple[str, Font, str]] = []
        scale = min(max(box.h / 320, 1.0), 1.4)  # larger on large screens
        big = theme.title_font(24 * scale)
        body = theme.ui_font(18 * scale)
        bold = theme.ui_font(18 * scale, 700)
        if auction:
            lines.append(
                (t("fortheking.auction_of", card=card_name(auction["card"])), big, theme.ROYAL_BLUE)
            )
            if auction["high_bidder"] is None:
                lines.append((t("fortheking.no_bid"), bold, theme.INK))
            else:
                lines.append(
                    (
                        t(
                            "fortheking.bid_by",
                            bid=auction["high_bid"],
                            name=ctx.name(auction["high_bidder"]),
                        ),
                        bold,
                        theme.INK,
                    )
                )
            if auction["passed"]:
                names = ", ".join(ctx.name(seat) for seat in auction["passed"])
                lines.append((t("fortheking.passed_list", names=names), body, theme.INK_SOFT))
            if auction["excluded"]:
                names = ", ".join(ctx.name(seat) for seat in auction["excluded"])
                lines.append((t("fortheking.out_list", names=names), body, theme.CRIMSON))
            stage = view["phase"]
            mover = ctx.name(view["to_move"])
            if stage == "bid":
                lines.append((t("fortheking.next_bidder", name=mover), bold, theme.ROYAL_BLUE))
            elif stage == "pay":
                if auction["pay_with"] == GOLD:
                    text = t("fortheking.paying_gold", name=mover, owed=auction["owed"])
                else:
                    text = t("fortheking.paying_cards", name=mover, count=auction["owed"])
                lines.append((text, bold, theme.ROYAL_BLUE))
            elif stage == "lose":
                lines.append(
                    (
                        t("fortheking.failed", name=ctx.name(auction["high_bidder"]), picker=mover),
                        bold,
                        theme.CRIMSON,
                    )
                )
            penalty = self._penalty(ctx)  # the top discard: named here
            if penalty is not None:
                text = t(
                    "fortheking.penalty",
                    loser=ctx.name(penalty["loser"]),
                    card=card_name(penalty["card"]),
                    name=ctx.name(penalty["seat"]),
                )
                lines.append((text, bold, theme.CRIMSON))
        elif king:
            lines.append(
                (
                    t(
                        "fortheking.using",
                        name=ctx.name(king["seat"]),
                        card=card_name(king["card"]),
                    ),
                    big,
                    theme.ROYAL_BLUE,
                )
            )
        if view["discard"] and not (auction and self._penalty(ctx)):
            lines.append(
                (
                    t(
                        "fortheking.discard_top",
                        size=len(view["discard"]),
                        card=card_name(view["discard"][-1]),
                    ),
                    theme.ui_font(14),
                    theme.INK_SOFT,
                )
            )
        self._draw_info(canvas, info, lines)
        return []

    @staticmethod
    def _draw_info(canvas: Canvas, box: Rect, lines) -> None:
        """Lines of text, centred in ``box``: shrunk (to READABLE px at the least) until
        each fits on one line, and wrapped only where even that does not fit."""
        attempts = [(scale, False) for scale in (1.0, 0.9, 0.8, 0.7)]
        attempts += [(scale, True) for scale in (1.0, 0.85, 0.72, 0.62, 0.55)]
        for scale, wrap in attempts:
            wrapped = []
            total = 0.0
            fits = True
            for text, font, colour in lines:
                sized = font.scaled(max(scale, READABLE / font.size))
                if not wrap and canvas.measure_text(text, sized) > box.w:
                    fits = False
                    break
                for line in wrap_text(canvas, text, sized, box.w) if wrap else [text]:
                    wrapped.append((line, sized, colour))
                    total += sized.size * 1.25
            if fits and total <= box.h:
                break
        y = box.y + max((box.h - total) / 2, 0.0)
        for line, font, colour in wrapped:
            if y + font.size > box.bottom:
                break
            canvas.text(box.x, y, line, font, colour, baseline="top")
            y += font.size * 1.25

    # -- the private panel: the viewer's collection -----------------------------------------
    def draw_private(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        self._begin(ctx)
        regions = self._draw_private(canvas, box, ctx)
        self._paint_pieces(canvas, ctx)
        return regions

    def _draw_private(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        view = ctx.view
        collection = view["collection"]
        if ctx.viewer is None or collection is None:
            inner = draw_panel(canvas, box, t("fortheking.private"))
            _draw_lines(
                canvas,
                Rect(inner.x, inner.y, inner.w, 24),
                t("fortheking.hidden"),
                theme.ui_font(15),
                theme.INK_SOFT,
            )
            return []
        title = t("fortheking.collection_title", name=ctx.name(ctx.viewer), count=len(collection))
        inner = draw_panel(canvas, box, title)
        if self._paying(ctx):
            return self._draw_payment_cards(canvas, inner, ctx)
        self._draw_collection(canvas, inner, ctx, collection)
        return []

    def _draw_payment_cards(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        """The viewer's cards that can pay, each a tap target: chosen ones are lit (tap
        again to take one back), the others can be chosen until the payment is complete."""
        staged = self._payment(ctx)
        chosen_count = Counter(staged)
        complete = self._payment_covers(ctx, staged)
        cells = []
        copies = Copies()
        for card in ctx.view["collection"]:
            if not self._payable(ctx, card):
                continue
            copy = copies.number(card)
            name = card_name(card)
            if copy < chosen_count[card]:
                cells.append(
                    (
                        card,
                        True,
                        f"pick:pay:{_token(card)}:{copy}",
                        t("fortheking.unchoose", card=name),
                    )
                )
            elif not complete:
                cells.append(
                    (
                        card,
                        False,
                        f"pick:pay:{_token(card)}:{copy}",
                        t("fortheking.choose", card=name),
                    )
                )
            else:
                cells.append((card, False, None, name))
        regions, used = self._card_grid(canvas, box, cells, pressable=True)
        kept = [card for card in ctx.view["collection"] if not self._payable(ctx, card)]
        rest = Rect(box.x, box.y + used + 6, box.w, box.bottom - box.y - used - 6)
        if kept and rest.h >= 30:
            self._draw_collection(canvas, rest, ctx, kept)
        return regions

    def _draw_collection(
        self, canvas: Canvas, box: Rect, ctx: TableContext, collection: list
    ) -> None:
        """One row per office held (and one for gold): how many cards, the cards and their
        total value."""
        groups: dict[str, list[str]] = {}
        for card in collection:
            key = OFFICE_OF[card] or KIND[card]
            groups.setdefault(key, []).append(card)
        if not groups:
            _draw_lines(
                canvas,
                Rect(box.x, box.y, box.w, 24),
                t("fortheking.empty_collection"),
                theme.ui_font(15),
                theme.INK_SOFT,
            )
            return
        order = [office for office in OFFICE_LOOK if office in groups]
        if GOLD in groups:
            order.append(GOLD)
        row_h = min(box.h / len(order), 60.0)
        if row_h < 22:
            self._draw_collection_text(canvas, box, groups, order)
            return
        label_w = min(box.w * 0.36, 130.0)
        total_w = 40.0
        for number, key in enumerate(order):
            cards = sort_cards(groups[key])
            row = Rect(box.x, box.y + number * row_h, box.w, row_h - 2)
            name = t("fortheking.gold") if key == GOLD else office_name(key)
            total = sum(VALUE[card] for card in cards)
            _draw_collection_row(canvas, row, key, len(cards), total, label_w)
            area = Rect(row.x + label_w, row.y, row.w - label_w - total_w, row.h)
            self._spot(
                row,
                lambda name=name, cards=cards, total=total: (
                    f"{name}: {card_names(cards)} = {total}"
                ),
            )
            placed = _card_row(len(cards), area)
            if placed is None:  # too many to show each value on a card: the values
                _draw_fitted_values(canvas, area, cards, _collection_colour(key))
                continue
            w, h, step = placed
            copies = Copies()
            for index, card in enumerate(cards):
                copy = copies.number(card)
                self._piece(
                    ctx,
                    ("mine", card, copy),
                    area.x + index * step,
                    area.center[1] - h / 2,
                    lambda px, py, card=card, w=w, h=h: draw_card(canvas, card, px, py, w, h),
                )

    def _draw_collection_text(self, canvas: Canvas, box: Rect, groups, order) -> None:
        """The collection in words, where rows of cards do not fit."""
        parts = []
        for key in order:
            cards = sort_cards(groups[key])
            name = t("fortheking.gold") if key == GOLD else office_name(key)
            values = "+".join(str(VALUE[card]) for card in cards)
            parts.append(f"{name} {values}")
        text = " · ".join(parts)
        self._spot(box, text)
        max_lines = max(int(box.h // (READABLE * 1.2)), 1)
        font, lines = readable_fit(canvas, [text], theme.ui_font(13), box.w, max_lines) or (
            theme.ui_font(READABLE),
            wrap_text(canvas, text, theme.ui_font(READABLE), box.w),
        )
        for number, line in enumerate(lines[:max_lines]):
            canvas.text(
                box.x, box.y + number * font.size * 1.2, line, font, theme.INK, baseline="top"
            )

    # -- results ----------------------------------------------------------------------------
    def results_count(self, view: dict) -> int:
        return 0

    def draw_result(self, canvas: Canvas, box: Rect, ctx: TableContext, index: int) -> None:
        raise IndexError("For the King has no round results")

    def draw_final(self, canvas: Canvas, box: Rect, ctx: TableContext) -> None:
        draw_final(canvas, box, ctx)


@kept_drawing
def _draw_office_column(
    canvas: Canvas, col: Rect, office: str, leading: bool, head_h: float, name_h: float
) -> None:
    """An office's column of the government: framed in its colour (warm when its title is
    the highest), its emblem in the head and, with room, its name under it."""
    colour, emblem = OFFICE_LOOK[office]
    fill = "#fbf3dc" if leading else theme.WHITE
    canvas.rounded_rect(col.x, col.y, col.w, col.h, 8, fill=fill, stroke=colour, line_width=2.0)
    canvas.rounded_rect(col.x, col.y, col.w, head_h, 8, fill=colour)
    draw_emblem(canvas, emblem, Rect(col.x, col.y + 2, col.w, head_h - 4), theme.WHITE, colour)
    fitted = readable_fit(
        canvas, [office_name(office), office_short_name(office)], theme.ui_font(13, 700), col.w - 4
    )
    if name_h and fitted:
        font, lines = fitted
        canvas.text(
            col.center[0],
            col.y + head_h + name_h / 2,
            lines[0],
            font,
            colour,
            align="center",
            baseline="middle",
        )


def _title_track(body: Rect) -> Rect | None:
    """The ladder under a title, when its box is tall enough for one."""
    if body.h < 64:
        return None
    return Rect(body.x + 4, body.y + (body.h - LADDER), body.w - 8, LADDER)


def _ladder_radius(pitch: float) -> float:
    return max(min(pitch * 0.22, 3.5), 1.5)


@kept_drawing
def _draw_title_face(
    canvas: Canvas, body: Rect, office: str, primary: int, secondary: int | None, new: int | None
) -> None:
    """An office's title: its disc with the primary value (the secondary one beside it),
    with the value a staged change gives it and the old one; and its ladder's track, titles
    1 to 6, the new value ringed (the marker is a piece of its own)."""
    colour, _ = OFFICE_LOOK[office]
    track = _title_track(body)
    area = Rect(body.x, body.y, body.w, body.h - (LADDER if track else 0.0))
    r = max(min(area.w * 0.3, area.h * 0.4), 10.0)
    cx = body.center[0] - (r * 0.3 if secondary is not None else 0.0)
    cy = area.center[1]
    value = new if new is not None else primary
    if new is not None:
        canvas.circle(cx, cy, r + 4, fill=theme.GOLD)
    canvas.circle(cx, cy, r, fill=colour, stroke=theme.INK, line_width=1.0)
    canvas.text(
        cx,
        cy + 1,
        str(value),
        theme.title_font(r * 1.15),
        theme.WHITE,
        align="center",
        baseline="middle",
    )
    if secondary is not None:
        second = secondary_value(new) if new is not None else secondary
        sr = max(r * 0.6, READABLE * 0.75)
        sx, sy = cx + r * 0.95, cy + r * 0.6
        canvas.circle(sx, sy, sr, fill=theme.WHITE, stroke=colour, line_width=2.0)
        canvas.text(
            sx,
            sy + 1,
            str(second),
            theme.title_font(sr * 1.35),
            colour,
            align="center",
            baseline="middle",
        )
    if new is not None:
        canvas.text(
            cx - r - 2,
            cy - r * 0.7,
            str(primary),
            theme.ui_font(max(r * 0.5, READABLE), 700),
            theme.INK_SOFT,
            align="right",
            baseline="middle",
        )
    if track is None:
        return
    steps = HIGHEST_TITLE - LOWEST_TITLE + 1
    pitch = track.w / steps
    r = _ladder_radius(pitch)
    cy = track.center[1]
    canvas.rounded_rect(
        track.x + pitch / 2 - r,
        cy - r,
        pitch * (steps - 1) + 2 * r,
        2 * r,
        r,
        fill=theme.PARCHMENT_DARK,
    )
    if new is not None:
        canvas.circle(
            track.x + pitch * (new - LOWEST_TITLE + 0.5),
            cy,
            r + 3,
            stroke=theme.GOLD,
            line_width=2.0,
        )


#: How far a card of a row may be covered by the next, as a share of its width: its value,
#: in the middle, stays in sight.
ROW_OVERLAP = 0.2


def _min_face(cards) -> float:
    """The smallest height at which all of ``cards`` show their faces readably."""
    return MIN_DECREE_H if ROYAL_DECREE in cards else MIN_FACE_H


def _draw_fitted(canvas: Canvas, box: Rect, fitted, colour: str, align: str = "left") -> None:
    """Lines fitted by readable_fit, centred in ``box`` from top to bottom."""
    font, lines = fitted
    line_h = font.size * 1.15
    top = box.center[1] - line_h * (len(lines) - 1) / 2
    x = {"left": box.x, "center": box.center[0], "right": box.right}[align]
    for number, line in enumerate(lines):
        canvas.text(x, top + number * line_h, line, font, colour, align=align, baseline="middle")


def _card_row(
    count: int, area: Rect, min_h: float = MIN_FACE_H
) -> tuple[float, float, float] | None:
    """Width, height and step of ``count`` cards in a row in ``area``, as tall as fits with
    each value in sight (no smaller than ``min_h``); None when they cannot be."""
    h = min(area.h - 2, 46.0)
    pitch = 1.0 + (1.0 - ROW_OVERLAP) * (count - 1)
    h = min(h, area.w / pitch / CARD_RATIO)
    if h < min_h:
        return None
    w = h * CARD_RATIO
    step = min(w + 3, (area.w - w) / max(count - 1, 1)) if count > 1 else w
    return w, h, step


def _collection_colour(key: str) -> str:
    return GOLD_LOOK[0] if key == GOLD else OFFICE_LOOK[key][0]


def _draw_fitted_values(canvas: Canvas, area: Rect, cards, colour: str) -> None:
    """The values of a row's cards as text ("1 2 2 3"), where the cards do not fit."""
    text = " ".join(str(VALUE[card]) for card in cards)
    fitted = readable_fit(canvas, [text], theme.title_font(16), area.w - 4, 2)
    if fitted is None:
        return
    font, lines = fitted
    line_h = font.size * 1.1
    top = area.center[1] - line_h * (len(lines) - 1) / 2
    for number, line in enumerate(lines):
        canvas.text(area.x + 2, top + number * line_h, line, font, colour, baseline="middle")


@kept_drawing
def _draw_collection_row(
    canvas: Canvas, row: Rect, key: str, count: int, total: int, label_w: float
) -> None:
    """The still part of a row of the viewer's collection: the office's (or gold's) emblem
    and name with how many cards, and their total value (the cards are pieces)."""
    if key == GOLD:
        (colour, emblem), names = GOLD_LOOK, [t("fortheking.gold")]
    else:
        (colour, emblem) = OFFICE_LOOK[key]
        names = [office_name(key), office_short_name(key)]
    side = min(row.h - 4, 22.0)
    draw_emblem(
        canvas, emblem, Rect(row.x, row.center[1] - side / 2, side, side), colour, theme.INK
    )
    labels = [f"{name} ×{count}" for name in names] + names[-1:]
    fitted = readable_fit(canvas, labels, theme.ui_font(14, 700), label_w - side - 6)
    if fitted is not None:
        font, lines = fitted
        canvas.text(row.x + side + 4, row.center[1], lines[0], font, colour, baseline="middle")
    canvas.text(
        row.right,
        row.center[1],
        f"= {total}",
        theme.title_font(min(18.0, row.h * 0.6)),
        colour,
        align="right",
        baseline="middle",
    )
