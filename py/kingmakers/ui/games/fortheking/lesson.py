"""For the King's guided first game: three players, the learner the first advisor.

The auction comes only once the deck is dealt, which with the whole deck takes some forty of
the learner's moves, so the lesson plays the "Draft turns" option at 3: each player is the
advisor once (15 cards), then the three favour cards are auctioned. Seed 331 deals the
learner a Diplomacy 4 and a Royal favour first, and leaves a King card in the centre for them.

1. The goal: the most value in an office's cards takes its titles.
2. The advisor's three places: own pile, centre, favour pile.
3. The Diplomacy 4 into the own pile: a strong card kept secret.
4. The Royal favour onto the favour pile: hidden, to be bought back at the auction.
5. to 7. The rest into the centre: cards to spare, shared out before the advisor's last one.
8. A Royal favour taken from Anna's centre (a King card is used at once) ...
9. ... to raise Diplomacy, the learner's office.
10. The Gold 3 taken over a Royal decree: gold is what wins the hidden King card back.
11. The auction opens with the learner's Royal favour (Anna's decree lowered Diplomacy): bid 1.
12. Bruno bids 2: raise to 3, the card being worth most to the learner.
13. The payment: gold at least the bid, no change given (the Gold 3 alone).
14. The Royal favour used: Diplomacy back up.
15. The hand-over: two favour cards still to auction, then scoring.
"""

from kingmakers.games.fortheking.actions import Bid, Pass, PayGold, Place, Take, UseKing
from kingmakers.ui.lesson import Lesson, Step

OWN, CENTRE, FAVOUR = Place("own"), Place("centre"), Place("favour")
RAISE_DIPLOMACY = UseKing("Diplomacy", 1)

LESSON = Lesson(
    game_id="fortheking",
    players=3,
    seed=331,
    options={"first_player": 0, "draft_turns": 3},
    steps=(
        Step("fortheking.lesson.goal"),
        Step(
            "fortheking.lesson.advisor",
            lit=("pick:place:own", "pick:place:centre", "pick:place:favour"),
        ),
        Step("fortheking.lesson.keep", play=OWN),
        Step("fortheking.lesson.hide", play=FAVOUR),
        Step("fortheking.lesson.centre", play=CENTRE),
        Step("fortheking.lesson.spare", play=CENTRE),
        Step("fortheking.lesson.watch", play=CENTRE),
        Step("fortheking.lesson.take_king", play=Take("Royal favour")),
        Step("fortheking.lesson.use_king", play=RAISE_DIPLOMACY),
        Step("fortheking.lesson.take_gold", play=Take("Gold 3")),
        Step("fortheking.lesson.bid", play=Bid(1)),
        Step("fortheking.lesson.raise", play=Bid(3)),
        Step("fortheking.lesson.pay", play=PayGold(3)),
        Step("fortheking.lesson.bought_back", play=RAISE_DIPLOMACY),
        Step("fortheking.lesson.done"),
    ),
    replies={
        # Anna and Bruno take from the learner's centre; Anna is the advisor.
        5: Take("Military 1"),
        6: Take("Military 1"),
        7: FAVOUR,
        8: CENTRE,
        9: CENTRE,
        10: CENTRE,
        11: OWN,
        12: Take("Military 1"),
        # Bruno is the advisor; after the learner, Anna takes a Royal decree.
        15: FAVOUR,
        16: CENTRE,
        17: CENTRE,
        18: OWN,
        19: CENTRE,
        21: Take("Royal decree"),
        22: UseKing("Diplomacy", -1),
        23: UseKing("Architecture", -1),
        # The auction of the learner's Royal favour.
        25: Pass(),
        26: Bid(2),
        28: Pass(),
    },
)
