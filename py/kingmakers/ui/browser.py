"""The browser adapter: the one module that imports ``js`` and ``pyodide``.

It paints :class:`~kingmakers.ui.app.App` on the page's ``<canvas>`` at the device's
pixel ratio, turns pointer events (mouse and touch alike) into taps, mirrors every hit
region as a real ``<button>`` for keyboards and screen readers, keeps the language in
``localStorage`` and marks ``kingmakers:ready`` once the first screen is usable.
"""

from __future__ import annotations

import asyncio

import js
from pyodide.ffi import create_proxy

from kingmakers import __version__
from kingmakers.ui import i18n, theme
from kingmakers.ui.app import App
from kingmakers.ui.screen import HitRegion, hit_test
from kingmakers.ui.storage import MemoryStorage

READY_MARK = "kingmakers:ready"


class HtmlCanvas:
    """:class:`~kingmakers.ui.canvas.Canvas` on a ``CanvasRenderingContext2D``."""

    def __init__(self, context) -> None:
        self.ctx = context

    def _paint(self, fill, stroke, line_width) -> None:
        if fill is not None:
            self.ctx.fillStyle = fill
            self.ctx.fill()
        if stroke is not None:
            self.ctx.strokeStyle = stroke
            self.ctx.lineWidth = line_width
            self.ctx.stroke()

    def fill_rect(self, x, y, w, h, color):
        self.ctx.fillStyle = color
        self.ctx.fillRect(x, y, w, h)

    def rounded_rect(self, x, y, w, h, radius, *, fill=None, stroke=None, line_width=1.0):
        self.ctx.beginPath()
        self.ctx.roundRect(x, y, w, h, radius)
        self._paint(fill, stroke, line_width)

    def circle(self, cx, cy, r, *, fill=None, stroke=None, line_width=1.0):
        self.ctx.beginPath()
        self.ctx.arc(cx, cy, r, 0, 6.283185307179586)
        self._paint(fill, stroke, line_width)

    def polygon(self, points, *, fill=None, stroke=None, line_width=1.0):
        self.ctx.beginPath()
        first, *rest = points
        self.ctx.moveTo(*first)
        for point in rest:
            self.ctx.lineTo(*point)
        self.ctx.closePath()
        self._paint(fill, stroke, line_width)

    def line(self, x1, y1, x2, y2, color, width=1.0):
        self.ctx.beginPath()
        self.ctx.moveTo(x1, y1)
        self.ctx.lineTo(x2, y2)
        self.ctx.strokeStyle = color
        self.ctx.lineWidth = width
        self.ctx.stroke()

    def text(self, x, y, text, font, color, *, align="left", baseline="alphabetic"):
        self.ctx.font = font.css
        self.ctx.fillStyle = color
        self.ctx.textAlign = align
        self.ctx.textBaseline = baseline
        self.ctx.fillText(text, x, y)

    def measure_text(self, text, font):
        self.ctx.font = font.css
        return self.ctx.measureText(text).width


class LocalStorage:
    """``localStorage``, falling back to memory where the browser refuses it (private
    mode, quota): the choice then lasts for this visit only, and the console says why."""

    def __init__(self) -> None:
        self.fallback = MemoryStorage()

    def get(self, key: str) -> str | None:
        try:
            value = js.localStorage.getItem(key)
        except Exception as error:  # any DOMException here means "unavailable"
            js.console.warn(f"localStorage unavailable ({error}); using memory")
            return self.fallback.get(key)
        return None if value is None else str(value)

    def set(self, key: str, value: str) -> None:
        try:
            js.localStorage.setItem(key, value)
        except Exception as error:  # quota and security errors alike
            js.console.warn(f"could not save {key} ({error}); kept in memory")
            self.fallback.set(key, value)


class BrowserShell:
    """Connects an :class:`App` to the page's canvas, DOM controls and events."""

    def __init__(self, app: App, canvas, controls) -> None:
        self.app = app
        self.canvas = canvas
        self.controls = controls
        self.painter = HtmlCanvas(canvas.getContext("2d"))
        self.mirrored: list[tuple[str, str, bool | None]] = []
        self.pressed_region: HitRegion | None = None
        self._listeners = []
        self._settling: set[asyncio.Task] = set()
        self._listen(js.window, "resize", lambda _event: self.redraw())
        self._listen(canvas, "pointerdown", self._on_pointer_down)
        self._listen(canvas, "pointerup", self._on_pointer_up)
        self._listen(canvas, "pointercancel", self._on_pointer_cancel)
        self._listen(controls, "click", self._on_control_click)
        self._listen(controls, "focusin", self._on_control_focus)
        self._listen(controls, "focusout", lambda _event: self._set_focus(None))

    def _listen(self, target, event: str, handler) -> None:
        proxy = create_proxy(handler)
        self._listeners.append(proxy)
        target.addEventListener(event, proxy)

    def redraw(self) -> None:
        """Size the backing store to CSS size x devicePixelRatio, then paint the app."""
        ratio = js.window.devicePixelRatio or 1
        box = self.canvas.getBoundingClientRect()
        self.canvas.width = round(box.width * ratio)
        self.canvas.height = round(box.height * ratio)
        self.painter.ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        regions = self.app.render(self.painter, box.width, box.height)
        self._mirror(regions)
        js.document.documentElement.lang = self.app.language
        js.document.title = i18n.t("app.title")
        self.controls.setAttribute("aria-label", i18n.t("nav.controls"))

    def _mirror(self, regions: list[HitRegion]) -> None:
        """Keep one visually hidden ``<button>`` per region, in drawing order."""
        wanted = [(r.action, r.label, r.pressed) for r in regions]
        if wanted == self.mirrored:
            return
        # Recorded first: removing the focused button may fire focusout, which redraws.
        self.mirrored = wanted
        focused = js.document.activeElement
        refocus = focused.dataset.action if self.controls.contains(focused) else None
        self.controls.replaceChildren()
        for action, label, pressed in wanted:
            button = js.document.createElement("button")
            button.type = "button"
            button.textContent = label
            button.dataset.action = action
            if pressed is not None:
                button.setAttribute("aria-pressed", "true" if pressed else "false")
            self.controls.appendChild(button)
            if action == refocus:
                button.focus()

    async def settle(self) -> None:
        """Wait until the faces for the current language are loaded, then paint: a canvas
        never repaints by itself when a web font arrives."""
        sample = i18n.characters(self.app.language)
        for face in theme.FONT_FACES:
            await js.document.fonts.load(face.css, sample)
        self.redraw()

    def activate(self, action: str) -> None:
        self.app.activate(action)
        self.redraw()
        task = asyncio.ensure_future(self.settle())
        self._settling.add(task)
        task.add_done_callback(self._settling.discard)

    def _on_pointer_down(self, event) -> None:
        self.pressed_region = hit_test(self.app.regions, event.offsetX, event.offsetY)

    def _on_pointer_up(self, event) -> None:
        region = hit_test(self.app.regions, event.offsetX, event.offsetY)
        if region is not None and region == self.pressed_region:
            event.preventDefault()
            self.activate(region.action)
        self.pressed_region = None

    def _on_pointer_cancel(self, _event) -> None:
        self.pressed_region = None

    def _on_control_click(self, event) -> None:
        action = event.target.dataset.action
        if action:
            self.activate(str(action))

    def _on_control_focus(self, event) -> None:
        action = event.target.dataset.action
        self._set_focus(str(action) if action else None)

    def _set_focus(self, action: str | None) -> None:
        self.app.focus(action)
        self.redraw()


async def main() -> BrowserShell:
    """Start the app on ``#table`` and ``#controls``; the page's entry point."""
    js.document.documentElement.dataset.kingmakersVersion = __version__
    app = App(LocalStorage(), preferred_languages=list(js.navigator.languages or []))
    shell = BrowserShell(
        app, js.document.getElementById("table"), js.document.getElementById("controls")
    )
    await shell.settle()
    js.document.getElementById("loading").hidden = True
    js.performance.mark(READY_MARK)
    return shell
