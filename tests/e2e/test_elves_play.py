"""King of the Elves played in Chromium the way people play it: by clicking (tablet, mouse)
or tapping (phone, touch) the canvas at the centre of what is drawn.

- Six players with the teleport variant, one human and five easy bots, to the final screen
  on a tablet; two players on a phone by touch, travelling by tapping the cards.
- Three people passing one device for a whole game: every hand-off cover hides the table,
  and at no point does the DOM or any text drawn on the canvas show another player's hand
  (gold is public: a ruling).
- A reload in mid-game resumes exactly, also offline, and the game goes on being saved.
- Every screen in every language, kept as screenshots in ``test-artifacts/``.

What the person does is what the heuristic bot would do in their place, read from the save
(which the test replays with the engine) and turned into the taps the table asks for: a
card then its target, the cards to discard marked one by one then "done", a button.
"""

from __future__ import annotations

import pytest

from kingmakers.games import get_game
from kingmakers.games.elves.actions import (
    Discard,
    Escort,
    PlaySpecial,
    PlayVillage,
    RemoveVillage,
    Teleport,
    Travel,
    Turnaround,
)
from kingmakers.games.elves.bots import HeuristicBot
from kingmakers.ui.state.saves import SavedGame, SaveStore, Seat
from tests.e2e.conftest import network_requests
from tests.e2e.driver import (
    CONTROLS,
    LANGUAGES,
    NAMES,
    PHONE,
    Player,
    click_region,
    control,
    dom_text,
    saved_record,
    set_up_people,
    wait_for_people,
)

pytestmark = pytest.mark.browser

#: Records every text the page draws on a canvas (``window.__drawn``), to check it.
RECORD_DRAWN_TEXT = """
window.__drawn = [];
const fillText = CanvasRenderingContext2D.prototype.fillText;
CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
  window.__drawn.push(String(text));
  return fillText.call(this, text, ...rest);
};
"""
GAME = get_game("elves")


class Replayer:
    """The game "Continue" would resume, replayed with the engine; moves added since the
    last look are applied to the state then replayed, not the whole game again."""

    def __init__(self) -> None:
        self.record: dict | None = None
        self.state = None

    def state_of(self, page):
        record = saved_record(page)["state"]
        done = self.record["actions"] if self.record else None
        same_game = self.record is not None and all(
            record[key] == self.record[key] for key in ("seed", "players", "options")
        )
        if not same_game or record["actions"][: len(done)] != done:
            self.record, self.state = record, GAME.from_json(record)
            return self.state
        for raw in record["actions"][len(done) :]:
            self.state.apply(GAME.actions.from_json(raw))
        self.record = record
        return self.state


REPLAYER = Replayer()


def saved_state(page):
    return REPLAYER.state_of(page)


def moves(page) -> int:
    return len(saved_record(page)["state"]["actions"])


def drawn(controls: list[dict]) -> set[str]:
    return {c["action"] for c in controls if c["drawn"]}


def wanted(state):
    """What a person would do now: the heuristic bot's choice from the seat's own view."""
    return HeuristicBot(GAME, state.to_move).choose(state)


def discards_wanted(state) -> list[str]:
    """The cards the heuristic bot would discard, one after another, in a marking step."""
    state = state.clone()
    cards = []
    for _ in range(state.pending_discards):
        action = wanted(state)
        cards.append(action.card)
        state.apply(action)
    return cards


def taps_for(action, state, controls: list[dict], chips_only: bool) -> list[str]:
    """The taps that make ``action``: its button, or a card then its target. With
    ``chips_only`` a trip goes by tapping the cards in hand, never the buttons."""
    shown = drawn(controls)
    button = f"act:{state.legal_actions().index(action)}"
    if isinstance(action, Travel | Escort | Turnaround) and (chips_only or button not in shown):
        card = {Escort: "escort", Turnaround: "turnaround"}.get(type(action))
        return [f"pick:hand:{card or action.card}"]
    if button in shown:
        return [button]
    if isinstance(action, PlayVillage):
        return [f"pick:hand:{action.terrain}", f"pick:prin:{action.principality}"]
    if isinstance(action, PlaySpecial):
        return [f"pick:hand:{action.card}", f"pick:vil:{action.principality}:{action.slot}"]
    if isinstance(action, RemoveVillage):
        return ["pick:remove", f"pick:vil:{state.to_move}:{action.slot}"]
    if isinstance(action, Teleport):
        return ["pick:teleport", f"pick:vil:{action.principality}:{action.slot}"]
    if isinstance(action, Discard):
        return [f"pick:hand:{action.card}"]
    raise AssertionError(f"no tap makes {action} among {sorted(shown)}")


def play_turn(player: Player, controls: list[dict], chips_only: bool = False, look=None) -> None:
    """Make the seat to move's next move (a whole marking step at once) by tapping;
    ``look()`` after each tap that leaves the move unfinished (a card picked, marked)."""
    page = player.page
    state = saved_state(page)
    before = len(state.history)
    if state.phase in ("drawing", "teleporting"):
        taps = [f"pick:hand:{card}" for card in discards_wanted(state)] + ["pick:done"]
    else:
        taps = taps_for(wanted(state), state, controls, chips_only)
    for tap in taps:
        if moves(page) > before:
            break  # a single target: the first tap did it
        player.press(tap)
        if look and moves(page) == before:
            look()
    assert moves(page) > before, state.history[before:]


def play_to_the_end(player: Player, chips_only: bool = False, limit: int = 900) -> int:
    """Play the human's moves, acknowledging each round's result, until the final
    screen; returns how many results were shown."""
    page = player.page
    results = 0
    for _ in range(limit):
        controls = wait_for_people(page)
        actions = {c["action"] for c in controls}
        if "new" in actions:
            return results
        if "ack" in actions:
            results += 1
            player.press("ack")
        elif "take" in actions:
            player.press("take")
        else:
            play_turn(player, controls, chips_only)
    pytest.fail("the game did not end")


def start_game(player: Player, players: int, teleport: bool = False, still: bool = False) -> None:
    """Home -> King of the Elves -> players, variant, fast bots (``still``: and reduced
    motion) -> Play (a human and easy bots)."""
    page = player.page
    player.press("game:elves")
    while len(page.locator("#controls [data-action^='kind:']").all()) < players:
        player.press("players:+")
    while len(page.locator("#controls [data-action^='kind:']").all()) > players:
        player.press("players:-")
    if teleport:
        player.turn_on("option:teleport")
    player.turn_on("fast_bots")
    if still:
        player.turn_on("reduce_motion")
    player.press("play")


# -- whole games against bots ----------------------------------------------------------------


def test_six_players_with_teleport_to_the_final_screen_by_mouse(visit_factory):
    visit = visit_factory()
    visit.open()
    page = visit.page
    player = Player(page)
    # Six hundred moves or so: without the glides the bots' moves cost the page less (the
    # other games here keep the motion on).
    start_game(player, 6, teleport=True, still=True)
    assert saved_state(page).options["teleport"] is True
    results = play_to_the_end(player)
    assert results == 5  # five rounds with six players, each result shown
    record = saved_record(page)
    assert record["summary"]["over"] is True
    state = GAME.from_json(record["state"])
    assert state.is_over and state.players == 6
    assert {c["action"] for c in page.evaluate(CONTROLS)} == {"new", "replay", "home", "note:hints"}
    visit.screenshot("elves-final-six-players")
    assert visit.problems() == []


def test_two_players_to_the_final_screen_by_touch_on_a_phone(visit_factory):
    visit = visit_factory(**PHONE)
    visit.open()
    page = visit.page
    player = Player(page, touch=True)
    start_game(player, 2)
    results = play_to_the_end(player, chips_only=True)
    assert results == 2
    assert saved_record(page)["summary"]["over"] is True
    visit.screenshot("elves-final-phone")
    assert visit.problems() == []


# -- pass and play: three people, one device -------------------------------------------------


def shown_now(page) -> str:
    """Everything the DOM says, and every text drawn on the canvas in a full redraw of
    what is on the screen now (the resize handler redraws at once)."""
    drawn_text = page.evaluate(
        "() => { window.__drawn.length = 0; window.dispatchEvent(new Event('resize'));"
        " return window.__drawn.splice(0); }"
    )
    return dom_text(page) + "\n" + "\n".join(drawn_text)


def assert_nothing_private_of_others(text: str, viewer: int | None) -> None:
    """No other seat's hand: no "<other>'s hand" (every player's gold is public, a
    ruling)."""
    for seat, name in enumerate(NAMES):
        if seat != viewer:
            assert f"{name}'s hand" not in text, (seat, text)


def test_three_people_pass_the_device_and_nothing_private_shows(visit_factory):
    """Anna, Béla and Carla play the first round through (planning, their trips, its
    result for all); every screen on the way is checked. The last round's trips, its
    result and the final screen get the same checks in the English screens' test."""
    visit = visit_factory()
    visit.context.add_init_script(RECORD_DRAWN_TEXT)
    visit.open()
    page = visit.page
    player = Player(page)
    set_up_people(player, "elves")
    covers = 0
    for _ in range(600):
        controls = wait_for_people(page)
        actions = {c["action"] for c in controls}
        state = saved_state(page)
        text = shown_now(page)
        if "ack" in actions:
            assert_nothing_private_of_others(text, None)
            player.press("ack")
            break
        if "take" in actions:
            assert_covered(controls, text, state)
            if covers == 0:
                visit.screenshot("elves-pass-and-play-cover")
            covers += 1
            player.press("take")
            continue
        viewer = state.to_move
        assert_nothing_private_of_others(text, viewer)
        assert f"{NAMES[viewer]}'s hand" in text

        def look(viewer=viewer):
            assert_nothing_private_of_others(shown_now(page), viewer)

        play_turn(player, controls, look=look)
    else:
        pytest.fail("the first round did not end")
    assert covers > 10
    controls = wait_for_people(page)  # the second round starts behind a cover
    assert_covered(controls, shown_now(page), saved_state(page))
    assert visit.problems() == []


def assert_covered(controls: list[dict], text: str, state) -> None:
    """A hand-off cover: only "I am <the player to move>" and the way home, nothing of
    anyone's hand."""
    assert sorted(c["action"] for c in controls) == ["home", "take"], controls
    label = next(c["label"] for c in controls if c["action"] == "take")
    assert label == f"I am {NAMES[state.to_move]}"
    assert_nothing_private_of_others(text, None)
    assert "'s hand" not in text


# -- leaving and coming back -----------------------------------------------------------------


def test_a_reload_resumes_exactly_also_offline_and_keeps_saving(visit_factory, server):
    visit = visit_factory()
    visit.open()
    visit.wait_for_service_worker()
    page = visit.page
    player = Player(page)
    start_game(player, 4)
    for _ in range(3):
        controls = wait_for_people(page)
        play_turn(player, controls)
    wait_for_people(page)
    actions = saved_record(page)["state"]["actions"]
    offered = page.locator("#controls [data-action^='act:']").all_text_contents()

    visit.reload()
    player.press("continue")
    wait_for_people(page)
    assert saved_record(page)["state"]["actions"] == actions
    assert page.locator("#controls [data-action^='act:']").all_text_contents() == offered

    served = len(server.requests)
    visit.context.set_offline(True)
    visit.reload()
    player.press("continue")
    controls = wait_for_people(page)
    assert saved_record(page)["state"]["actions"] == actions
    play_turn(player, controls)
    after = saved_record(page)["state"]["actions"]
    assert after[: len(actions)] == actions and len(after) > len(actions)
    assert network_requests(server, served) == []
    assert visit.problems() == []


# -- every screen in every language ----------------------------------------------------------


def last_trip_of_the_game() -> str:
    """An exported save of three people (Anna, Béla, Carla) in the last round's travel, on
    the last traveller's trip, with cards to travel on: ending it shows the round's result
    and the final screen."""
    state = GAME.new_game(len(NAMES), seed=4)
    while True:
        last = (state.first_player - 1) % state.players
        if (
            state.round == state.rounds
            and state.phase == "travel"
            and state.current == last
            and any(a.kind == "travel" for a in state.legal_actions())
        ):
            break
        state.apply(wanted(state))
    when = "2026-01-01T12:00:00+00:00"
    saved = SavedGame("lasttrip", "elves", [Seat(name) for name in NAMES], state, when, when)
    return SaveStore.export_text(saved)


@pytest.fixture(scope="module")
def last_trip_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("saves") / "kingmakers-elves-lasttrip.json"
    path.write_text(last_trip_of_the_game(), encoding="utf-8")
    return path


def test_every_screen_in_every_language(visit_factory, last_trip_file):
    """One page goes through every language in turn. In English, the imported last trip
    of three people (Anna, Béla, Carla) is also checked for leaks at every screen: the
    cover, the trip, the round's result and the final screen."""
    visit = visit_factory()
    visit.context.add_init_script(RECORD_DRAWN_TEXT)
    visit.open()
    page = visit.page
    player = Player(page)
    for language in LANGUAGES:
        every_screen(visit, player, language, last_trip_file, check=language == "en")
        player.press("back")  # the saved games -> home
    assert visit.problems() == []


def every_screen(visit, player: Player, language: str, last_trip_file, check: bool) -> None:
    page = visit.page

    def shot(number: int, screen: str) -> None:
        visit.screenshot(f"elves-{language}-{number}-{screen}")

    def look(viewer: int | None) -> None:
        if check:
            assert_nothing_private_of_others(shown_now(page), viewer)

    player.turn_on(f"lang:{language}")
    player.press("game:elves")
    shot(1, "setup")
    player.turn_on("fast_bots")
    player.press("play")
    wait_for_people(page)
    state = saved_state(page)
    targets: dict[str, int] = {}
    for action in state.legal_actions():
        if isinstance(action, PlayVillage | PlaySpecial):
            card = getattr(action, "terrain", None) or action.card
            targets[card] = targets.get(card, 0) + 1
    chosen = next((card for card, count in targets.items() if count > 1), None)
    if chosen:
        player.press(f"pick:hand:{chosen}")  # a card picked: its targets lit
        lit = [a for a in drawn(page.evaluate(CONTROLS)) if a.startswith(("pick:prin", "pick:vil"))]
        assert len(lit) == targets[chosen]
    shot(2, "table-planning")
    player.press("rules")
    shot(3, "rules")
    player.press("back")
    player.press("home")
    player.press("saves")
    with page.expect_file_chooser() as chooser:
        click_region(page, "import")
    chooser.value.set_files(str(last_trip_file))
    control(page, "take").wait_for(state="attached")
    shot(4, "handoff")
    look(None)
    player.press("take")
    controls = wait_for_people(page)
    look(saved_state(page).to_move)
    play_turn(player, controls)  # one step of the trip: the path and the gold counter
    shot(5, "trip")
    while True:
        controls = wait_for_people(page)
        if "ack" in {c["action"] for c in controls}:
            break
        state = saved_state(page)
        look(state.to_move)
        stop = f"act:{state.legal_actions().index(state.legal_actions()[-1])}"
        player.press(stop)  # "end the trip" is always the last move offered
    shot(6, "round-result")
    look(None)
    player.press("ack")
    control(page, "new").wait_for(state="attached")
    shot(7, "final")
    look(None)
    assert saved_record(page)["summary"]["over"] is True
    player.press("home")
    player.press("saves")
    shot(8, "saved-games")
