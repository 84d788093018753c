"""The saved-games screen is readable on the smallest phone in every language: every text at
least 11 px and inside its box, with a game of each kind listed (long names, every button)."""

from __future__ import annotations

import pytest

from kingmakers.ui import i18n
from kingmakers.ui.state.saves import Seat
from tests.ui.frames import draw
from tests.ui.test_saved_games import make_app, open_saves
from tests.ui.text_fit import text_problems

NAMES = ("Annamária", "Benedetta", "Cyrillus", "Dorottya")


@pytest.mark.parametrize("language", ["en", "hu", "it", "ru"])
@pytest.mark.parametrize(("width", "height"), [(320, 568), (390, 844), (1024, 768)])
def test_every_text_of_the_saved_games_is_readable_and_fits(language, width, height):
    app = make_app()
    for game_id in ("viva", "elves", "fortheking", "intrighi"):
        app.start_game(game_id, [Seat(name) for name in NAMES], {})
        app.home()
    app.set_language(language)
    open_saves(app)
    canvas, _ = draw(app, width, height)
    try:
        assert text_problems(canvas, width, height) == []
    finally:
        i18n.set_language("en")
