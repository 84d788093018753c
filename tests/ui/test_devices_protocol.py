"""Several devices at one table: the host's seat routing and checks, and a guest's table
built from nothing but the host's messages."""

from __future__ import annotations

import itertools
import json

from kingmakers.engine import Rng
from kingmakers.games import get_game
from kingmakers.games.viva.actions import Vote
from kingmakers.ui.devices.guest import GuestSession
from kingmakers.ui.devices.protocol import LIMIT, Assembler, DeviceHost, encode, frames
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.screens.table import TableScreen
from kingmakers.ui.state.saves import SavedGame, Seat, load_record
from kingmakers.ui.state.session import GameSession
from tests.ui.aio import run
from tests.ui.frames import draw_by_action
from tests.ui.stub import StubNavigator


def table(seats, seed=5):
    """A host's session of Viva il Re! with ``seats`` and a host for its devices."""
    state = get_game("viva").new_game(len(seats), seed=seed, options={"first_player": 0})
    saved = SavedGame("g1", "viva", seats, state, "then", "then")
    session = GameSession(saved, seed=seed, clock=lambda: "now")
    counter = itertools.count()
    return session, DeviceHost(session, new_token=lambda: f"token{next(counter)}")


SEATS = [Seat("Anna", device=True), Seat("Bot B", "random"), Seat("Carla", device=True)]


class Link:
    """A guest joined to the host by an in-memory channel for ``seat``; it records every
    message the host sent it."""

    def __init__(self, host: DeviceHost, seat: int, token: str | None = None):
        self.host, self.seat = host, seat
        self.guest = GuestSession(self.to_host, token)
        self.received: list[str] = []
        self.guest.hello()

    def to_host(self, text: str) -> None:
        if text.startswith('{"t":"hello"'):
            self.seat, replies = self.host.hello(self.seat, text)
        else:
            replies = self.host.receive(self.seat, text)
        self.deliver(replies)

    def deliver(self, texts) -> None:
        for text in texts:
            assert len(text.encode()) <= LIMIT
            self.received.append(text)
            self.guest.receive(text)

    def sync(self) -> None:
        self.deliver(self.host.updates(self.seat))


def test_a_long_message_travels_in_frames_of_at_most_16_kib():
    text = encode({"t": "state", "view": {"log": ["x" * 100] * 500}})
    parts = frames(text)
    assert len(parts) == 4 and all(len(part) <= LIMIT for part in parts)
    assembler = Assembler()
    assert [assembler.add(part) for part in parts] == [None, None, None, text]


def test_a_whole_game_with_two_seats_on_devices_sends_each_only_its_own_view():
    session, host = table(SEATS)
    links = {0: Link(host, 0), 2: Link(host, 2)}
    assert host.tokens == {0: "token0", 2: "token1"} and host.away() == []
    chooser = Rng(1)
    while not session.state.is_over:
        for seat, link in links.items():
            link.sync()
            assert link.guest.view(None) == session.state.observe(seat)
            assert link.guest.to_move == session.to_move
        if session.is_bot_turn():
            run(session.play_bot())
            continue
        assert session.is_remote_turn() and not session.needs_handoff()
        guest = links[session.to_move].guest
        moves = len(session.state.history)
        guest.play(chooser.choice(guest.legal_actions()))
        assert len(session.state.history) == moves + 1
    for seat, link in links.items():
        link.sync()
        assert link.guest.view(None) == session.state.observe(seat)
        assert link.guest.state.is_over
    assert host.refusals == []


def test_a_forged_or_illegal_move_is_refused_logged_and_never_applied():
    session, host = table(SEATS)
    anna, carla = Link(host, 0), Link(host, 2)
    assert session.to_move == 0
    legal = session.legal_actions()
    before = session.state.to_json()

    def send(link, **fields):
        message = {"t": "act", "token": link.guest.token, "at": 0, "action": legal[0].to_json()}
        link.to_host(encode(message | fields))

    send(carla)  # not Carla's turn
    send(anna, token=carla.guest.token)  # Carla's token on Anna's link
    send(anna, token="guessed")
    send(anna, at=5)  # a position Anna's device has not seen
    send(anna, action=Vote(True).to_json())  # no vote now
    send(anna, action={"type": "place", "candidate": "Z", "level": 9})
    send(anna, action={"type": "no such move"})
    anna.to_host("not json at all")
    anna.to_host(encode({"t": "act", "token": "token0", "at": 0, "action": "x" * 5000}))
    assert [why for _, why, _ in host.refusals] == [
        "not_your_turn",
        "not_your_seat",
        "not_your_seat",
        "stale",
        "illegal",
        "illegal",
        "not_a_move",
        "not_a_move",
        "too_long",
    ]
    assert session.state.to_json() == before
    assert json.loads(anna.received[-2]) == {"t": "refused", "why": "too_long"}
    assert anna.guest.refused == "too_long"
    send(anna)
    assert len(session.state.history) == 1


def test_a_device_that_comes_back_with_its_token_gets_its_seat_back():
    session, host = table(SEATS)
    Link(host, 0)
    carla = Link(host, 2)
    token = carla.guest.token
    host.gone(2)
    assert host.away() == [2]
    back = Link(host, 0, token=token)  # paired again, from whichever pairing screen
    assert back.seat == 2 and back.guest.seat == 2 and back.guest.token == token
    assert back.guest.view(None) == session.state.observe(2)
    assert host.away() == []


def test_a_device_seat_is_kept_in_the_save():
    session, _ = table(SEATS)
    record = json.loads(json.dumps(session.saved.to_json()))
    assert record["seats"][0] == {"name": "Anna", "bot": None, "device": True}
    assert record["seats"][1] == {"name": "Bot B", "bot": "random"}
    assert [seat.device for seat in load_record(record).seats] == [True, False, True]


def test_the_host_screen_never_acts_for_a_seat_on_its_own_device():
    session, _ = table([Seat("Anna", device=True), Seat("Bruno"), Seat("Bot C", "random")])
    screen = TableScreen(StubNavigator(), session, GAME_UIS["viva"])
    assert session.to_move == 0 and session.holder == 1
    _, regions = draw_by_action(screen)
    assert "take" not in regions and not any(action.startswith("act:") for action in regions)
    assert not screen.viewer_may_act()


def test_a_guest_table_draws_its_seat_and_plays_through_the_host():
    session, host = table(SEATS)
    anna = Link(host, 0)
    screen = TableScreen(StubNavigator(), anna.guest, GAME_UIS["viva"])
    _, regions = draw_by_action(screen)
    acts = [action for action in regions if action.startswith("act:")]
    assert acts and "undo" not in regions
    assert anna.guest.saved.hints and "hint" in regions  # the host's table plays with hints
    screen.on_action(acts[0])
    assert len(session.state.history) == 1
    anna.sync()
    _, regions = draw_by_action(screen)
    assert not any(action.startswith("act:") for action in regions)


def test_a_guest_whose_move_the_host_refused_says_so_at_its_table():
    session, host = table(SEATS)
    anna = Link(host, 0)
    screen = TableScreen(StubNavigator(), anna.guest, GAME_UIS["viva"])
    _, regions = draw_by_action(screen)
    session.conflict = True  # the host cannot play now (another tab wrote the game)
    screen.on_action(next(action for action in regions if action.startswith("act:")))
    assert len(session.state.history) == 0 and anna.guest.refused == "not_your_turn"
    _, regions = draw_by_action(screen)
    assert regions["alert:message"].label.startswith("The table did not take that move")
    assert any(action.startswith("act:") for action in regions)  # its turn still


def test_the_record_for_a_replay_is_sent_to_a_guest_only_after_the_end():
    session, host = table(SEATS)
    links = {0: Link(host, 0), 2: Link(host, 2)}
    chooser = Rng(3)
    while not session.state.is_over:
        for link in links.values():
            link.sync()
            assert link.guest.replay_record is None
            assert not any('"t":"record"' in text for text in link.received)
        if session.is_bot_turn():
            run(session.play_bot())
        else:
            guest = links[session.to_move].guest
            guest.play(chooser.choice(guest.legal_actions()))
    for link in links.values():
        link.sync()
        link.sync()
        assert sum('"t":"record"' in text for text in link.received) == 1
        assert link.guest.replay_record.state.history == session.state.history
