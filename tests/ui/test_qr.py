"""The QR encoder: its codes decode (with jsQR, the decoder the page ships, run by Node)
to the text they were made of, in the version the standard gives for its length."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

import build
from kingmakers.ui.devices.pairing import Candidate, Pairing, to_text
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.kit.qr import QUIET_ZONE, QrCode, draw_qr
from kingmakers.ui.kit.regions import Rect

JSQR = build.ROOT / "node_modules" / "jsqr" / "dist" / "jsQR.js"
#: Reads {width, height, pixels: [0/1 per pixel, 1 dark]} from stdin, prints the text.
DECODE = """
const jsQR = require(process.argv[1]);
let input = "";
process.stdin.on("data", (chunk) => (input += chunk));
process.stdin.on("end", () => {
  const { width, height, pixels } = JSON.parse(input);
  const rgba = new Uint8ClampedArray(width * height * 4);
  pixels.forEach((dark, i) => {
    rgba.fill(dark ? 0 : 255, i * 4, i * 4 + 3);
    rgba[i * 4 + 3] = 255;
  });
  const found = jsQR(rgba, width, height);
  process.stdout.write(JSON.stringify(found && { text: found.data, version: found.version }));
});
"""
SCALE = 4


def decoded(code: QrCode) -> dict | None:
    if shutil.which("node") is None or not JSQR.exists():
        pytest.skip("Node.js and node_modules/jsqr are needed (`npm ci`)")
    side = (code.size + 2 * QUIET_ZONE) * SCALE
    pixels = [
        int(
            QUIET_ZONE <= x // SCALE < code.size + QUIET_ZONE
            and QUIET_ZONE <= y // SCALE < code.size + QUIET_ZONE
            and code.dark[y // SCALE - QUIET_ZONE][x // SCALE - QUIET_ZONE]
        )
        for y in range(side)
        for x in range(side)
    ]
    run = subprocess.run(
        ["node", "-e", DECODE, str(JSQR)],
        input=json.dumps({"width": side, "height": side, "pixels": pixels}),
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(run.stdout)


PAIRING = Pairing(
    False, "Xy3a", "abcdEFGH0123+/ijklMNOPqr", bytes(range(32)), (Candidate("192.168.1.23", 50123),)
)


@pytest.mark.parametrize(
    ("text", "version"),
    [
        ("HELLO WORLD", 1),
        (to_text(PAIRING), 5),  # a pairing code: 106 characters
        ("A" * 200, 8),  # versions 7 and up carry version bits
        ("B" * 311, 10),  # the most version 10 holds at level M
        ("Kingmakers, a table on several devices", 3),  # bytes
    ],
)
def test_a_code_decodes_to_its_text_in_the_smallest_version(text, version):
    code = QrCode(text)
    assert code.version == version and code.size == 17 + 4 * version
    assert decoded(code) == {"text": text, "version": version}


def test_a_text_too_long_for_version_10_is_refused():
    with pytest.raises(ValueError):
        QrCode("A" * 312)


def test_the_code_is_drawn_whole_pixels_per_module_inside_its_quiet_zone():
    canvas = FakeCanvas()
    code = QrCode("HELLO WORLD")
    drawn = draw_qr(canvas, code, Rect(10, 20, 300, 200), "#000", "#fff")
    assert drawn == Rect(73, 33, 174, 174)  # 29 modules of 6 px, centred
    light, *dark = [call.args for call in canvas.calls if call.name == "fill_rect"]
    assert light["color"] == "#fff"
    assert sum(d["w"] * d["h"] for d in dark) == 36 * sum(row.count(True) for row in code.dark)
