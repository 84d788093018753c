"""Viva il Re! components as data: candidates, palace levels, goal cards, per-count tables."""

#: Short id (initial letter) -> full name. Proper nouns: never translated.
CANDIDATES = {
    "A": "Alighiero lo Scudiero",
    "B": "Beatrice l'Incantatrice",
    "C": "Clemente il Sergente",
    "D": "Dario l'Antiquario",
    "E": "Ernesto il duca Onesto",
    "F": "Fiorello Artista del Pennello",
    "G": "Gavino il Paladino",
    "I": "Irina la Contadina",
    "L": "Leonardo Messo Gagliardo",
    "M": "Merlino l'Indovino",
    "N": "Natale Oste Gioviale",
    "O": "Odessa la Contessa",
    "P": "Piero il Cuoco Fiero",
}
CANDIDATE_IDS = tuple(CANDIDATES)

#: Palace levels, bottom (0) to top (6), with the English edition's names.
LEVEL_NAMES = ("Servants", "Craftsmen", "Traders", "Officers", "Dignitaries", "Nobles", "Throne")
SERVANTS, NOBLES, THRONE = 0, 5, 6
#: Levels a candidate may be placed on in phase 1.
PLACEMENT_LEVELS = (1, 2, 3, 4)
#: Levels 1-5 hold at most this many candidates (a privy occupant counts); Servants is unlimited.
LEVEL_CAPACITY = 4
#: Points for a favourite on each level at round end; index 6 is the King.
LEVEL_POINTS = (0, 1, 2, 3, 4, 5, 10)
#: Points for a favourite sitting in the privy when the King is elected.
PRIVY_POINTS = 1
#: Round 3 only: a player who scores 0 scores this instead.
ZERO_ROUND_BONUS = 33
ROUNDS = 3
#: The privy stands beside this level in rounds 1, 2 and 3.
PRIVY_LEVEL_BY_ROUND = (3, 4, 5)
ENVOY_START_SCORE = 20

#: Participants (players, plus the envoy when it votes) -> (NO cards each, candidates each
#: player places). Leftover candidates go to the Servants.
SETUP_BY_PARTICIPANTS = {
    3: (4, 4),
    4: (3, 3),
    5: (2, 2),
    6: (2, 2),
}

#: The 26 goal cards, numbered 1-26, each naming six favourites by initial.
#: Ruling: the printed contents are not in the source. This table is two cyclic families
#: over the 13 candidates: each candidate is on exactly 12 cards (6 of cards 1-13, used
#: alone in the 2-player game) and every pair of candidates shares exactly 5 cards.
GOAL_CARDS = (
    "ABCDFM",
    "BCDEGN",
    "CDEFIO",
    "DEFGLP",
    "AEFGIM",
    "BFGILN",
    "CGILMO",
    "DILMNP",
    "AELMNO",
    "BFMNOP",
    "ACGNOP",
    "ABDIOP",
    "ABCELP",
    "ABDGIO",
    "BCEILP",
    "ACDFLM",
    "BDEGMN",
    "CEFINO",
    "DFGLOP",
    "AEGIMP",
    "ABFILN",
    "BCGLMO",
    "CDIMNP",
    "ADELNO",
    "BEFMOP",
    "ACFGNP",
)
#: Cards 1-13, the 2-player deck.
SHORT_DECK_SIZE = 13


def favourites(card: int) -> str:
    """The six favourites (initials) printed on goal card ``card`` (1-26)."""
    return GOAL_CARDS[card - 1]
