"""For the King's English for players: refusals, where a game stands, and how English names
the game's terms (a card, an office)."""

MESSAGES = {
    "fortheking.error.use_king_first": (
        "First {seat} must use the {card}: raise or lower an office's primary title by 1."
    ),
    "fortheking.error.placing": (
        "The advisor must first place the card they drew: into their own pile, the centre "
        "or the favour pile."
    ),
    "fortheking.error.taking": "The centre cards are being shared: {seat} takes one.",
    "fortheking.error.bidding": "The {card} is being auctioned: bid more than {bid} or pass.",
    "fortheking.error.paying": "{seat} must now pay for the {card}.",
    "fortheking.error.losing": (
        "{picker} must pick one of {loser}'s face-down cards to be discarded."
    ),
    "fortheking.error.no_such_office": "There is no {office} office in this game.",
    "fortheking.error.king_step": "A King card moves a primary title up or down by exactly 1.",
    "fortheking.error.office_changed": (
        "The {card} changes two different offices; {office} has already been changed."
    ),
    "fortheking.error.title_bounds": (
        "The {office} title is {title}; titles stay between {lowest} and {highest}."
    ),
    "fortheking.error.no_such_pile": (
        "Place the card into your own pile, the centre or the favour pile."
    ),
    "fortheking.error.own_pile_used": "You already put a card into your own pile this turn.",
    "fortheking.error.favour_pile_used": "You already put a card onto the favour pile this turn.",
    "fortheking.error.centre_full": "The centre already holds one card per player ({players}).",
    "fortheking.error.not_in_centre": "There is no {card} in the centre; it holds {centre}.",
    "fortheking.error.bid_too_low": "A bid must be higher than {bid}: at least {lowest}.",
    "fortheking.error.bid_too_high": (
        "You can pay at most {capacity} for the {card}; a bid you cannot pay may only be the "
        "minimum raise, {lowest}."
    ),
    "fortheking.error.pay_with_cards": (
        "You pay for the {card} by discarding {count} more card, not with gold.",
        "You pay for the {card} by discarding {count} more cards, not with gold.",
    ),
    "fortheking.error.no_card": "You hold no {card} card.",
    "fortheking.error.pay_with_gold": (
        "You hold gold, so you pay for the {card} with gold cards ({owed} still owed)."
    ),
    "fortheking.error.pick_position": (
        "{seat} has {count} face-down card; pick a position from 0 to {last}.",
        "{seat} has {count} face-down cards; pick a position from 0 to {last}.",
    ),
    "fortheking.progress.draft": (
        "Draft, {count} card left in the deck",
        "Draft, {count} cards left in the deck",
    ),
    "fortheking.progress.auction": (
        "Auction, {count} favour card left",
        "Auction, {count} favour cards left",
    ),
}

#: ``fortheking.card``: a card's name ("Military 3", "Gold 2", "Royal favour");
#: ``fortheking.office``: an office ("Military").
TERMS = {"fortheking.card": str, "fortheking.office": str}
