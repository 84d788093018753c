"""Intrighi's lesson speaks over the final results of its fixed game: the reveal its words
describe (totals, the crowned candidate, the winners, the Alleanza that brought nothing)
is the one the engine makes of the lesson's moves and scripted replies."""

from __future__ import annotations

from kingmakers.ui.games.intrighi.lesson import (
    ANNA,
    AURELIO,
    BIANCA,
    BRUNO,
    CORRADO,
    DELFINA,
    ELENA,
    ETTORE,
    LESSON,
    YOU,
)
from tests.ui.test_lesson_data import walk_on_the_engine


def played_to_the_end():
    """The lesson's game after its last move: the other seats' replies until the King dies."""
    *_, (_, state) = walk_on_the_engine(LESSON)
    while not state.is_over:
        assert state.to_move != LESSON.learner, "the learner has a turn the lesson does not play"
        reply = LESSON.reply(len(state.history), state.legal_actions())
        assert reply is not None, f"no scripted reply after {len(state.history)} moves"
        state.apply(reply)
    return state


def test_the_game_ends_before_the_steps_that_speak_over_the_results():
    last_play = max(i for i, step in enumerate(LESSON.steps) if step.play is not None)
    assert [step.words for step in LESSON.steps[last_play + 1 :]] == [
        "intrighi.lesson.reveal",
        "intrighi.lesson.winners",
        "intrighi.lesson.done",
    ]
    assert played_to_the_end().is_over


def test_the_reveal_is_the_one_the_words_describe():
    state = played_to_the_end()
    totals = state.totals()
    assert [totals[c] for c in (BIANCA, CORRADO, DELFINA, ETTORE, AURELIO)] == [8, 4, 2, 2, 0]
    assert state.crowned() == [BIANCA]
    assert state.winners() == [YOU, ELENA]
    assert state.candidates[ELENA] == BIANCA and state.candidates[BRUNO] == ETTORE
    assert state.placers[BIANCA][-1] == ELENA  # her +2, the card the learner never saw
    assert state.placers[CORRADO][-1] == ANNA  # her last +1, under the learner's −2
    assert any(owner == YOU for _, owner in state.beside[BRUNO])
