"""King of the Elves, learnt by playing the first round's planning and the learner's trip.

Three seats, the learner first (the ``first_player`` option), dealt so that the learner holds
a mountain and a plains village, a gold card, a thief, three kinds of travel cards and a
turnaround, and Anna lays a thief on the learner's mountain: the trip then meets a rival's
thief and the learner's own gold card twice. The bots play the easy bot's moves but where
Anna would lay her fallen tree on the learner's mountain (twice: she lays her river village,
then draws instead), which would spoil the trip the lesson shows, and where both pass right
before the learner, whose pass then ends planning.

1. What wins, and the two halves of a round: planning, then travel.
2. A village in one's own principality: the trip starts there, and the hand reaches it.
3. A gold card on one's own village, against Anna's thief there: the village pays double.
4. A thief on Bruno's first village: every traveller who enters it pays its owner 2 gold.
5. A second village of one's own: more gold for the same trip.
6. Passing keeps the travel cards for the trip, and ends planning after the bots' passes.
7. The route of a trip, and what a village costs in travel cards.
8. The mountain by magic cloud: the thief's toll, then the gold card's double pay.
9. On to the plains with an elf-cycle; the next village is out of reach.
10. A turnaround leads the trip back, where villages pay again.
11. The mountain again, paid double again.
12. Ending the trip: the cards left are kept for the next round.
13. The hand-over: the bots at the easy level play the rest.
"""

from kingmakers.games.elves.actions import (
    Discard,
    DrawThree,
    Pass,
    PlaySpecial,
    PlayVillage,
    Stop,
    Travel,
    Turnaround,
)
from kingmakers.ui.lesson import Lesson, Step

LEARNER, ANNA, BRUNO = 0, 1, 2

LESSON = Lesson(
    game_id="elves",
    players=3,
    seed=13,
    options={"first_player": LEARNER},
    steps=(
        Step("elves.lesson.welcome", lit=("pick:hand:mountain", "pick:hand:plains")),
        Step("elves.lesson.village", PlayVillage("mountain", LEARNER)),
        Step("elves.lesson.gold_card", PlaySpecial("gold", LEARNER, 0)),
        Step("elves.lesson.thief", PlaySpecial("thief", BRUNO, 0)),
        Step("elves.lesson.second_village", PlayVillage("plains", LEARNER)),
        Step("elves.lesson.pass", Pass()),
        Step(
            "elves.lesson.trip",
            lit=("pick:hand:magic_cloud", "pick:hand:elf_cycle", "pick:hand:unicorn"),
        ),
        Step("elves.lesson.first_visit", Travel("magic_cloud")),
        Step("elves.lesson.onwards", Travel("elf_cycle")),
        Step("elves.lesson.turnaround", Turnaround()),
        Step("elves.lesson.back", Travel("magic_cloud")),
        Step("elves.lesson.stop", Stop()),
        Step("elves.lesson.handover"),
    ),
    replies={
        1: PlaySpecial("thief", LEARNER, 0),
        2: DrawThree(),
        3: Discard("elf_cycle"),
        4: Discard("raft"),
        5: Discard("raft"),
        6: Discard("turnaround"),
        8: PlayVillage("river", ANNA),
        9: PlayVillage("desert", BRUNO),
        11: DrawThree(),
        12: Discard("giant_pig"),
        13: Discard("giant_pig"),
        14: Discard("troll_wagon"),
        15: Discard("plains"),
        16: PlaySpecial("gold", BRUNO, 0),
        18: Pass(),
        19: Pass(),
    },
)
