"""The table screen every game shares: prompt line, board, players, private panel, log,
hand-off cover, round results and the final screen.

The frame knows nothing of any game's rules. A game supplies a
:class:`~kingmakers.ui.seam.GameRenderer`: its words (the prompt, the names of its moves,
the log), its controls (what a tap on each piece does: an action, or a selection) and its
drawing (the board and private panel from the engine's view). What the frame offers to play
comes only from ``legal_actions()``; every legal action is also mirrored as a DOM control.

A player may ask the search bot for a hint in their turn (unless the table plays without
hints): :mod:`~kingmakers.ui.hint` thinks in slices while the page goes on, and the
save counts the hints each seat was shown. The final screen offers to watch the game again
(:mod:`~kingmakers.ui.screens.replay`).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import NamedTuple

from kingmakers.engine import Action, IllegalAction
from kingmakers.ui.game_ui import GameUI
from kingmakers.ui.hint import BANNER as HINT_BANNER
from kingmakers.ui.hint import NARROW_BANNER as NARROW_HINT_BANNER
from kingmakers.ui.hint import Hints, draw_rings
from kingmakers.ui.i18n import isolate, t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import (
    Canvas,
    draw_fitted_line,
    fit_readable,
    fit_text,
    kept_drawing,
    readable_scale,
    wrap_text,
)
from kingmakers.ui.kit.motion import Motion
from kingmakers.ui.kit.notes import GEAR_SIDE, draw_settings_button
from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion, Rect
from kingmakers.ui.kit.scrolling import Scroller
from kingmakers.ui.kit.widgets import (
    button_width,
    draw_button,
    draw_panel,
    draw_player_mark,
    draw_scrollbar,
    panel_inner,
    player_colour,
)
from kingmakers.ui.lesson import Guide, allowed_taps, covered
from kingmakers.ui.messages import say
from kingmakers.ui.screens.navigator import Navigator
from kingmakers.ui.seam import (
    NARROW,
    PROMPT_LINE,
    TOP_BAR,
    Badge,
    Control,
    Select,
    Spot,
    TableContext,
    ViewMemo,
    draw_badges,
    spot_for,
)
from kingmakers.ui.seam.frame import Explained, draw_explanation, explain_at
from kingmakers.ui.state.saves import SaveStore, export_file_name
from kingmakers.ui.state.session import GameSession

#: Seconds a bot's move stays on screen before the next one, so people see what happened.
BOT_PAUSE = 0.8
#: Seconds the first bot waits after a person's move that Undo may still take back: a bot's
#: reply usually makes the move final (it reveals something), and Undo must not vanish
#: before a hand has had time to reach it (the spirit of the tap guard, the other way round).
UNDO_GRACE = 2.5
#: A landscape screen lower than this (a phone on its side) hides the log behind a button.
SHORT = 560.0
#: Narrowest player cell in the portrait strip before it takes two rows.
STRIP_CELL = 76.0
#: Height of the banner that says the storage is full.
BANNER = 56.0
#: The line a narrow screen gives the words of the banner saying a device is away.
AWAY_WORDS = 30.0
#: Public log entries the hand-off cover repeats, so everyone sees a vote's result at once.
HANDOFF_LOG_LINES = 3
#: The log's text size and line height (CSS px).
LOG_FONT_SIZE = 14.0
LOG_LINE = LOG_FONT_SIZE * 1.3


class TableScreen:
    """A game in play on this device."""

    def __init__(
        self, nav: Navigator, session: GameSession, ui: GameUI, hints: Hints | None = None
    ):
        """``hints``: where the player's hints come from (by default, searched here)."""
        self.nav = nav
        self.session = session
        self.ui = ui
        self.renderer = ui.renderer()
        # The players' names as drawn: isolated, so no name can reorder the text around it.
        self.names = [isolate(seat.name) for seat in session.seats]
        self.motion = Motion()
        self.selected: Hashable = session.saved.staged_selection()  # staged before a reload
        self.message: str | None = None
        self.show_log = False
        #: The log scrolls back from its newest line (a wheel or a drag over it).
        self.log_scroll = Scroller(from_end=True)
        #: The piece a hover or a long press explains: its words and where it is.
        self.tooltip: Explained | None = None
        #: What the last frame drew where (hover and long press read it).
        self.spots: list[Spot] = []
        # Result screens everyone has acknowledged: part of the save, so a reload on a
        # result screen shows it again (a save from before this was kept counts all seen).
        acknowledged = session.saved.acknowledged
        if acknowledged is None:
            acknowledged = self.renderer.drawing.results_count(session.view(None))
        self.results_seen = session.saved.acknowledged = acknowledged
        self.hints = hints or Hints()
        self.memo = ViewMemo()
        #: The guided lesson this game is, while it lasts (see :mod:`kingmakers.ui.lesson`).
        self.guide = Guide(ui.lesson(), session.saved) if session.saved.lesson is not None else None
        if self.guide is not None:
            session.scripted = self.guide.lesson.reply
        #: The lesson band's height in the last frame (its words wrap to the width), and
        #: where its card over the table was drawn (on a phone), if it was.
        self.band = 0.0
        self.card: Rect | None = None

    # -- what the viewer sees and may do -------------------------------------------------------

    def viewer_may_act(self) -> bool:
        """Whether the viewer may play now: their turn (or a turn without secrets), and no
        round result waiting to be acknowledged."""
        session = self.session
        seat = session.to_move
        if seat is None or session.is_bot_turn() or session.is_remote_turn():
            return False
        if session.needs_handoff() or self.showing_result():
            return False
        return seat == session.viewer or not session.has_private_view(seat)

    def controls_of(self, ctx: TableContext) -> dict[str, Control]:
        """What a tap on each piece does at ``ctx`` (asked once per view and selection)."""
        return ctx.once(("controls", ctx.selected), lambda: self.renderer.controls(ctx))

    def context(self) -> TableContext:
        session = self.session
        acting = self.viewer_may_act()
        viewer = session.to_move if acting and session.viewer is None else session.viewer
        legal = session.legal_actions() if acting else []
        view = session.view(viewer)
        return TableContext(
            view,
            viewer,
            self.names,
            legal,
            self.selected if acting else None,
            thinking=session.is_bot_turn(),
            motion=self.motion,
            memo=self.memo.of(view, legal),
        )

    def showing_result(self) -> bool:
        return self.results_seen < self.renderer.drawing.results_count(self.session.view(None))

    def hint_allowed(self) -> bool:
        """Whether the player to act may ask for a hint now (not in a lesson: it shows
        the way itself)."""
        return self.session.saved.hints and self.viewer_may_act() and self.guide is None

    def undo_allowed(self) -> bool:
        """Whether Undo is offered (not in a lesson, whose steps follow one game)."""
        return self.session.can_undo() and self.guide is None

    def auto_delay(self) -> float | None:
        """Seconds until a bot should move on its own (at the chosen bot speed), or the
        search think on about a hint, or None when people must act."""
        if self.showing_result() or self.session.state.is_over or self.session.conflict:
            return None
        if self.hints.thinks_here and self.hints.busy(self.session.state):
            return 0.0
        if not self.session.is_bot_turn():
            return None
        pause = UNDO_GRACE if self._own_move_undoable() else BOT_PAUSE
        return self.nav.settings.bot_pause(pause)

    def _own_move_undoable(self) -> bool:
        """Whether the last move is the device holder's own and Undo may still take it back."""
        session = self.session
        return bool(session.movers) and session.movers[-1] == session.holder and self.undo_allowed()

    async def advance(self) -> None:
        """Play the waiting bot's move, or think a slice about a hint (called by the shell
        after :meth:`auto_delay`). A hint found is counted in the save."""
        state = self.session.state
        if self.hints.thinks_here and self.hints.busy(state):
            if await self.hints.think(state) is not None:
                self.session.saved.hints_used[state.to_move] += 1
                self.session.autosave()
        elif self.auto_delay() is not None:
            await self.session.play_bot()
            self.selected = None

    # -- actions ---------------------------------------------------------------------------
    def point_at(self, point: tuple[float, float] | None) -> bool:
        """Hover or long press at ``point`` (None: the pointer left, or a tap on nothing);
        True if what is shown changed and the table must be redrawn."""
        changed, self.tooltip = explain_at(self.spots, point, self.tooltip)
        return changed

    def scroll_at(self, x: float, y: float, dy: float) -> bool | None:
        """A wheel or a drag of ``dy`` CSS px (positive: towards the newest) at ``(x, y)``
        over the log scrolls it (see :class:`~kingmakers.ui.kit.scrolling.Scroller`)."""
        return self.log_scroll.scroll_at(x, y, dy)

    def on_action(self, action: str) -> None:
        kind, _, value = action.partition(":")
        self.message = None
        self.tooltip = None
        if kind == "home":
            self.nav.home()
        elif kind == "rules":
            self.nav.open_rules(self.session.saved.game_id)
        elif kind == "settings":
            self.nav.open_settings()
        elif kind == "log":
            self.show_log = not self.show_log
        elif kind == "take":
            self.session.take_device()
        elif kind == "ack":
            self.results_seen += 1
            self.session.saved.acknowledged = self.results_seen
            self.session.autosave()
        elif kind == "reload":
            self.nav.resume(self.session.saved.save_id)
        elif kind == "export":
            saved = self.session.saved
            self.nav.platform.download(export_file_name(saved), SaveStore.export_text(saved))
        elif kind == "undo":
            if self.undo_allowed():
                self.session.undo()
            self.selected = None
        elif kind in ("act", "pick") and not self._lesson_allows(action):
            self.message = self.guide.refusal()
        elif kind == "act":
            self._play_index(int(value))
        elif kind == "pick":
            ctx = self.context()
            if not ctx.legal:
                return
            control = self.controls_of(ctx).get(value)
            if isinstance(control, Select):
                self.selected = control.selection
                self.session.stage(self.selected)
            elif control is not None:
                self._play(*(control if isinstance(control, tuple) else (control,)))
        elif kind == "pair" and value.isdigit():
            self.nav.pair_device(int(value))
        elif kind in ("here", "stand-in") and self._device_away():
            self.session.play_seat_here(self.session.to_move, by_bot=kind == "stand-in")
        elif kind == "new":
            self.nav.open_setup(self.session.saved.game_id)
        elif kind == "replay":
            self.nav.open_replay(self.session.replay_record)
        elif kind == "not-now" and self.guide is not None:
            self.message = self.guide.refusal()
        elif kind == "lesson" and self.guide is not None:
            self.guide.put_away(value == "hide")
        elif action == "next" and self.guide is not None:
            if self.guide.next():
                self.session.autosave()
        elif action == "learn:done" and self.guide is not None:
            if self.guide.finish():
                self.guide = self.session.scripted = None
                self.session.autosave()
        elif action in ("hint:cancel", "hint:close"):
            self.hints.cancel()
        elif action == "hint":
            if self.hint_allowed():
                self.hints.request(self.session.state)
        else:
            raise ValueError(f"the table has no action {action!r}")

    def _play_index(self, index: int) -> None:
        legal = self.context().legal
        if not 0 <= index < len(legal):
            self.message = t("table.not_your_turn")
            return
        self._play(legal[index])

    def _play(self, *actions: Action) -> None:
        """Play one step (several actions of the same player, in order); a refusal stops
        it and says why. A lesson's step waiting for it moves on."""
        mover = self.session.to_move
        played = []
        try:
            for action in actions:
                if self.session.to_move != mover:
                    break
                self.session.play(action)
                played.append(action)
        except IllegalAction as error:
            self.message = say(error.message, self.names)
        self.selected = None
        if self.guide is not None and played:
            self.guide.played(tuple(played))
            self.session.autosave()

    def _lesson_allows(self, action: str) -> bool:
        """Whether a lesson (if any) lets the learner tap ``action`` now."""
        if self.guide is None:
            return True
        ctx = self.context()
        return self.guide.allows(action, self.controls_of, ctx)

    # -- drawing ---------------------------------------------------------------------------
    def privacy(self) -> Hashable:
        """Which private information the screen shows: a change starts the app's guard
        time, in which a tap does nothing (so the second tap of a double tap cannot take the
        device, or vote, for the next player)."""
        session = self.session
        if session.conflict:
            return ("conflict",)
        if self.showing_result():
            return ("result", self.results_seen)
        if session.needs_handoff():
            return ("cover", session.to_move)
        return ("view", session.viewer)

    def render(self, canvas: Canvas, width: float, height: float) -> list[HitRegion]:
        canvas.fill_rect(0, 0, width, height, theme.PARCHMENT)
        self.log_scroll.forget()
        self.spots = []  # a cover names nothing the last player's frame drew
        session = self.session
        self.message = session.take_notice() or self.message
        if session.conflict:
            return self._draw_conflict(canvas, width, height)
        if session.needs_handoff() and not self.showing_result():
            return self._draw_handoff(canvas, width, height)
        ctx = self.context()
        self.spots = ctx.spots = []
        self.motion.frame(
            (len(session.state.history), ctx.viewer), self.nav.ticks(), not self.nav.reduce_motion
        )
        if self.showing_result():
            return self._draw_result_screen(canvas, width, height, ctx)
        if self.guide is not None and not session.is_bot_turn():
            self.guide.catch_up()
        if session.state.is_over:
            return self._draw_final_screen(canvas, width, height, ctx)
        self.band = self.guide.reserved(canvas, width, height) if self.guide else 0.0
        regions = self._draw_top_bar(canvas, width, height, ctx)
        bar = self._bar_height(width)
        body = Rect(8, bar + 8, width - 16, height - bar - 16)
        strip_rows = 0
        if width < height:
            # The players in one row, or two when too many share a narrow screen.
            strip_rows = 1 if len(self.names) * STRIP_CELL <= body.w else 2
            board_h = body.h * 0.5 - (strip_rows - 1) * 24
            board = Rect(body.x, body.y, body.w, max(board_h, self.ui.layout.portrait_board_min))
            players = Rect(body.x, board.bottom + 8, body.w, 56 + (strip_rows - 1) * 40)
        else:
            board = Rect(body.x, body.y, body.w * self.ui.layout.board_share - 6, body.h)
            side = Rect(board.right + 12, body.y, body.right - board.right - 12, body.h)
            if self._log_hidden(width, height):
                strip_rows = 2
                players = Rect(side.x, side.y, side.w, 96)
            else:
                players_h = min(side.h * 0.36, 40.0 + 34.0 * len(self.names))
                players = Rect(side.x, side.y, side.w, players_h)
        rest = Rect(players.x, players.bottom + 8, players.w, body.bottom - players.bottom - 8)
        if self._log_hidden(width, height):
            private, log = rest, None
        else:
            private = Rect(rest.x, rest.y, rest.w, rest.h * self.ui.layout.private_share)
            log = Rect(rest.x, private.bottom + 8, rest.w, rest.bottom - private.bottom - 8)
        # The side panels are drawn before the board, whose pieces move: so nothing still
        # is drawn over a piece, and the page's painter can move pieces over a kept image
        # of the rest (controls keep their reading order: board first).
        self._draw_players(canvas, players, ctx, strip_rows)
        private_shown = not (log is None and self.show_log)
        private_regions = []
        if private_shown:
            private_regions = self.renderer.drawing.draw_private(canvas, private, ctx)
            if log is not None:
                self._draw_log(canvas, log, ctx)
        else:
            self._draw_log(canvas, private, ctx)
        drawn = self._described(
            self.renderer.drawing.draw_board(canvas, board, ctx) + private_regions, ctx
        )
        rings = self._hint_rings(ctx, drawn) | self._lesson_rings(ctx, drawn)
        draw_rings(canvas, drawn, rings)
        regions += self._lesson_filtered(ctx, drawn)
        self.card = None
        if self.guide is not None and not self.band:  # a phone: the words on a card
            area = Rect(0, bar, width, height - bar)
            regions = self._draw_lesson_card(canvas, area, regions, rings)
        if self.tooltip:
            regions.append(draw_explanation(canvas, width, height, *self.tooltip))
        regions += self._action_mirrors(ctx, regions) + self._notes(ctx, private_shown)
        if self.message:  # a refusal, said to screen readers too
            regions.append(HitRegion("alert:message", None, self.message, kind="alert"))
        return regions

    def _described(self, regions: list[HitRegion], ctx: TableContext) -> list[HitRegion]:
        """The pieces drawn as controls, each with what a long press on it explains as its
        accessible description (made once per view and selection)."""

        def description(region: HitRegion) -> str | None:
            return spot_for(self.spots, region.rect)

        return [
            region._replace(
                description=ctx.once(
                    ("described", region.action, ctx.selected), lambda r=region: description(r)
                )
            )
            if region.rect is not None and region.action.startswith("pick:")
            else region
            for region in regions
        ]

    def _hint_rings(self, ctx: TableContext, drawn: list[HitRegion]) -> set[str]:
        """The drawn controls to ring for the hint shown (see :mod:`~.hint`)."""
        if self.hints.shown(self.session.state) is None:
            return set()
        shown = {region.action for region in drawn if region.rect is not None}
        return self.hints.rings(self.controls_of, ctx, shown)

    def _lesson_allowed(self, ctx: TableContext, drawn: set[str]) -> set[str] | None:
        """The drawn controls the lesson's step lets the learner tap (None: any)."""
        if self.guide is None:
            return None
        key = ("lesson", self.guide.index, ctx.selected, frozenset(drawn))
        return ctx.once(key, lambda: allowed_taps(self.guide.step(), self.controls_of, ctx, drawn))

    def _lesson_card_away(self) -> bool:
        """Whether a lesson's card (on a phone) was put away, to be brought back."""
        guide = self.guide
        return guide is not None and not self.band and not guide.card_shown

    def _draw_lesson_card(
        self, canvas: Canvas, area: Rect, regions: list[HitRegion], rings: set[str]
    ) -> list[HitRegion]:
        """On a phone, the step's words on a card over ``area`` (away from the pieces
        ringed where it can), until put away; the controls under it are covered."""
        if not self.guide.card_shown:
            self.card = None
            return regions
        avoid = [
            r.rect
            for r in regions
            if r.rect is not None and r.action.replace("not-now:", "pick:", 1) in rings
        ]
        card = self.card = self.guide.card_box(canvas, area, avoid)
        learner_acts = not self.session.is_bot_turn()
        over = self.session.state.is_over
        return covered(regions, card) + self.guide.draw_band(canvas, card, learner_acts, True, over)

    def _lesson_rings(self, ctx: TableContext, drawn: list[HitRegion]) -> set[str]:
        """The controls a lesson's step lights: the way to its move, or the pieces it
        talks about."""
        if self.guide is None or not ctx.legal:
            return set()
        shown = {region.action for region in drawn if region.rect is not None}
        return (self._lesson_allowed(ctx, shown) or set()) | set(self.guide.step().lit)

    def _lesson_filtered(self, ctx: TableContext, drawn: list[HitRegion]) -> list[HitRegion]:
        """The drawn controls, those a lesson's step does not allow now turned into
        ``not-now:`` ones (a tap on them says why), so only its moves are move controls."""
        shown = {region.action for region in drawn if region.rect is not None}
        allowed = self._lesson_allowed(ctx, shown)
        if allowed is None:
            return drawn
        return [
            region._replace(action="not-now:" + region.action.partition(":")[2])
            if region.action.startswith(("pick:", "act:")) and region.action not in allowed
            else region
            for region in drawn
        ]

    def _hint_banner(self, width: float) -> float:
        """Height of the hint's strip (shown while the search thinks or with its hint)."""
        state = self.session.state
        if not (self.hints.busy(state) or self.hints.shown(state)) or not self.viewer_may_act():
            return 0.0
        return NARROW_HINT_BANNER if width < NARROW else HINT_BANNER

    def _action_mirrors(self, ctx: TableContext, drawn: list[HitRegion]) -> list[HitRegion]:
        """Every legal action not already drawn as a button, as a DOM-only control (no
        canvas area), for keyboards, screen readers and tests."""
        shown = {region.action for region in drawn}
        if self.guide is not None:  # only the moves the lesson's step allows
            allowed = self._lesson_allowed(ctx, set())
            if allowed is not None:
                shown |= {f"act:{i}" for i in range(len(ctx.legal))} - allowed
        labels = ctx.once(
            ("labels", ctx.selected, ctx.thinking),
            lambda: [self.renderer.words.action_label(action, ctx) for action in ctx.legal],
        )
        return [
            HitRegion(f"act:{index}", None, labels[index])
            for index in range(len(ctx.legal))
            if f"act:{index}" not in shown
        ]

    def _notes(self, ctx: TableContext, private: bool) -> list[HitRegion]:
        """What the canvas shows, as text for screen readers: the board, and the private
        panel only when it is drawn."""
        key = (ctx.selected, ctx.thinking)
        board = ctx.once(("board", *key), lambda: self.renderer.words.board_summary(ctx))
        notes = [HitRegion("note:board", None, board, kind="note")]
        summary = (
            ctx.once(("private", *key), lambda: self.renderer.words.private_summary(ctx))
            if private
            else None
        )
        if summary:
            notes.append(HitRegion("note:private", None, summary, kind="note"))
        return notes

    @staticmethod
    def _log_hidden(width: float, height: float) -> bool:
        """Portrait screens and short landscape ones show the log only behind a button."""
        return width < height or height < SHORT

    def _prompt(self, ctx: TableContext) -> str:
        """The top bar's line: who is thinking, else the game's words for the viewer's
        task, else whose turn it is."""
        name = ctx.name(ctx.view["to_move"])
        if ctx.thinking:
            return t("table.thinking", name=name)
        return self.renderer.words.prompt(ctx) or t("table.turn_of", name=name)

    def _device_away(self) -> str | None:
        """That the seat to act plays on a device which is not connected now, if so."""
        seat = self.session.to_move
        if not self.session.is_remote_turn() or seat not in self.nav.devices_away():
            return None
        return t("table.device_away", name=self.names[seat])

    def _away_banner(self, width: float) -> float:
        """The height of the banner saying a device is away (none when all are here): on
        a narrow screen its words take a line above its buttons."""
        if not self.nav.devices_away():
            return 0.0
        return BANNER + (AWAY_WORDS if width < NARROW else 0.0)

    def _draw_away(self, canvas: Canvas, box: Rect) -> list[HitRegion]:
        """Which device is away (the one to act first) and what the table may do: pair
        it again and, while the game waits for it, play its seat here or let a bot."""
        away = self.nav.devices_away()
        seat = self.session.to_move if self.session.to_move in away else away[0]
        buttons = [(t("table.pair_again"), f"pair:{seat}")]
        if self._device_away():  # the game waits for it: someone may play it meanwhile
            buttons += [
                (t("table.play_here"), f"here:{seat}"),
                (t("table.stand_in"), f"stand-in:{seat}"),
            ]
        canvas.fill_rect(box.x, box.y, box.w, box.h, theme.INK)
        narrow = box.w < NARROW
        row = Rect(box.x, box.bottom - BANNER, box.w, BANNER) if narrow else box
        font = theme.ui_font(16, 700)
        widths = [button_width(canvas, label, font) for label, _ in buttons]
        room = (box.w - 12 if narrow else box.w * 0.62) - 6 * len(buttons)
        if sum(widths) > room:  # a narrow screen: the buttons share the room
            widths = [max(w * room / sum(widths), MIN_TOUCH) for w in widths]
        regions = []
        right = box.right - 6
        for (label, action), w in zip(reversed(buttons), reversed(widths), strict=True):
            right -= w
            rect = Rect(right, row.y + 4, w, row.h - 8)
            regions.insert(0, draw_button(canvas, rect, label, action, font=font))
            right -= 6
        text = t("table.device_away", name=self.names[seat])
        words = (
            Rect(box.x, box.y, box.w, AWAY_WORDS) if narrow else Rect(box.x, box.y, right, box.h)
        )
        sized, lines = fit_text(canvas, text, theme.ui_font(15, 700), words.w - 18, max_lines=2)
        line_h = sized.size * 1.15
        top = words.center[1] - line_h * (len(lines) - 1) / 2
        for number, line in enumerate(lines):
            canvas.text(12, top + number * line_h, line, sized, theme.WHITE, baseline="middle")
        return [HitRegion("alert:away", None, text, kind="alert"), *regions]

    def _bar_height(self, width: float) -> float:
        """The top bar, with the prompt's own line on narrow screens and the storage
        banner under it while the storage is full."""
        banner = (BANNER if self.session.storage_full else 0.0) + self._away_banner(width)
        prompt = PROMPT_LINE if width < NARROW else 0.0
        return TOP_BAR + prompt + self._hint_banner(width) + self.band + banner

    def _draw_top_bar(
        self, canvas: Canvas, width: float, height: float, ctx: TableContext
    ) -> list[HitRegion]:
        bar = self._bar_height(width)
        canvas.fill_rect(0, 0, width, bar, theme.ROYAL_BLUE)
        small = theme.ui_font(16, 700)
        buttons = [
            (label, action)
            for label, action, shown in [
                (t("table.menu"), "home", True),
                (t("table.undo"), "undo", self.undo_allowed()),
                (t("table.hint"), "hint", self.hint_allowed() and not self._hint_banner(width)),
                (t("learn.read"), "lesson:show", self._lesson_card_away()),
                (t("table.rules"), "rules", True),
                (t("table.log"), "log", self._log_hidden(width, height)),
            ]
            if shown
        ]
        widths = [button_width(canvas, label, small) for label, _ in buttons]
        room = width - 12 - 6 * (len(buttons) - 1) - GEAR_SIDE - 6
        if width < NARROW and sum(widths) > room:  # a narrow phone: the buttons share the bar
            widths = [max(w * room / sum(widths), MIN_TOUCH) for w in widths]
        regions = []
        right = width - 6
        for (label, action), w in zip(reversed(buttons[1:]), reversed(widths[1:]), strict=True):
            right -= w
            regions.append(draw_button(canvas, Rect(right, 6, w, 44), label, action, font=small))
            right -= 6
        menu_label, _ = buttons[0]
        regions.insert(
            0, draw_button(canvas, Rect(6, 6, widths[0], 44), menu_label, "home", font=small)
        )
        x = 12 + widths[0]
        regions.insert(1, draw_settings_button(canvas, Rect(x, 6, GEAR_SIDE, 44)))
        x += GEAR_SIDE + 6
        if width < NARROW:
            x, right, middle = 6.0, width - 6, TOP_BAR + PROMPT_LINE / 2 - 4
        else:
            middle = TOP_BAR / 2
        text = self.message or ctx.once(
            ("prompt", ctx.selected, ctx.thinking), lambda: self._prompt(ctx)
        )
        font, lines = fit_text(canvas, text, theme.ui_font(20, 700), right - x - 12, max_lines=2)
        colour = "#ffd7d7" if self.message else theme.WHITE
        line_h = font.size * 1.1
        top = middle - line_h * (len(lines) - 1) / 2
        for number, line in enumerate(lines):
            canvas.text(
                (x + right) / 2,
                top + number * line_h,
                line,
                font,
                colour,
                align="center",
                baseline="middle",
            )
        if self._hint_banner(width):
            top = TOP_BAR + (PROMPT_LINE if width < NARROW else 0.0)
            strip = Rect(0, top, width, self._hint_banner(width))
            words = self.renderer.words
            regions += self.hints.draw_banner(canvas, strip, self.session.state, words, ctx)
        away = self._away_banner(width)
        if self.band:
            top = bar - self.band - (BANNER if self.session.storage_full else 0.0) - away
            box = Rect(0, top, width, self.band)
            learner_acts = not self.session.is_bot_turn()
            regions += self.guide.draw_band(canvas, box, learner_acts)
        elif self._lesson_card_away():
            regions.append(self.guide.words_region())  # the words the card put away held
        if self.session.storage_full:
            storage = Rect(0, bar - away - BANNER, width, BANNER)
            regions += self._draw_storage_full(canvas, storage)
        if away:
            regions += self._draw_away(canvas, Rect(0, bar - away, width, away))
        return regions

    def _draw_storage_full(self, canvas: Canvas, box: Rect) -> list[HitRegion]:
        """Impossible to miss while the storage refuses the game: what is wrong, and
        "Export" to keep the game in a file right now."""
        canvas.fill_rect(box.x, box.y, box.w, box.h, theme.CRIMSON)
        label = t("table.export")
        button_w = button_width(canvas, label, theme.ui_font(16, 700))
        button = Rect(box.right - button_w - 6, box.y + 4, button_w, box.h - 8)
        text = t("table.storage_full")
        font, lines = fit_text(canvas, text, theme.ui_font(15, 700), button.x - 18, max_lines=2)
        line_h = font.size * 1.15
        top = box.center[1] - line_h * (len(lines) - 1) / 2
        for number, line in enumerate(lines):
            canvas.text(12, top + number * line_h, line, font, theme.WHITE, baseline="middle")
        export = draw_button(canvas, button, label, "export", font=theme.ui_font(16, 700))
        return [HitRegion("alert:storage", None, text, kind="alert"), export]

    def _draw_conflict(self, canvas: Canvas, width: float, height: float) -> list[HitRegion]:
        """Another tab or window played on: this one stops and offers the newer game."""
        canvas.fill_rect(0, 0, width, height, theme.ROYAL_BLUE)
        text = t("table.conflict")
        body = theme.ui_font(20)
        y = height * 0.3
        for line in wrap_text(canvas, text, body, width * 0.84):
            canvas.text(width / 2, y, line, body, theme.WHITE, align="center", baseline="top")
            y += body.size * 1.4
        reload = Rect(width / 2 - min(width * 0.4, 200), y + 24, min(width * 0.8, 400), 60)
        regions = [
            HitRegion("alert:conflict", None, text, kind="alert"),
            draw_button(
                canvas,
                reload,
                t("table.reload_game"),
                "reload",
                primary=False,
                font=theme.ui_font(20, 700),
            ),
            draw_button(
                canvas,
                Rect(8, 8, button_width(canvas, t("table.menu")), 44),
                t("table.menu"),
                "home",
            ),
        ]
        return regions

    def _draw_players(self, canvas: Canvas, box: Rect, ctx: TableContext, strip_rows: int) -> None:
        statuses = ctx.once(
            "statuses",
            lambda: tuple(
                (status, tuple(badges))
                for status, badges in (
                    self.renderer.words.player_status(ctx, seat) for seat in range(len(self.names))
                )
            ),
        )
        _draw_players_panel(
            canvas, box, strip_rows, tuple(self.names), statuses, ctx.view.get("to_move")
        )
        places = _player_places(box, strip_rows, len(statuses))
        for place, (_, badges) in zip(places, statuses, strict=True):
            x, y = place.first_badge
            for badge in badges:  # a long press or a hover on a badge says what it means
                ctx.spot(Rect(x - 11, y - 11, 22, 22), badge.label)
                x -= 20

    def log_lines(self, ctx: TableContext) -> tuple[str, ...]:
        """The move log in words, made once per view and language (a long game's log would
        otherwise be translated again at every frame)."""
        return ctx.once("log", lambda: tuple(self.renderer.words.log_lines(ctx)))

    def _draw_log(self, canvas: Canvas, box: Rect, ctx: TableContext) -> None:
        """The log's lines that fit, as scrolled (the newest at first)."""
        inner = panel_inner(box, titled=True)
        font = theme.ui_font(LOG_FONT_SIZE)
        entries = self.log_lines(ctx)
        lines = [line for entry in entries for line in wrap_text(canvas, entry, font, inner.w)]
        visible = max(int(inner.h // LOG_LINE), 0)
        start, end = self.log_scroll.window(box, len(lines), visible, LOG_LINE)
        _draw_log_panel(canvas, box, tuple(lines[start:end]), start, len(lines))

    def _draw_handoff(self, canvas: Canvas, width: float, height: float) -> list[HitRegion]:
        seat = self.session.to_move
        name = self.names[seat]
        canvas.fill_rect(0, 0, width, height, theme.ROYAL_BLUE)
        canvas.fill_rect(0, 0, width, 14, player_colour(seat))
        canvas.fill_rect(0, height - 14, width, 14, player_colour(seat))
        draw_player_mark(canvas, seat, width / 2, height * 0.24, min(width, height) * 0.07)
        title = theme.title_font(min(max(width * 0.08, 30.0), 64.0))
        title, lines = fit_text(
            canvas, t("handoff.pass_to", name=name), title, width * 0.9, 2, readable_scale(title)
        )
        for number, line in enumerate(lines):
            canvas.text(
                width / 2,
                height * 0.36 + (number - (len(lines) - 1) / 2) * title.size * 1.1,
                line,
                title,
                theme.WHITE,
                align="center",
                baseline="middle",
            )
        body = theme.ui_font(20)
        y = height * 0.46
        for line in wrap_text(canvas, t("handoff.only", name=name), body, width * 0.8):
            canvas.text(width / 2, y, line, body, theme.WHITE, align="center", baseline="top")
            y += body.size * 1.4
        button = Rect(width / 2 - min(width * 0.4, 200), height * 0.62, min(width * 0.8, 400), 64)
        take = draw_button(
            canvas,
            button,
            t("handoff.ready", name=name),
            "take",
            primary=False,
            font=theme.ui_font(22, 700),
        )
        menu = draw_button(
            canvas, Rect(8, 22, button_width(canvas, t("table.menu")), 44), t("table.menu"), "home"
        )
        public = TableContext(self.session.view(None), None, self.names, [])
        font = theme.ui_font(16)
        lines: list[str] = []
        for entry in self.renderer.words.log_lines(public)[-HANDOFF_LOG_LINES:]:
            lines.extend(wrap_text(canvas, entry, font, width * 0.86))
        y = button.bottom + 24
        bottom = height - (BANNER if self.session.storage_full else 0.0) - 20
        for line in lines[-HANDOFF_LOG_LINES * 2 :]:
            if y + font.size > bottom:
                break
            canvas.text(width / 2, y, line, font, theme.PARCHMENT, align="center", baseline="top")
            y += font.size * 1.35
        regions = [take, menu]
        if self.session.storage_full:
            regions += self._draw_storage_full(canvas, Rect(0, height - BANNER, width, BANNER))
        return regions

    def _draw_result_screen(
        self, canvas: Canvas, width: float, height: float, ctx: TableContext
    ) -> list[HitRegion]:
        box = Rect(16, 16, width - 32, height - 96)
        self.renderer.drawing.draw_result(canvas, box, ctx, self.results_seen)
        button = Rect(width / 2 - 120, height - 68, 240, 52)
        return [draw_button(canvas, button, t("table.continue"), "ack", primary=True)]

    def _draw_final_screen(
        self, canvas: Canvas, width: float, height: float, ctx: TableContext
    ) -> list[HitRegion]:
        hints = self._hints_used()
        font, lines = theme.ui_font(16), []
        if hints:  # on as many lines as it takes (six players' counts on a phone: three)
            font, lines = fit_readable(canvas, [hints], font, width - 32, max_lines=3)
        line_h = font.size * 1.25
        band = self.guide.above_results(canvas, width, height) if self.guide else 0.0
        box = Rect(16, 16 + band, width - 32, height - 96 - band - len(lines) * line_h)
        if lines:
            box = box._replace(h=box.h - 8)
        self.renderer.drawing.draw_final(canvas, box, ctx)
        for number, line in enumerate(lines):
            canvas.text(
                width / 2,
                box.bottom + 8 + (number + 0.5) * line_h,
                line,
                font,
                theme.INK_SOFT,
                align="center",
                baseline="middle",
            )
        labels = [
            (t("table.new_game"), "new", True),
            (t("table.watch_again"), "replay", False),
            (t("table.menu"), "home", False),
        ]
        if not self.session.complete:  # a guest's table: no game of its own to start again
            labels = labels[1:]
        if self.session.replay_record is None:  # a guest's table before the host's record
            labels = [label for label in labels if label[1] != "replay"]
        widths = [button_width(canvas, label) for label, _, _ in labels]
        room = width - 16 - 12 * (len(labels) - 1)
        if sum(widths) > room:  # a narrow phone: the buttons share the width
            widths = [max(w * room / sum(widths), MIN_TOUCH) for w in widths]
        x = width / 2 - (sum(widths) + 12 * (len(labels) - 1)) / 2
        regions = []
        for (label, action, primary), w in zip(labels, widths, strict=True):
            regions.append(
                draw_button(canvas, Rect(x, height - 68, w, 52), label, action, primary=primary)
            )
            x += w + 12
        if hints:  # said to screen readers too
            regions.append(HitRegion("note:hints", None, hints, kind="note"))
        if band:  # a lesson that reached the end of the game: its step above the results
            regions += self.guide.draw_band(canvas, Rect(0, 0, width, band), True, over=True)
        elif self.guide is not None:  # a step waiting for Next, or the hand-over: shown
            regions = self._draw_lesson_card(canvas, Rect(0, 0, width, height - 76), regions, set())
        return regions

    def _hints_used(self) -> str:
        """How many hints each person had ("" with no one to have them)."""
        saved = self.session.saved
        if not self.session.humans:
            return ""
        if not saved.hints:
            return t("table.no_hints")
        counts = [
            t("table.hints_of", name=self.names[seat], count=saved.hints_used[seat])
            for seat in self.session.humans
        ]
        return t("table.hints_used", counts=", ".join(counts))


@kept_drawing
def _draw_players_panel(
    canvas: Canvas,
    box: Rect,
    strip_rows: int,
    names: tuple[str, ...],
    statuses: tuple[tuple[str, tuple[Badge, ...]], ...],
    to_move: int | None,
) -> None:
    """The players as a list with a title, or (``strip_rows`` > 0) a compact grid: each
    with its status and badges (``statuses``, by seat), the one to move pointed at."""
    draw_panel(canvas, box, None if strip_rows else t("table.players"))
    places = _player_places(box, strip_rows, len(names))
    draw = _draw_player_cell if strip_rows else _draw_player_row
    for seat, (place, (status, badges)) in enumerate(zip(places, statuses, strict=True)):
        draw(canvas, place.box, seat, names[seat], status, badges, seat == to_move)


class _PlayerPlace(NamedTuple):
    """Where a player is shown in the players panel, and where its first badge is centred
    (the others follow to its left)."""

    box: Rect
    first_badge: tuple[float, float]


def _player_places(box: Rect, strip_rows: int, count: int) -> list[_PlayerPlace]:
    """Each player's row of the list, or cell of the compact grid (``strip_rows`` > 0)."""
    inner = panel_inner(box, not strip_rows)
    if strip_rows:
        columns = -(-count // strip_rows)
        cell_w, cell_h = inner.w / columns, inner.h / strip_rows
        cells = [
            Rect(inner.x + cell_w * column, inner.y + cell_h * row, cell_w, cell_h)
            for row, column in (divmod(seat, columns) for seat in range(count))
        ]
        return [_PlayerPlace(cell, (cell.x + cell.w - 14, cell.y + 27)) for cell in cells]
    row_h = min(34.0, inner.h / max(count, 1))
    rows = [Rect(inner.x, inner.y + row_h * seat, inner.w, row_h) for seat in range(count)]
    return [_PlayerPlace(row, (row.right - 10, row.y + row.h / 2)) for row in rows]


@kept_drawing
def _draw_log_panel(
    canvas: Canvas, box: Rect, lines: tuple[str, ...], first: int, total: int
) -> None:
    """The log panel showing ``lines``, lines ``first``… of the ``total`` wrapped lines,
    with a scroll bar on its right edge when they do not all fit."""
    inner = draw_panel(canvas, box, t("table.log"))
    font = theme.ui_font(LOG_FONT_SIZE)
    y = inner.y
    for line in lines:
        canvas.text(inner.x, y, line, font, theme.INK, baseline="top")
        y += LOG_LINE
    draw_scrollbar(canvas, box, inner, first, len(lines), total)


@kept_drawing
def _draw_player_row(
    canvas: Canvas,
    row: Rect,
    seat: int,
    name: str,
    status: str,
    badges: tuple[Badge, ...],
    to_move: bool,
) -> None:
    """One player in the list: mark, name, status and badges, pointed at when to move."""
    mid = row.y + row.h / 2
    if to_move:
        canvas.rounded_rect(row.x - 4, row.y, row.w + 8, row.h - 2, 8, fill=theme.PARCHMENT_DARK)
        canvas.polygon(
            [(row.x, mid - 6), (row.x + 8, mid), (row.x, mid + 6)],
            fill=theme.CRIMSON,
        )
    draw_player_mark(canvas, seat, row.x + 22, mid - 1, 8)
    name_font = theme.ui_font(15, 700)
    draw_fitted_line(
        canvas, row.x + 36, mid, name, name_font, row.w * 0.45, theme.INK, shorten=True
    )
    room = 20 * max(len(badges) - 1, 0)
    draw_fitted_line(
        canvas,
        row.right - 28 - room,
        mid,
        status,
        theme.ui_font(15),
        row.w * 0.55 - 36 - room,
        theme.INK,
        align="right",
        shorten=True,
    )
    draw_badges(canvas, badges, row.right - 10, mid)  # where _player_places says


@kept_drawing
def _draw_player_cell(
    canvas: Canvas,
    cell: Rect,
    seat: int,
    name: str,
    status: str,
    badges: tuple[Badge, ...],
    to_move: bool,
) -> None:
    """One player in the compact grid: mark and name above, status and badges below."""
    if to_move:
        canvas.rounded_rect(
            cell.x + 1, cell.y - 2, cell.w - 2, cell.h, 8, fill=theme.PARCHMENT_DARK
        )
    draw_player_mark(canvas, seat, cell.x + 10, cell.y + 9, 7)
    name_font = theme.ui_font(15, 700)
    draw_fitted_line(
        canvas, cell.x + 20, cell.y + 9, name, name_font, cell.w - 24, theme.INK, shorten=True
    )
    draw_fitted_line(
        canvas,
        cell.x + 4,
        cell.y + 27,
        status,
        theme.ui_font(13),
        cell.w - 8 - 20 * len(badges),
        theme.INK_SOFT,
        shorten=True,
    )
    draw_badges(canvas, badges, cell.x + cell.w - 14, cell.y + 27)  # where _player_places says
