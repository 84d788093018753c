"""King of the Elves' hover texts belong to the frame that drew them (issue 27): once the
table is covered for the next player, a hover or a long press where the last player's hand
was drawn names nothing (it named their cards before)."""

from __future__ import annotations

from kingmakers.games.elves.actions import Stop
from tests.games.elves.conftest import ANNA
from tests.games.elves.test_examples import ANNA_TRIP, example
from tests.ui.frames import draw
from tests.ui.test_elves_table import table, tap_action


def test_the_cover_for_the_next_player_names_none_of_the_last_players_cards():
    screen = table(example(first_player=ANNA))
    screen.on_action("take")
    for action, _ in ANNA_TRIP[:-1]:
        tap_action(screen, action)
    _, regions = draw(screen)
    chip = next(r.rect for r in regions if r.action.startswith("pick:hand:"))
    assert screen.point_at(chip.center)
    assert screen.tooltip is not None  # Anna's card, while it is her turn
    tap_action(screen, Stop())
    _, regions = draw(screen)
    assert [r.action for r in regions] == ["take", "home"]  # Róbert's turn, covered
    screen.tooltip = None
    screen.point_at(chip.center)
    assert screen.tooltip is None
