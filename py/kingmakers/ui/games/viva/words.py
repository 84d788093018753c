"""Viva il Re!'s words at the table: the prompt, the name of every move, each seat's status,
the log (one function per kind of entry), and the board and goal card in words. Candidate
names are proper nouns and never translated."""

from __future__ import annotations

from collections.abc import Callable

from kingmakers.games.viva.actions import Climb, EnterPrivy, Place, Vote
from kingmakers.games.viva.data import LEVEL_POINTS, PLACEMENT_LEVELS, THRONE
from kingmakers.ui.games.viva.reading import candidate_name, where_is
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.seam import Badge, TableContext


def level_name(level: int) -> str:
    return t(f"viva.level.{level}")


def place_of(view: dict, candidate: str) -> str:
    """ "Officers" (or out of the palace, or not placed yet)."""
    level = where_is(view, candidate)
    if level is not None:
        return level_name(level)
    return t("viva.out" if candidate in view["removed"] else "viva.waiting")


def name_and_place(view: dict, candidate: str) -> str:
    """ "Odessa la Contessa · Officers" (or out of the palace, or not placed yet)."""
    return f"{candidate_name(candidate)} · {place_of(view, candidate)}"


def ballots_text(entry: dict, ctx: TableContext) -> str:
    """A vote's ballots, the envoy's included, and what came of it."""
    parts = [
        f"{ctx.name(seat)} {t('viva.yes') if ballot else t('viva.no')}"
        for seat, ballot in enumerate(entry["ballots"])
    ]
    if entry["envoy"]:
        parts.append(f"{t('viva.envoy')} {t('viva.envoy_vote.' + entry['envoy'])}")
    outcome = t("viva.log.crowned" if entry["crowned"] else "viva.log.removed")
    return t(
        "viva.log.vote",
        candidate=candidate_name(entry["candidate"]),
        ballots=", ".join(parts),
        outcome=outcome,
    )


def _round_line(entry: dict, ctx: TableContext) -> str:
    return t("viva.log.round", round=entry["round"], name=ctx.name(entry["first_player"]))


def _place_line(entry: dict, ctx: TableContext) -> str:
    return t(
        "viva.log.place",
        name=ctx.name(entry["seat"]),
        candidate=candidate_name(entry["candidate"]),
        level=level_name(entry["level"]),
    )


def _servants_line(entry: dict, ctx: TableContext) -> str:
    names = ", ".join(candidate_name(c) for c in entry["candidates"])
    return t("viva.log.servants", candidates=names)


def _climb_line(entry: dict, ctx: TableContext) -> str:
    return t(
        "viva.log.throne" if entry["level"] == THRONE else "viva.log.climb",
        name=ctx.name(entry["seat"]),
        candidate=candidate_name(entry["candidate"]),
        level=level_name(entry["level"]),
    )


def _privy_line(entry: dict, ctx: TableContext) -> str:
    return t(
        "viva.log.privy", name=ctx.name(entry["seat"]), candidate=candidate_name(entry["candidate"])
    )


def _king_line(entry: dict, ctx: TableContext) -> str:
    return t("viva.log.king", candidate=candidate_name(entry["candidate"]))


def hint_reason(ctx: TableContext, move, after: dict) -> str | None:
    """Why a move is worth it to the player, from their goal card: a favourite of theirs
    raised (the points it would bring if the round ended now, where it stands ``after``
    the move), crowned or one of the others kept low or out of the palace."""
    you = ctx.view.get("you")
    if you is None:
        return None
    if isinstance(move, Vote):
        candidate = ctx.view["voting"]["candidate"]
        name = candidate_name(candidate)
        if move.yes and candidate in you["favourites"]:
            return t("viva.reason.yes", candidate=name, points=points(THRONE))
        if not move.yes and candidate not in you["favourites"]:
            return t("viva.reason.no", candidate=name)
        return None
    if not isinstance(move, Place | Climb):
        return None
    level = where_is(after, move.candidate)
    if level is None:
        return None
    name, favourite = candidate_name(move.candidate), move.candidate in you["favourites"]
    if favourite and level == THRONE:
        return t("viva.reason.throne", candidate=name, points=points(THRONE))
    if favourite:
        return t(
            "viva.reason.favourite", candidate=name, level=level_name(level), points=points(level)
        )
    if isinstance(move, Place) and level == PLACEMENT_LEVELS[0]:
        return t("viva.reason.low", candidate=name, level=level_name(level))
    return None


def points(level: int) -> str:
    """What a favourite at ``level`` scores at the round's end, in words."""
    return t("viva.points", count=LEVEL_POINTS[level])


#: The log's words, by the kind of entry.
LOG_LINES: dict[str, Callable[[dict, TableContext], str]] = {
    "round": _round_line,
    "place": _place_line,
    "servants": _servants_line,
    "climb": _climb_line,
    "privy": _privy_line,
    "vote": ballots_text,
    "king": _king_line,
}


class VivaWords:
    """Viva il Re!'s :class:`~kingmakers.ui.seam.GameWords`."""

    def prompt(self, ctx: TableContext) -> str | None:
        view = ctx.view
        seat = view["to_move"]
        name = ctx.name(seat)
        if seat is None:
            return t("viva.prompt.over")
        if not ctx.legal:
            return t("viva.prompt.waiting_votes", name=name) if view["phase"] == "vote" else None
        if view["phase"] == "vote":
            return t(
                "viva.prompt.vote", name=name, candidate=candidate_name(view["voting"]["candidate"])
            )
        if ctx.selected:
            return t("viva.prompt.target", name=name, candidate=candidate_name(ctx.selected))
        return t(
            "viva.prompt.place" if view["phase"] == "place" else "viva.prompt.climb", name=name
        )

    def action_label(self, action, ctx: TableContext) -> str:
        if isinstance(action, Place):
            return t(
                "viva.action.place",
                candidate=candidate_name(action.candidate),
                level=level_name(action.level),
            )
        if isinstance(action, EnterPrivy):
            return t("viva.action.privy", candidate=candidate_name(action.candidate))
        if isinstance(action, Climb):
            level = where_is(ctx.view, action.candidate) + 1
            key = "viva.action.throne" if level == THRONE else "viva.action.climb"
            return t(key, candidate=candidate_name(action.candidate), level=level_name(level))
        return t("viva.action.yes" if action.yes else "viva.action.no")

    def player_status(self, ctx: TableContext, seat: int):
        view = ctx.view
        badges = (
            [Badge("crown", theme.GOLD, t("viva.crown_holder"))] if view["crown"] == seat else []
        )
        return t("viva.points", count=view["scores"][seat]), badges

    def board_summary(self, ctx: TableContext) -> str:
        view = ctx.view
        parts = []
        for level in range(THRONE, -1, -1):
            names = ", ".join(candidate_name(c) for c in view["levels"][level]) or "—"
            parts.append(f"{level_name(level)}: {names}")
        privy = view["privy"]
        if privy and privy["occupant"]:
            parts.append(f"{t('viva.privy')}: {candidate_name(privy['occupant'])}")
        if view["unplaced"]:
            names = ", ".join(candidate_name(c) for c in view["unplaced"])
            parts.append(f"{t('viva.unplaced')}: {names}")
        return ". ".join(parts) + "."

    def private_summary(self, ctx: TableContext) -> str | None:
        you = ctx.view.get("you")
        if you is None:
            return None
        favourites = ", ".join(candidate_name(c) for c in you["favourites"])
        title = t("viva.goal_card", name=ctx.name(you["seat"]), number=you["goal_card"])
        return f"{title}: {favourites}. {t('viva.no_cards', count=you['no_cards'])}."

    def hint_reason(self, ctx: TableContext, steps: tuple, after: dict) -> str | None:
        return hint_reason(ctx, steps[0], after)

    def log_lines(self, ctx: TableContext) -> list[str]:
        return [
            LOG_LINES[entry["type"]](entry, ctx)
            for entry in ctx.view["log"]
            if entry["type"] in LOG_LINES
        ]
