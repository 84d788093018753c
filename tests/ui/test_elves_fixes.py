"""King of the Elves at the table, as new players met it (issue 29): a tap lands on the
village under the finger, a card with one target still shows it before it is played, and
the text is readable."""

from __future__ import annotations

from kingmakers.games.elves.actions import PlaySpecial
from kingmakers.games.elves.rules import PLANNING
from kingmakers.ui.kit.regions import hit_test
from tests.games.elves.conftest import ANNA, arrange, village
from tests.ui.test_elves_table import draw, table, take_if_covered


def test_a_tap_inside_the_plains_village_plays_onto_the_plains_village():
    """1024×768, four players: Anna's plains village then her mountain village; the gold
    card tapped in the hand, then a tap inside the plains card (about x 145, y 150) once
    put the gold card onto the mountain village, whose tap area reached over it."""
    state = arrange(
        4,
        [[village("plains"), village("mountain")], [village("forest")], [], []],
        [["gold", "raft"], ["dragon"], ["unicorn"], ["raft"]],
        phase=PLANNING,
    )
    screen = table(state)
    take_if_covered(screen)
    screen.on_action("pick:hand:gold")
    _, regions = draw(screen)
    cards = {r.action: r.rect for r in regions if r.action.startswith("pick:vil:")}
    plains = cards["pick:vil:0:0"]
    assert plains.contains(145, 150)
    assert hit_test(regions, 145, 150).action == "pick:vil:0:0"
    screen.on_action(hit_test(regions, 145, 150).action)
    assert screen.session.state.history[-1] == PlaySpecial("gold", ANNA, 0)


def test_a_card_with_one_target_shows_it_and_waits_for_the_tap_on_it():
    """The gold card with a single village it may go onto once went straight there."""
    state = arrange(2, [[village("plains")], []], [["gold", "lake"], ["dragon"]], phase=PLANNING)
    screen = table(state)
    take_if_covered(screen)
    screen.on_action("pick:hand:gold")
    canvas, regions = draw(screen)
    assert screen.session.state.history == []
    assert "Anna: choose a village for the gold card" in canvas.texts()
    assert {r.action for r in regions if r.action.startswith("pick:vil:")} == {"pick:vil:0:0"}
    screen.on_action("pick:vil:0:0")
    assert screen.session.state.history == [PlaySpecial("gold", ANNA, 0)]
