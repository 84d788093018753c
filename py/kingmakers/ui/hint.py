"""A hint at the table: the search bot's choice for the player to move, found in slices.

The table asks for a hint on a player's request (:meth:`Hints.request`); the search thinks
a slice at a time whenever the table's work is advanced (:meth:`Hints.think`), so the page
stays responsive, shows its progress and can cancel it. The search sees only what the
player may know (:mod:`~kingmakers.ui.state.advice`). A hint belongs to the position it was
asked at: once a move is played or taken back, it is gone.

The suggested move is named in words, every step of it when it takes the seat several
decisions (Intrighi's Sostegno: the card, then the stack and the place), with one reason
in plain words and its figure said as what it is (how many of 100 simulated games it won).
It is ringed on the table one step at a time: the drawn controls whose tap is a step
towards the next decision — its own button, a piece whose tap plays it, or one whose tap
selects what then plays it — are found by asking the game's controls
(:data:`~kingmakers.ui.seam.Controls`, a pure function) what each tap would do, so looking
changes nothing and draws nothing. Once a step is played the hint moves on to the next.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Hashable, Mapping
from dataclasses import replace

from kingmakers.ai.ismcts import Budget
from kingmakers.engine import Action, GameState
from kingmakers.ui.i18n import get_language, t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import READABLE, Canvas, Font, wrap_text
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.kit.widgets import button_width, draw_button
from kingmakers.ui.seam import Control, GameWords, Select, TableContext, first_step
from kingmakers.ui.state.advice import HINT_BUDGET, Advice, Thinking, imagined

#: Height of the strip under the top bar that shows a hint or its progress (the words as
#: large as fit, down to the readable least), and on a narrow screen.
BANNER = 64.0
NARROW_BANNER = 112.0
#: How many taps ahead the ring looks for a step towards the hinted move.
PROBE_DEPTH = 2
#: How much better (of 100 simulated games won) the move must do than the next best to be
#: called clearly the strongest.
CLEAR_LEAD = 5


def reason(advice: Advice, label: Callable[[Action], str], why: str | None = None) -> str:
    """Why the search chose the move, in one sentence: the game's own reason ``why`` and
    how many of 100 simulated games the move won; without one, clearly the strongest or
    only a little stronger than the next best (named by ``label``), with how many of 100
    simulated games each won."""
    runner_up = advice.runner_up
    if runner_up is None:
        return t("hint.only") if why is None else f"{why} {t('hint.only')}"
    best, second = advice.best.percent, runner_up.percent
    if why is not None:  # the game's reason, and the figure (a phone's strip holds no more)
        return t("hint.reason_game", why=why, best=best)
    if best - second >= CLEAR_LEAD:
        return t("hint.reason_clear", best=best, next=second)
    return t("hint.reason_close", best=best, next=second, alternative=label(runner_up.action))


def move_words(steps: tuple[Action, ...], label: Callable[[Action], str]) -> str:
    """A move in words: its one step, or every step numbered in order."""
    if len(steps) == 1:
        return label(steps[0])
    return ", ".join(
        t("hint.step", number=number, move=label(step)) for number, step in enumerate(steps, 1)
    )


class Hints:
    """The hint of one table (see the module), searched with ``budget``."""

    #: Whether the table thinks about the hint itself, in slices between frames (a guest
    #: device's hints are thought about by the host).
    thinks_here = True

    def __init__(self, budget: Budget = HINT_BUDGET) -> None:
        self.budget = budget
        self.thinking: Thinking | None = None
        self.advice: Advice | None = None
        self.steps: tuple[Action, ...] = ()
        """The hinted move's steps still to play, the next one first."""
        self.position: tuple | None = None
        self.after: dict | None = None
        """The seat's view once the whole hinted move is played (:func:`imagined`)."""
        self._rings: tuple[Hashable, set[str]] | None = None
        self._why: tuple[str, str | None] | None = None

    def _current(self, state: GameState) -> bool:
        """Whether the hint (or the thinking) is about this position (the same game, as
        many moves in), moving on to the next step when the one hinted was just played;
        else forget it."""
        if self._next_step_played(state):
            self.steps = self.steps[1:]
            self.position = (state, len(state.history))
            self._rings = None
        if self.position is not None and (
            self.position[0] is not state or self.position[1] != len(state.history)
        ):
            self.cancel()
        return self.position is not None

    def _next_step_played(self, state: GameState) -> bool:
        """Whether ``state`` is the hinted position with just its next step played, and
        the same seat has the step after it to play."""
        return (
            len(self.steps) > 1
            and self.position is not None
            and self.position[0] is state
            and len(state.history) == self.position[1] + 1
            and state.history[-1] == self.steps[0]
            and state.to_move == self.advice.seat
        )

    def request(self, state: GameState) -> None:
        """Start thinking about the move of the seat to act in ``state``."""
        self.cancel()
        self.position = (state, len(state.history))
        self.thinking = Thinking(state, self.budget)

    def cancel(self) -> None:
        """Stop thinking and forget the hint."""
        self.thinking = self.advice = self.position = self.after = None
        self.steps = ()
        self._rings = self._why = None

    def busy(self, state: GameState) -> bool:
        """Whether the search is still thinking about ``state``."""
        return self._current(state) and self.thinking is not None

    def shown(self, state: GameState) -> Advice | None:
        """The hint for ``state``, once found."""
        return self.advice if self._current(state) else None

    async def think(self, state: GameState) -> Advice | None:
        """Think one slice, then let the page breathe; the hint when it is found."""
        if not self.busy(state):
            return None
        self.thinking.step()
        if self.thinking.done:
            self.advice, self.thinking = self.thinking.result(), None
            self.steps = (self.advice.best.action, *self.advice.then)
            self.after = imagined(state, self.advice.seat, self.steps)
            return self.advice
        await asyncio.sleep(0)
        return None

    # -- drawing ---------------------------------------------------------------------------
    def why(self, words: GameWords, ctx: TableContext) -> str | None:
        """The game's reason for the whole hinted move, asked at the hinted position
        (``ctx``: the player's), once per language."""
        if self._why is None or self._why[0] != get_language():
            self._why = (get_language(), words.hint_reason(ctx, self.steps, self.after))
        return self._why[1]

    def draw_banner(
        self, canvas: Canvas, box: Rect, state: GameState, words: GameWords, ctx: TableContext
    ) -> list[HitRegion]:
        """The strip saying what the search is doing or what it suggests, with a button
        to cancel or close it: ``words`` name actions and give the game's reason, from the
        player's context ``ctx``."""

        def label(action: Action) -> str:
            return words.action_label(action, ctx)

        canvas.fill_rect(box.x, box.y, box.w, box.h, theme.GOLD)
        small = theme.ui_font(16, 700)
        busy = self.busy(state)
        button_label = t("hint.cancel" if busy else "hint.close")
        button_w = button_width(canvas, button_label, small)
        button = Rect(box.right - button_w - 6, box.y + (box.h - 44) / 2, button_w, 44)
        text_w = button.x - box.x - 18
        if busy:
            text = t("hint.thinking")
            font = theme.ui_font(16, 700)
            canvas.text(box.x + 12, box.y + 18, text, font, theme.INK, baseline="middle")
            bar = Rect(box.x + 12, box.y + 38, text_w, 10)
            canvas.rounded_rect(bar.x, bar.y, bar.w, bar.h, 5, fill=theme.WHITE)
            done = bar.w * self.thinking.progress if self.thinking else 0.0
            if done > 1:
                canvas.rounded_rect(bar.x, bar.y, done, bar.h, 5, fill=theme.ROYAL_BLUE)
            note = HitRegion("note:hint", None, text, kind="note")
        else:
            advice = self.advice
            move = move_words(self.steps, label)
            if len(self.steps) <= len(advice.then):  # a step played: the rest of the move
                text = t("hint.next_step", move=move)
            else:
                why = self.why(words, ctx)
                text = t("hint.suggestion", move=move, reason=reason(advice, label, why))
            font, lines = _fitted(canvas, text, text_w, box.h - 12)
            line_h = font.size * 1.15
            top = box.center[1] - line_h * (len(lines) - 1) / 2
            for number, line in enumerate(lines):
                canvas.text(
                    box.x + 12, top + number * line_h, line, font, theme.INK, baseline="middle"
                )
            note = HitRegion("note:hint", None, text, kind="note")
        action = "hint:cancel" if busy else "hint:close"
        close = draw_button(canvas, button, button_label, action, font=small)
        return [note, close]

    def rings(
        self,
        controls: Callable[[TableContext], Mapping[str, Control]],
        ctx: TableContext,
        drawn: set[str],
    ) -> set[str]:
        """The actions of the ``drawn`` controls to ring for the hinted move at ``ctx``
        (the same selection and drawn controls, the same answer, computed once)."""
        advice = self.advice
        if advice is None:
            return set()
        key = (ctx.selected, frozenset(drawn))
        if self._rings is None or self._rings[0] != key:
            found = steps_towards(controls, ctx, self.steps[0], drawn, PROBE_DEPTH)
            self._rings = (key, found)
        return self._rings[1]


def _fitted(canvas: Canvas, text: str, width: float, height: float) -> tuple[Font, list[str]]:
    """The largest size, down to the readable least, at which ``text`` wraps into
    ``width`` by ``height`` (with more lines as the size falls), and its lines."""
    for size in range(16, int(READABLE) - 1, -1):
        font = theme.ui_font(size, 700)
        lines = wrap_text(canvas, text, font, width)
        if len(lines) * size * 1.15 <= height:
            break
    return font, lines


def steps_towards(
    controls: Callable[[TableContext], Mapping[str, Control]],
    ctx: TableContext,
    target: Action,
    drawn: set[str],
    depth: int,
) -> set[str]:
    """The ``drawn`` controls whose tap plays ``target`` first — its button, or a piece;
    when none does and ``depth`` > 1, the drawn pieces whose tap selects something from
    which a piece's tap then plays it."""
    offered = controls(ctx)
    found = {f"act:{index}" for index, action in enumerate(ctx.legal) if action == target}
    found |= {
        f"pick:{token}" for token, control in offered.items() if first_step(control) == target
    }
    found &= drawn
    if found or depth <= 1:
        return found
    for token, control in offered.items():
        action = f"pick:{token}"
        if action not in drawn or not isinstance(control, Select):
            continue
        if control.selection is None or control.selection == ctx.selected:
            continue
        then = controls(replace(ctx, selected=control.selection))
        if any(first_step(step) == target for step in then.values()):
            found.add(action)
    return found


def draw_rings(canvas: Canvas, regions: list[HitRegion], actions: set[str]) -> None:
    """A gold ring, edged in ink, round every drawn control in ``actions``."""
    for region in regions:
        if region.action in actions and region.rect is not None:
            box = region.rect.inset(-4)
            canvas.rounded_rect(box.x, box.y, box.w, box.h, 12, stroke=theme.INK, line_width=7)
            canvas.rounded_rect(box.x, box.y, box.w, box.h, 12, stroke=theme.GOLD, line_width=4)
