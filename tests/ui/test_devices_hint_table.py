"""A guest's hint at its table: offered only in its turn at a table that plays with hints,
forgotten when the position moves on, a refusal said in its own words, and the advice
holding nothing but the asking seat's view."""

from __future__ import annotations

import json

import pytest

from kingmakers.ui import i18n
from kingmakers.ui.devices.protocol import encode
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.i18n import t
from kingmakers.ui.screens.table import TableScreen
from tests.ui.aio import run
from tests.ui.frames import draw_by_action
from tests.ui.stub import StubNavigator
from tests.ui.test_devices_app import host_and_guest, settle
from tests.ui.test_devices_hints import first_state, hint_of, host_of
from tests.ui.test_devices_protocol import Link


def advised(host, guest) -> dict:
    """Press Hint on the guest and let the host think until the advice is drawn there."""
    guest.activate("hint")
    draw_by_action(host)  # the host takes the request
    while host.devices.host.thinking():
        run(host.advance())
    settle(host)
    return settle(guest)


def test_a_guests_advice_is_forgotten_once_its_move_is_played():
    host, guest = host_and_guest()
    settle(host)
    settle(guest)
    regions = advised(host, guest)
    assert "note:hint" in regions
    session = guest.screen.session
    acts = [action for action in regions if action.startswith("act:")]
    guest.activate(acts[0])
    settle(host)
    regions = settle(guest)
    assert session.state.moves == 1 and session.state.to_move != 0
    assert session.hint is None and "note:hint" not in regions
    assert "hint" not in regions, "Hint is offered only in the seat's turn"


def test_advice_that_comes_after_the_guest_played_on_is_never_shown():
    host, guest = host_and_guest()
    settle(host)
    regions = settle(guest)
    guest.activate("hint")
    acts = [action for action in regions if action.startswith("act:")]
    guest.activate(acts[0])  # played before the host thought
    draw_by_action(host)
    assert not host.devices.host.thinking()  # the position moved on: the hint is dropped
    settle(host)
    regions = settle(guest)
    assert guest.screen.session.hint is None and "note:hint" not in regions


def test_a_table_without_hints_offers_no_hint_on_a_guest():
    session, host = host_of(first_state())
    session.saved.hints = False
    anna = Link(host, 0)
    anna.sync()
    _, regions = draw_by_action(TableScreen(StubNavigator(), anna.guest, GAME_UIS["viva"]))
    assert not anna.guest.saved.hints and "hint" not in regions
    assert any(action.startswith("act:") for action in regions)


@pytest.mark.parametrize("language", ["en", "hu", "it", "ru"])
def test_a_hint_asked_out_of_turn_or_with_a_forged_token_is_refused_in_words(language):
    i18n.set_language(language)
    _, host = host_of(first_state())
    carla = Link(host, 2)
    carla.guest.ask_hint()  # seat 0 is to move
    said = carla.guest.take_notice()
    assert said == t("table.hint_refused") != t("table.refused_by_host")
    assert carla.guest.take_notice() is None  # said once
    carla.deliver(host.receive(2, encode({"t": "hint", "token": "forged", "at": 0})))
    assert carla.guest.take_notice() == said
    assert [why for seat, why, _ in host.refusals] == ["not_your_turn", "not_your_seat"]
    if language != "en":
        i18n.set_language("en")
        assert said != t("table.hint_refused"), "translated, not the English"


def test_a_hints_message_holds_the_seats_own_view_and_nothing_of_another_seat():
    """The advice's ``after`` is the asking seat's view: its own secrets, and neither
    another seat's goal card nor its favourites."""
    state = first_state()
    _, links = hint_of(state, 0)
    (message,) = [text for text in links[0].received if text.startswith('{"t":"hint"')]
    own = state.observe(0)["you"]
    assert links[0].guest.hint_after["you"] == own
    for other in (1, 2):
        secret = state.observe(other)["you"]
        assert secret["goal_card"] != own["goal_card"]
        assert f'"goal_card":{secret["goal_card"]}' not in message
        assert json.dumps(secret["favourites"], separators=(",", ":")) not in message
