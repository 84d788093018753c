"""Intrighi a corte in words: the move log, action names, card and character texts, and where
a card lies in a stack — all from the viewer's view, in the current language.

The log is built only from ``observe(viewer)["log"]``, which the engine redacts for each seat,
never from ``str(action)`` (which names face-down cards).
"""

from __future__ import annotations

from kingmakers.games.intrighi.actions import (
    Discard,
    Pass,
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
from kingmakers.games.intrighi.data import CANDIDATES, CARD, CHARACTER, HEAR_CONFESSION
from kingmakers.ui.games.intrighi.pieces import candidate_name, card_name
from kingmakers.ui.games.intrighi.reading import (
    STACK_ACTIONS,
    card_actions,
    discard_excess,
    hand,
    power_actions,
    private,
    selected_actions,
    shows_private,
)
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.seam import Badge, TableContext

#: The key that holds a log entry's kind.
LOG_TYPE = "type"


def entry_type(entry: dict) -> str:
    return entry[LOG_TYPE]


def character_name(key: str) -> str:
    return CHARACTER[key].name


def character_text(key: str) -> str:
    """What a character can do, in the current language."""
    return t(f"intrighi.character.{key}")


def card_text(key: str) -> str:
    """What a play card does, in the current language."""
    card = CARD[key]
    if card.value > 0:
        return t("intrighi.card.sostegno", value=card.value)
    if card.value < 0:
        return t("intrighi.card.abbasso", value=-card.value)
    return t(f"intrighi.card.{key}")


def where_in_stack(position: int, size: int) -> str:
    """Where a card goes into a stack of ``size`` cards, ``position`` cards below the top."""
    if size == 0:
        return t("intrighi.where.empty")
    if position == 0:
        return t("intrighi.where.top")
    if position == size:
        return t("intrighi.where.bottom")
    return t("intrighi.where.between", count=position, size=size)


def slot_name(position: int, size: int) -> str:
    """A card already in a stack: its place counted from the top (1 is the top card)."""
    return t("intrighi.slot", number=position + 1, size=size)


def cards_list(keys) -> str:
    return ", ".join(card_name(key) for key in keys)


# -- the move log -------------------------------------------------------------------------------


def _draw_line(entry: dict, ctx: TableContext, sizes: list[int]) -> str | None:
    card = entry.get("card")
    if not card:
        return None  # a draw the viewer did not see
    return t("intrighi.log.draw", name=ctx.name(entry["seat"]), card=card_name(card))


def _morte_line(entry: dict, ctx: TableContext, sizes: list[int]) -> str:
    return t("intrighi.log.morte", name=ctx.name(entry["seat"]))


def _skip_line(entry: dict, ctx: TableContext, sizes: list[int]) -> str:
    return t("intrighi.log.skip", name=ctx.name(entry["seat"]))


def _pass_line(entry: dict, ctx: TableContext, sizes: list[int]) -> str:
    return t("intrighi.log.pass", name=ctx.name(entry["seat"]))


def _discard_line(entry: dict, ctx: TableContext, sizes: list[int]) -> str:
    name = ctx.name(entry["seat"])
    card = entry.get("card")
    if card:
        return t("intrighi.log.discard_seen", name=name, card=card_name(card))
    return t("intrighi.log.discard", name=name)


def _corruzione_line(entry: dict, ctx: TableContext, sizes: list[int]) -> str:
    name = ctx.name(entry["seat"])
    victim = ctx.name(entry["victim"])
    card = entry.get("card")
    if not entry["took"]:
        return t("intrighi.log.corruzione_empty", name=name, victim=victim)
    if card:
        return t("intrighi.log.corruzione_seen", name=name, victim=victim, card=card_name(card))
    return t("intrighi.log.corruzione", name=name, victim=victim)


def _beside_line(entry: dict, ctx: TableContext, sizes: list[int]) -> str:
    return t(
        "intrighi.log.beside",
        name=ctx.name(entry["seat"]),
        card=card_name(entry["card"]),
        target=ctx.name(entry["target"]),
    )


def _ability_line(entry: dict, ctx: TableContext, sizes: list[int]) -> str:
    return t("intrighi.log.ability", name=ctx.name(entry["seat"]), card=card_name(entry["card"]))


def _tradimento_line(entry: dict, ctx: TableContext, sizes: list[int]) -> str:
    return t(
        "intrighi.log.tradimento",
        name=ctx.name(entry["seat"]),
        ally=ctx.name(entry["ally"]),
        target=ctx.name(entry["target"]),
    )


def _scandalo_line(entry: dict, ctx: TableContext, sizes: list[int]) -> str:
    return t(
        "intrighi.log.scandalo",
        name=ctx.name(entry["seat"]),
        candidate=candidate_name(entry["candidate"]),
    )


def _look_line(entry: dict, ctx: TableContext, sizes: list[int]) -> str:
    line = t(
        f"intrighi.log.look_{entry['source']}",
        name=ctx.name(entry["seat"]),
        candidate=candidate_name(entry["candidate"]),
    )
    if "cards" in entry:
        seen = cards_list(entry["cards"]) or t("intrighi.nothing")
        return t("intrighi.log.seen", line=line, cards=seen)
    return f"{line}."


def _confession_line(entry: dict, ctx: TableContext, sizes: list[int]) -> str:
    line = t(
        f"intrighi.log.confession_{entry['source']}",
        name=ctx.name(entry["seat"]),
        target=ctx.name(entry["target"]),
    )
    if "confessed" in entry:
        return t("intrighi.log.confessed", line=line, candidate=entry["confessed"])
    return f"{line}."


def _place_line(entry: dict, ctx: TableContext, sizes: list[int]) -> str:
    """A card put into a stack (``sizes``: the stacks' sizes just before it); its face only
    for those who saw it."""
    fields = {
        "name": ctx.name(entry["seat"]),
        "candidate": candidate_name(entry["candidate"]),
        "where": where_in_stack(entry["position"], sizes[entry["candidate"]]),
    }
    key = "intrighi.log.place" if entry["placer"] == entry["seat"] else "intrighi.log.place_for"
    if entry["placer"] != entry["seat"]:
        fields["placer"] = ctx.name(entry["placer"])
    card = entry.get("card")
    if card:
        return t(f"{key}_seen", card=card_name(card), **fields)
    return t(key, **fields)


#: Each log entry's kind -> its line (None for a draw the viewer did not see: every turn has
#: one); each takes the entry, the context and the stacks' sizes just before it.
LOG_LINES = {
    "draw": _draw_line,
    "morte": _morte_line,
    "skip": _skip_line,
    "pass": _pass_line,
    "discard": _discard_line,
    "corruzione": _corruzione_line,
    "place": _place_line,
    "beside": _beside_line,
    "ability": _ability_line,
    "tradimento": _tradimento_line,
    "scandalo": _scandalo_line,
    "look": _look_line,
    "confession": _confession_line,
}


def log_line(entry: dict, ctx: TableContext, sizes: list[int]) -> str | None:
    """One log entry in words (None for a draw the viewer did not see)."""
    line = LOG_LINES.get(entry_type(entry))
    return line(entry, ctx, sizes) if line else None


def log_lines(ctx: TableContext) -> list[str]:
    lines = []
    sizes = [0] * len(CANDIDATES)
    for entry in ctx.view["log"]:
        line = log_line(entry, ctx, sizes)
        if line:
            lines.append(line)
        kind = entry_type(entry)
        if kind == "place":
            sizes[entry["candidate"]] += 1
        elif kind == "scandalo":
            sizes[entry["candidate"]] -= 1
    return lines


def stack_ids(view: dict) -> list[list]:
    """A stable id for every stack card: the index of the log entry that placed it, found by
    replaying the public placements (insertions at a position, Scandalo taking the top), so
    a card keeps its id while others are put above it. Falls back to positions if the log
    does not account for a stack."""
    ids: list[list] = [[] for _ in CANDIDATES]
    for index, entry in enumerate(view["log"]):
        kind = entry_type(entry)
        if kind == "place":
            ids[entry["candidate"]].insert(entry["position"], index)
        elif kind == "scandalo" and ids[entry["candidate"]]:
            ids[entry["candidate"]].pop(0)
    for candidate, stack in enumerate(view["stacks"]):
        if len(ids[candidate]) != len(stack):
            ids[candidate] = [("slot", candidate, i) for i in range(len(stack))]
    return ids


# -- actions ------------------------------------------------------------------------------------


def manipulator(view: dict, seat: int | None) -> int | None:
    """Who would place ``seat``'s next Sostegno or Abbasso: the owner of the oldest
    Manipolazione beside it (public: the cards beside a character lie face up)."""
    if seat is None:
        return None
    for entry in view["beside"][seat]:
        if entry["card"] == "manipolazione":
            return entry["by"]
    return None


def action_label(action, ctx: TableContext) -> str:
    """Every legal action's accessible name (the DOM mirror); the viewer's own cards may be
    named: only the viewer is offered them."""
    view = ctx.view
    if isinstance(action, Pass):
        return t("intrighi.action.pass")
    if isinstance(action, PlayStackCard):
        placer = manipulator(view, view["to_move"])
        if placer is not None:
            return t(
                "intrighi.action.play_stack_manipulated",
                card=card_name(action.card),
                placer=ctx.name(placer),
            )
        return t("intrighi.action.play_stack", card=card_name(action.card))
    if isinstance(action, Place):
        size = len(view["stacks"][action.candidate])
        return t(
            "intrighi.action.place",
            candidate=candidate_name(action.candidate),
            where=where_in_stack(action.position, size),
        )
    if isinstance(action, PlayBeside):
        return t(
            "intrighi.action.beside", card=card_name(action.card), target=ctx.name(action.seat)
        )
    if isinstance(action, PlayAbility):
        return t("intrighi.action.ability", card=card_name(action.card))
    if isinstance(action, PlayTradimento):
        return t(
            "intrighi.action.tradimento",
            ally=ctx.name(action.ally),
            target=ctx.name(action.seat),
        )
    if isinstance(action, PlaySpionaggio):
        return t("intrighi.action.spionaggio", candidate=candidate_name(action.candidate))
    if isinstance(action, PlayScandalo):
        return t("intrighi.action.scandalo", candidate=candidate_name(action.candidate))
    if isinstance(action, PlayConfessione):
        return t("intrighi.action.confessione", target=ctx.name(action.seat))
    if isinstance(action, UseSpia):
        return t("intrighi.action.spia", candidate=candidate_name(action.candidate))
    if isinstance(action, UseConfessore):
        return t("intrighi.action.confessore", target=ctx.name(action.seat))
    if isinstance(action, Discard):
        return t("intrighi.action.discard", card=card_name(action.card))
    return str(action)


# -- why a move is worth it ---------------------------------------------------------------------


def hint_reason(ctx: TableContext, steps: tuple, after: dict) -> str | None:
    """Why a card put into a stack is worth it, from the player's secret candidate: a
    Sostegno raises their own (safe from a Scandalo under the top card), an Abbasso lowers
    another."""
    view = ctx.view
    seat = view["seat"]
    own = view["candidates"][seat] if seat is not None else None
    if own is None or len(steps) < 2:
        return None
    card, place = steps[0], steps[1]
    if not isinstance(card, PlayStackCard) or not isinstance(place, Place):
        return None
    value = CARD[card.card].value
    name = candidate_name(place.candidate)
    mine = CANDIDATES[place.candidate] == own
    if value > 0 and mine:
        key = "intrighi.reason.support_safe" if place.position > 0 else "intrighi.reason.support"
        return t(key, candidate=name, value=value)
    if value < 0 and not mine:
        return t("intrighi.reason.lower", candidate=name, value=-value, own=own)
    return None


# -- why a card in hand cannot be played ---------------------------------------------------------


def refusal(key: str, ctx: TableContext, short: bool = False) -> str:
    """Why the card ``key`` in the viewer's hand has no legal play now (the legal actions
    say that it has none; this only finds the words). ``short``: a few words for the card."""
    view = ctx.view
    card = CARD[key]
    seat = view["seat"]
    style = "short" if short else "long"
    if card.needs and seat is not None and card.needs not in view["abilities"][seat]:
        return t(f"intrighi.why.{style}.needs", card=card.name, ability=card_name(card.needs))
    if key == "tradimento":
        return t(f"intrighi.why.{style}.no_alleanza")
    if key in ("spionaggio", "scandalo"):
        return t(f"intrighi.why.{style}.empty_stacks", card=card.name)
    return t(f"intrighi.why.{style}.other", card=card.name)


# -- the board in words ----------------------------------------------------------------------


def deck_words(view: dict) -> str:
    return t(
        "intrighi.deck_summary",
        draws=t("intrighi.deck", count=view["draws_left"]),
        under=t("intrighi.under", count=view["under_morte"]["count"]),
    )


def stack_words(ctx: TableContext, candidate: int) -> str:
    """A stack: its size and, where the viewer knows them, which cards lie where."""
    stack = ctx.view["stacks"][candidate]
    text = t("intrighi.stack_size", count=len(stack), candidate=candidate_name(candidate))
    known = [
        t("intrighi.slot_card", slot=slot_name(i, len(stack)), card=card_name(key))
        for i, key in enumerate(stack)
        if key is not None
    ]
    if known:
        text = t("intrighi.known_in_stack", stack=text, cards="; ".join(known))
    return text


def slot_words(candidate: int, index: int, size: int, key: str | None) -> str:
    """A stack card's place (and its face when the viewer knows it)."""
    text = slot_name(index, size)
    if key is not None:
        text = t("intrighi.slot_card", slot=text, card=card_name(key))
    return f"{candidate_name(candidate)} · {text}"


def stack_detail_title(ctx: TableContext, candidate: int) -> str:
    return t(
        "intrighi.stack_title",
        candidate=candidate_name(candidate),
        count=len(ctx.view["stacks"][candidate]),
    )


def seat_words(ctx: TableContext, seat: int) -> str:
    view = ctx.view
    character = view["characters"][seat]
    parts = [
        t(
            "intrighi.seat_summary",
            name=ctx.name(seat),
            character=character_name(character),
            text=character_text(character),
            count=view["hand_sizes"][seat],
        )
    ]
    abilities = view["ability_cards"][seat]
    if abilities:
        parts.append(t("intrighi.abilities_beside", cards=cards_list(abilities)))
    beside = [
        t("intrighi.played_by", card=card_name(e["card"]), name=ctx.name(e["by"]))
        for e in view["beside"][seat]
    ]
    if beside:
        parts.append(t("intrighi.beside_list", cards=", ".join(beside)))
    known = view["candidates"][seat]
    if known is not None and seat != view["seat"]:
        parts.append(t("intrighi.backs", name=ctx.name(seat), candidate=known))
    return " ".join(parts)


def knowledge(ctx: TableContext) -> list[str]:
    """What the viewer knows besides their hand: confessed candidates, cards seen in
    others' hands, stack cards (made once per view)."""
    return ctx.once("knowledge", lambda: _knowledge(ctx))


def _knowledge(ctx: TableContext) -> list[str]:
    view = ctx.view
    seat = view["seat"]
    lines = []
    for other, candidate in enumerate(view["candidates"]):
        if other != seat and candidate is not None:
            lines.append(t("intrighi.backs", name=ctx.name(other), candidate=candidate))
    you = private(view)
    for other, cards in enumerate(you["seen_in_hands"] if you else []):
        if cards:
            lines.append(t("intrighi.holds", name=ctx.name(other), cards=cards_list(cards)))
    for candidate, stack in enumerate(view["stacks"]):
        if any(key is not None for key in stack):
            lines.append(stack_words(ctx, candidate))
    return lines


# -- the hand in words ---------------------------------------------------------------------------


def hand_words(ctx: TableContext) -> list[tuple[list, str | None, str]]:
    """Each card of the viewer's hand: its legal plays, why it has none (a few words,
    when the viewer may play but not this card) and its control's label (made once per
    view)."""
    return ctx.once("hand", lambda: _hand_words(ctx))


def _hand_words(ctx: TableContext) -> list[tuple[list, str | None, str]]:
    playing = ctx.view["phase"] == "play" and bool(ctx.legal)
    found = []
    for key in hand(ctx.view):
        actions = card_actions(key, ctx) if ctx.legal else []
        blocked = refusal(key, ctx, short=True) if playing and not actions else None
        found.append((actions, blocked, _card_label(key, actions, blocked, ctx)))
    return found


def _card_label(key: str, actions: list, blocked: str | None, ctx: TableContext) -> str:
    name = card_name(key)
    if ctx.view["phase"] == "discard":
        if discard_excess(ctx.view) <= 1:
            return action_label(Discard(key), ctx)
        return t("intrighi.label.mark_discard", card=name)
    if blocked:
        return t("intrighi.label.blocked", card=name, reason=refusal(key, ctx))
    if len(actions) == 1:
        return action_label(actions[0], ctx)
    return t("intrighi.label.select", card=name)


def _hears_confession(view: dict) -> bool:
    """Whether the viewer's character's power is the Confessore's (else the Spia's)."""
    return CHARACTER[view["characters"][view["seat"]]].power == HEAR_CONFESSION


def power_name(view: dict) -> str:
    """The name of the button of the viewer's character's power."""
    if _hears_confession(view):
        return t("intrighi.power.confessore")
    return t("intrighi.power.spia")


def power_words(view: dict) -> str:
    """What the power's button does (a hover or a long press over it says)."""
    if _hears_confession(view):
        return t("intrighi.explain.confessore")
    return t("intrighi.explain.spia")


# -- the table's words ---------------------------------------------------------------------------


class IntrighiWords:
    """The Intrighi a corte table in words (see :class:`~kingmakers.ui.seam.GameWords`)."""

    def prompt(self, ctx: TableContext) -> str | None:
        view = ctx.view
        seat = view["to_move"]
        if seat is None:
            return t("intrighi.prompt.over")
        placing = view["placing"]
        if not ctx.legal:
            if placing and placing["placer"] != placing["player"]:
                return t(
                    "intrighi.prompt.wait_manipulated",
                    placer=ctx.name(placing["placer"]),
                    name=ctx.name(placing["player"]),
                )
            return None
        name = ctx.name(seat)
        selected = ctx.selected
        phase = view["phase"]
        cards = hand(view)
        if isinstance(selected, tuple) and selected[0] == "why" and selected[1] < len(cards):
            return refusal(cards[selected[1]], ctx)
        if phase == "place":
            return self._place_prompt(ctx, name)
        if phase == "discard":
            return t("intrighi.prompt.discard", count=discard_excess(view), name=name)
        if isinstance(selected, tuple):
            chosen = self._chosen_prompt(ctx, name)
            if chosen is not None:
                return chosen
        if power_actions(ctx):
            return t(
                "intrighi.prompt.play_or_power",
                name=name,
                character=character_name(view["characters"][seat]),
            )
        return t("intrighi.prompt.play", name=name)

    @staticmethod
    def _place_prompt(ctx: TableContext, name: str) -> str:
        placing = ctx.view["placing"]
        selected = ctx.selected
        card = placing["card"] if placing else None
        what = card_name(card) if card else t("intrighi.a_card")
        if isinstance(selected, tuple) and selected[0] == "place":
            return t("intrighi.prompt.gap", name=name, candidate=candidate_name(selected[1]))
        if placing and placing["placer"] != placing["player"]:
            return t(
                "intrighi.prompt.place_for",
                name=name,
                card=what,
                player=ctx.name(placing["player"]),
            )
        return t("intrighi.prompt.place", name=name, card=what)

    @staticmethod
    def _chosen_prompt(ctx: TableContext, name: str) -> str | None:
        """The prompt once a card, a power, an alliance or a stack is chosen."""
        view = ctx.view
        selected = ctx.selected
        if selected[0] == "ally":
            return t("intrighi.prompt.ally", name=name, target=ctx.name(selected[2]))
        if selected[0] == "stack":
            return stack_detail_title(ctx, selected[1])
        actions = selected_actions(ctx)
        if not actions:
            return None
        first = actions[0]
        if isinstance(first, PlayTradimento):
            return t("intrighi.prompt.tradimento", name=name)
        what = (
            character_name(view["characters"][view["to_move"]])
            if selected[0] == "power"
            else card_name(hand(view)[selected[1]])
        )
        if isinstance(first, STACK_ACTIONS):
            return t("intrighi.prompt.choose_stack", name=name, what=what)
        return t("intrighi.prompt.choose_player", name=name, what=what)

    def action_label(self, action, ctx: TableContext) -> str:
        return action_label(action, ctx)

    def player_status(self, ctx: TableContext, seat: int) -> tuple[str, list[Badge]]:
        view = ctx.view
        badges = []
        if view["first_player"] == seat:
            badges.append(Badge("star", theme.ROYAL_BLUE, t("intrighi.first_player")))
        result = view["result"]
        if result is not None:
            won = seat in result["winners"]
            if won:
                badges.insert(0, Badge("crown", theme.GOLD, t("intrighi.winner")))
            # In a few words (the final screen says why): the crown marks the winners.
            return t("intrighi.status.wins" if won else "intrighi.status.loses"), badges
        return character_name(view["characters"][seat]), badges

    def log_lines(self, ctx: TableContext) -> list[str]:
        return log_lines(ctx)

    def hint_reason(self, ctx: TableContext, steps: tuple, after: dict) -> str | None:
        return hint_reason(ctx, steps, after)

    def board_summary(self, ctx: TableContext) -> str:
        view = ctx.view
        parts = [deck_words(view)]
        parts += [stack_words(ctx, c) for c in range(len(CANDIDATES))]
        parts += [seat_words(ctx, s) for s in range(view["players"])]
        return " ".join(parts)

    def private_summary(self, ctx: TableContext) -> str | None:
        view = ctx.view
        if not shows_private(view):
            return None
        seat = view["seat"]
        parts = [
            t("intrighi.private_title", name=ctx.name(seat), candidate=view["candidates"][seat]),
            t("intrighi.hand_list", cards=cards_list(hand(view)) or t("intrighi.nothing")),
        ]
        placing = view["placing"]
        if placing and placing["card"]:
            parts.append(t("intrighi.placing", card=card_name(placing["card"])))
        parts += knowledge(ctx)
        return " ".join(part.rstrip(".") + "." for part in parts)
