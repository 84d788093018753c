"""Intrighi a corte's English for players: refusals, where a game stands, and how English
names the game's terms (a card, a candidate, a character)."""

from .data import CANDIDATES, CARD, CHARACTER

MESSAGES = {
    "intrighi.error.placing": (
        "The card just played must be placed first: choose a candidate's stack and a position."
    ),
    "intrighi.error.discarding": (
        "You hold {count} card: discard down to {limit} to end your turn.",
        "You hold {count} cards: discard down to {limit} to end your turn.",
    ),
    "intrighi.error.playing": (
        "Now is the play step: play a card, use your character's power or play nothing. "
        "There is no card to place, and you discard only cards over your hand limit, "
        "after playing."
    ),
    "intrighi.error.no_such_card": "There is no card called {card}.",
    "intrighi.error.not_stack_card": "{card} is not a Sostegno or Abbasso card.",
    "intrighi.error.not_beside_card": (
        "{card} is not a card played beside another player (Alleanza, Corruzione, "
        "Intimidazione, Manipolazione)."
    ),
    "intrighi.error.not_ability_card": "{card} is not an Abilità card.",
    "intrighi.error.not_in_hand": "You have no {card} in your hand.",
    "intrighi.error.no_such_player": "There is no player {number} at this table.",
    "intrighi.error.card_on_self": "{card} must target another player, not yourself.",
    "intrighi.error.power_on_self": "The {character} must target another player, not yourself.",
    "intrighi.error.no_such_candidate": "There is no candidate {candidate}; choose 0–{last}.",
    "intrighi.error.empty_stack": "{candidate}'s stack is empty.",
    "intrighi.error.position": (
        "{candidate}'s stack has {count} card: choose a position from 0 (top) to {count} (bottom).",
        "{candidate}'s stack has {count} cards: choose a position from 0 (top) to {count} "
        "(bottom).",
    ),
    "intrighi.error.needs_ability": (
        "{card} needs {ability}: neither your character nor an Abilità card gives it to you."
    ),
    "intrighi.error.no_alleanza": "There is no Alleanza of {ally} beside {seat}.",
    "intrighi.error.not_your_power": "Only the {character} has that power.",
    "intrighi.progress.turn": (
        "Turn {turn}, {count} draw left",
        "Turn {turn}, {count} draws left",
    ),
}

#: ``intrighi.card``: a card type key ("sostegno2"); ``intrighi.candidate``: a candidate's
#: index (0 Aurelio ... 4 Ettore); ``intrighi.character``: a character key ("spia").
TERMS = {
    "intrighi.card": lambda key: CARD[key].name,
    "intrighi.candidate": lambda index: CANDIDATES[index],
    "intrighi.character": lambda key: CHARACTER[key].name,
}
