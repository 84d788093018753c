"""Intrighi a corte (Morte del Re): the rules, as a :class:`~kingmakers.engine.GameState`.

A turn: the engine draws for the player (Morte del Re ends the game at once), the player
plays at most one card or uses their character's power, then discards down to the hand
limit. Drawing, Corruzione and Intimidazione need no decision and happen by themselves.

Action vocabulary (``kind``: fields — meaning):

- ``pass`` — play nothing this turn.
- ``play_stack``: card — play a Sostegno/Abbasso; then ``place`` puts it into a stack.
- ``place``: candidate, position — the card being played goes into that candidate's stack
  with ``position`` cards above it (0 = top, the stack's size = bottom). Chosen by the
  player, or by the owner of a Manipolazione beside them.
- ``play_beside``: card, seat — Alleanza/Corruzione/Intimidazione/Manipolazione beside
  another player's character.
- ``play_ability``: card — an Abilità card beside one's own character.
- ``tradimento``: seat, ally — remove the Alleanza that ``ally`` played beside ``seat``.
- ``spionaggio``: candidate / ``scandalo``: candidate / ``confessione``: seat — play that
  special card.
- ``spia``: candidate / ``confessore``: seat — use the character's power instead of a card.
- ``discard``: card — one card over the hand limit goes to the bottom of the deck.

Actions that name a card played face down or discarded (``play_stack``, ``discard``) hold
information only their player may see; a move log for other players must be built from
``observe(seat)["log"]``, which is redacted for each seat.
"""

from __future__ import annotations

from ...engine import FINISHED, GameState, Message, Move, Rng, Term, message, move_classes, move_in
from ...engine.events import EventLog
from .actions import (
    Discard,
    Pass,
    Place,
    PlayAbility,
    PlayBeside,
    PlayConfessione,
    PlayScandalo,
    PlaySpionaggio,
    PlayStackCard,
    PlayTradimento,
    UseConfessore,
    UseSpia,
)
from .data import (
    ABILITY,
    BESIDE,
    CANDIDATE_COPIES,
    CANDIDATES,
    CARD,
    CHARACTER,
    CHARACTERS,
    DECK,
    HEAR_CONFESSION,
    LOOK_AT_STACK,
    STACK,
    STACK_KEYS,
    TRAITOR,
    VALUES,
    sorted_keys,
)
from .heuristics import (
    UNSEEN_STACK_VALUE,
    ability_value,
    beside_value,
    best_gain,
    gain,
    gains,
    keep_value,
    leader,
    manipulated_stack_value,
    tradimento_value,
)

#: Decisions beyond the rules file, shown in the in-app rules.
RULINGS: tuple[str, ...] = (
    "Characters: the six characters are shuffled and one is dealt face up to each player; "
    "with fewer than six players the rest are unused.",
    "The first player is drawn at random, unless one is chosen at setup.",
    "The number of turns is fixed at setup: one per card above Morte del Re, plus the turn "
    "that draws it. The app shows how many draws are left (anyone could count them).",
    "Drawing Morte del Re ends the game at once: that player neither plays nor discards.",
    "Where a card goes into a stack (candidate and position) is seen by everyone; its face only "
    "by the player who played it and, under a Manipolazione, by the player who places it. "
    "Position 0 is the top; the stack's size is the bottom.",
    "You keep knowing a stack card you played, placed or looked at while it stays on the "
    "table: later insertions are seen by everyone, so the app keeps its position up to date.",
    "Spionaggio and the Spia show the cards of a stack in order, top to bottom — not who put "
    "them there. They, and Scandalo, need a stack with at least one card.",
    "The Spia and the Confessore may use their power every turn, instead of playing a card. "
    "The Confessore, like Confessione, may ask any other player, even one already heard.",
    "Corruzione is resolved at the start of its owner's next turn, before drawing. The card "
    "is taken at random; only the two players involved see it; an empty hand gives nothing.",
    "Several Intimidazioni beside a player cost one play step each, oldest first. A skipped "
    "play step also means no Spia or Confessore power that turn.",
    "Manipolazione: the manipulated player chooses which Sostegno or Abbasso to play; it is "
    "shown to the manipulator, who chooses the stack and position. Several Manipolazioni "
    "beside a player are used one per Sostegno/Abbasso played, oldest first.",
    "Alleanza may be played beside any other player. Alliances chain: a player who wins through "
    "an Alleanza is a winner, so an Alleanza beside them makes its owner win too, and so on.",
    "Tradimento may remove any Alleanza in play, your own included; it needs one in play.",
    "An Abilità card may be played even if you already have that ability.",
    "Only the cards over the hand limit are discarded, and only at the end of the turn; a hand "
    "may be over the limit before then (after a draw or a Corruzione).",
    "When the King dies the stacks and the secret candidates are revealed; hands are not.",
    "If nobody holds the crowned candidate, nobody wins.",
    "A player's score is the final total of their secret candidate.",
    "A card taken from you by Corruzione is known to you to be in the thief's hand until the "
    "thief's hand loses a card you cannot tell apart from it.",
)

PLAY, PLACE, DISCARD, OVER = "play", "place", "discard", "over"
#: Share of play-out moves chosen uniformly among the legal ones, so play-outs still explore.
PLAYOUT_EXPLORE = 0.1
#: How many times likelier a search's re-deal makes a seat's candidate the one whose stack got
#: a card of theirs, per card. Heuristic players put every Sostegno into their own candidate
#: and every Abbasso into another (300 games: 4,506 and 1,968 cards, spread over four others).
PLACEMENT_EVIDENCE = 5.0
#: Chance that a re-dealt stack card goes against the placer's interest (a bluff, a mistake).
PLACEMENT_SURPRISE = 0.1
STARTING_HAND = 3
#: How many candidates a search tries an Abbasso on: the strongest others (see search_actions).
ABBASSO_TARGETS = 2


def _is_whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_index(value, size: int) -> bool:
    return _is_whole(value) and 0 <= value < size


def _jsonable(value):
    return list(value) if isinstance(value, tuple) else value


class IntrighiState(GameState):
    """A game of Intrighi a corte.

    Play cards are ids into :data:`~.data.DECK`. Zones: ``draw_pile`` (top = end),
    ``returned`` and ``removed`` (beneath Morte del Re: discards and spent cards, and stack
    cards removed by Scandalo), ``hands``, ``stacks`` (top first), ``placers`` (who chose each
    stack card's place, public; parallel to ``stacks``), ``placing`` (the card being placed),
    ``beside`` ((card, owner) pairs by character, oldest first) and
    ``ability_cards``. ``public`` holds ids everyone has seen; ``known[seat]`` the ids whose
    place that seat knows besides.
    """

    #: Who ends up holding which candidate and when the King dies are the deal's luck, and
    #: they swamp the gaps between a turn's few plays: compared on the same deals, the
    #: normal level against 3 heuristic bots (4 players) won 38.8, 33.0, 32.7 and 35.0 % of
    #: four seeds' games (200 each) where unpaired it won 33.3, 30.3, 27.7 and 31.4 %: 34.9 %
    #: (31.7-38.2 %) of the 800 games instead of 30.7 % (with play-outs cut after 4 moves).
    pairs_root_moves = True

    #: Play-outs run to the King's death. Cut after 4 moves and scored by each candidate's
    #: chance to be crowned, they cost about half as much, but on the same games against 3
    #: heuristic bots (4 players) the hard level won 41.7 % (38.0-45.5 %, 660 games) where
    #: cut short it won 36.1 %, and the normal level 36.0 % (33.3-38.7 %, 1,200 games)
    #: instead of 34.4 %.
    playout_horizon = None

    def __init__(self, players: int, seed: int, options: dict):
        super().__init__(players, seed, options)
        rng = self.rng
        characters = [character.key for character in CHARACTERS]
        rng.shuffle(characters)
        self.characters = characters[:players]
        hidden_candidates = [c for c in range(len(CANDIDATES)) for _ in range(CANDIDATE_COPIES - 1)]
        rng.shuffle(hidden_candidates)
        self.candidates = hidden_candidates[:players]
        self.set_aside = hidden_candidates[players:]
        deck = list(range(len(DECK)))
        rng.shuffle(deck)
        self.hands = [[deck.pop() for _ in range(STARTING_HAND)] for _ in range(players)]
        self.draw_pile = deck
        self.returned: list[int] = []
        self.removed: list[int] = []
        self.stacks: list[list[int]] = [[] for _ in CANDIDATES]
        self.placers: list[list[int]] = [[] for _ in CANDIDATES]
        self.placing: list[int] = []
        self.placing_for: tuple[int, int] | None = None
        self.beside: list[list[tuple[int, int]]] = [[] for _ in range(players)]
        self.ability_cards: list[list[int]] = [[] for _ in range(players)]
        self.public: set[int] = set()
        self.known = [set(hand) for hand in self.hands]
        self.confessed: list[set[int]] = [set() for _ in range(players)]
        self.log = EventLog()
        self.turn = 0
        self.phase = PLAY
        self.first_player = self.choose_first_player()
        self.current = self.first_player
        self._begin_turns(self.first_player)

    # -- protocol ---------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.phase == PLACE:
            return self.placing_for[1]
        return self.current

    def legal_actions(self) -> list:
        if self.phase == PLACE:
            return [
                Place(c, p) for c, stack in enumerate(self.stacks) for p in range(len(stack) + 1)
            ]
        if self.phase == DISCARD:
            return [Discard(key) for key in self._hand_keys(self.current)]
        if self.phase == OVER:
            return []
        play = MOVES[PLAY]
        return [a for a in self._play_options() if play[type(a)].refuse(self, a) is None]

    def is_legal(self, action) -> bool:
        return self._refusal(action) is None

    def explain_refusal(self, action) -> Message:
        return self._refusal(action) or super().explain_refusal(action)

    def _perform(self, action) -> None:
        MOVES[self.phase][type(action)].perform(self, action)

    def scores(self) -> list[int]:
        if self.phase != OVER:
            return [0] * self.players
        totals = self.totals()
        return [totals[candidate] for candidate in self.candidates]

    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        return self._winners_of(self.crowned())

    def _winners_of(self, crowned) -> list[int]:
        """Who wins if the candidates in ``crowned`` are crowned: their holders, and every
        player with an Alleanza beside a winner, until no Alleanza adds one (alliances
        chain: a player who wins through an Alleanza is a winner too)."""
        winners = {seat for seat in range(self.players) if self.candidates[seat] in crowned}
        newly = list(winners)
        while newly:
            seat = newly.pop()
            for card, owner in self.beside[seat]:
                if DECK[card] == "alleanza" and owner not in winners:
                    winners.add(owner)
                    newly.append(owner)
        return sorted(winners)

    # -- scoring ----------------------------------------------------------------------------
    def totals(self) -> list[int]:
        """Each candidate's Sostegno values minus its Abbasso values."""
        return [sum(CARD[DECK[card]].value for card in stack) for stack in self.stacks]

    def crowned(self) -> list[int]:
        """The candidates crowned now: highest total, then most Sostegno cards, else all tied."""
        totals = self.totals()
        tied = [c for c, total in enumerate(totals) if total == max(totals)]
        supports = [sum(CARD[DECK[card]].value > 0 for card in stack) for stack in self.stacks]
        most = max(supports[c] for c in tied)
        return [c for c in tied if supports[c] == most]

    # -- turn flow --------------------------------------------------------------------------
    def hand_limit(self, seat: int) -> int:
        return CHARACTER[self.characters[seat]].hand_limit

    def abilities(self, seat: int) -> set[str]:
        """Abilities from the character and from Abilità cards beside it."""
        owned = {CARD[DECK[card]].grants for card in self.ability_cards[seat]}
        character = CHARACTER[self.characters[seat]]
        if character.ability:
            owned.add(character.ability)
        return owned

    def _begin_turns(self, seat: int) -> None:
        """Start turns from ``seat`` on until a player must decide or the King dies."""
        while True:
            self.current = seat
            self.turn += 1
            self._resolve_corruzioni(seat)
            if not self.draw_pile:
                self.phase = OVER
                self._log("morte", seat)
                return
            card = self.draw_pile.pop()
            self._receive(seat, card)
            self._log("draw", seat, seen_by=(seat,), secret=(("card", DECK[card]),))
            intimidazione = self._oldest_beside(seat, "intimidazione")
            if intimidazione is None:
                self.phase = PLAY
                return
            self._spend_beside(seat, intimidazione)
            self._log("skip", seat)
            if self._over_limit(seat):
                self.phase = DISCARD
                return
            seat = (seat + 1) % self.players

    def _end_play_step(self) -> None:
        if self._over_limit(self.current):
            self.phase = DISCARD
        else:
            self._begin_turns((self.current + 1) % self.players)

    def _over_limit(self, seat: int) -> bool:
        return len(self.hands[seat]) > self.hand_limit(seat)

    def _resolve_corruzioni(self, owner: int) -> None:
        for victim in range(self.players):
            for entry in list(self.beside[victim]):
                if entry[1] == owner and DECK[entry[0]] == "corruzione":
                    self._spend_beside(victim, entry)
                    self._corrupt(owner, victim)

    def _corrupt(self, thief: int, victim: int) -> None:
        hand = self.hands[victim]
        if not hand:
            self._log("corruzione", thief, victim=victim, took=False)
            return
        card = hand[self.rng.below(len(hand))]
        self._leave_hand(victim, card, seen_by=(victim, thief))
        self._receive(thief, card)
        self._log(
            "corruzione",
            thief,
            seen_by=(thief, victim),
            secret=(("card", DECK[card]),),
            victim=victim,
            took=True,
        )

    # -- card movement and knowledge --------------------------------------------------------
    def _receive(self, seat: int, card: int) -> None:
        self.hands[seat].append(card)
        self.known[seat].add(card)

    def _leave_hand(self, seat: int, card: int, seen_by) -> None:
        """Take ``card`` out of ``seat``'s hand. Players in ``seen_by`` (None: everyone) see
        it; the others can no longer tell which of the cards they knew in that hand is gone."""
        hand = self.hands[seat]
        hand.remove(card)
        if seen_by is None:
            self.public.add(card)
        for other in range(self.players):
            if other == seat:
                continue
            if seen_by is None or other in seen_by:
                self.known[other].difference_update([k for k in hand if DECK[k] == DECK[card]])
                if seen_by is not None:
                    self.known[other].add(card)
            else:
                self.known[other].difference_update(hand)
                self.known[other].discard(card)

    def _play_card(self, key: str, seen_by=None) -> int:
        """Take a card of type ``key`` from the current player's hand."""
        card = next(card for card in self.hands[self.current] if DECK[card] == key)
        self._leave_hand(self.current, card, seen_by)
        return card

    def _oldest_beside(self, seat: int, key: str) -> tuple[int, int] | None:
        return next((entry for entry in self.beside[seat] if DECK[entry[0]] == key), None)

    def _spend_beside(self, seat: int, entry: tuple[int, int]) -> None:
        self.beside[seat].remove(entry)
        self.returned.append(entry[0])

    def _knows(self, seat: int | None, card: int) -> bool:
        return card in self.public or (seat is not None and card in self.known[seat])

    def _hand_keys(self, seat: int) -> list[str]:
        return sorted_keys({DECK[card] for card in self.hands[seat]})

    def _log(self, event: str, seat: int, seen_by=(), secret=(), **public) -> None:
        """Record an event for the move log; ``secret`` (key, value) pairs are shown only to
        the seats in ``seen_by``."""
        self.log.append((event, seat, tuple(public.items()), tuple(secret), tuple(seen_by)))

    # -- legality ---------------------------------------------------------------------------
    def _play_options(self) -> list:
        """Every play-step action worth checking, in a fixed order."""
        seat = self.current
        others = [s for s in range(self.players) if s != seat]
        candidates = range(len(CANDIDATES))
        options = [Pass()]
        for key in self._hand_keys(seat):
            kind = CARD[key].kind
            if kind == STACK:
                options.append(PlayStackCard(key))
            elif kind == BESIDE:
                options += [PlayBeside(key, s) for s in others]
            elif kind == ABILITY:
                options.append(PlayAbility(key))
            elif kind == TRAITOR:
                options += sorted(
                    {
                        PlayTradimento(s, owner)
                        for s in range(self.players)
                        for card, owner in self.beside[s]
                        if DECK[card] == "alleanza"
                    },
                    key=lambda a: (a.seat, a.ally),
                )
            elif key == "spionaggio":
                options += [PlaySpionaggio(c) for c in candidates]
            elif key == "scandalo":
                options += [PlayScandalo(c) for c in candidates]
            elif key == "confessione":
                options += [PlayConfessione(s) for s in others]
        power = CHARACTER[self.characters[seat]].power
        if power == LOOK_AT_STACK:
            options += [UseSpia(c) for c in candidates]
        elif power == HEAR_CONFESSION:
            options += [UseConfessore(s) for s in others]
        return options

    def _refusal(self, action) -> Message | None:
        """Why ``action`` is not legal now, or None if it is."""
        if type(action) not in _MOVE_CLASSES:
            return message("engine.not_a_move", game=Term("game", "intrighi"))
        if self.phase == OVER:
            return Message("engine.game_over")
        move = move_in(MOVES, self.phase, action)
        if move is None:
            return self._phase_refusal()
        return move.refuse(self, action)

    def _phase_refusal(self) -> Message:
        if self.phase == PLACE:
            return Message("intrighi.error.placing")
        if self.phase == DISCARD:
            seat = self.current
            return message(
                "intrighi.error.discarding",
                count=len(self.hands[seat]),
                limit=self.hand_limit(seat),
            )
        return Message("intrighi.error.playing")

    def _hand_refusal(self, key, kind: str) -> Message | None:
        if not isinstance(key, str) or key not in CARD:
            return message("intrighi.error.no_such_card", card=repr(key))
        if CARD[key].kind != kind:
            return message(_NOT_OF_KIND[kind], card=_card(key))
        return self._holding_refusal(key)

    def _holding_refusal(self, key: str) -> Message | None:
        if all(DECK[card] != key for card in self.hands[self.current]):
            return message("intrighi.error.not_in_hand", card=_card(key))
        return None

    def _seat_refusal(self, seat) -> Message | None:
        if not _is_index(seat, self.players):
            number = seat + 1 if _is_whole(seat) else repr(seat)
            return message("intrighi.error.no_such_player", number=number)
        return None

    def _other_seat_refusal(self, seat, self_targeted: Message) -> Message | None:
        """None if ``seat`` is another player at the table, else why not (``self_targeted``
        when it is the player's own)."""
        if refusal := self._seat_refusal(seat):
            return refusal
        if seat == self.current:
            return self_targeted
        return None

    def _stack_refusal(self, candidate) -> Message | None:
        if refusal := self._candidate_refusal(candidate):
            return refusal
        if not self.stacks[candidate]:
            return message("intrighi.error.empty_stack", candidate=_candidate(candidate))
        return None

    def _candidate_refusal(self, candidate) -> Message | None:
        if not _is_index(candidate, len(CANDIDATES)):
            return message(
                "intrighi.error.no_such_candidate",
                candidate=repr(candidate),
                last=len(CANDIDATES) - 1,
            )
        return None

    def _refuse_pass(self, action) -> Message | None:
        return None

    def _refuse_play_stack(self, action) -> Message | None:
        return self._hand_refusal(action.card, STACK)

    def _refuse_place(self, action) -> Message | None:
        if refusal := self._candidate_refusal(action.candidate):
            return refusal
        size = len(self.stacks[action.candidate])
        if not _is_index(action.position, size + 1):
            return message(
                "intrighi.error.position", count=size, candidate=_candidate(action.candidate)
            )
        return None

    def _refuse_beside(self, action) -> Message | None:
        refusal = self._hand_refusal(action.card, BESIDE)
        if refusal:
            return refusal
        card = CARD[action.card]
        if card.needs and card.needs not in self.abilities(self.current):
            return message(
                "intrighi.error.needs_ability", card=_card(card.key), ability=_card(card.needs)
            )
        return self._other_seat_refusal(
            action.seat, message("intrighi.error.card_on_self", card=_card(card.key))
        )

    def _refuse_ability(self, action) -> Message | None:
        return self._hand_refusal(action.card, ABILITY)

    def _refuse_tradimento(self, action) -> Message | None:
        refusal = (
            self._holding_refusal("tradimento")
            or self._seat_refusal(action.seat)
            or self._seat_refusal(action.ally)
        )
        if refusal:
            return refusal
        if not self._alleanza(action.seat, action.ally):
            return message(
                "intrighi.error.no_alleanza",
                ally=Term("seat", action.ally),
                seat=Term("seat", action.seat),
            )
        return None

    def _alleanza(self, seat: int, ally: int) -> tuple[int, int] | None:
        return next(
            (
                entry
                for entry in self.beside[seat]
                if entry[1] == ally and DECK[entry[0]] == "alleanza"
            ),
            None,
        )

    def _refuse_spionaggio(self, action) -> Message | None:
        return self._holding_refusal("spionaggio") or self._stack_refusal(action.candidate)

    def _refuse_scandalo(self, action) -> Message | None:
        return self._holding_refusal("scandalo") or self._stack_refusal(action.candidate)

    def _refuse_confessione(self, action) -> Message | None:
        return self._holding_refusal("confessione") or self._other_seat_refusal(
            action.seat, message("intrighi.error.card_on_self", card=_card("confessione"))
        )

    def _power_refusal(self, power: str) -> Message | None:
        if CHARACTER[self.characters[self.current]].power != power:
            return message("intrighi.error.not_your_power", character=_POWER_HOLDER[power])
        return None

    def _refuse_spia(self, action) -> Message | None:
        return self._power_refusal(LOOK_AT_STACK) or self._stack_refusal(action.candidate)

    def _refuse_confessore(self, action) -> Message | None:
        return self._power_refusal(HEAR_CONFESSION) or self._other_seat_refusal(
            action.seat,
            message("intrighi.error.power_on_self", character=_POWER_HOLDER[HEAR_CONFESSION]),
        )

    def _refuse_discard(self, action) -> Message | None:
        if not isinstance(action.card, str) or action.card not in CARD:
            return message("intrighi.error.no_such_card", card=repr(action.card))
        return self._holding_refusal(action.card)

    # -- effects ----------------------------------------------------------------------------
    def _do_pass(self, action) -> None:
        self._log("pass", self.current)
        self._end_play_step()

    def _do_play_stack(self, action) -> None:
        seat = self.current
        manipolazione = self._oldest_beside(seat, "manipolazione")
        placer = seat if manipolazione is None else manipolazione[1]
        if manipolazione is not None:
            self._spend_beside(seat, manipolazione)
        self.placing.append(self._play_card(action.card, seen_by=(seat, placer)))
        self.placing_for = (seat, placer)
        self.phase = PLACE

    def _do_place(self, action) -> None:
        card = self.placing.pop()
        player, placer = self.placing_for
        self.placing_for = None
        self.stacks[action.candidate].insert(action.position, card)
        self.placers[action.candidate].insert(action.position, placer)
        self._log(
            "place",
            player,
            seen_by=(player, placer),
            secret=(("card", DECK[card]),),
            placer=placer,
            candidate=action.candidate,
            position=action.position,
        )
        self._end_play_step()

    def _do_beside(self, action) -> None:
        card = self._play_card(action.card)
        self.beside[action.seat].append((card, self.current))
        self._log("beside", self.current, card=action.card, target=action.seat)
        self._end_play_step()

    def _do_ability(self, action) -> None:
        self.ability_cards[self.current].append(self._play_card(action.card))
        self._log("ability", self.current, card=action.card)
        self._end_play_step()

    def _do_tradimento(self, action) -> None:
        self.returned.append(self._play_card("tradimento"))
        self._spend_beside(action.seat, self._alleanza(action.seat, action.ally))
        self._log("tradimento", self.current, target=action.seat, ally=action.ally)
        self._end_play_step()

    def _spend_special(self, key: str) -> None:
        """Speciali are shown to all, then go to the bottom of the deck."""
        self.returned.append(self._play_card(key))

    def _do_spionaggio(self, action) -> None:
        self._spend_special("spionaggio")
        self._look(action.candidate, "spionaggio")

    def _do_spia(self, action) -> None:
        self._look(action.candidate, "spia")

    def _look(self, candidate: int, source: str) -> None:
        seat = self.current
        stack = self.stacks[candidate]
        self.known[seat].update(stack)
        self._log(
            "look",
            seat,
            seen_by=(seat,),
            secret=(("cards", tuple(DECK[c] for c in stack)),),
            candidate=candidate,
            source=source,
        )
        self._end_play_step()

    def _do_scandalo(self, action) -> None:
        self._spend_special("scandalo")
        self.removed.append(self.stacks[action.candidate].pop(0))
        self.placers[action.candidate].pop(0)
        self._log("scandalo", self.current, candidate=action.candidate)
        self._end_play_step()

    def _do_confessione(self, action) -> None:
        self._spend_special("confessione")
        self._confess(action.seat, "confessione")

    def _do_confessore(self, action) -> None:
        self._confess(action.seat, "confessore")

    def _confess(self, target: int, source: str) -> None:
        seat = self.current
        self.confessed[seat].add(target)
        self._log(
            "confession",
            seat,
            seen_by=(seat, target),
            secret=(("confessed", CANDIDATES[self.candidates[target]]),),
            target=target,
            source=source,
        )
        self._end_play_step()

    def _do_discard(self, action) -> None:
        seat = self.current
        self.returned.append(self._play_card(action.card, seen_by=(seat,)))
        self._log("discard", seat, seen_by=(seat,), secret=(("card", action.card),))
        if not self._over_limit(seat):
            self._begin_turns((seat + 1) % self.players)

    def progress(self) -> Message:
        if self.phase == OVER:
            return FINISHED
        return message("intrighi.progress.turn", count=len(self.draw_pile), turn=self.turn)

    # -- what a seat sees -------------------------------------------------------------------
    def observe(self, seat: int | None) -> dict:
        over = self.phase == OVER

        def shown(card: int) -> str | None:
            return DECK[card] if over or self._knows(seat, card) else None

        view = {
            "game": "intrighi",
            "players": self.players,
            "seat": seat,
            "phase": self.phase,
            "to_move": self.to_move,
            "current": self.current,
            "first_player": self.first_player,
            "turn": self.turn,
            "draws_left": len(self.draw_pile),
            "characters": list(self.characters),
            "hand_limits": [self.hand_limit(s) for s in range(self.players)],
            "abilities": [sorted(self.abilities(s)) for s in range(self.players)],
            "ability_cards": [[DECK[c] for c in cards] for cards in self.ability_cards],
            "beside": [
                [{"card": DECK[card], "by": owner} for card, owner in entries]
                for entries in self.beside
            ],
            "hand_sizes": [len(hand) for hand in self.hands],
            "stacks": [[shown(card) for card in stack] for stack in self.stacks],
            "under_morte": {
                "count": len(self.returned) + len(self.removed),
                "known": sorted_keys(
                    DECK[c] for c in self.returned + self.removed if self._knows(seat, c)
                ),
            },
            "placing": None,
            "candidates": [
                CANDIDATES[self.candidates[s]] if self._knows_candidate(seat, s) else None
                for s in range(self.players)
            ],
            "log": [self._log_view(entry, seat) for entry in self.log],
            "result": self._result() if over else None,
        }
        if self.placing_for is not None:
            player, placer = self.placing_for
            view["placing"] = {
                "player": player,
                "placer": placer,
                "card": shown(self.placing[0]) if seat in (player, placer) else None,
            }
        if seat is not None:
            view["you"] = self._private_view(seat)
        return view

    def _private_view(self, seat: int) -> dict:
        """What only ``seat`` sees: its hand, and the cards it has seen in others' hands."""
        return {
            "hand": sorted_keys(DECK[c] for c in self.hands[seat]),
            "seen_in_hands": [
                []
                if s == seat
                else sorted_keys(DECK[c] for c in self.hands[s] if c in self.known[seat])
                for s in range(self.players)
            ],
        }

    def _knows_candidate(self, seat: int | None, target: int) -> bool:
        if self.phase == OVER:
            return True
        return seat is not None and (seat == target or target in self.confessed[seat])

    @staticmethod
    def _log_view(entry: tuple, seat: int | None) -> dict:
        event, actor, public, secret, seen_by = entry
        view = {"type": event, "seat": actor}
        view.update((key, _jsonable(value)) for key, value in public)
        if seat in seen_by:
            view.update((key, _jsonable(value)) for key, value in secret)
        return view

    def _result(self) -> dict:
        return {
            "totals": self.totals(),
            "crowned": [CANDIDATES[c] for c in self.crowned()],
            "winners": self.winners(),
        }

    # -- search play-outs -------------------------------------------------------------------
    def playout_action(self, rng: Rng):
        """A search play-out's move: mostly the greedy choice of the rules of thumb the
        heuristic bot uses (:mod:`.heuristics`), sometimes a uniformly random legal move.

        Uniformly random play-outs drop Sostegno and Abbasso into random stacks, so the
        crowned candidate — the whole result — is noise, and nobody backs a candidate the
        way real players do. Here every player pushes its own secret candidate and attacks
        the strongest other one, so a play-out's result reflects the position it started
        from. Each player judges from what it knows, as the heuristic bot does
        (:meth:`_judged_totals`; another's candidate only once confessed): the policy is
        also the search's model of the other players, and players who saw every face-down
        card would attack the true leader and spare the true holders of their candidate,
        which no player at the table can (against three heuristic bots, 800 games, the
        normal search won 30.7 % with this and 28.3 % with omniscient play-outs). It builds
        its few candidate moves itself, which is cheaper than :meth:`legal_actions`."""
        if rng.random() < PLAYOUT_EXPLORE:
            return rng.choice(self.legal_actions())
        if self.phase == PLACE:
            return self._playout_place(rng)
        if self.phase == DISCARD:
            return self._playout_discard(rng)
        return self._playout_play(rng)

    def _judged_value(self, seat: int, card: int) -> float:
        """A stack card's value as ``seat`` judges it: its own if known, else the mean."""
        return VALUES[card] if self._knows(seat, card) else UNSEEN_STACK_VALUE

    def _judged_totals(self, seat: int) -> list[float]:
        """Every stack's total as ``seat`` judges it (:meth:`_judged_value`, written out here:
        this is the play-outs' innermost loop)."""
        public, known = self.public, self.known[seat]
        return [
            sum(
                VALUES[card] if card in public or card in known else UNSEEN_STACK_VALUE
                for card in stack
            )
            for stack in self.stacks
        ]

    def _playout_place(self, rng: Rng) -> Place:
        """The placer's best stack for the card (ties at random): a helpful card at the
        bottom, safe from Scandalo; a harmful one on top."""
        placer = self.placing_for[1]
        totals = self._judged_totals(placer)
        mine = self.candidates[placer]
        value = VALUES[self.placing[0]]
        by_candidate = gains(totals, mine, value)
        best = max(by_candidate)
        candidate = rng.choice([c for c, g in enumerate(by_candidate) if g == best])
        return Place(candidate, len(self.stacks[candidate]) if best > 0 else 0)

    def _playout_discard(self, rng: Rng) -> Discard:
        """The card least worth keeping (ties at random)."""
        seat = self.current
        hand = {DECK[card] for card in self.hands[seat]}
        abilities = self.abilities(seat)
        values = {key: keep_value(key, abilities, hand) for key in hand}
        worst = min(values.values())
        return Discard(rng.choice(sorted_keys(k for k, v in values.items() if v == worst)))

    def _playout_play(self, rng: Rng):
        """The best-scoring play (ties at random); play nothing unless something scores
        above 0. Spionaggio, Confessione and the powers are skipped: they move no total,
        and play-outs that played them won the search no more against the heuristic bot
        (measured when play-outs were cut after 4 moves)."""
        seat = self.current
        totals = self._judged_totals(seat)
        mine = self.candidates[seat]
        rival = leader(totals, mine)
        hand = {DECK[card] for card in self.hands[seat]}
        abilities = self.abilities(seat)
        manipulated = self._oldest_beside(seat, "manipolazione") is not None
        best, choices = 0.0, [Pass()]

        def consider(action, score: float) -> None:
            nonlocal best, choices
            if score > best:
                best, choices = score, [action]
            elif score == best:
                choices.append(action)

        for key in sorted_keys(hand):
            card = CARD[key]
            kind = card.kind
            if kind == STACK:
                if manipulated:
                    score = manipulated_stack_value(card.value)
                else:
                    score = best_gain(totals, mine, card.value)
                consider(PlayStackCard(key), score)
            elif kind == BESIDE:
                if card.needs and card.needs not in abilities:
                    continue
                for target in range(self.players):
                    if target == seat:
                        continue
                    entries = self.beside[target]
                    allied = any(owner == seat and DECK[c] == "alleanza" for c, owner in entries)
                    intimidated = any(DECK[c] == "intimidazione" for c, _ in entries)
                    known = self._knows_candidate(seat, target)
                    consider(
                        PlayBeside(key, target),
                        beside_value(
                            key,
                            self.candidates[target] if known else None,
                            mine,
                            rival,
                            allied,
                            intimidated,
                            len(self.hands[target]),
                        ),
                    )
            elif kind == ABILITY:
                consider(PlayAbility(key), ability_value(key, abilities, hand))
            elif kind == TRAITOR:
                for target, entries in enumerate(self.beside):
                    for c, owner in entries:
                        if DECK[c] == "alleanza":
                            consider(
                                PlayTradimento(target, owner), tradimento_value(target, owner, seat)
                            )
            elif key == "scandalo":
                for c, stack in enumerate(self.stacks):
                    if stack:
                        top = self._judged_value(seat, stack[0])
                        consider(PlayScandalo(c), gain(totals, mine, c, -top))
        return rng.choice(choices)

    def search_actions(self) -> list:
        """Placements as the rules of thumb make them: a Sostegno at the bottom of the
        placer's own candidate, an Abbasso at the bottom of one of the two strongest others
        as the placer judges the stacks (:meth:`_judged_totals`; the bottom is safe from
        Scandalo). A search node for playing the card averages the placements tried below
        it, so ten or more placements, most of them helping a rival, would make every
        Sostegno look worse than playing nothing; an Abbasso tried on each of the four other
        candidates, most of them tried at random, likewise undervalued it (on the same 400
        games against three heuristic bots, 4 players, the normal level won 37.3 % with two
        targets, 36.0 % with four). All of it depends only on what the placer knows."""
        if self.phase != PLACE:
            return self.legal_actions()
        placer = self.placing_for[1]
        mine = self.candidates[placer]
        if VALUES[self.placing[0]] > 0:
            targets = [mine]
        else:
            totals = self._judged_totals(placer)
            others = sorted(
                (c for c in range(len(CANDIDATES)) if c != mine), key=lambda c: -totals[c]
            )
            targets = sorted(others[:ABBASSO_TARGETS])
        return [Place(c, len(self.stacks[c])) for c in targets]

    # -- determinisation ----------------------------------------------------------------------
    def reshuffle_unseen(self, rng: Rng) -> None:
        """Shuffle the draw pile's cards no seat knows among their places."""
        pile = self.draw_pile
        places = [
            i
            for i, card in enumerate(pile)
            if not any(self._knows(seat, card) for seat in range(self.players))
        ]
        cards = [pile[i] for i in places]
        rng.shuffle(cards)
        for i, card in zip(places, cards, strict=True):
            pile[i] = card

    def sample_hidden(self, seat: int, rng: Rng) -> IntrighiState:
        """Re-deal every card and candidate ``seat`` cannot place, as players' public
        placements suggest (:meth:`_redeal_candidates`, :meth:`_redeal_cards`). Stack slots,
        the card being placed and cards removed by Scandalo are known to be Sostegno/Abbasso,
        so they get such cards; other seats keep knowing whatever now lies where they looked."""
        copy = self.clone()
        copy.determinised = True
        copy.rng = rng.fork()
        if self.phase != OVER:
            copy._redeal_candidates(seat, rng)
            copy._redeal_cards(seat, rng)
        copy.log = EventLog(
            entry if seat in entry[4] else (*entry[:3], (), entry[4]) for entry in self.log
        )
        return copy

    def _redeal_candidates(self, seat: int, rng: Rng) -> None:
        """Deal the candidates ``seat`` does not know from the unseen ones, each seat more
        likely to hold a candidate the more cards it has put into that candidate's stack
        (:data:`PLACEMENT_EVIDENCE` per card): players back their own candidate."""
        unknown = [s for s in range(self.players) if s != seat and s not in self.confessed[seat]]
        pool = sorted([self.candidates[s] for s in unknown] + self.set_aside)
        rng.shuffle(unknown)
        for s in unknown:
            placed = [placers.count(s) for placers in self.placers]
            weights = [PLACEMENT_EVIDENCE ** placed[c] for c in pool]
            pick = rng.random() * sum(weights)
            index = 0
            while pick >= weights[index] and index < len(pool) - 1:
                pick -= weights[index]
                index += 1
            self.candidates[s] = pool.pop(index)
        self.set_aside = pool

    def _redeal_cards(self, seat: int, rng: Rng) -> None:
        """Deal the cards ``seat`` has not seen. A stack card another player placed is
        probably a Sostegno if it went to that player's (re-dealt) candidate and an Abbasso
        otherwise, as players place them; it is the other kind with chance
        :data:`PLACEMENT_SURPRISE`. Call after :meth:`_redeal_candidates`."""
        # (zone, index, whether the placer backs that stack's candidate: None if unknown)
        stacks = enumerate(zip(self.stacks, self.placers, strict=True))
        stack_slots = [
            (stack, i, self.candidates[placers[i]] == c)
            for c, (stack, placers) in stacks
            for i, card in enumerate(stack)
            if not self._knows(seat, card)
        ]
        stack_slots += [
            (zone, i, None)
            for zone in (self.removed, self.placing)
            for i, card in enumerate(zone)
            if not self._knows(seat, card)
        ]
        other_slots = [
            (zone, i)
            for zone in (*self.hands, self.draw_pile, self.returned)
            for i, card in enumerate(zone)
            if not self._knows(seat, card)
        ]
        unknown = [zone[i] for zone, i, _ in stack_slots] + [zone[i] for zone, i in other_slots]
        supports = [card for card in unknown if DECK[card] in STACK_KEYS and VALUES[card] > 0]
        attacks = [card for card in unknown if DECK[card] in STACK_KEYS and VALUES[card] < 0]
        rng.shuffle(supports)
        rng.shuffle(attacks)
        order = list(range(len(stack_slots)))
        rng.shuffle(order)
        dealt: list[int | None] = [None] * len(stack_slots)
        for n in order:
            backs = stack_slots[n][2]
            if backs is not None:
                support = backs != (rng.random() < PLACEMENT_SURPRISE)
                first, second = (supports, attacks) if support else (attacks, supports)
                dealt[n] = (first or second).pop()
        loose = supports + attacks
        rng.shuffle(loose)
        for n, card in enumerate(dealt):
            if card is None:
                dealt[n] = loose.pop()
        rest = loose + [card for card in unknown if DECK[card] not in STACK_KEYS]
        rng.shuffle(rest)
        relabel = {}
        slots = [(zone, i) for zone, i, _ in stack_slots] + other_slots
        for (zone, i), card in zip(slots, dealt + rest, strict=True):
            relabel[zone[i]] = card
            zone[i] = card
        for other in range(self.players):
            self.known[other] = {relabel.get(card, card) for card in self.known[other]}


def _card(key: str) -> Term:
    return Term("intrighi.card", key)


def _candidate(index: int) -> Term:
    return Term("intrighi.candidate", index)


#: The character with each special power, as a term.
_POWER_HOLDER = {
    character.power: Term("intrighi.character", character.key)
    for character in CHARACTERS
    if character.power
}

#: The refusal of a card played the way another kind is played, by the kind expected.
_NOT_OF_KIND = {
    STACK: "intrighi.error.not_stack_card",
    BESIDE: "intrighi.error.not_beside_card",
    ABILITY: "intrighi.error.not_ability_card",
}

#: The moves of each phase (see :mod:`kingmakers.engine.moves`).
MOVES = {
    PLACE: {Place: Move(IntrighiState._refuse_place, IntrighiState._do_place)},
    DISCARD: {Discard: Move(IntrighiState._refuse_discard, IntrighiState._do_discard)},
    PLAY: {
        Pass: Move(IntrighiState._refuse_pass, IntrighiState._do_pass),
        PlayStackCard: Move(IntrighiState._refuse_play_stack, IntrighiState._do_play_stack),
        PlayBeside: Move(IntrighiState._refuse_beside, IntrighiState._do_beside),
        PlayAbility: Move(IntrighiState._refuse_ability, IntrighiState._do_ability),
        PlayTradimento: Move(IntrighiState._refuse_tradimento, IntrighiState._do_tradimento),
        PlaySpionaggio: Move(IntrighiState._refuse_spionaggio, IntrighiState._do_spionaggio),
        PlayScandalo: Move(IntrighiState._refuse_scandalo, IntrighiState._do_scandalo),
        PlayConfessione: Move(IntrighiState._refuse_confessione, IntrighiState._do_confessione),
        UseSpia: Move(IntrighiState._refuse_spia, IntrighiState._do_spia),
        UseConfessore: Move(IntrighiState._refuse_confessore, IntrighiState._do_confessore),
    },
}
_MOVE_CLASSES = move_classes(MOVES)
