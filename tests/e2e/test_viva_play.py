"""Viva il Re! played in Chromium the way people play it: by clicking (tablet, mouse) or
tapping (phone, touch) the canvas at the centre of what is drawn.

- One human against three easy bots, to the final screen, on a tablet and on a phone.
- Three people passing one device: every hand-off cover hides the table, and no screen
  ever puts another player's goal card or NO cards in the DOM before the reveal.
- Bots play on after Menu -> Continue; a reload without a network resumes the game,
  which goes on being saved (an online reload resuming exactly is in test_viva_shell).
- Every screen in every language, kept as screenshots in ``test-artifacts/``.

The page is read only through what the UI offers: the mirrored ``#controls`` (action,
label, and where each control is drawn), the saves in ``localStorage``, which the test
replays with the engine to know the hidden truth, and an exported-save file for import.
"""

from __future__ import annotations

import re

import pytest

from kingmakers.games import get_game
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
    replayed,
    saved_record,
    set_up_people,
    wait_for_people,
)

pytestmark = pytest.mark.browser


def next_press(controls: list[dict], vote_no: bool = False) -> str:
    """What a person does next: leave the final screen alone, acknowledge a result, take
    the device, finish a selection on its first target, vote, or pick the first piece."""
    actions = [c["action"] for c in controls]
    for action in ("new", "ack", "take"):
        if action in actions:
            return action
    drawn = [c["action"] for c in controls if c["drawn"]]
    targets = [a for a in drawn if a.startswith("pick:level") or a == "pick:privy"]
    pieces = [a for a in drawn if a.startswith("pick:") and a not in targets]
    ballots = [a for a in drawn if a.startswith("act:")]  # YES first, then NO when allowed
    if targets:
        return targets[0]
    if ballots:
        return ballots[-1] if vote_no else ballots[0]
    assert pieces, controls
    return pieces[0]


def saved_state(page):
    """The game "Continue" would resume, replayed here with the engine."""
    return replayed(page, "viva")


def vote_entries(state) -> list[dict]:
    """The votes so far, from the public log: candidate, ballots by seat, crowned."""
    return [entry for entry in state.observe(None)["log"] if entry["type"] == "vote"]


def start_game(player: Player) -> None:
    """Home -> Viva il Re! -> fast bots -> Play, with the default seats (a human and
    three easy bots)."""
    page = player.page
    player.press("game:viva")
    labels = [control(page, f"kind:{seat}").text_content() for seat in range(4)]
    assert labels == ["Player 1: Human (tap to change)"] + [
        f"Player {seat}: Bot (easy) (tap to change)" for seat in (2, 3, 4)
    ]
    assert control(page, "kind:4").count() == 0
    player.turn_on("fast_bots")
    player.press("play")


def play_a_move(player: Player) -> None:
    """Wait for the human's turn; pick the first piece offered and, if asked, its first
    target."""
    wait_for_people(player.page)
    before = len(saved_record(player.page)["state"]["actions"])
    while len(saved_record(player.page)["state"]["actions"]) == before:
        player.press(next_press(wait_for_people(player.page)))


# -- a whole game, one human and three bots --------------------------------------------------


@pytest.mark.parametrize("device", ["tablet", "phone"])
def test_one_human_plays_a_whole_game_against_three_bots(visit_factory, device):
    touch = device == "phone"
    visit = visit_factory(**(PHONE if touch else {}))
    visit.open()
    page = visit.page
    player = Player(page, touch=touch)
    start_game(player)
    results = presses = 0
    # On the phone the human votes NO whenever it may, so the NO button is tapped too.
    while (press := next_press(wait_for_people(page), vote_no=touch)) != "new":
        results += press == "ack"
        player.press(press)
        presses += 1
        assert presses < 600, "the game does not end"
    assert results == 3  # each round's scoring was shown and acknowledged
    control(page, "home").wait_for(state="attached")
    assert {c["action"] for c in page.evaluate(CONTROLS)} == {"new", "replay", "home", "note:hints"}
    record = saved_record(page)
    assert record["summary"]["over"] is True
    state = get_game("viva").from_json(record["state"])
    assert state.is_over and state.observe(None)["rounds"][-1]["round"] == 3
    # Every ballot pressed landed on the button meant: NO on the phone whenever allowed.
    human_ballots = {entry["ballots"][0] for entry in vote_entries(state)}
    assert human_ballots == ({True, False} if touch else {True})
    visit.screenshot(f"viva-final-{device}")
    assert visit.problems() == []


# -- pass and play: three people, one device -------------------------------------------------


def assert_covered(page, controls: list[dict], seat: int) -> None:
    """A hand-off cover: only "take" (naming who) and the menu; nothing private."""
    assert sorted(c["action"] for c in controls) == ["home", "take"], controls
    assert next(c["label"] for c in controls if c["action"] == "take") == f"I am {NAMES[seat]}"
    text = dom_text(page)
    assert f"I am {NAMES[seat]}" in text  # what the DOM says is read
    assert not re.search(r"goal card|No\. \d|NO cards", text), text


def assert_private_to(page, state, viewer: int) -> None:
    """Uncovered for ``viewer``: the DOM names no one else's goal card or NO cards."""
    text = dom_text(page)
    for seat, name in enumerate(NAMES):
        if seat == viewer:
            continue
        card = state.observe(seat)["you"]["goal_card"]
        assert not re.search(rf"goal card No\. {card}\b", text), (seat, card, text)
        assert f"{name}'s goal card" not in text, text
    own = state.observe(viewer)["you"]["no_cards"]
    assert all(int(n) == own for n in re.findall(r"NO cards left: (\d+)", text)), text


def test_three_people_pass_the_device_and_vote_in_secret(visit_factory):
    """Anna, Béla and Carla place and climb until someone reaches the Throne; the first
    voter votes NO (so NO counts then differ), the candidate falls, the climb goes on to
    the Throne again and all vote YES: the round is scored and shown to all at once."""
    visit = visit_factory()
    visit.open()
    page = visit.page
    player = Player(page)
    assert page.evaluate("document.documentElement.lang") == "en"
    set_up_people(player, "viva", first_player=0)
    covers = 0
    ballots_cast: list[list[bool | None]] = []
    while True:
        controls = wait_for_people(page)
        state = saved_state(page)
        actions = {c["action"] for c in controls}
        seat = state.to_move
        if "ack" in actions:
            break
        if "take" in actions:
            assert_covered(page, controls, seat)
            if covers == 0:
                visit.screenshot("viva-pass-and-play-cover")
            covers += 1
            player.press("take")
            continue
        assert not any(c["action"] == "take" for c in controls)
        assert_private_to(page, state, seat)
        view = state.observe(None)
        if view["phase"] == "vote":
            voted = view["voting"]["voted"]
            if not any(voted):
                ballots_cast.append([None] * len(NAMES))
            yes = len(ballots_cast) > 1 or any(voted)  # only the first ballot is a NO
            drawn = [c for c in controls if c["drawn"] and c["action"].startswith("act:")]
            assert [c["label"] for c in drawn] == ["Vote YES", "Vote NO"], controls
            ballots = [c["action"] for c in drawn]
            if sum(voted) == len(NAMES) - 1:
                visit.screenshot(f"viva-pass-and-play-last-vote-{len(ballots_cast)}")
            ballots_cast[-1][seat] = yes
            player.press(ballots[0] if yes else ballots[1])
            if sum(voted) == len(NAMES) - 1:  # that was the last ballot: all see the result
                after = saved_state(page)
                entry = vote_entries(after)[-1]
                assert entry["ballots"] == ballots_cast[-1]
                assert entry["crowned"] == all(ballots_cast[-1])
        else:
            player.press(next_press(controls))
    # The second vote crowned the candidate: the round's result shows to all at once,
    # with no cover in front of it.
    assert len(ballots_cast) == 2 and covers > 12
    assert "take" not in actions
    state = saved_state(page)
    log = state.observe(None)["log"]
    assert [e["type"] for e in log[-3:]] == ["vote", "king", "round"]
    assert [e["crowned"] for e in vote_entries(state)] == [False, True]
    visit.screenshot("viva-pass-and-play-result")
    player.press("ack")
    controls = wait_for_people(page)
    assert_covered(page, controls, saved_state(page).to_move)  # round 2 starts covered
    assert visit.problems() == []


# -- leaving the table and coming back ---------------------------------------------------------


def test_bots_play_on_after_menu_then_continue_during_their_pause(visit_factory):
    """At the normal pace a bot waits 0.8 s before moving. Going to the menu and back with
    "Continue" inside that pause once left the table at "Player 2 is thinking…" for good:
    the move pending for the closed table kept the new one from scheduling its own. (On a
    machine too slow to press both within the pause this passes without that race.)"""
    visit = visit_factory()
    visit.open()
    page = visit.page
    player = Player(page)
    player.press("game:viva")
    assert control(page, "fast_bots").get_attribute("aria-pressed") == "false"
    player.press("play")
    play_a_move(player)  # placement: three bot moves follow, each after its pause
    moves = len(saved_record(page)["state"]["actions"])
    player.press("home")
    player.press("continue")
    wait_for_people(page, timeout=20_000)  # timed out here while the bots stood still
    assert len(saved_record(page)["state"]["actions"]) == moves + 3
    assert visit.problems() == []


# -- offline ---------------------------------------------------------------------------------


def test_an_offline_reload_resumes_the_game_and_keeps_saving(visit_factory, server):
    visit = visit_factory()
    visit.open()
    visit.wait_for_service_worker()
    page = visit.page
    player = Player(page)
    start_game(player)
    play_a_move(player)
    wait_for_people(page)
    actions = saved_record(page)["state"]["actions"]

    served = len(server.requests)
    visit.context.set_offline(True)
    visit.reload()
    player.press("continue")
    wait_for_people(page)
    assert saved_record(page)["state"]["actions"] == actions
    play_a_move(player)
    after = saved_record(page)["state"]["actions"]
    assert after[: len(actions)] == actions and len(after) > len(actions)
    assert network_requests(server, served) == []
    assert visit.problems() == []


# -- every screen in every language ----------------------------------------------------------


def last_ballot_of_the_game() -> str:
    """An exported save of three people (Anna, Béla, Carla) in round 3, where everyone but
    the last voter has voted YES: its last ballot shows the vote, the round's result and the
    final screen."""
    game = get_game("viva")
    state = game.new_game(len(NAMES), seed=7, options={"first_player": 0})
    while True:
        view = state.observe(None)
        if (
            view["round"] == 3
            and view["phase"] == "vote"
            and (sum(view["voting"]["voted"]) == len(NAMES) - 1)
        ):
            break
        state.apply(state.legal_actions()[0])  # Vote(True) comes first
    when = "2026-01-01T12:00:00+00:00"
    saved = SavedGame("lastvote", "viva", [Seat(name) for name in NAMES], state, when, when)
    return SaveStore.export_text(saved)


@pytest.fixture(scope="module")
def last_ballot_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("saves") / "kingmakers-viva-lastvote.json"
    path.write_text(last_ballot_of_the_game(), encoding="utf-8")
    return path


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_screen_in_every_language(visit_factory, language, last_ballot_file):
    visit = visit_factory()
    visit.open()
    page = visit.page
    player = Player(page)

    def shot(number: int, screen: str) -> None:
        visit.screenshot(f"viva-{language}-{number}-{screen}")

    player.turn_on(f"lang:{language}")
    assert page.evaluate("document.documentElement.lang") == language
    shot(1, "home")
    player.press("game:viva")
    shot(2, "setup")
    player.turn_on("fast_bots")
    player.press("play")
    player.press(next_press(wait_for_people(page)))  # a candidate picked: targets lit
    assert saved_state(page).observe(None)["phase"] == "place"
    assert any(c["action"].startswith("pick:level") for c in page.evaluate(CONTROLS))
    shot(3, "table-placement")
    player.press("rules")
    shot(4, "rules")
    player.press("back")
    player.press("home")
    player.press("saves")
    with page.expect_file_chooser() as chooser:
        click_region(page, "import")
    chooser.value.set_files(str(last_ballot_file))
    control(page, "take").wait_for(state="attached")
    shot(5, "handoff")
    player.press("take")
    controls = wait_for_people(page)
    assert sum(c["drawn"] and c["action"].startswith("act:") for c in controls) == 2
    shot(6, "vote")
    player.press(next_press(controls))  # YES: everyone said YES, the King is crowned
    control(page, "ack").wait_for(state="attached")
    shot(7, "round-result")
    player.press("ack")
    control(page, "new").wait_for(state="attached")
    shot(8, "final")
    assert saved_record(page)["summary"]["over"] is True
    player.press("home")
    player.press("saves")  # both games: the one in placement and the finished one
    assert page.locator("#controls [data-action^='resume:']").count() == 2
    shot(9, "saved-games")
    assert visit.problems() == []
