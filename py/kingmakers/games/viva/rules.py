"""Viva il Re! (King Me!) rules: ``docs/rules/viva.md``, every ruling included.

Action vocabulary (see :mod:`.actions`):

- ``Place(candidate, level)`` — phase 1, put an unplaced candidate on level 1-4.
- ``Climb(candidate)`` — phase 2, move a candidate up one level (from the privy too).
- ``EnterPrivy(candidate)`` — privy variant, move a candidate on the privy's level into it.
- ``Vote(yes)`` — a secret ballot on the candidate at the Throne; each player votes in turn,
  clockwise from the crown holder, and nothing is revealed until every ballot is in.

Candidates are identified by their initial (``data.CANDIDATES``). A state keeps every
candidate's level in ``position`` (``UNPLACED`` / ``REMOVED`` when off the board); the privy
occupant's position is the privy's level, so it counts toward that level's limit.

The envoy's vote deck is kept as the number of NO cards it holds: revealing the top card of
a freshly shuffled deck of one YES and ``k`` NO cards is a uniform draw, and a failed YES is
shuffled back, so the draw is made when the card is revealed and no order is ever stored.
"""

from __future__ import annotations

from ...engine import FINISHED, GameState, Message, Move, Rng, Term, message, move_in
from ...engine.events import EventLog, event_view
from .actions import Climb, EnterPrivy, Place, Vote
from .data import (
    CANDIDATE_IDS,
    CANDIDATES,
    ENVOY_START_SCORE,
    GOAL_CARDS,
    LEVEL_CAPACITY,
    LEVEL_NAMES,
    LEVEL_POINTS,
    NOBLES,
    PLACEMENT_LEVELS,
    PRIVY_LEVEL_BY_ROUND,
    PRIVY_POINTS,
    ROUNDS,
    SERVANTS,
    SETUP_BY_PARTICIPANTS,
    SHORT_DECK_SIZE,
    THRONE,
    ZERO_ROUND_BONUS,
    favourites,
)
from .heuristics import relative, throne_value, veto

UNPLACED, REMOVED = -1, -2
PLACE, CLIMB, VOTE, OVER = "place", "climb", "vote", "over"
#: Share of the search's play-out moves (placing and climbing) made uniformly at random, so
#: that play-outs still explore lines the rule of thumb would not play.
PLAYOUT_EXPLORATION = 0.1
#: Chance that a re-dealt pending ballot goes against the rule of thumb (players are not all
#: heuristic bots).
BALLOT_SURPRISE = 0.15
# Every action the game can offer, built once: actions are immutable values, and the search
# asks for them at every step.
_PLACE = {(c, level): Place(c, level) for c in CANDIDATE_IDS for level in PLACEMENT_LEVELS}
_CLIMB = {c: Climb(c) for c in CANDIDATE_IDS}
_PRIVY = {c: EnterPrivy(c) for c in CANDIDATE_IDS}
_YES, _NO = Vote(True), Vote(False)


class VivaState(GameState):
    def __init__(self, players: int, seed: int, options: dict):
        super().__init__(players, seed, options)
        self.envoy = options["envoy"]
        self.participants = players + self.envoy
        self.no_cards_each, self.placements_each = SETUP_BY_PARTICIPANTS[self.participants]
        deck_size = SHORT_DECK_SIZE if options["short_deck"] else len(GOAL_CARDS)
        self.goal_deck = list(range(1, deck_size + 1))
        self.rng.shuffle(self.goal_deck)
        self.first_player = self.choose_first_player()
        self.round = 0
        self.crown: int | None = None
        self.totals = [0] * players
        self.envoy_total = ENVOY_START_SCORE if self.envoy else 0
        # One tuple per finished round: (round, king, goal cards, points, envoy card,
        # envoy points, each card's (favourite, points) pairs with the envoy's last);
        # public once the round is scored.
        self.round_results: list[tuple] = []
        # Public events in order, as tuples (see LOG_FIELDS).
        self.log = EventLog()
        self._start_round()

    # -- setup of a round -----------------------------------------------------------------
    def _start_round(self) -> None:
        self.round += 1
        self.phase = PLACE
        self.turn = self.first_player
        self.position = dict.fromkeys(CANDIDATE_IDS, UNPLACED)
        self.privy: str | None = None
        self.placements_left = [self.placements_each] * self.players
        self.goals = [self.goal_deck.pop() for _ in range(self.players)]
        self.envoy_goal = self.goal_deck.pop() if self.envoy else None
        self.no_cards = [self.no_cards_each] * self.players
        self.envoy_no_cards = self.no_cards_each if self.envoy else 0
        self.ballots: list[bool | None] = [None] * self.players
        self.log.append(("round", self.round, self.first_player))

    @property
    def privy_level(self) -> int | None:
        return PRIVY_LEVEL_BY_ROUND[self.round - 1] if self.options["privy"] else None

    @property
    def throne_candidate(self) -> str | None:
        for candidate, position in self.position.items():
            if position == THRONE:
                return candidate
        return None

    # -- protocol ---------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.phase == VOTE:
            return self._next_voter()
        return self.turn

    def _next_voter(self) -> int:
        for step in range(self.players):
            seat = (self.crown + step) % self.players
            if self.ballots[seat] is None:
                return seat
        raise AssertionError("every ballot is in; the vote should have been resolved")

    def legal_actions(self) -> list:
        # Level counts are taken once (not per candidate): the search calls this at every step.
        if self.phase == PLACE:
            counts = self._level_counts()
            open_levels = [level for level in PLACEMENT_LEVELS if counts[level] < LEVEL_CAPACITY]
            return [
                _PLACE[candidate, level]
                for candidate, position in self.position.items()
                if position == UNPLACED
                for level in open_levels
            ]
        if self.phase == CLIMB:
            counts = self._level_counts()
            counts[THRONE] = 0
            moves = [
                _CLIMB[candidate]
                for candidate, position in self.position.items()
                if SERVANTS <= position <= NOBLES and counts[position + 1] < LEVEL_CAPACITY
            ]
            privy_level = self.privy_level
            if privy_level is not None and self.privy is None:
                moves += [
                    _PRIVY[candidate]
                    for candidate, position in self.position.items()
                    if position == privy_level
                ]
            return moves
        if self.phase == VOTE:
            return [_YES, _NO] if self.no_cards[self.to_move] else [_YES]
        return []

    def explain_refusal(self, action) -> Message:
        move = move_in(MOVES, self.phase, action)
        if move is None:
            return Message(_PHASE_PROMPTS[self.phase])
        return move.refuse(self, action)

    def _refuse_vote(self, action: Vote) -> Message:
        return Message("viva.error.no_no_cards")

    def _candidate_refusal(self, action) -> Message | None:
        if action.candidate not in CANDIDATES:
            return message("viva.error.no_such_candidate", candidate=repr(action.candidate))
        return None

    def _refuse_place(self, action: Place) -> Message:
        if refusal := self._candidate_refusal(action):
            return refusal
        if self.position[action.candidate] != UNPLACED:
            name = Term("viva.candidate", action.candidate)
            return message("viva.error.already_placed", candidate=name)
        if action.level not in PLACEMENT_LEVELS:
            return Message("viva.error.placement_levels")
        return message(
            "viva.error.level_full",
            count=LEVEL_CAPACITY,
            level=Term("viva.level", action.level),
            capacity=LEVEL_CAPACITY,
        )

    def _removed_refusal(self, action) -> Message | None:
        if refusal := self._candidate_refusal(action):
            return refusal
        if self.position[action.candidate] == REMOVED:
            name = Term("viva.candidate", action.candidate)
            return message("viva.error.voted_down", candidate=name)
        return None

    def _refuse_privy(self, action: EnterPrivy) -> Message:
        if refusal := self._removed_refusal(action):
            return refusal
        if self.privy_level is None:
            return Message("viva.error.no_privy")
        if self.position[action.candidate] != self.privy_level:
            return message("viva.error.privy_level", level=Term("viva.level", self.privy_level))
        return message("viva.error.privy_taken", candidate=Term("viva.candidate", self.privy))

    def _refuse_climb(self, action: Climb) -> Message:
        if refusal := self._removed_refusal(action):
            return refusal
        return message(
            "viva.error.cannot_climb",
            count=LEVEL_CAPACITY,
            candidate=Term("viva.candidate", action.candidate),
            level=Term("viva.level", self.position[action.candidate] + 1),
            capacity=LEVEL_CAPACITY,
        )

    def _perform(self, action) -> None:
        MOVES[self.phase][type(action)].perform(self, action)

    def _do_place(self, action: Place) -> None:
        seat = self.to_move
        self.position[action.candidate] = action.level
        self.log.append(("place", seat, action.candidate, action.level))
        self.placements_left[seat] -= 1
        self.turn = (seat + 1) % self.players
        if not any(self.placements_left):
            self._begin_climb()

    def _do_privy(self, action: EnterPrivy) -> None:
        seat = self.to_move
        self.privy = action.candidate
        self.log.append(("privy", seat, action.candidate, self.privy_level))
        self.turn = (seat + 1) % self.players

    def _do_climb(self, action: Climb) -> None:
        seat = self.to_move
        if self.privy == action.candidate:
            self.privy = None
        level = self.position[action.candidate] + 1
        self.position[action.candidate] = level
        self.log.append(("climb", seat, action.candidate, level))
        if level == THRONE:
            self.crown = seat
            self.phase = VOTE
            self.ballots = [None] * self.players
        else:
            self.turn = (seat + 1) % self.players

    def _do_vote(self, action: Vote) -> None:
        self.ballots[self.to_move] = action.yes
        if all(ballot is not None for ballot in self.ballots):
            self._resolve_vote()

    def playout_action(self, rng: Rng):
        """The search's play-out policy: every seat plays the heuristic bot's rule of thumb
        (:mod:`.heuristics`) knowing only its own goal card, so play-outs look like real games
        (favourites placed high and pushed up, rivals' candidates vetoed) instead of random
        ballots that almost never crown anyone until the NO cards run out. A share of moves
        is random, and ties are broken at random. Valued straight from the state, as gains
        over the current board, it costs less than ``legal_actions``."""
        phase, seat = self.phase, self.to_move
        if phase != VOTE and rng.random() < PLAYOUT_EXPLORATION:
            return rng.choice(self.legal_actions())
        mine, position = favourites(self.goals[seat]), self.position
        if phase == VOTE:
            return _YES if self._rule_of_thumb_ballot(seat) else _NO
        counts = self._level_counts()
        if phase == PLACE:
            unplaced = [c for c, level in position.items() if level == UNPLACED]
            wanted = [c for c in unplaced if c in mine]
            levels = [level for level in PLACEMENT_LEVELS if counts[level] < LEVEL_CAPACITY]
            # Own favourites as high as possible, anyone else's as low as possible.
            if wanted:
                return _PLACE[rng.choice(wanted), levels[-1]]
            return _PLACE[rng.choice(unplaced), levels[0]]
        privy, privy_level = self.privy, self.privy_level
        # A move's value is its gain over the current board; a move to the Throne is
        # valued by the vote (valuation.throne_value), against the board as it stands.
        room = [counts[level + 1] < LEVEL_CAPACITY for level in range(NOBLES)] + [True]
        # One level up (gain 1) for a favourite or not: most moves, valued once.
        step_values = (relative(0, 1), relative(1, 1))
        board = None
        best, best_value = [], None
        for candidate, level in position.items():
            if not SERVANTS <= level <= NOBLES or not room[level]:
                continue
            favourite = candidate in mine
            if level < NOBLES and candidate != privy:
                value = step_values[favourite]
            elif level < NOBLES:
                gain = LEVEL_POINTS[level + 1] - PRIVY_POINTS
                value = relative(gain if favourite else 0, gain)
            else:
                if board is None:
                    board = self._board_points(mine)
                own, total = board
                points = PRIVY_POINTS if candidate == privy else LEVEL_POINTS[level]
                gain = LEVEL_POINTS[THRONE] - points
                crowned = relative(
                    own + gain if favourite else own, total + gain, self.round == ROUNDS
                )
                removed = relative(own - points if favourite else own, total - points)
                value = throne_value(
                    crowned, removed, favourite, self.no_cards[seat], self.players
                ) - relative(own, total)
            if best_value is None or value > best_value:
                best, best_value = [_CLIMB[candidate]], value
            elif value == best_value:
                best.append(_CLIMB[candidate])
        if privy_level is not None and privy is None:
            gain = PRIVY_POINTS - LEVEL_POINTS[privy_level]
            for candidate, level in position.items():
                if level == privy_level:
                    value = relative(gain if candidate in mine else 0, gain)
                    if best_value is None or value > best_value:
                        best, best_value = [_PRIVY[candidate]], value
                    elif value == best_value:
                        best.append(_PRIVY[candidate])
        return best[0] if len(best) == 1 else rng.choice(best)

    def _rule_of_thumb_ballot(self, seat: int) -> bool:
        """The heuristic bot's ballot for ``seat`` from its own goal card: YES on a
        favourite, NO on a rival's candidate while a NO card is worth spending."""
        mine = favourites(self.goals[seat])
        if self.throne_candidate in mine or not self.no_cards[seat]:
            return True
        own, total = self._board_points(mine)
        crowned = relative(own, total, self.round == ROUNDS)
        removed = relative(own, total - LEVEL_POINTS[THRONE])
        return not veto(crowned, removed, self.no_cards[seat])

    def _level_counts(self) -> list[int]:
        """How many candidates stand on each level 0-6 (the privy occupant on its level)."""
        counts = [0] * (THRONE + 1)
        for level in self.position.values():
            if level >= SERVANTS:
                counts[level] += 1
        return counts

    def _board_points(self, mine: str) -> tuple[int, int]:
        """Points the favourites ``mine`` and all candidates score on the board as it stands."""
        own = total = 0
        privy = self.privy
        for candidate, level in self.position.items():
            if level >= SERVANTS:
                points = PRIVY_POINTS if candidate == privy else LEVEL_POINTS[level]
                total += points
                if candidate in mine:
                    own += points
        return own, total

    def _begin_climb(self) -> None:
        leftovers = [c for c, position in self.position.items() if position == UNPLACED]
        for candidate in leftovers:
            self.position[candidate] = SERVANTS
        self.log.append(("servants", tuple(leftovers)))
        self.phase = CLIMB
        self.turn = self.first_player

    def _envoy_ballot(self, candidate: str) -> str:
        """The envoy's vote: 'favourite' (automatic YES), 'yes' or 'no'."""
        if candidate in favourites(self.envoy_goal):
            return "favourite"
        if self.envoy_no_cards == 0:
            return "yes"
        # The deck holds one YES and envoy_no_cards NO cards, freshly shuffled (see module doc).
        return "yes" if self.rng.below(self.envoy_no_cards + 1) == 0 else "no"

    def _resolve_vote(self) -> None:
        candidate = self.throne_candidate
        envoy = self._envoy_ballot(candidate) if self.envoy else None
        crowned = all(self.ballots) and envoy != "no"
        self.log.append(("vote", candidate, tuple(self.ballots), envoy, crowned))
        if crowned:
            self._score_round(candidate)
            return
        for seat, ballot in enumerate(self.ballots):
            if not ballot:
                self.no_cards[seat] -= 1
        if envoy == "no":
            self.envoy_no_cards -= 1
        self.position[candidate] = REMOVED
        self.phase = CLIMB
        self.turn = (self.crown + 1) % self.players

    def favourite_points(self, card: int) -> list[tuple[str, int]]:
        """Each favourite of goal card ``card`` with what it scores on the board as it stands."""
        return [
            (
                candidate,
                PRIVY_POINTS
                if candidate == self.privy
                else LEVEL_POINTS[self.position[candidate]]
                if self.position[candidate] >= SERVANTS
                else 0,
            )
            for candidate in favourites(card)
        ]

    def points_for(self, card: int) -> int:
        """Round points of a goal card on the board as it stands (33 rule applied)."""
        points = sum(value for _candidate, value in self.favourite_points(card))
        if points == 0 and self.round == ROUNDS:
            return ZERO_ROUND_BONUS
        return points

    def _score_round(self, king: str) -> None:
        points = [self.points_for(card) for card in self.goals]
        envoy_points = self.points_for(self.envoy_goal) if self.envoy else None
        for seat, value in enumerate(points):
            self.totals[seat] += value
        if self.envoy:
            self.envoy_total += envoy_points
        cards = [*self.goals, self.envoy_goal] if self.envoy else self.goals
        details = tuple(tuple(self.favourite_points(card)) for card in cards)
        self.round_results.append(
            (
                self.round,
                king,
                tuple(self.goals),
                tuple(points),
                self.envoy_goal,
                envoy_points,
                details,
            )
        )
        self.log.append(("king", king, self.crown))
        if self.round == ROUNDS:
            self.phase = OVER
            return
        self.first_player = (self.crown + 1) % self.players
        self._start_round()

    def scores(self) -> list[int]:
        return list(self.totals)

    @property
    def empire_wins(self) -> bool:
        return self.phase == OVER and self.envoy and self.envoy_total > max(self.totals)

    def favourites_on_board(self, seat: int) -> int:
        """Tie-break: how many of the seat's current favourites are on the board (0-6)."""
        return sum(1 for c in favourites(self.goals[seat]) if self.position[c] >= SERVANTS)

    def winners(self) -> list[int]:
        if self.phase != OVER or self.empire_wins:
            return []
        best = max(self.totals)
        tied = [seat for seat, total in enumerate(self.totals) if total == best]
        most = max(self.favourites_on_board(seat) for seat in tied)
        return [seat for seat in tied if self.favourites_on_board(seat) == most]

    def progress(self) -> Message:
        if self.phase == OVER:
            return FINISHED
        return message("viva.progress.round", round=self.round, rounds=ROUNDS)

    # -- views --------------------------------------------------------------------------------
    def observe(self, seat: int | None) -> dict:
        levels = [[] for _ in LEVEL_NAMES]
        for candidate, position in self.position.items():
            if position >= SERVANTS and candidate != self.privy:
                levels[position].append(candidate)
        view = {
            "game": "viva",
            "players": self.players,
            "seat": seat,
            "round": self.round,
            "phase": self.phase,
            "to_move": self.to_move,
            "first_player": self.first_player,
            "crown": self.crown,
            "levels": levels,
            "unplaced": [c for c, p in self.position.items() if p == UNPLACED],
            "removed": [c for c, p in self.position.items() if p == REMOVED],
            "privy": {"level": self.privy_level, "occupant": self.privy}
            if self.options["privy"]
            else None,
            "placements_left": list(self.placements_left),
            "voting": {
                "candidate": self.throne_candidate,
                "voted": [ballot is not None for ballot in self.ballots],
            }
            if self.phase == VOTE
            else None,
            "scores": list(self.totals),
            "rounds": [self._result_view(result) for result in self.round_results],
            "log": [event_view(entry, LOG_FIELDS) for entry in self.log],
            "envoy": {
                "goal_card": self.envoy_goal,
                "favourites": list(favourites(self.envoy_goal)),
                "score": self.envoy_total,
                "no_cards": self.envoy_no_cards,
            }
            if self.envoy
            else None,
            "winners": self.winners(),
            "empire_wins": self.empire_wins,
            "tie_break": self.tie_break(),
        }
        if seat is not None:
            view["you"] = {
                "seat": seat,
                "goal_card": self.goals[seat],
                "favourites": list(favourites(self.goals[seat])),
                "no_cards": self.no_cards[seat],
                "ballot": self.ballots[seat] if self.phase == VOTE else None,
            }
        return view

    def _result_view(self, result: tuple) -> dict:
        number, king, goals, points, envoy_goal, envoy_points, details = result
        return {
            "round": number,
            "king": king,
            "goal_cards": list(goals),
            "points": list(points),
            "envoy_goal_card": envoy_goal,
            "envoy_points": envoy_points,
            "favourites": [[list(pair) for pair in card] for card in details],
        }

    def tie_break(self) -> dict | None:
        """At the end, if players tied on points for first place: who, and how many of
        their round-3 favourites were still in the palace (the tie-break)."""
        if self.phase != OVER or self.empire_wins:
            return None
        best = max(self.totals)
        tied = [seat for seat, total in enumerate(self.totals) if total == best]
        if len(tied) < 2:
            return None
        return {"tied": tied, "on_board": [self.favourites_on_board(seat) for seat in tied]}

    def reshuffle_unseen(self, rng: Rng) -> None:
        """Shuffle the goal cards not dealt (nobody has seen them)."""
        rng.shuffle(self.goal_deck)

    def sample_hidden(self, seat: int, rng: Rng) -> VivaState:
        """Re-deal the goal cards ``seat`` has not seen and the other players' pending ballots."""
        state = self.clone()
        state.determinised = True
        state.rng = rng.fork()
        if self.phase == OVER:
            return state
        others = [s for s in range(self.players) if s != seat]
        # Sorted first, so the re-deal depends only on which cards are unseen, not on
        # where they truly are.
        unseen = sorted(state.goal_deck + [state.goals[s] for s in others])
        rng.shuffle(unseen)
        for s in others:
            state.goals[s] = unseen.pop()
        state.goal_deck = unseen
        if self.phase == VOTE:
            # A pending ballot follows the re-dealt goal card (the rule of thumb, sometimes
            # the other way): a coin toss would let a world's voter veto its own favourite
            # and crown a rival's, so the search would misjudge when its own vote decides.
            for s in others:
                if state.ballots[s] is not None:
                    ballot = state._rule_of_thumb_ballot(s)
                    if state.no_cards[s] and rng.random() < BALLOT_SURPRISE:
                        ballot = not ballot
                    state.ballots[s] = ballot
        return state


#: What a move made out of turn is told, by phase.
_PHASE_PROMPTS = {
    PLACE: "viva.error.placing",
    CLIMB: "viva.error.climbing",
    VOTE: "viva.error.voting",
}


#: The public log's events: type -> the names of the values logged after it.
LOG_FIELDS = {
    "round": ("round", "first_player"),
    "place": ("seat", "candidate", "level"),
    "servants": ("candidates",),
    "climb": ("seat", "candidate", "level"),
    "privy": ("seat", "candidate", "level"),
    "vote": ("candidate", "ballots", "envoy", "crowned"),
    "king": ("candidate", "crown"),
}


#: The moves of each phase (see :mod:`kingmakers.engine.moves`).
MOVES = {
    PLACE: {Place: Move(VivaState._refuse_place, VivaState._do_place)},
    CLIMB: {
        Climb: Move(VivaState._refuse_climb, VivaState._do_climb),
        EnterPrivy: Move(VivaState._refuse_privy, VivaState._do_privy),
    },
    VOTE: {Vote: Move(VivaState._refuse_vote, VivaState._do_vote)},
}
