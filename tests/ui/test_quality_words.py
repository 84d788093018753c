"""Move quality says each move as the public log said it (issue 28, item 4): one verb and
its player ("Anna placed Odessa among the Officers."), never the move's imperative name
("Anna: Place Odessa…"), and never a hand's secret, since the public log has none; the
figures are labelled (games won of 100 simulated)."""

from __future__ import annotations

import re

import pytest

from kingmakers.games.intrighi.actions import Place, PlayStackCard
from kingmakers.ui import i18n
from kingmakers.ui.games.intrighi.pieces import card_name
from kingmakers.ui.seam import TableContext
from kingmakers.ui.state.advice import Analysis, Estimate, MoveQuality
from tests.ui.test_replay import bot_game, replay_of

GAMES = ("viva", "elves", "fortheking", "intrighi")
#: A move said in the past tense (or, for a secret ballot, the vote that revealed it).
PAST = re.compile(
    r"\b(placed|moved|sent|played|showed|took|drew|discarded|bought|removed|passed|travelled"
    r"|teleported|ended|put|used|bid|paid|won|could not pay|picked|skipped|looked|heard|found)\b"
    r"|^Vote on "
)


def public_lines(screen, position: int) -> list[str]:
    """The public log in words after the game's first ``position`` moves."""
    view = screen.timeline.state(position).observe(None)
    return screen.renderer.words.log_lines(TableContext(view, None, screen.names, []))


def logged_line(screen, move: int) -> str:
    """The first public log line that move ``move`` (or the rest of its player's move)
    added."""
    before = public_lines(screen, move)
    for position in range(move + 1, len(screen) + 1):
        after = public_lines(screen, position)
        common = next(
            (n for n, (was, now) in enumerate(zip(before, after, strict=False)) if was != now),
            min(len(before), len(after)),
        )
        if len(after) > common:
            return after[common]
    raise AssertionError(f"move {move} added no line")


def assessed(screen, moves: list[int]) -> Analysis:
    """An assessment of ``moves`` (made up: the words are what is tested), each a little
    worse than a move of its own seat's."""
    analysis = Analysis(screen.saved.state, screen.humans)
    analysis.moves = len(analysis.actions)  # done
    for move in moves:
        seat = screen.timeline.movers[move]
        state = screen.timeline.state(move)
        other = next(a for a in state.legal_actions() if a != screen.timeline.actions[move])
        analysis.results[move] = MoveQuality(
            move,
            seat,
            Estimate(screen.timeline.actions[move], 100, 0.34),
            Estimate(other, 100, 0.51),
        )
    return analysis


def quality_note(screen, move: int) -> str:
    screen.go(move + 1)
    return screen._quality_of_shown()


def human_moves(screen) -> list[int]:
    """Some of the person's moves (seat 0) that had an alternative, spread over the game."""
    screen.timeline.build()
    moves = [
        n
        for n, seat in enumerate(screen.timeline.movers)
        if seat == 0 and len(screen.timeline.state(n).legal_actions()) > 1
    ]
    return moves[:: max(len(moves) // 12, 1)]


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
@pytest.mark.parametrize("game_id", GAMES)
def test_the_quality_of_a_move_says_it_as_the_public_log_did(game_id, language):
    i18n.set_language("en")
    screen = replay_of(bot_game(game_id, 3 if game_id == "intrighi" else 4))
    moves = human_moves(screen)
    screen.analysis = assessed(screen, moves)
    i18n.set_language(language)
    for move in moves:
        note = quality_note(screen, move)
        line = logged_line(screen, move)
        assert note.startswith(line.rstrip(".")), (note, line)
        assert "Anna" in line, line  # the player's move (a vote names every ballot)
        label = screen._words_of(screen.analysis.results[move])[1]
        assert label in note and "34" in note and "51" in note and "100" in note
        if language == "en":
            assert PAST.search(line), line
            assert f"“{label}” would have won about 51" in note
            assert "It won about 34 of 100 simulated games" in note
    i18n.set_language("en")


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_the_quality_of_a_face_down_sostegno_never_names_the_card(language):
    i18n.set_language("en")
    screen = replay_of(bot_game("intrighi", 3))
    actions = screen.timeline.actions
    screen.timeline.build()
    plays = [
        n
        for n, action in enumerate(actions[:-1])
        if isinstance(action, PlayStackCard)
        and isinstance(actions[n + 1], Place)
        and screen.timeline.movers[n] == 0
    ]
    assert plays
    screen.analysis = assessed(screen, plays)
    i18n.set_language(language)
    for move in plays:
        line = logged_line(screen, move)
        assert quality_note(screen, move).startswith(line.rstrip("."))
        assert card_name(actions[move].card) not in line, line
    i18n.set_language("en")
