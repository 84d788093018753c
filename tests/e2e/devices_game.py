"""The browser part of ``test_devices.py``, run by it inside a private network namespace
(``python3 -m tests.e2e.devices_game <dist>``): two separate Chromium browsers, the host
and a guest, pair by pasted codes and play a whole game of Viva il Re! with the guest's
seat on the guest and three fast bots on the host.

Checked on the way: every message the guest received is exactly its seat's view of the
position it names (nothing else of the game); after every press on the guest, its DOM and
the texts drawn on its canvas name no other seat's goal card; forged moves sent on the
guest's data channel (another seat's turn, a guessed token, a position gone, an illegal
move) are refused by the host, which logs them and plays nothing. Prints one JSON line of
figures: the codes' sizes, the time from pasting the offer to the guest's table, the bytes
of a move each way.
"""

from __future__ import annotations

import json
import re
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

import build
from kingmakers.games import get_game
from kingmakers.games.viva.actions import Vote
from kingmakers.ui.devices.protocol import LIMIT, Assembler
from kingmakers.ui.kit.qr import QUIET_ZONE, QrCode
from tests.e2e.conftest import ARTIFACTS, Visit
from tests.e2e.driver import CONTROLS, LAST_SAVE, Player, control, dom_text
from tests.e2e.test_viva_play import next_press

#: Chromium hides host addresses behind mDNS names, which nothing resolves here.
ARGS = [*build.CHROMIUM_ARGS, "--disable-features=WebRtcHideLocalIpsWithMdns"]
#: Kept on the guest: every text its data channel received and sent, and the channel.
RECORD_CHANNEL = """
window.__received = []; window.__sent = []; window.__drawn = [];
const createDataChannel = RTCPeerConnection.prototype.createDataChannel;
RTCPeerConnection.prototype.createDataChannel = function (...args) {
  const channel = createDataChannel.apply(this, args);
  window.__channel = channel;
  channel.addEventListener("message", (event) => window.__received.push(String(event.data)));
  const send = channel.send;
  channel.send = function (text) {
    window.__sent.push(String(text));
    return send.call(this, text);
  };
  return channel;
};
const fillText = CanvasRenderingContext2D.prototype.fillText;
CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
  window.__drawn.push(String(text));
  return fillText.call(this, text, ...rest);
};
"""
SHOWN_NOW = (
    "() => { window.__drawn.length = 0; window.dispatchEvent(new Event('resize'));"
    " return window.__drawn.splice(0); }"
)
GAME_SECONDS = 150
REFUSED = '{"t":"refused"'
GAME = get_game("viva")


def host_state(page):
    record = json.loads(page.evaluate(LAST_SAVE))
    return GAME.from_json(record["state"])


def set_up_host(player: Player) -> None:
    """Viva il Re! with Anna on her own device, first to play, and three fast bots."""
    page = player.page
    player.press("game:viva")
    control(page, "name:0").fill("Anna")
    for _ in range(8):
        if control(page, "kind:0").text_content() == "Anna: On their own device (tap to change)":
            break
        player.press("kind:0")
    else:
        raise AssertionError("seat 0 never became a device")
    player.press("first:0")
    player.turn_on("fast_bots")
    player.press("play")


def camera_showing(text: str, path: Path) -> list[str]:
    """A video file of ``text``'s QR code, and the flags that make it Chromium's camera."""
    code = QrCode(text)
    scale, side = 6, 384
    offset = (side - (code.size + 2 * QUIET_ZONE) * scale) // 2 + QUIET_ZONE * scale
    luma = bytearray([235]) * (side * side)
    for y, row in enumerate(code.dark):
        for x, dark in enumerate(row):
            if dark:
                for dy in range(scale):
                    at = (offset + y * scale + dy) * side + offset + x * scale
                    luma[at : at + scale] = bytes([16]) * scale
    chroma = bytes([128]) * (side * side // 2)
    header = f"YUV4MPEG2 W{side} H{side} F5:1 Ip A1:1 C420jpeg\n".encode()
    path.write_bytes(header + b"FRAME\n" + bytes(luma) + chroma)
    return [
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        f"--use-file-for-fake-video-capture={path}",
    ]


def offer_code(host: Player) -> str:
    offer = host.page.locator("[data-pairing='offer']")
    offer.wait_for(state="attached", timeout=30_000)
    return offer.text_content()


def pair(host: Player, guest: Player, code: str, scan: bool) -> dict:
    """Pair: the guest takes the host's code pasted (or scanned with its camera), the
    host takes the guest's reply pasted; the codes and the seconds from the offer pasted
    (or the scan started) to the guest's table."""
    guest.press("join")
    started = time.monotonic()
    if scan:
        guest.press("scan")
    else:
        field = guest.page.locator("[data-pairing-input='offer']")
        field.fill(code)
        field.press("Enter")
    answer = guest.page.locator("[data-pairing='answer']")
    answer.wait_for(state="attached", timeout=30_000)
    reply = answer.text_content()
    host.page.screenshot(path=ARTIFACTS / "devices-host-pairing.png")
    guest.page.screenshot(path=ARTIFACTS / "devices-guest-joining.png")
    field = host.page.locator("[data-pairing-input='answer']")
    field.fill(reply)
    field.press("Enter")
    guest.page.wait_for_selector("#controls [data-action='rules']", state="attached")
    guest.page.screenshot(path=ARTIFACTS / "devices-guest-table.png")
    return {"offer": code, "answer": reply, "seconds": time.monotonic() - started}


def shown_on(page) -> str:
    return dom_text(page) + "\n" + "\n".join(page.evaluate(SHOWN_NOW))


def assert_nothing_of_others(text: str, state, seat: int) -> None:
    for other in range(state.players):
        if other != seat:
            card = state.observe(other)["you"]["goal_card"]
            assert not re.search(rf"goal card No\. {card}\b", text), (other, card)


def forge(guest_page, state, token: str) -> list[str]:
    """Send forged moves on the guest's channel at its turn; the host's refusals."""
    moves = len(state.history)
    legal = state.legal_actions()[0].to_json()
    forged = [
        {"t": "act", "token": "guessed", "at": moves, "action": legal},
        {"t": "act", "token": token, "at": moves - 1, "action": legal},
        {"t": "act", "token": token, "at": moves, "action": Vote(True).to_json()},
        {"t": "act", "token": token, "at": moves, "action": {"type": "place"}},
    ]
    for message in forged:
        guest_page.evaluate("text => window.__channel.send(text)", json.dumps(message))
    guest_page.wait_for_function(
        f"() => window.__received.filter(t => t.startsWith('{REFUSED}')).length >= {len(forged)}"
    )
    received = guest_page.evaluate("window.__received")
    return [json.loads(text)["why"] for text in received if text.startswith(REFUSED)]


def hint_on_the_guest(host: Player, guest: Player, state) -> dict:
    """The guest presses Hint in its turn: the host thinks, the guest's banner shows the
    advice (nothing of another seat's secrets in it) and the host's screen shows none;
    the bytes of the request and of the advice."""
    guest.page.wait_for_selector("#controls [data-action='hint']", state="attached")
    guest.press("hint")
    guest.page.wait_for_selector(
        "#controls [data-action='hint:close']", state="attached", timeout=60_000
    )
    assert_nothing_of_others(shown_on(guest.page), state, 0)
    assert host.page.query_selector("#controls [data-action='note:hint']") is None
    asked = [text for text in guest.page.evaluate("window.__sent") if '"t":"hint"' in text]
    advice = [text for text in guest.page.evaluate("window.__received") if '"t":"hint"' in text]
    guest.press("hint:close")
    return {"hint_request_bytes": len(asked[-1]), "advice_bytes": len(advice[-1])}


def check_received(texts: list[str], final) -> dict:
    """Every state the guest received is exactly its seat's view of that position."""
    assembler, seat, log, states, biggest = Assembler(), None, [], 0, 0
    for text in texts:
        assert len(text.encode()) <= LIMIT
        whole = assembler.add(text)
        if whole is None:
            continue
        message = json.loads(whole)
        biggest = max(biggest, len(whole))
        if message["t"] == "welcome":
            seat, log = message["seat"], []
        elif message["t"] == "state":
            view = message["view"]
            log = log[: message["log_from"]] + view["log"]
            view["log"] = log
            assert view == final.replay(message["moves"]).observe(seat), message["moves"]
            states += 1
    return {"states": states, "largest_message": biggest}


def play(host: Player, guest: Player, presses: int | None = None) -> int:
    """Play on (the host's bots, the guest's seat pressing the first thing offered) until
    the game is over, or the guest has pressed ``presses`` times; the guest's presses."""
    deadline = time.monotonic() + GAME_SECONDS
    pressed = 0
    while time.monotonic() < deadline and (presses is None or pressed < presses):
        state = host_state(host.page)
        guest_actions = {c["action"]: c for c in guest.page.evaluate(CONTROLS)}
        if state.is_over:
            return pressed
        host_actions = [c["action"] for c in host.page.evaluate(CONTROLS)]
        if "ack" in host_actions:
            host.press("ack")
        elif "ack" in guest_actions:
            guest.press("ack")
        elif state.to_move == 0 and any(
            c["drawn"] and c["action"].startswith(("act:", "pick:")) for c in guest_actions.values()
        ):
            guest.press(next_press(list(guest_actions.values())))
            pressed += 1
            assert_nothing_of_others(shown_on(guest.page), host_state(host.page), 0)
        else:
            time.sleep(0.1)
    assert presses is not None and pressed == presses, "the game did not end in time"
    return pressed


def pair_again(host: Player, guest: Player) -> float:
    """The host, waiting for the guest's seat, pairs its device again (the guest from its
    home screen, keeping its token): the seconds from the host's press to the seat back."""
    host.page.wait_for_selector("#controls [data-action='alert:away']", state="attached")
    host.page.screenshot(path=ARTIFACTS / "devices-host-away.png")
    started = time.monotonic()
    host.press("pair:0")
    token = guest.page.evaluate("localStorage.getItem('kingmakers:device-token')")
    pair(host, guest, offer_code(host), scan=False)
    host.page.wait_for_selector("#controls [data-action='rules']", state="attached")
    assert guest.page.evaluate("localStorage.getItem('kingmakers:device-token')") == token
    assert host.page.locator("#controls [data-action='alert:away']").count() == 0
    return time.monotonic() - started


def drop_and_reload(host: Player, guest: Player) -> dict:
    """The guest's tab reloads mid-game (its device gone), then the host's: each time the
    host says the device is away and the game waits, and pairing again gives the guest its
    seat back; the game goes on."""
    play(host, guest, presses=2)
    moves = len(host_state(host.page).history)
    guest.page.reload()
    guest.page.wait_for_selector("#loading[hidden]", state="attached")
    dropped = pair_again(host, guest)
    assert len(host_state(host.page).history) >= moves
    play(host, guest, presses=1)
    host.page.reload()
    host.page.wait_for_selector("#loading[hidden]", state="attached")
    host.press("continue")
    guest.press("home")  # its table is gone with the host's page
    reloaded = pair_again(host, guest)
    play(host, guest, presses=1)
    return {"seconds_to_rejoin": round(dropped, 2), "seconds_after_host_reload": round(reloaded, 2)}


def main(dist: Path, scan: bool, faults: bool) -> None:
    figures: dict = {}
    ARTIFACTS.mkdir(exist_ok=True)
    with (
        build.SiteServer({build.SITE_PATH: dist}) as server,
        sync_playwright() as playwright,
        tempfile.TemporaryDirectory() as scratch,
    ):
        browsers = [playwright.chromium.launch(executable_path=str(build.CHROMIUM), args=ARGS)]
        host = Visit(browsers[0], server.url())
        host.open()
        host_player = Player(host.page)
        set_up_host(host_player)
        code = offer_code(host_player)
        camera = camera_showing(code, Path(scratch) / "camera.y4m") if scan else []
        browsers.append(
            playwright.chromium.launch(executable_path=str(build.CHROMIUM), args=ARGS + camera)
        )
        guest = Visit(browsers[1], server.url())
        guest.context.add_init_script(RECORD_CHANNEL)
        guest.open()
        guest_player = Player(guest.page)
        paired = pair(host_player, guest_player, code, scan)
        figures["offer_chars"] = len(paired["offer"])
        figures["answer_chars"] = len(paired["answer"])
        figures["seconds_to_connect"] = round(paired["seconds"], 2)
        token = guest.page.evaluate("localStorage.getItem('kingmakers:device-token')")
        hello = json.loads(guest.page.evaluate("window.__sent[0]"))
        assert hello == {"t": "hello", "token": None}, hello  # a first visit has no token
        state = host_state(host.page)
        figures["refused"] = forge(guest.page, state, token)
        assert figures["refused"] == ["not_your_seat", "stale", "illegal", "not_a_move"], figures
        assert len(host_state(host.page).history) == len(state.history)
        if not scan and not faults:
            figures.update(hint_on_the_guest(host_player, guest_player, state))
        if faults:
            figures.update(drop_and_reload(host_player, guest_player))
            figures["problems"] = host.problems() + guest.problems()
            print(json.dumps(figures))
            return
        presses = play(host_player, guest_player)
        state = host_state(host.page)
        guest.page.wait_for_function(
            "() => !document.querySelector(\"#controls [data-action^='act:']\")"
        )
        assert_nothing_of_others(shown_on(guest.page), state, 0)
        figures.update(check_received(guest.page.evaluate("window.__received"), state))
        sent = [json.loads(text) for text in guest.page.evaluate("window.__sent")]
        moves = [len(json.dumps(m, separators=(",", ":"))) for m in sent if m["t"] == "act"]
        received = [len(text) for text in guest.page.evaluate("window.__received")]
        figures["guest_presses"] = presses
        figures["move_bytes_to_host"] = max(moves)
        figures["state_bytes_mean"] = round(sum(received) / len(received))
        figures["problems"] = host.problems() + guest.problems()
        for visit in (host, guest):
            visit.close()
        for browser in browsers:
            browser.close()
    print(json.dumps(figures))


if __name__ == "__main__":
    main(Path(sys.argv[1]), scan="--scan" in sys.argv[2:], faults="--faults" in sys.argv[2:])
