"""One file with every saved game and the settings, and restoring from it.

A backup is how a player's games move to another browser or device: from Safari to the
app added to an iPad's Home Screen (which keeps its own storage), or to a new device.
Restoring adds every game the file holds that is not already here (the same game move
for move, with the same seats) and takes the file's settings; a game that does not load
is counted and left out, and a file that is not a backup changes nothing.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from kingmakers.engine import SaveError
from kingmakers.ui.state.saves import (
    MAX_NESTING,
    SAVE_PREFIX,
    SaveEntry,
    SaveStore,
    as_new,
    checked_envelope,
    load_record,
    parse_record,
    refused,
)
from kingmakers.ui.state.settings import Settings

FORMAT = "kingmakers-backup"
SCHEMA = 1
#: Longest backup accepted: a few hundred long games.
MAX_BACKUP_CHARS = 20_000_000
#: A backup nests its saves one level deeper than a save file.
MAX_BACKUP_NESTING = MAX_NESTING + 2
#: Days without a backup after which the saved games remind the player to make one.
REMIND_AFTER = timedelta(days=14)


@dataclass(frozen=True)
class Restored:
    """What restoring a backup did: games added, games already here, games unreadable."""

    added: int
    present: int
    damaged: int


def is_backup(text: str) -> bool:
    """Whether a picked file's text says it is a backup (not one game's save)."""
    return f'"{FORMAT}"' in text[:200]


def backup_file_name(moment: str) -> str:
    """``kingmakers-backup-2026-12-04.json``: the day the backup was made."""
    return f"kingmakers-backup-{moment[:10]}.json"


def backup_text(store: SaveStore, settings: Settings, language: str, moment: str) -> str:
    """Every readable stored game (newest first) and the settings, as a file's text."""
    saves = []
    for save_id in store.ids():
        try:
            saves.append(parse_record(store.storage.get(SAVE_PREFIX + save_id)))
        except SaveError:
            continue  # a damaged save is set aside when the list is read, never backed up
    backup = {
        "format": FORMAT,
        "schema": SCHEMA,
        "made": moment,
        "settings": {**settings.to_json(), "language": language},
        "saves": saves,
    }
    return json.dumps(backup, ensure_ascii=False, indent=1)


def read_backup(text: str) -> dict:
    """A backup file's content checked down to its list of saves; SaveError says what is
    wrong (each save is checked when it is restored)."""
    data = checked_envelope(
        text, MAX_BACKUP_CHARS, MAX_BACKUP_NESTING, (FORMAT, SCHEMA, "backup.error.not_backup")
    )
    if not isinstance(data.get("saves"), list):
        raise refused("backup.error.not_backup")
    return data


def restore(
    store: SaveStore, settings: Settings, text: str, new_id: Callable[[], str]
) -> tuple[Restored, str | None]:
    """Add the backup's games that are not here yet (oldest first, so the list keeps the
    file's order) and take its settings; returns what was done and the file's language.
    SaveError (nothing changed) when the file is not a backup; StorageFull when the
    storage refuses a game (those before it are kept)."""
    data = read_backup(text)
    added = present = damaged = 0
    for record in reversed(data["saves"]):
        try:
            saved = load_record(parse_record(json.dumps(record)))
        except SaveError:
            damaged += 1
            continue
        if store.find_same(saved) is not None:
            present += 1
            continue
        store.save(as_new(saved, new_id()))
        added += 1
    kept = data.get("settings") if isinstance(data.get("settings"), dict) else {}
    settings.restore(kept)
    language = kept.get("language")
    return Restored(added, present, damaged), language if isinstance(language, str) else None


def needs_backup(entries: list[SaveEntry], settings: Settings, now: str) -> bool:
    """Whether to remind the player to back up: a game is in progress, and no backup was
    made in :data:`REMIND_AFTER` (counted from the oldest such game when there never was
    one)."""
    playing = [entry for entry in entries if entry.stored and not entry.over]
    if not playing:
        return False
    since = settings.backup_made or min(entry.created or entry.updated for entry in playing)
    try:
        return datetime.fromisoformat(now) - datetime.fromisoformat(since) >= REMIND_AFTER
    except (TypeError, ValueError):
        return settings.backup_made is None
