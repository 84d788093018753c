"""The guided first game of Intrighi a corte: a whole game, up to the King's death.

Six seats, so the deck runs out after seven turns of yours (the number of turns is fixed by
the deck: 58 cards less three per player) and the reveal comes within minutes. Carla
starts, so your seventh turn takes the last card: the lesson hands the game over just
before it, and the King dies right after the card you choose. Seed 987 deals you the
Generale and Aurelio, and the cards the lesson needs; the other seats play as the heuristic
bot does (none puts Corruzione, Intimidazione or Manipolazione beside you, which would
take turns or cards the lesson counts on). One line a step:

- intro: your secret candidate, and how the King's death decides the game;
- support: a Sostegno, face down, into your candidate's stack (the card, then the stack);
- ability: an Abilità card, which lets you play the cards that need it all game long;
- alliance: Alleanza beside a player who seems to back another candidate: a second way to win;
- bottom: a Sostegno at the bottom of the stack, where a Scandalo cannot reach it;
- spy: Spionaggio on the stack that grows fastest, to know the threat instead of guessing;
- answer: what you saw decides your play: Sostegno +3 puts your candidate ahead;
- reveal: your last turn comes, then the King dies, the stacks are turned over and who wins;
- done: the hand-over, before your last card (the bots' moves until then are scripted
  too, so the two cards you have not seen in the rival's stack are always there).
"""

from __future__ import annotations

from kingmakers.games.intrighi.actions import (
    Discard,
    Place,
    PlayAbility,
    PlayBeside,
    PlayConfessione,
    PlayScandalo,
    PlaySpionaggio,
    PlayStackCard,
    UseSpia,
)
from kingmakers.ui.lesson import Lesson, Step

AURELIO, BIANCA, CORRADO, DELFINA = range(4)
YOU, ANNA, BRUNO, CARLA, DARIO, ELENA = range(6)


LESSON = Lesson(
    game_id="intrighi",
    players=6,
    seed=987,
    options={"first_player": CARLA},
    learner=YOU,
    steps=(
        Step("intrighi.lesson.intro"),
        Step("intrighi.lesson.support", PlayStackCard("sostegno1")),
        Step("intrighi.lesson.support", Place(AURELIO, 0)),
        Step("intrighi.lesson.ability", PlayAbility("diplomazia")),
        Step("intrighi.lesson.alliance", PlayBeside("alleanza", CARLA)),
        Step("intrighi.lesson.bottom", PlayStackCard("sostegno3")),
        Step("intrighi.lesson.bottom", Place(AURELIO, 1)),
        Step("intrighi.lesson.spy", PlaySpionaggio(DELFINA)),
        Step("intrighi.lesson.answer", PlayStackCard("sostegno3")),
        Step("intrighi.lesson.answer", Place(AURELIO, 2)),
        Step("intrighi.lesson.reveal"),
        Step("intrighi.lesson.done"),
    ),
    replies={
        # before your first turn
        0: PlayStackCard("sostegno1"),
        1: Place(BIANCA, 0),
        2: PlayStackCard("sostegno1"),
        3: Place(CORRADO, 0),
        4: PlayBeside("corruzione", CARLA),
        # after your turn 1
        7: PlayStackCard("sostegno2"),
        8: Place(DELFINA, 0),
        9: PlayStackCard("sostegno1"),
        10: Place(BIANCA, 1),
        11: PlayConfessione(ELENA),
        12: PlayStackCard("sostegno1"),
        13: Place(CORRADO, 1),
        14: PlayScandalo(CORRADO),
        15: Discard("manipolazione"),
        # after your turn 2
        17: PlayBeside("alleanza", YOU),
        18: PlayBeside("intimidazione", ELENA),
        19: PlayStackCard("sostegno2"),
        20: Place(BIANCA, 2),
        21: UseSpia(BIANCA),
        22: Discard("manipolazione"),
        23: Discard("astuzia"),
        # after your turn 3
        25: PlayStackCard("sostegno2"),
        26: Place(DELFINA, 1),
        27: PlayStackCard("sostegno2"),
        28: Place(BIANCA, 3),
        29: PlayConfessione(DARIO),
        30: PlayStackCard("abbasso2"),
        31: Place(BIANCA, 4),
        32: PlayStackCard("abbasso2"),
        33: Place(BIANCA, 5),
        # after your turn 4
        36: PlayStackCard("sostegno2"),
        37: Place(DELFINA, 2),
        38: PlayStackCard("sostegno1"),
        39: Place(BIANCA, 6),
        40: PlayStackCard("sostegno1"),
        41: Place(BIANCA, 7),
        42: UseSpia(BIANCA),
        43: Discard("alleanza"),
        44: PlayStackCard("abbasso2"),
        45: Place(BIANCA, 8),
        # after your turn 5
        47: PlayStackCard("abbasso1"),
        48: Place(BIANCA, 9),
        49: PlayBeside("intimidazione", ELENA),
        50: PlayAbility("ricchezza"),
        51: PlayScandalo(BIANCA),
        52: Discard("ricchezza"),
        # after your turn 6
        55: PlayStackCard("sostegno1"),
        56: Place(DELFINA, 3),
        57: PlaySpionaggio(DELFINA),
        58: PlayStackCard("sostegno2"),
        59: Place(BIANCA, 9),
        60: UseSpia(BIANCA),
        61: Discard("tradimento"),
        62: PlayStackCard("abbasso1"),
        63: Place(DELFINA, 4),
    },
)
