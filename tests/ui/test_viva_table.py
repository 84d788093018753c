"""The Viva il Re! table on a recording canvas: what is drawn for whom, taps, hand-offs,
votes, results, undo, and the rules screen in every language."""

from __future__ import annotations

import random

import pytest

from kingmakers.games import get_game
from kingmakers.games.viva.actions import Climb, Place
from kingmakers.games.viva.data import CANDIDATES, favourites
from kingmakers.ui import i18n
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.kit.regions import MIN_TOUCH
from kingmakers.ui.messages import say
from kingmakers.ui.screens.table import UNDO_GRACE, TableScreen
from kingmakers.ui.state.saves import SavedGame, Seat
from kingmakers.ui.state.session import GameSession
from tests.ui.aio import run
from tests.ui.frames import draw
from tests.ui.stub import StubNavigator

VIEWPORTS = [(1024, 768), (768, 1024), (390, 844), (320, 568), (1366, 1024), (844, 390)]


def table(seats, seed=4, **options):
    state = get_game("viva").new_game(len(seats), seed=seed, options={"first_player": 0, **options})
    saved = SavedGame("t", "viva", seats, state, "", "")
    return TableScreen(StubNavigator(), GameSession(saved, clock=lambda: "now"), GAME_UIS["viva"])


def solo(**options):
    return table(
        [
            Seat("Anna"),
            Seat("Bruno", "heuristic"),
            Seat("Chiara", "random"),
            Seat("Dario", "random"),
        ],
        **options,
    )


def trio():
    return table([Seat("Anna"), Seat("Béla"), Seat("Carla")])


def everything_shown(canvas, regions) -> str:
    return "\n".join(canvas.texts() + [r.label for r in regions])


def test_placement_offers_every_legal_action_and_picks_by_tapping():
    screen = solo()
    canvas, regions = draw(screen)
    legal = screen.session.state.legal_actions()
    mirrors = [r for r in regions if r.action.startswith("act:")]
    assert len(mirrors) == len(legal) and all(r.rect is None for r in mirrors)
    assert mirrors[0].label == "Place Alighiero lo Scudiero among the Craftsmen"
    assert "Anna: place a candidate on a level" in canvas.texts()
    tokens = {r.action for r in regions if r.action.startswith("pick:")}
    assert tokens == {f"pick:{c}" for c in CANDIDATES}
    screen.on_action("pick:O")
    assert screen.selected == "O"
    canvas, regions = draw(screen)
    assert {r.action for r in regions if r.action.startswith("pick:level")} == {
        "pick:level1",
        "pick:level2",
        "pick:level3",
        "pick:level4",
    }
    assert "Anna: where should Odessa la Contessa go?" in canvas.texts()
    screen.on_action("pick:level3")
    assert screen.session.state.history == [Place("O", 3)]
    assert screen.auto_delay() == UNDO_GRACE  # Anna may still take it back
    run(screen.advance())
    assert len(screen.session.state.history) == 2


def test_refusals_are_explained_and_nothing_changes():
    screen = solo()
    screen.on_action("act:999")
    assert screen.message == "That move is not available now."
    canvas, _ = draw(screen)
    assert "That move is not available now." in canvas.texts()
    assert screen.session.state.history == []


def test_only_the_viewers_goal_card_is_drawn():
    screen = solo()
    state = screen.session.state
    canvas, regions = draw(screen)
    shown = everything_shown(canvas, regions)
    assert f"Anna's goal card No. {state.goals[0]}" in shown
    for seat in (1, 2, 3):
        assert f"No. {state.goals[seat]}" not in shown
    assert sum("NO cards left" in text for text in canvas.texts()) == 1
    rings = [
        c
        for c in canvas.named("circle")
        if c.args["stroke"] == "#c9a227" and c.args["line_width"] == 4
    ]
    assert len(rings) == 2 * 6  # favourites on the board and in the private panel
    assert set(favourites(state.goals[0])) <= set(canvas.texts())


def test_pass_and_play_covers_the_table_until_the_player_takes_it():
    screen = trio()
    state = screen.session.state
    canvas, regions = draw(screen)
    assert [r.action for r in regions] == ["take", "home"]
    assert "Pass to Anna" in canvas.texts()
    assert not any(c in canvas.texts() for c in CANDIDATES)
    screen.on_action("take")
    canvas, regions = draw(screen)
    assert f"Anna's goal card No. {state.goals[0]}" in everything_shown(canvas, regions)
    screen.on_action("act:0")
    canvas, regions = draw(screen)
    assert "Pass to Béla" in canvas.texts()
    shown = everything_shown(canvas, regions)
    assert "goal card" not in shown and "NO cards" not in shown


def _play_to_vote(screen):
    session = screen.session
    while session.state.phase != "vote":
        if session.needs_handoff():
            screen.on_action("take")
        screen.on_action("act:0")


def test_secret_vote_in_pass_and_play():
    screen = trio()
    _play_to_vote(screen)
    session = screen.session
    first = session.to_move
    screen.on_action("take")
    canvas, regions = draw(screen)
    vote_buttons = [r for r in regions if r.rect is not None and r.label.startswith("Vote")]
    assert [r.label for r in vote_buttons] == ["Vote YES", "Vote NO"]
    screen.on_action(vote_buttons[1].action)
    assert session.state.ballots[first] is False
    canvas, regions = draw(screen)
    shown = everything_shown(canvas, regions)
    assert "Pass to" in shown and "NO" not in shown.replace("NO cards", "")
    while session.state.phase == "vote":
        screen.on_action("take")
        canvas, regions = draw(screen)
        assert "Your vote" not in everything_shown(canvas, regions)
        screen.on_action(next(r.action for r in regions if r.label == "Vote YES"))
    entry = session.state.observe(None)["log"][-1]
    assert entry["type"] == "vote" and not entry["crowned"]
    canvas, _ = draw(screen)
    assert "Pass to" in " ".join(canvas.texts())  # the cover shows the result to all
    assert any(text.startswith("Vote on") for text in canvas.texts())
    screen.on_action("take")
    canvas, _ = draw(screen)
    assert any(text.startswith("Vote on") for text in canvas.texts())


def test_round_result_then_final_screen():
    screen = solo()
    session = screen.session
    rounds_seen = 0
    while not session.state.is_over or screen.showing_result():
        if screen.showing_result():
            canvas, regions = draw(screen)
            result = session.state.observe(None)["rounds"][rounds_seen]
            texts = canvas.texts()
            assert f"Round {rounds_seen + 1}: {CANDIDATES[result['king']]} is King" in texts
            for card in result["goal_cards"]:
                assert any(f"card {card}" in text for text in texts)
            assert [r.action for r in regions] == ["ack"]
            screen.on_action("ack")
            rounds_seen += 1
        elif screen.auto_delay() is not None:
            run(screen.advance())
        else:
            screen.on_action("act:0")
    assert rounds_seen == 3
    canvas, regions = draw(screen)
    assert {r.action for r in regions} == {"new", "replay", "home", "note:hints"}
    assert "Hints: Anna: 0 hints" in canvas.texts()
    assert any(
        text.startswith("Winner") or text.startswith("The Empire") for text in canvas.texts()
    )
    assert canvas.named("fill_rect")  # the score chart's bars
    screen.on_action("new")
    assert screen.nav.went == [("setup", "viva")]


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_a_tie_on_points_shows_the_tie_break_on_the_final_screen(language):
    """Seed 15, three players, random moves: seats 0 and 2 tie on points with five
    favourites each still in the palace. The final screen says so in every language."""
    screen = table([Seat("Anna"), Seat("Béla"), Seat("Carla")], seed=15)
    state = screen.session.state
    moves = random.Random(15)
    while not state.is_over:
        state.apply(moves.choice(state.legal_actions()))
    assert state.tie_break() == {"tied": [0, 2], "on_board": [5, 5]}
    i18n.set_language(language)
    while screen.showing_result():
        screen.on_action("ack")
    canvas, _ = draw(screen)
    shown = " ".join(canvas.texts())
    tie = i18n.t("viva.final.tie", detail="").split(":")[0]
    assert tie.split()[0] in shown
    assert all(f"{name} 5" in shown for name in ("Anna", "Carla"))


def test_undo_takes_back_the_move_and_the_bots_replies():
    screen = solo()
    screen.on_action("act:0")
    while screen.auto_delay() is not None:
        run(screen.advance())
    _, regions = draw(screen)
    assert "undo" in {r.action for r in regions}
    screen.on_action("undo")
    assert screen.session.state.history == []
    _, regions = draw(screen)
    assert "undo" not in {r.action for r in regions}


@pytest.mark.parametrize(("width", "height"), VIEWPORTS)
def test_visible_regions_fit_and_are_touch_sized(width, height):
    screen = solo(privy=True, envoy=False)
    for _ in range(30):
        canvas, regions = draw(screen, width, height)
        for region in regions:
            if region.rect is None:
                continue
            box = region.rect
            assert box.w >= MIN_TOUCH - 0.01 and box.h >= MIN_TOUCH - 0.01, region
            assert box.x >= -1 and box.y >= -1 and box.right <= width + 1, region
        if screen.auto_delay() is not None:
            run(screen.advance())
        else:
            screen.on_action("act:0")


def test_envoy_panel_is_public():
    screen = table([Seat("Anna"), Seat("Bot", "random"), Seat("Bea", "random")], envoy=True)
    canvas, _ = draw(screen)
    assert any(text.startswith("Imperial Envoy: 20 points") for text in canvas.texts())


def test_every_language_draws_the_table():
    for language in i18n.LANGUAGES:
        i18n.set_language(language)
        canvas, _ = draw(solo())
        assert i18n.t("viva.level.6") in canvas.texts()


def test_screen_reader_notes_repeat_the_board_and_only_the_viewers_secrets():
    screen = trio()
    _, regions = draw(screen)
    assert not [r for r in regions if r.kind == "note"]  # the cover says nothing
    screen.on_action("take")
    _, regions = draw(screen)
    notes = {r.action: r.label for r in regions if r.kind == "note"}
    state = screen.session.state
    assert notes["note:private"].startswith(f"Anna's goal card No. {state.goals[0]}: ")
    assert "4 NO cards left" in notes["note:private"]
    assert notes["note:board"].startswith("Throne: —. Nobles: —.")
    assert all(r.rect is None for r in regions if r.kind == "note")


def test_drawn_vote_buttons_are_not_mirrored_twice():
    screen = trio()
    _play_to_vote(screen)
    screen.on_action("take")
    _, regions = draw(screen)
    actions = [r.action for r in regions if r.action.startswith("act:")]
    assert len(actions) == len(set(actions)) == 2


def test_hover_or_long_press_names_any_token():
    screen = solo()
    canvas, regions = draw(screen)
    odessa = next(r.rect for r in regions if r.action == "pick:O")
    assert screen.point_at(odessa.center)
    assert not screen.point_at(odessa.center)  # same name: no redraw needed
    _, shown = draw(screen)
    explained = next(region.label for region in shown if region.action == "note:piece")
    assert explained == "Odessa la Contessa · not placed yet"
    assert screen.point_at((2, 2))  # nothing there: the name goes
    assert not screen.point_at(None)


def climb_position_with_a_stuck_candidate():
    """Anna to move in the climb, with a candidate on the board that cannot move up."""
    state = get_game("viva").new_game(4, seed=9, options={"first_player": 0})
    while True:
        view = state.observe(None)
        if view["phase"] == "climb" and state.to_move == 0:
            movable = {a.candidate for a in state.legal_actions()}
            placed = [c for level in view["levels"][:6] for c in level]
            stuck = [c for c in placed if c not in movable]
            if stuck:
                return state, stuck[0]
        state.apply(state.legal_actions()[-1])


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_candidate_that_cannot_climb_says_why_in_the_players_language(language):
    state, stuck = climb_position_with_a_stuck_candidate()
    seats = [Seat("Anna"), *(Seat(f"Bot {n}", "random") for n in range(1, 4))]
    saved = SavedGame("s", "viva", seats, state, "", "")
    screen = TableScreen(StubNavigator(), GameSession(saved, clock=lambda: "now"), GAME_UIS["viva"])
    i18n.set_language(language)
    _, regions = draw(screen)
    assert f"pick:{stuck}" in {r.action for r in regions}
    before = len(state.history)
    screen.on_action(f"pick:{stuck}")
    expected = say(state.explain_refusal(Climb(stuck)), screen.names)
    canvas, regions = draw(screen)
    assert expected in " ".join(canvas.texts())
    assert any(r.kind == "alert" and r.label == expected for r in regions)
    assert len(screen.session.state.history) == before
