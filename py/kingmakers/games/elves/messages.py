"""King of the Elves' English for players: refusals, where a game stands, and how English
names the game's terms (a card, a card with its article)."""

from .actions import a_card, card_name

MESSAGES = {
    "elves.error.planning": (
        "It is the planning phase: play a card, search, draw, buy, remove a village or pass."
    ),
    "elves.error.drawing": (
        "Discard {count} more card first.",
        "Discard {count} more cards first.",
    ),
    "elves.error.searching": "Take a village card from the pile you are searching first.",
    "elves.error.search_discard": "Discard one card from your hand to finish the search.",
    "elves.error.travel": "It is a trip: travel on, play an escort or a turnaround, or stop.",
    "elves.error.teleporting": (
        "Discard {count} more travel card to pay for the teleport.",
        "Discard {count} more travel cards to pay for the teleport.",
    ),
    "elves.error.no_such_card": "There is no card called {card}.",
    "elves.error.not_in_hand": "You have no {card} in your hand.",
    "elves.error.no_such_village": "There is no such village on the table.",
    "elves.error.not_a_village": "{card} is not a village card.",
    "elves.error.no_such_principality": "There is no principality {principality}.",
    "elves.error.principality_full": (
        "{owner}'s principality already holds {capacity} village.",
        "{owner}'s principality already holds {capacity} villages.",
    ),
    "elves.error.search_with_village": (
        "You can search only while your principality has no village."
    ),
    "elves.error.search_village_in_hand": "You can search only with no village card in your hand.",
    "elves.error.search_nothing_left": (
        "There is no village card left in the draw pile or the discard pile."
    ),
    "elves.error.not_in_draw_pile": "The draw pile holds no {card}.",
    "elves.error.not_in_discard_pile": "The discard pile holds no {card}.",
    "elves.error.draw_empty_hand": (
        "You need at least one card in your hand to draw 3 and discard 4."
    ),
    "elves.error.keep_found_village": (
        "Keep the village you found; discard one of your other cards."
    ),
    "elves.error.teleport_pays_travel": "A teleport is paid with travel cards; {card} is not one.",
    "elves.error.buy_limit": (
        "You have bought {count} card this round, the most allowed.",
        "You have bought {count} cards this round, the most allowed.",
    ),
    "elves.error.buy_price": "Your next card costs {price} gold; you have {gold}.",
    "elves.error.nothing_to_buy": "There are no cards left to buy.",
    "elves.error.not_for_villages": "{card} is not played onto a village.",
    "elves.error.no_markers": (
        "Your {count} marker is on the table until the round ends.",
        "All {count} of your markers are on the table until the round ends.",
    ),
    "elves.error.water_obstacle": "{card} goes only on a river or lake village.",
    "elves.error.land_obstacle": (
        "{card} goes only on a plains, forest, mountain or desert village."
    ),
    "elves.error.has_obstacle": "That village already has an obstacle.",
    "elves.error.has_special": "That village already has {card}.",
    "elves.error.no_own_village": "You have no village there in your principality.",
    "elves.error.removal_cost": (
        "Removing that village costs {cost} gold ({village_cost} for the village, "
        "{special_cost} per special card); you have {gold}."
    ),
    "elves.error.pass_without_village": "You can pass only with a village in your principality.",
    "elves.error.not_travel_card": "{card} is not a travel card.",
    "elves.error.nowhere_to_go": "There is no village to travel to.",
    "elves.error.cannot_reach": "{card} cannot reach {village}.",
    "elves.error.travel_cards": (
        "Reaching that {village} by {card} takes {count} card; you have {held}.",
        "Reaching that {village} by {card} takes {count} cards; you have {held}.",
    ),
    "elves.error.travel_cards_obstacle": (
        "Reaching that {village} by {card} takes {count} card (one more for the obstacle); "
        "you have {held}.",
        "Reaching that {village} by {card} takes {count} cards (one more for the obstacle); "
        "you have {held}.",
    ),
    "elves.error.thief": (
        "A thief takes {toll} gold at that village and you would arrive with {gold}, "
        "so you cannot enter it."
    ),
    "elves.error.no_escort": "You have no escort card.",
    "elves.error.escort_same_principality": (
        "An escort is played on entering a principality; your next village is in the "
        "principality you are in."
    ),
    "elves.error.escort_in_play": (
        "Your escort already protects you in {owner}'s principality; a second one would only "
        "replace it."
    ),
    "elves.error.no_turnaround": "You have no turnaround card.",
    "elves.error.turnaround_too_early": (
        "Play a turnaround only after visiting a village of your own principality."
    ),
    "elves.error.no_teleport": "The teleport variant is not in play.",
    "elves.error.teleport_too_early": (
        "Teleport only after visiting the first village of your own principality."
    ),
    "elves.error.teleport_gold": "A teleport costs {cost} gold; you have {gold}.",
    "elves.error.teleport_cards": (
        "A teleport costs {count} travel card; you have {held}.",
        "A teleport costs {count} travel cards; you have {held}.",
    ),
    "elves.error.already_there": "You are at that village already.",
    "elves.progress.planning": "Round {round} of {rounds}: planning",
    "elves.progress.travel": "Round {round} of {rounds}: trips",
}

#: ``elves.card``: a card id ("forest", "giant_pig", "thief"); ``elves.a_card``: the same,
#: named with its indefinite article.
TERMS = {"elves.card": card_name, "elves.a_card": a_card}
