"""Several devices in the app: a seat set "On their own device", the host's pairing
screen, a guest's "Join a table", both tables played to the end, and a device that goes
away and is paired again. The devices talk over the fake platform's in-memory links."""

from __future__ import annotations

from kingmakers.ui.app import App
from kingmakers.ui.devices.guest import GuestSession
from kingmakers.ui.kit.qr import QUIET_ZONE, QrCode
from kingmakers.ui.screens.pairing import HostPairingScreen, JoinScreen
from kingmakers.ui.screens.replay import ReplayScreen
from kingmakers.ui.screens.table import TableScreen
from kingmakers.ui.state.platform import FakePlatform
from kingmakers.ui.state.saves import Seat
from kingmakers.ui.state.storage import MemoryStorage
from tests.ui.aio import run
from tests.ui.frames import draw_by_action

SEATS = [Seat("Anna", device=True), Seat("Bot B", "random"), Seat("Bot C", "random")]


def settle(app: App) -> dict:
    """Draw ``app`` and let it finish what it waits for (a pairing step); its regions."""
    _, regions = draw_by_action(app)
    while app.auto_delay() == 0.0:
        run(app.advance())
        _, regions = draw_by_action(app)
    return regions


def pair(host: App, guest: App) -> None:
    """Pair the device the host's screen asks for with ``guest``, by pasted codes."""
    offer = settle(host)["code:offer"]
    assert offer.pairing == "offer" and offer.kind == "note"
    guest.activate("join")
    assert isinstance(guest.screen, JoinScreen)
    field = settle(guest)["paste"]
    assert field.pairing == "offer" and field.kind == "text"
    guest.set_text("paste", offer.label)
    guest.activate("submit:paste")  # Enter in the field
    answer = settle(guest)["code:answer"]
    assert answer.pairing == "answer" and len(answer.label) < 120
    assert settle(host)["paste"].pairing == "answer"
    host.set_text("paste", answer.label)
    host.activate("submit")
    settle(host)
    host.platform.peers[-1].join(guest.platform.peers[-1])
    settle(host)
    settle(guest)


def host_and_guest():
    host = App(MemoryStorage(), platform=FakePlatform(first_seed=5))
    guest = App(MemoryStorage(), platform=FakePlatform(first_seed=90))
    host.settings.bot_speed = "fast"
    host.start_game("viva", SEATS, {"first_player": 0})
    assert isinstance(host.screen, HostPairingScreen)
    pair(host, guest)
    return host, guest


def test_pairing_by_pasted_codes_sits_the_guest_at_its_seat_and_the_host_at_the_table():
    host, guest = host_and_guest()
    assert isinstance(host.screen, TableScreen) and host.devices_away() == []
    assert isinstance(guest.screen, TableScreen)
    assert isinstance(guest.screen.session, GuestSession) and guest.screen.session.seat == 0
    assert guest.storage.get("kingmakers:device-token") == host.devices.host.tokens[0]


def test_a_whole_game_is_played_from_the_guest_with_bots_on_the_host():
    host, guest = host_and_guest()
    session = host.screen.session
    while not session.state.is_over:
        host_regions = settle(host)  # the host's frame sends the guest what changed
        regions = settle(guest)
        if "ack" in host_regions:
            host.activate("ack")
        elif "ack" in regions:
            guest.activate("ack")
        elif session.to_move == 0:
            acts = [action for action in regions if action.startswith("act:")]
            guest.activate(acts[0])
        elif host.auto_delay() is not None:
            run(host.advance())
    settle(host)
    regions = settle(guest)
    assert guest.screen.session.state.is_over
    assert guest.screen.session.view(None) == session.state.observe(0)
    while "ack" in regions:  # the last round's results, then the final screen
        guest.activate("ack")
        regions = settle(guest)
    assert "replay" in regions and "new" not in regions  # the host sent the record at the end
    assert host.devices.host.refusals == []
    guest.activate("replay")
    assert isinstance(guest.screen, ReplayScreen)
    assert guest.screen.saved.state.history == session.state.history


def test_a_device_gone_is_away_on_the_host_and_gets_its_seat_back_when_paired_again():
    host, guest = host_and_guest()
    token = guest.storage.get("kingmakers:device-token")
    host.platform.peers[-1].close()
    regions = settle(host)
    assert host.devices_away() == [0]
    assert regions["alert:away"].label == "Anna's device is away"  # the prompt's line too
    assert "Anna's device is away" in " ".join(draw_by_action(host)[0].texts())
    assert regions["pair:0"].label == "Pair again"
    host.activate("pair:0")
    again = App(MemoryStorage(), platform=FakePlatform(first_seed=300))
    again.storage.set("kingmakers:device-token", token)
    pair(host, again)
    assert host.devices_away() == [] and isinstance(host.screen, TableScreen)
    assert again.screen.session.seat == 0 and again.screen.session.token == token


def test_a_reloaded_host_resumes_the_game_and_waits_for_its_devices():
    host, guest = host_and_guest()
    guest.activate("act:0")  # a game begun: a reload resumes it
    save_id = host.screen.session.saved.save_id
    reloaded = App(host.storage, platform=FakePlatform(first_seed=500))
    reloaded.resume(save_id)
    regions = settle(reloaded)
    assert isinstance(reloaded.screen, TableScreen)
    assert reloaded.devices_away() == [0] and "pair:0" in regions
    assert reloaded.devices.host.tokens == host.devices.host.tokens


def test_each_pairing_screen_draws_its_code_as_a_qr_code_too():
    host = App(MemoryStorage(), platform=FakePlatform(first_seed=5))
    host.start_game("viva", SEATS, {})
    settle(host)
    for width, height in ((1024, 768), (390, 844)):
        canvas = draw_by_action(host, width, height)[0]
        code = QrCode(host.screen.code)
        modules = code.size + 2 * QUIET_ZONE
        squares = [
            call.args["w"] / modules
            for call in canvas.calls
            if call.name == "fill_rect" and call.args["color"] == "#fff"
        ]
        assert len(squares) == 1 and squares[0] == int(squares[0]) >= 4, (width, squares)
        module = squares[0]
        dark = sum(
            call.args["w"] * call.args["h"]
            for call in canvas.calls
            if call.name == "fill_rect" and call.args["h"] == module
        )
        assert dark == module * module * sum(row.count(True) for row in code.dark)


def test_a_code_read_by_the_camera_is_taken_as_if_pasted_and_no_camera_says_so():
    host = App(MemoryStorage(), platform=FakePlatform(first_seed=5))
    host.start_game("viva", SEATS, {})
    offer = settle(host)["code:offer"].label
    guest = App(MemoryStorage(), platform=FakePlatform(first_seed=90))
    guest.activate("join")
    guest.activate("scan")
    assert "scan:stop" in settle(guest)
    found, _ = guest.platform.scanning
    found(offer)
    regions = settle(guest)
    assert regions["code:answer"].label and "scan" not in regions
    guest.activate("back")
    guest.activate("join")
    guest.activate("scan")
    _, failed = guest.platform.scanning
    failed()
    regions = settle(guest)
    assert regions["note:pairing"].kind == "alert"
    assert regions["note:pairing"].label.startswith("The camera could not be opened")
    assert "scan" in regions


def test_a_seat_whose_device_is_away_is_played_here_or_by_a_bot_until_it_comes_back():
    host, guest = host_and_guest()
    session = host.screen.session
    host.platform.peers[-1].close()
    regions = settle(host)
    assert session.to_move == 0 and not host.screen.viewer_may_act()
    assert regions["here:0"].label == "Play here"
    assert regions["stand-in:0"].label == "Bot plays"
    host.activate("here:0")  # pass and play: the tablet acts for Anna
    regions = settle(host)
    assert any(action.startswith("act:") for action in regions) and "here:0" not in regions
    host.activate(next(action for action in regions if action.startswith("act:")))
    assert len(session.state.history) == 1
    assert session.saved.seats[0] == Seat("Anna")
    host.activate("pair:0")
    again = App(MemoryStorage(), platform=FakePlatform(first_seed=300))
    again.storage.set("kingmakers:device-token", guest.storage.get("kingmakers:device-token"))
    pair(host, again)
    assert session.saved.seats[0] == Seat("Anna", device=True) and 0 in session.remote
    while session.to_move != 0:
        run(session.play_bot())
    host.platform.peers[-1].close()
    settle(host)
    host.activate("stand-in:0")  # a bot plays Anna's turn meanwhile
    assert session.is_bot_turn() and host.auto_delay() is not None
    run(host.advance())
    assert session.to_move != 0 or len(session.state.history) > 1


def test_a_code_that_is_not_one_or_a_pairing_that_fails_says_so():
    host = App(MemoryStorage(), platform=FakePlatform(first_seed=5))
    host.start_game("viva", SEATS, {})
    settle(host)
    host.set_text("paste", "AICH VVCI DDBT")  # cut short
    host.activate("submit")
    regions = settle(host)
    assert regions["note:pairing"].kind == "alert"
    assert regions["note:pairing"].label.startswith("That is not a whole pairing code")
    host.platform.peers[-1].close()  # the connection failed before the guest said hello
    regions = settle(host)
    assert regions["note:pairing"].kind == "alert"
    assert "same Wi-Fi" in regions["note:pairing"].label
    assert "play on this device" in regions["note:pairing"].label
    assert "paste" not in regions
    host.activate("retry")  # a new offer, a new code
    regions = settle(host)
    assert "code:offer" in regions and "paste" in regions and "note:pairing" not in regions
    assert len(host.platform.peers) == 2
