"""King of the Elves at the table, as new players met it (issue 29): a tap lands on the
village under the finger, a card with one target still shows it before it is played, and
the text is readable."""

from __future__ import annotations

from kingmakers.games.elves.actions import PlaySpecial
from kingmakers.games.elves.rules import PLANNING
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.kit.regions import hit_test
from tests.games.elves.conftest import ANNA, arrange, village
from tests.ui.test_elves_table import draw, table, take_if_covered
from tests.ui.test_every_game_ui import SIZES, pass_and_play


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


def test_a_principality_too_narrow_for_its_owners_name_draws_no_lone_ellipsis():
    """Six players at 320×568: a principality's header has no room left for its owner's
    name beside the markers and the hand, and drew "…" over them; the seat's mark (and a
    long press) names it there instead."""
    screen = pass_and_play(GAME_UIS["elves"], 6, 3)
    take_if_covered(screen)
    for width, height in SIZES:
        canvas, _ = draw(screen, width, height)
        stubs = [t for t in canvas.texts() if t.endswith("…") and len(t.strip("\u2068\u2069…")) < 2]
        assert stubs == [], (width, height)
