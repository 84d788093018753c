"""Hints on a guest device: asked of the host, thought about for that seat only from what
it may know, sent back to it alone, counted in the save; refused out of its turn."""

from __future__ import annotations

import itertools

from kingmakers.ai.ismcts import Budget
from kingmakers.engine import Rng
from kingmakers.games import get_game
from kingmakers.ui.devices.protocol import DeviceHost
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.state.saves import SavedGame
from kingmakers.ui.state.session import GameSession
from tests.ui.aio import run
from tests.ui.frames import draw_by_action
from tests.ui.test_devices_app import host_and_guest, settle
from tests.ui.test_devices_protocol import SEATS, Link
from tests.ui.test_hint_words import ringed

#: A small search: what is checked does not depend on the budget.
SMALL = Budget(iterations=24, seconds=1e9)


def host_of(state) -> tuple[GameSession, DeviceHost]:
    """A host's session at ``state`` with the seats of :data:`SEATS` (small hints)."""
    saved = SavedGame("g1", "viva", list(SEATS), state, "then", "then")
    session = GameSession(saved, seed=5, clock=lambda: "now")
    counter = itertools.count()
    host = DeviceHost(session, new_token=lambda: f"token{next(counter)}", hint_budget=SMALL)
    return session, host


def first_state():
    return get_game("viva").new_game(3, seed=5, options={"first_player": 0})


def hint_of(state, seat: int):
    """The hint a guest at ``seat`` gets at ``state``, and everything each link received."""
    session, host = host_of(state)
    links = {0: Link(host, 0), 2: Link(host, 2)}
    for link in links.values():
        link.sync()
        link.received.clear()
    links[seat].guest.ask_hint()
    while host.thinking():
        host.think()
    for link in links.values():
        link.sync()
    return session, links


def test_a_hint_asked_on_a_guest_comes_back_to_that_seat_only_and_is_counted():
    session, links = hint_of(first_state(), 0)
    hint = links[0].guest.hint
    assert hint is not None and hint.best.action in session.legal_actions()
    assert links[2].guest.hint is None and links[2].received == []
    assert session.saved.hints_used == [1, 0, 0]


def test_a_guests_hint_is_the_same_in_two_worlds_the_seat_cannot_tell_apart():
    state = first_state()
    other = state.sample_hidden(0, Rng(300))
    assert other.observe(0) == state.observe(0)
    assert other.observe(2) != state.observe(2), "the re-dealt world hides nothing"
    _, links = hint_of(state, 0)
    _, other_links = hint_of(other, 0)
    assert links[0].received == other_links[0].received != []


def test_a_hint_out_of_the_seats_turn_is_refused_and_a_cancelled_one_never_comes():
    session, host = host_of(first_state())
    links = {0: Link(host, 0), 2: Link(host, 2)}
    links[2].guest.ask_hint()
    assert not host.thinking() and host.refusals[-1][:2] == (2, "not_your_turn")
    links[0].guest.ask_hint()
    assert host.thinking()
    links[0].guest.cancel_hint()
    assert not host.thinking()
    links[0].sync()
    assert links[0].guest.hint is None and session.saved.hints_used == [0, 0, 0]


def test_the_host_app_thinks_about_a_guests_hint_between_frames_and_sends_it():
    host, guest = host_and_guest()
    settle(host)
    settle(guest)
    guest.screen.session.ask_hint()
    assert host.auto_delay() == 0.0
    while host.devices.host.thinking():
        run(host.advance())
    settle(host)  # the host's frame sends the advice
    settle(guest)
    hint = guest.screen.session.hint
    assert hint is not None and hint.best.action in guest.screen.session.legal_actions()
    assert host.screen.session.saved.hints_used[0] == 1


def test_a_guests_hint_button_shows_the_hosts_advice_as_the_tablet_would():
    """Pressed on the guest: the banner thinks while the host does, then says the move,
    the game's reason and the figures, and rings the piece to tap; the host's own screen
    never shows it."""
    host, guest = host_and_guest()
    settle(host)
    regions = settle(guest)
    assert "hint" in regions
    guest.activate("hint")
    _, regions = draw_by_action(guest.screen)
    assert regions["note:hint"].label == "Looking for a hint…" and "hint:cancel" in regions
    assert guest.auto_delay() is None  # the guest thinks about nothing itself
    while host.devices.host.thinking():
        run(host.advance())
    host_regions = settle(host)
    assert "note:hint" not in host_regions
    settle(guest)
    session = guest.screen.session
    note = draw_by_action(guest.screen)[1]["note:hint"].label
    move = (
        GAME_UIS["viva"]
        .renderer()
        .words.action_label(session.hint.best.action, guest.screen.context())
    )
    assert note.startswith(f"Hint: {move}.") and "of 100" in note
    assert ringed(guest.screen)
    guest.activate("hint:close")
    assert "note:hint" not in draw_by_action(guest.screen)[1]


def test_a_guests_hint_cancelled_stops_the_host_and_a_refused_one_is_said_in_words():
    host, guest = host_and_guest()
    settle(host)
    settle(guest)
    guest.activate("hint")
    draw_by_action(host)  # the host takes the message, and thinks between frames
    assert host.devices.host.thinking()
    guest.activate("hint:cancel")
    draw_by_action(host)
    assert not host.devices.host.thinking()
    host.screen.session.saved.hints = False  # the host's table plays without hints now
    guest.screen.session.ask_hint()
    settle(host)
    regions = settle(guest)
    assert regions["alert:message"].label == "This table plays without hints."
    assert "note:hint" not in regions and any(action.startswith("act:") for action in regions)
