"""What a tap on the King of the Elves table does (a pure function of the context), and what
may be done now: the targets a selected card lights, the cards in hand a tap acts on, the
moves offered as buttons.

What can be played comes only from the legal actions; a tap on something that cannot be
played is handed to the engine, whose refusal explains why.

Selections (``ctx.selected``): ``("card", card)`` a village or special card chosen in
planning, its targets lit; ``("remove",)`` and ``("teleport",)`` a village to choose;
``("marks", cards)`` the cards marked so far to discard after drawing 3 or to pay a teleport.
"""

from __future__ import annotations

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
    PLANNING_SPECIALS,
    TELEPORT_CARDS,
    TELEPORT_GOLD,
    TERRAINS,
    TRAVEL_KINDS,
    TURNAROUND,
)
from kingmakers.games.elves.rules import removal_cost
from kingmakers.ui.games.elves.reading import MARKING, marks, price
from kingmakers.ui.games.elves.words import action_label
from kingmakers.ui.i18n import t
from kingmakers.ui.seam import Control, Select, TableContext

#: A move offered as a button: (label, region action, primary, accessible name).
Button = tuple[str, str, bool, str | None]


def board_targets(ctx: TableContext) -> tuple[dict[int, object], dict[tuple, object]]:
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


def usable(card: str, ctx: TableContext) -> bool:
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


def tappable(card: str, ctx: TableContext) -> bool:
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
        return usable(card, ctx)
    return phase == "search_discard"


def chip_tappable(source: str, card: str, ctx: TableContext) -> bool:
    """Whether a chip of the private panel (a card of the search pile or of the hand) gets
    a tap target."""
    if source == "pile":
        return TakeVillage(card) in ctx.legal
    return tappable(card, ctx)


def controls(ctx: TableContext) -> dict[str, Control]:
    """Every piece a tap may act on now: the cards in hand, the principalities and villages
    a selection lights, and the buttons that only select."""
    offered: dict[str, Control] = {}
    you = ctx.view.get("you")
    if you is not None:
        for card in you["hand"]:
            if tappable(card, ctx):
                offered[f"hand:{card}"] = _card_control(card, ctx)
    principalities, villages = board_targets(ctx)
    for principality, action in principalities.items():
        offered[f"prin:{principality}"] = action
    for (principality, slot), action in villages.items():
        offered[f"vil:{principality}:{slot}"] = action
    for _label, region, _primary, _accessible in buttons(ctx, short=True):
        if region.startswith("pick:"):
            offered[region[5:]] = _button_control(region[5:], ctx)
    return offered


def _button_control(token: str, ctx: TableContext) -> Control:
    if token in ("remove", "teleport"):
        return Select((token,))
    if token == "clear":
        return Select(("marks", ()))
    if token == "done":
        marked = marks(ctx)
        if len(marked) == ctx.view["pending_discards"]:
            return tuple(Discard(card) for card in marked)
        return Select(("marks", tuple(marked)))
    return Select(None)  # "cancel"


def _card_control(card: str, ctx: TableContext) -> Control:
    view = ctx.view
    phase, seat = view["phase"], view["to_move"]
    if phase == "planning":
        if ctx.selected == ("card", card):
            return Select(None)
        if card in TERRAINS:
            actions = [a for a in ctx.legal if getattr(a, "terrain", None) == card]
            if not actions:  # the engine says why (every principality is full)
                return PlayVillage(card, seat)
        else:
            actions = [a for a in ctx.legal if isinstance(a, PlaySpecial) and a.card == card]
            if not actions:  # the engine says why (no marker, no village that fits)
                return PlaySpecial(card, *_some_village(view, seat))
        # Even a single target is shown lit and waits for its tap, as every card does.
        return Select(("card", card))
    if phase in MARKING:
        marked = marks(ctx)
        held = view["you"]["hand"].get(card, 0)
        if marked.count(card) < held and len(marked) < view["pending_discards"]:
            marked.append(card)
        elif card in marked:
            marked.remove(card)
        return Select(("marks", tuple(sorted(marked, key=CARDS.index))))
    if phase == "search_discard":
        return Discard(card)
    if phase == "travel":
        if card == ESCORT:
            return Escort()
        if card == TURNAROUND:
            return Turnaround()
        return Travel(card)
    return Select(ctx.selected)


def _some_village(view: dict, seat: int) -> tuple[int, int]:
    """A village on the table to name in a refused special card (the engine explains
    against it), the player's own first if any."""
    for owner in [seat, *range(view["players"])]:
        if view["principalities"][owner]:
            return owner, 0
    return seat, 0


def buttons(
    ctx: TableContext, short: bool, band: bool = False, drawn: frozenset[str] = frozenset()
) -> list[Button]:
    """The moves offered as buttons now. ``short``: brief labels (the full name stays the
    accessible one); ``band`` (a short board's middle): the moves a card ``drawn`` in the
    hand also makes are left to that card."""
    view = ctx.view
    phase, selected = view["phase"], ctx.selected
    offered: list[Button] = []
    legal = ctx.legal
    if not legal:
        return offered

    def act(action, long_label=None, short_label=None, primary=False):
        full = action_label(action, ctx)
        label = (short_label if short else long_label) or full
        offered.append((label, f"act:{legal.index(action)}", primary, full))

    def choose(token, long_label, short_label, primary=False):
        offered.append((short_label if short else long_label, f"pick:{token}", primary, None))

    if phase == "planning":
        if selected is not None:
            choose("cancel", t("elves.cancel"), t("elves.cancel"))
            return offered
        cost = price(view)
        for action in legal:
            if isinstance(action, DrawThree):
                act(action, t("elves.button.draw"), t("elves.short.draw"))
            elif isinstance(action, Buy):
                act(
                    action,
                    t("elves.button.buy", count=cost),
                    t("elves.short.buy", price=cost),
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
        marked = marks(ctx)
        need = view["pending_discards"]
        label = t("elves.button.discard_marked", count=need)
        short_label = t("elves.short.discard")
        offered.append(
            (
                short_label if short else label,
                "pick:done" if len(marked) == need else "",
                True,
                label,
            )
        )
        if marked:
            choose("clear", t("elves.button.clear"), t("elves.short.clear"))
    elif phase == "travel":
        if selected == ("teleport",):
            choose("cancel", t("elves.cancel"), t("elves.cancel"))
            return offered
        left_to_cards = drawn if band else frozenset()
        for action in legal:
            if isinstance(action, Travel) and action.card not in left_to_cards:
                act(action, primary=True)
            elif isinstance(action, Escort | Turnaround) and action.kind not in left_to_cards:
                act(action)
        if any(isinstance(a, Teleport) for a in legal):
            choose(
                "teleport",
                t("elves.button.teleport", gold=TELEPORT_GOLD, count=TELEPORT_CARDS),
                t("elves.short.teleport"),
            )
        act(Stop(), t("elves.action.stop"), t("elves.short.stop"))
    return offered
