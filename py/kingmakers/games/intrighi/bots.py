"""A heuristic bot for Intrighi a corte.

It backs its secret candidate, attacks the candidate most likely to beat it, and uses what it
has seen: the stack cards it knows (its own placements, Spionaggio, the Spia), the candidates
confessed to it and the cards it knows are gone. It decides from ``observe(seat)`` and the
legal actions only.
"""

from __future__ import annotations

from ...ai.base import Bot
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
from .data import CANDIDATES, CARD, STACK_KEYS
from .heuristics import (
    STACK_DECK,
    ability_value,
    beside_value,
    gain,
    keep_value,
    leader,
    manipulated_stack_value,
    margin,
    mean_value,
    tradimento_value,
)


class Court:
    """What the bot believes about the court, built from its seat's view."""

    def __init__(self, view: dict):
        self.view = view
        self.seat = view["seat"]
        self.mine = CANDIDATES.index(view["candidates"][self.seat])
        self.hand = view["you"]["hand"]
        self.abilities = set(view["abilities"][self.seat])
        self.known_candidates = [
            None if name is None else CANDIDATES.index(name) for name in view["candidates"]
        ]
        self.unknown_value = self._mean_unseen_stack_value()
        self.estimates = [
            sum(CARD[key].value if key else self.unknown_value for key in stack)
            for stack in view["stacks"]
        ]
        self.leader = leader(self.estimates, self.mine)

    def _mean_unseen_stack_value(self) -> float:
        """Expected value of a stack card this seat has not seen."""
        unseen = list(STACK_DECK)
        view = self.view
        seen = [
            *self.hand,
            *view["under_morte"]["known"],
            *(key for stack in view["stacks"] for key in stack if key),
            *(key for cards in view["you"]["seen_in_hands"] for key in cards),
        ]
        if view["placing"] and view["placing"]["card"]:
            seen.append(view["placing"]["card"])
        for key in seen:
            if key in STACK_KEYS:
                unseen.remove(key)
        return mean_value(unseen)

    def margin(self, estimates: list[float]) -> float:
        """How far my candidate leads the strongest other one (negative when behind)."""
        return margin(estimates, self.mine)

    def gain(self, candidate: int, change: float) -> float:
        """How much adding ``change`` to ``candidate`` improves my margin."""
        return gain(self.estimates, self.mine, candidate, change)

    def best_placement_gain(self, key: str) -> float:
        return max(self.gain(c, CARD[key].value) for c in range(len(CANDIDATES)))

    def beside_count(self, seat: int, key: str, by: int | None = None) -> int:
        return sum(
            entry["card"] == key and (by is None or entry["by"] == by)
            for entry in self.view["beside"][seat]
        )

    def candidate_of(self, seat: int) -> int | None:
        return self.known_candidates[seat]


def _score_pass(court: Court, action: Pass) -> float:
    return 0.0


def _score_place(court: Court, action: Place) -> float:
    key = court.view["placing"]["card"]
    value = CARD[key].value
    size = len(court.view["stacks"][action.candidate])
    helps = court.gain(action.candidate, value)
    # The bottom is safe from Scandalo, so a helpful card goes there; a harmful one on top.
    safe = action.position == size if helps > 0 else action.position == 0
    return helps + 0.01 * safe


def _score_play_stack(court: Court, action: PlayStackCard) -> float:
    if court.beside_count(court.seat, "manipolazione"):
        return manipulated_stack_value(CARD[action.card].value)
    return court.best_placement_gain(action.card)


def _score_beside(court: Court, action: PlayBeside) -> float:
    target = action.seat
    return beside_value(
        action.card,
        court.candidate_of(target),
        court.mine,
        court.leader,
        bool(court.beside_count(target, "alleanza", by=court.seat)),
        bool(court.beside_count(target, "intimidazione")),
        court.view["hand_sizes"][target],
    )


def _score_ability(court: Court, action: PlayAbility) -> float:
    return ability_value(action.card, court.abilities, court.hand)


def _score_tradimento(court: Court, action: PlayTradimento) -> float:
    return tradimento_value(action.seat, action.ally, court.seat)


def _score_look(court: Court, action: PlaySpionaggio | UseSpia) -> float:
    unknown = sum(key is None for key in court.view["stacks"][action.candidate])
    weight = 0.35 if action.candidate in (court.mine, court.leader) else 0.15
    return min(1.2, weight * unknown)


def _score_scandalo(court: Court, action: PlayScandalo) -> float:
    top = court.view["stacks"][action.candidate][0]
    value = CARD[top].value if top else court.unknown_value
    return court.gain(action.candidate, -value)


def _score_confession(court: Court, action: PlayConfessione | UseConfessore) -> float:
    return 0.9 if court.candidate_of(action.seat) is None else -0.1


def _score_discard(court: Court, action: Discard) -> float:
    return -keep_value(action.card, court.abilities, court.hand)


_SCORERS = {
    Pass: _score_pass,
    Place: _score_place,
    PlayStackCard: _score_play_stack,
    PlayBeside: _score_beside,
    PlayAbility: _score_ability,
    PlayTradimento: _score_tradimento,
    PlaySpionaggio: _score_look,
    UseSpia: _score_look,
    PlayScandalo: _score_scandalo,
    PlayConfessione: _score_confession,
    UseConfessore: _score_confession,
    Discard: _score_discard,
}


class HeuristicBot(Bot):
    """Scores every legal action with rules of thumb and plays a best one; passing scores 0,
    so it plays a card only when it expects to gain by it."""

    name = "heuristic"

    def choose(self, state):
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        court = Court(state.observe(state.to_move))
        scores = [_SCORERS[type(a)](court, a) for a in actions]
        best = max(scores)
        return self.rng.choice([a for a, s in zip(actions, scores, strict=True) if s == best])
