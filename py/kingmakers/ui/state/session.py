"""A game at the table: who sits where, whose device it is, bots' turns, autosave and undo.

Pure Python on the engine protocol only, so every game's table reuses it and it is unit
tested without a browser.

Hand-off: with two or more humans, whenever the seat to act is a human other than the one
holding the device and that seat would see private information, the table is covered
until that player confirms they hold it.

Undo (the policy Board Game Arena uses): a player may take back their own moves, back to
the last point where hidden information was revealed to anyone, a random event happened or
the device was handed over. With one human against bots, the bots' replies go with it; a
bot's move undone is kept, and the bot plays it again where the game comes back to the
same position, so undo never re-rolls another seat's choice.

One writer per game: if the stored game changed since this device loaded it (another tab
played on), the session stops — no move, no bot, no write — until the player reloads the
newer game (:attr:`GameSession.conflict`).
Whether a move revealed something to a human is found generically: the move is replayed
in worlds re-dealt by ``sample_hidden`` for that seat; if the seat's view then differs (or
the move is impossible there), the move showed it something it did not know. What only the
bots learn does not stop a human's undo: it gives the human nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from kingmakers.ai import ISMCTSBot, bot_names, make_bot
from kingmakers.engine import Action, Rng

from . import thinker
from .platform import Thinkers
from .saves import SaveConflict, SavedGame, SaveStore, Seat, StorageFull, now_iso

#: Re-dealt worlds tried per seat when deciding whether a move revealed something.
REVEAL_SAMPLES = 2
#: The bot that plays a seat whose device is away, when the table asks one to.
STAND_IN_BOT = "heuristic"


def reveals_information(before, action: Action, rng: Rng, seats) -> bool:
    """Whether playing ``action`` in ``before`` shows one of ``seats`` something hidden
    from it, or depends on chance."""
    after = before.clone()
    after.apply(action)
    if after.rng != before.rng:
        return True
    for seat in seats:
        seen = after.observe(seat)
        for _ in range(REVEAL_SAMPLES):
            world = before.sample_hidden(seat, rng)
            if not world.is_legal(action):
                return True
            world.apply(action)
            if world.observe(seat) != seen:
                return True
    return False


class GameSession:
    """One game being played on this device."""

    #: The whole game is here (a guest's table has one seat's view).
    complete = True

    @property
    def replay_record(self) -> SavedGame:
        """The game to watch again (a guest has one only once the game is over)."""
        return self.saved

    def __init__(
        self,
        saved: SavedGame,
        store: SaveStore | None = None,
        seed: int = 0,
        clock: Callable[[], str] = now_iso,
        thinkers: Thinkers | None = None,
    ):
        self.saved = saved
        self.store = store
        self.clock = clock
        #: Where search bots think off the page's thread, when the page has workers.
        self.thinkers = thinkers
        #: The table left this game (the menu, another game): a move still being
        #: thought about is dropped when it comes.
        self.closed = False
        self.rng = Rng(seed)
        self.seed = seed
        self.bots: dict = {}
        self._seat_kinds()
        if saved.undo_floor is None:  # a new game, or a save that did not keep it
            self.undo_floor = len(self.state.history)
        self.movers = _movers(self.state)
        self.storage_full = False
        self.conflict = False
        self._position: tuple | None = None  # (state, history length) of what is kept
        # The bots' moves taken back by an undo, by the history before each.
        self._undone_bot_moves: dict[tuple, Action] = {}
        self._kept: dict = {}  # computed for that position: views by seat, legal actions
        #: The other seats' moves a guided lesson scripts: (moves played, legal moves) ->
        #: the move, or None where the bot chooses (see :mod:`kingmakers.ui.lesson`).
        self.scripted: Callable[[int, list[Action]], Action | None] | None = None

    def _seat_kinds(self) -> None:
        """Who plays each seat, from the saved seats (again after one changed hands)."""
        game, seats = self.saved.state.game, self.saved.seats
        self.bots = {
            seat: self.bots.get(seat) or make_bot(game, info.bot, self.seed * 97 + seat)
            for seat, info in enumerate(seats)
            if not info.is_human
        }
        self.humans = [seat for seat, info in enumerate(seats) if info.is_human]
        #: The seats played on their own devices: never on this screen, never handed over.
        self.remote = {seat for seat, info in enumerate(seats) if info.device}
        self.local = [seat for seat in self.humans if seat not in self.remote]
        self.holder: int | None = self.local[0] if len(self.local) == 1 else None
        self._prepare_thinkers()

    def _prepare_thinkers(self) -> None:
        """Start the workers this game's search bots think in, if the page has them."""
        thinkers = self.thinkers
        if thinkers is None:
            return
        wanted = [
            thinker.searchers(bot.name, thinkers.cores)
            for bot in self.bots.values()
            if isinstance(bot, ISMCTSBot)
        ]
        if wanted:
            thinkers.prepare(max(wanted))

    def play_seat_here(self, seat: int, by_bot: bool = False) -> None:
        """A seat on its own device is played on this one while its device is away: by
        its person passing this device round, or by an easy bot."""
        names = bot_names(self.state.game)
        bot = (STAND_IN_BOT if STAND_IN_BOT in names else names[0]) if by_bot else None
        self.saved.seats[seat] = Seat(self.saved.seats[seat].name, bot)
        self._seat_kinds()
        self.undo_floor = len(self.state.history)
        self.autosave()

    def play_seat_on_device(self, seat: int) -> None:
        """The seat's own device is back: it plays there again."""
        self.saved.seats[seat] = Seat(self.saved.seats[seat].name, device=True)
        self.bots.pop(seat, None)
        self._seat_kinds()
        self.undo_floor = len(self.state.history)
        self.autosave()

    @property
    def state(self):
        return self.saved.state

    @property
    def seats(self):
        return self.saved.seats

    @property
    def to_move(self) -> int | None:
        return self.state.to_move

    def is_bot_turn(self) -> bool:
        return self.to_move in self.bots and not self.conflict

    def is_remote_turn(self) -> bool:
        """Whether the seat to act plays on its own device (this one waits for it)."""
        return self.to_move in self.remote

    def changed_elsewhere(self) -> bool:
        """Whether another tab or window wrote this game since it was loaded here; then
        the session stops (see the module)."""
        if not self.conflict and self.store is not None:
            self.conflict = self.store.stored_revision(self.saved.save_id) > self.saved.revision
        return self.conflict

    # -- hand-off -------------------------------------------------------------------------
    def _kept_for_position(self) -> dict:
        """What is computed once per position, emptied when the position changes (a move
        played on the state, or another state: an undo, a reload)."""
        state, length = self.state, len(self.state.history)
        if self._position is None or self._position[0] is not state or self._position[1] != length:
            self._position, self._kept = (state, length), {}
        return self._kept

    def view(self, seat: int | None) -> dict:
        """``state.observe(seat)``, computed once per position: a table asks for the same
        views many times per frame. Treat it as read-only."""
        kept = self._kept_for_position()
        if seat not in kept:
            kept[seat] = self.state.observe(seat)
        return kept[seat]

    def legal_actions(self) -> list:
        """``state.legal_actions()``, computed once per position: every redraw of a table
        asks for them. Treat it as read-only."""
        kept = self._kept_for_position()
        if "legal" not in kept:
            kept["legal"] = self.state.legal_actions()
        return kept["legal"]

    def has_private_view(self, seat: int) -> bool:
        return self.view(seat) != self.view(None)

    def needs_handoff(self) -> bool:
        """Whether the table must be covered until the seat to act takes the device."""
        seat = self.to_move
        if seat is None or seat in self.bots or seat in self.remote or seat == self.holder:
            return False
        if len(self.local) < 2:
            return False
        return self.has_private_view(seat)

    def take_notice(self) -> str | None:
        """Something the table must say that came from elsewhere (none here: see the
        guest's session, whose host may refuse a move)."""
        return None

    def take_device(self) -> None:
        """The player to act confirmed they hold the device: moves before are final."""
        self.holder = self.to_move
        self.undo_floor = len(self.state.history)

    @property
    def viewer(self) -> int | None:
        """The seat whose private information the table may show, if any."""
        return self.holder

    # -- moves ----------------------------------------------------------------------------
    def play(self, action: Action) -> None:
        """Play a move for the seat to act (IllegalAction leaves everything unchanged; so
        does a game another tab changed: see :meth:`changed_elsewhere`)."""
        if self.changed_elsewhere():
            return
        before = self.state.clone()
        mover = self.state.to_move
        self.state.apply(action)
        self.movers.append(mover)
        self.saved.staged = None
        if mover in self.remote or reveals_information(before, action, self.rng, self.humans):
            self.undo_floor = len(self.state.history)  # another device's move is final
        self.autosave()

    async def play_bot(self) -> Action | None:
        """Let the bot whose turn it is choose and play a move; returns it.

        A move a lesson scripts is played as it says. A searching bot thinks in a worker
        when the page has one ready (:meth:`_think_elsewhere`), else in slices
        (``choose_async``), so the page stays responsive either way; if the game changed
        meanwhile (an undo, another table) or the table left it, its answer is dropped.
        """
        state, moves = self.state, len(self.state.history)
        action = self._undone_bot_moves.get(tuple(state.history))
        if action is None and self.scripted is not None:
            action = self.scripted(moves, self.legal_actions())
        if action is None:
            bot = self.bots[self.to_move]
            action = await self._think_elsewhere(state, bot)
            if action is None and not self._moved_on(state, moves):
                choose_async = getattr(bot, "choose_async", None)
                action = await choose_async(state) if choose_async else bot.choose(state)
        if self._moved_on(state, moves):
            return None
        self.play(action)
        return action

    def _moved_on(self, state, moves: int) -> bool:
        """Whether the game is no longer at the position ``state`` had after ``moves``."""
        return (
            self.closed
            or self.state is not state
            or len(state.history) != moves
            or self.changed_elsewhere()
        )

    async def _think_elsewhere(self, state, bot) -> Action | None:
        """A search bot's move from the page's workers (two for a hard bot on a device
        with the cores, their searches merged), or None: no worker ready, not a search
        bot, a worker failed, or the move was dropped."""
        thinkers = self.thinkers
        if thinkers is None or not isinstance(bot, ISMCTSBot):
            return None
        count = min(thinker.searchers(bot.name, thinkers.cores), thinkers.ready())
        if not count:
            return None
        answers = await thinkers.think(thinker.requests(state, bot, count))
        if not answers:
            return None
        action = thinker.merged_action(state, answers)
        return action if state.is_legal(action) else None

    @property
    def undo_floor(self) -> int:
        """How many moves are final, kept with the game so a reload offers the same Undo."""
        floor, moves = self.saved.undo_floor, len(self.state.history)
        return moves if floor is None else min(floor, moves)

    @undo_floor.setter
    def undo_floor(self, moves: int) -> None:
        self.saved.undo_floor = moves

    def close(self) -> None:
        """The table left this game: a bot's move being thought about is not wanted."""
        self.closed = True
        if self.thinkers is not None:
            self.thinkers.drop()

    def undo_target(self) -> int | None:
        """History length after undoing the holder's last move (and the bots' replies)."""
        if self.holder is None:
            return None
        for index in range(len(self.movers) - 1, self.undo_floor - 1, -1):
            if self.movers[index] == self.holder:
                return index
        return None

    def can_undo(self) -> bool:
        return self.undo_target() is not None

    def undo(self) -> None:
        if self.changed_elsewhere():
            return
        target = self.undo_target()
        if target is None:
            raise ValueError("There is no move of yours to take back.")
        history = self.state.history
        for index in range(target, len(history)):
            if self.movers[index] in self.bots:
                self._undone_bot_moves[tuple(history[:index])] = history[index]
        if self.thinkers is not None:
            self.thinkers.drop()  # a bot's move for the position taken back
        self.saved.state = self.state.replay(target)
        self.saved.staged = None
        del self.movers[target:]
        self.autosave()

    def stage(self, selection: object) -> None:
        """Keep what the table has staged but not played (a choice of offices, gold marked
        for a payment) with the game, so a reload shows it again; nothing is played."""
        if self.changed_elsewhere() or selection == self.saved.staged_selection():
            return
        self.saved.stage(selection)
        self.autosave()

    def autosave(self) -> None:
        """Write the game; a full storage is noted (the game goes on in memory and is
        written again at the next move), and so is a game another tab changed meanwhile."""
        self.saved.updated = self.clock()
        if self.store is None or self.conflict:
            return
        try:
            self.store.save(self.saved)
        except StorageFull:
            self.storage_full = True
        except SaveConflict:
            self.conflict = True
        else:
            self.storage_full = False
        self.conflict = False


def _movers(state) -> list[int]:
    """The seat that made each move of ``state``'s history (one replay; none for a game
    with no moves yet, so a position laid out by hand, which cannot be replayed, can be
    played from)."""
    if not state.history:
        return []
    replay = state.replay(0)
    movers = []
    for action in state.history:
        movers.append(replay.to_move)
        replay.apply(action)
    return movers
