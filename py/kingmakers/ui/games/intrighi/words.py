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
from kingmakers.games.intrighi.data import CANDIDATES, CARD, CHARACTER
from kingmakers.ui.games.intrighi.pieces import candidate_name, card_name
from kingmakers.ui.i18n import t
from kingmakers.ui.seam import TableContext

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


def log_line(entry: dict, ctx: TableContext, sizes: list[int]) -> str | None:
    """One log entry in words (None for a draw the viewer did not see: every turn has one);
    ``sizes`` are the stacks' sizes just before it."""
    kind = entry_type(entry)
    name = ctx.name(entry["seat"])
    card = entry.get("card")
    if kind == "draw":
        return t("intrighi.log.draw", name=name, card=card_name(card)) if card else None
    if kind == "morte":
        return t("intrighi.log.morte", name=name)
    if kind == "skip":
        return t("intrighi.log.skip", name=name)
    if kind == "pass":
        return t("intrighi.log.pass", name=name)
    if kind == "discard":
        if card:
            return t("intrighi.log.discard_seen", name=name, card=card_name(card))
        return t("intrighi.log.discard", name=name)
    if kind == "corruzione":
        victim = ctx.name(entry["victim"])
        if not entry["took"]:
            return t("intrighi.log.corruzione_empty", name=name, victim=victim)
        if card:
            return t("intrighi.log.corruzione_seen", name=name, victim=victim, card=card_name(card))
        return t("intrighi.log.corruzione", name=name, victim=victim)
    if kind == "place":
        return _place_line(entry, ctx, sizes[entry["candidate"]])
    if kind == "beside":
        return t(
            "intrighi.log.beside", name=name, card=card_name(card), target=ctx.name(entry["target"])
        )
    if kind == "ability":
        return t("intrighi.log.ability", name=name, card=card_name(card))
    if kind == "tradimento":
        return t(
            "intrighi.log.tradimento",
            name=name,
            ally=ctx.name(entry["ally"]),
            target=ctx.name(entry["target"]),
        )
    if kind == "scandalo":
        return t("intrighi.log.scandalo", name=name, candidate=candidate_name(entry["candidate"]))
    if kind == "look":
        line = t(
            f"intrighi.log.look_{entry['source']}",
            name=name,
            candidate=candidate_name(entry["candidate"]),
        )
        if "cards" in entry:
            seen = cards_list(entry["cards"]) or t("intrighi.nothing")
            return t("intrighi.log.seen", line=line, cards=seen)
        return f"{line}."
    if kind == "confession":
        line = t(
            f"intrighi.log.confession_{entry['source']}",
            name=name,
            target=ctx.name(entry["target"]),
        )
        if "confessed" in entry:
            return t("intrighi.log.confessed", line=line, candidate=entry["confessed"])
        return f"{line}."
    return None


def _place_line(entry: dict, ctx: TableContext, size: int) -> str:
    """A card put into a stack that held ``size`` cards; its face only for those who saw it."""
    fields = {
        "name": ctx.name(entry["seat"]),
        "candidate": candidate_name(entry["candidate"]),
        "where": where_in_stack(entry["position"], size),
    }
    key = "intrighi.log.place" if entry["placer"] == entry["seat"] else "intrighi.log.place_for"
    if entry["placer"] != entry["seat"]:
        fields["placer"] = ctx.name(entry["placer"])
    card = entry.get("card")
    if card:
        return t(f"{key}_seen", card=card_name(card), **fields)
    return t(key, **fields)


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
