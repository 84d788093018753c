"""Intrighi a corte played in Chromium the way people play it: by clicking (tablet, mouse) or
tapping (phone, touch) the canvas at the centre of what is drawn.

- One human against bots to the final screen: six players on a tablet, two on a phone (with
  a reload in mid-game that resumes exactly offline and goes on saving).
- Three people passing one device: every hand-off cover hides the table, and neither the DOM
  nor any text drawn on the canvas ever shows another seat's secret candidate or a face-down
  card the viewer has not seen.
- A Manipolazione whose owner is another person: the card goes to them, behind a cover.
- Every screen in every language, kept as screenshots in ``test-artifacts/``.

The page is read only through what the UI offers: the mirrored ``#controls`` (action, label,
pressed state and where each control is drawn), the text the page draws on the canvas
(recorded by wrapping ``fillText``), and the saves in ``localStorage``, which the test replays
with the engine to know the hidden truth.

The tablet's tests share one loaded page (each starts from the home screen), so the whole file
loads the site twice: once for the tablet, once for the phone.
"""

from __future__ import annotations

import random
import re

import pytest

from kingmakers.ai import make_bot
from kingmakers.games import get_game
from kingmakers.games.intrighi.actions import PlayBeside, PlayStackCard
from kingmakers.games.intrighi.data import CANDIDATES, CARD, STACK_KEYS
from kingmakers.ui.games.intrighi.pieces import short_label
from kingmakers.ui.games.intrighi.results import reveal_schedule
from kingmakers.ui.games.intrighi.words import entry_type
from kingmakers.ui.state.saves import SavedGame, SaveStore, Seat
from tests.e2e.conftest import Visit, network_requests
from tests.e2e.driver import (
    LANGUAGES,
    NAMES,
    PHONE,
    Player,
    click_region,
    control,
    dom_text,
    replayed,
    saved_record,
    set_up_people,
    wait_for_people,
)

pytestmark = pytest.mark.browser

#: Hand-offs the pass-and-play test goes through (four rounds of the three people).
COVERS = 12
WHEN = "2026-01-01T12:00:00+00:00"

# The controls with their pressed state (a selected card, a marked discard).
CONTROLS = """() => [...document.querySelectorAll('#controls [data-action]')].map(e => ({
    action: e.dataset.action, label: e.textContent, drawn: e.hasAttribute('data-x'),
    pressed: e.getAttribute('aria-pressed') === 'true'}))"""

# Records every text the page draws on a canvas, until read.
CANVAS_RECORDER = """
window.__drawn = [];
const fillText = CanvasRenderingContext2D.prototype.fillText;
CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
  window.__drawn.push(String(text));
  return fillText.call(this, text, ...rest);
};
"""
DRAWN = "() => { const texts = window.__drawn; window.__drawn = []; return texts; }"
#: Every text of one full redraw of what is on the screen now (the resize handler redraws
#: at once), so frames drawn before the last press are not counted.
REDRAWN = """() => { window.__drawn = []; window.dispatchEvent(new Event('resize'));
  return window.__drawn.splice(0); }"""

#: What a face-down card looks like in words: its name, or its value on a small card.
STACK_WORDS = {key: (CARD[key].name, short_label(key)) for key in STACK_KEYS}


def saved_state(page):
    return replayed(page, "intrighi")


def controls_of(page) -> list[dict]:
    wait_for_people(page)
    return page.evaluate(CONTROLS)


def playable_cards(state) -> set[str]:
    """The card types in the hand of the seat to move that some legal action plays."""
    found = set()
    for action in state.legal_actions():
        card = getattr(action, "card", None)
        found.add(card if card else action.kind)
    return found


def next_press(controls: list[dict], state, rng: random.Random) -> str:
    """What a person does next: take the device, leave the final screen, finish a choice
    (a gap, an ally, a lit player or stack, "Discard"), or play: a playable card, a power,
    or now and then nothing ("Play nothing" is the one button drawn for an action)."""
    actions = {c["action"] for c in controls}
    for action in ("new", "take"):
        if action in actions:
            return action
    drawn = [c for c in controls if c["drawn"]]

    def starting(prefix: str) -> list[dict]:
        return [c for c in drawn if c["action"].startswith(prefix)]

    for prefix in ("pick:gap:", "pick:ally:", "pick:discard", "pick:seat:"):
        if starting(prefix):
            return rng.choice(starting(prefix))["action"]
    cards = starting("pick:card:")
    if state.phase == "discard":
        return rng.choice([c for c in cards if not c["pressed"]])["action"]
    choosing = state.phase == "place" or any(c["pressed"] for c in drawn)
    if choosing and starting("pick:cand:"):  # stacks lit as targets (not opened to look)
        return rng.choice(starting("pick:cand:"))["action"]
    hand = state.observe(state.to_move)["you"]["hand"]
    playable = playable_cards(state)
    options = [c for c in cards if hand[int(c["action"].split(":")[2])] in playable]
    options += starting("pick:power")
    if not options or rng.random() < 0.15:
        options = starting("act:") or options
    assert options, controls
    return rng.choice(options)["action"]


def start_game(player: Player, players: int) -> None:
    """Home -> Intrighi a corte -> that many players (a human and easy bots) -> fast bots."""
    page = player.page
    player.press("game:intrighi")
    for _ in range(abs(players - 4)):
        player.press("players:+" if players > 4 else "players:-")
    labels = [control(page, f"kind:{seat}").text_content() for seat in range(players)]
    assert labels == ["Player 1: Human (tap to change)"] + [
        f"Player {seat}: Bot (easy) (tap to change)" for seat in range(2, players + 1)
    ]
    assert control(page, f"kind:{players}").count() == 0
    player.turn_on("fast_bots")
    player.press("play")


def play_until(page, player: Player, rng, stop, limit: int = 900) -> int:
    """Press as a person would until ``stop(controls, state)``; returns the presses made."""
    for presses in range(limit):
        controls = controls_of(page)
        state = saved_state(page)
        if stop(controls, state):
            return presses
        player.press(next_press(controls, state, rng))
    pytest.fail("the game does not end")


def final_shown(controls, state) -> bool:
    return any(c["action"] == "new" for c in controls)


@pytest.fixture(scope="module")
def tablet(browser, server):
    """One page at the tablet's size shared by the tests that need no other device, with
    the text drawn on its canvas recorded."""
    visit = Visit(browser, server.url())
    visit.context.add_init_script(CANVAS_RECORDER)
    visit.open()
    yield visit
    visit.close()


def at_home(visit: Visit, touch: bool = False) -> Player:
    """The shared page back on the home screen (from a table, a cover or the final
    screen), its recorded canvas text forgotten."""
    page = visit.page
    player = Player(page, touch=touch)
    for _ in range(3):
        if control(page, "game:intrighi").count():
            break
        action = "back" if control(page, "back").count() else "home"
        player.press(action)
    control(page, "game:intrighi").wait_for(state="attached")
    page.evaluate(DRAWN)
    return player


# -- a whole game, one human and bots --------------------------------------------------------


def play_to_the_end(visit: Visit, player: Player, device: str, rng, moves: int = 0) -> None:
    """Play on as the human until the final screen, keeping a screenshot of the first gaps
    offered; then check the game ended with Morte del Re, the human placed cards into gaps,
    and the reveal ends with the crowning drawn."""
    page = visit.page
    placing_shot = False
    presses = 0
    while True:
        controls = controls_of(page)
        state = saved_state(page)
        if final_shown(controls, state):
            break
        gaps = any(c["action"].startswith("pick:gap:") for c in controls)
        if gaps and not placing_shot:
            placing_shot = True
            visit.screenshot(f"intrighi-{device}-gaps")
        player.press(next_press(controls, state, rng))
        presses += 1
        assert presses < 900, "the game does not end"
    record = saved_record(page)
    assert record["summary"]["over"] is True
    state = get_game("intrighi").from_json(record["state"])
    assert state.is_over and entry_type(state.observe(None)["log"][-1]) == "morte"
    human = [a.kind for a, seat in zip(state.history, movers(state), strict=True) if seat == 0]
    assert {"play_stack", "place"} <= set(human)  # the human played cards into gaps
    visit.screenshot(f"intrighi-final-reveal-{device}")
    page.evaluate(DRAWN)
    public = state.observe(None)
    _, crowning = reveal_schedule(public["stacks"])
    page.wait_for_timeout(1000 * crowning + 500)  # the reveal has ended: the crowning shows
    visit.screenshot(f"intrighi-final-{device}")
    crowned = public["result"]["crowned"]
    headline = (
        f"{crowned[0]} is crowned"
        if len(crowned) == 1
        else f"Crowned together: {', '.join(crowned)}"
    )
    assert headline in page.evaluate(DRAWN)
    assert visit.problems() == []


def movers(state) -> list[int]:
    """The seat that made each move of a finished game."""
    replay = state.replay(0)
    seats = []
    for action in state.history:
        seats.append(replay.to_move)
        replay.apply(action)
    return seats


def test_one_human_plays_a_whole_game_against_five_bots_on_a_tablet(tablet):
    player = at_home(tablet)
    start_game(player, 6)
    play_to_the_end(tablet, player, "tablet", random.Random(6))


def position_controls(page) -> list[dict]:
    """The controls of the position on screen (undo starts afresh after a reload)."""
    return [c for c in controls_of(page) if c["action"] != "undo"]


def test_a_phone_game_against_a_bot_resumes_exactly_after_an_offline_reload(visit_factory, server):
    """Two players by touch on a phone; after a few moves the page is reloaded offline (the
    same position, the same choices, and play goes on saving without the network); then the
    game is played to the end."""
    visit = visit_factory(**PHONE)
    visit.context.add_init_script(CANVAS_RECORDER)
    visit.open()
    visit.wait_for_service_worker()
    page = visit.page
    player = Player(page, touch=True)
    start_game(player, 2)
    rng = random.Random(2)
    moves = 0
    while moves < 3:  # a few moves of the human's, whatever they are
        controls = controls_of(page)
        state = saved_state(page)
        before = len(state.history)
        player.press(next_press(controls, state, rng))
        moves += len(saved_state(page).history) > before
    controls = position_controls(page)
    actions = saved_record(page)["state"]["actions"]

    served = len(server.requests)
    visit.context.set_offline(True)
    visit.reload()
    player.press("continue")
    assert position_controls(page) == controls  # the same position, the same choices
    assert saved_record(page)["state"]["actions"] == actions
    while len(saved_record(page)["state"]["actions"]) == len(actions):
        player.press(next_press(controls_of(page), saved_state(page), rng))
    after = saved_record(page)["state"]["actions"]
    assert after[: len(actions)] == actions and len(after) > len(actions)
    assert network_requests(server, served) == []
    visit.context.set_offline(False)
    play_to_the_end(visit, player, "phone", rng)


# -- pass and play: three people, one device -------------------------------------------------


def words_of(view: dict) -> set[str]:
    """Every card key and candidate name anywhere in a view."""
    found: set[str] = set()

    def walk(value) -> None:
        if isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list | tuple):
            for item in value:
                walk(item)
        elif isinstance(value, str):
            found.add(value)

    walk(view)
    return found


def assert_shows_only(texts: list[str], views: list[dict]) -> None:
    """No Sostegno or Abbasso is named or shown (its value on a small card) that none of
    ``views`` holds: the face-down cards stay face down."""
    allowed = set().union(*(words_of(view) for view in views))
    for key, (name, label) in STACK_WORDS.items():
        if key in allowed:
            continue
        for text in texts:
            assert name not in text and text != label, (key, text)


def assert_no_secret_candidates(text: str, state, viewers: set[int]) -> None:
    """No secret candidate of a seat but ``viewers``' own, or one confessed to them."""
    for seat, name in enumerate(NAMES):
        if seat in viewers:
            continue
        assert f"{name}'s secret candidate:" not in text, text
        if not any(seat in state.confessed[viewer] for viewer in viewers):
            assert f"{name} backs" not in text, text


def test_three_people_pass_the_device_and_see_only_their_own_secrets(tablet):
    """Anna, Béla and Carla play four rounds, checking at every cover and every screen
    what the page says and draws."""
    visit = tablet
    player = at_home(visit)
    page = visit.page
    set_up_people(player, "intrighi")
    rng = random.Random(3)
    covers = 0
    # What the screen before showed, legitimately: a redraw of it (a hover on the way to the
    # last press) may come after the texts were last read.
    previous: list[dict] = []
    before: set[int] = set()
    while True:
        controls = controls_of(page)
        state = saved_state(page)
        actions = {c["action"] for c in controls}
        drawn_texts = page.evaluate(DRAWN)
        if "new" in actions or covers == COVERS:
            break
        if "take" in actions:
            seat = state.to_move
            assert sorted(actions) == ["home", "take"], controls
            label = next(c["label"] for c in controls if c["action"] == "take")
            assert label == f"I am {NAMES[seat]}"
            text = dom_text(page)
            assert "secret candidate" not in text
            public = state.observe(None)
            assert_shows_only([text], [public])
            assert_shows_only(drawn_texts, [public, *previous])
            assert_no_secret_candidates(text, state, set())
            assert_no_secret_candidates("\n".join(drawn_texts), state, before)
            if covers == 0:
                visit.screenshot("intrighi-pass-and-play-cover")
            covers += 1
            previous, before = [public], set()
            player.press("take")
            continue
        viewer = state.to_move
        view = state.observe(viewer)
        text = dom_text(page)
        assert f"{NAMES[viewer]}'s secret candidate: {CANDIDATES[state.candidates[viewer]]}" in text
        hand = ", ".join(CARD[key].name for key in view["you"]["hand"]) or "nothing"
        assert f"Hand: {hand}." in text  # the hand on show is the viewer's own
        assert_shows_only([text], [view])
        assert_shows_only(drawn_texts, [view, *previous])
        assert_no_secret_candidates(text, state, {viewer})
        assert_no_secret_candidates("\n".join(drawn_texts), state, {viewer} | before)
        previous, before = [view], {viewer}
        player.press(next_press(controls, state, rng))
    assert covers == COVERS or saved_state(page).is_over
    assert visit.problems() == []


# -- a Manipolazione by another person ---------------------------------------------------------


def manipulated_position():
    """Three people; a Manipolazione of one of them lies beside another, who is at the play
    step holding a Sostegno or Abbasso: (state, manipulated seat, manipulator)."""
    game = get_game("intrighi")
    for seed in range(200):
        state = game.new_game(len(NAMES), seed=seed)
        bots = [make_bot(game, "heuristic", seat) for seat in range(len(NAMES))]
        pending = None
        while not state.is_over:
            seat = state.to_move
            if pending and seat == pending[0] and state.phase == "play":
                entries = state.observe(None)["beside"][seat]
                oldest = next((e for e in entries if e["card"] == "manipolazione"), None)
                holds = any(isinstance(a, PlayStackCard) for a in state.legal_actions())
                if oldest and oldest["by"] == pending[1] and holds:
                    return state, seat, pending[1]
            plays = [
                a
                for a in state.legal_actions()
                if isinstance(a, PlayBeside) and a.card == "manipolazione"
            ]
            if plays and pending is None:
                pending = (plays[0].seat, seat)
                state.apply(plays[0])
            else:
                state.apply(bots[seat].choose(state))
    raise AssertionError("no seed gives a Manipolazione to place")


def export(state, save_id: str, path) -> str:
    saved = SavedGame(save_id, "intrighi", [Seat(name) for name in NAMES], state, WHEN, WHEN)
    path.write_text(SaveStore.export_text(saved), encoding="utf-8")
    return str(path)


def import_save(player: Player, path: str) -> None:
    page = player.page
    player.press("saves")
    with page.expect_file_chooser() as chooser:
        click_region(page, "import")
    chooser.value.set_files(path)
    control(page, "take").wait_for(state="attached")


def test_a_manipolazione_of_another_person_is_placed_by_them_behind_a_cover(tablet, tmp_path):
    state, seat, manipulator = manipulated_position()
    path = export(state, "manipulated", tmp_path / "kingmakers-intrighi-manipulated.json")
    visit = tablet
    player = at_home(visit)
    page = visit.page
    import_save(player, path)
    assert control(page, "take").text_content() == f"I am {NAMES[seat]}"
    player.press("take")
    controls = controls_of(page)
    cards = [c for c in controls if c["drawn"] and c["action"].startswith("pick:card:")]
    card = next(c for c in cards if "Manipolazione" in c["label"])
    assert card["label"].endswith(f"({NAMES[manipulator]} places it: Manipolazione)")
    played = re.match(r"Play (.+) face down", card["label"]).group(1)
    player.press(card["action"])
    # The manipulated player's part is done: the device goes to the manipulator.
    controls = controls_of(page)
    assert sorted(c["action"] for c in controls) == ["home", "take"]
    assert control(page, "take").text_content() == f"I am {NAMES[manipulator]}"
    page.evaluate(DRAWN)
    assert played not in dom_text(page)
    visit.screenshot("intrighi-manipolazione-cover")
    player.press("take")
    controls = controls_of(page)
    texts = page.evaluate(DRAWN)
    prompt = f"{NAMES[manipulator]}: choose a stack for {NAMES[seat]}'s {played} (Manipolazione)"
    assert prompt in texts
    visit.screenshot("intrighi-manipolazione-place")
    stacks = [c for c in controls if c["drawn"] and c["action"].startswith("pick:cand:")]
    assert len(stacks) == len(CANDIDATES)
    player.press(stacks[-1]["action"])
    controls = controls_of(page)
    gaps = [c for c in controls if c["drawn"] and c["action"].startswith("pick:gap:")]
    if gaps:
        player.press(gaps[0]["action"])
    after = saved_state(page)
    entry = next(e for e in reversed(after.observe(None)["log"]) if entry_type(e) == "place")
    assert (entry["seat"], entry["placer"], entry["candidate"]) == (seat, manipulator, 4)
    assert "card" not in entry  # the public log never says which card it was
    assert visit.problems() == []


# -- every screen in every language ------------------------------------------------------------


def position(predicate, players: int = len(NAMES)):
    """The first position of heuristic games (seeds 0, 1, ...) where ``predicate(state)``."""
    game = get_game("intrighi")
    for seed in range(100):
        state = game.new_game(players, seed=seed)
        bots = [make_bot(game, "heuristic", seat) for seat in range(players)]
        while not state.is_over:
            if predicate(state):
                return state
            state.apply(bots[state.to_move].choose(state))
    raise AssertionError("no such position")


def rich_play_step(state) -> bool:
    """A play step whose player holds a Sostegno or Abbasso and a card to play beside
    someone, with cards in most stacks."""
    if state.phase != "play" or sum(bool(stack) for stack in state.stacks) < 4:
        return False
    legal = state.legal_actions()
    return any(isinstance(a, PlayStackCard) for a in legal) and any(
        isinstance(a, PlayBeside) for a in legal
    )


def last_turn(state) -> bool:
    """The last play step before Morte del Re, with Alleanze in play."""
    alleanze = sum(e["card"] == "alleanza" for b in state.observe(None)["beside"] for e in b)
    return state.phase == "play" and not state.draw_pile and alleanze >= 1


@pytest.fixture(scope="module")
def screens_saves(tmp_path_factory):
    folder = tmp_path_factory.mktemp("saves")
    return (
        export(position(rich_play_step), "rich", folder / "kingmakers-intrighi-rich.json"),
        export(position(last_turn), "last", folder / "kingmakers-intrighi-last.json"),
    )


def test_every_screen_in_every_language(tablet, screens_saves):
    """Each language in turn on the shared page, with motion reduced (the system's
    setting) so that every screenshot shows a settled screen."""
    page = tablet.page
    page.emulate_media(reduced_motion="reduce")
    try:
        for language in LANGUAGES:
            every_screen(tablet, language, screens_saves)
    finally:
        player = at_home(tablet)
        player.turn_on("lang:en")
        page.emulate_media(reduced_motion="no-preference")


def every_screen(visit: Visit, language: str, screens_saves) -> None:
    rich, last = screens_saves
    player = at_home(visit)
    page = visit.page

    def shot(number: int, screen: str) -> None:
        visit.screenshot(f"intrighi-{language}-{number}-{screen}")

    player.turn_on(f"lang:{language}")
    assert page.evaluate("document.documentElement.lang") == language
    shot(1, "home")
    player.press("game:intrighi")
    shot(2, "setup")
    player.press("back")
    import_save(player, rich)
    shot(3, "handoff")
    player.press("take")
    controls = controls_of(page)
    shot(4, "table")
    state = saved_state(page)
    legal = state.legal_actions()
    beside = next(a for a in legal if isinstance(a, PlayBeside)).card
    stack = next(a for a in legal if isinstance(a, PlayStackCard)).card
    hand = state.observe(state.to_move)["you"]["hand"]
    player.press(f"pick:card:{hand.index(beside)}")
    assert any(c["action"].startswith("pick:seat:") for c in controls_of(page))
    shot(5, "targets")
    player.press(f"pick:card:{hand.index(beside)}")  # put it back
    player.press(f"pick:card:{hand.index(stack)}")
    controls = controls_of(page)
    if not any(c["action"].startswith("take") for c in controls):  # not under a Manipolazione
        filled = [c for c, cards in enumerate(state.stacks) if cards]
        player.press(f"pick:cand:{filled[0]}")
        assert any(c["action"].startswith("pick:gap:") for c in controls_of(page))
        shot(6, "gaps")
    player.press("rules")
    shot(7, "rules")
    player.press("back")
    player.press("home")
    import_save(player, last)
    player.press("take")
    rng = random.Random(1)
    play_until(page, player, rng, final_shown)
    shot(8, "final")
    player.press("home")
    player.press("saves")
    shot(9, "saved-games")
    assert visit.problems() == []


# -- a crowded table and the final screen at every size ------------------------------------------

SIZES = ((1024, 768), (768, 1024), (390, 844), (320, 568))
SIX = ("Anna", "Béla", "Carla", "Dario", "Ester", "Fulvio")
#: A stack card's value as drawn on it.
VALUES = {short_label(key) for key in STACK_KEYS}


def crowded(state) -> bool:
    """Six players late in the game: a stack of a dozen cards, the player to move knowing
    cards in several stacks."""
    if state.phase != "play" or max(len(stack) for stack in state.stacks) < 12:
        return False
    known = state.observe(state.to_move)["stacks"]
    return sum(any(stack) for stack in known) >= 3


@pytest.fixture(scope="module")
def sized_saves(tmp_path_factory):
    folder = tmp_path_factory.mktemp("sized")
    paths = []
    for name, state in (
        ("crowded", position(crowded, players=len(SIX))),
        ("ending", position(last_turn, players=4)),
    ):
        path = folder / f"kingmakers-intrighi-{name}.json"
        seats = [Seat(seat_name) for seat_name in SIX[: state.players]]
        saved = SavedGame(name, "intrighi", seats, state, WHEN, WHEN)
        path.write_text(SaveStore.export_text(saved), encoding="utf-8")
        paths.append(str(path))
    return paths


def at_size(page, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_function(f"document.getElementById('table').width === {width}")
    wait_for_people(page)


def test_a_crowded_table_and_the_final_screen_at_every_size(tablet, sized_saves):
    """Screenshots of the screens issue 29 found cramped: a six-player table with a
    dozen-card stack (its hand, what the player knows) and the final screen, at the four
    layout sizes; the final screen says what decides the win."""
    crowded_save, ending_save = sized_saves
    page = tablet.page
    page.emulate_media(reduced_motion="reduce")
    try:
        player = at_home(tablet)
        import_save(player, crowded_save)
        player.press("take")
        for width, height in SIZES:
            at_size(page, width, height)
            tablet.screenshot(f"intrighi-crowded-{width}x{height}")
        at_size(page, *SIZES[0])
        player.press("home")
        import_save(player, ending_save)
        player.press("take")
        play_until(page, player, random.Random(2), final_shown)
        page.evaluate(DRAWN)
        for width, height in SIZES:
            at_size(page, width, height)
            tablet.screenshot(f"intrighi-final-{width}x{height}")
        assert any(text.startswith("The highest total is crowned") for text in page.evaluate(DRAWN))
        at_size(page, *SIZES[0])
        player.press("replay")
        player.turn_on("view:all")
        player.press("last")
        for _ in range(5):  # a few moves before the end: only "All open" shows the stacks
            player.press("prev")
        player.press("prev")
        assert VALUES & set(page.evaluate(REDRAWN))
        tablet.screenshot("intrighi-replay-all-open")
        player.press("view:public")
        assert not VALUES & set(page.evaluate(REDRAWN))
    finally:
        page.set_viewport_size({"width": 1024, "height": 768})
        page.emulate_media(reduced_motion="no-preference")
        at_home(tablet)
    assert tablet.problems() == []
