"""The guided first game of Intrighi a corte: a whole game, to the King's death and the reveal.

Six seats, so the deck runs out after seven turns of yours (the number of turns is fixed by
the deck: 58 cards less three per player) and the reveal comes within minutes. You start,
so the lesson opens on your own move; your seventh turn is your last, three turns before
the King dies, and the lesson's last steps speak over the final results. Seed 1252 deals
you the Tesoriere and Bianca, and the cards the lesson needs; the other seats play as the
heuristic bot does (none puts Corruzione, Intimidazione or Manipolazione beside you, which
would take turns or cards the lesson counts on), every move of theirs to the King's death
scripted, so what the words say of the stacks and the result holds. One line a step:

- intro: your secret candidate, and how the King's death decides the game;
- support: a Sostegno, face down, into your candidate's stack (the card, then the stack);
- ability: an Abilità card, which lets you play the cards that need it all game long;
- alliance: Alleanza beside a player who seems to back another candidate: a second way to win;
- bottom: a Sostegno at the bottom of the stack, where a Scandalo cannot reach it;
- spy: Spionaggio on the stack one rival keeps feeding, to know the threat, not guess it;
- answer: what you saw decides your play: a Sostegno breaks the tie;
- last: your last turn, with a card unseen in Bianca's stack: an Abbasso at the bottom of
  Corrado's widens the gap;
- reveal: over the results, the stacks turned over, their totals, and Bianca crowned;
- winners: who wins with her: you and Elena, her other holder; your Alleanza beside Bruno
  (Ettore's) brings nothing, as Ettore lost;
- done: the hand-over, at the game's end: a full game from the setup screen.
"""

from __future__ import annotations

from kingmakers.games.intrighi.actions import (
    Discard,
    Pass,
    Place,
    PlayAbility,
    PlayBeside,
    PlayConfessione,
    PlaySpionaggio,
    PlayStackCard,
    UseSpia,
)
from kingmakers.ui.lesson import Lesson, Step

AURELIO, BIANCA, CORRADO, DELFINA, ETTORE = range(5)
YOU, ANNA, BRUNO, CARLA, DARIO, ELENA = range(6)

LESSON = Lesson(
    game_id="intrighi",
    players=6,
    seed=1252,
    options={"first_player": YOU},
    learner=YOU,
    steps=(
        Step("intrighi.lesson.intro"),
        Step("intrighi.lesson.support", PlayStackCard("sostegno2")),
        Step("intrighi.lesson.support", Place(BIANCA, 0)),
        Step("intrighi.lesson.ability", PlayAbility("diplomazia")),
        Step("intrighi.lesson.alliance", PlayBeside("alleanza", BRUNO)),
        Step("intrighi.lesson.bottom", PlayStackCard("sostegno3")),
        Step("intrighi.lesson.bottom", Place(BIANCA, 1)),
        Step("intrighi.lesson.spy", PlaySpionaggio(CORRADO)),
        Step("intrighi.lesson.answer", PlayStackCard("sostegno1")),
        Step("intrighi.lesson.answer", Place(BIANCA, 2)),
        Step("intrighi.lesson.last", PlayStackCard("abbasso2")),
        Step("intrighi.lesson.last", Place(CORRADO, 3)),
        Step("intrighi.lesson.reveal"),
        Step("intrighi.lesson.winners"),
        Step("intrighi.lesson.done"),
    ),
    replies={
        # after your turn 1
        2: PlayStackCard("sostegno3"),
        3: Place(CORRADO, 0),
        4: PlayStackCard("sostegno2"),
        5: Place(ETTORE, 0),
        6: PlayStackCard("sostegno2"),
        7: Place(DELFINA, 0),
        8: PlayAbility("diplomazia"),
        9: UseSpia(BIANCA),
        10: Discard("corruzione"),
        # after your turn 2
        12: PlayStackCard("sostegno1"),
        13: Place(CORRADO, 1),
        14: PlayStackCard("sostegno2"),
        15: Place(ETTORE, 1),
        16: Pass(),
        17: PlayStackCard("sostegno2"),
        18: Place(ETTORE, 2),
        19: UseSpia(ETTORE),
        20: Discard("astuzia"),
        # after your turn 3
        22: PlayBeside("intimidazione", BRUNO),
        23: Discard("tradimento"),
        24: PlayConfessione(BRUNO),
        25: PlayBeside("alleanza", BRUNO),
        26: PlayStackCard("abbasso2"),
        27: Place(ETTORE, 3),
        # after your turn 4
        30: PlayStackCard("sostegno1"),
        31: Place(CORRADO, 2),
        32: PlayStackCard("sostegno1"),
        33: Place(ETTORE, 4),
        34: PlayStackCard("abbasso1"),
        35: Place(ETTORE, 5),
        36: PlaySpionaggio(ETTORE),
        37: PlayStackCard("abbasso2"),
        38: Place(ETTORE, 6),
        # after your turn 5
        40: PlayStackCard("abbasso1"),
        41: Place(ETTORE, 7),
        42: PlayStackCard("sostegno1"),
        43: Place(ETTORE, 8),
        44: PlayStackCard("abbasso2"),
        45: Place(ETTORE, 9),
        46: PlayStackCard("sostegno1"),
        47: Place(ETTORE, 10),
        48: UseSpia(ETTORE),
        49: Discard("intimidazione"),
        # after your turn 6
        52: PlayBeside("intimidazione", DARIO),
        53: PlayConfessione(CARLA),
        54: PlayAbility("astuzia"),
        55: Discard("scandalo"),
        56: PlayStackCard("sostegno2"),
        57: Place(BIANCA, 3),
        # after your last turn, until the King dies
        60: PlayStackCard("sostegno1"),
        61: Place(CORRADO, 4),
        62: PlayStackCard("sostegno1"),
        63: Place(ETTORE, 11),
        64: PlayBeside("manipolazione", BRUNO),
    },
)
