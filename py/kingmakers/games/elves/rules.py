"""King of the Elves rules: ``docs/rules/elves.md``, every ruling included.

Action vocabulary (see :mod:`.actions`; a village is named by ``principality`` and ``slot``):

Planning, one action per turn, clockwise from the first player:

- ``PlayVillage(terrain, principality)`` — a village card from hand into a principality.
- ``Search()`` — show the hand; then ``TakeVillage(terrain)`` from the pile searched, then
  (if any other card is left in hand) one ``Discard(card)``; the draw pile is reshuffled.
- ``DrawThree()`` — draw 3 cards; then four ``Discard(card)`` steps (all cards if fewer).
- ``Buy()`` — the top card of the draw pile, for 1, 2, then 3 gold set aside.
- ``PlaySpecial(card, principality, slot)`` — a gold card, thief, fallen tree or water
  monster onto a village, with one of the player's markers.
- ``RemoveVillage(slot)`` — from one's own principality, with its special cards.
- ``Pass()`` — planning ends when every player has passed in succession.

Travel, one trip per player, clockwise from the first player, as a sequence of steps:

- ``Travel(card)`` — on to the next village on the route, paying travel cards of one kind.
- ``Escort()`` — for the principality the next village lies in.
- ``Turnaround()`` — travel the other way round the ring.
- ``Teleport(principality, slot)`` — teleport variant; then four ``Discard(card)`` steps of
  travel cards, and the traveller lands there.
- ``Stop()`` — the trip ends (a trip that cannot go on still ends with ``Stop``).

The rulings this engine adds to the rules file's own are in :data:`RULINGS`, for the in-app
rules text. Every gold movement is public, so a player's exact gold can be worked out from the
table: views show everyone's (a ruling), and determinisations keep it.
"""

from __future__ import annotations

from collections import Counter

from ...engine import FINISHED, GameState, Message, Move, Rng, Term, message, move_in
from ...engine.events import EventLog, event_view
from .actions import (
    Buy,
    Discard,
    DrawThree,
    Escort,
    Pass,
    PlaySpecial,
    PlayVillage,
    RemoveVillage,
    Search,
    Stop,
    TakeVillage,
    Teleport,
    Travel,
    Turnaround,
)
from .data import (
    ALL_VILLAGES_BONUS,
    BUY_PRICES,
    CARDS,
    DECK,
    DRAW_COUNT,
    DRAW_DISCARD_COUNT,
    ESCORT,
    FIRST_DEAL,
    GOLD_CARD,
    LATER_DEAL,
    MARKERS,
    PLANNING_SPECIALS,
    REMOVE_SPECIAL_COST,
    REMOVE_VILLAGE_COST,
    SPECIAL_SLOTS,
    START_GOLD,
    TELEPORT_CARDS,
    TELEPORT_GOLD,
    TERRAINS,
    THIEF,
    THIEF_TOLL,
    TRAVEL_COST,
    TRAVEL_KINDS,
    TURNAROUND,
    VILLAGE_VALUE,
    WATER_MONSTER,
    capacity_for,
    obstacle_for,
    rounds_for,
)
from .heuristics import search_trip_moves

PLANNING = "planning"
DRAWING = "drawing"  # discarding after Draw 3
SEARCHING = "searching"  # taking the village found
SEARCH_DISCARD = "search_discard"
TRAVEL = "travel"
TELEPORTING = "teleporting"  # discarding travel cards to pay a teleport
OVER = "over"

#: Decisions beyond ``docs/rules/elves.md``, worded for players.
RULINGS: tuple[str, ...] = (
    "Cards are dealt one at a time, clockwise from the first player. When both the draw pile "
    "and the discard pile are empty, a deal or a draw gives no more cards, and no card can "
    "be bought.",
    "Draw 3, discard 4: with fewer than 4 cards in hand after drawing, all of them are discarded.",
    "The village card taken in a search is shown, like the rest of the hand.",
    "A player without a village in their principality may pass only when they can do nothing else.",
    "A trip starts at the castle, outside every principality, so an escort may be played "
    "for one's own principality. An escort protects in the principality it was played for; "
    "it is discarded when the traveller arrives anywhere else, plays another escort or ends "
    "the trip. No escort is played for the principality the escort in play already protects.",
    "Every change of gold is public, so every player's exact gold is shown to all.",
    "A turnaround may be played more than once in a trip, one card each time.",
    "Teleport: only the seven kinds of travel cards pay for it, it cannot land on the village "
    "the traveller stands on, and an escort in play stays only if it lands in the escort's "
    "principality.",
)

#: Chance that a search play-out passes in planning when it may.
PLAYOUT_PASS = 0.9
#: Chance that a play-out travels by a random kind rather than the cheapest.
PLAYOUT_RANDOM_KIND = 0.1

#: What a move made out of turn is told, by phase.
_PHASE_PROMPTS = {
    PLANNING: "elves.error.planning",
    DRAWING: "elves.error.drawing",
    SEARCHING: "elves.error.searching",
    SEARCH_DISCARD: "elves.error.search_discard",
    TRAVEL: "elves.error.travel",
    TELEPORTING: "elves.error.teleporting",
}

#: By terrain: (travel kind, cards needed) for every kind that reaches it, in card order.
_KIND_COSTS = {
    terrain: tuple(
        (kind, costs[terrain]) for kind, costs in TRAVEL_COST.items() if terrain in costs
    )
    for terrain in TERRAINS
}


def _is_index(value, size: int) -> bool:
    return type(value) is int and 0 <= value < size


def _is_village(card) -> bool:
    return card in VILLAGE_VALUE


def _add(cards: dict, card: str, count: int = 1) -> None:
    cards[card] = cards.get(card, 0) + count


def _remove(cards: dict, card: str, count: int = 1) -> None:
    """Take ``count`` copies of ``card`` out of a multiset that holds them (no zero entries)."""
    left = cards[card] - count
    if left:
        cards[card] = left
    else:
        del cards[card]


def _in_card_order(cards: dict) -> dict:
    return {card: cards[card] for card in CARDS if card in cards}


class ElvesState(GameState):
    """A game of King of the Elves.

    Hands are multisets ``{card: count}``; the draw pile is a list whose end is its top.
    ``table[seat]`` is that seat's principality, villages in visiting order, each a dict
    ``{"terrain", "gold", "thief", "obstacle"}`` whose special slots hold the seat of the
    marker on the card there, or None. ``shown[seat]`` is the part of a hand everyone has
    seen (after a search). ``bank`` is the gold paid into the bank minus the gold paid out,
    so the players' gold, the purchase money set aside and ``bank`` always sum to the gold
    dealt at the start. ``log`` holds the public events in order, as tuples (see
    :data:`LOG_FIELDS`).
    """

    def __init__(self, players: int, seed: int, options: dict):
        super().__init__(players, seed, options)
        self.rounds = rounds_for(players)
        self.capacity = capacity_for(players)
        self.round = 1
        self.first_player = self.choose_first_player()
        self.current = self.first_player
        self.phase = PLANNING
        self.passes = 0
        self.pending_discards = 0
        self.draw_pile = [card for card in CARDS for _ in range(DECK[card])]
        self.rng.shuffle(self.draw_pile)
        self.discard_pile: list[str] = []
        self.hands: list[dict[str, int]] = [{} for _ in range(players)]
        self.shown: list[dict[str, int]] = [{} for _ in range(players)]
        self.table: list[list[dict]] = [[] for _ in range(players)]
        self.gold = [START_GOLD] * players
        self.set_aside = [0] * players
        self.buys = [0] * players
        self.bank = 0
        self.gold_by_round: list[list[int]] = []
        self.arranged = False
        self.log = EventLog()
        self._reset_trip()
        self._start_round()

    # -- setup and rounds -----------------------------------------------------------------------
    def _start_round(self) -> None:
        self.log.append(("round", self.round, self.first_player))
        self.phase = PLANNING
        self.current = self.first_player
        self.passes = 0
        self.buys = [0] * self.players
        count = FIRST_DEAL if self.round == 1 else LATER_DEAL
        for _ in range(count):
            for seat in self._clockwise_from(self.first_player):
                card = self._draw()
                if card is None:
                    return
                _add(self.hands[seat], card)

    def _clockwise_from(self, seat: int) -> list[int]:
        return [(seat + step) % self.players for step in range(self.players)]

    def _draw(self) -> str | None:
        """The top card of the draw pile, reshuffling the discards into it when it is empty."""
        pile = self.draw_pile
        if not pile:
            if not self.discard_pile:
                return None
            pile, self.draw_pile, self.discard_pile = self.discard_pile, self.discard_pile, []
            self._shuffle_draw_pile()
        if self.determinised:
            # Lazily shuffled (see _shuffle_draw_pile): draw a card at random.
            index = self.rng.below(len(pile))
            pile[index], pile[-1] = pile[-1], pile[index]
        return pile.pop()

    def _shuffle_draw_pile(self) -> None:
        """Shuffle the draw pile. A determinisation (a search's play-out) draws its cards at
        random from the pile instead, the same deal for a fraction of the random numbers."""
        if not self.determinised:
            self.rng.shuffle(self.draw_pile)

    def _end_round(self) -> None:
        self.log.append(("round_end", self.round))
        for principality in self.table:
            for village in principality:
                self.discard_pile.extend(village_cards(village))
        self.table = [[] for _ in range(self.players)]
        self.gold_by_round.append(list(self.gold))
        if self.round == self.rounds:
            self.phase = OVER
            return
        self.draw_pile.extend(self.discard_pile)
        self.discard_pile = []
        self._shuffle_draw_pile()
        self.round += 1
        self.first_player = (self.first_player + 1) % self.players
        self._start_round()

    def arrange(
        self,
        table: list,
        hands: list,
        gold: list | None = None,
        first_player: int = 0,
        phase: str = PLANNING,
        round_number: int = 1,
        draw: list | None = None,
        discard: list | None = None,
    ) -> None:
        """Lay out a position by hand, for tests and tutorials.

        ``table[seat]`` lists that principality's villages as dicts ``{"terrain": ...,
        "gold"/"thief"/"obstacle": marker's seat}`` (missing specials are None);
        ``hands[seat]`` and the piles are lists of card ids (``draw`` top last); ``gold``
        is 7 each by default. Cards the description leaves out go to the pile not given (the
        draw pile, shuffled, when neither is). Round ``round_number`` starts its ``phase``
        (planning or travel) with ``first_player``. No seed and log lead to such a
        position, so it cannot be saved.
        """
        if phase not in (PLANNING, TRAVEL):
            raise ValueError(f"a position starts in planning or travel, not {phase!r}")
        self.table = [
            [
                {
                    "terrain": village["terrain"],
                    **{slot: village.get(slot) for slot in SPECIAL_SLOTS},
                }
                for village in principality
            ]
            for principality in table
        ]
        self.hands = [dict(Counter(hand)) for hand in hands]
        given = [
            card
            for principality in self.table
            for village in principality
            for card in village_cards(village)
        ]
        given += [card for pile in (*hands, draw or (), discard or ()) for card in pile]
        rest = Counter(DECK)
        rest.subtract(given)
        if any(count < 0 for count in rest.values()):
            raise ValueError("the position uses more copies of a card than the game has")
        rest_cards = [card for card in CARDS for _ in range(rest[card])]
        if draw is None:
            self.rng.shuffle(rest_cards)
            draw, rest_cards = rest_cards, []
        if discard is None:
            discard, rest_cards = rest_cards, []
        if rest_cards:
            raise ValueError("with both piles given, every card must be placed")
        self.draw_pile, self.discard_pile = list(draw), list(discard)
        self.shown = [{} for _ in range(self.players)]
        self.log = EventLog()
        self.gold = list(gold) if gold is not None else [START_GOLD] * self.players
        self.bank = START_GOLD * self.players - sum(self.gold)
        self.round = round_number
        self.first_player = self.current = first_player
        self.arranged = True
        if phase == TRAVEL:
            self._begin_travel()

    def to_json(self) -> dict:
        self._check_not_arranged()
        return super().to_json()

    def replay(self, count: int) -> ElvesState:
        self._check_not_arranged()
        return super().replay(count)

    def _check_not_arranged(self) -> None:
        if self.arranged:
            raise RuntimeError(
                "an arranged position has no seed and log behind it to save or replay"
            )

    # -- protocol -------------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.current

    def legal_actions(self) -> list:
        actions = self._generate()
        if self.phase == PLANNING and (self.table[self.current] or not actions):
            actions.append(Pass())
        return actions

    def is_legal(self, action) -> bool:
        return self._refusal(action) is None

    def explain_refusal(self, action) -> Message:
        return self._refusal(action) or super().explain_refusal(action)

    def _allowed(self) -> list:
        """The legal actions other than passing."""
        return self._generate()

    def _allowed_by_refusals(self) -> list:
        """:meth:`_allowed` the slow way, every candidate through the refusals (for tests:
        :meth:`_generate` must give exactly this list)."""
        return [action for action in self._candidates() if self._refusal(action) is None]

    # -- legal moves, generated directly (the refusals below state the same rules) -------------
    def _generate(self) -> list:
        """The legal actions other than passing, in the order of :meth:`_candidates`."""
        phase, seat = self.phase, self.current
        hand = self.hands[seat]
        if phase == TRAVEL:
            return self._travel_actions()
        if phase == PLANNING:
            return self._planning_actions()
        if phase == DRAWING:
            return [Discard(card) for card in CARDS if card in hand]
        if phase == SEARCH_DISCARD:
            return [Discard(card) for card in CARDS if card in hand and card not in VILLAGE_VALUE]
        if phase == TELEPORTING:
            return [Discard(card) for card in TRAVEL_KINDS if card in hand]
        if phase == SEARCHING:
            pile = self._search_pile()
            return [TakeVillage(terrain) for terrain in TERRAINS if terrain in pile]
        return []

    def _planning_actions(self) -> list:
        seat, players, table = self.current, self.players, self.table
        hand = self.hands[seat]
        capacity = self.capacity
        actions = []
        villages_in_hand = [terrain for terrain in TERRAINS if terrain in hand]
        if villages_in_hand:
            open_ = [owner for owner in range(players) if len(table[owner]) < capacity]
            actions.extend(
                PlayVillage(terrain, owner) for terrain in villages_in_hand for owner in open_
            )
        elif not table[seat] and self._search_pile() is not None:
            actions.append(Search())
        if hand:
            actions.append(DrawThree())
        bought = self.buys[seat]
        if (
            bought < len(BUY_PRICES)
            and self.gold[seat] >= BUY_PRICES[bought]
            and (self.draw_pile or self.discard_pile)
        ):
            actions.append(Buy())
        specials = [card for card in PLANNING_SPECIALS if card in hand]
        if specials and self.markers_left(seat):
            for card in specials:
                slot = PLANNING_SPECIALS[card]
                obstacle = slot == "obstacle"
                for owner in range(players):
                    for index, village in enumerate(table[owner]):
                        if village[slot] is None and (
                            not obstacle or obstacle_for(village["terrain"]) == card
                        ):
                            actions.append(PlaySpecial(card, owner, index))
        gold = self.gold[seat]
        actions.extend(
            RemoveVillage(index)
            for index, village in enumerate(table[seat])
            if gold >= removal_cost(village)
        )
        return actions

    def _travel_actions(self) -> list:
        seat = self.current
        hand = self.hands[seat]
        target = self.next_village()
        actions = self._travel_moves(target) if target is not None else []
        if (
            ESCORT in hand
            and target is not None
            and (self.position is None or target[0] != self.position[0])
            and self.escort != target[0]
        ):
            actions.append(Escort())
        visited_own = self._visited_own()
        if TURNAROUND in hand and visited_own:
            actions.append(Turnaround())
        if (
            self.options["teleport"]
            and visited_own
            and self.gold[seat] >= TELEPORT_GOLD
            and sum(hand.get(kind, 0) for kind in TRAVEL_KINDS) >= TELEPORT_CARDS
        ):
            gold = self.gold[seat] - TELEPORT_GOLD
            for owner in self._clockwise_from(seat):
                for index, village in enumerate(self.table[owner]):
                    if (owner, index) == self.position:
                        continue
                    if (
                        gold < THIEF_TOLL
                        and village["thief"] not in (None, seat)
                        and self.escort != owner
                    ):
                        continue
                    actions.append(Teleport(owner, index))
        actions.append(Stop())
        return actions

    def _travel_moves(self, target: tuple) -> list:
        """The ``Travel`` actions that can reach ``target``, the next village."""
        return [Travel(kind) for kind, _ in self._travel_options(target)]

    def _travel_options(self, target: tuple) -> list:
        """(kind, cards it takes) for every travel kind that can reach ``target`` now."""
        seat = self.current
        hand = self.hands[seat]
        village = self.table[target[0]][target[1]]
        protected = self.escort == target[0]
        if not protected and village["thief"] not in (None, seat) and self.gold[seat] < THIEF_TOLL:
            return []
        extra = 0 if protected or village["obstacle"] in (None, seat) else 1
        terrain = village["terrain"]
        return [
            (kind, count + extra)
            for kind, count in _KIND_COSTS[terrain]
            if hand.get(kind, 0) >= count + extra
        ]

    def _candidates(self) -> list:
        """Every action of the phase that names something that exists; the rules filter them."""
        seat, hand = self.current, self.hands[self.current]
        if self.phase in (DRAWING, SEARCH_DISCARD, TELEPORTING):
            return [Discard(card) for card in CARDS if card in hand]
        if self.phase == SEARCHING:
            return [TakeVillage(terrain) for terrain in TERRAINS]
        villages = [
            (owner, slot) for owner in range(self.players) for slot in range(len(self.table[owner]))
        ]
        if self.phase == PLANNING:
            return [
                *(
                    PlayVillage(terrain, owner)
                    for terrain in TERRAINS
                    if terrain in hand
                    for owner in range(self.players)
                ),
                Search(),
                DrawThree(),
                Buy(),
                *(
                    PlaySpecial(card, owner, slot)
                    for card in PLANNING_SPECIALS
                    if card in hand
                    for owner, slot in villages
                ),
                *(RemoveVillage(slot) for slot in range(len(self.table[seat]))),
            ]
        if self.phase == TRAVEL:
            return [
                *(Travel(kind) for kind in TRAVEL_KINDS if kind in hand),
                Escort(),
                Turnaround(),
                *(Teleport(owner, slot) for owner, slot in self._route()),
                Stop(),
            ]
        return []

    # -- refusals: None when legal, else the reason ----------------------------------------------
    def _refusal(self, action) -> Message | None:
        if self.phase == OVER:
            return Message("engine.game_over")
        move = move_in(MOVES, self.phase, action)
        if move is None:
            return self._prompt()
        return move.refuse(self, action)

    def _prompt(self) -> Message:
        """What the player to move has to do now, for moves made out of turn."""
        key = _PHASE_PROMPTS[self.phase]
        if self.phase in (DRAWING, TELEPORTING):
            return message(key, count=self.pending_discards)
        return Message(key)

    def _hand_refusal(self, card) -> Message | None:
        if card not in CARDS:
            return message("elves.error.no_such_card", card=repr(card))
        if card not in self.hands[self.current]:
            return message("elves.error.not_in_hand", card=Term("elves.card", card))
        return None

    def _village_refusal(self, owner, slot) -> Message | None:
        if not _is_index(owner, self.players) or not _is_index(slot, len(self.table[owner])):
            return Message("elves.error.no_such_village")
        return None

    def _refuse_village(self, action: PlayVillage) -> Message | None:
        if not _is_village(action.terrain):
            return message("elves.error.not_a_village", card=Term("elves.a_card", action.terrain))
        if refusal := self._hand_refusal(action.terrain):
            return refusal
        if not _is_index(action.principality, self.players):
            return message(
                "elves.error.no_such_principality", principality=repr(action.principality)
            )
        if len(self.table[action.principality]) >= self.capacity:
            return message(
                "elves.error.principality_full",
                count=self.capacity,
                owner=Term("seat", action.principality),
                capacity=self.capacity,
            )
        return None

    def _refuse_search(self, action: Search) -> Message | None:
        seat = self.current
        if self.table[seat]:
            return Message("elves.error.search_with_village")
        if any(_is_village(card) for card in self.hands[seat]):
            return Message("elves.error.search_village_in_hand")
        if self._search_pile() is None:
            return Message("elves.error.search_nothing_left")
        return None

    def _search_pile(self) -> list[str] | None:
        """The pile a search takes its village from: the draw pile, else the discards."""
        for pile in (self.draw_pile, self.discard_pile):
            if any(_is_village(card) for card in pile):
                return pile
        return None

    def _refuse_take(self, action: TakeVillage) -> Message | None:
        if not _is_village(action.terrain) or action.terrain not in self._search_pile():
            searched = self._search_pile() is self.draw_pile
            key = "elves.error.not_in_draw_pile" if searched else "elves.error.not_in_discard_pile"
            return message(key, card=Term("elves.card", action.terrain))
        return None

    def _refuse_draw(self, action: DrawThree) -> Message | None:
        if not self.hands[self.current]:
            return Message("elves.error.draw_empty_hand")
        return None

    def _refuse_discard(self, action: Discard) -> Message | None:
        if refusal := self._hand_refusal(action.card):
            return refusal
        if self.phase == SEARCH_DISCARD and _is_village(action.card):
            return Message("elves.error.keep_found_village")
        if self.phase == TELEPORTING and action.card not in TRAVEL_COST:
            return message(
                "elves.error.teleport_pays_travel", card=Term("elves.a_card", action.card)
            )
        return None

    def _refuse_buy(self, action: Buy) -> Message | None:
        seat = self.current
        if self.buys[seat] == len(BUY_PRICES):
            return message("elves.error.buy_limit", count=len(BUY_PRICES))
        price = BUY_PRICES[self.buys[seat]]
        if self.gold[seat] < price:
            return message("elves.error.buy_price", price=price, gold=self.gold[seat])
        if not self.draw_pile and not self.discard_pile:
            return Message("elves.error.nothing_to_buy")
        return None

    def _refuse_special(self, action: PlaySpecial) -> Message | None:
        card = Term("elves.a_card", action.card)
        if action.card not in PLANNING_SPECIALS:
            return message("elves.error.not_for_villages", card=card)
        if refusal := self._hand_refusal(action.card):
            return refusal
        if self.markers_left(self.current) == 0:
            return message("elves.error.no_markers", count=MARKERS)
        if refusal := self._village_refusal(action.principality, action.slot):
            return refusal
        village = self.table[action.principality][action.slot]
        slot = PLANNING_SPECIALS[action.card]
        if slot == "obstacle" and obstacle_for(village["terrain"]) != action.card:
            water = action.card == WATER_MONSTER
            key = "elves.error.water_obstacle" if water else "elves.error.land_obstacle"
            return message(key, card=card)
        if village[slot] is not None:
            if slot == "obstacle":
                return Message("elves.error.has_obstacle")
            return message("elves.error.has_special", card=card)
        return None

    def _refuse_remove(self, action: RemoveVillage) -> Message | None:
        seat = self.current
        if not _is_index(action.slot, len(self.table[seat])):
            return Message("elves.error.no_own_village")
        cost = removal_cost(self.table[seat][action.slot])
        if self.gold[seat] < cost:
            return message(
                "elves.error.removal_cost",
                cost=cost,
                village_cost=REMOVE_VILLAGE_COST,
                special_cost=REMOVE_SPECIAL_COST,
                gold=self.gold[seat],
            )
        return None

    def _refuse_pass(self, action: Pass) -> Message | None:
        if not self.table[self.current] and self._allowed():
            return Message("elves.error.pass_without_village")
        return None

    def _refuse_travel(self, action: Travel) -> Message | None:
        if action.card not in TRAVEL_COST:
            return message("elves.error.not_travel_card", card=Term("elves.a_card", action.card))
        target = self.next_village()
        if target is None:
            return Message("elves.error.nowhere_to_go")
        terrain = self.table[target[0]][target[1]]["terrain"]
        if terrain not in TRAVEL_COST[action.card]:
            return message(
                "elves.error.cannot_reach",
                card=Term("elves.a_card", action.card),
                village=Term("elves.a_card", terrain),
            )
        need = self.travel_cost(action.card, target)
        have = self.hands[self.current].get(action.card, 0)
        if have < need:
            obstacle = self._obstacle_applies(target)
            return message(
                "elves.error.travel_cards_obstacle" if obstacle else "elves.error.travel_cards",
                count=need,
                village=Term("elves.card", terrain),
                card=Term("elves.card", action.card),
                held=have,
            )
        return self._thief_refusal(target, self.gold[self.current])

    def _thief_refusal(self, target: tuple, gold: int) -> Message | None:
        if self._thief_applies(target) and gold < THIEF_TOLL:
            return message("elves.error.thief", toll=THIEF_TOLL, gold=gold)
        return None

    def _refuse_escort(self, action: Escort) -> Message | None:
        if ESCORT not in self.hands[self.current]:
            return Message("elves.error.no_escort")
        target = self.next_village()
        if target is None:
            return Message("elves.error.nowhere_to_go")
        if self.position is not None and target[0] == self.position[0]:
            return Message("elves.error.escort_same_principality")
        if self.escort == target[0]:
            return message("elves.error.escort_in_play", owner=Term("seat", target[0]))
        return None

    def _refuse_turnaround(self, action: Turnaround) -> Message | None:
        if TURNAROUND not in self.hands[self.current]:
            return Message("elves.error.no_turnaround")
        if not self._visited_own():
            return Message("elves.error.turnaround_too_early")
        return None

    def _refuse_teleport(self, action: Teleport) -> Message | None:
        seat = self.current
        if not self.options["teleport"]:
            return Message("elves.error.no_teleport")
        if not self._visited_own():
            return Message("elves.error.teleport_too_early")
        if self.gold[seat] < TELEPORT_GOLD:
            return message("elves.error.teleport_gold", cost=TELEPORT_GOLD, gold=self.gold[seat])
        travel_cards = sum(self.hands[seat].get(kind, 0) for kind in TRAVEL_KINDS)
        if travel_cards < TELEPORT_CARDS:
            return message("elves.error.teleport_cards", count=TELEPORT_CARDS, held=travel_cards)
        if refusal := self._village_refusal(action.principality, action.slot):
            return refusal
        target = (action.principality, action.slot)
        if target == self.position:
            return Message("elves.error.already_there")
        return self._thief_refusal(target, self.gold[seat] - TELEPORT_GOLD)

    def _refuse_stop(self, action: Stop) -> Message | None:
        return None

    # -- table queries ------------------------------------------------------------------------
    def markers_left(self, seat: int) -> int:
        placed = sum(
            (village["gold"] == seat) + (village["thief"] == seat) + (village["obstacle"] == seat)
            for principality in self.table
            for village in principality
        )
        return MARKERS - placed

    def _route(self) -> list[tuple[int, int]]:
        """Every village in the traveller's visiting order: own first, then clockwise."""
        return [
            (owner, slot)
            for owner in self._clockwise_from(self.current)
            for slot in range(len(self.table[owner]))
        ]

    def next_village(self) -> tuple[int, int] | None:
        """The village the trip goes to next (the route is a ring), or None if there is none:
        the neighbour of ``position`` on :meth:`_route` in the direction of ``heading``."""
        table, players, position = self.table, self.players, self.position
        if position is None:
            owner = self.current
            for _ in range(players):
                if table[owner]:
                    return (owner, 0)
                owner = (owner + 1) % players
            return None
        owner, slot = position
        if self.heading > 0:
            if slot + 1 < len(table[owner]):
                return (owner, slot + 1)
            for _ in range(players):
                owner = (owner + 1) % players
                if table[owner]:
                    return (owner, 0)
        else:
            if slot > 0:
                return (owner, slot - 1)
            for _ in range(players):
                owner = (owner - 1) % players
                if table[owner]:
                    return (owner, len(table[owner]) - 1)
        return None  # pragma: no cover - the position itself is on the route

    def _visited_own(self) -> bool:
        return any(owner == self.current for owner, _ in self.path)

    def _protected(self, target: tuple) -> bool:
        """Whether the traveller's escort covers the principality of ``target``."""
        return self.escort == target[0]

    def _obstacle_applies(self, target: tuple) -> bool:
        owner = self.table[target[0]][target[1]]["obstacle"]
        return owner is not None and owner != self.current and not self._protected(target)

    def _thief_applies(self, target: tuple) -> bool:
        owner = self.table[target[0]][target[1]]["thief"]
        return owner is not None and owner != self.current and not self._protected(target)

    def travel_cost(self, kind: str, target: tuple) -> int:
        terrain = self.table[target[0]][target[1]]["terrain"]
        return TRAVEL_COST[kind][terrain] + self._obstacle_applies(target)

    # -- moves --------------------------------------------------------------------------------
    def _perform(self, action) -> None:
        MOVES[self.phase][type(action)].perform(self, action)

    def _discard_from_hand(self, card: str, count: int = 1) -> None:
        self._play_from_hand(card, count)
        self.discard_pile.extend([card] * count)

    def _play_from_hand(self, card: str, count: int = 1) -> None:
        """Cards leave the hand in view of all: what was known of the hand shrinks with them."""
        seat = self.current
        _remove(self.hands[seat], card, count)
        known = self.shown[seat].get(card, 0)
        if known:
            _remove(self.shown[seat], card, min(count, known))

    def _end_turn(self) -> None:
        self.phase = PLANNING
        self.passes = 0
        self.current = (self.current + 1) % self.players

    def _do_village(self, action: PlayVillage) -> None:
        self.log.append(("village", self.current, action.terrain, action.principality))
        self._play_from_hand(action.terrain)
        village = {"terrain": action.terrain, **dict.fromkeys(SPECIAL_SLOTS)}
        self.table[action.principality].append(village)
        self._end_turn()

    def _do_search(self, action: Search) -> None:
        hand = self.hands[self.current]
        shown = tuple(card for card in CARDS if card in hand for _ in range(hand[card]))
        self.log.append(("search", self.current, shown))
        self.shown[self.current] = dict(hand)
        self.phase = SEARCHING

    def _do_take(self, action: TakeVillage) -> None:
        self.log.append(("take", self.current, action.terrain))
        self._search_pile().remove(action.terrain)
        _add(self.hands[self.current], action.terrain)
        _add(self.shown[self.current], action.terrain)
        if sum(self.hands[self.current].values()) > 1:
            self.phase = SEARCH_DISCARD
        else:
            self._finish_search()

    def _finish_search(self) -> None:
        self._shuffle_draw_pile()
        self._end_turn()

    def _do_draw(self, action: DrawThree) -> None:
        hand = self.hands[self.current]
        drawn = 0
        for _ in range(DRAW_COUNT):
            card = self._draw()
            if card is None:
                break
            _add(hand, card)
            drawn += 1
        self.log.append(("draw", self.current, drawn))
        self.pending_discards = min(DRAW_DISCARD_COUNT, sum(hand.values()))
        self.phase = DRAWING

    def _do_discard(self, action: Discard) -> None:
        self.log.append(("discard", self.current, action.card))
        self._discard_from_hand(action.card)
        if self.phase == SEARCH_DISCARD:
            self._finish_search()
            return
        self.pending_discards -= 1
        if self.pending_discards:
            return
        if self.phase == DRAWING:
            self._end_turn()
        else:
            self.phase = TRAVEL
            target, self.teleport_target = self.teleport_target, None
            self._arrive(target)

    def _do_buy(self, action: Buy) -> None:
        seat = self.current
        price = BUY_PRICES[self.buys[seat]]
        self.log.append(("buy", seat, price))
        self.gold[seat] -= price
        self.set_aside[seat] += price
        self.buys[seat] += 1
        _add(self.hands[seat], self._draw())
        self._end_turn()

    def _do_special(self, action: PlaySpecial) -> None:
        self.log.append(("special", self.current, action.card, action.principality, action.slot))
        self._play_from_hand(action.card)
        self.table[action.principality][action.slot][PLANNING_SPECIALS[action.card]] = self.current
        self._end_turn()

    def _do_remove(self, action: RemoveVillage) -> None:
        seat = self.current
        village = self.table[seat].pop(action.slot)
        cost = removal_cost(village)
        self.log.append(("remove", seat, action.slot, village["terrain"], cost))
        self.gold[seat] -= cost
        self.bank += cost
        self.discard_pile.extend(village_cards(village))
        self._end_turn()

    def _do_pass(self, action: Pass) -> None:
        self.log.append(("pass", self.current))
        self.passes += 1
        if self.passes < self.players:
            self.current = (self.current + 1) % self.players
            return
        for seat in range(self.players):
            self.bank += self.set_aside[seat]
            self.set_aside[seat] = 0
        self._begin_travel()

    def _begin_travel(self) -> None:
        self.phase = TRAVEL
        self.current = self.first_player
        self._reset_trip()

    def _reset_trip(self) -> None:
        self.position: tuple[int, int] | None = None
        self.heading = 1
        self.path: list[tuple[int, int]] = []
        self.escort: int | None = None
        self.bonus_paid = False
        self.trip_gold = 0
        self.teleport_target: tuple[int, int] | None = None

    def _do_travel(self, action: Travel) -> None:
        target = self.next_village()
        cost = self.travel_cost(action.card, target)
        self.log.append(("travel", self.current, action.card, cost, *target))
        self._discard_from_hand(action.card, cost)
        self._arrive(target)

    def _arrive(self, target: tuple[int, int]) -> None:
        """The traveller enters a village: escort, thief, the village's gold, the bonus."""
        seat = self.current
        if self.escort is not None and not self._protected(target):
            self._drop_escort()
        village = self.table[target[0]][target[1]]
        if self._thief_applies(target):
            self.log.append(("thief", seat, village["thief"], THIEF_TOLL))
            self.gold[seat] -= THIEF_TOLL
            self.gold[village["thief"]] += THIEF_TOLL
            self.trip_gold -= THIEF_TOLL
        value = VILLAGE_VALUE[village["terrain"]] * (2 if village["gold"] == seat else 1)
        self.log.append(("gold", seat, *target, value))
        self._pay_from_bank(value)
        self.position = target
        self.path.append(target)
        if not self.bonus_paid and len(set(self.path)) == sum(map(len, self.table)):
            self.bonus_paid = True
            self.log.append(("bonus", seat, ALL_VILLAGES_BONUS))
            self._pay_from_bank(ALL_VILLAGES_BONUS)

    def _pay_from_bank(self, amount: int) -> None:
        self.gold[self.current] += amount
        self.bank -= amount
        self.trip_gold += amount

    def _drop_escort(self) -> None:
        self.discard_pile.append(ESCORT)
        self.escort = None

    def _do_escort(self, action: Escort) -> None:
        if self.escort is not None:
            self._drop_escort()
        self._play_from_hand(ESCORT)
        self.escort = self.next_village()[0]
        self.log.append(("escort", self.current, self.escort))

    def _do_turnaround(self, action: Turnaround) -> None:
        self.log.append(("turnaround", self.current))
        self._discard_from_hand(TURNAROUND)
        self.heading = -self.heading

    def _do_teleport(self, action: Teleport) -> None:
        self.log.append(("teleport", self.current, action.principality, action.slot, TELEPORT_GOLD))
        self.gold[self.current] -= TELEPORT_GOLD
        self.bank += TELEPORT_GOLD
        self.trip_gold -= TELEPORT_GOLD
        self.teleport_target = (action.principality, action.slot)
        self.pending_discards = TELEPORT_CARDS
        self.phase = TELEPORTING

    def _do_stop(self, action: Stop) -> None:
        self.log.append(("stop", self.current))
        if self.escort is not None:
            self._drop_escort()
        if self.current == (self.first_player - 1) % self.players:
            self._end_round()
            return
        self.current = (self.current + 1) % self.players
        self._reset_trip()

    # -- search -------------------------------------------------------------------------------
    def search_actions(self) -> list:
        """On a trip, the legal moves less those that look broken
        (:func:`.heuristics.search_trip_moves`); otherwise every legal move."""
        actions = self.legal_actions()
        return search_trip_moves(self, actions) if self.phase == TRAVEL else actions

    def playout_action(self, rng: Rng):
        """A search play-out's move, cheap and roughly like real play, so that play-outs are
        short and their gold means something (uniformly random ones wander through hundreds
        of planning moves).

        Planning: a village into one's empty principality, a gold card onto one's own
        village, else mostly pass (sometimes any legal move). On a trip: travel on by the kind
        that costs fewest cards (of two such, the kind held most; now and then any kind),
        else an escort or a turnaround that lets the trip go on, else stop. Randomness only
        from ``rng``.
        """
        phase, seat = self.phase, self.current
        if phase == TRAVEL:
            return self._playout_trip_step(rng)
        if phase == PLANNING:
            hand, own = self.hands[seat], self.table[seat]
            if not own:
                villages = [terrain for terrain in TERRAINS if terrain in hand]
                if villages:
                    return PlayVillage(rng.choice(villages), seat)
            elif GOLD_CARD in hand and self.markers_left(seat):
                free = [slot for slot, village in enumerate(own) if village["gold"] is None]
                if free:
                    return PlaySpecial(GOLD_CARD, seat, rng.choice(free))
            if own and rng.random() < PLAYOUT_PASS:
                return Pass()
        return rng.choice(self.legal_actions())

    def _playout_trip_step(self, rng: Rng):
        target = self.next_village()
        if target is None:
            return Stop()
        options = self._travel_options(target)
        if options:
            if len(options) > 1 and rng.random() < PLAYOUT_RANDOM_KIND:
                return Travel(rng.choice(options)[0])
            hand = self.hands[self.current]
            kind = min(options, key=lambda option: (option[1], -hand[option[0]]))[0]
            return Travel(kind)
        hand = self.hands[self.current]
        if (
            ESCORT in hand
            and self.escort != target[0]
            and (self.position is None or target[0] != self.position[0])
        ):
            escort, self.escort = self.escort, target[0]
            helps = bool(self._travel_options(target))
            self.escort = escort
            if helps:
                return Escort()
        if TURNAROUND in hand and self._visited_own() and self.options_behind():
            return Turnaround()
        return Stop()

    def options_behind(self, escorted: bool = False) -> list:
        """``_travel_options`` to the village behind the traveller, as after a turnaround;
        with ``escorted``, as if an escort were played for that village's principality."""
        self.heading = -self.heading
        back = self.next_village()
        escort = self.escort
        if escorted:
            self.escort = back[0]
        options = self._travel_options(back)
        self.heading, self.escort = -self.heading, escort
        return options

    # -- results ------------------------------------------------------------------------------
    def scores(self) -> list[int]:
        return list(self.gold)

    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        best = max(self.gold)
        return [seat for seat, gold in enumerate(self.gold) if gold == best]

    def progress(self) -> Message:
        if self.phase == OVER:
            return FINISHED
        trips = self.phase in (TRAVEL, TELEPORTING)
        key = "elves.progress.travel" if trips else "elves.progress.planning"
        return message(key, round=self.round, rounds=self.rounds)

    # -- views --------------------------------------------------------------------------------
    def observe(self, seat: int | None) -> dict:
        over = self.phase == OVER
        view = {
            "game": "elves",
            "players": self.players,
            "seat": seat,
            "round": self.round,
            "rounds": self.rounds,
            "first_player": self.first_player,
            "phase": self.phase,
            "to_move": self.to_move,
            "teleport": self.options["teleport"],
            "capacity": self.capacity,
            "passes": self.passes,
            "pending_discards": self.pending_discards,
            "principalities": [
                [
                    {**village, "value": VILLAGE_VALUE[village["terrain"]]}
                    for village in principality
                ]
                for principality in self.table
            ],
            "draw_pile": len(self.draw_pile),
            "discard_pile": _in_card_order(Counter(self.discard_pile)),
            "seats": [
                {
                    "hand_size": sum(self.hands[s].values()),
                    "shown": _in_card_order(self.shown[s]),
                    "gold": self.gold[s],
                    "set_aside": self.set_aside[s],
                    "buys": self.buys[s],
                    "markers_left": self.markers_left(s),
                }
                for s in range(self.players)
            ],
            "trip": self._trip_view() if self.phase in (TRAVEL, TELEPORTING) else None,
            "gold": list(self.gold) if over else None,
            "gold_by_round": [list(row) for row in self.gold_by_round] if over else None,
            "winners": self.winners(),
            "log": [event_view(entry, LOG_FIELDS) for entry in self.log],
        }
        if seat is not None:
            view["you"] = {
                "seat": seat,
                "hand": _in_card_order(self.hands[seat]),
                "gold": self.gold[seat],
            }
            if self.phase == SEARCHING and seat == self.current:
                view["you"]["search_pile"] = _in_card_order(
                    Counter(card for card in self._search_pile() if _is_village(card))
                )
        return view

    def _trip_view(self) -> dict:
        """The trip in progress; for the next village, whether its thief takes the toll and
        its obstacle costs the traveller a card more, or the escort covers it."""

        def place(village):
            return None if village is None else list(village)

        target = self.next_village()
        return {
            "traveller": self.current,
            "position": place(self.position),
            "next": place(target),
            "next_thief": target is not None and self._thief_applies(target),
            "next_obstacle": target is not None and self._obstacle_applies(target),
            "next_escorted": target is not None and self._protected(target),
            "heading": self.heading,
            "path": [list(village) for village in self.path],
            "escort": self.escort,
            "bonus_paid": self.bonus_paid,
            "gold": self.trip_gold,
            "teleport_target": place(self.teleport_target),
        }

    # -- determinisation ----------------------------------------------------------------------
    def reshuffle_unseen(self, rng: Rng) -> None:
        """Shuffle the draw pile: a searcher saw which cards it holds, never their order."""
        rng.shuffle(self.draw_pile)

    def sample_hidden(self, seat: int, rng: Rng) -> ElvesState:
        """Re-deal the draw pile and the unseen part of the other hands (hand sizes kept).

        A searcher has seen the draw pile, so while choosing its village only the order is
        re-dealt (a determinisation draws at random from its pile). The draw pile keeps (or
        keeps lacking) a village card when that decides whether the player to move may
        search.
        """
        state = self.clone()
        state.determinised = True
        state.rng = rng.fork()
        if self.phase == OVER:
            return state
        others = [s for s in range(self.players) if s != seat]
        unseen = {s: Counter(self.hands[s]) - Counter(self.shown[s]) for s in others}
        keep_pile = self.phase == SEARCHING and seat == self.current
        pool = [] if keep_pile else list(self.draw_pile)
        for s in others:
            pool.extend(unseen[s].elements())
        # Sorted first, so that the re-deal depends only on which cards are unseen; then a
        # Fisher-Yates shuffle of just the places the hands take. The rest stays in order:
        # a determinisation draws its cards at random from the pile (see _draw).
        pool.sort()
        dealt = sum(unseen[s].total() for s in others)
        size = len(pool)
        for i in range(size - 1, size - 1 - dealt, -1):
            j = rng.below(i + 1)
            pool[i], pool[j] = pool[j], pool[i]
        parts, start = {}, size - dealt
        for s in others:
            end = start + unseen[s].total()
            parts[s], start = pool[start:end], end
        draw_pile = sorted(self.draw_pile) if keep_pile else pool[: size - dealt]
        if seat == self.current and self.phase == PLANNING and self._may_search(seat):
            _keep_village_presence(draw_pile, parts, self._search_pile() is self.draw_pile, rng)
        for s in others:
            hand = dict(self.shown[s])
            for card in parts[s]:
                _add(hand, card)
            state.hands[s] = hand
        state.draw_pile = draw_pile
        return state

    def _may_search(self, seat: int) -> bool:
        """Whether ``seat``'s search hinges on the piles alone (no village at hand or home)."""
        return not self.table[seat] and not any(_is_village(c) for c in self.hands[seat])


#: The public log's events: type -> the names of the values logged after it. A village is
#: named by ``principality`` and ``slot``; ``cards`` is how many travel cards were paid.
LOG_FIELDS = {
    "round": ("round", "first_player"),
    "village": ("seat", "terrain", "principality"),
    "search": ("seat", "hand"),
    "take": ("seat", "terrain"),
    "draw": ("seat", "count"),
    "discard": ("seat", "card"),
    "buy": ("seat", "price"),
    "special": ("seat", "card", "principality", "slot"),
    "remove": ("seat", "slot", "terrain", "cost"),
    "pass": ("seat",),
    "travel": ("seat", "card", "cards", "principality", "slot"),
    "thief": ("seat", "thief", "gold"),
    "gold": ("seat", "principality", "slot", "gold"),
    "bonus": ("seat", "gold"),
    "escort": ("seat", "principality"),
    "turnaround": ("seat",),
    "teleport": ("seat", "principality", "slot", "cost"),
    "stop": ("seat",),
    "round_end": ("round",),
}


def removal_cost(village: dict) -> int:
    specials = sum(village[slot] is not None for slot in SPECIAL_SLOTS)
    return REMOVE_VILLAGE_COST + REMOVE_SPECIAL_COST * specials


def village_cards(village: dict) -> list[str]:
    """The cards a village on the table is made of: itself and its special cards."""
    cards = [village["terrain"]]
    if village["gold"] is not None:
        cards.append(GOLD_CARD)
    if village["thief"] is not None:
        cards.append(THIEF)
    if village["obstacle"] is not None:
        cards.append(obstacle_for(village["terrain"]))
    return cards


def _keep_village_presence(draw_pile: list, parts: dict, wanted: bool, rng: Rng) -> None:
    """Swap cards between the re-dealt draw pile and hands so that the pile holds a village
    card exactly when ``wanted`` (the truth the player to move can act on)."""
    in_pile = [i for i, card in enumerate(draw_pile) if _is_village(card)]
    if bool(in_pile) == wanted:
        return
    swaps = [
        (s, i)
        for s, part in parts.items()
        for i, card in enumerate(part)
        if _is_village(card) == wanted
    ]
    rng.shuffle(swaps)
    targets = [rng.below(len(draw_pile))] if wanted else in_pile
    for target, (s, i) in zip(targets, swaps, strict=False):
        draw_pile[target], parts[s][i] = parts[s][i], draw_pile[target]


#: The moves of each phase (see :mod:`kingmakers.engine.moves`).
MOVES = {
    PLANNING: {
        PlayVillage: Move(ElvesState._refuse_village, ElvesState._do_village),
        Search: Move(ElvesState._refuse_search, ElvesState._do_search),
        DrawThree: Move(ElvesState._refuse_draw, ElvesState._do_draw),
        Buy: Move(ElvesState._refuse_buy, ElvesState._do_buy),
        PlaySpecial: Move(ElvesState._refuse_special, ElvesState._do_special),
        RemoveVillage: Move(ElvesState._refuse_remove, ElvesState._do_remove),
        Pass: Move(ElvesState._refuse_pass, ElvesState._do_pass),
    },
    DRAWING: {Discard: Move(ElvesState._refuse_discard, ElvesState._do_discard)},
    SEARCHING: {TakeVillage: Move(ElvesState._refuse_take, ElvesState._do_take)},
    SEARCH_DISCARD: {Discard: Move(ElvesState._refuse_discard, ElvesState._do_discard)},
    TRAVEL: {
        Travel: Move(ElvesState._refuse_travel, ElvesState._do_travel),
        Escort: Move(ElvesState._refuse_escort, ElvesState._do_escort),
        Turnaround: Move(ElvesState._refuse_turnaround, ElvesState._do_turnaround),
        Teleport: Move(ElvesState._refuse_teleport, ElvesState._do_teleport),
        Stop: Move(ElvesState._refuse_stop, ElvesState._do_stop),
    },
    TELEPORTING: {Discard: Move(ElvesState._refuse_discard, ElvesState._do_discard)},
}
