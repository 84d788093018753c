"""For the King (and Me) played in Chromium the way people play it: by clicking (tablet,
mouse) or tapping (phone, touch) the canvas at the centre of what is drawn.

- Whole games against fast bots: 2 players on a tablet (no secondary titles), 5 players on
  a phone (Cuisine joins).
- A gold payment and a Royal decree made through taps, checked against the engine's state
  replayed from the save; undo takes back the payment everyone could foresee, back to the
  hand-off and no further.
- Three people passing one device: every hand-off cover hides the table, and neither the
  DOM nor the text drawn on the canvas ever names a card the viewer may not know (another
  seat's hidden collection cards, favour cards someone else laid).
- A reload in mid-game resumes exactly, online and offline.
- Every screen in every language, kept as screenshots in ``test-artifacts/``.

The page is read only through what the UI offers: the mirrored ``#controls``, the text the
page draws on its canvas (recorded by wrapping ``fillText``), and the saves in
``localStorage``, which the test replays with the engine to know the hidden truth.
"""

from __future__ import annotations

import random
import re

import pytest

from kingmakers.ai import make_bot
from kingmakers.games import get_game
from kingmakers.games.fortheking.data import CARDS
from kingmakers.games.fortheking.rules import ForTheKingState
from kingmakers.ui.state.saves import SavedGame, Seat
from tests.e2e.conftest import network_requests
from tests.e2e.driver import (
    LANGUAGES,
    NAMES,
    PHONE,
    Player,
    control,
    dom_text,
    replayed,
    resume_saved,
    saved_record,
    store_games,
    wait_for_people,
)
from tests.ui.test_fortheking_table import FORCED_MOVES, FORCED_SEED, random_moves

pytestmark = pytest.mark.browser

GAME = get_game("fortheking")
WHEN = "2026-01-01T12:00:00+00:00"
#: What the page draws on its canvas, recorded from here on (before any page script runs).
RECORD_CANVAS_TEXT = """
window.__drawn = [];
const fillText = CanvasRenderingContext2D.prototype.fillText;
CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
  window.__drawn.push(String(text));
  return fillText.call(this, text, ...rest);
};
"""
#: The text of one full redraw (the resize handler redraws at once).
DRAWN_TEXT = """() => {
  window.__drawn = [];
  window.dispatchEvent(new Event("resize"));
  return window.__drawn.join("\\n");
}"""
#: The mirrored controls with their pressed state.
CONTROLS = """() => [...document.querySelectorAll('#controls [data-action]')].map(e => ({
    action: e.dataset.action, label: e.textContent, drawn: e.hasAttribute('data-x'),
    pressed: e.getAttribute('aria-pressed') === 'true'}))"""
#: Any card's full English name, not a title change ("Military 3 → 4").
CARD_NAME = re.compile("(" + "|".join(re.escape(name) for name in CARDS) + r")(?! →)")


def visit_with_recorder(visit_factory, **options):
    visit = visit_factory(**options)
    visit.context.add_init_script(RECORD_CANVAS_TEXT)
    visit.open()
    return visit


def controls(page) -> list[dict]:
    wait_for_people(page)
    return page.evaluate(CONTROLS)


def controls_on_their_turn(page, seat: int = 0) -> list[dict]:
    """The controls once the saved game waits for ``seat``: a control to tap can show in
    the moment before a bot's reply (at fast speed, 50 ms after a person's move), and a
    reload after that reply shows the table it made."""
    for _ in range(200):
        shown = controls(page)
        if replayed(page, "fortheking").to_move == seat:
            return shown
        page.wait_for_timeout(50)
    raise AssertionError(f"seat {seat} is never to move: {shown}")


def next_press(shown: list[dict], chooser: random.Random) -> str:
    """What a person does next, through what is drawn only: take the device, finish a
    staged step, choose a King card's offices (distinct ones), a card to pay with, a
    destination, a centre card, a blind card; bid (sometimes one more) or pass."""
    actions = [c["action"] for c in shown]
    for action in ("new", "take", "ack"):
        if action in actions:
            return action
    drawn = [c for c in shown if c["drawn"]]
    names = [c["action"] for c in drawn]
    if "pick:done" in names:
        return "pick:done"
    chosen = {c["action"].split(":")[2] for c in drawn if c["pressed"]}
    arrows = [a for a in names if a.startswith("pick:king:") and a.split(":")[2] not in chosen]
    if arrows:
        return chooser.choice(arrows)
    payment = [
        c["action"] for c in drawn if c["action"].startswith("pick:pay:") and not c["pressed"]
    ]
    if payment:
        return payment[0]
    places = [c["action"] for c in drawn if c["action"].startswith("pick:place:")]
    allowed = [c["action"] for c in drawn if c["action"] in places and c["label"].startswith("Put")]
    if allowed:
        return chooser.choice(allowed)
    for prefix in ("pick:take:", "pick:lose:"):
        options = [a for a in names if a.startswith(prefix)]
        if options:
            return chooser.choice(options)
    buttons = {c["label"].split()[0]: c["action"] for c in drawn if c["action"].startswith("act:")}
    if "Bid" in buttons:
        if "pick:bid:+" in names and chooser.random() < 0.2:
            return "pick:bid:+"
        return buttons["Bid"] if chooser.random() < 0.3 else buttons["Pass"]
    if "pick:page" in names:
        return "pick:page"
    raise AssertionError(f"nothing to press: {shown}")


def start_game(player: Player, players: int) -> None:
    """Home -> For the King -> the number of players -> fast bots -> Play: a human and
    easy bots."""
    page = player.page
    player.press("game:fortheking")
    while len(page.locator("#controls [data-action^='kind:']").all()) > players:
        player.press("players:-")
    while len(page.locator("#controls [data-action^='kind:']").all()) < players:
        player.press("players:+")
    player.turn_on("fast_bots")
    player.press("play")


def play_to_the_end(player: Player, seed: int, limit: int = 900) -> int:
    page = player.page
    chooser = random.Random(seed)
    presses = 0
    while (press := next_press(controls(page), chooser)) != "new":
        player.press(press)
        presses += 1
        assert presses < limit, "the game does not end"
    return presses


# -- whole games against bots ------------------------------------------------------------------


def test_two_players_a_whole_game_by_mouse_on_a_tablet(visit_factory):
    visit = visit_with_recorder(visit_factory)
    page = visit.page
    player = Player(page)
    start_game(player, 2)
    visit.screenshot("fortheking-2p-start")
    play_to_the_end(player, seed=2)
    state = replayed(page, "fortheking")
    assert state.is_over and state.players == 2
    drawn = page.evaluate(DRAWN_TEXT)
    assert re.search(r"^(Winner|Shared win): ", drawn, re.MULTILINE)
    assert "1st +" in drawn and "2nd +" not in drawn  # no secondary titles with two
    assert "Cuisine" not in drawn
    view = state.observe(None)
    assert all(row["secondary"] is None for row in view["scoring"])
    visit.screenshot("fortheking-2p-final")
    assert visit.problems() == []


def test_five_players_a_whole_game_by_touch_on_a_phone(visit_factory):
    visit = visit_with_recorder(visit_factory, **PHONE)
    page = visit.page
    player = Player(page, touch=True)
    start_game(player, 5)
    board = next(c["label"] for c in page.evaluate(CONTROLS) if c["action"] == "note:board")
    assert "Cuisine" in board
    play_to_the_end(player, seed=5)
    state = replayed(page, "fortheking")
    assert state.is_over and "Cuisine" in state.primary
    drawn = page.evaluate(DRAWN_TEXT)
    assert "Cuisine" in drawn and "2nd +" in drawn
    visit.screenshot("fortheking-5p-final-phone")
    assert visit.problems() == []


# -- a payment and a decree by taps, and undo -----------------------------------------------------


def forced_payment_game() -> SavedGame:
    """Carla pays 7 in gold for a Royal decree (see tests/ui/test_fortheking_table.py)."""
    state = random_moves(3, FORCED_SEED, FORCED_MOVES)
    return SavedGame("decree", "fortheking", [Seat(n) for n in NAMES], state, WHEN, WHEN)


def test_a_gold_payment_and_a_royal_decree_by_taps_and_undo(visit_factory):
    visit = visit_with_recorder(visit_factory)
    page = visit.page
    store_games(page, forced_payment_game())
    visit.reload()
    player = Player(page)
    player.press("continue")
    assert [c["action"] for c in controls(page)] == ["take", "home"]
    player.press("take")
    for token in ("Gold_3:0", "Gold_2:0", "Gold_2:1"):
        player.press(f"pick:pay:{token}")
    assert "3 + 2 + 2 = 7: covers the bid of 7" in page.evaluate(DRAWN_TEXT)
    assert len(saved_record(page)["state"]["actions"]) == FORCED_MOVES  # not yet played
    player.press("pick:done")
    state = replayed(page, "fortheking")
    assert [str(a) for a in state.history[FORCED_MOVES:]] == [
        "pays with a Gold 3",
        "pays with a Gold 2",
        "pays with a Gold 2",
    ]
    assert state.king == (2, "Royal decree", 2, ())
    # Everyone knew Carla's hidden card was a Gold 3: the payment can be taken back.
    while control(page, "undo").count():
        player.press("undo")
    assert len(saved_record(page)["state"]["actions"]) == FORCED_MOVES
    assert "take" not in [c["action"] for c in controls(page)]  # still Carla's, no cover
    for token in ("Gold_2:0", "Gold_2:1", "Gold_3:0"):
        player.press(f"pick:pay:{token}")
    player.press("pick:done")
    before = dict(replayed(page, "fortheking").primary)
    names = {c["action"] for c in controls(page) if c["drawn"]}
    assert "pick:king:Entertainment:1" not in names  # at 6 already
    assert {"pick:king:Entertainment:-1", "pick:king:Military:1"} <= names
    player.press("pick:king:Entertainment:-1")
    player.press("pick:king:Military:1")
    assert "Entertainment 6 → 5, Military 5 → 6" in page.evaluate(DRAWN_TEXT)
    visit.screenshot("fortheking-decree-preview")
    assert replayed(page, "fortheking").primary == before
    player.press("pick:done")
    after = replayed(page, "fortheking")
    assert after.primary == {**before, "Entertainment": 5, "Military": 6}
    assert after.king is None
    assert [c["action"] for c in controls(page)] == ["take", "home"]  # the next person
    assert visit.problems() == []


# -- three people at one device ------------------------------------------------------------------


def known_cards(state: ForTheKingState, viewer: int | None) -> set[str]:
    """Every card the viewer may see named: theirs, the public ones (the log's too), the
    ones they laid on the favour pile, and the one they drew."""
    view = state.observe(viewer)
    cards = set(view["centre"]) | set(view["discard"]) | set(view["set_aside"])
    you = view.get("you") or {"favour_remembered": [], "collection": [], "drawn": None}
    cards |= set(you["favour_remembered"]) | set(you["collection"])
    for seen in view["collections_seen"]:
        cards |= set(seen)
    cards |= {entry["card"] for entry in view["log"] if entry.get("card")}
    for card in (
        you["drawn"],
        (view["auction"] or {}).get("card"),
        (view["king"] or {}).get("card"),
    ):
        if card:
            cards.add(card)
    return cards


def assert_nothing_unknown_named(page, state: ForTheKingState, viewer: int | None) -> None:
    """Neither the DOM nor the canvas names a card the viewer may not know, or shows any
    collection but the viewer's."""
    allowed = known_cards(state, viewer)
    for where, text in (("DOM", dom_text(page)), ("canvas", page.evaluate(DRAWN_TEXT))):
        named = set(CARD_NAME.findall(text))
        assert named <= allowed, (where, viewer, named - allowed)
        for seat, name in enumerate(NAMES):
            assert (f"{name}'s collection" in text) == (seat == viewer), (where, seat, viewer)


def late_in_the_draft() -> SavedGame:
    """Anna, Béla and Carla at one device, a few draft turns before the auctions."""
    state = GAME.new_game(3, seed=4)
    bots = [make_bot(GAME, "heuristic", seat) for seat in range(3)]
    while len(state.deck) > 14 or state.stage != "place" or state.king is not None:
        state.apply(bots[state.to_move].choose(state))
    return SavedGame("trio", "fortheking", [Seat(n) for n in NAMES], state, WHEN, WHEN)


def test_three_people_pass_the_device_and_nothing_private_shows(visit_factory):
    """From late in the draft to the fourth auction: every cover names the next person and
    shows nothing private; every table names only cards its viewer may know."""
    visit = visit_with_recorder(visit_factory)
    page = visit.page
    store_games(page, late_in_the_draft())
    visit.reload()
    player = Player(page)
    player.press("continue")
    chooser = random.Random(3)
    covers = checks = 0
    auctions = set()
    while len(auctions) < 5:
        shown = controls(page)
        actions = [c["action"] for c in shown]
        if "new" in actions:
            break
        state = replayed(page, "fortheking")
        if state.lot is not None:
            auctions.add(state.observe(None)["favour_pile"])
        if "take" in actions:
            assert sorted(actions) == ["home", "take"], actions
            assert next(c["label"] for c in shown if c["action"] == "take") == (
                f"I am {NAMES[state.to_move]}"
            )
            assert_nothing_unknown_named(page, state, None)
            if covers == 0:
                visit.screenshot("fortheking-pass-and-play-cover")
            covers += 1
        else:
            assert_nothing_unknown_named(page, state, state.to_move)
            checks += 1
        player.press(next_press(shown, chooser))
    assert covers > 10 and checks > 20 and len(auctions) >= 4
    visit.screenshot("fortheking-pass-and-play-auction")
    assert visit.problems() == []


# -- leaving and coming back ---------------------------------------------------------------------


def finish_staged_move(player: Player, chooser: random.Random) -> None:
    """Press on while a choice is staged but not played (an office chosen, gold marked)."""
    page = player.page
    while any(c["pressed"] or c["action"] == "pick:done" for c in controls(page)):
        player.press(next_press(controls(page), chooser))


def test_a_reload_resumes_exactly_then_an_offline_one_too(visit_factory, server):
    visit = visit_with_recorder(visit_factory)
    visit.wait_for_service_worker()
    page = visit.page
    player = Player(page)
    start_game(player, 4)
    chooser = random.Random(9)
    for _ in range(4):
        player.press(next_press(controls(page), chooser))
    # A staged choice (a King card's office chosen, gold marked) is not a move: play on
    # until none is pending, so the reload must show the very same table.
    finish_staged_move(player, chooser)
    shown = controls_on_their_turn(page)
    actions = saved_record(page)["state"]["actions"]
    drawn = page.evaluate(DRAWN_TEXT)
    visit.reload()
    player.press("continue")
    assert controls(page) == shown
    assert saved_record(page)["state"]["actions"] == actions
    assert page.evaluate(DRAWN_TEXT) == drawn  # the very same table
    served = len(server.requests)
    visit.context.set_offline(True)
    visit.reload()
    player.press("continue")
    assert controls(page) == shown
    player.press(next_press(shown, chooser))
    finish_staged_move(player, chooser)
    after = saved_record(page)["state"]["actions"]
    assert after[: len(actions)] == actions and len(after) > len(actions)
    assert network_requests(server, served) == []
    assert visit.problems() == []


# -- every screen in every language ------------------------------------------------------------


def position(players: int, seed: int, done) -> ForTheKingState:
    """A game of easy bots played until ``done`` holds with seat 0 to move."""
    state = GAME.new_game(players, seed=seed)
    bots = [make_bot(GAME, "heuristic", seat) for seat in range(players)]
    while not (done(state) and state.to_move == 0):
        assert not state.is_over
        state.apply(bots[state.to_move].choose(state))
    return state


def screens() -> list[SavedGame]:
    """One saved game per screen to show, Anna (seat 0) to move against easy bots."""
    stages = {
        "place": (4, 1, lambda s: s.stage == "place" and s.king is None and s.favour),
        "take": (4, 1, lambda s: s.stage == "take" and s.king is None and len(s.centre) > 2),
        "king": (3, 0, lambda s: s.king is not None and s.king[1] == "Royal decree"),
        "bid": (5, 1, lambda s: s.stage == "bid" and s.king is None and s.high_bid > 0),
        "pay": (5, 1, lambda s: s.stage == "pay" and s.king is None and s.pay_method == "gold"),
        "final": (5, 1, None),
    }
    games = []
    for name, (players, seed, done) in stages.items():
        if done is None:
            state = GAME.new_game(players, seed=seed)
            bots = [make_bot(GAME, "heuristic", seat) for seat in range(players)]
            while not state.is_over:
                state.apply(bots[state.to_move].choose(state))
        else:
            state = position(players, seed, done)
        seats = [Seat("Anna")] + [Seat(f"Bot {n}", "heuristic") for n in range(1, players)]
        games.append(SavedGame(name, "fortheking", seats, state, WHEN, WHEN))
    lose = random_moves(3, 0, 0)
    chooser = random.Random(0)
    while lose.stage != "lose" or lose.king is not None:
        lose.apply(chooser.choice(lose.legal_actions()))
    people = [Seat(n) for n in NAMES]
    games.append(SavedGame("lose", "fortheking", people, lose, WHEN, WHEN))
    return games


def test_every_screen_in_every_language(visit_factory):
    visit = visit_with_recorder(visit_factory)
    page = visit.page
    games = screens()
    store_games(page, *games)
    visit.page.evaluate("localStorage.setItem('kingmakers:bot-speed', 'fast')")
    visit.reload()
    player = Player(page)

    def shot(language: str, number: int, screen: str) -> None:
        visit.screenshot(f"fortheking-{language}-{number:02d}-{screen}")

    for language in LANGUAGES:
        player.turn_on(f"lang:{language}")
        player.press("game:fortheking")
        shot(language, 1, "setup")
        player.press("back")
        number = 2
        for game in games:
            resume_saved(player, game.save_id)
            shown = controls(page)
            if "take" in [c["action"] for c in shown]:
                shot(language, number, "handoff")
                number += 1
                player.press("take")
                shown = controls(page)
            drawn = [c["action"] for c in shown if c["drawn"]]
            if game.save_id == "king":
                player.press(next(a for a in drawn if a.startswith("pick:king:")))
            elif game.save_id == "pay":
                player.press(next(a for a in drawn if a.startswith("pick:pay:")))
            elif game.save_id == "bid" and "pick:bid:+" in drawn:
                player.press("pick:bid:+")
            shot(language, number, game.save_id)
            number += 1
            if game.save_id == "place":
                player.press("rules")
                shot(language, number, "rules")
                number += 1
                player.press("back")
            player.press("home")
    assert visit.problems() == []
