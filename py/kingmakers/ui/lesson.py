"""Guided first games ("Learn to play"): the real engine on a fixed deal, walked in steps.

Each game's UI package has a ``lesson`` module with one :class:`Lesson`: the seed and the
seats, the other seats' moves where the lesson needs them (:attr:`Lesson.replies`), and
the steps. A step is data: its words (a message key of the game's locale: *why*, not only
where to tap), what it waits for (:attr:`Step.play`) and the pieces it lights.

The lesson never restates a rule. What may be played is still ``legal_actions()``; a step
only narrows it to the taps that lead to its move (found by asking the game's controls,
as the hint ring does), and a tap on any other piece is refused with the step's words.
The table keeps the step reached in the save (:attr:`SavedGame.lesson`), so a lesson left
is resumed where it was; after the last step the game is handed over to the learner, its
bots at the easy level.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from kingmakers.engine import Action
from kingmakers.ui.hint import PROBE_DEPTH, steps_towards
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas, wrap_text
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.kit.widgets import button_width, draw_button
from kingmakers.ui.seam import NARROW, Control, TableContext

#: A step that lets the learner make any legal move (one move), e.g. to try things out.
ANY = "any"
#: The bot level of a lesson's other seats (its scripted replies aside), and after it.
BOT = "heuristic"
#: The names of a lesson's other seats (proper names: the same in every language).
BOT_NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena")
#: The band's words, its heading, and the height of its buttons' row.
BAND_FONT = theme.ui_font(16)
BAND_HEADING = theme.ui_font(13, 700)
BAND_BUTTONS = 52.0
#: The share of the screen's height the band may take; where it needs more (a phone), the
#: words come on a card over the table.
ROOMY_SHARE = 0.22
#: The share the band may take above the final results, where nothing is played: a phone
#: keeps the results' headline in sight under it; only where it needs more, a card.
RESULTS_SHARE = 0.3


@dataclass(frozen=True)
class Step:
    """One step of a lesson.

    ``words``: the key of its paragraph in the game's locale. ``play``: the learner's move
    it waits for (an action; a tuple of actions when one tap plays them in order), ``ANY``
    (any one legal move), or None (nothing to play: "Next" moves on). ``lit``: the control
    tokens (``pick:...``) ringed while it is shown; a step that waits for a move rings the
    way to it by itself.
    """

    words: str
    play: Action | tuple[Action, ...] | str | None = None
    lit: tuple[str, ...] = ()

    @property
    def waits_for_next(self) -> bool:
        return self.play is None

    def wants(self, played: tuple[Action, ...]) -> bool:
        """Whether the learner's move ``played`` (its actions in order) is this step's."""
        if self.play == ANY:
            return True
        wanted = self.play if isinstance(self.play, tuple) else (self.play,)
        return played[: len(wanted)] == wanted

    def target(self) -> Action | None:
        """The first action of the move it waits for (None: Next, or any move)."""
        if self.play is None or self.play == ANY:
            return None
        return self.play[0] if isinstance(self.play, tuple) else self.play


@dataclass(frozen=True)
class Lesson:
    """A guided game: ``players`` seats dealt from ``seed`` with ``options``, the learner at
    seat 0. ``replies``: the other seats' moves, by how many moves of the game were played
    before each (every other move of theirs during the lesson is the easy bot's, which a
    reload could change: a test checks the lesson scripts them all)."""

    game_id: str
    players: int
    seed: int
    steps: tuple[Step, ...]
    options: Mapping[str, object] = field(default_factory=dict)
    replies: Mapping[int, Action] = field(default_factory=dict)
    learner: int = 0

    def step(self, index: int) -> Step | None:
        """The step at ``index``; None once the lesson is over."""
        return self.steps[index] if 0 <= index < len(self.steps) else None

    def reply(self, moves: int, legal: list[Action]) -> Action | None:
        """The scripted move after ``moves`` moves, if any and still legal."""
        action = self.replies.get(moves)
        return action if action in legal else None


def allowed_taps(
    step: Step,
    controls: Callable[[TableContext], Mapping[str, Control]],
    ctx: TableContext,
    drawn: set[str],
) -> set[str] | None:
    """The controls a step lets the learner tap (None: every one): none while it waits
    for Next, else the ``drawn`` pieces that play its move or select the way to it, and its
    move's own button (drawn or not)."""
    if step.play == ANY:
        return None
    target = step.target()
    if target is None or target not in ctx.legal:
        return set()
    buttons = {f"act:{index}" for index, action in enumerate(ctx.legal) if action == target}
    return steps_towards(controls, ctx, target, drawn - buttons, PROBE_DEPTH) | buttons


class Guide:
    """A lesson in progress at a table. The step reached is the save's
    :attr:`~kingmakers.ui.state.saves.SavedGame.lesson`, so the table's autosave keeps it."""

    def __init__(self, lesson: Lesson, saved) -> None:
        self.lesson = lesson
        self.saved = saved
        #: The step on the screen: the step reached, once the other seats have replied
        #: (until then the step the learner just did stays, which their replies follow).
        self.shown = saved.lesson
        #: The step whose card the learner put away (on a phone), if any.
        self.hidden_at: int | None = None

    @property
    def index(self) -> int:
        return self.saved.lesson

    def step(self) -> Step:
        """The step reached."""
        return self._step_at(self.index)

    @property
    def at_end(self) -> bool:
        """Whether the hand-over (the last step) is reached."""
        return self._is_last(self.index)

    def _step_at(self, index: int) -> Step:
        return self.lesson.steps[min(index, len(self.lesson.steps) - 1)]

    def _is_last(self, index: int) -> bool:
        return index >= len(self.lesson.steps) - 1

    def next(self) -> bool:
        """Move on from a step that waits for Next (not the last); True if it did."""
        if not self.step().waits_for_next or self.at_end:
            return False
        self.saved.lesson += 1
        self.catch_up()
        return True

    def played(self, actions: tuple[Action, ...]) -> None:
        """The learner played ``actions`` (one move): the step they were waited for is done."""
        step = self.step()
        if step.play is not None and not self.at_end and step.wants(actions):
            self.saved.lesson += 1

    def catch_up(self) -> None:
        """The others are done: show the step reached."""
        self.shown = self.index

    def _on_screen(self) -> Step:
        return self._step_at(self.shown)

    @property
    def _end_on_screen(self) -> bool:
        return self._is_last(self.shown)

    def finish(self) -> bool:
        """At the hand-over, end the lesson: the game goes on as any other."""
        if not self.at_end:
            return False
        self.saved.lesson = None
        return True

    def allows(self, action: str, controls, ctx: TableContext) -> bool:
        """Whether the step lets the learner tap ``action`` (``pick:<token>`` or
        ``act:<index>``) now."""
        drawn = {f"pick:{token}" for token in controls(ctx)}
        allowed = allowed_taps(self.step(), controls, ctx, drawn)
        return allowed is None or action in allowed

    def refusal(self) -> str:
        """What a tap outside the step's moves is refused with: the step's own words."""
        return t("learn.not_now", words=t(self.step().words))

    # -- drawing ------------------------------------------------------------------------
    def reserved(self, canvas: Canvas, width: float, height: float) -> float:
        """The height the lesson takes under the top bar: the band where the step's words
        fit in it (a tablet, a desktop); else none (a phone): they come on a card over the
        table, which the learner puts away to play and brings back with the top bar's
        "Read again"."""
        band = self.band_height(canvas, width)
        return band if width >= NARROW and band <= ROOMY_SHARE * height else 0.0

    def above_results(self, canvas: Canvas, width: float, height: float) -> float:
        """The height the lesson takes above the final results: the band, on a phone too,
        where it fits (see :data:`RESULTS_SHARE`); else none (a card over them)."""
        band = self.band_height(canvas, width)
        return band if band <= RESULTS_SHARE * height else 0.0

    def _lines(self, canvas: Canvas, width: float) -> list[str]:
        return wrap_text(canvas, t(self._on_screen().words), BAND_FONT, width - 24)

    def band_height(self, canvas: Canvas, width: float, on_card: bool = False) -> float:
        """The band's (or, ``on_card``, the card's) height at ``width``: heading, words,
        and a row for the buttons where it has any (a card always has: "Got it" at least)."""
        words = len(self._lines(canvas, width)) * BAND_FONT.size * 1.25
        with_buttons = on_card or self._end_on_screen or self._on_screen().waits_for_next
        return 10 + 18 + words + 6 + (BAND_BUTTONS if with_buttons else 0.0)

    def _heading(self) -> str:
        steps = len(self.lesson.steps)
        return t("learn.step", number=min(self.shown, steps - 1) + 1, total=steps)

    def words_region(self) -> HitRegion:
        """The step's words for the DOM (``data-tutorial-step``), whether drawn or put away."""
        return HitRegion(
            "note:lesson", None, t(self._on_screen().words), kind="tutorial", value=str(self.shown)
        )

    def _buttons(
        self, learner_acts: bool, on_card: bool, over: bool
    ) -> list[tuple[str, str, bool]]:
        """Next where the step waits for it (once the other seats are done), at the end
        "Play on" (``learn:done``) and "New game" (after the game's end, only "End the
        lesson": the final screen offers a new game); on a card over a step waiting for a
        move, "OK" puts the card away."""
        if self._end_on_screen and over:
            return [(t("learn.finish"), "learn:done", True)]
        if self._end_on_screen:
            return [(t("learn.done"), "learn:done", True), (t("table.new_game"), "new", False)]
        if self._on_screen().waits_for_next:
            return [(t("learn.next"), "next", True)] if learner_acts else []
        return [(t("learn.put_away"), "lesson:hide", True)] if on_card else []

    def draw_band(
        self,
        canvas: Canvas,
        box: Rect,
        learner_acts: bool,
        on_card: bool = False,
        over: bool = False,
    ) -> list[HitRegion]:
        """The heading, the step's words and its buttons in ``box`` (the band under the top
        bar, or the card over the table; ``over``: over the final results)."""
        canvas.fill_rect(box.x, box.y, box.w, box.h, theme.PARCHMENT_DARK)
        canvas.fill_rect(box.x, box.bottom - 3, box.w, 3, theme.GOLD)
        canvas.text(
            box.x + 12, box.y + 10, self._heading(), BAND_HEADING, theme.ROYAL_BLUE, baseline="top"
        )
        y = box.y + 28
        for line in self._lines(canvas, box.w):
            canvas.text(box.x + 12, y, line, BAND_FONT, theme.INK, baseline="top")
            y += BAND_FONT.size * 1.25
        regions = [self.words_region()]
        top = box.bottom - 3 - BAND_BUTTONS + 4
        return regions + _button_row(canvas, box, top, self._buttons(learner_acts, on_card, over))

    @property
    def card_shown(self) -> bool:
        """Whether the card over the table shows the step's words (on a phone): each step
        shows it until put away; the hand-over and a step waiting for Next always do."""
        return (
            self.hidden_at != self.shown or self._end_on_screen or self._on_screen().waits_for_next
        )

    def put_away(self, away: bool) -> None:
        """Put the card away (to play) or bring it back (to read it again)."""
        self.hidden_at = self.shown if away else None

    def card_box(self, canvas: Canvas, area: Rect, avoid: list[Rect]) -> Rect:
        """Where the card goes in ``area``: at its top, or at its bottom when the top would
        cover a piece the step lights and the bottom would not."""
        height = min(self.band_height(canvas, area.w, on_card=True), area.h)
        top = Rect(area.x, area.y, area.w, height)
        bottom = Rect(area.x, area.bottom - height, area.w, height)
        if any(overlaps(top, rect) for rect in avoid) and not any(
            overlaps(bottom, rect) for rect in avoid
        ):
            return bottom
        return top


def overlaps(a: Rect, b: Rect) -> bool:
    """Whether two rectangles share some area."""
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def covered(regions: list[HitRegion], card: Rect) -> list[HitRegion]:
    """``regions`` without the controls under ``card`` (no two tap areas overlap)."""
    return [r for r in regions if r.rect is None or not overlaps(r.rect, card)]


def _button_row(
    canvas: Canvas, box: Rect, top: float, buttons: list[tuple[str, str, bool]]
) -> list[HitRegion]:
    """``buttons`` (label, action, primary) in a row from ``box``'s right edge."""
    regions = []
    right = box.right - 8
    font = theme.ui_font(16, 700)
    for label, action, primary in buttons:
        w = min(max(button_width(canvas, label, font), 64.0), (box.w - 24) / len(buttons))
        right -= w
        regions.append(
            draw_button(canvas, Rect(right, top, w, 44), label, action, primary=primary, font=font)
        )
        right -= 8
    return regions
