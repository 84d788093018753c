"""For the King (and Me) as a state machine (rules: ``docs/rules/fortheking.md``).

Phase 1, the draft: the advisor draws cards one at a time (seen by them only) and places
each before drawing the next: at most 1 into their own pile (face down, into their
collection), at most one per player into the centre (face up), at most 1 onto the favour
pile (face down; they remember it). When the three places are full or the deck is empty,
the others take one centre card each, clockwise from the advisor's left, while more than one
remains; the last goes to the advisor. Phase 2: the favour pile is shuffled and auctioned
card by card. A King card is used at once by whoever gains it. Scoring: ``scoring``.

Action vocabulary (JSON ``type`` in brackets), one small decision per action:

- ``Place(pile)`` [place]: the advisor puts the drawn card into "own", "centre" or "favour".
- ``Take(card)`` [take]: a player takes that card from the centre.
- ``UseKing(office, step)`` [royal]: the player resolving a King card moves that office's
  primary title by step = +1 or -1 (a Royal decree takes two, on different offices).
- ``Bid(amount)`` [bid] / ``Pass()`` [pass]: bidding for the revealed favour card.
- ``PayGold(value)`` [pay_gold]: the auction winner hands over one gold card of that value;
  repeated until the bid is covered (no change is given).
- ``Discard(card)`` [discard]: the auction winner discards one collection card; repeated
  until as many cards as the bid are gone (the price of a gold card, or of anything for a
  player holding no gold).
- ``PickCard(position)`` [pick]: the player left of a winner who cannot pay picks one of
  that player's face-down cards (shuffled by the engine), blind, to be discarded.

Rulings this engine adds to the rules file (for the in-app rules too):

- The drawn card is seen only by the advisor until it is placed.
- A Royal decree moves each of its two offices up or down independently. Using a King card
  is not optional (some use is always possible).
- The gold cards set aside at setup are public (they are picked by value); the random
  removals stay unseen.
- The centre is shared while more than one card remains, so when the deck ran out early some
  players may get no centre card; a single centre card goes to the advisor.
- Every auction of phase 2 (and every restart) opens with the first eligible player
  clockwise from the last advisor's left.
- A bid may be any amount the bidder can pay; a bid they cannot pay is allowed only as the
  minimum raise (the bluff that risks the failure penalty), which keeps the choices finite.
- Payment is made one card at a time and stops as soon as the bid is covered. A winner who
  holds some gold but not enough cannot pay with discarded cards instead.
- A winner who cannot pay and has no cards loses nothing; the auction restarts without them.
  If every player is out of a card's auction, the card is discarded.
- Discards are face up; cards that were seen joining a collection (taken from the centre,
  won at auction) stay publicly known until they leave it; all collections are shown at
  the end.
"""

from __future__ import annotations

from typing import ClassVar

from ...engine import FINISHED, Action, GameState, Message, Move, Rng, Term, message, move_in
from ...engine.events import EventLog, event_view
from . import playout
from .actions import Bid, Discard, Pass, PayGold, PickCard, Place, Take, UseKing
from .data import (
    GOLD,
    GOLD_CARD_COPIES,
    HIGHEST_TITLE,
    KIND,
    KING,
    LOWEST_TITLE,
    OFFICE_OF,
    REMOVAL,
    START_PRIMARY,
    VALUE,
    game_cards,
    gold_card,
    offices_in_play,
    sort_cards,
    turn_cards,
)
from .heuristics import Estimate, gold_payment
from .scoring import breakdown, final_points, secondary_value
from .scoring import winners as winning_seats

# Stages: who decides what. REVEAL is passed through automatically.
PLACE, TAKE, REVEAL, BID, PAY, LOSE, OVER = "place", "take", "reveal", "bid", "pay", "lose", "over"
#: Not a stage: the moves of a King card being used, which interrupts any stage.
USING_KING = "king"
PILES = ("own", "centre", "favour")
#: King card uses the search's tree tries: the best for the user by the heuristic's judgement
#: of its own view. With all of up to 10 uses, each got about 30 of the 300 iterations, too
#: few to tell them apart (two searches of one position agreed on 5 of 10 sampled King
#: uses). Three keeps the heuristic's choice and two alternatives; it was not tuned.
KING_BRANCHES = 3
#: How an auction winner pays: gold cards by value, or one discarded card per point.
PAY_GOLD, PAY_CARDS = "gold", "cards"
#: Re-deals of a paying winner's unseen cards tried before one is built to cover the debt.
PAYABLE_TRIES = 20


def _seat(seat: int) -> Term:
    return Term("seat", seat)


def _card(card: str) -> Term:
    return Term("fortheking.card", card)


def _is_whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _remove_one(cards: list, card) -> None:
    """Remove one copy of ``card`` if present (a publicly seen card leaving a collection)."""
    if card in cards:
        cards.remove(card)


def _without(cards, removed) -> list:
    rest = list(cards)
    for card in removed:
        rest.remove(card)
    return rest


class ForTheKingState(GameState):
    """A game in progress. The stage says who decides what; ``king`` (a King card being
    used) interrupts any stage, which then carries on. ``log`` holds the public events in
    order, as tuples (see :data:`LOG_FIELDS`)."""

    def __init__(self, players: int, seed: int, options: dict):
        super().__init__(players, seed, options)
        self.offices = offices_in_play(players)
        self.primary = {office: START_PRIMARY for office in self.offices}
        deck = game_cards(players)
        gold_each, unseen = REMOVAL[players]
        #: The gold cards removed by value (public); then some cards are removed unseen.
        self.set_aside = [gold_card(value) for value in GOLD_CARD_COPIES for _ in range(gold_each)]
        deck = _without(deck, self.set_aside)
        self.rng.shuffle(deck)
        # A shorter game (option): the bottom of the deck is removed unseen too.
        kept = min(len(deck) - unseen, options["draft_turns"] * turn_cards(players))
        self.removed = deck[: len(deck) - kept]
        self.deck = deck[len(deck) - kept :]
        self.discard: list[str] = []
        self.collections: list[list[str]] = [[] for _ in range(players)]
        #: The part of each collection every player saw joining it (a sub-multiset).
        self.seen: list[list[str]] = [[] for _ in range(players)]
        self.centre: list[str] = []
        #: (card, seat that placed it), face down.
        self.favour: list[tuple[str, int]] = []
        self.advisor = self.choose_first_player()
        self.drawn: str | None = None
        self.own_placed = False
        self.favour_placed = False
        self.taker = 0
        #: The King card being used: (seat, card, changes left, offices already changed).
        self.king: tuple[int, str, int, tuple[str, ...]] | None = None
        self.stage = PLACE
        self.opener = 0
        self.lot: str | None = None
        self.high_bid = 0
        self.high_bidder: int | None = None
        self.bidder = 0
        self.passed: list[int] = []
        self.excluded: list[int] = []
        self.pay_method = PAY_GOLD
        self.owed = 0
        self.log = EventLog()
        self._settle()

    # -- protocol ---------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.king is not None:
            return self.king[0]
        stage = self.stage
        if stage == PLACE:
            return self.advisor
        if stage == TAKE:
            return self.taker
        if stage == BID:
            return self.bidder
        if stage == PAY:
            return self.high_bidder
        if stage == LOSE:
            return self._next(self.high_bidder)
        return None

    def legal_actions(self) -> list[Action]:
        if self.king is not None:
            return self._king_uses()
        stage = self.stage
        if stage == PLACE:
            return [Place(pile) for pile in PILES if self._room(pile)]
        if stage == TAKE:
            return [Take(card) for card in sort_cards(set(self.centre))]
        if stage == BID:
            lowest = self.high_bid + 1
            highest = max(lowest, self._capacity(self.bidder))
            return [Pass(), *(Bid(amount) for amount in range(lowest, highest + 1))]
        if stage == PAY:
            held = sort_cards(set(self.collections[self.high_bidder]))
            if self.pay_method == PAY_GOLD:
                return [PayGold(VALUE[card]) for card in held if KIND[card] == GOLD]
            return [Discard(card) for card in held]
        if stage == LOSE:
            return [PickCard(i) for i in range(len(self.collections[self.high_bidder]))]
        return []

    def is_legal(self, action: Action) -> bool:
        return self._refusal(action) is None

    def explain_refusal(self, action: Action) -> Message:
        return self._refusal(action) or super().explain_refusal(action)

    def _perform(self, action: Action) -> None:
        MOVES[self._move_phase()][type(action)].perform(self, action)
        self._settle()

    def playout_action(self, rng: Rng) -> Action:
        """A search play-out's move: greedy by card worth with a little randomness
        (``playout``). Uniformly random play-outs bid whatever they can pay, which teaches
        the search to hoard gold and overpay; sane bids also end play-outs sooner."""
        if self.king is not None:
            return playout.use_king(self, rng)
        return _PLAYOUT[self.stage](self, rng)

    #: Play-out moves before the search scores the position (``estimated_returns``): about
    #: three draft turns. Against 3 heuristic bots (24 games each, so only roughly) 0, 10
    #: and 60 moves won less often (6, 17, 17 %) than 30 (27 %); 60 also doubles the cost.
    #: Re-measured with the open-loop tree (80 games each, the same seeds): 15 moves 36.9 %,
    #: 30 moves 33.8 %, 60 moves 33.1 %; with paired root moves 15 fell to 31.7 %, so 30.
    playout_horizon: ClassVar[int | None] = 30

    #: A decision here offers two to four moves (pass or raise, three piles, the centre's
    #: cards), and which cards were dealt where decides far more than the gap between them.
    #: Against 3 heuristic bots (4 players, normal level), paired root moves won 42.5 % and
    #: 36.5 % of two seeds' games (80 and 200), where unpaired the search won 33.8 % and
    #: 35.0 % of the same games; with a third seed, 40.1 % (35.8-44.6 %) of 480 games. A
    #: move also costs less: a clone per root move instead of a re-deal per play-out.
    pairs_root_moves: ClassVar[bool] = True

    def estimated_returns(self) -> list[float]:
        """Expected returns from expected points (``playout``): steadier than one random
        finish, whose luck swamps the small gaps between a search's moves."""
        return playout.estimated_returns(self)

    def search_actions(self) -> list[Action]:
        """The moves worth a branch of the search's tree, from the mover's knowledge only:
        bids as pass or the minimum raise (larger steps only pay more against bidders who
        raise while a lot is worth its price, and spread a small search thin); the few King
        uses the heuristic judges best (``KING_BRANCHES``); gold paid with least waste (the
        other coins only lose more); of cards to discard, the lowest of each office and the
        lowest gold (likewise); one blind pick (positions are alike)."""
        stage = self.stage
        if self.king is not None:
            return self._promising_king_uses()
        if stage == BID:
            return [Pass(), Bid(self.high_bid + 1)]
        if stage == LOSE:
            return [PickCard(0)]
        if stage != PAY:
            return self.legal_actions()
        collection = self.collections[self.high_bidder]
        if self.pay_method == PAY_GOLD:
            held = [VALUE[card] for card in collection if KIND[card] == GOLD]
            return [PayGold(gold_payment(held, self.owed))]
        cheapest = {}
        for card in collection:
            group = OFFICE_OF[card] or KIND[card]
            if group not in cheapest or VALUE[card] < VALUE[cheapest[group]]:
                cheapest[group] = card
        return [Discard(card) for card in sort_cards(cheapest.values())]

    def _promising_king_uses(self) -> list[Action]:
        """The ``KING_BRANCHES`` uses of the King card best for its user, judged as the
        heuristic bot would from the user's view, in legal order."""
        uses = self._king_uses()
        if len(uses) <= KING_BRANCHES:
            return uses
        seat = self.king[0]
        estimate = Estimate(self.observe(seat), seat)
        ranked = sorted(
            uses, key=lambda use: estimate.after_title_move(use.office, use.step), reverse=True
        )
        best = set(ranked[:KING_BRANCHES])
        return [use for use in uses if use in best]

    def scores(self) -> list[int]:
        return final_points(self.collections, self.primary)[0]

    def winners(self) -> list[int]:
        return winning_seats(*final_points(self.collections, self.primary))

    # -- rules --------------------------------------------------------------------------------
    def _next(self, seat: int) -> int:
        return (seat + 1) % self.players

    def _room(self, pile: str) -> bool:
        if pile == "own":
            return not self.own_placed
        if pile == "favour":
            return not self.favour_placed
        return len(self.centre) < self.players

    def _capacity(self, seat: int) -> int:
        """The most ``seat`` could pay for the current lot (in gold or in cards)."""
        method = self._pay_method(seat)
        cards = self.collections[seat]
        if method == PAY_GOLD:
            return sum(VALUE[card] for card in cards if KIND[card] == GOLD)
        return len(cards)

    def _pay_method(self, seat: int) -> str:
        """Gold cards pay for office and King cards; a gold card, or anything for a player
        holding no gold, is paid with one discarded card per point."""
        if KIND[self.lot] == GOLD:
            return PAY_CARDS
        if any(KIND[card] == GOLD for card in self.collections[seat]):
            return PAY_GOLD
        return PAY_CARDS

    def _king_uses(self) -> list[Action]:
        changed = self.king[3]
        return [
            UseKing(office, step)
            for office in self.offices
            if office not in changed
            for step in (1, -1)
            if LOWEST_TITLE <= self.primary[office] + step <= HIGHEST_TITLE
        ]

    def _gain(self, seat: int, card: str, seen: bool) -> None:
        """``seat`` gains ``card``: a King card is used at once, anything else is kept."""
        if KIND[card] == KING:
            self.king = (seat, card, VALUE[card], ())
            return
        self.collections[seat].append(card)
        if seen:
            self.seen[seat].append(card)

    def _lose(self, seat: int, card: str) -> None:
        self.collections[seat].remove(card)
        _remove_one(self.seen[seat], card)
        self.discard.append(card)

    def _settle(self) -> None:
        """Carry out the automatic steps (draw, hand over the last centre card, reveal the
        next favour card) until a player must decide or the game is over."""
        while self.king is None:
            stage = self.stage
            if stage == PLACE:
                if self.drawn is not None:
                    return
                if self._turn_complete():
                    self.stage = TAKE
                    self.taker = self._next(self.advisor)
                else:
                    self.drawn = self.deck.pop()
                    return
            elif stage == TAKE:
                if len(self.centre) > 1:
                    return
                if self.centre:
                    card = self.centre.pop()
                    self.log.append(("take", self.advisor, card))
                    self._gain(self.advisor, card, seen=True)
                else:
                    self._end_draft_turn()
            elif stage == REVEAL:
                if not self.favour:
                    self._finish()
                    return
                self.lot = self.favour.pop()[0]
                self.log.append(("lot", self.lot))
                self.excluded = []
                self._open_bidding()
            else:
                return

    def _turn_complete(self) -> bool:
        full = self.own_placed and self.favour_placed and len(self.centre) == self.players
        return full or not self.deck

    def _end_draft_turn(self) -> None:
        if self.deck:
            self.advisor = self._next(self.advisor)
            self.own_placed = self.favour_placed = False
            self.stage = PLACE
        else:
            self.opener = self._next(self.advisor)
            self.rng.shuffle(self.favour)
            self.stage = REVEAL

    def _open_bidding(self) -> None:
        self.high_bid = 0
        self.high_bidder = None
        self.passed = []
        self._call_bidder(self.opener)

    def _call_bidder(self, start: int) -> None:
        """Give the turn to the first player still in the auction from ``start`` on; the high
        bidder comes round again only when everyone else has passed, and then wins."""
        seat = start
        for _ in range(self.players):
            if seat not in self.excluded and seat not in self.passed:
                break
            seat = self._next(seat)
        else:
            self.log.append(("unsold", self.lot))
            self.discard.append(self.lot)
            self.lot = None
            self.stage = REVEAL
            return
        if seat == self.high_bidder:
            self._close_auction()
        else:
            self.bidder = seat
            self.stage = BID

    def _close_auction(self) -> None:
        winner = self.high_bidder
        if self._capacity(winner) >= self.high_bid:
            self.pay_method = self._pay_method(winner)
            self.owed = self.high_bid
            self.stage = PAY
            return
        self.log.append(("failed", winner, self.high_bid))
        if self.collections[winner]:
            self.rng.shuffle(self.collections[winner])
            self.stage = LOSE
        else:
            self._reopen_without(winner)

    def _reopen_without(self, seat: int) -> None:
        self.excluded.append(seat)
        self._open_bidding()

    def _award(self) -> None:
        card, self.lot = self.lot, None
        self.log.append(("won", self.high_bidder, card, self.high_bid))
        self.stage = REVEAL
        self._gain(self.high_bidder, card, seen=True)

    def _finish(self) -> None:
        self.log.append(("over",))
        self.stage = OVER
        self.seen = [list(cards) for cards in self.collections]

    # -- actions --------------------------------------------------------------------------
    def _do_place(self, action: Place) -> None:
        card, self.drawn = self.drawn, None
        shown = card if action.pile == "centre" else None
        self.log.append(("place", self.advisor, action.pile, shown))
        if action.pile == "own":
            self.own_placed = True
            self._gain(self.advisor, card, seen=False)
        elif action.pile == "favour":
            self.favour_placed = True
            self.favour.append((card, self.advisor))
        else:
            self.centre.append(card)

    def _do_take(self, action: Take) -> None:
        self.centre.remove(action.card)
        taker = self.taker
        self.log.append(("take", taker, action.card))
        self.taker = self._next(taker)
        self._gain(taker, action.card, seen=True)

    def _do_use_king(self, action: UseKing) -> None:
        seat, card, left, changed = self.king
        self.log.append(("king", seat, card, action.office, action.step))
        self.primary[action.office] += action.step
        if left > 1:
            self.king = (seat, card, left - 1, (*changed, action.office))
        else:
            self.king = None
            self.discard.append(card)

    def _do_bid(self, action: Bid) -> None:
        self.log.append(("bid", self.bidder, action.amount))
        self.high_bid = action.amount
        self.high_bidder = self.bidder
        self._call_bidder(self._next(self.bidder))

    def _do_pass(self, action: Pass) -> None:
        self.log.append(("pass", self.bidder))
        self.passed.append(self.bidder)
        self._call_bidder(self._next(self.bidder))

    def _do_pay_gold(self, action: PayGold) -> None:
        self.log.append(("pay_gold", self.high_bidder, action.value))
        self._lose(self.high_bidder, gold_card(action.value))
        self.owed -= action.value
        if self.owed <= 0:
            self._award()

    def _do_discard(self, action: Discard) -> None:
        self.log.append(("discard", self.high_bidder, action.card))
        self._lose(self.high_bidder, action.card)
        self.owed -= 1
        if self.owed == 0:
            self._award()

    def _do_pick(self, action: PickCard) -> None:
        loser = self.high_bidder
        card = self.collections[loser][action.position]
        self.log.append(("pick", self.to_move, loser, card))
        self._lose(loser, card)
        self._reopen_without(loser)

    # -- refusals -------------------------------------------------------------------------
    def _refusal(self, action) -> Message | None:
        """Why ``action`` is refused now, or None if it is legal."""
        move = move_in(MOVES, self._move_phase(), action)
        if move is None:
            return self._phase_prompt()
        return move.refuse(self, action)

    def _move_phase(self) -> str:
        """The phase whose moves may be played: a King card being used interrupts any
        stage."""
        return USING_KING if self.king is not None else self.stage

    def _phase_prompt(self) -> Message:
        if self.king is not None:
            seat, card = self.king[0], self.king[1]
            return message("fortheking.error.use_king_first", seat=_seat(seat), card=_card(card))
        stage = self.stage
        if stage == PLACE:
            return Message("fortheking.error.placing")
        if stage == TAKE:
            return message("fortheking.error.taking", seat=_seat(self.taker))
        if stage == BID:
            return message("fortheking.error.bidding", card=_card(self.lot), bid=self.high_bid)
        if stage == PAY:
            return message(
                "fortheking.error.paying", seat=_seat(self.high_bidder), card=_card(self.lot)
            )
        if stage == LOSE:
            return message(
                "fortheking.error.losing",
                picker=_seat(self.to_move),
                loser=_seat(self.high_bidder),
            )
        return Message("engine.game_over")

    def _refuse_king(self, action: UseKing) -> Message | None:
        card, changed = self.king[1], self.king[3]
        office = Term("fortheking.office", action.office)
        if action.office not in self.primary:
            return message("fortheking.error.no_such_office", office=office)
        if not _is_whole(action.step) or action.step not in (1, -1):
            return Message("fortheking.error.king_step")
        if action.office in changed:
            return message("fortheking.error.office_changed", card=_card(card), office=office)
        value = self.primary[action.office] + action.step
        if not LOWEST_TITLE <= value <= HIGHEST_TITLE:
            return message(
                "fortheking.error.title_bounds",
                office=office,
                title=self.primary[action.office],
                lowest=LOWEST_TITLE,
                highest=HIGHEST_TITLE,
            )
        return None

    def _refuse_place(self, action: Place) -> Message | None:
        if action.pile not in PILES:
            return Message("fortheking.error.no_such_pile")
        if action.pile == "own" and self.own_placed:
            return Message("fortheking.error.own_pile_used")
        if action.pile == "favour" and self.favour_placed:
            return Message("fortheking.error.favour_pile_used")
        if action.pile == "centre" and not self._room("centre"):
            return message("fortheking.error.centre_full", players=self.players)
        return None

    def _refuse_take(self, action: Take) -> Message | None:
        if action.card not in self.centre:
            return message(
                "fortheking.error.not_in_centre",
                card=_card(action.card),
                centre=tuple(_card(card) for card in sort_cards(self.centre)),
            )
        return None

    def _refuse_bid(self, action: Bid) -> Message | None:
        lowest = self.high_bid + 1
        if not _is_whole(action.amount) or action.amount < lowest:
            return message("fortheking.error.bid_too_low", bid=self.high_bid, lowest=lowest)
        capacity = self._capacity(self.bidder)
        if action.amount > max(lowest, capacity):
            return message(
                "fortheking.error.bid_too_high",
                capacity=capacity,
                card=_card(self.lot),
                lowest=lowest,
            )
        return None

    def _refuse_pass(self, action: Pass) -> Message | None:
        return None

    def _refuse_pay_gold(self, action: PayGold) -> Message | None:
        if self.pay_method != PAY_GOLD:
            return message("fortheking.error.pay_with_cards", count=self.owed, card=_card(self.lot))
        held = self.collections[self.high_bidder]
        if not _is_whole(action.value) or gold_card(action.value) not in held:
            return message("fortheking.error.no_card", card=_card(gold_card(action.value)))
        return None

    def _refuse_discard(self, action: Discard) -> Message | None:
        if self.pay_method != PAY_CARDS:
            return message("fortheking.error.pay_with_gold", card=_card(self.lot), owed=self.owed)
        if action.card not in self.collections[self.high_bidder]:
            return message("fortheking.error.no_card", card=_card(action.card))
        return None

    def _refuse_pick(self, action: PickCard) -> Message | None:
        size = len(self.collections[self.high_bidder])
        if not _is_whole(action.position) or not 0 <= action.position < size:
            return message(
                "fortheking.error.pick_position",
                count=size,
                seat=_seat(self.high_bidder),
                last=size - 1,
            )
        return None

    def progress(self) -> Message:
        if self.stage == OVER:
            return FINISHED
        if self.stage in (PLACE, TAKE):
            return message("fortheking.progress.draft", count=len(self.deck))
        left = len(self.favour) + (self.lot is not None)
        return message("fortheking.progress.auction", count=left)

    # -- views ------------------------------------------------------------------------------
    def observe(self, seat: int | None) -> dict:
        over = self.stage == OVER
        view = {
            "game": "fortheking",
            "players": self.players,
            "seat": seat,
            "phase": self.stage,
            "to_move": self.to_move,
            "advisor": self.advisor,
            "titles": {
                office: {
                    "primary": value,
                    "secondary": secondary_value(value) if self.players > 2 else None,
                }
                for office, value in self.primary.items()
            },
            "deck": len(self.deck),
            "removed": len(self.removed),
            "set_aside": list(self.set_aside),
            "card_drawn": self.drawn is not None,
            "placed": {
                "own": self.own_placed,
                "centre": len(self.centre),
                "favour": self.favour_placed,
            },
            "centre": list(self.centre),
            "favour_pile": len(self.favour),
            "collection_sizes": [len(cards) for cards in self.collections],
            "collections_seen": [sort_cards(cards) for cards in self.seen],
            "discard": list(self.discard),
            "king": None,
            "auction": None,
            "scores": self.scores() if over else None,
            "winners": self.winners() if over else None,
            "scoring": breakdown(self.collections, self.primary) if over else None,
            "log": [event_view(entry, LOG_FIELDS) for entry in self.log],
        }
        if self.king is not None:
            holder, card, left, changed = self.king
            view["king"] = {
                "seat": holder,
                "card": card,
                "changes_left": left,
                "changed": list(changed),
            }
        if seat is not None:
            view["you"] = {
                "seat": seat,
                "collection": sort_cards(self.collections[seat]),
                "drawn": self.drawn if seat == self.advisor else None,
                "favour_remembered": sort_cards(card for card, by in self.favour if by == seat),
            }
        if self.lot is not None:
            view["auction"] = {
                "card": self.lot,
                "opener": self.opener,
                "high_bid": self.high_bid,
                "high_bidder": self.high_bidder,
                "passed": list(self.passed),
                "excluded": list(self.excluded),
                "paying": self.stage == PAY,
                "pay_with": self.pay_method if self.stage == PAY else None,
                "owed": self.owed if self.stage == PAY else None,
                "failed": self.stage == LOSE,
            }
        return view

    def reshuffle_unseen(self, rng: Rng) -> None:
        """Re-deal the deck and the cards removed unseen at the start, as one pile."""
        pile = self.deck + self.removed
        rng.shuffle(pile)
        self.deck, self.removed = pile[: len(self.deck)], pile[len(self.deck) :]

    def sample_hidden(self, seat: int, rng: Rng) -> ForTheKingState:
        """Re-deal what ``seat`` cannot know: the deck, the unseen removed cards, a card the
        advisor drew, favour cards others placed, the unseen part of others' collections
        (never a King card: those are used at once) and every face-down order."""
        copy = self.clone()
        copy.determinised = True
        copy.rng = rng.fork()
        hidden_drawn = copy.drawn is not None and seat != copy.advisor
        hidden_favour = [i for i, (_, by) in enumerate(copy.favour) if by != seat]
        others = [other for other in range(copy.players) if other != seat]
        secrets = {other: _without(copy.collections[other], copy.seen[other]) for other in others}
        unseen = copy.deck + copy.removed + [copy.favour[i][0] for i in hidden_favour]
        if hidden_drawn:
            unseen.append(copy.drawn)
        for cards in secrets.values():
            unseen += cards
        rng.shuffle(unseen)
        keepable = [card for card in unseen if KIND[card] != KING]
        rest = [card for card in unseen if KIND[card] == KING]
        payer = copy.high_bidder if copy.stage == PAY and copy.high_bidder != seat else None
        # The payer first, while the pool still holds every unseen card that could pay.
        for other in sorted(others, key=lambda other: other != payer):
            count = len(secrets[other])
            if other == payer:
                share, keepable = copy._payable_share(count, keepable, rng)
            else:
                share, keepable = keepable[:count], keepable[count:]
            copy.collections[other] = copy.seen[other] + share
        rest += keepable
        rng.shuffle(rest)
        copy.deck, rest = rest[: len(copy.deck)], rest[len(copy.deck) :]
        copy.removed, rest = rest[: len(copy.removed)], rest[len(copy.removed) :]
        for i in hidden_favour:
            copy.favour[i] = (rest.pop(), copy.favour[i][1])
        if hidden_drawn:
            copy.drawn = rest.pop()
        rng.shuffle(copy.favour)
        for cards in copy.collections:
            rng.shuffle(cards)
        return copy

    def _payable_share(self, count: int, pool: list[str], rng: Rng) -> tuple[list, list]:
        """``count`` cards of the shuffled ``pool`` for the unseen part of the paying auction
        winner's collection, and the rest of the pool. Everyone knows a winner who is paying
        can pay (or the stage would be a loss): with gold covering what is still owed, or,
        paying with cards for an office or King card, holding no gold at all. A re-deal that
        broke this would leave the payer with no legal move."""
        seen = self.seen[self.high_bidder]
        if self.pay_method == PAY_CARDS:
            if KIND[self.lot] == GOLD:
                return pool[:count], pool[count:]
            share = [card for card in pool if KIND[card] != GOLD][:count]
            return share, _without(pool, share)
        needed = self.owed - sum(VALUE[card] for card in seen if KIND[card] == GOLD)
        for _ in range(PAYABLE_TRIES):
            share = pool[:count]
            if sum(VALUE[card] for card in share if KIND[card] == GOLD) >= needed:
                return share, pool[count:]
            rng.shuffle(pool)
        # Rarely needed (few unseen cards, much owed): the highest gold first covers it in
        # the fewest cards (the true collection shows some share does), then any cards.
        share = []
        for card in sorted(pool, key=lambda card: -VALUE[card] if KIND[card] == GOLD else 0):
            if needed <= 0 or KIND[card] != GOLD:
                break
            share.append(card)
            needed -= VALUE[card]
        share += _without(pool, share)[: count - len(share)]
        return share, _without(pool, share)


#: The public log's events: type -> the names of the values logged after it. A card placed
#: into the advisor's own pile or onto the favour pile is not named (``card`` is None).
LOG_FIELDS = {
    "place": ("seat", "pile", "card"),
    "take": ("seat", "card"),
    "king": ("seat", "card", "office", "step"),
    "lot": ("card",),
    "bid": ("seat", "amount"),
    "pass": ("seat",),
    "pay_gold": ("seat", "value"),
    "discard": ("seat", "card"),
    "won": ("seat", "card", "price"),
    "failed": ("seat", "bid"),
    "pick": ("seat", "loser", "card"),
    "unsold": ("card",),
    "over": (),
}

#: The moves of each phase (see :mod:`kingmakers.engine.moves`).
MOVES = {
    PLACE: {Place: Move(ForTheKingState._refuse_place, ForTheKingState._do_place)},
    TAKE: {Take: Move(ForTheKingState._refuse_take, ForTheKingState._do_take)},
    BID: {
        Bid: Move(ForTheKingState._refuse_bid, ForTheKingState._do_bid),
        Pass: Move(ForTheKingState._refuse_pass, ForTheKingState._do_pass),
    },
    PAY: {
        PayGold: Move(ForTheKingState._refuse_pay_gold, ForTheKingState._do_pay_gold),
        Discard: Move(ForTheKingState._refuse_discard, ForTheKingState._do_discard),
    },
    LOSE: {PickCard: Move(ForTheKingState._refuse_pick, ForTheKingState._do_pick)},
    USING_KING: {UseKing: Move(ForTheKingState._refuse_king, ForTheKingState._do_use_king)},
}

_PLAYOUT = {
    PLACE: playout.place,
    TAKE: playout.take,
    BID: playout.bid,
    PAY: playout.pay,
    LOSE: playout.pick,
}
