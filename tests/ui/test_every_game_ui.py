"""Checks every registered game UI gets for free: random pass-and-play games drawn on the
recording canvas at four screen sizes in every phase, touch-sized controls, every legal
action offered with a name in all four languages, and nothing of another seat's secrets in
anything the viewer's screen exposes."""

from __future__ import annotations

import random

import pytest

from kingmakers.ai import bot_names, make_bot
from kingmakers.engine import InvalidOptions, Rng
from kingmakers.games import get_game
from kingmakers.ui import i18n
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.kit.regions import MIN_TOUCH
from kingmakers.ui.messages import say
from kingmakers.ui.screens.table import TableScreen
from kingmakers.ui.state.saves import SavedGame, Seat
from kingmakers.ui.state.session import GameSession
from tests.candidates import CANDIDATES
from tests.ui.frames import draw
from tests.ui.stub import StubNavigator

SIZES = [(1024, 768), (768, 1024), (390, 844), (320, 568)]
PLAYABLE = [ui for ui in GAME_UIS.values() if ui.playable]
#: Every this many steps, the screen is also drawn in every language at every size.
LANGUAGE_EVERY = 25
#: Share of moves chosen uniformly at random; the others are the heuristic bot's, which
#: keeps games to a realistic length (random planning in King of the Elves wanders).
RANDOM_SHARE = 0.3
MAX_STEPS = 2000


def pass_and_play(ui, players: int, seed: int) -> TableScreen:
    state = get_game(ui.game_id).new_game(players, seed=seed)
    seats = [Seat(f"Player{n}") for n in range(players)]
    saved = SavedGame("t", ui.game_id, seats, state, "", "")
    return TableScreen(StubNavigator(), GameSession(saved, clock=lambda: "now"), ui)


def player_counts(game_id: str) -> list[int]:
    """The player counts a game allows with its default options."""
    game = get_game(game_id)
    counts = []
    for players in range(game.min_players, game.max_players + 1):
        try:
            game.resolve_options(players, {})
        except InvalidOptions:
            continue
        counts.append(players)
    return counts


def exposed(canvas: FakeCanvas, regions) -> list[str]:
    """Everything the screen shows or says: drawn text, control names, notes."""
    return canvas.texts() + [region.label for region in regions]


def check_layout(regions, width: float, height: float) -> None:
    for region in regions:
        if region.rect is None:
            continue
        box = region.rect
        assert box.w >= MIN_TOUCH - 0.01 and box.h >= MIN_TOUCH - 0.01, (region, width, height)
        assert box.x >= -0.01 and box.y >= -0.01, (region, width, height)
        assert box.right <= width + 0.01 and box.bottom <= height + 0.01, (region, width, height)


def check_offers_every_legal_action(screen: TableScreen, regions) -> None:
    legal = screen.context().legal
    offered = {
        region.action: region.label for region in regions if region.action.startswith("act:")
    }
    assert set(offered) == {f"act:{index}" for index in range(len(legal))}
    assert all(label.strip() for label in offered.values()), offered


def check_every_language(screen: TableScreen) -> None:
    for code in i18n.LANGUAGES:
        i18n.set_language(code)
        for width, height in SIZES:
            canvas, regions = draw(screen, width, height)
            assert all(region.label.strip() for region in regions), code
    i18n.set_language("en")


def check_refusals_speak_every_language(screen: TableScreen) -> None:
    """Every move the engine refuses here explains itself in each language, with the players
    named as at the table (no English left in another language, no missing word)."""
    state = screen.session.state
    candidates = CANDIDATES.get(screen.ui.game_id, lambda state: [])(state)
    legal = set(state.legal_actions())
    refusals = [state.explain_refusal(action) for action in candidates if action not in legal]
    for code in i18n.LANGUAGES:
        i18n.set_language(code)
        for refusal in refusals:
            text = say(refusal, screen.names)
            assert text.strip() and "{" not in text, (code, refusal)
    i18n.set_language("en")


def check_secrets_stay_hidden(screen: TableScreen, rng: Rng) -> None:
    """The same screen drawn from a world in which everything the viewer cannot know was
    re-dealt shows exactly the same text: nothing of another seat leaks."""
    session = screen.session
    viewer = screen.context().viewer
    if viewer is None or session.state.is_over:
        return
    real = session.saved.state
    shown = exposed(*draw(screen, 1024, 768))
    session.saved.state = real.sample_hidden(viewer, rng)
    try:
        assert exposed(*draw(screen, 1024, 768)) == shown
    finally:
        session.saved.state = real


def next_move(screen: TableScreen, regions, chooser: random.Random, bots: list) -> str:
    """Take the device, acknowledge a result, or play a legal move through its control."""
    actions = [region.action for region in regions]
    for action in ("take", "ack"):
        if action in actions:
            return action
    legal = screen.context().legal
    if chooser.random() < RANDOM_SHARE:
        return f"act:{chooser.randrange(len(legal))}"
    state = screen.session.state
    return f"act:{legal.index(bots[state.to_move].choose(state))}"


@pytest.mark.parametrize("ui", PLAYABLE, ids=lambda ui: ui.game_id)
@pytest.mark.parametrize("most", [False, True], ids=["fewest", "most"])
def test_a_pass_and_play_game_draws_everywhere_offers_everything_and_hides_secrets(ui, most):
    players = player_counts(ui.game_id)[-1 if most else 0]
    screen = pass_and_play(ui, players, seed=11 + players)
    chooser = random.Random(players)
    game = get_game(ui.game_id)
    guide = "heuristic" if "heuristic" in bot_names(game) else "random"
    bots = [make_bot(game, guide, seat) for seat in range(players)]
    rng = Rng(5)
    for step in range(MAX_STEPS):
        width, height = SIZES[step % len(SIZES)]
        canvas, regions = draw(screen, width, height)
        check_layout(regions, width, height)
        canvas, regions = draw(screen, 1024, 768)
        if screen.session.state.is_over and not screen.showing_result():
            assert {"new", "home"} <= {region.action for region in regions}
            break
        if screen.viewer_may_act():
            check_offers_every_legal_action(screen, regions)
        check_secrets_stay_hidden(screen, rng)
        if step % LANGUAGE_EVERY == 0:
            check_every_language(screen)
            check_refusals_speak_every_language(screen)
        screen.on_action(next_move(screen, regions, chooser, bots))
    else:
        pytest.fail(f"{ui.game_id} did not end within {MAX_STEPS} steps")
    check_every_language(screen)
