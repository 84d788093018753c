"""The engine protocol: a :class:`Game` describes a game, a :class:`GameState` plays it.

Every game subclasses both. A state is reproduced exactly from ``seed + options + action
log`` (and its reshuffles, below); that (with a schema version) is the save format, the
replay format and the basis of undo. Chance comes only from the state's own
:class:`~kingmakers.engine.rng.Rng`.

A game played on from a position of another (the replay's "Play from here") may re-deal
what no seat has seen, so that a replay watched with every card open does not tell the
future: :meth:`GameState.reshuffle` notes "after move N, reshuffle with seed S" in
``reshuffles``, and every rebuild of the game (:meth:`GameState.replay`,
:meth:`Game.from_json`) reshuffles again when it reaches move N.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from .actions import Action, ActionCodec
from .errors import IllegalAction, InvalidOptions, SaveError
from .events import EventLog
from .messages import GAME_TITLES, Message, Term, option_key, register_english
from .options import RANDOM_SEAT, Option, resolve_options
from .rng import Rng

SAVE_SCHEMA = 1
#: The progress of every finished game.
FINISHED = Message("engine.finished")
#: Weight of the relative score in :meth:`GameState.returns` (the rest is the win share).
SCORE_WEIGHT = 0.2


class GameState:
    """A game in progress. Subclasses implement the rules; this class the bookkeeping.

    Mutable fields of a state must be plain containers (lists, dicts, sets, possibly nested)
    of immutable values, so that :meth:`clone` can copy them without ``deepcopy``; a public
    log is an :class:`~.events.EventLog` of event tuples.
    """

    game: ClassVar[Game]

    def __init__(self, players: int, seed: int, options: dict):
        self.players = players
        self.seed = seed
        self.options = options
        self.rng = Rng(seed)
        self.history: list[Action] = []
        self.reshuffles: list[tuple[int, int]] = []
        """``(moves, seed)``: after that many moves, :meth:`reshuffle` with that seed."""
        self.determinised = False

    # -- what a game must provide -------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        """Seat that must act now, or None when the game is over."""
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        """Every legal action for ``to_move``, in a deterministic order."""
        raise NotImplementedError

    def _perform(self, action: Action) -> None:
        """Carry out an action already known to be legal."""
        raise NotImplementedError

    def scores(self) -> list[int]:
        raise NotImplementedError

    def winners(self) -> list[int]:
        """Seats that won (several on a shared win); only meaningful when the game is over."""
        raise NotImplementedError

    def observe(self, seat: int | None) -> dict:
        """JSON-able view for ``seat`` (None: public view) holding nothing it may not know."""
        raise NotImplementedError

    def sample_hidden(self, seat: int, rng: Rng) -> GameState:
        """A copy in which everything ``seat`` cannot know is re-dealt at random,
        consistently with what it has seen (a determinisation for search)."""
        raise NotImplementedError

    def reshuffle_unseen(self, rng: Rng) -> None:
        """Re-deal, with ``rng``, the cards no seat has seen (a draw pile): never a card a
        seat holds or has seen, so every seat's :meth:`observe` stays as it was. By default
        nothing (a game with no such pile)."""

    def progress(self) -> Message:
        """Where the game stands, in a few words, for a list of saved games: "Round 2 of
        3", "Auction, 4 favour cards left"; :data:`FINISHED` once the game is over."""
        raise NotImplementedError

    # -- search hooks: sensible defaults, a game may override them -------------------------
    def returns(self) -> list[float]:
        """Each seat's result of a finished game in [0, 1], for search (ISMCTS).

        By default a seat's share of the win (a shared win is split, as ``simulate`` counts
        it) plus :data:`SCORE_WEIGHT` times its score relative to the best and worst scores,
        so a search also prefers a close second to a distant last.
        """
        winners = self.winners()
        scores = self.scores()[: self.players]
        low, high = min(scores), max(scores)
        spread = high - low
        win_weight = 1.0 - SCORE_WEIGHT
        values = [SCORE_WEIGHT * ((score - low) / spread if spread else 0.5) for score in scores]
        for seat in winners:
            values[seat] += win_weight / len(winners)
        return values

    #: Most moves a search play-out makes before it stops and scores the position with
    #: :meth:`estimated_returns` (None: play to the end). A game whose results depend mostly
    #: on luck far ahead sets it, so a small search compares moves by a steadier measure.
    playout_horizon: ClassVar[int | None] = None

    #: Whether each of a search's determinisations is played out once for every move at the
    #: root, with the same play-out random numbers, instead of once for the move the tree
    #: picks. The root's moves are then compared on the same deals, so the deal's luck
    #: cancels out of their differences; it costs a play-out per root move, so it suits a
    #: game whose decisions offer a few moves whose gaps are small beside that luck.
    pairs_root_moves: ClassVar[bool] = False

    def estimated_returns(self) -> list[float]:
        """Each seat's expected :meth:`returns` of this unfinished game, in [0, 1].

        Needed only by a game that sets :attr:`playout_horizon`; a search calls it on
        determinised states only, so it may read the whole state.
        """
        raise NotImplementedError

    def search_actions(self) -> list[Action]:
        """The moves a search tries for ``to_move``: every legal move by default.

        A game may return a non-empty subset of :meth:`legal_actions` that stands for the
        rest (bids in steps, say) when many moves are nearly alike, so a small search is not
        spread thin. It must depend only on what ``to_move`` knows.
        """
        return self.legal_actions()

    def playout_action(self, rng: Rng) -> Action:
        """The move a search play-out makes for ``to_move``: uniformly random by default.

        A game may override it with a cheaper or better-informed policy; it may read the
        whole state, because a search only plays out determinised states.
        """
        return rng.choice(self.legal_actions())

    # -- provided -------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.to_move is None

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    def explain_refusal(self, action: Action) -> Message:
        """Why ``action`` (one of this game's actions) is not legal now, as a message a
        player understands in their language.

        Games override this for precise reasons; the default is a generic sentence.
        """
        return Message("engine.move_not_allowed")

    def apply(self, action: Action) -> None:
        """Play ``action`` for ``to_move``; raise IllegalAction and change nothing if refused."""
        if self.is_over:
            raise IllegalAction("engine.game_over")
        if type(action) not in self.game.actions.classes:
            raise IllegalAction("engine.not_a_move", game=Term("game", self.game.id))
        if not self.is_legal(action):
            raise IllegalAction(self.explain_refusal(action))
        self._perform(action)
        self.history.append(action)
        if self.reshuffles:
            self._reshuffle_due()

    def reshuffle(self, seed: int) -> None:
        """Play on from here with what no seat has seen re-dealt from ``seed``, and with
        new chance from then on (the state's Rng); the save records it (see the module)."""
        self.reshuffles.append((len(self.history), seed))
        self._reshuffle_with(seed)

    def _reshuffle_with(self, seed: int) -> None:
        rng = Rng(seed)
        self.rng = rng.fork()
        self.reshuffle_unseen(rng)

    def _reshuffle_due(self) -> None:
        """Reshuffle as :attr:`reshuffles` says for the moves played so far."""
        moves = len(self.history)
        for at, seed in self.reshuffles:
            if at == moves:
                self._reshuffle_with(seed)

    def choose_first_player(self) -> int:
        """The seat the ``first_player`` option names, else one drawn from the state's RNG
        (the draw is made only then, so a random start deals as it always has)."""
        chosen = self.options.get("first_player", RANDOM_SEAT)
        return self.rng.below(self.players) if chosen == RANDOM_SEAT else chosen

    def clone(self) -> GameState:
        """An independent copy, much cheaper than ``copy.deepcopy``."""
        new = object.__new__(type(self))
        new.__dict__ = {key: _copy_value(value) for key, value in self.__dict__.items()}
        return new

    def to_json(self) -> dict:
        if self.determinised:
            raise RuntimeError("a determinised state is not a real game and cannot be saved")
        data = {
            "schema": SAVE_SCHEMA,
            "game": self.game.id,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": [action.to_json() for action in self.history],
        }
        if self.reshuffles:
            # Absent when none, so a save reads as before and an older app loads it.
            data["reshuffles"] = [list(entry) for entry in self.reshuffles]
        return data

    def replay(self, count: int) -> GameState:
        """The state after the first ``count`` actions of this game (the basis of undo),
        with every reshuffle of this game still to come (undone moves played again are
        reshuffled alike)."""
        state = self.game.new_game(self.players, self.seed, self.options)
        state.schedule_reshuffles(self.reshuffles)
        for action in self.history[:count]:
            state.apply(action)
        return state

    def schedule_reshuffles(self, reshuffles: list[tuple[int, int]]) -> None:
        """Reshuffle as ``reshuffles`` say, on a game just dealt (see the module)."""
        self.reshuffles = list(reshuffles)
        self._reshuffle_due()


def _copy_value(value):
    kind = type(value)
    if kind is list:
        return [_copy_value(v) if type(v) in _CONTAINERS else v for v in value]
    if kind is dict:
        return {k: _copy_value(v) if type(v) in _CONTAINERS else v for k, v in value.items()}
    if kind is set:
        return set(value)
    if kind is Rng or kind is EventLog:
        return value.copy()
    return value


_CONTAINERS = (list, dict, set, Rng, EventLog)


class Game:
    """A game's description: identity, player counts, options, actions and how to start."""

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[Option, ...]] = ()
    state_class: ClassVar[type[GameState]]
    actions: ClassVar[ActionCodec]
    #: The game's own bots by name, each made as ``factory(game, seed)`` (a
    #: :class:`kingmakers.ai.base.Bot`); the generic ones (random, search) are ``ai``'s.
    bots: ClassVar[Mapping[str, Callable[[Game, int], Any]]] = {}
    #: Play-outs per move for a search level (``"normal"``, ``"hard"``) where this game's
    #: differ from the level's own (``kingmakers.ai.ismcts.BUDGETS``): a game whose search
    #: gains from more play-outs than the level's, and whose play-outs are cheap enough to
    #: run them within the level's time.
    search_iterations: ClassVar[Mapping[str, int]] = {}
    #: How many of the searching seat's own moves a search level's tree holds in this game,
    #: where the game caps it; below them the play-out policy moves for that seat too. Deep
    #: in an open-loop tree a seat's moves are tried at random and cannot tell what the
    #: others did before them, while the policy answers the position, so a game whose policy
    #: plays well may want a shallow tree, the more so the more play-outs grow it.
    search_depth: ClassVar[Mapping[str, int]] = {}

    def __init_subclass__(cls, **kwargs):
        """A game's English for messages: its title names it, and each option's label is
        registered as ``<game>.option.<name>``, the key the app translates it by."""
        super().__init_subclass__(**kwargs)
        GAME_TITLES[cls.id] = cls.title
        register_english({option_key(cls.id, option.name): option.label for option in cls.options})

    def player_counts(self, options: dict) -> range:
        """Player counts allowed with these (resolved) options."""
        return range(self.min_players, self.max_players + 1)

    def resolve_options(self, players: int, options: dict | None) -> dict:
        if isinstance(players, bool) or not isinstance(players, int):
            raise InvalidOptions("engine.players_not_whole", value=repr(players))
        resolved = resolve_options(self.options, options, players, self.id)
        counts = self.player_counts(resolved)
        if players not in counts:
            raise InvalidOptions(
                "engine.player_count",
                count=counts.stop - 1,
                game=Term("game", self.id),
                lowest=counts.start,
                highest=counts.stop - 1,
                players=players,
            )
        return resolved

    def new_game(self, players: int, seed: int = 0, options: dict | None = None) -> GameState:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise InvalidOptions("engine.seed_not_whole", value=repr(seed))
        resolved = self.resolve_options(players, options)
        state = self.state_class(players, seed, resolved)
        state.game = self
        return state

    def from_json(self, data: Any) -> GameState:
        """Rebuild a state from :meth:`GameState.to_json`; SaveError on anything wrong."""
        if not isinstance(data, dict):
            raise SaveError("engine.save_not_object")
        schema = data.get("schema")
        if not isinstance(schema, int):
            raise SaveError("engine.save_no_schema")
        if schema > SAVE_SCHEMA:
            raise SaveError("engine.save_newer", schema=schema)
        if data.get("game") != self.id:
            raise SaveError(
                "engine.save_other_game", found=repr(data.get("game")), expected=repr(self.id)
            )
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise SaveError("engine.save_no_actions")
        reshuffles = _reshuffles(data.get("reshuffles", []))
        try:
            state = self.new_game(data.get("players"), data.get("seed"), data.get("options"))
        except InvalidOptions as error:
            raise SaveError("engine.save_setup", reason=error.message) from error
        state.schedule_reshuffles(reshuffles)
        for number, raw in enumerate(actions, start=1):
            try:
                state.apply(self.actions.from_json(raw))
            except IllegalAction as error:
                raise SaveError("engine.save_move", number=number, reason=error.message) from error
        return state


def _reshuffles(raw: Any) -> list[tuple[int, int]]:
    """A save's ``reshuffles`` (``[moves, seed]`` pairs of whole numbers); SaveError if not."""
    if not isinstance(raw, list) or not all(
        isinstance(entry, list)
        and len(entry) == 2
        and all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in entry)
        for entry in raw
    ):
        raise SaveError("engine.save_reshuffles")
    return [(at, seed) for at, seed in raw]
