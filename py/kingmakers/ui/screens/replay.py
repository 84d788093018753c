"""Watch a game again, move by move: the replay of any finished or saved game.

The table as it was after any move (positions come from a
:class:`~kingmakers.ui.state.replay.Timeline`, in bounded time), with first / back /
forward / last, a scrubber over the whole game marked where a new stage starts (where the
engine's ``progress()`` changes: a round, a phase), and play / pause at a chosen speed. The
log shows what the current move did, highlighted.

What it shows: of a finished game, every seat's private information at once (each hand as
its renderer puts it in words), any one seat's view as that seat saw it (tap the player),
or the public view; of an unfinished game only the public view, so a replay is never a way
to peek. For the same reason moves are named only through the public log while a game is
unfinished: a secret choice (a ballot) is a move too.

A finished game can be assessed (:class:`~kingmakers.ui.state.advice.Analysis`, in slices,
with a progress bar, cancellable): each human move against the best alternative the search
sees, and the moves that cost the most. "Play from here" starts a new saved game at the
position shown, with the same seats, and with what no seat has seen reshuffled: after an
"All open" replay the player would otherwise know every draw to come. "Same deck" keeps
the dealt order, to study the position again.

Nothing here changes the save: the timeline plays on states of its own.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from kingmakers.ai.ismcts import SLICE_SECONDS
from kingmakers.ui.game_ui import GameUI
from kingmakers.ui.i18n import get_language, isolate, t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import (
    Canvas,
    draw_fitted_line,
    fit_text,
    readable_scale,
    wrap_text,
)
from kingmakers.ui.kit.motion import Motion
from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion, Rect
from kingmakers.ui.kit.scrolling import Scroller
from kingmakers.ui.kit.widgets import (
    button_width,
    draw_button,
    draw_panel,
    draw_player_mark,
    draw_scrollbar,
)
from kingmakers.ui.messages import say
from kingmakers.ui.screens.navigator import Navigator
from kingmakers.ui.seam import (
    NARROW,
    PROMPT_LINE,
    TOP_BAR,
    Spot,
    TableContext,
    ViewMemo,
    draw_badges,
)
from kingmakers.ui.seam.frame import Explained, draw_explanation, explain_at
from kingmakers.ui.state.advice import QUALITY_BUDGET, Analysis, MoveQuality
from kingmakers.ui.state.replay import Timeline
from kingmakers.ui.state.saves import SavedGame

#: The view of every seat's private information at once.
ALL = "all"
#: Moves per second at each speed, and the speed a replay starts at.
SPEEDS = (0.5, 1.0, 2.0, 4.0)
SPEED_NAMES = ("½", "1", "2", "4")
START_SPEED = 1
GAP = 8.0
ICON_W = 46.0
ICON_GAP = 4.0
CONTROL_ROW = MIN_TOUCH + 6
SCRUBBER_H = 56.0
PANEL_HEAD = 52.0
PLAYER_ROW = MIN_TOUCH + 4
#: Narrowest cell of a player in the players' grid.
MIN_CELL = 160.0
MIN_BOARD = 280.0
MIN_PRIVATE = 170.0
MIN_LOG = 150.0
QUALITY_BUSY_H = 96.0
#: Lines for the words on the move shown (its move and the better one, in words, and what
#: each won of 100 simulated games).
QUALITY_LINES = 5
LOG_FONT = 14.0
HAND_FONT = 14.0
#: A line of every hand's words (a player's name heads their lines at the same height).
HAND_LINE = HAND_FONT * 1.3


@dataclass
class _Layout:
    bar: float
    controls: list[tuple[str, Rect]]
    scrubber: Rect
    board: Rect
    players: Rect
    columns: int
    quality: Rect | None
    private: Rect
    log: Rect
    height: float


class ReplayScreen:
    """Actions: ``back``, ``first``, ``prev``, ``play`` (play or pause), ``next``,
    ``last``, ``speed``, ``view:all`` / ``view:public`` / ``view:<seat>``, ``quality``
    (assess the moves, or stop), ``goto:<position>``, ``branch`` (play from here, what
    no seat has seen reshuffled), ``branch:same`` (play from here with the same deck); the
    slider ``seek`` (``on_text``)."""

    #: How hard the search thinks about each human move when the moves are assessed.
    quality_budget = QUALITY_BUDGET

    def __init__(self, nav: Navigator, saved: SavedGame, ui: GameUI) -> None:
        self.nav = nav
        self.saved = saved
        self.ui = ui
        self.renderer = ui.renderer()
        self.names = [isolate(seat.name) for seat in saved.seats]
        self.timeline = Timeline(saved.state)
        self.finished = self.timeline.over
        self.humans = [seat for seat, info in enumerate(saved.seats) if info.is_human]
        self.position = 0
        self.view: int | str | None = ALL if self.finished else None
        self.playing = False
        self.speed = START_SPEED
        self.due = 0.0
        self.analysis: Analysis | None = None
        self.motion = Motion()
        self.memo = ViewMemo()
        #: The piece a hover or a long press explains: its words and where it is.
        self.tooltip: Explained | None = None
        #: What the last frame drew where (hover and long press read it).
        self.spots: list[Spot] = []
        #: The log and every hand's words scroll on their own (a wheel or a drag over them).
        self.log_scroll = Scroller(from_end=True)
        self.hands_scroll = Scroller()
        self._laid: tuple[float, _Layout] | None = None
        self._views: dict[tuple[int, int | None], dict] = {}
        self._lines: dict[tuple[int, str], tuple[list[str], int]] = {}
        self._words: dict[tuple[int, str], tuple[str, str | None]] = {}
        self._hands: dict[tuple, list[str]] = {}

    # -- positions and views ---------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.timeline)

    def views(self) -> list[int | str | None]:
        """The views this replay may show: every hand, each seat's, the public one — or
        only the public one while the game is unfinished."""
        if not self.finished:
            return [None]
        return [ALL, *range(len(self.names)), None]

    def board_seat(self) -> int | None:
        """Whose view the board is drawn from (None: the public view)."""
        return self.view if isinstance(self.view, int) else None

    def view_at(self, position: int, seat: int | None) -> dict:
        """``observe(seat)`` at ``position``, made once (only the shown position and the
        one before it are kept)."""
        key = (position, seat)
        if key not in self._views:
            keep = {self.position - 1, self.position}
            self._views = {k: v for k, v in self._views.items() if k[0] in keep}
            state = self.timeline.state(position)  # ALL: the renderer's "All open" board
            self._views[key] = (
                self.renderer.open_view(state) if seat == ALL else state.observe(seat)
            )
        return self._views[key]

    def context(self, seat: int | None, motion: bool = False) -> TableContext:
        """What a renderer draws the shown position from, as ``seat`` saw it."""
        opened = seat is None and self.view == ALL and self.renderer.open_view is not None
        view = self.view_at(self.position, ALL if opened else seat)
        return TableContext(
            view,
            seat,
            self.names,
            [],
            motion=self.motion if motion else None,
            memo=self.memo.of(view, []),
        )

    def log_lines(self) -> tuple[list[str], int]:
        """The end of the public log in words at the shown position, and how many of its
        last lines the move that led there added (see :meth:`_added`). Made once per
        position and language; the position before is asked for first, so the timeline
        then steps forward."""
        key = (self.position, get_language())
        if key not in self._lines:
            before = self.view_at(self.position - 1, None) if self.position else None
            self._lines = {key: self._added(before, self.view_at(self.position, None))}
        return self._lines[key]

    def _added(self, before: dict | None, view: dict) -> tuple[list[str], int]:
        """The public log of ``view`` in words, and how many of its last lines differ from
        those of ``before`` (a position before). Both are worded from the log's first entry:
        a line may depend on every entry before it (Intrighi's place in a stack counts the
        cards put there, Elves names a village as it stood), and a renderer that joins
        entries into one line joins them alike."""
        old = self._log_words(before) if before else []
        lines = self._log_words(view)
        common = 0
        for was, now in zip(old, lines, strict=False):
            if was != now:
                break
            common += 1
        return lines, len(lines) - common

    def _log_words(self, view: dict) -> list[str]:
        """The renderer's words for the public log of ``view``."""
        return self.renderer.words.log_lines(TableContext(view, None, self.names, []))

    def go(self, position: int) -> None:
        self.position = min(max(position, 0), len(self))
        self.tooltip = None
        self.log_scroll.offset = 0.0  # the move shown is at the log's end

    def scroll_at(self, x: float, y: float, dy: float) -> bool | None:
        """A wheel or a drag over the log or every hand's words scrolls them (None: the
        screen scrolls instead)."""
        moved = self.log_scroll.scroll_at(x, y, dy)
        return moved if moved is not None else self.hands_scroll.scroll_at(x, y, dy)

    # -- input ---------------------------------------------------------------------------
    def on_action(self, action: str) -> None:
        kind, _, value = action.partition(":")
        self.tooltip = None
        if action == "back":
            self.nav.back()
        elif action in ("first", "prev", "next", "last"):
            self.playing = False
            self.go(
                {"first": 0, "prev": self.position - 1, "next": self.position + 1}.get(
                    action, len(self)
                )
            )
        elif action == "play":
            self._play_or_pause()
        elif action == "speed":
            self.speed = (self.speed + 1) % len(SPEEDS)
        elif kind == "view" and self._view_named(value) in self.views():
            self.view = self._view_named(value)
        elif action == "quality" and self.can_assess():
            running = self.analysis is not None and not self.analysis.done
            self.analysis = (
                None if running else Analysis(self.saved.state, self.humans, self.quality_budget)
            )
            self.view = ALL
        elif kind == "goto" and value.isdigit():
            self.playing = False
            self.go(int(value))
        elif kind == "branch" and value in ("", "same") and self.can_branch():
            state = self.timeline.copy_of(self.position)
            self.nav.play_from(self.saved, state, same_deck=value == "same")
        else:
            raise ValueError(f"the replay has no action {action!r}")

    def on_text(self, action: str, value: str) -> None:
        """The scrubber moved (a tap, a drag, or the keyboard on its range input)."""
        if action != "seek":
            raise ValueError(f"the replay has no slider {action!r}")
        if value.strip().isdigit():
            self.playing = False
            self.go(int(value))

    def _view_named(self, value: str) -> int | str | None:
        if value == ALL:
            return ALL
        if value == "public":
            return None
        return int(value) if value.isdigit() else "?"

    def _play_or_pause(self) -> None:
        if self.playing:
            self.playing = False
            return
        if self.position >= len(self):
            self.go(0)
        self.playing = bool(len(self))
        self.due = self.nav.ticks() + 1 / SPEEDS[self.speed]

    def can_assess(self) -> bool:
        """Whether the moves can be assessed: a finished game with a human move."""
        return self.finished and bool(self.humans) and bool(len(self))

    def can_branch(self) -> bool:
        """Whether "play from here" starts a game: a finished game's unfinished position."""
        return self.finished and self.position < len(self)

    def assessing(self) -> bool:
        return self.analysis is not None and not self.analysis.done

    # -- work between frames ---------------------------------------------------------------
    def working(self) -> bool:
        """Whether work goes on between frames: the timeline's walk, or an assessment."""
        return not self.timeline.built or self.assessing()

    def auto_delay(self) -> float | None:
        """Seconds until the next move plays, 0 while the timeline is walked or the moves
        are assessed, None when nothing runs."""
        if self.working():
            return 0.0
        return max(self.due - self.nav.ticks(), 0.0) if self.playing else None

    async def advance(self) -> None:
        """Play the next move when it is due, else walk a slice of the timeline or assess
        a slice of moves, else wait for the next move (the app may call this early: it
        never plays a move before time)."""
        if self.playing and self.nav.ticks() >= self.due:
            self._step()
        elif not self.timeline.built:
            self.timeline.build(seconds=SLICE_SECONDS)
            await asyncio.sleep(0)
        elif self.assessing():
            self.analysis.step()
            await asyncio.sleep(0)
        elif self.playing:
            await asyncio.sleep(self.due - self.nav.ticks())
            if self.playing and self.nav.ticks() >= self.due:
                self._step()

    def _step(self) -> None:
        self.go(self.position + 1)
        self.due = self.nav.ticks() + 1 / SPEEDS[self.speed]
        if self.position >= len(self):
            self.playing = False

    def point_at(self, point: tuple[float, float] | None) -> bool:
        """Hover or long press: what the board says of the piece there."""
        changed, self.tooltip = explain_at(self.spots, point, self.tooltip)
        return changed

    # -- layout ----------------------------------------------------------------------------
    def content_height(self, canvas: Canvas, width: float, height: float) -> float:
        """The height everything needs (the app scrolls what does not fit); the layout is
        kept for :meth:`render`, which is given that height rather than the screen's."""
        self._laid = (width, self._layout(canvas, width, height))
        return self._laid[1].height

    def _layout(self, canvas: Canvas, width: float, height: float) -> _Layout:
        narrow = width < NARROW
        bar = TOP_BAR + (PROMPT_LINE if narrow else 0.0)
        controls, rows = self._controls_layout(canvas, width, bar + 6)
        scrubber = Rect(16, bar + 6 + rows * CONTROL_ROW, width - 32, MIN_TOUCH)
        top = scrubber.y + SCRUBBER_H + 4
        room = height - top - GAP
        count = len(self.names)
        # The moves' quality names them as their player saw them: only beside every hand.
        quality_h = (
            self._quality_height(canvas, width) if self.analysis and self.view == ALL else 0.0
        )
        if width >= height:
            board_w = (width - 16) * self.ui.layout.board_share - 6
            side = Rect(8 + board_w + 12, top, width - 16 - board_w - 12, 0)
            columns = 2 if count > 3 and side.w >= 2 * MIN_CELL else 1
            players_h = PANEL_HEAD + -(-count // columns) * PLAYER_ROW + 10
            # The side column stays on the screen: every hand's words scroll in their panel
            # rather than push the log off the bottom.
            fixed = players_h + (quality_h + GAP if quality_h else 0.0) + 2 * GAP
            body_h = max(room, fixed + MIN_PRIVATE + MIN_LOG, MIN_BOARD)
            spare = body_h - fixed - MIN_PRIVATE - MIN_LOG
            private_h = MIN_PRIVATE + spare * self.ui.layout.private_share
            if self.view == ALL:
                needed = self._private_height(canvas, side.w)
                private_h = max(min(needed, body_h - fixed - MIN_LOG), private_h)
            board = Rect(8, top, board_w, max(room, MIN_BOARD))
            players = Rect(side.x, top, side.w, players_h)
            y = players.bottom + GAP
        else:
            board_h = min(max(room * 0.65, MIN_BOARD), width * 1.3)
            board = Rect(8, top, width - 16, board_h)
            columns = max(min(int((width - 36) // MIN_CELL), 3), 1)
            rows_of_players = -(-count // columns)
            players = Rect(
                8, board.bottom + GAP, width - 16, PANEL_HEAD + rows_of_players * PLAYER_ROW + 10
            )
            private_h = max(self._private_height(canvas, width - 16), room * 0.3)
            side = Rect(8, 0, width - 16, 0)
            y = players.bottom + GAP
            body_h = 0.0
        quality = None
        if quality_h:
            quality = Rect(side.x, y, side.w, quality_h)
            y = quality.bottom + GAP
        private = Rect(side.x, y, side.w, private_h)
        y = private.bottom + GAP
        if width >= height:
            log = Rect(side.x, y, side.w, max(top + body_h - y, MIN_LOG))
        else:
            log = Rect(side.x, y, side.w, max(height - GAP - y, MIN_LOG, room * 0.4))
        total = max(height, board.bottom + GAP, log.bottom + GAP)
        return _Layout(
            bar, controls, scrubber, board, players, columns, quality, private, log, total
        )

    def _controls_layout(
        self, canvas: Canvas, width: float, top: float
    ) -> tuple[list[tuple[str, Rect]], int]:
        """The transport buttons, then the speed: on one row, or two when narrow."""
        transport = ["first", "prev", "play", "next", "last"]
        speed_w = button_width(canvas, self._speed_label(), theme.ui_font(16, 700))
        transport_w = len(transport) * ICON_W + (len(transport) - 1) * ICON_GAP
        one_row = transport_w + 10 + speed_w <= width - 32
        left = (width - (transport_w + (10 + speed_w if one_row else 0.0))) / 2
        controls = []
        x = left
        for action in transport:
            controls.append((action, Rect(x, top, ICON_W, MIN_TOUCH)))
            x += ICON_W + ICON_GAP
        if one_row:
            controls.append(("speed", Rect(x + 10 - ICON_GAP, top, speed_w, MIN_TOUCH)))
            return controls, 1
        controls.append(("speed", Rect((width - speed_w) / 2, top + CONTROL_ROW, speed_w, 44)))
        return controls, 2

    def _private_height(self, canvas: Canvas, width: float) -> float:
        """Room for the private panel: every hand's words, or one drawn panel."""
        if self.view != ALL:
            return MIN_PRIVATE
        lines = sum(len(self._hand_lines(canvas, seat, width - 28)) for seat in self._seats())
        return max(PANEL_HEAD + (lines + len(self.names)) * HAND_LINE, MIN_PRIVATE)

    def _quality_height(self, canvas: Canvas, width: float) -> float:
        if self.assessing():
            return QUALITY_BUSY_H
        costly = len(self.analysis.costliest()) if self.analysis else 0
        return PANEL_HEAD + QUALITY_LINES * 18 + 28 + max(costly, 1) * (MIN_TOUCH + 6) + 4

    # -- drawing ---------------------------------------------------------------------------
    def render(self, canvas: Canvas, width: float, height: float) -> list[HitRegion]:
        canvas.fill_rect(0, 0, width, height, theme.PARCHMENT)
        self.log_scroll.forget()
        self.hands_scroll.forget()
        lines, new = self.log_lines()  # first: the position before, then this one
        seat = self.board_seat()
        board_ctx = self.context(seat, motion=True)
        self.spots = board_ctx.spots = []
        self.motion.frame((self.position, seat), self.nav.ticks(), not self.nav.reduce_motion)
        laid = self._laid
        if laid is not None and laid[0] == width and laid[1].height == height:
            layout = laid[1]
        else:
            layout = self._layout(canvas, width, height)
        self._laid = None
        regions = self._draw_top_bar(canvas, width, layout.bar)
        regions += self._draw_controls(canvas, layout.controls)
        regions += self._draw_scrubber(canvas, layout.scrubber)
        regions += self._draw_players(canvas, layout.players, board_ctx, layout.columns)
        if layout.quality is not None:
            regions += self._draw_quality(canvas, layout.quality)
        regions += self._draw_private(canvas, layout.private, board_ctx)
        self._draw_log(canvas, layout.log, lines, new)
        # The board last, as at the table: its pieces move over a kept image of the rest.
        self.renderer.drawing.draw_board(canvas, layout.board, board_ctx)
        tooltip = [draw_explanation(canvas, width, height, *self.tooltip)] if self.tooltip else []
        notes = [
            HitRegion("note:position", None, self._title(), kind="note"),
            HitRegion(
                "note:board", None, self.renderer.words.board_summary(board_ctx), kind="note"
            ),
        ]
        if new:
            notes.append(HitRegion("note:move", None, " ".join(lines[-new:]), kind="note"))
        return regions + notes + tooltip

    def _title(self) -> str:
        self.timeline.build(until=self.position)
        where = (
            t("replay.position", move=self.position, total=len(self))
            if self.position
            else t("replay.start")
        )
        stage = say(self.timeline.progress[self.position], self.names)
        return f"{where} · {stage}"

    def _draw_top_bar(self, canvas: Canvas, width: float, bar: float) -> list[HitRegion]:
        canvas.fill_rect(0, 0, width, bar, theme.ROYAL_BLUE)
        small = theme.ui_font(16, 700)
        buttons = [(t("nav.back"), "back")]
        if self.can_assess() and (self.analysis is None or self.assessing()):
            buttons.append(
                (t("replay.quality_stop" if self.assessing() else "replay.quality"), "quality")
            )
        if self.can_branch():
            buttons.append((t("replay.branch_same"), "branch:same"))
            buttons.append((t("replay.branch"), "branch"))
        widths = [button_width(canvas, label, small) for label, _ in buttons]
        room = width - 12 - 6 * (len(buttons) - 1)
        if width < NARROW and sum(widths) > room:
            widths = [max(w * room / sum(widths), MIN_TOUCH) for w in widths]
        regions = [
            draw_button(canvas, Rect(6, 6, widths[0], 44), buttons[0][0], "back", font=small)
        ]
        right = width - 6
        for (label, action), w in zip(reversed(buttons[1:]), reversed(widths[1:]), strict=True):
            right -= w
            accessible = t("replay.branch_same_label") if action == "branch:same" else None
            box = Rect(right, 6, w, 44)
            regions.append(
                draw_button(canvas, box, label, action, font=small, accessible=accessible)
            )
            right -= 6
        if width < NARROW:
            x, right, middle = 6.0, width - 6, TOP_BAR + PROMPT_LINE / 2 - 4
        else:
            x, middle = 12 + widths[0], TOP_BAR / 2
        font, lines = fit_text(
            canvas, self._title(), theme.ui_font(20, 700), right - x - 12, max_lines=2
        )
        line_h = font.size * 1.1
        top = middle - line_h * (len(lines) - 1) / 2
        for number, line in enumerate(lines):
            canvas.text(
                (x + right) / 2,
                top + number * line_h,
                line,
                font,
                theme.WHITE,
                align="center",
                baseline="middle",
            )
        return regions

    def _speed_label(self) -> str:
        return t("replay.speed", speed=SPEED_NAMES[self.speed])

    def _draw_controls(self, canvas: Canvas, controls: list[tuple[str, Rect]]) -> list[HitRegion]:
        at_start, at_end = self.position == 0, self.position >= len(self)
        labels = {
            "first": (t("replay.first"), not at_start),
            "prev": (t("replay.previous"), not at_start),
            "play": (t("replay.pause" if self.playing else "replay.play"), bool(len(self))),
            "next": (t("replay.next"), not at_end),
            "last": (t("replay.last"), not at_end),
        }
        regions = []
        for action, box in controls:
            if action == "speed":
                label = self._speed_label()
                regions.append(
                    draw_button(
                        canvas,
                        box,
                        label,
                        "speed",
                        font=theme.ui_font(16, 700),
                        accessible=t("replay.speed_label", speed=SPEED_NAMES[self.speed]),
                    )
                )
                continue
            label, enabled = labels[action]
            region = draw_button(
                canvas, box, "", action, primary=action == "play", enabled=enabled, accessible=label
            )
            icon = "pause" if action == "play" and self.playing else action
            colour = theme.WHITE if action == "play" else theme.ROYAL_BLUE
            _draw_icon(canvas, box, icon, colour if enabled else theme.INK_SOFT)
            if region is not None:
                regions.append(region)
        return regions

    def _draw_scrubber(self, canvas: Canvas, box: Rect) -> list[HitRegion]:
        """The whole game as a track: stage marks above it, the costliest moves below it
        (crimson), the shown position as a gold knob."""
        total = max(len(self), 1)
        cy = box.center[1]
        track = Rect(box.x + 10, cy - 4, box.w - 20, 8)

        def x_of(position: int) -> float:
            return track.x + track.w * position / total

        canvas.rounded_rect(track.x, track.y, track.w, track.h, 4, fill=theme.PARCHMENT_DARK)
        canvas.rounded_rect(
            track.x, track.y, x_of(self.position) - track.x, track.h, 4, fill=theme.ROYAL_BLUE
        )
        for mark in self.timeline.marks:
            x = x_of(mark)
            canvas.line(x, cy - 14, x, cy + 14, theme.INK_SOFT, 2)
        if self.analysis is not None and self.analysis.done:
            for quality in self.analysis.costliest():
                x = x_of(quality.move + 1)
                canvas.polygon(
                    [(x, cy + 8), (x - 7, cy + 20), (x + 7, cy + 20)], fill=theme.CRIMSON
                )
        canvas.circle(
            x_of(self.position), cy, 11, fill=theme.GOLD, stroke=theme.INK, line_width=1.5
        )
        canvas.text(
            box.right,
            box.bottom + 8,
            f"{self.position} / {len(self)}",
            theme.ui_font(13),
            theme.INK_SOFT,
            align="right",
            baseline="middle",
        )
        return [
            HitRegion(
                "seek",
                track.inset(0, -18),
                t("replay.scrubber"),
                kind="slider",
                value=str(self.position),
                limits=(0, len(self)),
            )
        ]

    def _draw_players(
        self, canvas: Canvas, box: Rect, ctx: TableContext, columns: int
    ) -> list[HitRegion]:
        """The players; in a finished game each is a button showing the game as they saw
        it, and two more show every hand or the public view."""
        draw_panel(canvas, box)
        regions: list[HitRegion] = []
        head = Rect(box.x + 10, box.y + 4, box.w - 20, PANEL_HEAD - 4)
        title = t("table.players") if self.finished else t("replay.public_only")
        chips_w = 0.0
        if self.finished:
            font = theme.ui_font(15, 700)
            right = head.right
            for label, action, view, accessible in (
                (t("replay.public"), "view:public", None, t("replay.show_public")),
                (t("replay.every_hand"), "view:all", ALL, t("replay.show_every_hand")),
            ):
                w = button_width(canvas, label, font) * 0.8
                chip = Rect(right - w, head.y, w, MIN_TOUCH)
                draw_button(canvas, chip, label, action, primary=self.view == view, font=font)
                regions.append(HitRegion(action, chip, accessible, pressed=self.view == view))
                right -= w + 6
            chips_w = head.right - right
        title_font, lines = fit_text(
            canvas, title, theme.title_font(17), head.w - chips_w - 8, max_lines=2
        )
        line_h = title_font.size * 1.1
        for number, line in enumerate(lines):
            canvas.text(
                head.x + 2,
                head.center[1] - line_h * (len(lines) - 1) / 2 + number * line_h,
                line,
                title_font,
                theme.ROYAL_BLUE,
                baseline="middle",
            )
        to_move = ctx.view.get("to_move")
        cell_w = (box.w - 20) / columns
        row_h = PLAYER_ROW
        for seat, name in enumerate(self.names):
            row, column = divmod(seat, columns)
            cell = Rect(box.x + 10 + column * cell_w, box.y + PANEL_HEAD + row * row_h, cell_w, 44)
            chosen = self.view == seat
            if chosen:
                canvas.rounded_rect(
                    cell.x,
                    cell.y,
                    cell.w - 4,
                    cell.h,
                    8,
                    fill="#efe0b0",
                    stroke=theme.GOLD,
                    line_width=2.0,
                )
            if seat == to_move:
                canvas.polygon(
                    [
                        (cell.x + 2, cell.center[1] - 6),
                        (cell.x + 10, cell.center[1]),
                        (cell.x + 2, cell.center[1] + 6),
                    ],
                    fill=theme.CRIMSON,
                )
            draw_player_mark(canvas, seat, cell.x + 22, cell.center[1], 8)
            status, badges = self.renderer.words.player_status(ctx, seat)
            text_w = cell.w - 40 - 20 * len(badges)
            if columns == 1:
                draw_fitted_line(
                    canvas,
                    cell.x + 36,
                    cell.center[1],
                    name,
                    theme.ui_font(15, 700),
                    text_w * 0.5,
                    theme.INK,
                    shorten=True,
                )
                draw_fitted_line(
                    canvas,
                    cell.x + 36 + text_w,
                    cell.center[1],
                    status,
                    theme.ui_font(15),
                    text_w * 0.5,
                    theme.INK,
                    align="right",
                    shorten=True,
                )
            else:
                draw_fitted_line(
                    canvas,
                    cell.x + 36,
                    cell.y + 13,
                    name,
                    theme.ui_font(14, 700),
                    text_w,
                    theme.INK,
                    shorten=True,
                )
                draw_fitted_line(
                    canvas,
                    cell.x + 36,
                    cell.y + 31,
                    status,
                    theme.ui_font(13),
                    text_w,
                    theme.INK_SOFT,
                    shorten=True,
                )
            draw_badges(canvas, badges, cell.right - 14, cell.center[1])
            if self.finished:
                label = t("replay.view_of", name=name)
                regions.append(HitRegion(f"view:{seat}", cell, label, pressed=chosen))
        return regions

    def _seats(self) -> range:
        return range(len(self.names))

    def _hand_lines(self, canvas: Canvas, seat: int, width: float) -> list[str]:
        """A seat's private information in words, wrapped to ``width`` (made once per
        position, width and language: the layout and the drawing both ask)."""
        key = (self.position, seat, width, get_language())
        if key not in self._hands:
            if any(k[0] != self.position for k in self._hands):
                self._hands = {}
            ctx = TableContext(self.view_at(self.position, seat), seat, self.names, [])
            summary = self.renderer.words.private_summary(ctx) or t("replay.nothing_private")
            self._hands[key] = wrap_text(canvas, summary, theme.ui_font(HAND_FONT), width)
        return self._hands[key]

    def _draw_private(self, canvas: Canvas, box: Rect, board_ctx: TableContext) -> list[HitRegion]:
        """One seat's private panel (or the public one) as its renderer draws it, or
        every seat's in words."""
        if self.view != ALL:
            self.renderer.drawing.draw_private(canvas, box, board_ctx)
            words = self.renderer.words
            summary = words.private_summary(board_ctx) if self.view is not None else None
            return [HitRegion("note:private", None, summary, kind="note")] if summary else []
        inner = draw_panel(canvas, box, t("replay.hands"))
        font, name_font = theme.ui_font(HAND_FONT), theme.ui_font(15, 700)
        rows: list[tuple[int | None, str]] = []  # (seat, name) heads a hand, (None, line)
        notes = []
        for seat, name in enumerate(self.names):
            lines = self._hand_lines(canvas, seat, inner.w - 8)
            rows += [(seat, name), *((None, line) for line in lines)]
            notes.append(
                HitRegion(f"note:hand:{seat}", None, f"{name}: {' '.join(lines)}", kind="note")
            )
        visible = max(int(inner.h // HAND_LINE), 0)
        first, end = self.hands_scroll.window(box, len(rows), visible, HAND_LINE)
        for number, (seat, text) in enumerate(rows[first:end]):
            y = inner.y + number * HAND_LINE
            if seat is None:
                canvas.text(inner.x, y, text, font, theme.INK, baseline="top")
                continue
            draw_player_mark(canvas, seat, inner.x + 8, y + HAND_LINE / 2, 7)
            draw_fitted_line(
                canvas,
                inner.x + 22,
                y + HAND_LINE / 2,
                text,
                name_font,
                inner.w - 30,
                theme.INK,
                shorten=True,
            )
        draw_scrollbar(canvas, box, inner, first, end - first, len(rows))
        return notes

    def _draw_log(self, canvas: Canvas, box: Rect, lines: list[str], new: int) -> None:
        """The newest entries that fit; those of the move just made on a gold band."""
        inner = draw_panel(canvas, box, t("table.log"))
        line_h = LOG_FONT * 1.3
        visible = max(int(inner.h // line_h), 0)
        rows: list[tuple[str, bool]] = []
        for index, entry in enumerate(lines):
            fresh = index >= len(lines) - new
            font = theme.ui_font(LOG_FONT, 700 if fresh else 400)
            rows += [(line, fresh) for line in wrap_text(canvas, entry, font, inner.w - 8)]
        first, end = self.log_scroll.window(box, len(rows), visible, line_h)
        draw_scrollbar(canvas, box, inner, first, end - first, len(rows))
        y = inner.y
        for line, fresh in rows[first:end]:
            if fresh:
                canvas.rounded_rect(inner.x - 4, y - 1, inner.w + 8, line_h, 4, fill="#efe0b0")
            font = theme.ui_font(LOG_FONT, 700 if fresh else 400)
            canvas.text(inner.x, y, line, font, theme.INK, baseline="top")
            y += line_h

    def _draw_quality(self, canvas: Canvas, box: Rect) -> list[HitRegion]:
        """The assessment's progress, or: the shown move against the best alternative,
        and buttons to the moves that cost the most."""
        inner = draw_panel(canvas, box, t("quality.title"))
        analysis = self.analysis
        if self.assessing():
            percent = round(analysis.progress * 100)
            text = t("quality.progress", percent=percent)
            canvas.text(inner.x, inner.y + 4, text, theme.ui_font(15), theme.INK, baseline="top")
            bar = Rect(inner.x, inner.y + 28, inner.w, 12)
            canvas.rounded_rect(bar.x, bar.y, bar.w, bar.h, 6, fill=theme.PARCHMENT_DARK)
            if analysis.progress > 0:
                canvas.rounded_rect(
                    bar.x,
                    bar.y,
                    max(bar.w * analysis.progress, 12),
                    bar.h,
                    6,
                    fill=theme.ROYAL_BLUE,
                )
            return [HitRegion("note:quality", None, text, kind="note")]
        text = self._quality_of_shown()
        font = theme.ui_font(15)
        font, lines = fit_text(
            canvas, text, font, inner.w, max_lines=QUALITY_LINES, min_scale=readable_scale(font)
        )
        y = inner.y
        for line in lines:
            canvas.text(inner.x, y, line, font, theme.INK, baseline="top")
            y += 18
        y = inner.y + QUALITY_LINES * 18 + 4
        canvas.text(
            inner.x,
            y,
            t("quality.costliest"),
            theme.title_font(15),
            theme.ROYAL_BLUE,
            baseline="top",
        )
        y += 24
        regions = [HitRegion("note:quality", None, text, kind="note")]
        costly = analysis.costliest()
        if not costly:
            canvas.text(
                inner.x,
                y + 8,
                t("quality.none_costly"),
                theme.ui_font(15),
                theme.INK_SOFT,
                baseline="top",
            )
        for quality in costly:
            name = self.names[quality.seat]
            cost = round(quality.cost * 100)
            label = t("quality.costly", move=quality.move + 1, name=name, cost=cost)
            said, alternative = self._words_of(quality)
            accessible = t(
                "quality.costly_label",
                move=quality.move + 1,
                cost=cost,
                said=said,
                alternative=alternative or "",
            )
            regions.append(
                draw_button(
                    canvas,
                    Rect(inner.x, y, inner.w, MIN_TOUCH),
                    label,
                    f"goto:{quality.move + 1}",
                    primary=self.position == quality.move + 1,
                    font=theme.ui_font(15, 700),
                    accessible=accessible,
                )
            )
            y += MIN_TOUCH + 6
        return regions

    def _words_of(self, quality: MoveQuality) -> tuple[str, str | None]:
        """The move played, in the public log's words (a sentence naming its player), and
        the best alternative by its name as its player saw it."""
        key = (quality.move, get_language())
        if key not in self._words:
            alternative = quality.alternative
            named = None
            if alternative is not None:
                state = self.timeline.state(quality.move)
                ctx = TableContext(state.observe(quality.seat), quality.seat, self.names, [])
                named = self.renderer.words.action_label(alternative.action, ctx)
            self._words[key] = (self._said(quality.move, quality.seat), named)
        return self._words[key]

    def _said(self, move: int, seat: int) -> str:
        """What the public log said of move ``move`` (its index in the game): the first line
        it added — never a hand's secret, since the log is the public one. A move the log
        tells later is said by the line that tells it: a step of a move made of several
        (Intrighi's card chosen, its place still to come) by the line of the same seat's
        next step, a secret ballot (Viva) by the vote's once every ballot is cast: within
        a move of each seat, so a move the log never tells costs no walk to the end."""
        before = self.timeline.state(move).observe(None)
        for position in range(move + 1, min(move + 1 + len(self.names), len(self)) + 1):
            after = self.timeline.state(position).observe(None)
            lines, added = self._added(before, after)
            if added:
                return sentence(lines[-added])
        return t("quality.unsaid", name=self.names[seat])

    def _quality_of_shown(self) -> str:
        """The move that led to the shown position against its best alternative."""
        quality = self.analysis.results.get(self.position - 1) if self.position else None
        if quality is None:
            return t("quality.not_assessed")
        said, alternative = self._words_of(quality)
        if quality.chosen is None:
            return t("quality.unseen", move=said)
        if quality.alternative is None:
            return t("quality.not_assessed")
        key = "quality.worse" if quality.cost > 0 else "quality.best"
        return t(
            key,
            move=said,
            chosen=quality.chosen.percent,
            alternative=alternative,
            best=quality.alternative.percent,
        )


def sentence(line: str) -> str:
    """A log line as a sentence: with its full stop (a line that ends otherwise keeps its
    own mark)."""
    return line if line.endswith((".", "!", "?", "…")) else f"{line}."


def _draw_icon(canvas: Canvas, box: Rect, icon: str, colour: str) -> None:
    """A transport symbol, drawn (the fonts need not have these glyphs)."""
    cx, cy = box.center
    size = 9.0

    def triangle(x: float, pointing: int) -> None:
        canvas.polygon(
            [
                (x - size * pointing, cy - size),
                (x + size * pointing, cy),
                (x - size * pointing, cy + size),
            ],
            fill=colour,
        )

    if icon == "play":
        triangle(cx + 2, 1)
    elif icon == "pause":
        canvas.fill_rect(cx - 8, cy - size, 5, 2 * size, colour)
        canvas.fill_rect(cx + 3, cy - size, 5, 2 * size, colour)
    elif icon == "prev":
        triangle(cx, -1)
    elif icon == "next":
        triangle(cx, 1)
    elif icon == "first":
        canvas.fill_rect(cx - size - 4, cy - size, 4, 2 * size, colour)
        triangle(cx + 3, -1)
    elif icon == "last":
        triangle(cx - 3, 1)
        canvas.fill_rect(cx + size, cy - size, 4, 2 * size, colour)
