"""Viva il Re!'s guided first game: the first round of a three-player game, the learner
first, on a deal where a candidate on every goal card (Beatrice) can be crowned.

1. The goal card: six secret favourites, scored by their level when a King is crowned.
2. Place a favourite high (Beatrice among the Dignitaries): points, and near the Throne.
3. Place a candidate not on the card low (Dario among the Craftsmen): placements are seen.
4. Place a favourite in the middle (Irina among the Officers): all at the top betrays the card.
5. The last placement (Natale among the Traders): rivals placed three favourites of yours.
6. The climb: move Beatrice up to the Nobles, one step from the Throne.
7. Bruno sends Alighiero to the Throne to vote him out: vote NO, a NO card spent.
8. Move Beatrice onto the Throne: the learner takes the crown.
9. Vote YES: she is King only if nobody votes NO.
10. The round's scoring, the next round begun: the King's 10 points went to every card naming her.
11. The hand-over: two more rounds against the easy bots.

Anna and Bruno play as the heuristic bot did on this deal (its moves are scripted here),
and open the second round, so the hand-over finds the learner about to place.
"""

from kingmakers.games.viva.actions import Climb, Place, Vote
from kingmakers.ui.lesson import Lesson, Step

LESSON = Lesson(
    game_id="viva",
    players=3,
    seed=11,
    options={"first_player": 0},
    steps=(
        Step(
            "viva.lesson.goal_card",
            lit=("pick:B", "pick:F", "pick:G", "pick:I", "pick:L", "pick:N"),
        ),
        Step("viva.lesson.place_high", play=Place("B", 4)),
        Step("viva.lesson.place_low", play=Place("D", 1)),
        Step("viva.lesson.place_hidden", play=Place("I", 3)),
        Step("viva.lesson.place_shared", play=Place("N", 2)),
        Step("viva.lesson.climb", play=Climb("B")),
        Step("viva.lesson.vote_no", play=Vote(False)),
        Step("viva.lesson.crown", play=Climb("B")),
        Step("viva.lesson.vote_yes", play=Vote(True)),
        Step("viva.lesson.scoring"),
        Step("viva.lesson.hand_over"),
    ),
    replies={
        1: Place("A", 4),
        2: Place("C", 4),
        4: Place("F", 4),
        5: Place("G", 3),
        7: Place("L", 3),
        8: Place("M", 3),
        10: Place("E", 1),
        11: Place("O", 2),
        13: Climb("A"),
        14: Climb("A"),
        15: Vote(False),
        17: Vote(True),
        20: Vote(True),
        21: Vote(True),
        22: Place("A", 4),
        23: Place("B", 4),
    },
)
