"""Every piece explains itself under a finger (issue 28): in Chromium on a touch phone, a
finger held on a piece drawn on the table shows the card that explains it — its words drawn
on the canvas and said by the mirror's ``note:piece``, the piece's own accessible
description — beside the piece, not over it; lifting the finger plays nothing, and a tap
on nothing closes the card.

The finger is held through the Chrome DevTools Protocol (``Input.dispatchTouchEvent``: a
touch start, and its end only once the card is shown), so the press lasts as long as a
person's, whatever the machine's speed."""

from __future__ import annotations

import pytest

from kingmakers.ai import make_bot
from kingmakers.games import get_game
from kingmakers.ui.state.saves import SavedGame, Seat
from tests.e2e.driver import (
    PHONE,
    SIGNATURE,
    Player,
    control,
    drawn_rect,
    store_games,
    wait_for_people,
)
from tests.e2e.test_intrighi_play import CANVAS_RECORDER, REDRAWN

pytestmark = pytest.mark.browser

WHEN = "2026-01-01T12:00:00+00:00"
PLAYERS = 3
NOTE = "#controls [data-action='note:piece']"

#: Where a tap lands on nothing: a point of the table's canvas outside every drawn control
#: (the card too), sought on a grid.
NOTHING_AT = """() => {
  const canvas = document.querySelector('#table').getBoundingClientRect();
  const drawn = [...document.querySelectorAll('#controls [data-x]')].map(e =>
      ['x', 'y', 'w', 'h'].map(name => parseFloat(e.dataset[name])));
  for (let y = 20; y < canvas.height - 20; y += 12) {
    for (let x = 20; x < canvas.width - 20; x += 12) {
      if (drawn.every(([rx, ry, rw, rh]) =>
          x < rx - 8 || x > rx + rw + 8 || y < ry - 8 || y > ry + rh + 8)) {
        return [canvas.x + x, canvas.y + y];
      }
    }
  }
  return null;
}"""


def played_until(game_id: str, phase: str) -> SavedGame:
    """Anna and two bots, the bots playing every seat until Anna acts in ``phase``."""
    game = get_game(game_id)
    state = game.new_game(PLAYERS, seed=11, options={"first_player": 0})
    bots = [make_bot(game, "heuristic", seat) for seat in range(PLAYERS)]
    while not (state.to_move == 0 and state.observe(0)["phase"] == phase):
        state.apply(bots[state.to_move].choose(state))
    seats = [Seat("Anna")] + [Seat(f"Bot {n}", "heuristic") for n in range(1, PLAYERS)]
    return SavedGame(game_id, game_id, seats, state, WHEN, WHEN)


#: (the game, where Anna's turn comes, the piece a finger rests on: the first control drawn
#: whose action starts so): the King of the Elves' cards in hand in planning (a special
#: card's glyph first), For the King's pile of the advisor's own cards, Intrighi's hand.
POSITIONS = [
    (
        played_until("elves", "planning"),
        ("pick:hand:thief", "pick:hand:gold", "pick:hand:"),
    ),
    (played_until("fortheking", "place"), ("pick:place:own",)),
    (played_until("intrighi", "play"), ("pick:card:",)),
]


def overlaps(a, b) -> bool:
    """Whether two (x, y, w, h) rectangles share any area."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def piece_to_hold(page, prefixes) -> str:
    """The first piece drawn as a control whose action starts with one of ``prefixes``."""
    drawn = [c["action"] for c in wait_for_people(page) if c["drawn"]]
    for prefix in prefixes:
        found = [action for action in drawn if action.startswith(prefix)]
        if found:
            return found[0]
    pytest.fail(f"none of {prefixes} drawn: {drawn}")


def hold_until_explained(page, x: float, y: float) -> None:
    """A finger put down at ``(x, y)`` and lifted once the explanation card is shown."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    page.locator(NOTE).wait_for(state="attached")
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def test_a_finger_held_on_a_piece_explains_it_beside_it_and_a_tap_on_nothing_closes_it(
    visit_factory,
):
    visit = visit_factory(**PHONE)
    visit.context.add_init_script(CANVAS_RECORDER)
    visit.open()
    page = visit.page
    store_games(page, *(game for game, _ in POSITIONS))
    visit.reload()
    player = Player(page, touch=True)
    for game, prefixes in POSITIONS:
        player.press("saves")
        player.press(f"resume:{game.save_id}")
        action = piece_to_hold(page, prefixes)
        piece = drawn_rect(page, action)
        words = (
            control(page, action).and_(page.locator("[data-x]")).get_attribute("aria-description")
        )
        assert words, action
        before = page.evaluate(SIGNATURE)

        hold_until_explained(page, piece[0] + piece[2] / 2, piece[1] + piece[3] / 2)
        note = page.locator(NOTE)
        assert note.text_content() == words
        card = drawn_rect(page, "note:piece")
        assert not overlaps(card, piece), (action, card, piece)
        assert words in " ".join(page.evaluate(REDRAWN)), action  # its lines, drawn
        assert page.evaluate(SIGNATURE) == before  # the finger lifted played nothing
        visit.screenshot(f"explain-touch-{game.game_id}")

        nothing = page.evaluate(NOTHING_AT)
        assert nothing is not None
        page.touchscreen.tap(*nothing)
        note.wait_for(state="detached")
        assert page.evaluate(SIGNATURE) == before
        player.press("home")
    assert visit.problems() == []
