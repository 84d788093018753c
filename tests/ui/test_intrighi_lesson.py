"""Intrighi's lesson speaks over the final results of its fixed game: the reveal its words
describe (totals, the crowned candidate, the winners, the Alleanza that brought nothing)
is the one the engine makes of the lesson's moves and scripted replies."""

from __future__ import annotations

from kingmakers.ui.app import App
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
from kingmakers.ui.games.intrighi.pieces import candidate_name
from kingmakers.ui.i18n import t
from kingmakers.ui.lesson import BAND_FONT, Step
from kingmakers.ui.state.platform import FakePlatform
from kingmakers.ui.state.storage import MemoryStorage
from tests.ui.frames import draw
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


def test_on_a_phone_the_steps_over_the_results_leave_the_crowning_in_sight():
    """The steps that speak of the reveal come above the final results, as on a tablet,
    where the phone's height allows: the crowning and the stacks' names stay in sight."""
    app = App(MemoryStorage(), platform=FakePlatform())
    app.open_game("intrighi")
    app.activate("learn")
    table = app.screen
    table.session.saved.state = played_to_the_end()
    table.session.saved.lesson = table.guide.shown = LESSON.steps.index(
        Step("intrighi.lesson.reveal")
    )
    canvas, regions = draw(app, 390, 844)
    words = next(region for region in regions if region.action == "note:lesson").label
    texts = [call.args for call in canvas.named("text")]
    lines = [text for text in texts if text["font"] == BAND_FONT and text["text"] in words]
    assert " ".join(line["text"] for line in lines) == words
    lesson_bottom = max(line["y"] for line in lines) + BAND_FONT.size * 1.25
    crowned = t("intrighi.final.crowned", candidate="Bianca")
    names = {crowned, *(candidate_name(c) for c in (BIANCA, CORRADO, ETTORE))}
    drawn = [text for text in texts if text["text"] in names]
    assert {text["text"] for text in drawn} == names
    assert all(text["y"] > lesson_bottom for text in drawn)
