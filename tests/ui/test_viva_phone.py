"""Viva il Re! on every screen size, phones above all (issue 29): once a candidate is
chosen, the levels it may go to are lit targets a finger can hit (MIN_TOUCH high, apart
from every other control), and every text of the table is at least 11 CSS px and fits
the box it is drawn in."""

from __future__ import annotations

import random

import pytest

from kingmakers.ui import i18n
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.kit.regions import MIN_TOUCH
from kingmakers.ui.state.saves import Seat
from tests.ui.frames import draw
from tests.ui.test_every_game_taps import overlapping
from tests.ui.test_every_game_ui import SIZES, check_layout, pass_and_play
from tests.ui.test_viva_table import table
from tests.ui.text_fit import game_text_problems, whole_game

MAX_STEPS = 600
LANGUAGE_EVERY = 5


def chosen(players: int, privy: bool = False):
    """A pass-and-play table, taken by its first player, with a waiting candidate chosen."""
    screen = table([Seat(f"Player{n}") for n in range(players)], privy=privy)
    screen.on_action("take")
    _, regions = draw(screen)
    screen.on_action(next(r.action for r in regions if r.action.startswith("pick:")))
    assert screen.selected is not None
    return screen


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("players", [3, 6])
def test_the_levels_lit_for_a_chosen_candidate_are_touch_sized_and_apart(width, height, players):
    screen = chosen(players)
    _, regions = draw(screen, width, height)
    levels = [r for r in regions if r.action.startswith("pick:level")]
    assert len(levels) == 4
    for region in levels:
        assert region.rect.w >= MIN_TOUCH - 0.01 and region.rect.h >= MIN_TOUCH - 0.01, region
    assert overlapping(regions) == []


@pytest.mark.parametrize(("width", "height"), SIZES[2:])
def test_every_candidate_waiting_to_be_placed_is_a_target_apart_from_the_others(width, height):
    screen = table([Seat(f"Player{n}") for n in range(6)])
    screen.on_action("take")
    _, regions = draw(screen, width, height)
    waiting = [r for r in regions if r.action.startswith("pick:")]
    assert len(waiting) == 13
    assert all(r.rect.w >= MIN_TOUCH - 0.01 and r.rect.h >= MIN_TOUCH - 0.01 for r in waiting)
    assert overlapping(waiting) == []


def text_problems_in_every_language(screen, width: float, height: float) -> list:
    problems = []
    try:
        for language in i18n.LANGUAGES:
            i18n.set_language(language)
            problems += [(language, *p) for p in game_text_problems(screen, width, height)]
    finally:
        i18n.set_language("en")
    return problems


@pytest.mark.parametrize("players", [3, 6])
def test_every_text_of_the_table_is_readable_and_fits_its_box(players):
    """A pass-and-play game, pieces tapped too, drawn at the four sizes at every step of
    the table (the round and final screens are the results' own), and every few steps in
    every language on the smallest phone (their words are longer)."""
    screen = pass_and_play(GAME_UIS["viva"], players, seed=29 + players)
    screen.nav.reduce_motion = True  # tokens where they rest, not half-way over another
    for step in whole_game(screen, "viva", players, random.Random(29 * players), MAX_STEPS):
        state = screen.session.state
        if not (state.is_over or screen.showing_result()):
            for width, height in SIZES:
                problems = game_text_problems(screen, width, height)
                assert not problems, (width, height, state.phase, problems[:5])
            if step % LANGUAGE_EVERY == 0:
                problems = text_problems_in_every_language(screen, *SIZES[-1])
                assert not problems, (state.phase, problems[:5])


@pytest.mark.parametrize(
    ("players", "options"),
    [(4, {"privy": True}), (2, {"envoy": True, "privy": True}), (5, {"envoy": True})],
    ids=["privy", "two-with-envoy", "envoy"],
)
def test_the_variants_keep_every_target_a_finger_apart_and_every_text_readable(players, options):
    """The privy's booth and the envoy's panel take room too: a whole game of each drawn
    at the four sizes at every step, pieces tapped too."""
    screen = table([Seat(f"Player{n}") for n in range(players)], seed=5, **options)
    screen.nav.reduce_motion = True
    for _step in whole_game(screen, "viva", players, random.Random(3), MAX_STEPS):
        state = screen.session.state
        if not (state.is_over or screen.showing_result()):
            for width, height in SIZES:
                _, regions = draw(screen, width, height)
                assert overlapping(regions) == [], (width, height, screen.selected)
                check_layout(regions, width, height)
                problems = game_text_problems(screen, width, height)
                assert not problems, (width, height, state.phase, problems[:5])
