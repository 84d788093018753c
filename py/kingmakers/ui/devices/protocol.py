"""The messages between the host and a guest, and the host's side of them.

The host runs the engine and holds the whole game; each guest is one seat's device. The
host sends a guest only what that seat's table needs: a welcome (its seat, the token that
proves it, the game and the players' names) and, whenever it changed, the seat's state —
``observe(seat)``, the number of moves, whose turn it is and, in the seat's turn, its legal
actions as the codec's JSON. Never anything else until the game is over: then the save's
record (seats, seed, history: nothing is secret any more) follows once, so the guest can
watch the game again. A view's log is sent from the first line
the guest does not have yet, so a move costs a few hundred bytes, not the whole log.

A guest sends its hello (its token, if it had one: a device that comes back gets its seat
back) and its moves: ``{"t": "act", "token": ..., "at": moves, "action": {...}}``. The host
plays one only if the token is the seat's, that seat is to act, the guest saw the present
position and the action is among ``legal_actions()``; anything else is refused, logged and
never applied.

In its turn a guest may ask for a hint (``{"t": "hint", "token": ..., "at": moves}``; the
table's "Hint" when the table plays with hints): the host thinks for that seat in slices
(:meth:`DeviceHost.think`, the search of :mod:`~kingmakers.ui.state.advice`, which plays
only in worlds re-dealt from what the seat may know) and sends back the advice — the move's
steps as codec JSON, the figures and the seat's view after the move in a re-dealt world (for
the game's reason) — to that seat only, counted in the save's ``hints_used``.
``{"t": "unhint"}`` cancels it; a hint refused comes back as ``{"t": "refused", "of":
"hint"}``. The host never shows it on its own screen.

A data channel message holds at most :data:`LIMIT` bytes: a longer text travels in
frames (``#index/count:`` and a piece) that :class:`Assembler` joins again.
"""

from __future__ import annotations

import base64
import json
import os
from collections.abc import Callable

from kingmakers.ai.ismcts import Budget
from kingmakers.engine import Action, GameState, IllegalAction, SaveError
from kingmakers.ui.state.advice import HINT_BUDGET, Advice, Thinking, imagined

#: The most bytes one data channel message holds (what every browser delivers whole).
LIMIT = 16 * 1024
#: Room kept in a frame for its header.
FRAME_HEADER = 24
#: The longest text a guest may send (a hello or one move); anything longer is refused.
GUEST_LIMIT = 4 * 1024


def encode(message: dict) -> str:
    """A message as compact ASCII JSON (so its length is its size in bytes)."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=True)


def frames(text: str) -> list[str]:
    """``text`` as data channel messages of at most :data:`LIMIT` bytes (ASCII)."""
    if len(text) <= LIMIT:
        return [text]
    size = LIMIT - FRAME_HEADER
    pieces = [text[at : at + size] for at in range(0, len(text), size)]
    return [f"#{index}/{len(pieces)}:{piece}" for index, piece in enumerate(pieces)]


class Assembler:
    """Joins the frames of one message again (frames arrive in order on a data channel)."""

    def __init__(self) -> None:
        self.pieces: list[str] = []

    def add(self, text: str) -> str | None:
        """The whole message once its last frame came, else None."""
        if not text.startswith("#"):
            self.pieces = []
            return text
        head, _, piece = text.partition(":")
        index, _, count = head[1:].partition("/")
        if int(index) != len(self.pieces):
            self.pieces = []
            return None
        self.pieces.append(piece)
        if len(self.pieces) < int(count):
            return None
        whole, self.pieces = "".join(self.pieces), []
        return whole


def state_message(view: dict, moves: int, to_move: int | None, legal: list, log_from: int) -> dict:
    """A seat's state: its view with the log from line ``log_from`` on (see the module)."""
    view = dict(view)
    log = view.get("log")
    if isinstance(log, list):
        view["log"] = log[log_from:]
    return {
        "t": "state",
        "moves": moves,
        "to_move": to_move,
        "legal": [action.to_json() for action in legal],
        "log_from": log_from,
        "view": view,
    }


def fresh_token() -> str:
    """A seat's token: 96 random bits from the system (``os.urandom``), as text."""
    return base64.urlsafe_b64encode(os.urandom(12)).decode("ascii")


class DeviceHost:
    """The host's side: which seats are on their own devices, their tokens, what each was
    sent last, and the check of everything a guest sends.

    ``session`` is the host's :class:`~kingmakers.ui.state.session.GameSession`; a seat is
    on a device when its :class:`~kingmakers.ui.state.saves.Seat` says so. ``tokens`` (seat
    -> token) come from the host's storage after a reload, so returning guests are known.
    """

    def __init__(
        self,
        session,
        tokens: dict[int, str] | None = None,
        new_token: Callable[[], str] = fresh_token,
        hint_budget: Budget = HINT_BUDGET,
    ):
        self.session = session
        self.seats = [seat for seat, info in enumerate(session.seats) if info.device]
        self.tokens = {seat: token for seat, token in (tokens or {}).items() if seat in self.seats}
        self.new_token = new_token
        #: Seats whose device is connected now.
        self.present: set[int] = set()
        #: What was refused, newest last: (seat of the link, why, the text received).
        self.refusals: list[tuple[int, str, str]] = []
        self._sent: dict[int, dict] = {}  # the last state sent to each seat
        self._log_sent: dict[int, int] = {}  # log lines each seat has
        self._record_sent: set[int] = set()  # seats sent the record of the ended game
        self.hint_budget = hint_budget
        #: The hint being thought about: (seat, moves when asked, the search), or None.
        self.hinting: tuple[int, int, Thinking] | None = None
        self._hints_found: dict[int, list[str]] = {}  # advice waiting to go to its seat

    def token(self, seat: int) -> str:
        """The token that proves ``seat`` (made the first time it is asked for)."""
        if seat not in self.tokens:
            self.tokens[seat] = self.new_token()
        return self.tokens[seat]

    def away(self) -> list[int]:
        """The seats on devices that are not connected now."""
        return [seat for seat in self.seats if seat not in self.present]

    def hello(self, seat: int, text: str) -> tuple[int, list[str]]:
        """A device paired for ``seat`` said hello: the seat it takes (a token of another
        seat on a device takes that one back) and what to send it."""
        message = _parse(text)
        token = message.get("token") if message and message.get("t") == "hello" else None
        for other, known in self.tokens.items():
            if token == known:
                seat = other
        self.present.add(seat)
        self._sent.pop(seat, None)
        self._log_sent[seat] = 0
        self._record_sent.discard(seat)
        welcome = {
            "t": "welcome",
            "seat": seat,
            "token": self.token(seat),
            "game": self.session.saved.game_id,
            "names": [info.name for info in self.session.seats],
            "hints": self.session.saved.hints,
        }
        return seat, frames(encode(welcome)) + self.updates(seat)

    def gone(self, seat: int) -> None:
        """The device of ``seat`` dropped (its channel closed)."""
        self.present.discard(seat)

    def updates(self, seat: int) -> list[str]:
        """The frames to send ``seat`` now: its state if it changed since it was last
        sent and, once the game is over, the record for a replay (once)."""
        found = self._hints_found.pop(seat, [])
        return self._state_update(seat) + found + self._record_update(seat)

    def thinking(self) -> bool:
        """Whether a guest's hint is being thought about (at the present position)."""
        if self.hinting is not None and self.hinting[1] != len(self.session.state.history):
            self.hinting = None  # the position moved on: the hint is no longer asked for
        return self.hinting is not None

    def think(self) -> None:
        """Think one slice about the guest's hint; once found, it waits in :meth:`updates`
        for its seat and is counted in the save."""
        if not self.thinking():
            return
        seat, moves, search = self.hinting
        search.step()
        if search.done:
            self.hinting = None
            self.session.saved.hints_used[seat] += 1
            message = hint_message(search.result(), moves, self.session.state)
            self._hints_found[seat] = frames(encode(message))

    def _record_update(self, seat: int) -> list[str]:
        """The save's record, only after the end (before, it holds every seat's secrets)."""
        if not self.session.state.is_over or seat in self._record_sent:
            return []
        self._record_sent.add(seat)
        return frames(encode({"t": "record", "record": self.session.saved.to_json()}))

    def _state_update(self, seat: int) -> list[str]:
        """The seat's state frames if it changed since it was last sent, else nothing."""
        session = self.session
        state = session.state
        view = session.view(seat)
        legal = session.legal_actions() if state.to_move == seat else []
        log = view.get("log")
        log_from = min(self._log_sent.get(seat, 0), len(log) if isinstance(log, list) else 0)
        message = state_message(view, len(state.history), state.to_move, legal, log_from)
        kept = dict(message, view=view, log_from=0)
        if self._sent.get(seat) == kept:
            return []
        self._sent[seat] = kept
        self._log_sent[seat] = len(log) if isinstance(log, list) else 0
        return frames(encode(message))

    def receive(self, seat: int, text: str) -> list[str]:
        """A message from the device linked to ``seat``: a move is played if every check
        passes, else refused and logged (see the module). Returns what to send back."""
        message = _parse(text) if len(text) <= GUEST_LIMIT else None
        if message is not None and message.get("t") in ("hint", "unhint"):
            return self._ask_hint(seat, message)
        why, action = self._check(seat, text, message)
        if action is not None:
            try:
                self.session.play(action)
            except IllegalAction:
                why = "illegal"
            else:
                return []
        self.refusals.append((seat, why, text[:200]))
        self._sent.pop(seat, None)  # the guest gets its state again
        return frames(encode({"t": "refused", "why": why})) + self.updates(seat)

    def _ask_hint(self, seat: int, message: dict) -> list[str]:
        """A hint asked (or cancelled) by ``seat``'s device: thought about only in its turn,
        at the present position, at a table that plays with hints."""
        why = self._refusal(seat, message)
        if why != "not_your_seat":
            if message["t"] == "unhint":
                if self.hinting is not None and self.hinting[0] == seat:
                    self.hinting = None
                self._hints_found.pop(seat, None)
                return []
            if not self.session.saved.hints:
                why = "no_hints"
        if why is None:
            moves = len(self.session.state.history)
            self.hinting = (seat, moves, Thinking(self.session.state, self.hint_budget))
            return []
        self.refusals.append((seat, why, encode(message)[:200]))
        return frames(encode({"t": "refused", "why": why, "of": "hint"}))

    def _refusal(self, seat: int, message: dict) -> str | None:
        """Why ``seat``'s device may not act with ``message`` now (a move or a hint): the
        token is not the seat's, it is not the seat's turn, or the guest saw another
        position; None when it may."""
        known = self.tokens.get(seat)
        if known is None or message.get("token") != known:
            return "not_your_seat"
        state = self.session.state
        if state.to_move != seat or self.session.conflict:
            return "not_your_turn"
        if message.get("at") != len(state.history):
            return "stale"
        return None

    def _check(self, seat: int, text: str, message: dict | None) -> tuple[str, Action | None]:
        """The move in ``text`` (``message``: it parsed, or None) from ``seat``'s device,
        or why it is refused."""
        if len(text) > GUEST_LIMIT:
            return "too_long", None
        if message is None or message.get("t") != "act":
            return "not_a_move", None
        why = self._refusal(seat, message)
        if why is not None:
            return why, None
        state = self.session.state
        try:
            action = state.game.actions.from_json(message.get("action"))
        except SaveError:
            return "not_a_move", None
        if action not in self.session.legal_actions():
            return "illegal", None
        return "", action


def hint_message(advice: Advice, moves: int, state: GameState) -> dict:
    """The advice for a guest: the move's steps as codec JSON, the search's figures and
    ``after``, the seat's view once the steps are played in a world re-dealt from what it
    knows (:func:`~kingmakers.ui.state.advice.imagined`: what the game's reason reads,
    nothing of another seat's secrets)."""
    steps = (advice.best.action, *advice.then)

    def figures(estimate) -> dict | None:
        if estimate is None:
            return None
        return {"visits": estimate.visits, "percent": estimate.percent}

    return {
        "t": "hint",
        "at": moves,
        "steps": [step.to_json() for step in steps],
        "after": imagined(state, advice.seat, steps),
        "best": figures(advice.best),
        "runner_up": figures(advice.runner_up),
        "runner_up_steps": None if advice.runner_up is None else advice.runner_up.action.to_json(),
        "iterations": advice.iterations,
    }


def _parse(text: str) -> dict | None:
    """A message as a dict, or None when it is not one."""
    try:
        message = json.loads(text)
    except ValueError:
        return None
    return message if isinstance(message, dict) else None
