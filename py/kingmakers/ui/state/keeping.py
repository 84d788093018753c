"""Which note about keeping the games a device needs.

Safari on an iPhone or iPad deletes a site's storage after 7 days of use without a visit,
unless the site is added to the Home Screen; the app opened from there keeps its own
storage, so games played in Safari must be carried over with a backup.
"""

from __future__ import annotations

from kingmakers.ui.i18n import t
from kingmakers.ui.state.platform import Device

#: Safari, not added to the Home Screen: add it there.
HOME_SCREEN_NOTE = "home screen"
#: The app opened from the Home Screen without any game yet: bring them over from Safari.
CARRY_OVER_NOTE = "carry over"


def keep_note(device: Device, has_saves: bool) -> str | None:
    """The note this device needs, if any."""
    if device.apple_touch and not device.installed:
        return HOME_SCREEN_NOTE
    if device.installed and not has_saves:
        return CARRY_OVER_NOTE
    return None


def note_text(note: str) -> str:
    """The note's words, in the player's language."""
    return t("note.home_screen" if note == HOME_SCREEN_NOTE else "note.carry_over")
