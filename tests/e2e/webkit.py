"""WebKit — the engine of Safari, and of every browser on an iPad — driven through Selenium:
WebKitGTK's MiniBrowser under WebKitWebDriver, drawing into a private X server (Xvfb).

How this differs from the Chromium tests (Playwright), and why:

- WebKitWebDriver offers neither CDP nor WebDriver BiDi, so nothing can run before the
  page's own scripts. The page's problems are recorded by a script the test site is built
  with (:data:`RECORDER_FILE`, first in ``<head>`` right after the CSP, and precached by the
  service worker like every other file, so an offline reload records them too).
- There is no network switch: "offline" is the server stopped.
- There is no touch input: WebKit's automation turns a ``touch`` pointer into the mouse on a
  desktop port, and WebKitGTK 2.50 makes pointer events of type ``mouse`` only (touch
  pointer events came to the GTK port after 2.50). A finger's tap is therefore a ``touch``
  pointer event dispatched on whatever is drawn at that point (:meth:`WebKitPage.tap`):
  the app's handling of it is tested, not Safari's own turning of touches into events.
- devicePixelRatio 2, as on a Retina Mac or an iPad, is GTK's window scale (``GDK_SCALE``).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import struct
import subprocess
import time
import zlib
from collections.abc import Iterator

import build
from tests.e2e.conftest import ARTIFACTS, PROBLEM_RECORDER

#: Start-up is slow here (Pyodide's wasm runs in JavaScriptCore with two shared cores), and
#: a loaded machine is slower still; a failure to start shows at once (see ``wait_ready``).
READY_TIMEOUT = 300.0
#: Xvfb's screen, in device pixels: room for a 1024 x 1366 iPad Pro window at scale 2.
SCREEN = "2800x2800x24"
DRIVER_ENV = {
    # The web process's bubblewrap sandbox cannot start inside a container.
    "WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS": "1",
    # No GPU: Mesa's software renderer. (WEBKIT_DISABLE_COMPOSITING_MODE=1 instead makes
    # every screenshot hang.)
    "LIBGL_ALWAYS_SOFTWARE": "1",
    # No accessibility bus to talk to.
    "NO_AT_BRIDGE": "1",
}
RECORDER_FILE = "test-problems.js"
#: What the Chromium tests record, plus refused promises and console errors (a failed bot
#: move and a failed service-worker registration are reported only there).
RECORDER = (
    PROBLEM_RECORDER
    + """
addEventListener("unhandledrejection", (event) =>
  window.__problems.push(`unhandled rejection: ${event.reason}`));
const consoleError = console.error.bind(console);
console.error = (...args) => {
  window.__problems.push(`console.error: ${args.join(" ")}`);
  consoleError(...args);
};
"""
)
# Startup errors the page shows (its loading screen) and Python errors PyScript shows.
SHOWN_ERRORS = """() => [
  ...[...document.querySelectorAll(".py-error")].map(e => `py-error: ${e.textContent}`),
  ...(document.getElementById("loading-error")?.hidden === false
      ? [`loading error: ${document.getElementById("loading-error").textContent}`] : []),
]"""

# Truthy once the app is ready (1) or shows an error (the errors).
STARTED = (
    "() => { const errors = ("
    + SHOWN_ERRORS
    + """)();
  if (errors.length) return {errors};
  return document.getElementById("loading").hidden
    && performance.getEntriesByName("kingmakers:ready").length;
}"""
)


def missing_tools() -> list[str]:
    """What WebKit tests need and this machine lacks, as Debian packages."""
    missing = [
        package
        for package, program in build.TEST_BROWSER_PACKAGES.items()
        if package != "chromium" and not program.exists()
    ]
    if build.minibrowser() is None and "webkit2gtk-driver" not in missing:
        missing.append("libwebkit2gtk-4.1-0")
    return missing


def instrument(site: build.Build, scripts: dict[str, str]) -> None:
    """Add ``scripts`` (file name -> source) to a built site as classic scripts that run
    first, right after the page's CSP, and to the service worker's files (with their content
    hashes, and the page's anew). The cache name stays; the files are the test's, not the
    build's."""
    page = site.out_dir / "index.html"
    tags = "".join(f'\n  <script src="{name}"></script>' for name in scripts)
    text, found = re.subn(
        r'(<meta http-equiv="Content-Security-Policy"[^>]*>)',
        lambda match: match.group(1) + tags,
        page.read_text(),
        count=1,
    )
    if not found:
        raise AssertionError("the built index.html has no CSP <meta> to put the scripts after")
    page.write_text(text)
    for name, source in scripts.items():
        (site.out_dir / name).write_text(source)
    worker = site.out_dir / "sw.js"

    def with_scripts(match: re.Match) -> str:
        files = json.loads(match.group(1))
        for name in ("index.html", *scripts):  # the page changed too: its hash follows
            files[name] = build.sha256_of(site.out_dir / name)
        return f"const FILES = {json.dumps(files, indent=2)};"

    text, found = re.subn(
        r"const FILES = (\{.*?\});", with_scripts, worker.read_text(), count=1, flags=re.S
    )
    if not found:
        raise AssertionError("the built sw.js has no `const FILES = {...}` list to extend")
    worker.write_text(text)
    site.files = sorted({*site.files, *scripts})


@contextlib.contextmanager
def x_display() -> Iterator[str]:
    """A private Xvfb on the first free display number; yields its ``DISPLAY``."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        [str(build.XVFB), "-displayfd", str(write_end), "-screen", "0", SCREEN]
        + ["-nolisten", "tcp", "-noreset"],
        pass_fds=[write_end],
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    try:
        # Xvfb writes the number once it accepts clients. The pipe stays open until Xvfb
        # ends: it writes there again as it stops, and a closed pipe makes that fatal.
        number = os.read(read_end, 16).decode().strip()
        if not number:
            raise RuntimeError(f"Xvfb stopped before it started (exit {server.wait()})")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait()
        os.close(read_end)


class WebKitPage:
    """One MiniBrowser window on ``display`` (a fresh, private profile each time) and the
    site at ``url`` in it, at ``viewport`` CSS pixels and ``scale`` device pixels per CSS
    pixel; ``user_agent`` replaces WebKitGTK's own."""

    def __init__(
        self,
        display: str,
        url: str,
        *,
        viewport: tuple[int, int] = (1024, 768),
        scale: int = 2,
        user_agent: str | None = None,
    ) -> None:
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        self.url = url
        options = Options()
        options.binary_location = str(build.minibrowser())
        options.add_argument("--automation")
        if user_agent:
            options.add_argument(f"--user-agent={user_agent}")
        env = {**os.environ, **DRIVER_ENV, "DISPLAY": display, "GDK_SCALE": str(scale)}
        service = Service(executable_path=str(build.WEBKIT_DRIVER), env=env)
        self.driver = webdriver.WebKitGTK(options=options, service=service)
        self.set_viewport(*viewport)

    # -- the window and the page -----------------------------------------------------------
    def set_viewport(self, width: int, height: int) -> None:
        """Size the window so that the page itself is ``width`` x ``height`` CSS pixels
        (the window adds its own frame; a resize reaches the page a moment later)."""
        frame = self.run("() => [outerWidth - innerWidth, outerHeight - innerHeight]")
        self.driver.set_window_rect(x=0, y=0, width=width + frame[0], height=height + frame[1])
        self.wait_for(
            "(w, h) => innerWidth === w && innerHeight === h",
            width,
            height,
            timeout=10,
            what=f"a {width} x {height} page",
        )

    def run(self, function: str, *args):
        """Call a JavaScript function given as source (``"() => ..."``) in the page."""
        return self.driver.execute_script(f"return ({function})(...arguments)", *args)

    def wait_for(self, function: str, *args, timeout: float = 60.0, what: str = ""):
        """Poll ``function`` until it returns something truthy, and return that."""
        deadline = time.monotonic() + timeout
        while True:
            result = self.run(function, *args)
            if result:
                return result
            if time.monotonic() > deadline:
                raise TimeoutError(f"waited {timeout:.0f} s for {what or function}")
            time.sleep(0.2)

    def open(self) -> None:
        self.driver.get(self.url)
        self.wait_ready()

    def reload(self) -> None:
        self.driver.refresh()
        self.wait_ready()

    def wait_ready(self) -> None:
        """Wait until Python has drawn the menu and marked ``kingmakers:ready``; an error
        the page shows while starting fails at once, with its message."""
        state = self.wait_for(STARTED, timeout=READY_TIMEOUT, what="kingmakers:ready")
        assert state == 1, state

    def screenshot(self, name: str) -> bytes:
        """The window's pixels as PNG, kept in test-artifacts/ as ``webkit-<name>.png``."""
        png = self.driver.get_screenshot_as_png()
        ARTIFACTS.mkdir(exist_ok=True)
        (ARTIFACTS / f"webkit-{name}.png").write_bytes(png)
        return png

    def problems(self) -> list[str]:
        """What the page recorded (CSP violations, uncaught errors, refused promises,
        console errors) and the errors it shows."""
        recorded = self.run("() => window.__problems")
        if recorded is None:
            return [f"{RECORDER_FILE} did not run"]
        return recorded + self.run(SHOWN_ERRORS)

    def close(self) -> None:
        self.driver.quit()

    # -- what the app draws ----------------------------------------------------------------
    def drawn_centre(self, action: str) -> tuple[float, float]:
        """The viewport point at the centre of ``action``'s drawn rectangle (a control that
        is also DOM-only shares its action: the one with a rectangle is meant)."""
        box = self.wait_for(
            """(action) => {
                const control = [...document.querySelectorAll("#controls [data-x]")]
                    .find(e => e.dataset.action === action);
                if (!control) return null;
                const canvas = document.getElementById("table").getBoundingClientRect();
                const [x, y, w, h] = ["x", "y", "w", "h"].map(n => parseFloat(control.dataset[n]));
                return [canvas.x + x + w / 2, canvas.y + y + h / 2];
            }""",
            action,
            what=f"{action} drawn",
        )
        return box[0], box[1]

    def click(self, action: str) -> None:
        """A mouse click (real input through the driver) at the centre of ``action``."""
        from selenium.webdriver.common.actions import interaction
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        from selenium.webdriver.common.actions.pointer_input import PointerInput

        x, y = self.drawn_centre(action)
        actions = ActionBuilder(self.driver, mouse=PointerInput(interaction.POINTER_MOUSE, "mouse"))
        actions.pointer_action.move_to_location(round(x), round(y)).click()
        actions.perform()

    def tap(self, action: str, hold: float = 0.05) -> None:
        """A finger on ``action``'s centre for ``hold`` seconds: ``touch`` pointer events
        on what is drawn there (which must be the canvas, not something over it)."""
        x, y = self.drawn_centre(action)
        touched = self.run(TOUCH, "pointerdown", x, y)
        assert touched == "table", f"a tap on {action} at {x:.0f},{y:.0f} hit {touched}"
        time.sleep(hold)
        self.run(TOUCH, "pointerup", x, y)


#: One touch pointer event at a viewport point, on the element there; returns its id.
TOUCH = """(type, x, y) => {
  const target = document.elementFromPoint(x, y);
  const down = type === "pointerdown";
  target.dispatchEvent(new PointerEvent(type, {
    bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y,
    pointerId: 7, pointerType: "touch", isPrimary: true, width: 20, height: 20,
    pressure: down ? 0.5 : 0, button: 0, buttons: down ? 1 : 0,
  }));
  return target.id || target.tagName;
}"""


def png_colours(png: bytes, enough: int) -> int:
    """How many distinct colours an 8-bit RGB or RGBA PNG holds, counted row by row from
    the top until ``enough`` are found (a blank image is read to its end)."""
    if png[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    position, data, header = 8, [], None
    while position < len(png):
        (length,) = struct.unpack(">I", png[position : position + 4])
        kind = png[position + 4 : position + 8]
        body = png[position + 8 : position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            data.append(body)
    width, height, depth, colour_type, _, _, interlace = header
    channels = {2: 3, 6: 4}.get(colour_type)
    if depth != 8 or channels is None or interlace:
        raise ValueError(f"unsupported PNG (depth {depth}, colour type {colour_type})")
    raw = zlib.decompress(b"".join(data))
    stride = width * channels
    previous = bytearray(stride)
    colours: set[bytes] = set()
    for y in range(height):
        start = y * (stride + 1)
        method, row = raw[start], bytearray(raw[start + 1 : start + 1 + stride])
        for i in range(stride) if method else ():
            left = row[i - channels] if i >= channels else 0
            up = previous[i]
            if method == 1:
                row[i] = (row[i] + left) & 255
            elif method == 2:
                row[i] = (row[i] + up) & 255
            elif method == 3:
                row[i] = (row[i] + ((left + up) >> 1)) & 255
            else:  # Paeth
                corner = previous[i - channels] if i >= channels else 0
                guess = left + up - corner
                near = min(
                    (abs(guess - left), 0, left),
                    (abs(guess - up), 1, up),
                    (abs(guess - corner), 2, corner),
                )[2]
                row[i] = (row[i] + near) & 255
        colours.update(bytes(row[i : i + 3]) for i in range(0, stride, channels))
        previous = row
        if len(colours) >= enough:
            break
    return len(colours)


def png_size(png: bytes) -> tuple[int, int]:
    return struct.unpack(">II", png[16:24])
