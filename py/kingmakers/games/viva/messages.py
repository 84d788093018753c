"""Viva il Re!'s English for players: refusals, where a game stands, and how English names
the game's terms (a palace level, a candidate)."""

from .data import CANDIDATES, LEVEL_NAMES

MESSAGES = {
    "viva.error.placing": "Candidates are being placed now; climbing starts when all are placed.",
    "viva.error.climbing": "Now a candidate must be moved up one level.",
    "viva.error.voting": "A vote is under way: vote YES or NO on the candidate at the Throne.",
    "viva.error.no_no_cards": "You have no NO cards left this round, so you can only vote YES.",
    "viva.error.no_such_candidate": "There is no candidate called {candidate}.",
    "viva.error.already_placed": "{candidate} is already in the palace.",
    "viva.error.placement_levels": (
        "Candidates are placed on the Craftsmen, Traders, Officers or Dignitaries."
    ),
    "viva.error.level_full": (
        "The {level} are full ({capacity} candidate).",
        "The {level} are full ({capacity} candidates).",
    ),
    "viva.error.voted_down": "{candidate} was voted down and is out of the palace for this round.",
    "viva.error.no_privy": "There is no privy in this game.",
    "viva.error.privy_level": "Only a candidate among the {level} can enter the privy.",
    "viva.error.privy_taken": "The privy is taken by {candidate}.",
    "viva.error.cannot_climb": (
        "{candidate} cannot move up: the {level} are full ({capacity} candidate).",
        "{candidate} cannot move up: the {level} are full ({capacity} candidates).",
    ),
    "viva.progress.round": "Round {round} of {rounds}",
}

#: ``viva.level``: a level 0 (Servants) to 6 (Throne); ``viva.candidate``: an initial.
TERMS = {
    "viva.level": lambda level: LEVEL_NAMES[level],
    "viva.candidate": lambda candidate: CANDIDATES[candidate],
}
