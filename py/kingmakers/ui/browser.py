"""The browser adapter: the one module that imports ``js`` and ``pyodide``.

It paints :class:`~kingmakers.ui.app.App` on the page's ``<canvas>`` at the device's
pixel ratio, turns pointer events (mouse and touch alike) into taps, mirrors every hit
region as a real control for keyboards and screen readers (a visually hidden ``<button>``
or range ``<input>``, or a visible ``<input>`` laid over a text field), lets bots move after
their pause,
keeps settings and saves in ``localStorage`` (asking ``navigator.storage`` to keep it),
downloads and picks files, tells an iPhone or iPad and an app opened from the Home Screen,
and marks ``kingmakers:ready`` once the first screen is usable.
"""

from __future__ import annotations

import asyncio
import gc
import random
import traceback
from array import array
from collections.abc import Callable, Hashable
from typing import Any

import js
from pyodide.ffi import create_once_callable, create_proxy, jsnull, to_js

from kingmakers import __version__
from kingmakers.ui import i18n
from kingmakers.ui.app import App
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.display import DisplayList
from kingmakers.ui.kit.regions import CODE_MAX_LENGTH, TEXT_MAX_LENGTH, HitRegion, hit_test
from kingmakers.ui.state.platform import Device, FileCallback, Thinkers
from kingmakers.ui.state.storage import StorageUnavailable

READY_MARK = "kingmakers:ready"
#: How long a finger must rest on the canvas to show what a mouse shows on hover.
LONG_PRESS_SECONDS = 0.5
#: How far (CSS px) a finger must move before a touch scrolls instead of tapping.
DRAG_THRESHOLD = 10.0
REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)"
INSTALLED_QUERY = "(display-mode: standalone)"
APPLE_MOBILE = ("iPhone", "iPad", "iPod")
#: Seconds a device waits for its WebRTC candidates before it writes its code anyway.
GATHER_SECONDS = 10.0


def read_device() -> Device:
    """What kind of device this is, read once. An iPad's Safari sends a Mac's user agent
    by default, so a "Mac" with more than one touch point is an iPad; an app added to the
    Home Screen runs in ``display-mode: standalone`` (older iOS: ``navigator.standalone``)."""
    navigator = js.navigator
    agent = str(navigator.userAgent)
    touch_points = int(getattr(navigator, "maxTouchPoints", 0) or 0)
    apple_touch = any(name in agent for name in APPLE_MOBILE) or (
        "Macintosh" in agent and touch_points > 1
    )
    installed = bool(js.window.matchMedia(INSTALLED_QUERY).matches) or (
        getattr(navigator, "standalone", None) is True
    )
    return Device(apple_touch=apple_touch, installed=installed)


def _in_page(numbers: array) -> Any:
    """``numbers`` as a ``Float64Array``: one copy into the page, no conversion number by
    number."""
    typed = js.Float64Array.new(len(numbers))
    typed.assign(numbers)
    return typed


def _measure(name: str, start: float, end: float) -> None:
    """A ``performance`` measure (what the benchmarks read), made by the page's painter:
    three numbers cross, no options object is built."""
    js.kingmakersPainter.span(name, start, end)


class LocalStorage:
    """``localStorage``: a read the browser refuses (private mode) finds nothing, and a
    refused write (quota, storage disabled) raises :class:`StorageUnavailable`, so
    callers can say what was not kept."""

    def get(self, key: str) -> str | None:
        try:
            value = js.localStorage.getItem(key)
        except Exception as error:  # any DOMException here means "unavailable"
            js.console.warn(f"localStorage unavailable ({error}); reading nothing")
            return None
        # Pyodide hands JavaScript's null over as jsnull, not None (str() of it: "jsnull").
        return None if value is None or value is jsnull else str(value)

    def set(self, key: str, value: str) -> None:
        try:
            js.localStorage.setItem(key, value)
        except Exception as error:  # quota and security errors alike
            raise StorageUnavailable(f"could not store {key} ({error})") from error

    def remove(self, key: str) -> None:
        try:
            js.localStorage.removeItem(key)
        except Exception as error:  # storage disabled
            raise StorageUnavailable(f"could not remove {key} ({error})") from error


def _js_object(value: dict) -> Any:
    return to_js(value, dict_converter=js.Object.fromEntries)


class BrowserPeer:
    """A WebRTC connection with no ICE servers (devices on one network reach each other's
    host candidates) and one data channel, negotiated by both ends alike (id 0), so the
    guest needs no ``datachannel`` event; see
    :class:`~kingmakers.ui.state.platform.PeerLink`."""

    def __init__(self) -> None:
        self.connection = js.RTCPeerConnection.new(_js_object({"iceServers": []}))
        self.channel = self.connection.createDataChannel(
            "kingmakers", _js_object({"negotiated": True, "id": 0})
        )
        self.on_open: Callable[[], None] = lambda: None
        self.on_message: Callable[[str], None] = lambda _text: None
        self.on_close: Callable[[], None] = lambda: None
        self.closed = False
        self._proxies = [
            create_proxy(lambda _event: self.on_open()),
            create_proxy(lambda event: self.on_message(str(event.data))),
            create_proxy(lambda _event: self._ended()),
            create_proxy(self._state_changed),
        ]
        self.channel.onopen, self.channel.onmessage, self.channel.onclose = self._proxies[:3]
        self.connection.onconnectionstatechange = self._proxies[3]

    def _state_changed(self, _event) -> None:
        if str(self.connection.connectionState) in ("failed", "closed"):
            self._ended()

    def _ended(self) -> None:
        if not self.closed:
            self.closed = True
            self.on_close()

    async def _gathered(self) -> str:
        """The local description once ICE gathering completed (or after a while)."""
        waited = 0.0
        while str(self.connection.iceGatheringState) != "complete" and waited < GATHER_SECONDS:
            await asyncio.sleep(0.05)
            waited += 0.05
        return str(self.connection.localDescription.sdp)

    async def offer(self) -> str:
        await self.connection.setLocalDescription(await self.connection.createOffer())
        return await self._gathered()

    async def answer(self, offer: str) -> str:
        await self.connection.setRemoteDescription(_js_object({"type": "offer", "sdp": offer}))
        await self.connection.setLocalDescription(await self.connection.createAnswer())
        return await self._gathered()

    async def accept(self, answer: str) -> None:
        await self.connection.setRemoteDescription(_js_object({"type": "answer", "sdp": answer}))

    def send(self, text: str) -> None:
        if str(self.channel.readyState) == "open":
            self.channel.send(text)

    def close(self) -> None:
        self.channel.close()
        self.connection.close()
        self._ended()


class CameraScanner:
    """The camera (the one facing away, where there is a choice) shown over the page in a
    ``<video muted playsinline>``, its frames read by jsQR (``jsQR.js``, self-hosted and
    loaded at the first scan) until a code is found or :meth:`stop` is called."""

    VIDEO_ID = "camera"
    #: Seconds between two frames read, and the widest frame read (CSS px).
    EVERY = 0.15
    WIDEST = 640

    def __init__(self, found: Callable[[str], None], failed: Callable[[], None], repaint):
        self.found, self.failed, self.repaint = found, failed, repaint
        self.scanning = True
        self.video = None
        self.stream = None

    async def run(self) -> None:
        try:
            await self._load_decoder()
            constraints = {"video": {"facingMode": "environment"}, "audio": False}
            self.stream = await js.navigator.mediaDevices.getUserMedia(_js_object(constraints))
            self._show_video()
            await self.video.play()
            text = await self._read_frames()
        except Exception as error:  # no camera, refused, or no decoder: paste instead
            js.console.warn(f"the camera could not read a code ({error})")
            self.stop()
            self.failed()
            self.repaint()
            return
        self.stop()
        if text is not None:
            self.found(text)
        self.repaint()

    @staticmethod
    async def _load_decoder() -> None:
        """Add ``jsQR.js`` to the page once, and wait until it has defined ``jsQR``."""
        if getattr(js.window, "jsQR", None) is None:
            script = js.document.createElement("script")
            script.src = "jsQR.js"
            js.document.head.appendChild(script)
        for _ in range(200):
            if getattr(js.window, "jsQR", None) is not None:
                return
            await asyncio.sleep(0.05)
        raise RuntimeError("jsQR.js did not load")

    def _show_video(self) -> None:
        video = js.document.createElement("video")
        video.id = self.VIDEO_ID
        video.muted = True
        video.setAttribute("muted", "")
        video.setAttribute("playsinline", "")
        video.srcObject = self.stream
        js.document.body.appendChild(video)
        self.video = video

    async def _read_frames(self) -> str | None:
        frame = js.document.createElement("canvas")
        context = frame.getContext("2d", _js_object({"willReadFrequently": True}))
        while self.scanning:
            width, height = int(self.video.videoWidth), int(self.video.videoHeight)
            if width and height:
                scale = min(1.0, self.WIDEST / width)
                frame.width, frame.height = int(width * scale), int(height * scale)
                context.drawImage(self.video, 0, 0, frame.width, frame.height)
                pixels = context.getImageData(0, 0, frame.width, frame.height)
                result = js.jsQR(pixels.data, frame.width, frame.height)
                if result:
                    return str(result.data)
            await asyncio.sleep(self.EVERY)
        return None

    def stop(self) -> None:
        self.scanning = False
        if self.stream is not None:
            for track in self.stream.getTracks():
                track.stop()
            self.stream = None
        if self.video is not None:
            self.video.remove()
            self.video = None


class BrowserThinkers:
    """The page's bot workers (``web/pyodide/kingmakers-bots.mjs``, which the interpreter
    module puts on ``globalThis.kingmakersBots``) as a
    :class:`~kingmakers.ui.state.platform.Thinkers`. A worker's failure is said once on
    the console; the move is then thought about in the page."""

    def __init__(self, workers) -> None:
        self.workers = workers
        self.cores = int(getattr(js.navigator, "hardwareConcurrency", 1) or 1)
        self.failure_said = False

    @classmethod
    def of_page(cls) -> Thinkers | None:
        """The page's workers, or None where the browser has no Worker."""
        workers = getattr(js.globalThis, "kingmakersBots", None)
        return cls(workers) if workers is not None and workers.available else None

    def prepare(self, count: int) -> None:
        self.workers.prepare(count)

    def ready(self) -> int:
        return int(self.workers.ready)

    async def think(self, requests: list[str]) -> list[str] | None:
        try:
            answers = await self.workers.think(to_js(requests))
        except Exception as error:  # a worker's error or its end: the page thinks instead
            if not self.failure_said:
                self.failure_said = True
                js.console.warn(f"a bot worker failed; bots think in the page ({error})")
            return None
        return None if answers is None or answers is jsnull else [str(a) for a in answers]

    def drop(self) -> None:
        self.workers.drop()


class BrowserPlatform:
    """Files, randomness, the device and its storage in the browser; ``repaint`` (set by
    the shell) repaints once a picked file has been handed to the app, or the browser has
    said whether it keeps the storage."""

    PICKER_ID = "import-file"

    def __init__(self) -> None:
        self.repaint: Callable[[], None] = lambda: None
        self.waiting: FileCallback | None = None
        self.picker = None
        self._on_change = create_proxy(self._on_picked)
        self.device = read_device()
        self.storage_kept: bool | None = None
        self.thinkers = BrowserThinkers.of_page()
        self.scanner: CameraScanner | None = None
        self._pending: set[asyncio.Task] = set()  # held: asyncio keeps only weak references
        self._ask_storage("persisted")

    def keep_storage(self) -> None:
        """``navigator.storage.persist()``: Chromium answers at once (granted to a site the
        person uses, or one installed), Safari from 15.2 too."""
        self._ask_storage("persist")

    def _ask_storage(self, question: str) -> None:
        storage = getattr(js.navigator, "storage", None)
        if storage is None or getattr(storage, question, None) is None:
            return  # an old browser, or an insecure page: the answer stays unknown
        self._keep_running(self._storage_answer(storage, question))

    def _keep_running(self, work) -> None:
        """Run ``work`` as a task kept until it is done."""
        task = asyncio.ensure_future(work)
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)

    async def _storage_answer(self, storage, question: str) -> None:
        try:
            self.storage_kept = bool(await getattr(storage, question)())
        except Exception as error:  # a refusal is an answer: the browser may clear it
            js.console.warn(f"navigator.storage.{question}() failed ({error})")
            self.storage_kept = False
        self.repaint()

    def download(self, filename: str, text: str) -> None:
        """Save ``text`` through a temporary object URL and an ``<a download>`` click."""
        blob = js.Blob.new(
            to_js([text]), to_js({"type": "application/json"}, dict_converter=js.Object.fromEntries)
        )
        url = js.URL.createObjectURL(blob)
        link = js.document.createElement("a")
        link.href = url
        link.download = filename
        link.hidden = True
        js.document.body.appendChild(link)
        link.click()
        link.remove()
        js.setTimeout(create_once_callable(lambda: js.URL.revokeObjectURL(url)), 10_000)

    def pick_file(self, callback: FileCallback) -> None:
        """Open the file chooser of a hidden ``<input type=file id=import-file>``."""
        if self.picker is None:
            self.picker = js.document.createElement("input")
            self.picker.type = "file"
            self.picker.accept = ".json,application/json"
            self.picker.id = self.PICKER_ID
            self.picker.hidden = True
            self.picker.addEventListener("change", self._on_change)
            js.document.body.appendChild(self.picker)
        self.waiting = callback
        self.picker.value = ""
        self.picker.click()

    def _on_picked(self, _event) -> None:
        files = self.picker.files
        if self.waiting is None or not files.length:
            return
        self._keep_running(self._read(files.item(0), self.waiting))
        self.waiting = None

    async def _read(self, file, callback: FileCallback) -> None:
        text = await file.text()
        callback(str(text))
        self.repaint()

    def random_seed(self) -> int:
        return random.SystemRandom().getrandbits(31)

    def peer(self) -> BrowserPeer:
        return BrowserPeer()

    def scan_code(self, found: Callable[[str], None], failed: Callable[[], None]) -> None:
        self.stop_scan()
        self.scanner = CameraScanner(found, failed, self.repaint)
        self._keep_running(self.scanner.run())

    def stop_scan(self) -> None:
        if self.scanner is not None:
            self.scanner.stop()
            self.scanner = None


class BrowserShell:
    """Connects an :class:`App` to the page's canvas, DOM controls and events."""

    def __init__(self, app: App, canvas, controls) -> None:
        self.app = app
        self.canvas = canvas
        self.controls = controls
        self.painter = DisplayList(lambda font, text: js.kingmakersPainter.measure(font, text))
        self.mirrored: list[HitRegion] = []
        self.page_language: str | None = None  # the language the page's own texts are in
        self.painted_privacy: Hashable = None  # the private information the painter holds
        self.elements: list = []
        self.pressed_region: HitRegion | None = None
        self.sliding: str | None = None
        self.holding: asyncio.Task | None = None
        self.bot_move: asyncio.Task | None = None
        self.drag_from: float | None = None
        #: Where the finger that drags went down: what it drags (a log, the screen).
        self.drag_start = (0.0, 0.0)
        self.dragging = False
        #: The press shows an explanation (a long press): its release is no tap.
        self.held = False
        self.frame_wanted = False
        self._listeners = []
        self._settling: set[asyncio.Task] = set()
        self._next_frame = create_proxy(self._on_animation_frame)
        reduced = js.window.matchMedia(REDUCED_MOTION_QUERY)
        app.system_reduces_motion = bool(reduced.matches)
        self._listen(reduced, "change", self._on_reduced_motion)
        self._listen(js.window, "resize", lambda _event: self.redraw())
        self._listen(js.window, "storage", self._on_storage)
        self._listen(canvas, "wheel", self._on_wheel, passive=False)
        self._listen(canvas, "pointerdown", self._on_pointer_down)
        self._listen(canvas, "pointerup", self._on_pointer_up)
        self._listen(canvas, "pointercancel", self._on_pointer_cancel)
        self._listen(canvas, "pointermove", self._on_pointer_move)
        self._listen(canvas, "pointerleave", self._on_pointer_leave)
        self._listen(controls, "click", self._on_control_click)
        self._listen(controls, "focusin", self._on_control_focus)
        self._listen(controls, "focusout", lambda _event: self._set_focus(None))
        self._listen(controls, "input", self._on_control_input)
        self._listen(controls, "keydown", self._on_control_key)

    def _listen(self, target, event: str, handler, passive: bool | None = None) -> None:
        proxy = create_proxy(handler)
        self._listeners.append(proxy)
        if passive is None:
            target.addEventListener(event, proxy)
        else:
            options = to_js({"passive": passive}, dict_converter=js.Object.fromEntries)
            target.addEventListener(event, proxy, options)

    def redraw(self) -> None:
        """Lay the app out for the canvas's CSS size and paint it as one display list.
        Marks ``kingmakers:redraw`` (the whole redraw) for the benchmarks; the painter
        marks its share (``kingmakers:paint``)."""
        started = js.performance.now()
        privacy = self.app.shown_privacy()
        if privacy != self.painted_privacy:  # the page keeps no text of the last person's
            self.painted_privacy = privacy
            self.painter.forget()
        box = self.canvas.getBoundingClientRect()
        regions = self.app.render(self.painter, box.width, box.height)
        numbers, strings, first, offsets = self.painter.take_frame()
        js.kingmakersPainter.paint(
            self.canvas, _in_page(numbers), strings, first, _in_page(offsets)
        )
        self._mirror(regions)
        _measure("kingmakers:redraw", started, js.performance.now())
        if self.app.language != self.page_language:
            self.page_language = self.app.language
            js.document.documentElement.lang = self.app.language
            js.document.title = i18n.t("app.title")
            self.controls.setAttribute("aria-label", i18n.t("nav.controls"))
        self._schedule_bot_move()
        self._want_frame()

    def _on_animation_frame(self, _time) -> None:
        """An animation frame: only pieces move, so the painter replays the frame it keeps
        with their new places (no layout); a full redraw comes with any other change."""
        self.frame_wanted = False
        started = js.performance.now()
        js.kingmakersPainter.repaint(
            self.canvas, _in_page(self.painter.moved(self.app.piece_shown))
        )
        _measure("kingmakers:motion", started, js.performance.now())
        self._want_frame()

    def _want_frame(self) -> None:
        if self.app.animating() and not self.frame_wanted:
            self.frame_wanted = True
            js.requestAnimationFrame(self._next_frame)

    def _on_storage(self, event) -> None:
        """Another tab or window of this site changed the storage."""
        self.app.storage_changed(None if event.key is None else str(event.key))
        self.redraw()

    def _on_reduced_motion(self, event) -> None:
        self.app.system_reduces_motion = bool(event.matches)
        self.redraw()

    def _mirror(self, regions: list[HitRegion]) -> None:
        """Keep one DOM control per region, in drawing order: a visually hidden
        ``<button>``, or for a text field a visible ``<input>`` over its rectangle.

        When only labels, states, values or positions changed, the elements are updated
        in place, so a field being typed in keeps its focus and caret; when the controls
        change, the field being typed in is kept all the same."""
        if regions == self.mirrored:
            return
        same_controls = [(r.action, r.kind) for r in regions] == [
            (r.action, r.kind) for r in self.mirrored
        ]
        # Recorded first: removing the focused control may fire focusout, which redraws.
        self.mirrored = list(regions)
        if same_controls:
            for element, region in zip(self.elements, regions, strict=True):
                self._update_control(element, region)
            return
        # A keyboard user keeps focus on the control the app says is focused: the same
        # one, or after Back the one they left on the screen below.
        active = js.document.activeElement
        keyboard = bool(self.controls.contains(active))
        refocus = self.app.focused if keyboard else None
        typing = self._field_typed_in(active, regions)
        for child in list(self.controls.children):
            if typing is None or child != typing:  # JS identity: proxies compare with ===
                child.remove()
        self.elements = []
        for region in regions:
            if typing is not None and region.kind == "text" and region.action == refocus:
                self._update_control(typing, region)
                self.elements.append(typing)
                typing = None  # the controls after it go after it
                continue
            tag = {
                "text": "input",
                "slider": "input",
                "note": "p",
                "alert": "p",
                "tutorial": "p",
            }.get(region.kind, "button")
            element = js.document.createElement(tag)
            if region.kind == "alert":
                element.setAttribute("role", "alert")
            elif region.kind == "tutorial":
                element.setAttribute("aria-live", "polite")
            if region.kind == "text":
                element.type = "text"
                element.maxLength = CODE_MAX_LENGTH if region.pairing else TEXT_MAX_LENGTH
                element.autocomplete = "off"
                if region.pairing:  # a pairing code: sent with Enter
                    element.setAttribute("data-pairing-input", region.pairing)
                    element.setAttribute("autocapitalize", "characters")
                    element.spellcheck = False
            elif region.pairing:
                element.setAttribute("data-pairing", region.pairing)
            elif region.kind == "slider":
                element.type = "range"
                element.step = "1"
            elif region.kind == "button":
                element.type = "button"
            element.dataset.action = region.action
            self._update_control(element, region)
            if typing is None:
                self.controls.appendChild(element)
            else:
                self.controls.insertBefore(element, typing)
            self.elements.append(element)
            if region.action == refocus:
                element.focus()

    def _field_typed_in(self, active, regions: list[HitRegion]):
        """The text field being typed in, when the new regions keep it (e.g. a search
        whose results change as the player types): it stays in the page, never removed
        and refocused, so its focus and caret stay where they were."""
        if active is None or not self.controls.contains(active) or active.tagName != "INPUT":
            return None
        action = str(active.dataset.action or "")
        if not any(r.kind == "text" and r.action == action for r in regions):
            return None
        return active if self.app.focused == action else None

    @staticmethod
    def _update_control(element, region: HitRegion) -> None:
        """Label, description, state, value and the region's rectangle (``data-x``, ``-y``,
        ``-w``, ``-h``: CSS px from the canvas's top left; absent for a DOM-only control)."""
        if region.kind == "text":
            element.setAttribute("aria-label", region.label)
            if element.value != (region.value or "") and not element.matches(":focus"):
                element.value = region.value or ""
        elif region.kind == "slider":
            element.setAttribute("aria-label", region.label)
            element.min, element.max = (str(limit) for limit in region.limits)
            if element.value != region.value:
                element.value = region.value
        else:
            element.textContent = region.label
        if region.kind == "tutorial":
            element.setAttribute("data-tutorial-step", region.value)
        if region.description is None:
            element.removeAttribute("aria-description")
        else:
            element.setAttribute("aria-description", region.description)
        if region.pressed is None:
            element.removeAttribute("aria-pressed")
        else:
            element.setAttribute("aria-pressed", "true" if region.pressed else "false")
        rect = region.rect
        if rect is None:
            for name in "xywh":
                element.removeAttribute(f"data-{name}")
            return
        for name, value in zip("xywh", (rect.x, rect.y, rect.w, rect.h), strict=True):
            element.setAttribute(f"data-{name}", f"{value:.1f}")
        if region.kind == "text":
            element.style.left = f"{rect.x:.1f}px"
            element.style.top = f"{rect.y:.1f}px"
            element.style.width = f"{rect.w:.1f}px"
            element.style.height = f"{rect.h:.1f}px"

    async def settle(self, sample: str = i18n.FONT_SAMPLE) -> None:
        """Wait until the faces with ``sample``'s letters are loaded, then paint: a canvas
        never repaints by itself when a web font arrives."""
        for face in theme.FONT_FACES:
            await js.document.fonts.load(face.css, sample)
        self.painter.forget_widths()
        self.redraw()

    async def settle_first_screen(self) -> None:
        """Paint, wait until the faces it drew in have the letters it drew, and paint
        again unless they all had: the menu waits for no other font file (:meth:`refresh`
        loads the rest)."""
        self.redraw()
        drawn = self.painter.letters_by_font()
        if all(js.document.fonts.check(font, letters) for font, letters in drawn.items()):
            return
        for font, letters in drawn.items():
            await js.document.fonts.load(font, letters)
        self.painter.forget_widths()
        self.redraw()

    def activate(self, action: str) -> None:
        self.app.activate(action)
        self.refresh()

    def refresh(self) -> None:
        """Repaint after the app changed, and again once the fonts it now needs are in."""
        self.redraw()
        task = asyncio.ensure_future(self.settle())
        self._settling.add(task)
        task.add_done_callback(self._settling.discard)

    def _on_pointer_down(self, event) -> None:
        self.pressed_region = hit_test(self.app.regions, event.offsetX, event.offsetY)
        if self.pressed_region is not None and self.pressed_region.kind == "slider":
            self._slide_from(event)
            return
        if event.pointerType != "mouse":
            self._cancel_hold()
            self.holding = asyncio.ensure_future(self._hold(event.offsetX, event.offsetY))
            self.drag_from, self.dragging = event.offsetY, False
            self.drag_start = (event.offsetX, event.offsetY)

    async def _hold(self, x: float, y: float) -> None:
        """A long press shows what hover shows, and is not a tap."""
        await asyncio.sleep(LONG_PRESS_SECONDS)
        self.pressed_region = None
        self.holding = None
        self.held = True
        self._point_at((x, y))

    def _cancel_hold(self) -> None:
        if self.holding is not None:
            self.holding.cancel()
            self.holding = None

    def _slide_from(self, event) -> None:
        """A press on a slider sets it there, and it follows the pointer until released
        (also beyond the slider: the canvas captures the pointer)."""
        if self.app.guarded():
            return
        self.sliding = self.pressed_region.action
        self.canvas.setPointerCapture(event.pointerId)
        if self.app.slide(self.sliding, event.offsetX):
            self.redraw()

    def _on_pointer_move(self, event) -> None:
        if self.sliding is not None:
            if self.app.slide(self.sliding, event.offsetX):
                self.redraw()
        elif event.pointerType == "mouse":
            self._point_at((event.offsetX, event.offsetY))
        elif self.drag_from is not None:
            self._drag(event.offsetY)

    def _drag(self, y: float) -> None:
        """A finger moving scrolls what it went down on (the table's log, or a screen
        taller than the viewport); once it has moved far enough it is no longer a tap or
        a long press."""
        if not self.dragging and abs(y - self.drag_from) < DRAG_THRESHOLD:
            return
        self.dragging = True
        self.pressed_region = None
        self._cancel_hold()
        if self.app.scroll_at(*self.drag_start, self.drag_from - y):
            self.redraw()
        self.drag_from = y

    def _on_wheel(self, event) -> None:
        if self.app.scroll_at(event.offsetX, event.offsetY, event.deltaY):
            event.preventDefault()
            self.redraw()

    def _point_at(self, point) -> None:
        if self.app.point_at(point):
            self.redraw()

    def _on_pointer_up(self, event) -> None:
        self._cancel_hold()
        self.drag_from = None
        if self.sliding is not None:
            self.sliding = self.pressed_region = None
            return
        region = hit_test(self.app.regions, event.offsetX, event.offsetY)
        held, dragged = self.held, self.dragging
        self.held = self.dragging = False
        if held or dragged:  # a long press shows an explanation: it is no tap
            self.pressed_region = None
            return
        if region == self.pressed_region and not self.app.guarded():  # None: a tap on nothing
            if region is not None:
                event.preventDefault()
            self.app.tap(event.offsetX, event.offsetY)
            self.refresh()
        self.pressed_region = None

    def _on_pointer_leave(self, event) -> None:
        """A mouse leaving the canvas takes its hover's explanation away; a lifted finger,
        which leaves too, keeps its long press's until a tap on nothing."""
        if event.pointerType == "mouse":
            self._point_at(None)

    def _on_pointer_cancel(self, _event) -> None:
        self._cancel_hold()
        self.drag_from = None
        self.pressed_region = self.sliding = None

    def _on_control_click(self, event) -> None:
        action = event.target.dataset.action
        if action and event.target.tagName == "BUTTON":  # a click in a text field edits it
            self.activate(str(action))

    def _on_control_focus(self, event) -> None:
        action = event.target.dataset.action
        if event.target.tagName == "INPUT" and event.target.type == "text":
            event.target.select()
        self._set_focus(str(action) if action else None)

    def _on_control_key(self, event) -> None:
        """Enter in a pairing code's field sends the code (``submit:<field>``)."""
        target = event.target
        if str(event.key) == "Enter" and target.hasAttribute("data-pairing-input"):
            event.preventDefault()
            self.app.set_text(str(target.dataset.action), str(target.value))
            self.activate(f"submit:{target.dataset.action}")

    def _on_control_input(self, event) -> None:
        action = event.target.dataset.action
        if action:
            self.app.set_text(str(action), str(event.target.value))
            self.redraw()

    def _set_focus(self, action: str | None) -> None:
        self.app.focus(action)
        self.redraw()

    def _schedule_bot_move(self) -> None:
        """Start the one pending bot move when the app wants one: after its pause, if
        the same screen still wants it, play it and repaint (which schedules the next)."""
        if self.bot_move is not None:
            return
        delay = self.app.auto_delay()
        if delay is not None:
            self.bot_move = asyncio.ensure_future(self._play_bot_move(self.app.screen, delay))

    async def _play_bot_move(self, screen, delay: float) -> None:
        """A move left behind by a screen that is gone (Menu, then Continue during the
        pause) is dropped, and the move the current screen wants, if any, is scheduled:
        the pending move blocked its scheduling, so otherwise the bots would stop."""
        try:
            await asyncio.sleep(delay)
            wanted = self.app.screen is screen and self.app.auto_delay() is not None
            if wanted:
                await self.app.advance()
        except Exception:  # a bug: say so rather than wait without end for this move
            js.console.error(f"a bot move failed:\n{traceback.format_exc()}")
            js.kingmakersStopped()
            return
        finally:
            self.bot_move = None
        if wanted:
            self.redraw()
        else:
            self._schedule_bot_move()


async def main() -> BrowserShell:
    """Start the app on ``#table`` and ``#controls``; the page's entry point."""
    js.document.documentElement.dataset.kingmakersVersion = __version__
    platform = BrowserPlatform()
    app = App(
        LocalStorage(),
        preferred_languages=list(js.navigator.languages or []),
        platform=platform,
    )
    shell = BrowserShell(
        app, js.document.getElementById("table"), js.document.getElementById("controls")
    )
    platform.repaint = app.repaint = shell.refresh
    # Only the font files the menu draws with before it is up; the others right after.
    await shell.settle_first_screen()
    app.keep_storage()  # a returning player has saves: ask at once
    # What is alive now (modules, catalogues, game data) lives as long as the page: frozen,
    # it is left out of every later full garbage collection, which would otherwise walk it
    # all again — in WebAssembly a long task (100–300 ms) in the middle of a replay's
    # scrubbing or a bot's search, both of which make many short-lived views.
    gc.freeze()
    js.document.getElementById("loading").hidden = True
    js.performance.mark(READY_MARK)
    shell.refresh()
    return shell
