"""Saved games in key-value storage (``localStorage`` in the browser).

A save is small: the seats (names, human or bot) and the engine's own save — seed, options
and action log — plus a summary for the list. Each save lives under its own key; an index
key lists them. A save that does not parse, is for an unknown game, or comes from a newer
app is refused with a message and *kept aside* under a quarantine key, never dropped.
A full storage raises :class:`StorageFull`, so the game can go on in memory.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from kingmakers.engine import GameState, SaveError
from kingmakers.games import get_game
from kingmakers.ui.i18n import t

FORMAT = "kingmakers-save"
SCHEMA = 1
INDEX_KEY = "kingmakers:saves"
SAVE_PREFIX = "kingmakers:save:"
ASIDE_PREFIX = "kingmakers:aside:"
LAST_KEY = "kingmakers:last"
SEAT_KINDS = ("human", "bot")


def _refused(key: str, **fmt: object) -> SaveError:
    """A SaveError with the app's own text for ``key``, already in the reader's language."""
    return SaveError("engine.text", text=t(key, **fmt))


class StorageFull(Exception):
    """The storage refused to write (quota exceeded or storage disabled)."""


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat: a name, and a bot name for a bot (None for a human)."""

    name: str
    bot: str | None = None

    @property
    def is_human(self) -> bool:
        return self.bot is None

    def to_json(self) -> dict:
        return {"name": self.name, "bot": self.bot}


@dataclass
class SavedGame:
    """A game as saved: identity, seats, the engine save and timestamps (ISO text)."""

    save_id: str
    game_id: str
    seats: list[Seat]
    state: GameState
    created: str
    updated: str

    def to_json(self) -> dict:
        view = self.state.observe(None)
        return {
            "format": FORMAT,
            "schema": SCHEMA,
            "id": self.save_id,
            "game": self.game_id,
            "seats": [seat.to_json() for seat in self.seats],
            "created": self.created,
            "updated": self.updated,
            "summary": {
                "round": view.get("round"),
                "over": self.state.is_over,
                "moves": len(self.state.history),
            },
            "state": self.state.to_json(),
        }


@dataclass(frozen=True)
class SaveEntry:
    """One line of the saved-games list, read without replaying the game."""

    save_id: str
    game_id: str
    names: list[str]
    round: int | None
    over: bool
    updated: str


def parse_record(text: str) -> dict:
    """Check a save's envelope (not its moves); SaveError says what is wrong."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError) as error:
        raise _refused("save.error.not_json") from error
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _refused("save.error.not_save")
    schema = data.get("schema")
    if not isinstance(schema, int):
        raise _refused("save.error.no_schema")
    if schema > SCHEMA:
        raise _refused("save.error.newer")
    try:
        get_game(data.get("game"))
    except (KeyError, TypeError) as error:
        raise _refused("save.error.unknown_game", game=repr(data.get("game"))) from error
    seats = data.get("seats")
    if (
        not isinstance(seats, list)
        or not seats
        or not all(
            isinstance(s, dict)
            and isinstance(s.get("name"), str)
            and (s.get("bot") is None or isinstance(s.get("bot"), str))
            for s in seats
        )
    ):
        raise _refused("save.error.seats")
    if not isinstance(data.get("id"), str) or not isinstance(data.get("state"), dict):
        raise _refused("save.error.damaged")
    if len(seats) != data["state"].get("players"):
        raise _refused("save.error.mismatch")
    return data


def load_record(data: dict) -> SavedGame:
    """Replay a checked record into a game; SaveError if a move does not replay."""
    game = get_game(data["game"])
    try:
        state = game.from_json(data["state"])
    except SaveError as error:
        raise _refused("save.error.moves", reason=str(error)) from error
    seats = [Seat(s["name"], s.get("bot")) for s in data["seats"]]
    return SavedGame(
        data["id"],
        data["game"],
        seats,
        state,
        str(data.get("created", "")),
        str(data.get("updated", "")),
    )


class SaveStore:
    """The saved games in a storage with ``get``, ``set`` and ``remove``."""

    def __init__(self, storage):
        self.storage = storage

    # -- index --------------------------------------------------------------------------
    def ids(self) -> list[str]:
        try:
            ids = json.loads(self.storage.get(INDEX_KEY) or "[]")
        except ValueError:
            ids = []
        return [i for i in ids if isinstance(i, str)] if isinstance(ids, list) else []

    def _write(self, key: str, value: str) -> None:
        try:
            self.storage.set(key, value)
        except Exception as error:
            raise StorageFull("The browser's storage is full or disabled.") from error

    def _set_ids(self, ids: list[str]) -> None:
        self._write(INDEX_KEY, json.dumps(ids))

    # -- operations -----------------------------------------------------------------------
    def save(self, saved: SavedGame) -> None:
        """Write (or overwrite) a save and make it the one "Continue" resumes."""
        self._write(SAVE_PREFIX + saved.save_id, json.dumps(saved.to_json()))
        ids = self.ids()
        if saved.save_id in ids:
            ids.remove(saved.save_id)
        self._set_ids([saved.save_id, *ids])
        self._write(LAST_KEY, saved.save_id)

    def entries(self) -> tuple[list[SaveEntry], list[str]]:
        """The saved games, newest first, and a message for each save set aside."""
        entries, problems = [], []
        for save_id in self.ids():
            text = self.storage.get(SAVE_PREFIX + save_id)
            try:
                data = parse_record(text)
            except SaveError as error:
                problems.append(self.set_aside(save_id, text, str(error)))
                continue
            summary = data.get("summary") if isinstance(data.get("summary"), dict) else {}
            entries.append(
                SaveEntry(
                    save_id,
                    data["game"],
                    [s["name"] for s in data["seats"]],
                    summary.get("round"),
                    bool(summary.get("over")),
                    str(data.get("updated", "")),
                )
            )
        return entries, problems

    def load(self, save_id: str) -> SavedGame:
        """Replay a save; a damaged one is set aside and SaveError explains why."""
        text = self.storage.get(SAVE_PREFIX + save_id)
        try:
            return load_record(parse_record(text))
        except SaveError as error:
            reason = self.set_aside(save_id, text, str(error))
            raise SaveError("engine.text", text=reason) from error

    def last_id(self) -> str | None:
        save_id = self.storage.get(LAST_KEY)
        return save_id if save_id in self.ids() else None

    def delete(self, save_id: str) -> None:
        self.storage.remove(SAVE_PREFIX + save_id)
        self._set_ids([i for i in self.ids() if i != save_id])
        if self.storage.get(LAST_KEY) == save_id:
            self.storage.remove(LAST_KEY)

    def set_aside(self, save_id: str, text: str | None, reason: str) -> str:
        """Move a damaged save out of the list, keeping its text; returns the message."""
        if text is not None:
            try:
                self._write(ASIDE_PREFIX + save_id, text)
            except StorageFull:
                return t("save.error.left_in_place", reason=reason)
            self.storage.remove(SAVE_PREFIX + save_id)
        self._set_ids([i for i in self.ids() if i != save_id])
        return t("save.error.set_aside", reason=reason)

    # -- files ----------------------------------------------------------------------------
    @staticmethod
    def export_text(saved: SavedGame) -> str:
        return json.dumps(saved.to_json(), ensure_ascii=False, indent=1)

    @staticmethod
    def import_text(text: str, new_id: str) -> SavedGame:
        """A game from an exported file, under a new id; SaveError if the file is bad."""
        data = parse_record(text)
        saved = load_record(data)
        saved.save_id = new_id
        return saved
