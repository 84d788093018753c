"""Rules of thumb for Intrighi a corte, shared by the heuristic bot and the search play-outs.

Both ask the same questions — how far is my candidate ahead, how much does a card in a stack
help me, what is a card in hand worth, whom to put a card beside — but from different
sources: the heuristic from its seat's view (estimating unseen stack cards), the play-out
policy from the whole determinised state. Keeping the answers here keeps the two in step.
"""

from __future__ import annotations

from .data import CARD, DECK, STACK, STACK_KEYS


def mean_value(keys) -> float:
    """The mean value of these Sostegno and Abbasso cards (0 for none): what a player counts
    for a stack card it has not seen."""
    return sum(CARD[key].value for key in keys) / len(keys) if keys else 0.0


#: The deck's Sostegno and Abbasso cards, one key per card.
STACK_DECK = tuple(key for key in DECK if key in STACK_KEYS)
#: What a play-out player counts for a stack card it has not seen: the mean of the whole
#: deck's (the heuristic bot takes the mean of the ones it has not seen).
UNSEEN_STACK_VALUE = mean_value(STACK_DECK)


def margin(totals, mine: int) -> float:
    """How far candidate ``mine`` leads the strongest other one (negative when behind)."""
    return totals[mine] - max(t for c, t in enumerate(totals) if c != mine)


def gain(totals, mine: int, candidate: int, change: float) -> float:
    """How much adding ``change`` to ``candidate``'s total improves the margin of ``mine``."""
    after = list(totals)
    after[candidate] += change
    return margin(after, mine) - margin(totals, mine)


def gains(totals, mine: int, change: float) -> list[float]:
    """:func:`gain` for every candidate at once, in one pass (the play-outs' hot spot)."""
    top = leader(totals, mine)
    best = totals[top]
    second = max(t for c, t in enumerate(totals) if c != mine and c != top)
    return [
        change if c == mine else best - max(t + change, second if c == top else best)
        for c, t in enumerate(totals)
    ]


def best_gain(totals, mine: int, change: float) -> float:
    """``max(gains(totals, mine, change))`` without the list: a helpful card does most in
    ``mine``'s stack, a harmful one in the strongest other's (the play-outs' hot spot)."""
    if change > 0:
        return change
    top = leader(totals, mine)
    best = totals[top]
    second = max(t for c, t in enumerate(totals) if c != mine and c != top)
    return best - max(best + change, second)


def leader(totals, mine: int) -> int:
    """The strongest candidate other than ``mine`` (the lowest index on a tie)."""
    return max((c for c in range(len(totals)) if c != mine), key=totals.__getitem__)


def manipulated_stack_value(value: int) -> float:
    """A Sostegno/Abbasso played under a Manipolazione is placed by the rival: a loss."""
    return -0.5 * abs(value)


def keep_value(key: str, abilities, hand) -> float:
    """How much a card of type ``key`` in a hand of type keys ``hand`` is worth keeping."""
    card = CARD[key]
    if card.kind == STACK:
        return abs(card.value) + 0.5
    if card.needs and card.needs not in abilities and card.needs not in hand:
        return 0.2
    if card.grants:
        return 0.05 if card.grants in abilities else 0.8
    return 0.7


def ability_value(key: str, abilities, hand) -> float:
    """An Abilità card: worth most when it unlocks a card in hand, little when already had."""
    if key in abilities:
        return 0.05
    return 1.6 if any(CARD[k].needs == key for k in hand) else 0.7


def beside_value(
    key: str,
    target_candidate: int | None,
    mine: int,
    rival: int,
    allied: bool,
    intimidated: bool,
    hand_size: int,
) -> float:
    """A card played beside another player whose secret candidate is ``target_candidate``
    (None: unknown). ``rival`` is the strongest other candidate, ``allied`` whether I already
    have an Alleanza there, ``intimidated`` whether an Intimidazione already waits there."""
    if key == "alleanza":
        if allied:
            return 0.1
        if target_candidate is None:
            return 1.2
        if target_candidate == mine:
            return 0.1
        return 3.5 if target_candidate == rival else 1.5
    if key == "corruzione":
        return 0.8 + 0.3 * hand_size
    friendly = target_candidate == mine
    if key == "intimidazione":
        if intimidated:
            return 0.3
        return -1.0 if friendly else (1.0 if target_candidate is None else 1.5)
    # Manipolazione: the target's next Sostegno or Abbasso is ours to place.
    return 0.2 if friendly else (1.2 if target_candidate is None else 1.8)


def tradimento_value(seat: int, ally: int, me: int) -> float:
    """Removing the Alleanza ``ally`` played beside ``seat``: best when it rides my win."""
    if ally == me:
        return -2.0
    return 1.5 if seat == me else 0.4
