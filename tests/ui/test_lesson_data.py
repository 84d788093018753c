"""Every game's lesson (``ui/games/<id>/lesson.py``) as data: at least six distinct steps,
each in all four languages (and not English in Magyar), and played on the engine alone it
is one fixed game: every move of another seat before the last step is scripted (until a
step that lets the learner play any move), and every move a step waits for is legal when
the learner comes to play it."""

from __future__ import annotations

import importlib

import pytest

from kingmakers.games import get_game
from kingmakers.ui import i18n
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.lesson import ANY, Lesson

LANGUAGES = ("en", "hu", "it", "ru")
MIN_STEPS = 6


def lesson_of(game_id: str) -> Lesson | None:
    try:
        module = importlib.import_module(f"kingmakers.ui.games.{game_id}.lesson")
    except ModuleNotFoundError:
        return None
    return module.LESSON


LESSONS = [lesson for game_id in GAME_UIS if (lesson := lesson_of(game_id)) is not None]


def walk_on_the_engine(lesson: Lesson):
    """``(step index, state)`` at each step of the lesson, the other seats' scripted
    replies played between; fails where a reply is missing or a move is illegal. After a
    step that lets the learner play any move the game is no longer fixed: the walk ends
    there, and no later step may wait for a given move."""
    state = get_game(lesson.game_id).new_game(
        lesson.players, seed=lesson.seed, options=dict(lesson.options)
    )
    for index, step in enumerate(lesson.steps):
        if step.play == ANY:
            later = lesson.steps[index:]
            assert all(s.play in (None, ANY) for s in later), "a fixed move after ANY"
            yield from ((number, None) for number in range(index, len(lesson.steps)))
            return
        if step.play is not None:
            while not state.is_over and state.to_move != lesson.learner:
                reply = lesson.reply(len(state.history), state.legal_actions())
                assert reply is not None, (
                    f"step {index} ({step.words}): no scripted legal reply after "
                    f"{len(state.history)} moves for seat {state.to_move}"
                )
                state.apply(reply)
        yield index, state
        for move in step.play if isinstance(step.play, tuple) else (step.play,):
            if move is not None:
                assert move in state.legal_actions(), f"step {index} ({step.words}): {move}"
                state.apply(move)


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.game_id)
def test_a_lesson_has_six_distinct_steps_in_every_language(lesson):
    keys = [step.words for step in lesson.steps]
    assert len(set(keys)) >= MIN_STEPS
    words = {}
    for language in LANGUAGES:
        i18n.set_language(language)
        words[language] = [i18n.t(key) for key in keys]
        assert all(text and text != key for text, key in zip(words[language], keys, strict=True))
    assert words["hu"][0] != words["en"][0]


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.game_id)
def test_a_lesson_is_one_fixed_game_on_the_engine(lesson):
    steps = [index for index, _ in walk_on_the_engine(lesson)]
    assert steps == list(range(len(lesson.steps)))
