"""Saved games in key-value storage (``localStorage`` in the browser).

A save is small: the seats (names, human or bot) and the engine's own save — seed, options
and action log — plus a summary for the list. Each save lives under its own key; an index
key lists them. A save that does not parse, is for an unknown game, or comes from a newer
app is refused with a message and *kept aside* under a quarantine key, never dropped.
A full storage raises :class:`StorageFull`, so the game can go on in memory.

A save also keeps what the table had staged but not yet played (``"staged"``: the
renderer's selection, when it is JSON, with the number of moves it was made after), so a
reload shows it again; it is dropped when the game has moved on since.

A save also says how many of its moves are final (``"undo_floor"``: they revealed
something, came from another device or were made before a hand-off), so Undo offers after
a reload what it offered before (a save without it: every move is final).

A save also says whether the table plays with hints and how many hints each seat has had
(``"hints"``; a save from before hints allows them and counts none).

Every save carries a revision, the number of times it was written. A device writes a game
only over the revision it loaded (:class:`SaveConflict` otherwise), so two tabs on one game
can never silently overwrite each other's moves.

Saves are data from outside (another tab, an edited file, an imported one): their size and
nesting are checked before anything parses them recursively, every field's type is checked,
and names are cleaned of control characters and cut to the length a name may have.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from kingmakers.engine import SaveError
from kingmakers.engine.messages import Message
from kingmakers.games import get_game
from kingmakers.ui.i18n import t
from kingmakers.ui.kit.regions import TEXT_MAX_LENGTH
from kingmakers.ui.messages import say

if TYPE_CHECKING:
    from kingmakers.engine import GameState

FORMAT = "kingmakers-save"
SCHEMA = 1
INDEX_KEY = "kingmakers:saves"
SAVE_PREFIX = "kingmakers:save:"
ASIDE_PREFIX = "kingmakers:aside:"
LAST_KEY = "kingmakers:last"
#: Longest save text accepted: a whole long game is a few tens of thousands of characters.
MAX_SAVE_CHARS = 1_000_000
#: Deepest nesting of brackets accepted: a save nests five deep; a hostile file of
#: thousands of brackets would exhaust the parser's stack (and in the page, Pyodide's).
MAX_NESTING = 32
#: Characters a name may not hold: they would steer the layout of the text around it.
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def now_iso() -> str:
    """A save's timestamp: now, in UTC, to the second."""
    return datetime.now(UTC).isoformat(timespec="seconds")


class StorageFull(Exception):
    """The storage refused to write (quota exceeded or storage disabled)."""


#: The engine's key for a text the app has already put in the player's language.
TEXT = "engine.text"


def refused(key: str, **fmt: object) -> SaveError:
    """A SaveError carrying the app's own text for ``key``, in the player's language."""
    return SaveError(TEXT, text=t(key, **fmt))


class SaveConflict(Exception):
    """The stored game changed since this device loaded it (another tab played on)."""


def clean_name(name: str) -> str:
    """A player's name as data: control and bidi-control characters removed, white space
    trimmed, at most :data:`~kingmakers.ui.kit.regions.TEXT_MAX_LENGTH` characters."""
    kept = "".join(
        char for char in name if char not in BIDI_CONTROLS and unicodedata.category(char) != "Cc"
    )
    return kept.strip()[:TEXT_MAX_LENGTH].strip()


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat: a name, and a bot name for a bot (None for a human); ``device``:
    a person playing on their own device (see :mod:`kingmakers.ui.devices`)."""

    name: str
    bot: str | None = None
    device: bool = False

    @property
    def is_human(self) -> bool:
        return self.bot is None

    def to_json(self) -> dict:
        seat = {"name": self.name, "bot": self.bot}
        return seat | {"device": True} if self.device else seat


@dataclass
class SavedGame:
    """A game as saved: identity, seats, the engine save and timestamps (ISO text)."""

    save_id: str
    game_id: str
    seats: list[Seat]
    state: GameState
    created: str
    updated: str
    revision: int = 0
    """How many times this game has been written to storage (0: never)."""
    acknowledged: int | None = None
    """How many result screens (round scorings) everyone has acknowledged; None: all."""
    hints: bool = True
    """Whether players may ask the search bot for a hint (a table may play "no hints")."""
    hints_used: list[int] = field(default_factory=list)
    """How many hints each seat has been shown (an empty list: none yet)."""
    staged: dict | None = None
    """The table's selection not yet played: ``{"at": moves, "value": JSON}``."""
    lesson: int | None = None
    """A guided lesson: the step it has reached (see :mod:`kingmakers.ui.lesson`); None: a
    game like any other (a lesson played to its end becomes one)."""
    undo_floor: int | None = None
    """How many of the moves Undo may never take back; None: all of them."""

    def __post_init__(self) -> None:
        if len(self.hints_used) != len(self.seats):
            self.hints_used = [0] * len(self.seats)

    def to_json(self) -> dict:
        return {
            "format": FORMAT,
            "schema": SCHEMA,
            "id": self.save_id,
            "game": self.game_id,
            "seats": [seat.to_json() for seat in self.seats],
            "created": self.created,
            "updated": self.updated,
            "revision": self.revision,
            "acknowledged": self.acknowledged,
            "hints": {"allowed": self.hints, "used": list(self.hints_used)},
            "summary": {
                "progress": self.state.progress().to_json(),
                "over": self.state.is_over,
                "moves": len(self.state.history),
                "leaders": leaders(self.state),
            },
            "staged": self.staged,
            "lesson": None if self.lesson is None else {"step": self.lesson},
            "undo_floor": self.undo_floor,
            "state": self.state.to_json(),
        }

    def stage(self, selection: object) -> None:
        """Keep the table's ``selection`` (anything it staged but did not play) with the
        game, when it can be written as JSON and read back the same; else keep none."""
        value = _encoded(selection)
        self.staged = None if value is None else {"at": len(self.state.history), "value": value}

    def staged_selection(self) -> object:
        """The selection kept with the game, if it was made in the position the game is in
        now (None otherwise: the game moved on, or an undo went back past it)."""
        if self.staged is None or self.staged["at"] != len(self.state.history):
            return None
        return _decoded(self.staged["value"])


def leaders(state: GameState) -> list[int]:
    """The seats ahead, as the public view shows it: the winners of a finished game, else
    those with the most points when the view shows everyone's (none when all are level
    or it shows no scores)."""
    if state.is_over:
        return list(state.winners())
    scores = state.observe(None).get("scores")
    if not isinstance(scores, list) or not scores or not all(map(_is_number, scores)):
        return []
    best = max(scores)
    return [] if min(scores) == best else [seat for seat, s in enumerate(scores) if s == best]


def _is_number(value) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


_SIMPLE = (str, int, float, bool, type(None))


def _encodable(selection: object) -> bool:
    """Whether a selection is tuples of strings, numbers and None only (what JSON holds
    and gives back the same, its tuples as lists)."""
    if isinstance(selection, tuple):
        return all(map(_encodable, selection))
    return isinstance(selection, _SIMPLE)


def _encoded(selection: object) -> object:
    """A selection as JSON (its tuples as lists); None when it is not :func:`_encodable`."""
    if not _encodable(selection):
        return None
    return json.loads(json.dumps(selection))


def _decoded(value: object) -> object:
    """The selection :func:`_encoded` wrote: its lists were tuples."""
    return tuple(_decoded(part) for part in value) if isinstance(value, list) else value


@dataclass(frozen=True)
class SaveEntry:
    """One line of the saved-games list, read without replaying the game."""

    save_id: str
    game_id: str
    names: list[str]
    progress: Message | None
    """Where the game stands, as its engine says it (None for a save made before that)."""
    updated: str
    stored: bool = True
    """False for the game being played while the storage refuses to keep it."""
    over: bool = False
    leaders: tuple[int, ...] = ()
    """The seats ahead (the winners once it is over), as the public view shows them."""
    created: str = ""
    lesson: bool = False
    """Whether it is a guided lesson not yet finished."""

    @classmethod
    def of(cls, saved: SavedGame, stored: bool = True) -> SaveEntry:
        """The line of a game in memory."""
        return cls(
            saved.save_id,
            saved.game_id,
            [seat.name for seat in saved.seats],
            saved.state.progress(),
            saved.updated,
            stored,
            saved.state.is_over,
            tuple(leaders(saved.state)),
            saved.created,
            saved.lesson is not None,
        )


def nesting_depth(text: str) -> int:
    """How deeply the brackets of a JSON text nest (brackets inside strings do not count),
    found without recursion, so a hostile file is refused before a parser sees it."""
    depth = deepest = 0
    for bracket in _BRACKETS.findall(_STRINGS.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
    return deepest


_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKETS = re.compile(r"[\[\]{}]")


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _valid_state(state) -> bool:
    """The engine save's envelope has the types the engine expects (moves are checked by
    replaying them)."""
    if not isinstance(state, dict):
        return False
    options = state.get("options")
    actions = state.get("actions")
    return (
        _is_int(state.get("players"))
        and _is_int(state.get("seed"))
        and _is_int(state.get("schema"))
        and isinstance(state.get("game"), str)
        and isinstance(options, dict)
        and all(
            isinstance(name, str) and isinstance(value, bool | int | str)
            for name, value in options.items()
        )
        and isinstance(actions, list)
        and all(isinstance(action, dict) for action in actions)
    )


def _valid_hints(hints, seats: int) -> bool:
    """A save's hint setting and counts (absent in a save from before hints)."""
    if hints is None:
        return True
    if not isinstance(hints, dict):
        return False
    used = hints.get("used")
    return (
        isinstance(hints.get("allowed"), bool)
        and isinstance(used, list)
        and len(used) == seats
        and all(_is_int(count) and count >= 0 for count in used)
    )


def checked_envelope(
    text: str, max_chars: int, max_nesting: int, kind: tuple[str, int, str]
) -> dict:
    """A file of ours read safely: its size and nesting checked before parsing, then its
    format and schema; ``kind`` is the format it must name, the newest schema this app
    reads (a newer app's file is refused) and the refusal for a file of another kind."""
    form, newest, not_ours = kind
    if len(text) > max_chars:
        raise refused("save.error.too_large")
    if nesting_depth(text) > max_nesting:
        raise refused("save.error.too_deep")
    try:
        data = json.loads(text)
    except ValueError as error:
        raise refused("save.error.not_json") from error
    if not isinstance(data, dict) or data.get("format") != form:
        raise refused(not_ours)
    schema = data.get("schema")
    if not _is_int(schema):
        raise refused("save.error.no_schema")
    if schema > newest:
        raise refused("save.error.newer")
    return data


def parse_record(text: str | None) -> dict:
    """Check a save's envelope (not its moves); SaveError says what is wrong."""
    if not isinstance(text, str):
        raise refused("save.error.not_save")
    data = checked_envelope(
        text, MAX_SAVE_CHARS, MAX_NESTING, (FORMAT, SCHEMA, "save.error.not_save")
    )
    game_id = data.get("game")
    try:
        game = get_game(game_id)
    except (KeyError, TypeError) as error:
        raise refused("save.error.unknown_game", game=repr(game_id)) from error
    from kingmakers.ai import bot_names  # the search is not among the menu's modules

    seats = data.get("seats")
    bots = bot_names(game)
    if (
        not isinstance(seats, list)
        or not seats
        or not all(
            isinstance(s, dict)
            and isinstance(s.get("name"), str)
            and (s.get("bot") is None or s.get("bot") in bots)
            for s in seats
        )
    ):
        raise refused("save.error.seats")
    counters = [
        data.get("revision", 0),
        data.get("acknowledged") or 0,
        data.get("undo_floor") or 0,
    ]
    if (
        not isinstance(data.get("id"), str)
        or not _valid_state(data.get("state"))
        or not all(_is_int(value) and value >= 0 for value in counters)
    ):
        raise refused("save.error.damaged")
    if len(seats) != data["state"]["players"]:
        raise refused("save.error.mismatch")
    if (
        not _valid_hints(data.get("hints"), len(seats))
        or not _valid_staged(data.get("staged"))
        or not _valid_lesson(data.get("lesson"))
    ):
        raise refused("save.error.damaged")
    return data


def _valid_staged(staged) -> bool:
    """A save's staged selection (absent in a save from before it was kept)."""
    return staged is None or (
        isinstance(staged, dict) and _is_int(staged.get("at")) and staged["at"] >= 0
    )


def _valid_lesson(lesson) -> bool:
    """A save's lesson mark (absent in a save from before lessons, None in a game)."""
    return lesson is None or (
        isinstance(lesson, dict) and _is_int(lesson.get("step")) and lesson["step"] >= 0
    )


def load_record(data: dict) -> SavedGame:
    """Replay a checked record into a game; SaveError if a move does not replay."""
    game = get_game(data["game"])
    try:
        state = game.from_json(data["state"])
    except SaveError as error:
        raise refused("save.error.moves", reason=say(error.message)) from error
    seats = [
        Seat(
            clean_name(s["name"]) or t("setup.default_name", n=number),
            s.get("bot"),
            s.get("bot") is None and s.get("device") is True,
        )
        for number, s in enumerate(data["seats"], start=1)
    ]
    hints = data.get("hints") or {"allowed": True, "used": []}
    return SavedGame(
        data["id"],
        data["game"],
        seats,
        state,
        str(data.get("created", "")),
        str(data.get("updated", "")),
        data.get("revision", 0),
        data.get("acknowledged"),
        hints["allowed"],
        list(hints["used"]),
        data.get("staged"),
        (data.get("lesson") or {}).get("step"),
        data.get("undo_floor"),
    )


def _progress(data) -> Message | None:
    """A stored progress message, or None when there is none or it is not one."""
    try:
        return Message.from_json(data)
    except ValueError:
        return None


def as_new(saved: SavedGame, new_id: str) -> SavedGame:
    """A game from a file as a new game in this storage: a new id, never written, and
    nothing staged (a file's staged selection is not this app's own: the table would read
    whatever it holds), every move final."""
    saved.save_id, saved.revision, saved.staged, saved.undo_floor = new_id, 0, None, None
    return saved


def export_file_name(saved: SavedGame) -> str:
    """The name an exported game's file is offered under."""
    return f"kingmakers-{saved.game_id}-{saved.save_id}.json"


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
    def stored_revision(self, save_id: str) -> int:
        """The revision of the game as stored now (0 when it is not stored, or unreadable
        — then it is overwritten as if new)."""
        try:
            data = parse_record(self.storage.get(SAVE_PREFIX + save_id))
        except SaveError:
            return 0
        return data.get("revision", 0)

    def save(self, saved: SavedGame) -> None:
        """Write (or overwrite) a save and make it the one "Continue" resumes; SaveConflict
        (writing nothing) when the stored game is not the revision ``saved`` was loaded
        at: another tab changed it meanwhile."""
        if self.stored_revision(saved.save_id) != saved.revision:
            raise SaveConflict(saved.save_id)
        record = saved.to_json()
        record["revision"] = saved.revision + 1
        self._write(SAVE_PREFIX + saved.save_id, json.dumps(record))
        saved.revision += 1
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
            seats = range(len(data["seats"]))
            ahead = summary.get("leaders")
            entries.append(
                SaveEntry(
                    save_id,
                    data["game"],
                    [clean_name(s["name"]) for s in data["seats"]],
                    _progress(summary.get("progress")),
                    str(data.get("updated", "")),
                    over=summary.get("over") is True,
                    leaders=tuple(s for s in ahead if _is_int(s) and s in seats)
                    if isinstance(ahead, list)
                    else (),
                    created=str(data.get("created", "")),
                    lesson=data.get("lesson") is not None,
                )
            )
        return entries, problems

    def find_same(self, saved: SavedGame) -> str | None:
        """The id of a stored save that is ``saved``'s game move for move, if any."""
        state, seats = saved.state.to_json(), [seat.to_json() for seat in saved.seats]
        for save_id in self.ids():
            try:
                data = parse_record(self.storage.get(SAVE_PREFIX + save_id))
            except SaveError:
                continue
            if data["game"] == saved.game_id and data["state"] == state and data["seats"] == seats:
                return save_id
        return None

    def load(self, save_id: str) -> SavedGame:
        """Replay a save; a damaged one is set aside and SaveError explains why."""
        text = self.storage.get(SAVE_PREFIX + save_id)
        try:
            return load_record(parse_record(text))
        except SaveError as error:
            raise SaveError(TEXT, text=self.set_aside(save_id, text, say(error.message))) from error

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
        """The game as a file's text: the save record, readable."""
        return json.dumps(saved.to_json(), ensure_ascii=False, indent=1)

    @staticmethod
    def import_text(text: str, new_id: str) -> SavedGame:
        """A game from an exported file, under a new id; SaveError if the file is bad."""
        return as_new(load_record(parse_record(text)), new_id)
