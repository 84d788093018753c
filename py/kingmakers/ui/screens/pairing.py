"""Pairing a device with the table, with no server: the host shows its code for one seat
and takes the code the guest's device replies with; a guest ("Join a table") takes the
host's code and shows its reply. Each code is also text to copy and paste (DOM: the shown
code in ``data-pairing``, the field in ``data-pairing-input``, sent with Enter).

WebRTC's steps take time (gathering candidates), so a step waits in :meth:`advance`, the
path bots move by: the screen asks for it through :meth:`auto_delay` while a step is under
way.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from kingmakers.ui.devices.link import GuestDevice, HostDevices
from kingmakers.ui.devices.pairing import PairingError
from kingmakers.ui.i18n import isolate, t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas, wrap_text
from kingmakers.ui.kit.qr import QrCode, draw_qr
from kingmakers.ui.kit.regions import HitRegion, Rect
from kingmakers.ui.kit.widgets import (
    button_width,
    draw_back_button,
    draw_button,
    draw_frame,
    draw_text_field,
)
from kingmakers.ui.screens.navigator import Navigator

#: Characters of a code per group as shown (easier to compare by eye).
GROUP = 4
#: Largest side of a QR code drawn (CSS px), and the narrowest column that puts the code's
#: text beside it rather than under it.
QR_SIDE = 240.0
WIDE = 560.0


def grouped(code: str) -> str:
    """A code in groups of :data:`GROUP` characters (pasting it back forgives spaces)."""
    return " ".join(code[at : at + GROUP] for at in range(0, len(code), GROUP))


class PairingScreen:
    """What the host's and a guest's pairing share: the steps under way, the code shown,
    the field for the other device's code, and a line saying how it goes."""

    title = ""
    steps = ""
    shown_label = ""
    field_label = ""
    field_pairing = ""
    shown_pairing = ""

    def __init__(self, nav: Navigator) -> None:
        self.nav = nav
        self.code: str | None = None  # this device's code, once made
        self.typed = ""
        self.status: str | None = None
        self.problem: str | None = None
        self.step: Callable[[], Awaitable[None]] | None = None
        #: Whether the camera is open, reading the other device's QR code.
        self.scanning = False

    # -- the steps -----------------------------------------------------------------------
    def auto_delay(self) -> float | None:
        return 0.0 if self.step is not None or self.finished() else None

    async def advance(self) -> None:
        if self.finished():
            self.go_on()
            return
        step, self.step = self.step, None
        try:
            await step()
        except (PairingError, ValueError):
            self.status, self.problem = None, t("pairing.bad_code")
        except Exception as error:  # the browser refused a description: say so plainly
            print(f"kingmakers: pairing failed: {error!r}")
            self.status, self.problem = None, t("pairing.failed")

    def finished(self) -> bool:
        """Whether the other device is connected and the screen may move on."""
        return False

    def go_on(self) -> None:
        """Where the screen goes once paired."""

    def lost(self) -> bool:
        """Whether the link closed before the pairing was done."""
        return False

    # -- input ---------------------------------------------------------------------------
    def on_action(self, action: str) -> None:
        if action == "back":
            self.stop_camera()
            self.nav.back()
        elif action in ("submit", "submit:paste"):
            self._submit()
        elif action == "scan":
            self.problem, self.scanning = None, True
            self.nav.platform.scan_code(self._scanned, self._no_camera)
        elif action == "scan:stop":
            self.stop_camera()
        elif action == "retry" and self.lost():
            self.retry()
        else:
            raise ValueError(f"the pairing screen has no action {action!r}")

    def _submit(self) -> None:
        if self.typed.strip() and self.step is None:
            self.problem, self.status = None, t("pairing.connecting")
            self.step = self.take_code(self.typed)

    def _scanned(self, text: str) -> None:
        """The camera read a code: it is taken as if pasted."""
        self.scanning, self.typed = False, text
        self._submit()

    def _no_camera(self) -> None:
        self.scanning, self.problem = False, t("pairing.no_camera")

    def stop_camera(self) -> None:
        if self.scanning:
            self.scanning = False
            self.nav.platform.stop_scan()

    def retry(self) -> None:
        """Start again after the connection failed."""
        self.code, self.typed, self.problem, self.status = None, "", None, None

    def take_code(self, text: str) -> Callable[[], Awaitable[None]]:
        """The step that takes the other device's code."""
        raise NotImplementedError

    def on_text(self, action: str, value: str) -> None:
        if action != "paste":
            raise ValueError(f"the pairing screen has no text field {action!r}")
        self.typed = value

    # -- drawing -------------------------------------------------------------------------
    def render(self, canvas: Canvas, width: float, height: float) -> list[HitRegion]:
        canvas.fill_rect(0, 0, width, height, theme.PARCHMENT)
        regions = [draw_back_button(canvas)]
        column_w = min(width - 32, 640.0)
        x = (width - column_w) / 2
        y = 88.0
        title = theme.title_font(min(max(width * 0.05, 24.0), 36.0))
        for line in wrap_text(canvas, self.title, title, column_w):
            canvas.text(x, y, line, title, theme.ROYAL_BLUE, baseline="top")
            y += title.size * 1.2
        body = theme.ui_font(17)
        for line in wrap_text(canvas, self.steps, body, column_w):
            canvas.text(x, y + 8, line, body, theme.INK, baseline="top")
            y += body.size * 1.4
        y += 20
        if self.code is not None:
            y = self._draw_code(canvas, Rect(x, y, column_w, 0), regions) + 20
        if self.shows_field():
            y = self._draw_field(canvas, Rect(x, y, column_w, 52), regions) + 12
            label, action = (t("pairing.scan"), "scan")
            if self.scanning:
                label, action = (t("pairing.scan_stop"), "scan:stop")
            scan = Rect(x, y, min(button_width(canvas, label), column_w), 52)
            regions.append(draw_button(canvas, scan, label, action))
            y = scan.bottom + 16
        note = t("pairing.failed") if self.lost() else self.problem or self.status
        if note:
            colour = theme.CRIMSON if self.problem or self.lost() else theme.INK_SOFT
            for line in wrap_text(canvas, note, body, column_w):
                canvas.text(x, y, line, body, colour, baseline="top")
                y += body.size * 1.4
            kind = "alert" if self.problem or self.lost() else "note"
            regions.append(HitRegion("note:pairing", None, note, kind=kind))
        if self.lost() and self.step is None:
            again = Rect(x, y + 8, min(button_width(canvas, t("pairing.again")), column_w), 52)
            regions.append(draw_button(canvas, again, t("pairing.again"), "retry", primary=True))
        return regions

    def shows_field(self) -> bool:
        return True

    def _draw_code(self, canvas: Canvas, box: Rect, regions: list[HitRegion]) -> float:
        """This device's code as a QR code and as text, side by side where they fit."""
        label = theme.ui_font(15, 700)
        canvas.text(box.x, box.y, self.shown_label, label, theme.INK_SOFT, baseline="top")
        top = box.y + 24
        wide = box.w >= WIDE
        side = min(QR_SIDE, box.w * (0.4 if wide else 1.0))
        square = draw_qr(canvas, QrCode(self.code), Rect(box.x, top, side, side), theme.INK, "#fff")
        if wide:
            text_box = Rect(square.right + 16, top, box.right - square.right - 16, 0)
        else:
            text_box = Rect(box.x, square.bottom + 12, box.w, 0)
        font = theme.ui_font(18)
        lines = wrap_text(canvas, grouped(self.code), font, text_box.w - 24)
        frame = Rect(text_box.x, text_box.y, text_box.w, len(lines) * font.size * 1.4 + 20)
        draw_frame(canvas, frame, radius=10, stroke=theme.ROYAL_BLUE)
        for number, line in enumerate(lines):
            y = frame.y + 10 + number * font.size * 1.4
            canvas.text(frame.x + 12, y, line, font, theme.INK, baseline="top")
        regions.append(
            HitRegion(
                f"code:{self.shown_pairing}",
                None,
                self.code,
                kind="note",
                pairing=self.shown_pairing,
            )
        )
        return max(frame.bottom, square.bottom)

    def _draw_field(self, canvas: Canvas, box: Rect, regions: list[HitRegion]) -> float:
        label = theme.ui_font(15, 700)
        canvas.text(box.x, box.y, self.field_label, label, theme.INK_SOFT, baseline="top")
        connect = t("pairing.connect")
        button_w = button_width(canvas, connect)
        field = Rect(box.x, box.y + 24, box.w - button_w - 12, box.h)
        region = draw_text_field(
            canvas, field, self.typed, self.field_label, "paste", t("pairing.paste_here")
        )
        regions.append(region._replace(pairing=self.field_pairing))
        button = Rect(field.right + 12, field.y, button_w, box.h)
        regions.append(draw_button(canvas, button, connect, "submit", primary=True))
        return field.bottom


class HostPairingScreen(PairingScreen):
    """The host pairs ``seat``'s device: its offer's code, the guest's reply taken."""

    shown_pairing = "offer"
    field_pairing = "answer"

    def __init__(self, nav: Navigator, devices: HostDevices, seat: int) -> None:
        super().__init__(nav)
        self.devices = devices
        self.seat = seat
        name = isolate(devices.host.session.seats[seat].name)
        self.title = t("pairing.host_title", name=name)
        self.steps = t("pairing.host_steps", name=name)
        self.shown_label = t("pairing.offer_label")
        self.field_label = t("pairing.answer_label", name=name)
        self.status = t("pairing.making")
        self.step = self._make_offer

    def retry(self) -> None:
        super().retry()
        self.status, self.step = t("pairing.making"), self._make_offer

    async def _make_offer(self) -> None:
        self.code = await self.devices.offer(self.seat)
        self.status = None

    def take_code(self, text: str) -> Callable[[], Awaitable[None]]:
        async def answer() -> None:
            await self.devices.answer(self.seat, text)

        return answer

    def shows_field(self) -> bool:
        return self.code is not None and not self.lost()

    def finished(self) -> bool:
        return self.seat in self.devices.host.present

    def lost(self) -> bool:
        return self.code is not None and self.seat not in self.devices.links

    def go_on(self) -> None:
        self.nav.devices_paired()


class JoinScreen(PairingScreen):
    """A guest joins a table: the host's code taken, this device's reply shown, then the
    seat's table once the host has welcomed it."""

    shown_pairing = "answer"
    field_pairing = "offer"

    def __init__(self, nav: Navigator, guest: GuestDevice) -> None:
        super().__init__(nav)
        self.guest = guest
        self.title = t("join.title")
        self.steps = t("join.steps")
        self.shown_label = t("join.answer_label")
        self.field_label = t("join.offer_label")

    def take_code(self, text: str) -> Callable[[], Awaitable[None]]:
        async def answer() -> None:
            self.code = await self.guest.answer(text)
            self.status = t("join.waiting")

        return answer

    def shows_field(self) -> bool:
        return self.code is None

    def finished(self) -> bool:
        session = self.guest.session
        return session is not None and session.ready

    def lost(self) -> bool:
        return self.code is not None and self.guest.closed

    def go_on(self) -> None:
        self.nav.sit_as_guest()
