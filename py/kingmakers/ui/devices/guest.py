"""A guest's side: one seat's table built from the host's messages.

:class:`GuestSession` answers what the table screen asks of a
:class:`~kingmakers.ui.state.session.GameSession` — the seats, whose turn it is, the
seat's view, its legal moves, playing one — from what the host sent, so the guest's table,
log, motion and result screens are the host's own code. It holds no engine state: a move
played is sent to the host, and the table changes when the host's answer comes. There is
no undo on a guest, and nothing is saved but the seat's token. A hint is asked of the host
(:meth:`GuestSession.ask_hint`), which thinks for this seat and sends the advice back; the
table shows it as the tablet would (:class:`AskedHints`). A replay comes only after the
game ends: the host then sends the save's record (:attr:`GuestSession.replay_record`).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field

from kingmakers.engine import Action
from kingmakers.games import get_game
from kingmakers.ui.hint import Hints
from kingmakers.ui.i18n import t
from kingmakers.ui.state.advice import Advice, Estimate
from kingmakers.ui.state.saves import SavedGame, Seat, clean_name, load_record

from .protocol import Assembler, encode


@dataclass
class GuestRecord:
    """What the table reads of a saved game, for a game saved elsewhere (on the host)."""

    game_id: str
    seats: list[Seat]
    save_id: None = None
    acknowledged: int | None = None
    hints: bool = False
    lesson: None = None
    hints_used: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.hints_used = [0] * len(self.seats)

    def staged_selection(self) -> None:
        return None


@dataclass
class GuestPosition:
    """The position as far as a guest knows it: how many moves, whose turn."""

    moves: int = 0
    to_move: int | None = None

    @property
    def history(self) -> range:
        """Stands for the host's history where only its length is read."""
        return range(self.moves)

    @property
    def is_over(self) -> bool:
        return self.to_move is None and self.moves > 0


class GuestSession:
    """One seat's table on its own device (see the module). ``send`` sends a text to the
    host; :meth:`receive` takes each data channel message from it."""

    #: The whole game is not here: no undo, no hints, no new game from its final screen.
    complete = False
    conflict = False
    storage_full = False
    scripted = None
    movers: tuple[int, ...] = ()

    def __init__(self, send: Callable[[str], None], token: str | None = None):
        self.send = send
        self.token = token
        self.seat: int | None = None
        self.saved: GuestRecord | None = None
        self.state = GuestPosition()
        self._view: dict = {}
        self._legal: list[Action] = []
        self._assembler = Assembler()
        #: Why the host refused the last move sent, if it did (a key of the refusal).
        self.refused: str | None = None
        #: Whether a move was sent and the host's answer has not come yet.
        self.waiting = False
        #: The ended game as the host saved it (for "Watch again"); None before the end.
        self.replay_record: SavedGame | None = None
        #: How many moves were played when this seat asked for the hint it waits for.
        self.hint_asked: int | None = None
        #: The host's advice for this seat's move, and the seat's view after it (in a world
        #: re-dealt from what the seat knows: what the game's reason reads), once it came.
        self.hint: Advice | None = None
        self.hint_after: dict | None = None
        #: Why the host refused the last hint asked, if it did (a key of the refusal).
        self.hint_refused: str | None = None

    def hello(self) -> None:
        """Say hello to the host (with the token kept from before, if any)."""
        self.send(encode({"t": "hello", "token": self.token}))

    @property
    def ready(self) -> bool:
        """Whether the host sent the welcome and a first state (a table can be drawn)."""
        return self.saved is not None and bool(self._view)

    # -- from the host --------------------------------------------------------------------
    def receive(self, text: str) -> bool:
        """Take one message from the host; True if the table must be drawn again."""
        whole = self._assembler.add(text)
        if whole is None:
            return False
        message = json.loads(whole)
        kind = message.get("t")
        if kind == "welcome":
            self._welcome(message)
        elif kind == "state":
            self._take_state(message)
        elif kind == "hint":
            if message["at"] == self.state.moves == self.hint_asked:
                self.hint, self.hint_after = self._advice(message), message["after"]
        elif kind == "record":
            self.replay_record = load_record(message["record"])
        elif kind == "refused" and message.get("of") == "hint":
            self.hint_refused = str(message.get("why"))
            self.hint_asked = self.hint = None
        elif kind == "refused":
            self.refused = str(message.get("why"))
            self.waiting = False
        else:
            return False
        return True

    def _welcome(self, message: dict) -> None:
        self.seat, self.token = int(message["seat"]), str(message["token"])
        get_game(message["game"])  # a game this site has, or KeyError
        seats = [Seat(clean_name(str(name))) for name in message["names"]]
        self.saved = GuestRecord(message["game"], seats, hints=bool(message.get("hints")))
        self._view, self._legal = {}, []

    def _take_state(self, message: dict) -> None:
        view = message["view"]
        log = view.get("log")
        if isinstance(log, list):
            kept = self._view.get("log", [])
            view["log"] = kept[: message["log_from"]] + log
        self._view = view
        self.state = GuestPosition(message["moves"], message["to_move"])
        codec = get_game(self.saved.game_id).actions
        self._legal = [codec.from_json(data) for data in message["legal"]]
        self.waiting = False
        if self.hint_asked != self.state.moves:
            self.hint_asked = self.hint = None

    # -- hints ----------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """Ask the host for a hint about this seat's move (it thinks; the advice comes)."""
        self.hint, self.hint_asked = None, self.state.moves
        self.send(encode({"t": "hint", "token": self.token, "at": self.state.moves}))

    def cancel_hint(self) -> None:
        """Stop the host thinking about this seat's hint, and forget it."""
        self.hint = self.hint_asked = None
        self.send(encode({"t": "unhint", "token": self.token}))

    def _advice(self, message: dict) -> Advice:
        """The host's advice message as the table's :class:`Advice` (its figures only: a
        guest has no other move's estimate than the runner-up's)."""
        codec = get_game(self.saved.game_id).actions
        steps = [codec.from_json(step) for step in message["steps"]]

        def estimate(action: Action, figures: dict) -> Estimate:
            return Estimate(action, int(figures["visits"]), figures["percent"] / 100)

        runner_up = None
        if message["runner_up"] is not None:
            action = codec.from_json(message["runner_up_steps"])
            runner_up = estimate(action, message["runner_up"])
        best = estimate(steps[0], message["best"])
        return Advice(self.seat, best, runner_up, message["iterations"], (), tuple(steps[1:]))

    # -- what the table asks --------------------------------------------------------------
    @property
    def seats(self) -> list[Seat]:
        return self.saved.seats

    @property
    def to_move(self) -> int | None:
        return self.state.to_move

    @property
    def humans(self) -> list[int]:
        return [self.seat]

    @property
    def holder(self) -> int | None:
        return self.seat

    viewer = holder

    def view(self, seat: int | None) -> dict:
        """The seat's own view, whatever is asked: it is all this device has."""
        return self._view

    def legal_actions(self) -> list[Action]:
        return [] if self.waiting else self._legal

    def has_private_view(self, seat: int) -> bool:
        """Every other seat keeps its secrets here (this table never acts for it)."""
        return seat != self.seat

    def is_bot_turn(self) -> bool:
        return False

    def is_remote_turn(self) -> bool:
        return self.to_move != self.seat

    def needs_handoff(self) -> bool:
        return False

    def can_undo(self) -> bool:
        return False

    def changed_elsewhere(self) -> bool:
        return False

    def play(self, action: Action) -> None:
        """Send the move to the host; the table changes when the host's state comes."""
        if self.waiting or action not in self._legal:
            return
        self.waiting = True
        self.refused = None
        message = {"t": "act", "token": self.token, "at": self.state.moves}
        self.send(encode(message | {"action": action.to_json()}))

    def take_notice(self) -> str | None:
        """That the host refused the last move or hint sent (said once), if it did."""
        refused, self.refused = self.refused, None
        hint_refused, self.hint_refused = self.hint_refused, None
        if hint_refused == "no_hints":
            return t("table.hint_refused_no_hints")
        if hint_refused:
            return t("table.hint_refused")
        return t("table.refused_by_host") if refused else None

    def take_device(self) -> None:
        """Nothing to take: this device is the seat's own."""

    def stage(self, selection: object) -> None:
        """Nothing is kept on a guest."""

    def autosave(self) -> None:
        """The game is saved on the host."""


class AskedHints(Hints):
    """A guest table's hints, drawn as the tablet's (banner, rings, the game's reason):
    asked of the host, which thinks for this seat, instead of thought about here. The
    advice is forgotten when the position moves on."""

    thinks_here = False

    def __init__(self, session: GuestSession) -> None:
        super().__init__()
        self.session = session

    def _current(self, state: GuestPosition) -> bool:
        session = self.session
        if session.hint_asked is None or session.hint_asked != state.moves:
            super().cancel()
            return False
        if self.advice is None and session.hint is not None:
            self.advice, self.after = session.hint, session.hint_after
            self.steps = (session.hint.best.action, *session.hint.then)
        return True

    def request(self, state: GuestPosition) -> None:
        super().cancel()
        self.session.ask_hint()

    def cancel(self) -> None:
        super().cancel()
        if self.session.hint_asked is not None:
            self.session.cancel_hint()

    def busy(self, state: GuestPosition) -> bool:
        return self._current(state) and self.advice is None

    async def think(self, state: GuestPosition) -> None:
        """Nothing to think here: the host does."""
