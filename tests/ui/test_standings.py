"""End screens tell the standings: Viva's round screen gives each running total beside the
round's points, its final screen a ranked table of the totals beside the chart, and the
shared chart's axis counts in round numbers (0/10/20…, not 0/16/31/46)."""

from __future__ import annotations

import random

import pytest

from kingmakers.games import get_game
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.kit.regions import Rect
from kingmakers.ui.kit.widgets import draw_score_chart, nice_ticks, ranked
from kingmakers.ui.screens.table import TableScreen
from kingmakers.ui.state.saves import SavedGame, Seat
from kingmakers.ui.state.session import GameSession
from tests.ui.stub import StubNavigator


@pytest.mark.parametrize(
    ("top", "ticks"),
    [
        (46, [0, 10, 20, 30, 40, 50]),
        (79, [0, 20, 40, 60, 80]),
        (5, [0, 1, 2, 3, 4, 5]),
        (0, [0, 1]),
        (120, [0, 50, 100, 150]),
        (100, [0, 20, 40, 60, 80, 100]),
    ],
)
def test_chart_ticks_are_round_numbers(top, ticks):
    assert nice_ticks(top) == ticks


def test_the_chart_axis_is_labelled_in_round_numbers():
    canvas = FakeCanvas()
    draw_score_chart(canvas, Rect(0, 0, 600, 300), ["A", "B"], [[20, 26], [10, 5]], "Round {n}")
    labels = [text for text in canvas.texts() if text.isdigit()]
    assert labels == ["0", "10", "20", "30", "40", "50"]


def test_ranks_are_shared_by_equal_totals():
    assert ranked([30, 46, 30, 12]) == [(1, 1), (2, 0), (2, 2), (4, 3)]


def viva_at_its_end(players: int = 4, seed: int = 8, envoy: bool = False) -> TableScreen:
    state = get_game("viva").new_game(players, seed=seed, options={"envoy": envoy})
    moves = random.Random(seed)
    while not state.is_over:
        state.apply(moves.choice(state.legal_actions()))
    seats = [Seat(name) for name in ("Anna", "Béla", "Carla", "Dario")[:players]]
    saved = SavedGame("t", "viva", seats, state, "", "")
    screen = TableScreen(StubNavigator(), GameSession(saved, clock=lambda: "now"), GAME_UIS["viva"])
    screen.results_seen = 0
    return screen


def test_the_round_screen_shows_each_running_total():
    screen = viva_at_its_end()
    rounds = screen.session.view(None)["rounds"]
    for index in range(3):
        canvas = FakeCanvas()
        screen.render(canvas, 1024, 768)
        texts = canvas.texts()
        assert "Total" in texts and "This round" in texts
        for seat in range(4):
            running = sum(result["points"][seat] for result in rounds[: index + 1])
            assert str(running) in texts, (index, seat, running)
        screen.on_action("ack")


def test_the_envoy_round_screen_counts_its_head_start():
    screen = viva_at_its_end(players=3, seed=2, envoy=True)
    view = screen.session.view(None)
    start = view["envoy"]["score"] - sum(r["envoy_points"] for r in view["rounds"])
    assert start == 20
    canvas = FakeCanvas()
    screen.render(canvas, 1024, 768)
    assert str(20 + view["rounds"][0]["envoy_points"]) in canvas.texts()


@pytest.mark.parametrize("size", [(1024, 768), (390, 844)])
def test_the_final_screen_ranks_the_totals_beside_the_chart(size):
    screen = viva_at_its_end()
    screen.results_seen = 3
    canvas = FakeCanvas()
    screen.render(canvas, *size)
    view = screen.session.view(None)
    calls = canvas.named("text")
    texts = [call.args["text"] for call in calls]
    assert "Standings" in texts
    names = ["Anna", "Béla", "Carla", "Dario"]
    rows = sorted(range(4), key=lambda seat: -view["scores"][seat])
    name_ys = [next(c.args["y"] for c in calls if c.args["text"] == names[seat]) for seat in rows]
    assert name_ys == sorted(name_ys)  # highest total first
    for seat in range(4):
        total = next(
            c
            for c in calls
            if c.args["text"] == str(view["scores"][seat])
            and c.args["y"] == name_ys[rows.index(seat)]
        )
        assert total.args["font"].weight == 700
    assert not any(text.startswith(f"{name} ") for text in texts for name in names)  # no legend
