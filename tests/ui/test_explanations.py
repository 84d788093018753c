"""Every piece explains itself (issue 28): a hover or a long press on a drawn piece shows a
small card with what the game's drawing named for it (``TableContext.spot``), beside the
piece and never over it; a tap on nothing closes it; and the same words are the piece's
accessible description in the page's mirror."""

from __future__ import annotations

import pytest

from kingmakers.games import GAME_MODULES
from kingmakers.games.elves.data import CARDS
from kingmakers.ui import i18n
from kingmakers.ui.app import App
from kingmakers.ui.games import GAME_UIS, register
from kingmakers.ui.games.elves.reading import capital, card_name
from kingmakers.ui.games.elves.words import describe_card
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.kit.regions import Rect
from kingmakers.ui.seam import draw_explanation, spot_at
from kingmakers.ui.state.platform import FakePlatform
from kingmakers.ui.state.storage import MemoryStorage
from tests.fixture_game.ui import UI
from tests.ui.frames import draw_by_action
from tests.ui.test_every_game_ui import draw, player_counts
from tests.ui.test_game_ui_shape import walk

LANGUAGES = ("en", "hu", "it", "ru")


@pytest.fixture
def table(monkeypatch):
    """A High Card table (the fixture game) of people, the one to move holding the device."""
    monkeypatch.setitem(GAME_MODULES, "fixture", "tests.fixture_game.engine")
    register(UI)
    app = App(MemoryStorage(), platform=FakePlatform())
    app.activate("game:fixture")
    for seat in (1, 2):  # people at every seat: the first to move is one
        while app.screen.kinds[seat] is not None:
            app.activate(f"kind:{seat}")
    app.activate("play")
    if "take" in draw_by_action(app)[1]:
        app.activate("take")
    yield app
    GAME_UIS.pop(UI.game_id)
    i18n.set_language("en")


def overlaps(a: Rect, b: Rect) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def test_a_long_press_explains_a_card_beside_it_and_a_tap_on_nothing_closes_it(table):
    _, regions = draw_by_action(table)
    card = next(region for action, region in regions.items() if action.startswith("pick:"))
    words = i18n.t("fixture.action", card=card.action.removeprefix("pick:"))
    assert card.description == words  # the mirror's accessible description
    assert table.point_at(card.rect.center)
    canvas, regions = draw_by_action(table)
    explained = regions["note:piece"]
    assert explained.label == words and words in canvas.texts()
    assert not overlaps(explained.rect, card.rect)
    assert table.tap(2, 300) is None  # nothing there
    _, regions = draw_by_action(table)
    assert "note:piece" not in regions


@pytest.mark.parametrize(
    "piece",
    [Rect(500, 300, 40, 40), Rect(500, 5, 40, 40), Rect(500, 700, 40, 60), Rect(2, 2, 60, 760)],
    ids=["middle", "top edge", "bottom edge", "full height"],
)
def test_the_explanation_card_stays_on_the_screen_and_off_its_piece(piece):
    text = "A long explanation of what this piece is and what it does, in several lines"
    note = draw_explanation(FakeCanvas(), 1024, 768, text, piece)
    card = note.rect
    assert card.x >= 0 and card.right <= 1024 and card.y >= 0 and card.bottom <= 768
    assert not overlaps(card, piece)


@pytest.mark.parametrize("game_id", ["viva", "elves", "fortheking", "intrighi"])
def test_every_piece_a_game_makes_tappable_explains_itself_in_every_language(game_id):
    """Over whole seeded games (pieces tapped as well as moves played), every drawn piece
    control has an explanation (its accessible description), in every language."""
    counts = player_counts(game_id)
    unexplained = set()
    for players in (counts[0], counts[-1]):
        for step, screen in enumerate(walk(GAME_UIS[game_id], players, 300)):
            languages = LANGUAGES if step % 20 == 0 else ("en",)
            for language in languages:
                i18n.set_language(language)
                for width, height in ((1024, 768), (390, 844)):
                    _, regions = draw(screen, width, height)
                    unexplained |= {
                        (language, region.action.removeprefix("pick:"))
                        for region in regions
                        if region.rect is not None
                        and region.action.startswith("pick:")
                        and not region.description
                    }
            i18n.set_language("en")
    assert sorted(unexplained) == []


def explained_targets(game_id: str, token: str):
    """Over a whole seeded game, each drawn control whose token starts with ``token``:
    the table, and the control's region."""
    counts = player_counts(game_id)
    for players in (counts[0], counts[-1]):
        for screen in walk(GAME_UIS[game_id], players, 300):
            _, regions = draw(screen)
            for region in regions:
                if region.rect is not None and region.action.startswith(f"pick:{token}"):
                    yield screen, region


@pytest.mark.parametrize(
    ("game_id", "token", "words"),
    [
        (
            "elves",
            "prin:",
            lambda screen, action: i18n.t(
                "elves.explain.principality", owner=screen.names[int(action.split(":")[2])]
            ),
        ),
        (
            "fortheking",
            "place:centre",
            lambda screen, action: i18n.t(
                "fortheking.describe.centre",
                name=screen.names[screen.session.view(None)["advisor"]],
            ),
        ),
    ],
    ids=["elves principality", "fortheking centre"],
)
def test_a_target_that_holds_pieces_is_described_as_the_target(game_id, token, words):
    """A principality lit for the chosen village, the centre a card may go to: the control
    is described as the place it is, not as the village or card that lies at its centre
    (which a hover there still explains)."""
    described = [
        (region.description, words(screen, region.action))
        for screen, region in explained_targets(game_id, token)
    ]
    assert described
    assert [found for found, expected in described if found != expected] == []


def test_every_king_of_the_elves_card_in_hand_says_what_it_does_in_every_language():
    """A village, a special card, an escort: not only its name and how many (a travel
    card says what it costs on each terrain)."""
    for language in LANGUAGES:
        i18n.set_language(language)
        for card in CARDS:
            named = f"{capital(card_name(card))} ×2: "
            text = describe_card(card, 2)
            assert text.startswith(named) and len(text) > len(named) + 10, (language, card)
    i18n.set_language("en")


def test_for_the_kings_bid_buttons_say_the_bid_a_press_makes():
    """The bid's plus and minus only prepare a bid: each says the amount it makes, and
    that nothing is bid before "Bid" is pressed."""
    said = []
    for screen, region in explained_targets("fortheking", "bid:"):
        key = "more" if region.action.endswith("+") else "less"
        control = screen.renderer.controls(screen.context())[region.action[5:]]
        words = i18n.t(f"fortheking.describe.bid_{key}", amount=control.selection[1])
        said.append((region.description, words))
    assert said
    assert [found for found, expected in said if found != expected] == []


@pytest.mark.parametrize("game_id", ["viva", "elves", "fortheking", "intrighi"])
def test_a_players_badge_says_what_it_means_under_a_long_press(game_id):
    """The crown, the first player's mark, the advisor's quill, a bid's coin: each badge
    beside a player's name says what it means under a long press or a hover, in the list
    (landscape) and in the compact grid (portrait)."""
    checked = 0
    for screen in walk(GAME_UIS[game_id], player_counts(game_id)[0], 150):
        session = screen.session
        if session.state.is_over or screen.showing_result() or session.needs_handoff():
            continue
        ctx = screen.context()
        seats = range(len(ctx.names))
        badges = [b for seat in seats for b in screen.renderer.words.player_status(ctx, seat)[1]]
        if not badges:
            continue
        for width, height in ((1024, 768), (390, 844)):
            draw(screen, width, height)
            for badge in badges:
                found = [box for box, _ in screen.spots if spot_at(screen.spots, *box.center)]
                said = {spot_at(screen.spots, *box.center)[0] for box in found}
                assert badge.label in said, (game_id, badge, width)
                checked += 1
        if checked >= 4:
            return
    assert checked, "no badge shown"
