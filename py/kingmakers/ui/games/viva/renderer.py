"""The Viva il Re! table: the palace, the candidates, goal cards, votes and scoring.

Everything is drawn from ``observe(viewer)``; what can be played comes from the legal
actions the frame passes in. Candidate names are proper nouns and never translated.
"""

from __future__ import annotations

from kingmakers.games.viva.actions import Climb, EnterPrivy, Place, Vote
from kingmakers.games.viva.data import CANDIDATES, LEVEL_CAPACITY, THRONE
from kingmakers.ui.games.viva.palace import (
    FOOTER_FOR_TARGETS,
    GAP,
    LABEL_MIN,
    LABEL_TWO_LINES,
    OUT_CELL,
    PLACE_TARGET_PREFIX,
    TOKEN_MIN_R,
    band_pitches,
    draw_level_label,
    draw_side_column,
    footer_height,
    level_name,
    lit_level,
    low_level,
    side_column,
)
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import (
    READABLE,
    Canvas,
    draw_fitted_line,
    fit_readable,
    fit_text,
    kept_drawing,
    readable_scale,
    try_fit_readable,
    wrap_text,
)
from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion, Rect, touch_box
from kingmakers.ui.kit.widgets import (
    PANEL_TITLE_SIZE,
    draw_button,
    draw_frame,
    draw_panel,
    draw_player_mark,
    draw_score_chart,
    draw_standings,
)
from kingmakers.ui.seam import Badge, TableContext

#: One colour per candidate; each token also shows its initial, so colour is not needed.
CANDIDATE_COLOURS = dict(
    zip(
        CANDIDATES,
        (
            "#8c2d19",
            "#5b3b8c",
            "#1f6f78",
            "#a0522d",
            "#2e5e3e",
            "#9a7209",
            "#3b5b92",
            "#6f6f1f",
            "#9c3d6b",
            "#2f4858",
            "#c05a2b",
            "#6b4226",
            "#4f7942",
        ),
        strict=True,
    )
)
#: The final screen at least this wide puts the standings beside the chart, else above it.
WIDE_FINAL = 560.0
#: A round's result row narrower than this puts the favourites under the name.
WIDE_RESULT_ROW = 560.0
#: The lowest chart worth drawing (a short phone in landscape has room for the table only).
MIN_CHART = 120.0
#: The viewer's six favourites stand in two columns of this many rows.
FAVOURITE_ROWS = 3
#: A favourite's row at its lowest in the titled panel (a token and a line), else the
#: goal card is drawn compact.
FAVOURITE_ROW_MIN = 26.0
#: The goal card's least height on a small phone: a line over a row of tokens, or the
#: vote's buttons.
COMPACT_GOAL_CARD = MIN_TOUCH + 6
#: The Imperial Envoy's panel at its lowest: a row of tokens.
ENVOY_ROW_MIN = 2 * TOKEN_MIN_R + 10


def candidate_name(candidate: str) -> str:
    return CANDIDATES[candidate]


def where_is(view: dict, candidate: str) -> int | None:
    """The candidate's level in the view (its privy's level when in the privy)."""
    privy = view.get("privy")
    if privy and privy["occupant"] == candidate:
        return privy["level"]
    for level, names in enumerate(view["levels"]):
        if candidate in names:
            return level
    return None


def place_of(view: dict, candidate: str) -> str:
    """ "Officers" (or out of the palace, or not placed yet)."""
    level = where_is(view, candidate)
    if level is not None:
        return level_name(level)
    return t("viva.out" if candidate in view["removed"] else "viva.waiting")


def name_and_place(view: dict, candidate: str) -> str:
    """ "Odessa la Contessa · Officers" (or out of the palace, or not placed yet)."""
    return f"{candidate_name(candidate)} · {place_of(view, candidate)}"


@kept_drawing
def draw_token(
    canvas: Canvas,
    candidate: str,
    cx: float,
    cy: float,
    r: float,
    *,
    favourite: bool = False,
    selected: bool = False,
    movable: bool = False,
) -> None:
    """A candidate: a coloured disc with its initial; gold ring for the viewer's favourites."""
    if selected:
        canvas.circle(cx, cy, r + 6, fill=theme.GOLD)
    elif movable:
        canvas.circle(cx, cy, r + 4, stroke=theme.CRIMSON, line_width=3)
    canvas.circle(
        cx,
        cy,
        r,
        fill=CANDIDATE_COLOURS[candidate],
        stroke=theme.GOLD if favourite else theme.INK,
        line_width=4 if favourite else 1.5,
    )
    canvas.text(
        cx,
        cy + 1,
        candidate,
        theme.title_font(max(r * 1.05, READABLE)),
        theme.WHITE,
        align="center",
        baseline="middle",
    )


class VivaRenderer:
    """The game-specific half of the Viva il Re! table (see :class:`~.seam.GameRenderer`)."""

    def __init__(self):
        # Where each candidate token was last drawn, for hover and long-press names.
        self.spots: list[tuple[Rect, str]] = []
        # The board's box while it is drawn: tap targets stay inside it.
        self.bounds = Rect(0, 0, 0, 0)

    def _spot(self, candidate: str, cx: float, cy: float, r: float) -> None:
        self.spots.append((Rect(cx - r, cy - r, 2 * r, 2 * r), candidate))

    def describe_at(self, x: float, y: float, ctx: TableContext) -> str | None:
        """The full name and place of the token under a point (hover, long-press)."""
        for box, candidate in reversed(self.spots):
            if box.contains(x, y):
                return name_and_place(ctx.view, candidate)
        return None

    # -- choosing ---------------------------------------------------------------------------
    def _actions_for(self, candidate: str, ctx: TableContext) -> list:
        return [a for a in ctx.legal if getattr(a, "candidate", None) == candidate]

    def _target_of(self, action, view: dict) -> str:
        if isinstance(action, Place):
            return f"{PLACE_TARGET_PREFIX}{action.level}"
        if isinstance(action, EnterPrivy):
            return "privy"
        return f"{PLACE_TARGET_PREFIX}{where_is(view, action.candidate) + 1}"

    def targets(self, ctx: TableContext) -> dict[str, object]:
        """Target token -> action for the selected candidate."""
        if ctx.selected is None:
            return {}
        return {self._target_of(a, ctx.view): a for a in self._actions_for(ctx.selected, ctx)}

    def pick(self, token: str, ctx: TableContext):
        """A movable candidate: its one move, or its targets light up; one that cannot
        climb: its climb, which the engine refuses with the reason."""
        if token in CANDIDATES:
            actions = self._actions_for(token, ctx)
            if len(actions) == 1:
                return None, actions[0]
            if not actions and ctx.view["phase"] == "climb":
                return None, Climb(token)
            return (token if actions else None), None
        chosen = self.targets(ctx).get(token)
        return (None, chosen) if chosen is not None else (ctx.selected, None)

    # -- words --------------------------------------------------------------------------------
    def prompt(self, ctx: TableContext) -> str:
        view = ctx.view
        seat = view["to_move"]
        name = ctx.name(seat)
        if seat is None:
            return t("viva.prompt.over")
        if ctx.thinking:
            return t("table.thinking", name=name)
        if not ctx.legal:
            if view["phase"] == "vote":
                return t("viva.prompt.waiting_votes", name=name)
            return t("table.turn_of", name=name)
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

    def _ballots_text(self, entry: dict, ctx: TableContext) -> str:
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

    def log_lines(self, ctx: TableContext) -> list[str]:
        lines = []
        for entry in ctx.view["log"]:
            kind = entry["type"]
            if kind == "round":
                lines.append(
                    t("viva.log.round", round=entry["round"], name=ctx.name(entry["first_player"]))
                )
            elif kind == "place":
                lines.append(
                    t(
                        "viva.log.place",
                        name=ctx.name(entry["seat"]),
                        candidate=candidate_name(entry["candidate"]),
                        level=level_name(entry["level"]),
                    )
                )
            elif kind == "servants":
                names = ", ".join(candidate_name(c) for c in entry["candidates"])
                lines.append(t("viva.log.servants", candidates=names))
            elif kind == "climb":
                key = "viva.log.throne" if entry["level"] == THRONE else "viva.log.climb"
                lines.append(
                    t(
                        key,
                        name=ctx.name(entry["seat"]),
                        candidate=candidate_name(entry["candidate"]),
                        level=level_name(entry["level"]),
                    )
                )
            elif kind == "privy":
                lines.append(
                    t(
                        "viva.log.privy",
                        name=ctx.name(entry["seat"]),
                        candidate=candidate_name(entry["candidate"]),
                    )
                )
            elif kind == "vote":
                lines.append(self._ballots_text(entry, ctx))
            elif kind == "king":
                lines.append(t("viva.log.king", candidate=candidate_name(entry["candidate"])))
        return lines

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

    # -- the palace ---------------------------------------------------------------------------
    def draw_board(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        view = ctx.view
        regions: list[HitRegion] = []
        self.spots = []
        self.bounds = box
        favourites = set(view["you"]["favourites"]) if "you" in view else set()
        movable = {getattr(a, "candidate", None) for a in ctx.legal} - {None}
        targets = self.targets(ctx)
        waiting, out = view["unplaced"], view["removed"]
        # Under the palace one row gives each waiting candidate a finger's square on a
        # tablet; on a phone they wait beside the palace, as the removed ones do where
        # the row under the palace has no room.
        footer_h = footer_height(box)
        beside = bool(waiting) and (
            box.w / len(waiting) < MIN_TOUCH or footer_h < FOOTER_FOR_TARGETS
        )
        beside = beside or (not waiting and bool(out) and not footer_h)
        if beside:
            footer_h = 0.0
        palace = Rect(box.x, box.y, box.w, box.h - footer_h)
        pitches = band_pitches(palace.h, low_level(view, targets))
        cell = MIN_TOUCH if waiting else OUT_CELL  # the removed are no targets
        column = side_column(palace, len(waiting or out), cell) if beside else None
        privy = view["privy"]
        privy_w = 0.0
        if privy:
            privy_w = max(min(min(pitches) * 1.3, box.w * 0.16), MIN_TOUCH + 4)
        bands_w = palace.w - privy_w - (column.w if column else 0.0)
        booth_rows = None
        if privy and column and not waiting:
            # The removed stand in the privy's column, above and under its booth.
            column = Rect(palace.right - privy_w, palace.y, privy_w, palace.h)
            bands_w = palace.w - privy_w
            top = palace.y + sum(pitches[privy["level"] + 1 :])
            booth_rows = (top, top + pitches[privy["level"]])
        pieces: list[tuple[str, float, float, float]] = []
        if column:
            pieces += draw_side_column(
                canvas, column, waiting or out, cell, removed=not waiting, skip=booth_rows
            )
        # The label gives way where four candidates would be less than a finger apart.
        label_w = min(max(box.w * 0.24, 84.0), 170.0, bands_w - LEVEL_CAPACITY * MIN_TOUCH)
        label_w = max(label_w, LABEL_MIN)
        slots_x = palace.x + label_w
        slots_w = bands_w - label_w
        # The still board first, the candidates last (each a piece that can glide), so
        # nothing still is drawn over a candidate.
        y = palace.y
        for level in range(THRONE, -1, -1):
            pitch = pitches[level]
            band = Rect(palace.x, y, bands_w, pitch - GAP)
            y += pitch
            fill = (
                "#efe0b0"
                if level == THRONE
                else (theme.WHITE if level % 2 else theme.PARCHMENT_DARK)
            )
            canvas.rounded_rect(band.x, band.y, band.w, band.h, 8, fill=fill)
            target = f"{PLACE_TARGET_PREFIX}{level}"
            names = view["levels"][level]
            capacity = 1 if level == THRONE else max(len(names), LEVEL_CAPACITY)
            slot_w = slots_w / capacity
            label_room = label_w
            seat_x = slots_x
            if capacity > LEVEL_CAPACITY and slot_w < MIN_TOUCH:
                # Crowded servants (a two-player game's leftovers, targets while they
                # climb): a finger's width each, taken from the label.
                slot_w = MIN_TOUCH
                seat_x = max(band.right - capacity * MIN_TOUCH, band.x + 40)
                label_room = seat_x - band.x
            r = max(min(band.h * 0.38, slot_w * 0.38), TOKEN_MIN_R)
            if capacity == 1 and band.h < LABEL_TWO_LINES:
                # A low throne: its one seat at the band's end, its label the room before.
                seat_x = band.right - r - 10 - slot_w / 2
                label_room = band.w - 2 * r - 16
            if target in targets:
                canvas.rounded_rect(
                    band.x, band.y, band.w, band.h, 8, stroke=theme.GOLD, line_width=4
                )
                label = self.action_label(targets[target], ctx)
                # While they climb, its candidates are targets of their own.
                standing = names if view["phase"] == "climb" else []
                regions += lit_level(f"pick:{target}", label, band, pitch, seat_x, slot_w, standing)
            draw_level_label(canvas, band, label_room, level)
            for slot in range(capacity):
                cx = seat_x + slot_w * (slot + 0.5)
                cy = band.y + band.h / 2
                if slot < len(names):
                    pieces.append((names[slot], cx, cy, r))
                elif level:
                    canvas.circle(cx, cy, r, stroke=theme.INK_SOFT, line_width=1)
            if privy and privy["level"] == level:
                booth = Rect(band.right + 4, band.y, privy_w - 4, band.h)
                canvas.rounded_rect(
                    booth.x, booth.y, booth.w, booth.h, 8, fill="#d9c8a0", stroke=theme.INK_SOFT
                )
                canvas.text(
                    booth.center[0],
                    booth.y + 3,
                    t("viva.privy"),
                    theme.ui_font(11),
                    theme.INK,
                    align="center",
                    baseline="top",
                )
                if "privy" in targets:
                    canvas.rounded_rect(
                        booth.x, booth.y, booth.w, booth.h, 8, stroke=theme.GOLD, line_width=4
                    )
                    room = Rect(booth.x, booth.y - GAP / 2, booth.w, pitch)
                    regions.append(
                        HitRegion("pick:privy", room, self.action_label(targets["privy"], ctx))
                    )
                if privy["occupant"]:
                    occupant_r = max(min(r, booth.w * 0.3), TOKEN_MIN_R)
                    pieces.append((privy["occupant"], *booth.center, occupant_r))
        if footer_h:
            footer = Rect(box.x, palace.bottom + 4, box.w, footer_h - 4)
            pieces += self._draw_footer(canvas, footer, ctx)
        for candidate, cx, cy, r in pieces:
            regions += self._token(canvas, candidate, cx, cy, r, ctx, favourites, movable)
        self._draw_vote_banner(canvas, Rect(palace.x, palace.y, bands_w, palace.h), ctx)
        return regions

    def _token(self, canvas, candidate, cx, cy, r, ctx, favourites, movable) -> list[HitRegion]:
        """A candidate on the board: it glides to a new level when it moved."""
        ctx.draw_piece(
            canvas,
            candidate,
            cx,
            cy,
            lambda x, y: draw_token(
                canvas,
                candidate,
                x,
                y,
                r,
                favourite=candidate in favourites,
                selected=candidate == ctx.selected,
                movable=candidate in movable,
            ),
        )
        self._spot(candidate, cx, cy, r)
        box = touch_box(cx, cy, 2 * r + 8, self.bounds)
        if candidate in movable:
            return [HitRegion(f"pick:{candidate}", box, candidate_name(candidate))]
        if ctx.legal and ctx.view["phase"] == "climb" and where_is(ctx.view, candidate) is not None:
            # Tapping a candidate that cannot climb says why (the engine's reason).
            label = t("viva.action.cannot_climb", candidate=candidate_name(candidate))
            return [HitRegion(f"pick:{candidate}", box, label)]
        return []

    def _draw_footer(self, canvas, box: Rect, ctx) -> list[tuple[str, float, float, float]]:
        """The row under the palace: its still parts, and the unplaced candidates as pieces
        (candidate, x, y, radius) for the board to draw last."""
        view = ctx.view
        pieces = []
        waiting, out = view["unplaced"], view["removed"]
        if waiting:
            canvas.text(
                box.x + 4,
                box.y + 2,
                t("viva.unplaced"),
                theme.ui_font(12),
                theme.INK_SOFT,
                baseline="top",
            )
            step = min(box.w / max(len(waiting), 1), 56.0)
            r = min(step * 0.38, box.h * 0.3)
            for index, candidate in enumerate(waiting):
                pieces.append((candidate, box.x + step * (index + 0.5), box.y + box.h * 0.62, r))
        elif out:
            names = ", ".join(candidate_name(c) for c in out)
            font, lines, fits = try_fit_readable(
                canvas, t("viva.removed", candidates=names), theme.ui_font(14), box.w - 8, 2
            )
            if not fits:  # too many to name: their tokens (hover or long-press names them)
                return draw_side_column(canvas, box, out, min(box.h, MIN_TOUCH), removed=True)
            for number, line in enumerate(lines):
                canvas.text(
                    box.x + 4,
                    box.y + 6 + number * font.size * 1.2,
                    line,
                    font,
                    theme.CRIMSON,
                    baseline="top",
                )
        return pieces

    def _draw_vote_banner(self, canvas: Canvas, palace: Rect, ctx: TableContext) -> None:
        """The last vote's ballots, shown to all at once over the levels, until the next
        move."""
        log = ctx.view["log"]
        if not log or log[-1]["type"] != "vote":
            return
        font = theme.ui_font(16, 700)
        lines = wrap_text(canvas, self._ballots_text(log[-1], ctx), font, palace.w - 40)
        h = len(lines) * font.size * 1.3 + 16
        canvas.rounded_rect(
            palace.x + 10, palace.y + 6, palace.w - 20, h, 10, fill=theme.ROYAL_BLUE
        )
        for number, line in enumerate(lines):
            canvas.text(
                palace.center[0],
                palace.y + 14 + number * font.size * 1.3,
                line,
                font,
                theme.WHITE,
                align="center",
                baseline="top",
            )

    # -- the private panel -------------------------------------------------------------------
    def draw_private(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        view = ctx.view
        regions: list[HitRegion] = []
        envoy = view["envoy"]
        envoy_h = min(box.h * 0.3, 84.0) if envoy else 0.0
        mine = Rect(box.x, box.y, box.w, box.h - envoy_h - (8 if envoy else 0))
        you = view.get("you")
        compact = you is not None and self._rows_height(mine, view) < FAVOURITE_ROW_MIN
        if compact and envoy:
            # A small phone: the goal card keeps a line and a row (or the vote's
            # buttons), the envoy has the rest, if a row of tokens fits there.
            envoy_h = min(box.h - COMPACT_GOAL_CARD - 8, 84.0)
            envoy_h = envoy_h if envoy_h >= ENVOY_ROW_MIN else 0.0
            mine = Rect(box.x, box.y, box.w, box.h - envoy_h - (8 if envoy_h else 0))
        if you is None:
            inner = draw_panel(canvas, mine, t("viva.private"))
            canvas.text(
                inner.x,
                inner.y + 4,
                t("viva.hidden"),
                theme.ui_font(15),
                theme.INK_SOFT,
                baseline="top",
            )
        elif compact:
            regions += self._draw_you_compact(canvas, mine, ctx, you)
        else:
            title = t("viva.goal_card", name=ctx.name(you["seat"]), number=you["goal_card"])
            font = theme.title_font(PANEL_TITLE_SIZE)
            if canvas.measure_text(title, font.scaled(readable_scale(font))) > mine.w - 24:
                title = t("viva.goal_card_short", number=you["goal_card"])  # a long name
            inner = draw_panel(canvas, mine, title)
            regions += self._draw_you(canvas, inner, ctx, you)
        if envoy_h:
            self._draw_envoy(canvas, Rect(box.x, mine.bottom + 8, box.w, envoy_h), envoy)
        return regions

    @staticmethod
    def _vote_height(view: dict) -> float:
        return 64.0 if view["voting"] else 0.0

    def _rows_height(self, panel: Rect, view: dict) -> float:
        """The height of each of the three rows of favourites in a titled panel."""
        inner_h = panel.h - 26 - theme.title_font(17).size
        return min((inner_h - self._vote_height(view) - 22) / FAVOURITE_ROWS, 40.0)

    def _draw_you(self, canvas, inner: Rect, ctx: TableContext, you: dict) -> list[HitRegion]:
        view = ctx.view
        regions = []
        vote_h = self._vote_height(view)
        row_h = min((inner.h - vote_h - 22) / FAVOURITE_ROWS, 40.0)
        col_w = inner.w / 2
        for index, candidate in enumerate(you["favourites"]):
            col, row = divmod(index, FAVOURITE_ROWS)
            row_box = Rect(inner.x + col * col_w, inner.y + row * row_h, col_w, row_h)
            _draw_favourite(canvas, row_box, candidate, name_and_place(view, candidate))
            r = _favourite_radius(row_box)
            self._spot(candidate, row_box.x + r + 2, row_box.center[1], r)
        y = inner.y + FAVOURITE_ROWS * row_h + 4
        canvas.text(
            inner.x,
            y,
            t("viva.no_cards", count=you["no_cards"]),
            theme.ui_font(15, 700),
            theme.CRIMSON,
            baseline="top",
        )
        if view["voting"]:
            regions += self._draw_vote(
                canvas, Rect(inner.x, inner.bottom - vote_h + 6, inner.w, vote_h - 6), ctx, you
            )
        return regions

    def _draw_you_compact(self, canvas, box: Rect, ctx: TableContext, you: dict) -> list:
        """The goal card on a small phone, where the board took most of the height: a line
        of whose card it is and the NO cards left over the six favourites' tokens (hover
        or long-press names them), or the two vote buttons while a vote waits."""
        view = ctx.view
        draw_frame(canvas, box)
        inner = box.inset(3)
        if view["voting"] and you["ballot"] is None:
            regions = self._draw_vote(canvas, inner, ctx, you)
            if regions:
                return regions
        if you["ballot"] is not None and view["voting"]:
            ballot = t("viva.yes") if you["ballot"] else t("viva.no")
            heading = t("viva.your_ballot", ballot=ballot)
        else:
            title = t("viva.goal_card", name=ctx.name(you["seat"]), number=you["goal_card"])
            heading = f"{title} · {t('viva.no_cards', count=you['no_cards'])}"
        font, lines, fits = try_fit_readable(
            canvas, heading, theme.ui_font(14, 700), inner.w - 8, 1
        )
        if not fits:  # the goal card's number alone
            font, lines, _ = try_fit_readable(
                canvas, t("viva.card", number=you["goal_card"]), font, inner.w - 8, 1
            )
        canvas.text(inner.x + 4, inner.y + 2, lines[0], font, theme.ROYAL_BLUE, baseline="top")
        row = Rect(
            inner.x, inner.y + font.size + 4, inner.w, inner.bottom - inner.y - font.size - 4
        )
        step = min(row.w / 6, 48.0)
        r = max(min(row.h * 0.42, step * 0.4), TOKEN_MIN_R)
        for index, candidate in enumerate(you["favourites"]):
            cx = row.x + step * (index + 0.5)
            draw_token(canvas, candidate, cx, row.center[1], r, favourite=True)
            self._spot(candidate, cx, row.center[1], r)
        return []

    def _draw_vote(self, canvas, box: Rect, ctx: TableContext, you: dict) -> list[HitRegion]:
        if you["ballot"] is not None:
            ballot = t("viva.yes") if you["ballot"] else t("viva.no")
            canvas.text(
                box.x,
                box.center[1],
                t("viva.your_ballot", ballot=ballot),
                theme.ui_font(15),
                theme.INK,
                baseline="middle",
            )
            return []
        indices = {
            action.yes: index for index, action in enumerate(ctx.legal) if isinstance(action, Vote)
        }
        if not indices:
            return []
        regions = []
        half = (box.w - 10) / 2
        for offset, yes in ((0, True), (half + 10, False)):
            label = t("viva.action.yes" if yes else "viva.action.no")
            region = draw_button(
                canvas,
                Rect(box.x + offset, box.y, half, box.h),
                label,
                f"act:{indices[yes]}" if yes in indices else "none",
                primary=yes,
                enabled=yes in indices,
            )
            if region:
                regions.append(region)
        return regions

    def _draw_envoy(self, canvas: Canvas, box: Rect, envoy: dict) -> None:
        """The Imperial Envoy's score, NO cards and favourites (public): a heading over a
        row of tokens, or the row after a shorter heading where the panel is low."""
        draw_frame(canvas, box)
        inner = box.inset(8, 4)
        score = t("viva.points", count=envoy["score"])
        no_cards = t("viva.no_cards", count=envoy["no_cards"])
        headings = (t("viva.envoy_panel", points=score, no_cards=no_cards), t("viva.envoy"))
        above = inner.h >= 2 * TOKEN_MIN_R + 24
        step = min(inner.w / (6 if above else 12), 40.0)
        row_w = 0.0 if above else 6 * step
        for heading in headings:
            font, lines, fits = try_fit_readable(
                canvas, heading, theme.title_font(15), inner.w - row_w - 4, 1
            )
            if fits:
                break
        if above:
            canvas.text(inner.x, inner.y, lines[0], font, theme.ROYAL_BLUE, baseline="top")
            row = Rect(inner.x, inner.y + font.size + 2, inner.w, inner.h - font.size - 2)
        else:
            canvas.text(
                inner.x, inner.center[1], lines[0], font, theme.ROYAL_BLUE, baseline="middle"
            )
            row = Rect(inner.right - row_w, inner.y, row_w, inner.h)
        r = max(min(step * 0.4, row.h * 0.45), TOKEN_MIN_R)
        for index, candidate in enumerate(envoy["favourites"]):
            cx = row.x + step * (index + 0.5)
            draw_token(canvas, candidate, cx, row.center[1], r)
            self._spot(candidate, cx, row.center[1], r)

    # -- results ----------------------------------------------------------------------------
    def results_count(self, view: dict) -> int:
        return len(view["rounds"])

    def draw_result(self, canvas: Canvas, box: Rect, ctx: TableContext, index: int) -> None:
        """A round's scoring: each player's goal card, what each favourite scored, the
        round's points and the running total after it (the envoy's too)."""
        view = ctx.view
        result = view["rounds"][index]
        title = t(
            "viva.result.title", round=result["round"], candidate=candidate_name(result["king"])
        )
        canvas.fill_rect(box.x, box.y, box.w, box.h, theme.PARCHMENT)
        font, lines = fit_text(canvas, title, theme.title_font(28), box.w, max_lines=2)
        y = box.y
        for line in lines:
            canvas.text(
                box.center[0], y, line, font, theme.ROYAL_BLUE, align="center", baseline="top"
            )
            y += font.size * 1.2
        so_far = view["rounds"][: index + 1]
        rows = [
            (
                ctx.name(seat),
                seat,
                card,
                result["points"][seat],
                sum(r["points"][seat] for r in so_far),
                result["favourites"][seat],
            )
            for seat, card in enumerate(result["goal_cards"])
        ]
        if result["envoy_goal_card"] is not None:
            start = envoy_start(view)
            rows.append(
                (
                    t("viva.envoy"),
                    None,
                    result["envoy_goal_card"],
                    result["envoy_points"],
                    start + sum(r["envoy_points"] for r in so_far),
                    result["favourites"][-1],
                )
            )
        columns = _result_columns(Rect(box.x, y, box.w, 0))
        header = theme.ui_font(13, 700)
        for label, column in [
            (t("viva.result.this_round"), columns[0]),
            (t("viva.result.total"), columns[1]),
        ]:
            draw_fitted_line(
                canvas,
                column.center[0],
                y + 10,
                label,
                header,
                column.w,
                theme.INK_SOFT,
                align="center",
                min_scale=readable_scale(header),
            )
        y += 22
        row_h = min((box.bottom - y - 8) / len(rows), 64.0)
        for number, row in enumerate(rows):
            self._draw_result_row(
                canvas, Rect(box.x, y + 8 + number * row_h, box.w, row_h - 6), *row
            )

    def _draw_result_row(self, canvas, row: Rect, name, seat, card, points, total, details):
        """One player's scoring in a round: name and goal card, each favourite's points,
        the round's points and the running total. A narrow row puts the favourites on a
        line of their own under the rest."""
        canvas.rounded_rect(row.x, row.y, row.w, row.h, 8, fill=theme.WHITE)
        this_round, running = _result_columns(row)
        narrow = row.w < WIDE_RESULT_ROW
        top = Rect(row.x, row.y, row.w, row.h / 2) if narrow else row
        name_w = this_round.x - row.x - 4 if narrow else min(row.w * 0.26, 200.0)
        if seat is not None:
            draw_player_mark(canvas, seat, row.x + 14, top.center[1], 8)
        font, lines = fit_readable(
            canvas,
            [f"{name} · {t('viva.card', number=card)}"],
            theme.ui_font(15, 700),
            name_w - 28,
            max_lines=1 if narrow else 2,
        )
        for index, line in enumerate(lines):
            canvas.text(
                row.x + 28,
                top.center[1] + (index - (len(lines) - 1) / 2) * font.size * 1.15,
                line,
                font,
                theme.INK,
                baseline="middle",
            )
        if narrow:
            tokens = Rect(row.x + 4, row.y + row.h / 2, row.w - 8, row.h / 2)
        else:
            tokens = Rect(row.x + name_w, row.y, this_round.x - row.x - name_w, row.h)
        step = tokens.w / 6
        r = max(min(tokens.h * 0.3, step * 0.25), 6.0)
        for index, (candidate, value) in enumerate(details):
            cx = tokens.x + step * index + r + 4
            draw_token(canvas, candidate, cx, tokens.center[1], r)
            canvas.text(
                cx + r + 4,
                tokens.center[1],
                str(value),
                theme.ui_font(16, 700),
                theme.INK,
                baseline="middle",
            )
        raw = sum(value for _candidate, value in details)
        scored = str(points) if raw == points else f"{raw} → {points}"
        for text, column, face, ink in [
            (scored, this_round, theme.title_font(20), theme.INK),
            (str(total), running, theme.title_font(22), theme.ROYAL_BLUE),
        ]:
            draw_fitted_line(
                canvas,
                column.center[0],
                top.center[1],
                text,
                face,
                column.w,
                ink,
                align="center",
                min_scale=readable_scale(face),
            )

    def draw_final(self, canvas: Canvas, box: Rect, ctx: TableContext) -> None:
        """Who won, the tie-break when there was one, and the totals: a ranked table
        beside the chart of the running totals (above it on a narrow screen)."""
        view = ctx.view
        canvas.fill_rect(box.x, box.y, box.w, box.h, theme.PARCHMENT)
        if view["empire_wins"]:
            headline = t("viva.final.empire")
        else:
            headline = t(
                "viva.final.winners", names=", ".join(ctx.name(seat) for seat in view["winners"])
            )
        font, lines = fit_text(canvas, headline, theme.title_font(32), box.w, max_lines=2)
        y = box.y
        for line in lines:
            canvas.text(
                box.center[0],
                y,
                line,
                font,
                theme.GOLD if not view["empire_wins"] else theme.CRIMSON,
                align="center",
                baseline="top",
            )
            y += font.size * 1.2
        tie = view["tie_break"]
        if tie:
            detail = ", ".join(
                t("viva.final.on_board", name=ctx.name(seat), favourites=count)
                for seat, count in zip(tie["tied"], tie["on_board"], strict=True)
            )
            text = t("viva.final.tie", detail=detail)
            for line in wrap_text(canvas, text, theme.ui_font(16), box.w):
                canvas.text(
                    box.center[0],
                    y,
                    line,
                    theme.ui_font(16),
                    theme.INK,
                    align="center",
                    baseline="top",
                )
                y += 22
        players = view["players"]
        per_round = [
            [result["points"][seat] for result in view["rounds"]] for seat in range(players)
        ]
        standings = [(seat, ctx.name(seat), view["scores"][seat]) for seat in range(players)]
        winners = frozenset(view["winners"])
        extra = None
        if view["envoy"]:
            running, total = [], envoy_start(view)
            for result in view["rounds"]:
                total += result["envoy_points"]
                running.append(total)
            extra = (t("viva.envoy"), running)
            standings.append((None, extra[0], view["envoy"]["score"]))
            winners = frozenset({players}) if view["empire_wins"] else winners
        rest = Rect(box.x, y + 8, box.w, box.bottom - y - 8)
        if rest.w >= WIDE_FINAL:
            table_w = min(rest.w * 0.38, 320.0)
            table = Rect(rest.x, rest.y, table_w, min(rest.h, 60.0 + 36.0 * len(standings)))
            chart = Rect(rest.x + table_w + 16, rest.y, rest.w - table_w - 16, rest.h)
        else:
            table = Rect(rest.x, rest.y, rest.w, 50.0 + 30.0 * len(standings))
            chart = Rect(rest.x, table.bottom + 8, rest.w, rest.bottom - table.bottom - 8)
        draw_standings(canvas, table, standings, winners)
        if chart.h >= MIN_CHART:
            draw_score_chart(
                canvas,
                chart,
                list(ctx.names),
                per_round,
                t("viva.round_short"),
                extra,
                legend=False,
            )


def envoy_start(view: dict) -> int:
    """The envoy's score before the first round's (its head start)."""
    return view["envoy"]["score"] - sum(r["envoy_points"] for r in view["rounds"])


def _result_columns(row: Rect) -> tuple[Rect, Rect]:
    """Where a round's points and the running total stand at the right of a result row."""
    total = Rect(row.right - 64, row.y, 58, row.h)
    return Rect(total.x - 80, row.y, 76, row.h), total


def _favourite_radius(row: Rect) -> float:
    return max(min(row.h * 0.4, 14.0), TOKEN_MIN_R)


@kept_drawing
def _draw_favourite(canvas: Canvas, row: Rect, candidate: str, label: str) -> None:
    """One of the viewer's favourites: its token and its name and place, on as many lines
    as the row holds, in letters no smaller than READABLE; where those do not fit, the name
    alone, or its first word (hover or long-press gives the whole)."""
    r = _favourite_radius(row)
    draw_token(canvas, candidate, row.x + r + 2, row.y + row.h / 2, r, favourite=True)
    width = row.w - 2 * r - 12
    most = max(min(int(row.h // (READABLE * 1.1)), 3), 1)
    name = candidate_name(candidate)
    for shown in (label, name, name.split()[0]):
        font, lines, fits = try_fit_readable(canvas, shown, theme.ui_font(14), width, most)
        if fits:
            break
    for number, line in enumerate(lines):
        canvas.text(
            row.x + 2 * r + 8,
            row.y + row.h / 2 + (number - (len(lines) - 1) / 2) * font.size * 1.1,
            line,
            font,
            theme.INK,
            baseline="middle",
        )
