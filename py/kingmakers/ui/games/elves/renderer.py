"""The King of the Elves table: the ring of principalities, the hand, planning and trips,
each round's gold and the final standings.

Everything is drawn from ``observe(viewer)``; what can be played comes only from the legal
actions the frame passes in, and a tap on something that cannot be played is handed to the
engine, whose refusal explains why. The principalities sit in seat order around the board
(top row left to right, bottom row right to left), the ring a trip follows.

Selections (``ctx.selected``): ``("card", card)`` a village or special card chosen in
planning, its targets lit; ``("remove",)`` and ``("teleport",)`` a village to choose;
``("marks", cards)`` the cards marked so far to discard after drawing 3 or to pay a teleport.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable

from kingmakers.games.elves.actions import (
    Buy,
    Discard,
    DrawThree,
    Escort,
    Pass,
    PlaySpecial,
    PlayVillage,
    RemoveVillage,
    Search,
    Stop,
    TakeVillage,
    Teleport,
    Travel,
    Turnaround,
)
from kingmakers.games.elves.data import (
    BUY_PRICES,
    CARDS,
    ESCORT,
    MARKERS,
    PLANNING_SPECIALS,
    TELEPORT_CARDS,
    TELEPORT_GOLD,
    TERRAINS,
    THIEF_TOLL,
    TRAVEL_COST,
    TRAVEL_KINDS,
    TURNAROUND,
    VILLAGE_VALUE,
)
from kingmakers.games.elves.rules import removal_cost
from kingmakers.ui.games.elves.account import Account
from kingmakers.ui.games.elves.cards import (
    draw_card_face,
    draw_castle,
    draw_chip,
    draw_empty_slot,
    draw_mini,
    draw_special,
    draw_village,
    fit_readable,
    readable,
    special_card,
    special_places,
)
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import READABLE, Canvas, fit_text, kept_drawing
from kingmakers.ui.kit.emblems import draw_emblem
from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion, Rect
from kingmakers.ui.kit.widgets import (
    draw_button,
    draw_final_headline,
    draw_frame,
    draw_panel,
    draw_player_mark,
    draw_score_chart,
    player_colour,
)
from kingmakers.ui.seam import Badge, TableContext

SPECIALS = tuple(card for card in CARDS if card not in TERRAINS and card not in TRAVEL_KINDS)
#: A principality's header names its owner only with room for this many font sizes (two
#: letters and "…"); a narrower one shows the seat's mark alone.
NAME_ROOM = 2.0
#: The groups a hand is shown in, in order.
GROUPS = (("villages", TERRAINS), ("travel", TRAVEL_KINDS), ("specials", SPECIALS))
#: Phases in which the viewer marks several cards to discard before "done".
MARKING = ("drawing", "teleporting")
GAP = 6.0
BUTTON_H = 46.0
#: The private panel's layouts, roomiest first: (titled, short button labels, chip height,
#: card names on chips; None: also cards nobody may tap now as small faces).
PRIVATE_LAYOUTS = (
    (True, False, 48.0, True),
    (True, True, 48.0, True),
    (True, True, 44.0, True),
    (True, True, 46.0, False),
    (False, True, 44.0, False),
    (False, True, 44.0, None),
)
#: Tallest a village card gets, as a multiple of its width.
CARD_ASPECT = 1.45
#: Narrowest chip that shows the card's name.
NAMED_CHIP_W = 104.0
#: A private panel lower than this (a phone) leaves the move buttons to the board's band.
COMPACT_PANEL = 230.0
BUTTON_FONT = theme.ui_font(14, 700)


def card_name(card: str) -> str:
    return t(f"elves.card.{card}")


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def village_name(view: dict, names: list[str], principality: int, slot: int) -> str:
    """ "Károly's desert village (6)"."""
    terrain = view["principalities"][principality][slot]["terrain"]
    return t(
        "elves.village_of",
        owner=names[principality],
        village=card_name(terrain),
        value=VILLAGE_VALUE[terrain],
    )


def clipped(canvas: Canvas, text: str, font, width: float) -> tuple[object, str]:
    """``text`` in ``font`` on one line of ``width``, shrunk to fit but not below the
    smallest readable size, cut short with "…" if it is still too wide."""
    sized, lines = fit_readable(canvas, text, font, width)
    return sized, lines[0] if lines else ""


def draw_line(canvas: Canvas, x: float, y: float, text: str, font, width: float, colour, **how):
    """``text`` on one line at a point, fitted to ``width`` as :func:`clipped` fits it."""
    sized, line = clipped(canvas, text, font, width)
    canvas.text(x, y, line, sized, colour, **how)


def card_target(card: Rect, within: Rect) -> Rect:
    """A card's tap target: the card itself, grown to a touch's size where it is smaller
    (and kept inside ``within``). Never a square as wide as the card is tall: that reached
    over the neighbouring village, and the one drawn last took the tap."""
    w, h = max(card.w, MIN_TOUCH), max(card.h, MIN_TOUCH)
    x = min(max(card.center[0] - w / 2, within.x), within.right - w)
    y = min(max(card.center[1] - h / 2, within.y), within.bottom - h)
    return Rect(x, y, w, h)


def gold_text(count: int) -> str:
    return t("elves.gold", count=count)


def signed(amount: int) -> str:
    return f"+{amount}" if amount >= 0 else f"−{-amount}"


def _hand_cards(hand: dict) -> list[tuple[str, list[str]]]:
    """The hand's groups that hold cards: (group, kinds in card order)."""
    return [
        (group, [card for card in cards if card in hand])
        for group, cards in GROUPS
        if any(card in hand for card in cards)
    ]


class EventWords:
    """The view's public log (``view["log"]``: events with a ``type``) in words, one line a
    move: an arrival's gold, thief and bonus join the move that made it (after a teleport,
    once its cards are discarded), a run of one player's discards is one line, and the end
    of a trip says its gold. The table as it stood at each event is followed through the
    log (villages played and removed, cleared each round), so a village is named as it was
    then."""

    def __init__(self, ctx: TableContext):
        self.ctx = ctx
        self.view = ctx.view
        self.table: list[list[str]] = [[] for _ in range(self.view["players"])]
        self.lines_: list[str] = []
        self.traveller: int | None = None
        self.trip = 0  # the gold of the trip being told
        self.arrival: list[str] | None = None  # the parts of the line an arrival joins
        self.arrival_line = -1
        self.discarding: int | None = None  # the seat whose discards the last line lists

    def lines(self) -> list[str]:
        for event in self.view.get("log", ()):
            getattr(self, "on_" + event["type"], self.on_other)(event)
        return self.lines_

    def name(self, seat) -> str:
        return self.ctx.name(seat)

    def village(self, principality: int, slot: int) -> str:
        terrains = self.table[principality]
        if slot < len(terrains):
            terrain = terrains[slot]
        else:  # a position laid out by hand: its villages were never logged
            villages = self.view["principalities"][principality]
            if slot >= len(villages):
                return t("elves.log.some_village", owner=self.name(principality))
            terrain = villages[slot]["terrain"]
        return t(
            "elves.village_of",
            owner=self.name(principality),
            village=card_name(terrain),
            value=VILLAGE_VALUE[terrain],
        )

    def say(self, key: str, arrival: bool = False, **fields) -> None:
        """A new line; with ``arrival``, the next arrival's parts join it."""
        self.lines_.append(t(key, **fields))
        self.discarding = None
        if arrival:
            self.arrival, self.arrival_line = [self.lines_[-1]], len(self.lines_) - 1
        else:
            self.arrival = None

    def follow_trip(self, seat: int) -> None:
        if self.traveller != seat:
            self.traveller, self.trip = seat, 0

    def on_other(self, event: dict) -> None:
        self.arrival = None

    def on_round(self, event: dict) -> None:
        self.table = [[] for _ in range(self.view["players"])]
        self.say("elves.log.round", round=event["round"], name=self.name(event["first_player"]))

    def on_round_end(self, event: dict) -> None:
        self.say("elves.log.round_end", round=event["round"])

    def on_village(self, event: dict) -> None:
        self.table[event["principality"]].append(event["terrain"])
        self.say(
            "elves.log.village",
            name=self.name(event["seat"]),
            card=card_name(event["terrain"]),
            owner=self.name(event["principality"]),
        )

    def on_search(self, event: dict) -> None:
        shown = Counter(event.get("hand") or ())
        cards = ", ".join(
            f"{card_name(card)} ×{count}" if count > 1 else card_name(card)
            for card, count in sorted(shown.items(), key=lambda item: CARDS.index(item[0]))
        )
        self.say("elves.log.search", name=self.name(event["seat"]), cards=cards or "—")

    def on_take(self, event: dict) -> None:
        self.say("elves.log.take", name=self.name(event["seat"]), card=card_name(event["terrain"]))

    def on_draw(self, event: dict) -> None:
        self.say("elves.log.draw", name=self.name(event["seat"]), count=event["count"])

    def on_discard(self, event: dict) -> None:
        seat, card = event["seat"], card_name(event["card"])
        if self.discarding == seat:
            self.lines_[-1] = f"{self.lines_[-1]}, {card}"
            return
        arrival = self.arrival
        self.say("elves.log.discard", name=self.name(seat), cards=card)
        self.arrival = arrival  # a teleport's arrival still joins the teleport's line
        self.discarding = seat

    def on_buy(self, event: dict) -> None:
        self.say("elves.log.buy", name=self.name(event["seat"]), count=event["price"])

    def on_special(self, event: dict) -> None:
        self.say(
            "elves.log.special",
            name=self.name(event["seat"]),
            card=card_name(event["card"]),
            village=self.village(event["principality"], event["slot"]),
        )

    def on_remove(self, event: dict) -> None:
        seat = event["seat"]
        if event["slot"] < len(self.table[seat]):
            self.table[seat].pop(event["slot"])
        self.say(
            "elves.log.remove",
            name=self.name(seat),
            card=card_name(event["terrain"]),
            count=event["cost"],
        )

    def on_pass(self, event: dict) -> None:
        self.say("elves.log.pass", name=self.name(event["seat"]))

    def on_travel(self, event: dict) -> None:
        self.follow_trip(event["seat"])
        self.say(
            "elves.log.travel",
            arrival=True,
            name=self.name(event["seat"]),
            card=card_name(event["card"]),
            count=event["cards"],
            village=self.village(event["principality"], event["slot"]),
        )

    def on_teleport(self, event: dict) -> None:
        self.follow_trip(event["seat"])
        self.trip -= event["cost"]
        self.say(
            "elves.log.teleport",
            arrival=True,
            name=self.name(event["seat"]),
            village=self.village(event["principality"], event["slot"]),
            gold=event["cost"],
        )

    def _part(self, text: str, gold: int) -> None:
        self.trip += gold
        self.discarding = None
        if self.arrival is None:
            self.lines_.append(text)
            self.arrival, self.arrival_line = [text], len(self.lines_) - 1
        else:
            self.arrival.append(text)
            self.lines_[self.arrival_line] = " · ".join(self.arrival)

    def on_gold(self, event: dict) -> None:
        self.follow_trip(event["seat"])
        self._part(signed(event["gold"]), event["gold"])

    def on_thief(self, event: dict) -> None:
        self.follow_trip(event["seat"])
        text = t("elves.step.thief", toll=event["gold"], owner=self.name(event["thief"]))
        self._part(text, -event["gold"])

    def on_bonus(self, event: dict) -> None:
        self._part(t("elves.step.bonus", gold=event["gold"]), event["gold"])

    def on_escort(self, event: dict) -> None:
        self.follow_trip(event["seat"])
        self.say(
            "elves.log.escort",
            name=self.name(event["seat"]),
            owner=self.name(event["principality"]),
        )

    def on_turnaround(self, event: dict) -> None:
        self.follow_trip(event["seat"])
        self.say("elves.log.turnaround", name=self.name(event["seat"]))

    def on_stop(self, event: dict) -> None:
        seat = event["seat"]
        gold = self.trip if self.traveller == seat else 0
        self.traveller, self.trip = None, 0
        self.say("elves.log.stop", name=self.name(seat), gold=signed(gold))


class ElvesRenderer:
    """The game-specific half of the King of the Elves table (see
    :class:`~kingmakers.ui.seam.GameRenderer`)."""

    def __init__(self):
        # What hover or a long press names: (where, what lies there), in drawing order.
        self.spots: list[tuple[Rect, tuple]] = []
        self._spots_ctx: TableContext | None = None
        # The board's box while it is drawn: tap targets stay inside it.
        self.bounds = Rect(0, 0, 0, 0)
        # Whether the last board drawn was short, its move buttons in its middle band.
        self.band_buttons = False
        # The cards of the hand drawn with a tap target in the last private panel (a move
        # one of them makes needs no button in the band).
        self.chips_drawn: set[str] = set()
        self._accounts: list[tuple[dict, Account]] = []

    def account(self, view: dict) -> Account:
        """The gold the view's log tells of, worked out once per view (the frame asks for
        the results at every frame, from the public view and the viewer's; views are made
        once per position)."""
        for seen, account in self._accounts:
            if seen is view:
                return account
        account = Account(view)
        self._accounts = [(view, account), *self._accounts[:3]]
        return account

    # -- what may be done ---------------------------------------------------------------------
    def board_targets(self, ctx: TableContext) -> tuple[dict[int, object], dict[tuple, object]]:
        """For the current selection: principality -> action, and (principality, slot) ->
        action, of every legal action that uses it."""
        principalities: dict[int, object] = {}
        villages: dict[tuple, object] = {}
        selected = ctx.selected
        if not isinstance(selected, tuple) or not selected:
            return principalities, villages
        kind = selected[0]
        for action in ctx.legal:
            if kind == "card" and isinstance(action, PlayVillage):
                if action.terrain == selected[1]:
                    principalities[action.principality] = action
            elif kind == "card" and isinstance(action, PlaySpecial):
                if action.card == selected[1]:
                    villages[(action.principality, action.slot)] = action
            elif kind == "remove" and isinstance(action, RemoveVillage):
                villages[(ctx.view["to_move"], action.slot)] = action
            elif kind == "teleport" and isinstance(action, Teleport):
                villages[(action.principality, action.slot)] = action
        return principalities, villages

    @staticmethod
    def marks(ctx: TableContext) -> list[str]:
        selected = ctx.selected
        if isinstance(selected, tuple) and selected and selected[0] == "marks":
            return list(selected[1])
        return []

    def _usable(self, card: str, ctx: TableContext) -> bool:
        """Whether tapping this card in hand does something now (its chip is lit)."""
        phase = ctx.view["phase"]
        for action in ctx.legal:
            if phase == "planning" and getattr(action, "terrain", None) == card:
                return True
            if phase == "planning" and isinstance(action, PlaySpecial) and action.card == card:
                return True
            if isinstance(action, Discard) and action.card == card:
                return True
            if isinstance(action, Travel) and action.card == card:
                return True
            if card == ESCORT and isinstance(action, Escort):
                return True
            if card == TURNAROUND and isinstance(action, Turnaround):
                return True
        return False

    def _tappable(self, card: str, ctx: TableContext) -> bool:
        """Whether a card in hand gets a tap target: any card that the phase uses (an
        unusable one explains itself when tapped), or in a marking step only the usable."""
        phase = ctx.view["phase"]
        if not ctx.legal:
            return False
        if phase == "planning":
            return card in TERRAINS or card in PLANNING_SPECIALS
        if phase == "travel":
            return card in TRAVEL_KINDS or card in (ESCORT, TURNAROUND)
        if phase in MARKING:
            return self._usable(card, ctx)
        return phase == "search_discard"

    def pick(self, token: str, ctx: TableContext) -> tuple[Hashable, object]:
        kind, _, rest = token.partition(":")
        selected = ctx.selected
        if kind == "hand":
            return self._pick_card(rest, ctx)
        if kind == "prin":
            principalities, _ = self.board_targets(ctx)
            action = principalities.get(int(rest))
            return (None, action) if action else (selected, None)
        if kind == "vil":
            principality, slot = (int(part) for part in rest.split(":"))
            _, villages = self.board_targets(ctx)
            action = villages.get((principality, slot))
            return (None, action) if action else (selected, None)
        if token in ("remove", "teleport"):
            return (token,), None
        if token == "clear":
            return ("marks", ()), None
        if token == "done":
            marks = self.marks(ctx)
            if len(marks) == ctx.view["pending_discards"]:
                return None, [Discard(card) for card in marks]
            return ("marks", tuple(marks)), None
        return None, None  # "cancel"

    def _pick_card(self, card: str, ctx: TableContext):
        view = ctx.view
        phase, seat = view["phase"], view["to_move"]
        if phase == "planning":
            if ctx.selected == ("card", card):
                return None, None
            if card in TERRAINS:
                actions = [a for a in ctx.legal if getattr(a, "terrain", None) == card]
                if not actions:  # the engine says why (every principality is full)
                    return None, PlayVillage(card, seat)
            else:
                actions = [a for a in ctx.legal if isinstance(a, PlaySpecial) and a.card == card]
                if not actions:  # the engine says why (no marker, no village that fits)
                    return None, PlaySpecial(card, *self._some_village(view, seat))
            # Even a single target is shown lit and waits for its tap, as every card does.
            return ("card", card), None
        if phase in MARKING:
            marks = self.marks(ctx)
            held = view["you"]["hand"].get(card, 0)
            if marks.count(card) < held and len(marks) < view["pending_discards"]:
                marks.append(card)
            elif card in marks:
                marks.remove(card)
            return ("marks", tuple(sorted(marks, key=CARDS.index))), None
        if phase == "search_discard":
            return None, Discard(card)
        if phase == "travel":
            if card == ESCORT:
                return None, Escort()
            if card == TURNAROUND:
                return None, Turnaround()
            return None, Travel(card)
        return ctx.selected, None

    @staticmethod
    def _some_village(view: dict, seat: int) -> tuple[int, int]:
        """A village on the table to name in a refused special card (the engine explains
        against it), the player's own first if any."""
        for owner in [seat, *range(view["players"])]:
            if view["principalities"][owner]:
                return owner, 0
        return seat, 0

    # -- words ---------------------------------------------------------------------------------
    def prompt(self, ctx: TableContext) -> str:
        view = ctx.view
        seat = view["to_move"]
        name = ctx.name(seat)
        if seat is None:
            return t("elves.prompt.over")
        if ctx.thinking:
            return t("table.thinking", name=name)
        if not ctx.legal:
            return t("table.turn_of", name=name)
        phase, selected = view["phase"], ctx.selected
        if phase == "planning":
            if isinstance(selected, tuple) and selected and selected[0] == "card":
                key = (
                    "elves.prompt.where_village"
                    if selected[1] in TERRAINS
                    else "elves.prompt.where_special"
                )
                return t(key, name=name, card=card_name(selected[1]))
            if selected == ("remove",):
                return t("elves.prompt.remove", name=name)
            return t("elves.prompt.planning", name=name)
        if phase in MARKING:
            need = view["pending_discards"]
            key = "elves.prompt.mark_draw" if phase == "drawing" else "elves.prompt.mark_teleport"
            return t(key, name=name, count=need, marked=len(self.marks(ctx)))
        if phase == "searching":
            return t("elves.prompt.take", name=name)
        if phase == "search_discard":
            return t("elves.prompt.search_discard", name=name)
        if selected == ("teleport",):
            return t("elves.prompt.teleport", name=name)
        return t("elves.prompt.travel", name=name)

    def action_label(self, action, ctx: TableContext) -> str:
        """A legal action's name, as a button or a screen reader says it."""
        return capital(self._action_words(action, ctx))

    def _action_words(self, action, ctx: TableContext) -> str:
        view, names = ctx.view, ctx.names
        if isinstance(action, PlayVillage):
            return t(
                "elves.action.village",
                card=card_name(action.terrain),
                owner=names[action.principality],
            )
        if isinstance(action, Search):
            return t("elves.action.search")
        if isinstance(action, TakeVillage):
            return t("elves.action.take", card=card_name(action.terrain))
        if isinstance(action, DrawThree):
            return t("elves.action.draw")
        if isinstance(action, Discard):
            return t("elves.action.discard", card=card_name(action.card))
        if isinstance(action, Buy):
            return t("elves.action.buy", count=self._price(view))
        if isinstance(action, PlaySpecial):
            return t(
                "elves.action.special",
                card=card_name(action.card),
                village=village_name(view, names, action.principality, action.slot),
            )
        if isinstance(action, RemoveVillage):
            seat = view["to_move"]
            village = view["principalities"][seat][action.slot]
            return t(
                "elves.action.remove",
                village=village_name(view, names, seat, action.slot),
                count=removal_cost(village),
            )
        if isinstance(action, Pass):
            return t("elves.action.pass")
        if isinstance(action, Travel):
            return self._travel_label(action.card, view)
        if isinstance(action, Escort):
            principality = view["trip"]["next"][0]
            return t("elves.action.escort", owner=names[principality])
        if isinstance(action, Turnaround):
            return t("elves.action.turnaround")
        if isinstance(action, Teleport):
            return t(
                "elves.action.teleport",
                village=village_name(view, names, action.principality, action.slot),
                gold=TELEPORT_GOLD,
                count=TELEPORT_CARDS,
            )
        return t("elves.action.stop")

    @staticmethod
    def _price(view: dict) -> int:
        return BUY_PRICES[min(view["seats"][view["to_move"]]["buys"], len(BUY_PRICES) - 1)]

    def _travel_cost(self, kind: str, view: dict) -> tuple[int, bool]:
        """Cards of ``kind`` the next village takes, and whether one is for its obstacle."""
        trip = view["trip"]
        principality, slot = trip["next"]
        terrain = view["principalities"][principality][slot]["terrain"]
        extra = bool(trip["next_obstacle"])
        return TRAVEL_COST[kind][terrain] + extra, extra

    def _travel_label(self, kind: str, view: dict) -> str:
        count, obstacle = self._travel_cost(kind, view)
        key = "elves.action.travel_obstacle" if obstacle else "elves.action.travel"
        return t(key, card=capital(card_name(kind)), count=count)

    def player_status(self, ctx: TableContext, seat: int):
        view = ctx.view
        info = view["seats"][seat]
        gold = gold_text(info["gold"])
        badges = []
        if view["first_player"] == seat:
            badges.append(Badge("flag", theme.GOLD, t("elves.first_player")))
        return gold, badges

    def log_lines(self, ctx: TableContext) -> list[str]:
        """The public log in words, one line per move; an arrival's gold, thief and bonus
        join the move that made it, and a run of discards is one line."""
        return EventWords(ctx).lines()

    def _new_frame(self, ctx: TableContext) -> None:
        """Forget the last frame's hover spots when a new frame starts (whichever panel the
        frame draws first)."""
        if ctx is not self._spots_ctx:
            self.spots, self._spots_ctx = [], ctx

    def describe_at(self, x: float, y: float, ctx: TableContext) -> str | None:
        """What lies under a point, in words (worked out only when asked: hover and long
        press are rare, frames are not), as the last frame drew it: the view may have moved
        on since (a bot's move) while the pointer rests."""
        drawn = self._spots_ctx or ctx
        for box, spot in reversed(self.spots):
            if box.contains(x, y):
                return self._describe_spot(spot, drawn)
        return None

    def _describe_spot(self, spot: tuple, ctx: TableContext) -> str:
        view, names = ctx.view, ctx.names
        kind = spot[0]
        if kind == "village":
            return self._describe_village(view, names, spot[1], spot[2])
        if kind == "seat":
            return self._describe_seat(view, names, spot[1])
        if kind == "card":
            return self._describe_card(spot[1], spot[2])
        if kind == "piles":
            piles = t("elves.piles", draw=view["draw_pile"], discard=self._discards(view))
            if view["discard_pile"]:
                return f"{piles}: {self._cards_text(view['discard_pile'])}"
            return piles
        trip = view["trip"]
        return ", ".join([signed(trip["gold"]), *self._step_parts(ctx)])

    def _describe_village(self, view: dict, names, principality: int, slot: int) -> str:
        village = view["principalities"][principality][slot]
        parts = [village_name(view, names, principality, slot)]
        for key in ("gold", "thief", "obstacle"):
            owner = village[key]
            if owner is not None:
                card = special_card(key, village["terrain"])
                parts.append(t("elves.special_of", card=card_name(card), owner=names[owner]))
        return " · ".join(parts)

    def _describe_seat(self, view: dict, names, seat: int) -> str:
        info = view["seats"][seat]
        parts = [
            names[seat],
            t("elves.cards", count=info["hand_size"]),
            gold_text(info["gold"]),
            t("elves.markers_left", count=info["markers_left"]),
        ]
        if info["set_aside"]:
            parts.append(t("elves.set_aside", count=info["set_aside"]))
        if info["shown"]:
            parts.append(t("elves.shown", cards=self._cards_text(info["shown"])))
        return " · ".join(parts)

    def _describe_card(self, card: str, count: int) -> str:
        text = f"{capital(card_name(card))} ×{count}"
        if card in TRAVEL_COST:
            costs = " · ".join(
                f"{t('elves.terrain.' + terrain)} {need}"
                for terrain, need in TRAVEL_COST[card].items()
            )
            text = f"{text}: {costs}"
        return text

    @staticmethod
    def _cards_text(cards: dict) -> str:
        return ", ".join(
            f"{card_name(card)} ×{count}" if count > 1 else card_name(card)
            for card, count in cards.items()
        )

    def board_summary(self, ctx: TableContext) -> str:
        """The board in words, made once per view (the replay asks at every frame)."""
        return ctx.once("elves board", lambda: self._board_summary(ctx))

    def _board_summary(self, ctx: TableContext) -> str:
        view, names = ctx.view, ctx.names
        parts = [self._round_text(view)]
        for seat in range(view["players"]):
            villages = [
                self._describe_village(view, names, seat, slot)
                for slot in range(len(view["principalities"][seat]))
            ]
            parts.append(
                t(
                    "elves.summary.principality",
                    owner=names[seat],
                    villages="; ".join(villages) or t("elves.no_villages"),
                )
            )
            parts.append(self._describe_seat(view, names, seat))
        parts.append(t("elves.piles", draw=view["draw_pile"], discard=self._discards(view)))
        trip = view["trip"]
        if trip:
            parts.append(self._trip_text(view, names))
        return ". ".join(parts) + "."

    @staticmethod
    def _discards(view: dict) -> int:
        return sum(view["discard_pile"].values())

    def _round_text(self, view: dict) -> str:
        phase = "travel" if view["phase"] in ("travel", "teleporting") else "planning"
        if view["phase"] == "over":
            phase = "over"
        return t(
            "elves.round_phase",
            round=view["round"],
            rounds=view["rounds"],
            phase=t(f"elves.phase.{phase}"),
        )

    def _trip_text(self, view: dict, names) -> str:
        trip = view["trip"]
        text = t("elves.trip_of", name=names[trip["traveller"]], gold=signed(trip["gold"]))
        if trip["next"] is not None:
            text += " · " + t("elves.next", village=village_name(view, names, *trip["next"]))
        return text

    def private_summary(self, ctx: TableContext) -> str | None:
        you = ctx.view.get("you")
        if you is None:
            return None
        hand = self._cards_text(you["hand"]) or t("elves.empty_hand")
        return t(
            "elves.summary.hand",
            name=ctx.name(you["seat"]),
            gold=gold_text(you["gold"]),
            cards=hand,
        )

    # -- the board: the ring of principalities ---------------------------------------------
    @staticmethod
    def compact(private: Rect) -> bool:
        """Whether the private panel is short (a phone): it then holds only cards, and the
        move buttons go into the board's middle band."""
        return private.h < COMPACT_PANEL

    def _cells(self, box: Rect, players: int, capacity: int, min_band: float = 46.0):
        """Where each principality goes, the card size, and the band in the middle."""
        columns = -(-players // 2)
        gap = GAP
        cell_w = (box.w - gap * (columns - 1)) / columns
        header_h = min(max(cell_w * 0.13, 20.0), 28.0)
        pad = 3.0 if cell_w < 120 else 5.0
        card_w = (cell_w - pad * (capacity + 1)) / capacity
        room = (box.h - 2 * gap - min_band) / 2 - header_h - 2 * pad
        card_h = max(min(card_w * CARD_ASPECT, room), 24.0)
        cell_h = header_h + card_h + 2 * pad
        band = Rect(box.x, box.y + cell_h + gap, box.w, box.h - 2 * (cell_h + gap))
        cells = []
        for seat in range(players):
            if seat < columns:
                row, column = 0, seat
            else:
                row, column = 1, columns - 1 - (seat - columns)
            y = box.y if row == 0 else box.bottom - cell_h
            cells.append(Rect(box.x + column * (cell_w + gap), y, cell_w, cell_h))
        return cells, header_h, pad, card_w, card_h, band

    def draw_board(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        """The ring of principalities around the middle band. Everything still is drawn
        first and the pieces last (villages, their special cards, the trip's path and the
        traveller), so that nothing still covers a piece: the page moves pieces over a kept
        image of the rest."""
        view, names = ctx.view, ctx.names
        self._new_frame(ctx)
        self.bounds = box
        regions: list[HitRegion] = []
        players, capacity = view["players"], view["capacity"]
        min_band = BUTTON_H + 26 if self.band_buttons else 46.0
        cells, header_h, pad, card_w, card_h, band = self._cells(box, players, capacity, min_band)
        principality_targets, village_targets = self.board_targets(ctx)
        trip = view["trip"]
        next_stop = tuple(trip["next"]) if trip and trip["next"] else None
        if trip and trip.get("teleport_target"):
            next_stop = tuple(trip["teleport_target"])
        buttons = self._buttons(ctx, short=True, band=True) if self.band_buttons else []
        if buttons:
            regions += self._draw_band_buttons(canvas, band, ctx, buttons)
        else:
            self._draw_band(canvas, band, ctx)
        cards: dict[tuple[int, int], Rect] = {}
        for seat, cell in enumerate(cells):
            lit = seat in principality_targets
            traveller = trip is not None and trip["traveller"] == seat
            self._draw_cell(canvas, cell, header_h, seat, view, names, lit, traveller)
            if lit:
                label = self.action_label(principality_targets[seat], ctx)
                regions.append(HitRegion(f"pick:prin:{seat}", cell, label))
            villages = view["principalities"][seat]
            for slot in range(capacity):
                card = Rect(
                    cell.x + pad + slot * (card_w + pad), cell.y + header_h + pad, card_w, card_h
                )
                if slot >= len(villages):
                    draw_empty_slot(canvas, card, lit=lit and slot == len(villages))
                    continue
                cards[(seat, slot)] = card
                self.spots.append((card, ("village", seat, slot)))
                target = village_targets.get((seat, slot))
                if target is not None:
                    regions.append(
                        HitRegion(
                            f"pick:vil:{seat}:{slot}",
                            card_target(card, box),
                            self.action_label(target, ctx),
                        )
                    )
        for place, card in cards.items():
            village = view["principalities"][place[0]][place[1]]
            self._draw_village_piece(
                canvas, ctx, place, card, village, village_targets.get(place), next_stop
            )
        if trip:
            centres = {place: card.center for place, card in cards.items()}
            self._draw_path(canvas, cells, header_h, centres, ctx)
        return regions

    def _draw_village_piece(self, canvas, ctx, place, card: Rect, village, target, next_stop):
        """A village and its special cards, pieces that glide (and fade in when new); a
        removal's cost tag rides on its village."""
        seat, slot = place

        def paint(x, y):
            box = Rect(x, y, card.w, card.h)
            draw_village(
                canvas,
                box,
                village["terrain"],
                lit=target is not None,
                next_stop=place == next_stop,
            )
            if target is not None:
                self._draw_target_tag(canvas, box, target, ctx)

        ctx.draw_piece(canvas, ("village", seat, slot), card.x, card.y, paint)
        for kind, cx, cy, size in special_places(card):
            owner = village[kind]
            if owner is None:
                continue
            special = special_card(kind, village["terrain"])
            ctx.draw_piece(
                canvas,
                ("special", seat, slot, kind),
                cx,
                cy,
                lambda x, y, special=special, owner=owner, size=size: draw_special(
                    canvas, special, owner, x, y, size
                ),
            )

    def _draw_cell(self, canvas, cell: Rect, header_h, seat, view, names, lit, traveller):
        """A principality's frame and header (see :func:`_draw_principality`)."""
        info = view["seats"][seat]
        _draw_principality(
            canvas,
            cell,
            header_h,
            seat,
            names[seat],
            info["markers_left"],
            info["hand_size"],
            info["set_aside"],
            bool(info["shown"]),
            lit,
            traveller,
        )
        self.spots.append((Rect(cell.x, cell.y, cell.w, header_h), ("seat", seat)))

    def _draw_target_tag(self, canvas: Canvas, card: Rect, action, ctx: TableContext) -> None:
        """A removal's cost on the village it would remove."""
        if not isinstance(action, RemoveVillage):
            return
        village = ctx.view["principalities"][ctx.view["to_move"]][action.slot]
        text = f"−{removal_cost(village)}"
        font = theme.ui_font(max(min(card.w * 0.3, 18), 11), 700)
        w = canvas.measure_text(text, font) + 10
        canvas.rounded_rect(card.right - w, card.y, w, font.size + 6, 6, fill=theme.CRIMSON)
        canvas.text(
            card.right - w / 2,
            card.y + font.size / 2 + 3,
            text,
            font,
            theme.WHITE,
            align="center",
            baseline="middle",
        )

    def _draw_path(self, canvas, cells, header_h, centres, ctx: TableContext) -> None:
        """The trip so far, over the villages: a line from the traveller's castle through
        every village reached (a teleport's jump dotted), and the traveller's mark where
        they stand, which glides on to the next village."""
        view = ctx.view
        trip = view["trip"]
        seat = trip["traveller"]
        cell = cells[seat]
        r = min(header_h * 0.32, 8.0)
        points = [(cell.x + 6 + r, cell.y + header_h / 2 + 1)]
        jumps = []
        for step in self.account(view).steps(seat):
            place = (step["principality"], step["slot"])
            if place in centres:
                jumps.append(bool(step["teleport"]))
                points.append(centres[place])
        colour = player_colour(seat)

        def paint_path(x, y):
            for (x1, y1), (x2, y2), jump in zip(points, points[1:], jumps, strict=False):
                if jump:
                    for k in range(1, 12):
                        dot_x, dot_y = x1 + (x2 - x1) * k / 12, y1 + (y2 - y1) * k / 12
                        canvas.circle(x + dot_x, y + dot_y, 2.5, fill=colour)
                else:
                    canvas.line(x + x1, y + y1, x + x2, y + y2, theme.INK, 6)
                    canvas.line(x + x1, y + y1, x + x2, y + y2, colour, 3.5)

        if len(points) > 1:  # the path stays where it is: a piece only to lie over villages
            ctx.draw_piece(canvas, ("path", seat), 0.0, 0.0, paint_path)
        here = points[-1]
        size = max(min(header_h * 0.5, 12.0), 7.0)

        def paint_traveller(x, y):
            canvas.circle(x, y, size + 3, fill=theme.WHITE, stroke=theme.INK, line_width=1.5)
            draw_player_mark(canvas, seat, x, y, size)

        ctx.draw_piece(canvas, ("traveller", seat), here[0], here[1], paint_traveller)

    def _draw_band_buttons(self, canvas: Canvas, band: Rect, ctx: TableContext, buttons):
        """A short board's middle when its viewer may act: the move buttons in one row (and
        the trip's gold beside them), round and piles on a line below."""
        view = ctx.view
        canvas.rounded_rect(band.x, band.y, band.w, band.h, 10, fill=theme.PARCHMENT_DARK)
        row = Rect(band.x + 4, band.y + 4, band.w - 8, BUTTON_H)
        trip = view["trip"]
        if trip:
            counter_w = min(row.w * 0.28, 110.0)
            self._draw_counter(canvas, Rect(row.right - counter_w, row.y, counter_w, row.h), ctx)
            row = Rect(row.x, row.y, row.w - counter_w - GAP, row.h)
        widths = [self._button_w(canvas, label) for label, *_ in buttons]
        room = row.w - GAP * (len(buttons) - 1)
        if sum(widths) > room:
            widths = [max(room / len(buttons), MIN_TOUCH)] * len(buttons)
        regions = []
        x = row.x
        for (label, action, primary, accessible), w in zip(buttons, widths, strict=True):
            region = draw_button(
                canvas,
                Rect(x, row.y, w, row.h),
                label,
                action,
                primary=primary,
                enabled=bool(action),
                font=BUTTON_FONT,
                accessible=accessible,
            )
            if region:
                regions.append(region)
            x += w + GAP
        line = " · ".join(
            [
                self._round_text(view),
                t("elves.draw_pile", count=view["draw_pile"]),
                t("elves.discard_pile", count=self._discards(view)),
            ]
        )
        draw_line(
            canvas,
            band.x + 8,
            row.bottom + 4,
            line,
            theme.ui_font(13),
            band.w - 16,
            theme.INK,
            baseline="top",
        )
        return regions

    def _draw_band(self, canvas: Canvas, band: Rect, ctx: TableContext) -> None:
        """The middle of the table: round and phase, the piles, and the trip's gold."""
        view = ctx.view
        canvas.rounded_rect(band.x, band.y, band.w, band.h, 10, fill=theme.PARCHMENT_DARK)
        inner = band.inset(8, 4)
        small = theme.ui_font(min(max(band.h * 0.2, 12), 15))
        bold = theme.ui_font(min(max(band.h * 0.22, 12), 16), 700)
        piles_w = min(inner.w * 0.3, 150.0)
        # Piles: the draw pile as a stack of card backs, the discard pile beside it.
        back_h = min(inner.h * 0.8, 56.0)
        back_w = back_h * 0.7
        top = inner.center[1] - back_h / 2
        if band.h >= 40:
            for k in range(3):
                canvas.rounded_rect(
                    inner.x + k * 2,
                    top - k * 2,
                    back_w,
                    back_h,
                    5,
                    fill=theme.ROYAL_BLUE,
                    stroke=theme.WHITE,
                    line_width=1.2,
                )
            draw_emblem(
                canvas,
                "star",
                Rect(inner.x + 4, top - 4, back_w, back_h).inset(back_w * 0.2),
                theme.GOLD,
                theme.INK,
            )
        pile_x = inner.x + (back_w + 10 if band.h >= 40 else 0)
        pile_lines, said = ctx.once("elves band", lambda: self._band_texts(ctx))
        line_h = small.size * 1.25
        y = inner.center[1] - line_h * (len(pile_lines) - 1) / 2
        for line in pile_lines:
            font, fitted = fit_readable(canvas, line, small, piles_w - (pile_x - inner.x))
            canvas.text(pile_x, y, fitted[0] if fitted else "", font, theme.INK, baseline="middle")
            y += line_h
        self.spots.append((Rect(inner.x, inner.y, piles_w, inner.h), ("piles",)))
        area = Rect(inner.x + piles_w + 8, inner.y, inner.right - inner.x - piles_w - 8, inner.h)
        if view["trip"]:
            counter_w = min(area.w * 0.36, 140.0)
            counter_h = min(area.h, 110.0)
            counter = Rect(
                area.right - counter_w, area.center[1] - counter_h / 2, counter_w, counter_h
            )
            self._draw_counter(canvas, counter, ctx)
            area = Rect(area.x, area.y, area.w - counter_w - 6, area.h)
        lines = [  # the round in bold, the rest small
            (text, bold if number == 0 else small, colour)
            for number, (text, colour) in enumerate(said)
        ]
        wrapped: list[tuple[str, object, str]] = []
        for text, font, colour in lines:
            sized, parts = fit_readable(canvas, text, font, area.w, 2)
            wrapped += [(part, sized, colour) for part in parts]
        height = sum(font.size * 1.2 for _, font, _ in wrapped)
        y = max(area.y, area.center[1] - height / 2)
        for line, font, colour in wrapped:
            if y + font.size > area.bottom + 2:
                return
            canvas.text(area.x, y, line, font, colour, baseline="top")
            y += font.size * 1.2

    def _band_texts(self, ctx: TableContext) -> tuple[list[str], list[tuple[str, str]]]:
        """What the band says: its piles, and (text, colour) lines: the round, then the
        trip under way or the cards shown and the passes."""
        view, names = ctx.view, ctx.names
        piles = [
            t("elves.draw_pile", count=view["draw_pile"]),
            t("elves.discard_pile", count=self._discards(view)),
        ]
        lines = [(self._round_text(view), theme.ROYAL_BLUE)]
        trip = view["trip"]
        if trip:
            traveller = names[trip["traveller"]]
            lines.append((t("elves.trip_of", name=traveller, gold=signed(trip["gold"])), theme.INK))
            if trip["escort"] is not None:
                lines.append((t("elves.escort_in", owner=names[trip["escort"]]), theme.INK))
            if trip["next"] is not None:
                lines.append((self._next_text(view, names), theme.INK))
            return piles, lines
        for seat, info in enumerate(view["seats"]):
            if info["shown"]:
                cards = self._cards_text(info["shown"])
                lines.append((t("elves.shown_by", name=names[seat], cards=cards), theme.CRIMSON))
        if view["phase"] == "planning" and view["passes"]:
            lines.append((t("elves.passes", count=view["passes"]), theme.INK_SOFT))
        return piles, lines

    def _next_text(self, view: dict, names) -> str:
        """The next village, and what its thief or obstacle does to the traveller."""
        trip = view["trip"]
        principality, slot = trip["next"]
        village = view["principalities"][principality][slot]
        parts = [t("elves.next", village=village_name(view, names, principality, slot))]
        if trip["next_escorted"] and (
            village["thief"] is not None or village["obstacle"] is not None
        ):
            parts.append(t("elves.escorted"))
        if trip["next_thief"]:
            parts.append(t("elves.thief_toll", toll=THIEF_TOLL, owner=names[village["thief"]]))
        if trip["next_obstacle"]:
            card = special_card("obstacle", village["terrain"])
            parts.append(t("elves.obstacle_extra", card=card_name(card)))
        return " · ".join(parts)

    def _draw_counter(self, canvas: Canvas, box: Rect, ctx: TableContext) -> None:
        """The trip's running gold, large, and below it what the last village paid, one
        part a line (gains green, losses red), as many as there is room for."""
        trip = ctx.view["trip"]
        draw_frame(canvas, box, radius=10, stroke=theme.GOLD)
        parts = self._step_parts(ctx)
        line_font = theme.ui_font(min(max(box.h * 0.13, 11), 14), 700)
        line_h = line_font.size * 1.2
        big = theme.title_font(min(max(box.h * 0.42, 16), 44))
        shown = min(len(parts), max(int((box.h - big.size * 1.1 - 6) // line_h), 0))
        top = box.center[1] - (big.size * 1.1 + shown * line_h) / 2
        canvas.text(
            box.center[0],
            top + big.size * 0.55,
            signed(trip["gold"]),
            big,
            theme.GOLD if trip["gold"] >= 0 else theme.CRIMSON,
            align="center",
            baseline="middle",
        )
        y = top + big.size * 1.1
        for part in parts[:shown]:
            font, line = clipped(canvas, part, line_font, box.w - 8)
            colour = theme.CRIMSON if part.startswith("−") else theme.FOREST
            canvas.text(box.center[0], y, line, font, colour, align="center", baseline="top")
            y += line_h
        self.spots.append((box, ("counter",)))

    def _step_parts(self, ctx: TableContext) -> list[str]:
        """What the last arrival paid: the village (doubled by a gold card), the thief, the
        bonus, a teleport; or a teleport being paid for."""
        view = ctx.view
        trip = view["trip"]
        if trip["teleport_target"] is not None:
            return [t("elves.step.teleport", gold=TELEPORT_GOLD)]
        steps = self.account(view).steps(trip["traveller"])
        if not steps:
            return []
        step = steps[-1]
        key = "elves.step.doubled" if step["doubled"] else "elves.step.village"
        parts = [t(key, gold=step["gold"])]
        if step["thief"] is not None:
            parts.append(t("elves.step.thief", toll=THIEF_TOLL, owner=ctx.names[step["thief"]]))
        if step["bonus"]:
            parts.append(t("elves.step.bonus", gold=step["bonus"]))
        if step["teleport"]:
            parts.append(t("elves.step.teleport", gold=step["teleport"]))
        return parts

    # -- the private panel: the hand and the moves -------------------------------------------
    def draw_private(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        """The viewer's hand by kind, and the moves as buttons. A short panel (a phone)
        leaves its buttons to the board's middle band: the frame draws this panel before
        the board, which reads :attr:`band_buttons`."""
        view = ctx.view
        self._new_frame(ctx)
        self.band_buttons = self.compact(box)
        self.chips_drawn: set[str] = set()
        you = view.get("you")
        if you is None:
            inner = draw_panel(canvas, box, t("elves.private"))
            canvas.text(
                inner.x,
                inner.y + 4,
                t("elves.hidden"),
                theme.ui_font(15),
                theme.INK_SOFT,
                baseline="top",
            )
            return []
        title = t(
            "elves.hand_title",
            name=ctx.name(you["seat"]),
            cards=t("elves.cards", count=sum(you["hand"].values())),
            gold=gold_text(you["gold"]),
        )
        info = self._info_line(ctx)
        info_h = 18.0 if info else 0.0
        grouped = self._chip_groups(ctx)
        # Cards in one flow rather than a row per kind, before their names are dropped.
        merged = [[chip for group in grouped for chip in group]] if len(grouped) > 1 else grouped
        # The panel's title only where it fits (else its facts go on one small line).
        title_fits = canvas.measure_text(title, theme.title_font(17)) <= box.w - 24
        for titled, short, chip_h, names in PRIVATE_LAYOUTS:
            titled = titled and title_fits
            inner = self._private_inner(box, titled)
            buttons = [] if self.band_buttons else self._buttons(ctx, short)
            buttons_h = self._flow_height(canvas, buttons, inner.w)
            room = inner.h + GAP - info_h - buttons_h
            groups = next(
                (
                    chips
                    for chips in (grouped, merged)
                    if self._chips_layout(chips, ctx, inner.w, chip_h, names)[1] <= room
                ),
                None,
            )
            if groups is not None:
                break
        else:
            # Not room for every card and button: the cards that can be tapped now come
            # first, so the cards left out are only ones nobody may tap; and if even the
            # buttons do not fit, a move that a card makes is left to that card.
            groups = self._tappable_first(grouped, ctx)
            if not self.band_buttons and info_h + buttons_h > inner.h + GAP:
                self.chips_drawn = {
                    card
                    for group in groups
                    for source, card, _ in group
                    if source == "hand" and self._chip_tappable(source, card, ctx)
                }
                buttons = self._buttons(ctx, short, band=True)
                buttons_h = self._flow_height(canvas, buttons, inner.w)
        draw_panel(canvas, box, title if titled else None)
        if not titled:
            # The title's facts on one small line, the panel being short.
            draw_line(
                canvas,
                inner.x,
                box.y + 6,
                title,
                theme.ui_font(12, 700),
                inner.w,
                theme.ROYAL_BLUE,
                baseline="top",
            )
        y = inner.y
        if info:
            draw_line(
                canvas, inner.x, y, info, theme.ui_font(14), inner.w, theme.INK, baseline="top"
            )
            y += info_h
        regions = self._draw_buttons(canvas, buttons, Rect(inner.x, y, inner.w, inner.bottom - y))
        y += buttons_h
        chips_box = Rect(inner.x, y, inner.w, inner.bottom - y)
        regions += self._draw_chips(canvas, chips_box, groups, ctx, chip_h, names)
        return regions

    @staticmethod
    def _private_inner(box: Rect, titled: bool) -> Rect:
        """The panel's room below its title (as :func:`draw_panel` leaves it), or below one
        small line of the same facts."""
        if titled:
            return Rect(box.x + 10, box.y + 33, box.w - 20, box.h - 43)
        return Rect(box.x + 10, box.y + 22, box.w - 20, box.h - 30)

    def _info_line(self, ctx: TableContext) -> str | None:
        view = ctx.view
        if not ctx.legal:
            return None
        if view["phase"] == "travel" and view["trip"]["next"] is not None:
            return self._next_text(view, ctx.names)
        if view["phase"] in MARKING:
            return t(
                "elves.marked",
                count=view["pending_discards"],
                marked=len(self.marks(ctx)),
            )
        if view["phase"] == "searching":
            return t("elves.search_pile")
        return None

    def _buttons(
        self, ctx: TableContext, short: bool, band: bool = False
    ) -> list[tuple[str, str, bool, str | None]]:
        """The moves offered as buttons now: (label, region action, primary, accessible
        name). ``short``: brief labels (the full name stays the accessible one); ``band``
        (a short board's middle): the moves a card drawn in the hand also makes are left to
        that card."""
        view = ctx.view
        phase, selected = view["phase"], ctx.selected
        buttons: list[tuple[str, str, bool, str | None]] = []
        legal = ctx.legal
        if not legal:
            return buttons

        def act(action, long_label=None, short_label=None, primary=False):
            full = self.action_label(action, ctx)
            label = (short_label if short else long_label) or full
            buttons.append((label, f"act:{legal.index(action)}", primary, full))

        def choose(token, long_label, short_label, primary=False):
            buttons.append((short_label if short else long_label, f"pick:{token}", primary, None))

        if phase == "planning":
            if selected is not None:
                choose("cancel", t("elves.cancel"), t("elves.cancel"))
                return buttons
            price = self._price(view)
            for action in legal:
                if isinstance(action, DrawThree):
                    act(action, t("elves.button.draw"), t("elves.short.draw"))
                elif isinstance(action, Buy):
                    act(
                        action,
                        t("elves.button.buy", count=price),
                        t("elves.short.buy", price=price),
                    )
                elif isinstance(action, Search):
                    act(action, t("elves.button.search"), t("elves.short.search"))
            removals = [a for a in legal if isinstance(a, RemoveVillage)]
            if len(removals) == 1:
                seat = view["to_move"]
                cost = removal_cost(view["principalities"][seat][removals[0].slot])
                act(
                    removals[0],
                    t("elves.button.remove_one", count=cost),
                    t("elves.short.remove_one", cost=cost),
                )
            elif removals:
                choose("remove", t("elves.button.remove"), t("elves.short.remove"))
            if Pass() in legal:
                act(Pass(), t("elves.action.pass"), t("elves.action.pass"), primary=True)
        elif phase in MARKING:
            marks = self.marks(ctx)
            need = view["pending_discards"]
            label = t("elves.button.discard_marked", count=need)
            short_label = t("elves.short.discard")
            buttons.append(
                (
                    short_label if short else label,
                    "pick:done" if len(marks) == need else "",
                    True,
                    label,
                )
            )
            if marks:
                choose("clear", t("elves.button.clear"), t("elves.short.clear"))
        elif phase == "travel":
            if selected == ("teleport",):
                choose("cancel", t("elves.cancel"), t("elves.cancel"))
                return buttons
            drawn = self.chips_drawn if band else set()
            for action in legal:
                if isinstance(action, Travel) and action.card not in drawn:
                    act(action, primary=True)
                elif isinstance(action, Escort | Turnaround) and action.kind not in drawn:
                    act(action)
            if any(isinstance(a, Teleport) for a in legal):
                choose(
                    "teleport",
                    t("elves.button.teleport", gold=TELEPORT_GOLD, count=TELEPORT_CARDS),
                    t("elves.short.teleport"),
                )
            act(Stop(), t("elves.action.stop"), t("elves.short.stop"))
        return buttons

    @staticmethod
    def _button_w(canvas: Canvas, label: str) -> float:
        return max(min(canvas.measure_text(label, BUTTON_FONT) + 22, 240.0), 56.0)

    def _flow(self, canvas: Canvas, buttons, width: float):
        """Buttons in rows: (button, x, row, width), each at most a row wide."""
        placed, x, row = [], 0.0, 0
        for button in buttons:
            w = min(self._button_w(canvas, button[0]), width)
            if x and x + w > width:
                x, row = 0.0, row + 1
            placed.append((button, x, row, w))
            x += w + GAP
        return placed

    def _flow_height(self, canvas: Canvas, buttons, width: float) -> float:
        if not buttons:
            return 0.0
        rows = max(row for _, _, row, _ in self._flow(canvas, buttons, width)) + 1
        return rows * (BUTTON_H + GAP)

    def _draw_buttons(self, canvas: Canvas, buttons, box: Rect) -> list[HitRegion]:
        regions = []
        for (label, action, primary, accessible), x, row, w in self._flow(canvas, buttons, box.w):
            rect = Rect(box.x + x, box.y + row * (BUTTON_H + GAP), w, BUTTON_H)
            if rect.bottom > box.bottom + 1:
                continue  # no room (never at the sizes the app supports)
            region = draw_button(
                canvas,
                rect,
                label,
                action,
                primary=primary,
                enabled=bool(action),
                font=BUTTON_FONT,
                accessible=accessible,
            )
            if region:
                regions.append(region)
        return regions

    def _chip_groups(self, ctx: TableContext) -> list[list[tuple[str, str, int]]]:
        """The cards the panel shows, a row group each: (source, card, count), source
        ``"pile"`` for the villages a search may take, ``"hand"`` for the hand."""
        you = ctx.view["you"]
        groups = []
        pile = you.get("search_pile")
        if pile and ctx.legal:
            groups.append([("pile", card, count) for card, count in pile.items()])
        for _group, cards in _hand_cards(you["hand"]):
            groups.append([("hand", card, you["hand"][card]) for card in cards])
        return groups

    def _tappable_first(self, groups, ctx: TableContext) -> list[list[tuple[str, str, int]]]:
        chips = [chip for group in groups for chip in group]
        tappable = [chip for chip in chips if self._chip_tappable(chip[0], chip[1], ctx)]
        rest = [chip for chip in chips if chip not in tappable]
        return [group for group in (tappable, rest) if group]

    def _chip_tappable(self, source: str, card: str, ctx: TableContext) -> bool:
        if source == "pile":
            return TakeVillage(card) in ctx.legal
        return self._tappable(card, ctx)

    def _chips_layout(self, groups, ctx, width: float, chip_h: float, names):
        """Chips in rows, group by group: (source, card, count, x, y, w, h, tappable); cards
        nobody may tap now as small faces when ``names`` is None (the most compact)."""
        placed = []
        y = 0.0
        if names:
            per_row = max(int((width + GAP) // (max(chip_h * 2.3, NAMED_CHIP_W) + GAP)), 1)
            chip_w = (width - GAP * (per_row - 1)) / per_row
        else:
            chip_w = chip_h * 1.15
        for group in groups:
            x = 0.0
            row_h = 0.0
            for source, card, count in group:
                tappable = self._chip_tappable(source, card, ctx)
                if names is None and not tappable:
                    w, h = 52.0, 24.0
                else:
                    w, h = chip_w, chip_h
                if x and x + w > width + 0.01:
                    x, y = 0.0, y + row_h + GAP
                    row_h = 0.0
                placed.append((source, card, count, x, y, w, h, tappable))
                x += w + GAP
                row_h = max(row_h, h)
            y += row_h + GAP
        return placed, y

    def _draw_chips(self, canvas, box: Rect, groups, ctx, chip_h, names) -> list[HitRegion]:
        if not groups:
            canvas.text(
                box.x,
                box.y + 4,
                t("elves.empty_hand"),
                theme.ui_font(15),
                theme.INK_SOFT,
                baseline="top",
            )
            return []
        regions = []
        marks = self.marks(ctx)
        placed, _ = self._chips_layout(groups, ctx, box.w, chip_h, names)
        selected = ctx.selected
        marking = ctx.view["phase"] in MARKING
        for source, card, count, x, y, w, h, tappable in placed:
            rect = Rect(box.x + x, box.y + y, w, h)
            if rect.bottom > box.bottom + 1:
                continue  # no room left (the DOM mirror still offers every move)
            self.spots.append((rect, ("card", card, count)))
            if h < MIN_TOUCH:
                draw_mini(canvas, rect.x, rect.y, h, card, count)
                continue
            usable = tappable if source == "pile" else self._usable(card, ctx)

            def paint(px, py, card=card, count=count, w=w, h=h, lit=usable and tappable):
                draw_chip(
                    canvas,
                    Rect(px, py, w, h),
                    card,
                    count,
                    capital(card_name(card)) if names else None,
                    lit=lit and not marking,
                    selected=selected == ("card", card),
                    marked=marks.count(card),
                    dim=marking and not lit,
                )

            ctx.draw_piece(canvas, (source, card), rect.x, rect.y, paint)
            if not tappable:
                continue
            if source == "pile":
                action = TakeVillage(card)
                label = t("elves.button.take", card=self.action_label(action, ctx), left=count)
                regions.append(HitRegion(f"act:{ctx.legal.index(action)}", rect, label))
            else:
                label = self._chip_label(card, count, ctx)
                regions.append(HitRegion(f"pick:hand:{card}", rect, label))
                self.chips_drawn.add(card)
        return regions

    def _chip_label(self, card: str, count: int, ctx: TableContext) -> str:
        phase = ctx.view["phase"]
        name = capital(card_name(card))
        if phase in MARKING:
            marked = self.marks(ctx).count(card)
            return t("elves.chip.mark", card=name, number=count, marked=marked)
        if phase == "travel" and card in TRAVEL_KINDS and Travel(card) in ctx.legal:
            return self._travel_label(card, ctx.view)
        return t("elves.chip.card", card=name, number=count)

    # -- results --------------------------------------------------------------------------------
    def results_count(self, view: dict) -> int:
        return len(self.account(view).rounds)

    def draw_result(self, canvas: Canvas, box: Rect, ctx: TableContext, index: int) -> None:
        view = ctx.view
        result = self.account(view).rounds[index]
        canvas.fill_rect(box.x, box.y, box.w, box.h, theme.PARCHMENT)
        title = t("elves.result.title", round=index + 1, rounds=view["rounds"])
        font, lines = fit_text(canvas, title, theme.title_font(28), box.w, max_lines=2)
        y = box.y
        for line in lines:
            canvas.text(
                box.center[0], y, line, font, theme.ROYAL_BLUE, align="center", baseline="top"
            )
            y += font.size * 1.2
        rows = len(result)
        row_h = min((box.bottom - y - 8) / rows, 90.0)
        for seat, row in enumerate(result):
            self._draw_result_row(
                canvas, Rect(box.x, y + 8 + seat * row_h, box.w, row_h - 6), ctx, seat, row
            )

    def _result_parts(self, row: dict, names) -> list[tuple[str, str]]:
        """The round's gold besides the villages: (text, colour)."""
        parts = []
        if row["bonus"]:
            parts.append((t("elves.result.bonus", gold=row["bonus"]), theme.FOREST))
        if row["thief_received"]:
            parts.append(
                (t("elves.result.thief_received", gold=row["thief_received"]), theme.FOREST)
            )
        if row["thief_paid"]:
            parts.append((t("elves.result.thief_paid", gold=row["thief_paid"]), theme.CRIMSON))
        if row["teleport"]:
            parts.append((t("elves.result.teleport", gold=row["teleport"]), theme.CRIMSON))
        if row["bought"]:
            parts.append((t("elves.result.bought", gold=row["bought"]), theme.CRIMSON))
        if row["removed"]:
            parts.append((t("elves.result.removed", gold=row["removed"]), theme.CRIMSON))
        return parts

    def _draw_result_row(self, canvas, box: Rect, ctx: TableContext, seat: int, row: dict) -> None:
        """One player's round: name and net gain; the villages of the trip in order, each
        with the gold it paid (a gold coin where a gold card doubled it); then the bonus,
        thief tolls, teleports, purchases and removals."""
        canvas.rounded_rect(box.x, box.y, box.w, box.h, 8, fill=theme.WHITE)
        names = ctx.names
        narrow = box.w < 600
        name_w = box.w - 90 if narrow else min(box.w * 0.2, 180.0)
        top_h = min(box.h * 0.36, 30.0) if narrow else box.h
        mid = box.y + (top_h / 2 + 2 if narrow else box.h / 2)
        draw_player_mark(canvas, seat, box.x + 14, mid, 8)
        font, name = clipped(canvas, names[seat], theme.ui_font(16, 700), name_w - 30)
        canvas.text(box.x + 28, mid, name, font, theme.INK, baseline="middle")
        canvas.text(
            box.right - 10,
            mid,
            signed(row["gained"]),
            theme.title_font(min(22, max(top_h * 0.7, 14))),
            theme.FOREST if row["gained"] >= 0 else theme.CRIMSON,
            align="right",
            baseline="middle",
        )
        if narrow:
            area = Rect(box.x + 8, box.y + top_h, box.w - 16, box.h - top_h - 2)
        else:
            area = Rect(box.x + name_w, box.y + 2, box.w - name_w - 76, box.h - 4)
        visits = row["visits"]
        parts = self._result_parts(row, names)
        if not visits and not parts:
            canvas.text(
                area.x,
                area.center[1],
                t("elves.result.nothing"),
                theme.ui_font(14),
                theme.INK_SOFT,
                baseline="middle",
            )
            return
        lines = (1 if visits else 0) + (1 if parts else 0)
        line_h = area.h / lines
        y = area.y
        if visits:
            self._draw_visits(canvas, Rect(area.x, y, area.w, line_h), visits)
            y += line_h
        if parts:
            part_font = theme.ui_font(min(max(line_h * 0.45, 11), 15), 700)
            total = sum(canvas.measure_text(text, part_font) + 14 for text, _ in parts)
            if total > area.w:
                part_font = readable(part_font.scaled(area.w / total))
            x = area.x
            for text, colour in parts:  # those that find no room are cut short, then left out
                if x >= area.right - 14:
                    break
                sized, line = clipped(canvas, text, part_font, area.right - x)
                canvas.text(x, y + line_h / 2, line, sized, colour, baseline="middle")
                x += canvas.measure_text(line, sized) + 14

    def _draw_visits(self, canvas: Canvas, box: Rect, visits: list[dict]) -> None:
        """The villages a trip reached, as small faces with the gold each paid; those that
        do not fit are summed up at the end."""
        size = max(min(box.h * 0.72, 30.0), 12.0)
        font = readable(theme.ui_font(min(size * 0.55, 15), 700))
        cy = box.center[1]

        def width(visit: dict) -> float:
            return size + canvas.measure_text(f"+{visit['gold']}", font) + 12

        more_w = canvas.measure_text(t("elves.result.more", count=9, gold=99), font) + 8
        shown = list(visits)
        if sum(width(v) for v in visits) > box.w:
            shown = []
            used = more_w
            for visit in visits:
                if used + width(visit) > box.w:
                    break
                shown.append(visit)
                used += width(visit)
        x = box.x
        for visit in shown:
            face = Rect(x, cy - size / 2, size, size)
            if visit["terrain"] is None:  # a position laid out by hand: terrain unknown
                canvas.rounded_rect(face.x, face.y, face.w, face.h, 4, fill=theme.PARCHMENT_DARK)
            else:
                draw_card_face(canvas, face, visit["terrain"], radius=4)
            if visit["doubled"]:
                canvas.circle(
                    face.right - 2, face.y + 2, size * 0.2, fill=theme.GOLD, stroke=theme.INK
                )
            text = f"+{visit['gold']}"
            canvas.text(x + size + 3, cy, text, font, theme.INK, baseline="middle")
            x += width(visit)
        if len(shown) < len(visits):
            rest = visits[len(shown) :]
            text = t("elves.result.more", count=len(rest), gold=sum(v["gold"] for v in rest))
            canvas.text(x, cy, text, font, theme.INK, baseline="middle")

    def draw_final(self, canvas: Canvas, box: Rect, ctx: TableContext) -> None:
        view = ctx.view
        winners = view["winners"]
        names = ctx.names
        key = "elves.final.king" if len(winners) == 1 else "elves.final.shared"
        headline = t(key, names=", ".join(names[seat] for seat in winners))
        y = draw_final_headline(canvas, box, headline, 32)
        gold_by_round = view["gold_by_round"]
        players = view["players"]
        gains = [
            [
                row[seat] - (gold_by_round[k - 1][seat] if k else 7)
                for k, row in enumerate(gold_by_round)
            ]
            for seat in range(players)
        ]
        line_font = theme.ui_font(15)
        line_h = 22.0 if box.h > 500 else 18.0
        for seat in sorted(range(players), key=lambda s: -view["gold"][s]):
            parts = " ".join(signed(g) for g in gains[seat])
            text = t(
                "elves.final.line",
                name=names[seat],
                gold=gold_text(view["gold"][seat]),
                parts=f"7 {parts}",
            )
            sized, fitted = fit_readable(canvas, text, line_font, box.w - 30)
            draw_player_mark(canvas, seat, box.x + 10, y + line_h / 2, 6)
            canvas.text(
                box.x + 24,
                y + line_h / 2,
                fitted[0] if fitted else "",
                sized,
                theme.INK,
                baseline="middle",
            )
            y += line_h
        per_round = [[gold_by_round[0][seat]] + gains[seat][1:] for seat in range(players)]
        draw_score_chart(
            canvas,
            Rect(box.x, y + 6, box.w, box.bottom - y - 6),
            list(names),
            per_round,
            t("elves.round_short"),
            legend=False,  # the lines above name each seat with its total
        )


@kept_drawing
def _draw_principality(
    canvas: Canvas,
    cell: Rect,
    header_h: float,
    seat: int,
    name: str,
    markers_left: int,
    hand_size: int,
    set_aside: int,
    shown: bool,
    lit: bool,
    traveller: bool,
) -> None:
    """A principality's frame in its owner's colour, and its header: the owner (a castle
    while travelling), then right to left the markers left, the cards in hand, the gold
    set aside for purchases and, after a search, the eye of a shown hand."""
    colour = player_colour(seat)
    canvas.rounded_rect(
        cell.x,
        cell.y,
        cell.w,
        cell.h,
        10,
        fill="#f6e7b0" if lit else theme.WHITE,
        stroke=theme.GOLD if lit else colour,
        line_width=4.0 if lit else 2.0,
    )
    mid = cell.y + header_h / 2 + 1
    r = min(header_h * 0.32, 8.0)
    if traveller:
        draw_castle(canvas, cell.x + 6 + r, mid, r * 2.2, colour)
    else:
        draw_player_mark(canvas, seat, cell.x + 6 + r, mid, r)
    small = readable(theme.ui_font(min(header_h * 0.5, 13), 700))
    x = cell.right - 6
    pip = max(r * 0.45, 2.5)
    for marker in range(MARKERS):
        cx = x - pip - marker * (pip * 2 + 2)
        if marker < markers_left:
            canvas.circle(cx, mid, pip, fill=colour, stroke=theme.INK, line_width=1)
        else:
            canvas.circle(cx, mid, pip, stroke=theme.INK_SOFT, line_width=1)
    x -= MARKERS * (pip * 2 + 2) + 4
    # Cards in hand: a card back and the count.
    count = str(hand_size)
    w = canvas.measure_text(count, small)
    canvas.text(x, mid, count, small, theme.INK, align="right", baseline="middle")
    back_h = header_h * 0.55
    canvas.rounded_rect(
        x - w - 2 - back_h * 0.7,
        mid - back_h / 2,
        back_h * 0.7,
        back_h,
        2,
        fill=theme.ROYAL_BLUE,
    )
    x -= w + back_h * 0.7 + 8
    if set_aside:
        text = f"+{set_aside}"
        w = canvas.measure_text(text, small)
        canvas.text(x, mid, text, small, theme.INK, align="right", baseline="middle")
        canvas.circle(x - w - 6, mid, 4.5, fill=theme.GOLD, stroke=theme.INK, line_width=1)
        x -= w + 16
    if shown:
        eye_w = header_h * 0.8
        _draw_eye(canvas, x - eye_w / 2, mid, eye_w)
        x -= eye_w + 4
    name_x = cell.x + 10 + 2 * r
    font = theme.title_font(max(min(header_h * 0.55, 15), READABLE))
    if x - name_x < NAME_ROOM * font.size:  # the seat's mark (and a long press) names it
        return
    font, clipped_name = clipped(canvas, name, font, x - name_x)
    canvas.text(name_x, mid, clipped_name, font, theme.INK, baseline="middle")


def _draw_eye(canvas: Canvas, cx: float, cy: float, w: float) -> None:
    """The mark of a hand shown to all (after a search)."""
    points = [
        (cx - w / 2, cy),
        (cx - w / 4, cy - w / 4),
        (cx + w / 4, cy - w / 4),
        (cx + w / 2, cy),
        (cx + w / 4, cy + w / 4),
        (cx - w / 4, cy + w / 4),
    ]
    canvas.polygon(points, fill=theme.WHITE, stroke=theme.INK, line_width=1.2)
    canvas.circle(cx, cy, w / 6, fill=theme.INK)
