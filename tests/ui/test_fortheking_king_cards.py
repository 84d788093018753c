"""For the King's King cards say what they do, a Royal decree refuses a third office, and a
card put on the advisor's own pile stays shown there for the rest of the draft turn."""

from __future__ import annotations

import pytest

from kingmakers.ai import make_bot
from kingmakers.games.fortheking.data import ROYAL_DECREE, ROYAL_FAVOUR
from kingmakers.ui import i18n
from kingmakers.ui.games.fortheking.pieces import CARD_BACK, draw_card
from kingmakers.ui.kit.canvas import FakeCanvas
from tests.ui.frames import draw
from tests.ui.test_fortheking_readable import position
from tests.ui.test_fortheking_table import GAME, drawn, table

LANGUAGES = ("en", "hu", "it", "ru")


@pytest.mark.parametrize("height", [38, 48, 80, 220])
def test_a_decree_shows_two_changes_of_one_never_two(height):
    canvas = FakeCanvas()
    draw_card(canvas, ROYAL_DECREE, 0, 0, height * 0.7, height)
    marks = " ".join(text for text in canvas.texts() if "±" in text)
    assert marks.split() == ["±1", "±1"]
    canvas = FakeCanvas()
    draw_card(canvas, ROYAL_FAVOUR, 0, 0, height * 0.7, height)
    assert [text for text in canvas.texts() if "±" in text] == ["±1"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_decree_prompt_and_hint_say_each_office_moves_by_one(language):
    screen = table(position("decree"), humans=[0])
    i18n.set_language(language)
    prompt = screen.renderer.words.prompt(screen.context())
    canvas, _ = draw(screen)
    hint = i18n.t("fortheking.king_hint", count=2)
    assert "1" in prompt and "1" in hint, (prompt, hint)
    assert hint in " ".join(canvas.texts())
    if language == "en":
        assert prompt.endswith("raise or lower the titles of two different offices by 1 each")


def test_a_decree_refuses_a_third_office_and_says_how_to_change_one():
    screen = table(position("decree"), humans=[0])
    titles = screen.session.state.observe(0)["titles"]
    offices = [office for office, title in titles.items() if title["primary"] < 6]
    first, second, third = offices[:3]
    screen.on_action(f"pick:king:{first}:1")
    screen.on_action(f"pick:king:{second}:1")
    chosen = ("king", ((first, 1), (second, 1)))
    assert screen.selected == chosen
    canvas, regions = draw(screen)
    arrows = drawn(regions, "pick:king:")
    assert not [arrow for arrow in arrows if arrow.split(":")[2] not in (first, second)]
    assert "both chosen: tap one again to take it back" in " ".join(canvas.texts())
    screen.on_action(f"pick:king:{third}:1")  # refused: nothing replaced
    assert screen.selected == chosen
    screen.on_action(f"pick:king:{first}:1")  # taken back: now a second office may change
    screen.on_action(f"pick:king:{third}:1")
    assert screen.selected == ("king", ((second, 1), (third, 1)))


def own_pile_backs(screen, canvas) -> list:
    """The face-down cards drawn in the advisor's own pile."""
    advisor = screen.session.state.observe(None)["advisor"]
    name = screen.session.saved.seats[advisor].name
    text = i18n.t("fortheking.describe.own_pile", name=name)
    box = next(box for box, spot in screen.spots if spot == text)
    return [
        call
        for call in canvas.named("rounded_rect")
        if call.args["fill"] == CARD_BACK
        and box.contains(call.args["x"], call.args["y"])
        and box.contains(call.args["x"] + call.args["w"], call.args["y"] + call.args["h"])
    ]


def test_a_card_a_bot_put_on_its_own_pile_shows_there_until_the_turn_ends():
    """Also when it was the last place to fill: the centre cards are then being taken."""
    seen = {"place": 0, "take": 0}
    for seed in range(4):
        state = GAME.new_game(3, seed=seed)
        bots = [make_bot(GAME, "heuristic", seat) for seat in range(3)]
        while state.stage in ("place", "take"):
            action = bots[state.to_move].choose(state)
            state.apply(action)  # the bots' own piles are the ones seat 0 sees face down
            view = state.observe(0)
            if view["advisor"] == 0 or not view["placed"]["own"] or view["king"]:
                continue
            if view["phase"] not in seen:
                continue
            screen = table(state, humans=[0])
            canvas, _ = draw(screen, 390, 844)
            assert len(own_pile_backs(screen, canvas)) == 1, (seed, action, view["phase"])
            seen[view["phase"]] += 1
    assert seen["place"] and seen["take"], seen
