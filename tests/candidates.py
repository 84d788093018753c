"""For each game, a broad set of actions to try in a position, legal or not: every action its
vocabulary can name at the table, with field values in range and just out of it. Protocol and
message tests try them all, so that every refusal a game can give is met."""

from __future__ import annotations

from collections.abc import Callable

from kingmakers.engine import Action, GameState
from kingmakers.games.elves import actions as elves
from kingmakers.games.elves.data import CARDS, PLANNING_SPECIALS, TERRAINS, TRAVEL_KINDS
from kingmakers.games.fortheking import actions as fortheking
from kingmakers.games.fortheking.data import CARDS as FORTHEKING_CARDS
from kingmakers.games.fortheking.data import OFFICES
from kingmakers.games.fortheking.rules import PILES
from kingmakers.games.intrighi import actions as intrighi
from kingmakers.games.intrighi.data import CARD_TYPES
from kingmakers.games.viva import actions as viva
from kingmakers.games.viva.data import CANDIDATE_IDS, LEVEL_NAMES

VIVA = (
    [viva.Place(c, level) for c in (*CANDIDATE_IDS, "Z") for level in range(len(LEVEL_NAMES))]
    + [viva.Climb(c) for c in (*CANDIDATE_IDS, "Z")]
    + [viva.EnterPrivy(c) for c in (*CANDIDATE_IDS, "Z")]
    + [viva.Vote(True), viva.Vote(False)]
)

ELVES = [
    *(elves.PlayVillage(t, p) for t in TERRAINS for p in range(-1, 7)),
    elves.Search(),
    elves.DrawThree(),
    elves.Buy(),
    *(elves.TakeVillage(t) for t in TERRAINS),
    *(elves.Discard(c) for c in CARDS),
    *(elves.PlaySpecial(c, p, s) for c in PLANNING_SPECIALS for p in range(6) for s in range(3)),
    *(elves.RemoveVillage(s) for s in range(3)),
    elves.Pass(),
    *(elves.Travel(k) for k in TRAVEL_KINDS),
    elves.Escort(),
    elves.Turnaround(),
    *(elves.Teleport(p, s) for p in range(6) for s in range(3)),
    elves.Stop(),
    elves.PlayVillage("dragon", 0),
    elves.TakeVillage("dragon"),
    elves.Discard("nothing"),
    elves.PlaySpecial("escort", 0, 0),
    elves.Travel("escort"),
    elves.RemoveVillage(-1),
]

FORTHEKING = (
    [fortheking.Place(pile) for pile in (*PILES, "hand")]
    + [fortheking.Take(card) for card in FORTHEKING_CARDS]
    + [fortheking.UseKing(office, step) for office in OFFICES for step in (1, -1, 2)]
    + [fortheking.Bid(amount) for amount in range(-1, 25)]
    + [fortheking.Pass()]
    + [fortheking.PayGold(value) for value in range(5)]
    + [fortheking.Discard(card) for card in FORTHEKING_CARDS]
    + [fortheking.PickCard(position) for position in range(-1, 30)]
)

INTRIGHI_KEYS = [card.key for card in CARD_TYPES] + ["joker"]


def intrighi_actions(state) -> list[Action]:
    seats = range(-1, state.players + 1)
    candidates = range(-1, 6)
    positions = range(-1, max(len(stack) for stack in state.stacks) + 2)
    return [
        intrighi.Pass(),
        *(
            cls(key)
            for cls in (intrighi.PlayStackCard, intrighi.PlayAbility, intrighi.Discard)
            for key in INTRIGHI_KEYS
        ),
        *(intrighi.Place(c, p) for c in candidates for p in positions),
        *(intrighi.PlayBeside(key, s) for key in INTRIGHI_KEYS for s in seats),
        *(intrighi.PlayTradimento(s, a) for s in seats for a in seats),
        *(
            cls(c)
            for cls in (intrighi.PlaySpionaggio, intrighi.PlayScandalo, intrighi.UseSpia)
            for c in candidates
        ),
        *(cls(s) for cls in (intrighi.PlayConfessione, intrighi.UseConfessore) for s in seats),
    ]


#: Game id -> the actions to try in a state of that game.
CANDIDATES: dict[str, Callable[[GameState], list[Action]]] = {
    "viva": lambda state: VIVA,
    "elves": lambda state: ELVES,
    "fortheking": lambda state: FORTHEKING,
    "intrighi": intrighi_actions,
}
