"""The King of the Elves table in words (no canvas): the prompt, a move's name, each seat's
gold, the public log one line a move, the board and the hand for screen readers, and what a
hover or a long press over a piece says."""

from __future__ import annotations

from collections import Counter
from functools import partial

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
    CARDS,
    ESCORT,
    FALLEN_TREE,
    GOLD_CARD,
    TELEPORT_CARDS,
    TELEPORT_GOLD,
    TERRAINS,
    THIEF,
    THIEF_TOLL,
    TRAVEL_COST,
    TRAVEL_KINDS,
    VILLAGE_VALUE,
    WATER_MONSTER,
)
from kingmakers.games.elves.rules import removal_cost
from kingmakers.ui.games.elves.reading import (
    MARKING,
    Account,
    capital,
    card_name,
    cards_text,
    discards,
    gold_text,
    marks,
    price,
    signed,
    special_card,
    travel_cost,
    village_name,
)
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.regions import HitRegion
from kingmakers.ui.seam import Badge, TableContext


class ElvesWords:
    """The words of the King of the Elves table (see :class:`~kingmakers.ui.seam.GameWords`)."""

    def prompt(self, ctx: TableContext) -> str | None:
        view = ctx.view
        seat = view["to_move"]
        name = ctx.name(seat)
        if seat is None:
            return t("elves.prompt.over")
        if not ctx.legal:
            return None
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
            return t(key, name=name, count=need, marked=len(marks(ctx)))
        if phase == "searching":
            return t("elves.prompt.take", name=name)
        if phase == "search_discard":
            return t("elves.prompt.search_discard", name=name)
        if selected == ("teleport",):
            return t("elves.prompt.teleport", name=name)
        return t("elves.prompt.travel", name=name)

    def action_label(self, action, ctx: TableContext) -> str:
        return action_label(action, ctx)

    def player_status(self, ctx: TableContext, seat: int) -> tuple[str, list[Badge]]:
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
        log = _Log(ctx)
        for event in ctx.view.get("log", ()):
            _LOG_LINES.get(event["type"], _other_line)(log, event)
        return log.lines

    def hint_reason(self, ctx: TableContext, steps: tuple, after: dict) -> str | None:
        return hint_reason(ctx, steps, after)

    def board_summary(self, ctx: TableContext) -> str:
        """The board in words, made once per view (the replay asks at every frame)."""
        return ctx.once("elves board", lambda: _board_summary(ctx))

    def private_summary(self, ctx: TableContext) -> str | None:
        you = ctx.view.get("you")
        if you is None:
            return None
        hand = cards_text(you["hand"]) or t("elves.empty_hand")
        return t(
            "elves.summary.hand",
            name=ctx.name(you["seat"]),
            gold=gold_text(you["gold"]),
            cards=hand,
        )


# -- why a move is worth it ---------------------------------------------------------------
#: The moves of a trip, whose worth is the gold they bring.
TRIP_MOVES = (Travel, Teleport, Escort, Turnaround)


def hint_reason(ctx: TableContext, steps: tuple, after: dict) -> str | None:
    """Why a move is worth it, in gold: a trip's moves by the gold they win (every
    player's gold is public, and a trip's outcome is the public table's), the end of a trip
    by the thief it avoids, a village in one's own principality by what it pays."""
    view, move = ctx.view, steps[0]
    seat = view["to_move"]
    if isinstance(move, TRIP_MOVES):
        won = after["seats"][seat]["gold"] - view["seats"][seat]["gold"]
        return t("elves.reason.trip", gold=gold_text(won)) if won > 0 else None
    if isinstance(move, Stop) and view["trip"]["next"] is not None:
        principality, slot = view["trip"]["next"]
        thief = view["principalities"][principality][slot]["thief"]
        if view["trip"]["next_thief"] and thief not in (None, seat):
            return t("elves.reason.thief", owner=ctx.names[thief], gold=gold_text(THIEF_TOLL))
        return None
    if isinstance(move, PlayVillage) and move.principality == seat:
        value = gold_text(VILLAGE_VALUE[move.terrain])
        return t("elves.reason.village", card=card_name(move.terrain), gold=value)
    return None


# -- a move's name ------------------------------------------------------------------------
def action_label(action, ctx: TableContext) -> str:
    """A legal action's name, as a button or a screen reader says it."""
    return capital(_action_words(action, ctx))


def _action_words(action, ctx: TableContext) -> str:
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
        return t("elves.action.buy", count=price(view))
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
        return travel_label(action.card, view)
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


def travel_label(kind: str, view: dict) -> str:
    count, obstacle = travel_cost(kind, view)
    key = "elves.action.travel_obstacle" if obstacle else "elves.action.travel"
    return t(key, card=capital(card_name(kind)), count=count)


def chip_label(card: str, count: int, ctx: TableContext) -> str:
    """What a card in hand that a tap acts on is called (its tap target's name)."""
    phase = ctx.view["phase"]
    name = capital(card_name(card))
    if phase in MARKING:
        marked = marks(ctx).count(card)
        return t("elves.chip.mark", card=name, number=count, marked=marked)
    if phase == "travel" and card in TRAVEL_KINDS and Travel(card) in ctx.legal:
        return travel_label(card, ctx.view)
    return t("elves.chip.card", card=name, number=count)


# -- the table in words -------------------------------------------------------------------
def describe_village(view: dict, names, principality: int, slot: int) -> str:
    village = view["principalities"][principality][slot]
    parts = [village_name(view, names, principality, slot)]
    for key in ("gold", "thief", "obstacle"):
        owner = village[key]
        if owner is not None:
            card = special_card(key, village["terrain"])
            parts.append(t("elves.special_of", card=card_name(card), owner=names[owner]))
    return " · ".join(parts)


def describe_seat(view: dict, names, seat: int) -> str:
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
        parts.append(t("elves.shown", cards=cards_text(info["shown"])))
    return " · ".join(parts)


def describe_target(names, seat: int) -> str:
    """A principality lit as the place for the village chosen in hand."""
    return t("elves.explain.principality", owner=names[seat])


def describe_button(token: str, ctx: TableContext) -> str:
    """What a button that is not yet a move (``pick:<token>``) does when pressed now."""
    if token == "done":
        if ctx.view["phase"] == "teleporting":
            return t("elves.explain.discard_teleport")
        return t("elves.explain.discard_drawn")
    if token == "teleport":
        return t("elves.explain.teleport", gold=TELEPORT_GOLD, count=TELEPORT_CARDS)
    if token == "remove":
        return t("elves.explain.remove")
    if token == "clear":
        return t("elves.explain.clear")
    return t("elves.explain.cancel")


def spot_buttons(ctx: TableContext, regions: list[HitRegion]) -> None:
    """Name what a hover or a long press over each drawn button that only selects shows
    (a move's button is named by its label)."""
    for region in regions:
        if region.action.startswith("pick:"):
            ctx.spot(region.rect, partial(describe_button, region.action[5:], ctx))


def describe_card(card: str, count: int) -> str:
    """A card in hand: its name and how many, and what it does (a travel card: what it
    costs to reach each terrain)."""
    name = capital(card_name(card))
    if card in TRAVEL_COST:
        costs = " · ".join(
            f"{t('elves.terrain.' + terrain)} {need}" for terrain, need in TRAVEL_COST[card].items()
        )
        return f"{name} ×{count}: {costs}"
    if card in TERRAINS:
        return t("elves.explain.village", card=name, number=count, value=VILLAGE_VALUE[card])
    if card == THIEF:
        return t("elves.explain.thief", card=name, number=count, toll=THIEF_TOLL)
    if card == GOLD_CARD:
        return t("elves.explain.gold", card=name, number=count)
    if card == FALLEN_TREE:
        return t("elves.explain.fallen_tree", card=name, number=count)
    if card == WATER_MONSTER:
        return t("elves.explain.water_monster", card=name, number=count)
    if card == ESCORT:
        return t("elves.explain.escort", card=name, number=count)
    return t("elves.explain.turnaround", card=name, number=count)


def describe_piles(view: dict) -> str:
    piles = t("elves.piles", draw=view["draw_pile"], discard=discards(view))
    if view["discard_pile"]:
        return f"{piles}: {cards_text(view['discard_pile'])}"
    return piles


def describe_counter(ctx: TableContext, account: Account) -> str:
    """The trip's gold counter: the gold so far and what the last arrival paid."""
    trip = ctx.view["trip"]
    return ", ".join([signed(trip["gold"]), *step_parts(ctx, account)])


def _board_summary(ctx: TableContext) -> str:
    view, names = ctx.view, ctx.names
    parts = [round_text(view)]
    for seat in range(view["players"]):
        villages = [
            describe_village(view, names, seat, slot)
            for slot in range(len(view["principalities"][seat]))
        ]
        parts.append(
            t(
                "elves.summary.principality",
                owner=names[seat],
                villages="; ".join(villages) or t("elves.no_villages"),
            )
        )
        parts.append(describe_seat(view, names, seat))
    parts.append(t("elves.piles", draw=view["draw_pile"], discard=discards(view)))
    trip = view["trip"]
    if trip:
        parts.append(_trip_text(view, names))
    return ". ".join(parts) + "."


def round_text(view: dict) -> str:
    phase = "travel" if view["phase"] in ("travel", "teleporting") else "planning"
    if view["phase"] == "over":
        phase = "over"
    return t(
        "elves.round_phase",
        round=view["round"],
        rounds=view["rounds"],
        phase=t(f"elves.phase.{phase}"),
    )


def _trip_text(view: dict, names) -> str:
    trip = view["trip"]
    text = t("elves.trip_of", name=names[trip["traveller"]], gold=signed(trip["gold"]))
    if trip["next"] is not None:
        text += " · " + t("elves.next", village=village_name(view, names, *trip["next"]))
    return text


def next_text(view: dict, names) -> str:
    """The next village, and what its thief or obstacle does to the traveller."""
    trip = view["trip"]
    principality, slot = trip["next"]
    village = view["principalities"][principality][slot]
    parts = [t("elves.next", village=village_name(view, names, principality, slot))]
    if trip["next_escorted"] and (village["thief"] is not None or village["obstacle"] is not None):
        parts.append(t("elves.escorted"))
    if trip["next_thief"]:
        parts.append(t("elves.thief_toll", toll=THIEF_TOLL, owner=names[village["thief"]]))
    if trip["next_obstacle"]:
        card = special_card("obstacle", village["terrain"])
        parts.append(t("elves.obstacle_extra", card=card_name(card)))
    return " · ".join(parts)


def step_parts(ctx: TableContext, account: Account) -> list[str]:
    """What the last arrival paid: the village (doubled by a gold card), the thief, the
    bonus, a teleport; or a teleport being paid for."""
    trip = ctx.view["trip"]
    if trip["teleport_target"] is not None:
        return [t("elves.step.teleport", gold=TELEPORT_GOLD)]
    steps = account.steps(trip["traveller"])
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


def info_line(ctx: TableContext) -> str | None:
    """The line above the viewer's moves: the next village, the cards marked, the pile a
    search shows."""
    view = ctx.view
    if not ctx.legal:
        return None
    if view["phase"] == "travel" and view["trip"]["next"] is not None:
        return next_text(view, ctx.names)
    if view["phase"] in MARKING:
        return t("elves.marked", count=view["pending_discards"], marked=len(marks(ctx)))
    if view["phase"] == "searching":
        return t("elves.search_pile")
    return None


# -- the log ------------------------------------------------------------------------------
class _Log:
    """The log being told (``view["log"]``: events with a ``type``), one line a move: an
    arrival's gold, thief and bonus join the move that made it (after a teleport, once its
    cards are discarded), a run of one player's discards is one line, and the end of a trip
    says its gold. The table as it stood at each event is followed through the log
    (villages played and removed, cleared each round), so a village is named as it was
    then."""

    def __init__(self, ctx: TableContext):
        self.ctx = ctx
        self.view = ctx.view
        self.table: list[list[str]] = [[] for _ in range(self.view["players"])]
        self.lines: list[str] = []
        self.traveller: int | None = None
        self.trip = 0  # the gold of the trip being told
        self.arrival: list[str] | None = None  # the parts of the line an arrival joins
        self.arrival_line = -1
        self.discarding: int | None = None  # the seat whose discards the last line lists

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
        self.lines.append(t(key, **fields))
        self.discarding = None
        if arrival:
            self.arrival, self.arrival_line = [self.lines[-1]], len(self.lines) - 1
        else:
            self.arrival = None

    def follow_trip(self, seat: int) -> None:
        if self.traveller != seat:
            self.traveller, self.trip = seat, 0

    def part(self, text: str, gold: int) -> None:
        """A part of an arrival (its gold, thief, bonus), joined to its move's line."""
        self.trip += gold
        self.discarding = None
        if self.arrival is None:
            self.lines.append(text)
            self.arrival, self.arrival_line = [text], len(self.lines) - 1
        else:
            self.arrival.append(text)
            self.lines[self.arrival_line] = " · ".join(self.arrival)


def _other_line(log: _Log, event: dict) -> None:
    log.arrival = None


def _round_line(log: _Log, event: dict) -> None:
    log.table = [[] for _ in range(log.view["players"])]
    log.say("elves.log.round", round=event["round"], name=log.name(event["first_player"]))


def _round_end_line(log: _Log, event: dict) -> None:
    log.say("elves.log.round_end", round=event["round"])


def _village_line(log: _Log, event: dict) -> None:
    log.table[event["principality"]].append(event["terrain"])
    log.say(
        "elves.log.village",
        name=log.name(event["seat"]),
        card=card_name(event["terrain"]),
        owner=log.name(event["principality"]),
    )


def _search_line(log: _Log, event: dict) -> None:
    shown = Counter(event.get("hand") or ())
    cards = ", ".join(
        f"{card_name(card)} ×{count}" if count > 1 else card_name(card)
        for card, count in sorted(shown.items(), key=lambda item: CARDS.index(item[0]))
    )
    log.say("elves.log.search", name=log.name(event["seat"]), cards=cards or "—")


def _take_line(log: _Log, event: dict) -> None:
    log.say("elves.log.take", name=log.name(event["seat"]), card=card_name(event["terrain"]))


def _draw_line(log: _Log, event: dict) -> None:
    log.say("elves.log.draw", name=log.name(event["seat"]), count=event["count"])


def _discard_line(log: _Log, event: dict) -> None:
    seat, card = event["seat"], card_name(event["card"])
    if log.discarding == seat:
        log.lines[-1] = f"{log.lines[-1]}, {card}"
        return
    arrival = log.arrival
    log.say("elves.log.discard", name=log.name(seat), cards=card)
    log.arrival = arrival  # a teleport's arrival still joins the teleport's line
    log.discarding = seat


def _buy_line(log: _Log, event: dict) -> None:
    log.say("elves.log.buy", name=log.name(event["seat"]), count=event["price"])


def _special_line(log: _Log, event: dict) -> None:
    log.say(
        "elves.log.special",
        name=log.name(event["seat"]),
        card=card_name(event["card"]),
        village=log.village(event["principality"], event["slot"]),
    )


def _remove_line(log: _Log, event: dict) -> None:
    seat = event["seat"]
    if event["slot"] < len(log.table[seat]):
        log.table[seat].pop(event["slot"])
    log.say(
        "elves.log.remove",
        name=log.name(seat),
        card=card_name(event["terrain"]),
        count=event["cost"],
    )


def _pass_line(log: _Log, event: dict) -> None:
    log.say("elves.log.pass", name=log.name(event["seat"]))


def _travel_line(log: _Log, event: dict) -> None:
    log.follow_trip(event["seat"])
    log.say(
        "elves.log.travel",
        arrival=True,
        name=log.name(event["seat"]),
        card=card_name(event["card"]),
        count=event["cards"],
        village=log.village(event["principality"], event["slot"]),
    )


def _teleport_line(log: _Log, event: dict) -> None:
    log.follow_trip(event["seat"])
    log.trip -= event["cost"]
    log.say(
        "elves.log.teleport",
        arrival=True,
        name=log.name(event["seat"]),
        village=log.village(event["principality"], event["slot"]),
        gold=event["cost"],
    )


def _gold_line(log: _Log, event: dict) -> None:
    log.follow_trip(event["seat"])
    log.part(signed(event["gold"]), event["gold"])


def _thief_line(log: _Log, event: dict) -> None:
    log.follow_trip(event["seat"])
    text = t("elves.step.thief", toll=event["gold"], owner=log.name(event["thief"]))
    log.part(text, -event["gold"])


def _bonus_line(log: _Log, event: dict) -> None:
    log.part(t("elves.step.bonus", gold=event["gold"]), event["gold"])


def _escort_line(log: _Log, event: dict) -> None:
    log.follow_trip(event["seat"])
    log.say(
        "elves.log.escort",
        name=log.name(event["seat"]),
        owner=log.name(event["principality"]),
    )


def _turnaround_line(log: _Log, event: dict) -> None:
    log.follow_trip(event["seat"])
    log.say("elves.log.turnaround", name=log.name(event["seat"]))


def _stop_line(log: _Log, event: dict) -> None:
    seat = event["seat"]
    gold = log.trip if log.traveller == seat else 0
    log.traveller, log.trip = None, 0
    log.say("elves.log.stop", name=log.name(seat), gold=signed(gold))


#: A log entry's type -> what it adds to the log's lines (any other type only ends the
#: arrival that the next gold would join).
_LOG_LINES = {
    "round": _round_line,
    "round_end": _round_end_line,
    "village": _village_line,
    "search": _search_line,
    "take": _take_line,
    "draw": _draw_line,
    "discard": _discard_line,
    "buy": _buy_line,
    "special": _special_line,
    "remove": _remove_line,
    "pass": _pass_line,
    "travel": _travel_line,
    "teleport": _teleport_line,
    "gold": _gold_line,
    "thief": _thief_line,
    "bonus": _bonus_line,
    "escort": _escort_line,
    "turnaround": _turnaround_line,
    "stop": _stop_line,
}
