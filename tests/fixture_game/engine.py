"""High Card: each round every player secretly plays one of their three cards; the highest
card scores its value. A test fixture that has what real games have: hidden hands, rounds
with results, options of every kind and a public log."""

from __future__ import annotations

from dataclasses import dataclass

from kingmakers.engine import (
    FINISHED,
    FIRST_PLAYER,
    Action,
    ActionCodec,
    Game,
    GameState,
    Option,
    Rng,
)
from kingmakers.engine.messages import Message, register_english

CARDS = tuple(range(1, 10))
HAND = 3


@dataclass(frozen=True)
class Play(Action):
    """Play ``card`` face down from the hand."""

    kind = "play"
    card: int


register_english({"fixture.progress.round": "Round {round} of {rounds}"})


class HighCardState(GameState):
    def __init__(self, players: int, seed: int, options: dict):
        super().__init__(players, seed, options)
        self.first_player = self.choose_first_player()
        self.round = 0
        self.totals = [0] * players
        self.results: list[dict] = []
        self.log: list[dict] = []
        self._deal()

    def _deal(self) -> None:
        self.round += 1
        deck = list(CARDS)
        self.rng.shuffle(deck)
        self.hands = [sorted(deck[HAND * s : HAND * s + HAND]) for s in range(self.players)]
        self.played: list[int | None] = [None] * self.players
        self.turn = (self.first_player + self.round - 1) % self.players
        self.log.append({"type": "round", "round": self.round})

    @property
    def to_move(self) -> int | None:
        return None if self.round > self.options["rounds"] else self.turn

    def legal_actions(self) -> list:
        return [] if self.is_over else [Play(card) for card in self.hands[self.turn]]

    def _perform(self, action: Play) -> None:
        seat = self.turn
        self.hands[seat].remove(action.card)
        self.played[seat] = action.card
        self.log.append({"type": "play", "seat": seat})
        if None in self.played:
            self.turn = (seat + 1) % self.players
            return
        best = max(self.played)
        winner = self.played.index(best)
        points = best + (1 if self.options["bonus"] else 0)
        self.totals[winner] += points
        self.results.append(
            {"round": self.round, "cards": list(self.played), "winner": winner, "points": points}
        )
        self.log.append({"type": "win", "seat": winner, "points": points})
        self._deal()

    def progress(self) -> Message:
        if self.is_over:
            return FINISHED
        return Message(
            "fixture.progress.round", {"round": self.round, "rounds": self.options["rounds"]}
        )

    def scores(self) -> list[int]:
        return list(self.totals)

    def winners(self) -> list[int]:
        best = max(self.totals)
        return [seat for seat, total in enumerate(self.totals) if total == best]

    def observe(self, seat: int | None) -> dict:
        view = {
            "game": "fixture",
            "players": self.players,
            "to_move": self.to_move,
            "round": min(self.round, self.options["rounds"]),
            "played": [card is not None for card in self.played],
            "scores": list(self.totals),
            "results": [dict(result) for result in self.results],
            "log": [dict(entry) for entry in self.log],
            "winners": self.winners() if self.is_over else [],
        }
        if seat is not None:
            view["you"] = {
                "seat": seat,
                "hand": list(self.hands[seat]),
                "played": self.played[seat],
            }
        return view

    def sample_hidden(self, seat: int, rng: Rng) -> HighCardState:
        copy = self.clone()
        copy.determinised = True
        copy.rng = rng.fork()
        others = [s for s in range(self.players) if s != seat]
        unseen = [c for c in CARDS if c not in self.hands[seat] and c != self.played[seat]]
        rng.shuffle(unseen)
        for s in others:
            copy.hands[s] = sorted(unseen.pop() for _ in self.hands[s])
            if self.played[s] is not None:
                copy.played[s] = unseen.pop()
        return copy


class HighCardGame(Game):
    id = "fixture"
    title = "High Card"
    min_players = 2
    max_players = 3
    options = (
        Option("rounds", int, 2, "Rounds", choices=(1, 2, 3)),
        Option("bonus", bool, False, "Bonus point for a round's winner"),
        Option("deck", str, "plain", "Deck", choices=("plain", "royal")),
        FIRST_PLAYER,
    )
    state_class = HighCardState
    actions = ActionCodec(Play)


GAME = HighCardGame()
