"""Several devices at one table, in two separate Chromium browsers on this machine: the
host pairs a guest by pasted codes (or the guest scans the host's QR code with a fake
camera), and a whole game of Viva il Re! is played with one
seat on the guest (see :mod:`tests.e2e.devices_game`, which this runs).

WebRTC's host candidates carry the machine's own address, and a test may send only to
loopback or inside a network namespace it made. So the browsers and their HTTP server run
in a private namespace (``unshare -n``, as root): ``lo`` up, a veth pair with two private
addresses and a default route through it (Chromium gathers candidates only for the
default route's interface), a pause for the links to settle (a browser that sees them
change aborts its requests), then the browser part. Without the rights to make a
namespace the test is skipped and says so.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

import build

pytestmark = pytest.mark.browser

#: Made inside the new namespace before the browsers start.
NAMESPACE_SETUP = """
ip link set lo up
ip link add km0 type veth peer name km1
ip addr add 10.213.0.1/24 dev km0
ip addr add 10.213.0.2/24 dev km1
ip link set km0 up
ip link set km1 up
ip route add default via 10.213.0.2 dev km0
sleep 3
exec "$@"
"""
#: The most seconds the browser part may take (it takes well under a minute).
RUN_SECONDS = 180


def namespace_refused() -> str | None:
    """Why a private network namespace cannot be made here, or None."""
    if shutil.which("unshare") is None or shutil.which("ip") is None:
        return "`unshare` or `ip` is missing"
    probe = subprocess.run(["unshare", "-n", "true"], capture_output=True, text=True)
    if probe.returncode != 0:
        return f"`unshare -n` is refused here ({probe.stderr.strip()}): run as root"
    return None


@pytest.mark.parametrize("pairing", ["pasted", "scanned", "dropped"])
def test_a_game_of_viva_with_one_seat_on_its_own_device(site, pairing):
    """Pasted, scanned: a whole game. Dropped: the guest's tab reloads mid-game, later the
    host's, and each time the device is paired again and gets its seat back."""
    if not build.CHROMIUM.exists():
        pytest.skip(f"{build.CHROMIUM} is missing")
    refused = namespace_refused()
    if refused is not None:
        pytest.skip(f"no private network namespace for the WebRTC test: {refused}")
    command = [sys.executable, "-m", "tests.e2e.devices_game", str(site.out_dir)]
    command += {"pasted": [], "scanned": ["--scan"], "dropped": ["--faults"]}[pairing]
    paths = [str(build.ROOT / "py"), str(build.ROOT), os.environ.get("PYTHONPATH", "")]
    run = subprocess.run(
        ["unshare", "-n", "sh", "-c", NAMESPACE_SETUP, "namespace", *command],
        cwd=build.ROOT,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, paths))},
        capture_output=True,
        text=True,
        timeout=RUN_SECONDS,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    figures = json.loads(run.stdout.strip().splitlines()[-1])
    print(figures)  # the closing note's figures: codes, time to connect, bytes of a move
    assert figures["refused"] == ["not_your_seat", "stale", "illegal", "not_a_move"]
    assert figures["offer_chars"] < 120 and figures["answer_chars"] < 120
    assert figures["problems"] == []
    if pairing == "dropped":
        assert figures["seconds_to_rejoin"] > 0 and figures["seconds_after_host_reload"] > 0
    else:
        assert figures["guest_presses"] > 0 and figures["states"] > figures["guest_presses"]
    if pairing == "pasted":  # the guest pressed Hint once and the host's advice came
        assert figures["hint_request_bytes"] > 0 and figures["advice_bytes"] > 0
