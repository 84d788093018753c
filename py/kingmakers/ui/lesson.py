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
from kingmakers.ui.seam import Control, TableContext

#: A step that lets the learner make any legal move (one move), e.g. to try things out.
ANY = "any"
#: The bot level of a lesson's other seats (its scripted replies aside), and after it.
BOT = "heuristic"
#: The names of a lesson's other seats (proper names: the same in every language).
BOT_NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena")


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
    """The drawn controls a step lets the learner tap (None: every one): none while it
    waits for Next, else those that play its move or select the way to it."""
    if step.play == ANY:
        return None
    target = step.target()
    if target is None or target not in ctx.legal:
        return set()
    return steps_towards(controls, ctx, target, drawn, PROBE_DEPTH)


def refusal_words(step: Step, say: Callable[[str], str]) -> str:
    """What a tap outside the step's moves is refused with: the step's own words."""
    return say(step.words)
