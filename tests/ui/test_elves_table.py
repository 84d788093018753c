"""The King of the Elves table on a recording canvas: the rulebook's two worked trips tapped
through, planning taps and their lit targets, the guided multi-card steps, hidden
information, results, undo, hover and every language."""

from __future__ import annotations

import re

import pytest

from kingmakers.ai import make_bot
from kingmakers.games import get_game
from kingmakers.games.elves.actions import (
    Buy,
    Discard,
    DrawThree,
    Escort,
    Pass,
    PlaySpecial,
    PlayVillage,
    RemoveVillage,
    Search,
    Stop,
    TakeVillage,
    Teleport,
    Travel,
    Turnaround,
)
from kingmakers.games.elves.data import DECK
from kingmakers.games.elves.rules import PLANNING, TRAVEL
from kingmakers.ui import i18n
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.games.elves.reading import Account
from kingmakers.ui.kit.regions import MIN_TOUCH, hit_test
from kingmakers.ui.screens.table import TableScreen
from kingmakers.ui.state.saves import SavedGame, Seat
from kingmakers.ui.state.session import GameSession
from tests.games.elves.conftest import ANNA, DORA, KAROLY, ROBERT, arrange, village
from tests.games.elves.test_examples import ANNA_TRIP, DORA_TRIP, example
from tests.ui.aio import run
from tests.ui.frames import draw
from tests.ui.stub import StubNavigator

UI = GAME_UIS["elves"]
NAMES = ("Anna", "Róbert", "Károly", "Dóra", "Emese", "Ferenc")
VIEWPORTS = [(1024, 768), (768, 1024), (390, 844), (320, 568), (844, 390), (1920, 1080)]


def table(state, bots=()) -> TableScreen:
    """A table for ``state`` (built without a store: an arranged position cannot be
    saved), people in every seat but ``bots``."""
    seats = [
        Seat(NAMES[seat], "heuristic" if seat in bots else None) for seat in range(state.players)
    ]
    saved = SavedGame("t", "elves", seats, state, "", "")
    return TableScreen(StubNavigator(), GameSession(saved, clock=lambda: "now"), UI)


def new_table(players=4, seed=3, bots=(1, 2, 3), **options) -> TableScreen:
    state = get_game("elves").new_game(players, seed=seed, options=options)
    return table(state, bots)


def everything_shown(canvas, regions) -> str:
    return "\n".join(canvas.texts() + [r.label for r in regions])


def tap(screen, action: str, width=1024, height=768) -> None:
    """Tap the centre of where ``action`` is drawn, as a finger would."""
    _, regions = draw(screen, width, height)
    drawn = [r for r in regions if r.action == action and r.rect is not None]
    assert drawn, (action, [r.action for r in regions])
    hit = hit_test(regions, *drawn[0].rect.center)
    assert hit is not None and hit.action == action
    screen.on_action(action)


def tap_action(screen, action, width=1024, height=768) -> None:
    """Tap the drawn button that plays ``action`` (one of the legal actions)."""
    tap(screen, f"act:{screen.context().legal.index(action)}", width, height)


def take_if_covered(screen) -> None:
    _, regions = draw(screen)
    if [r.action for r in regions] == ["take", "home"]:
        screen.on_action("take")


def drawn_actions(regions, prefix: str) -> set[str]:
    return {r.action for r in regions if r.rect is not None and r.action.startswith(prefix)}


# -- the rulebook's worked trips -----------------------------------------------------------


def test_annas_trip_shows_32_on_the_gold_counter_village_by_village():
    screen = table(example(first_player=ANNA))
    take_if_covered(screen)
    canvas, regions = draw(screen)
    assert "Anna: travel on, or end the trip" in canvas.texts()
    # The first village: her own river village, with Dóra's water monster.
    shown = everything_shown(canvas, regions)
    assert "next: Anna's river village (2) · water monster: one card more" in shown
    assert "Raft: 2 cards (one for the obstacle)" in shown
    running = []
    for action, gained in ANNA_TRIP:
        tap_action(screen, action)
        canvas, _ = draw(screen)
        assert f"+{gained}" in canvas.texts(), (action, gained)
        running.append(gained)
        if action == Travel("unicorn"):
            assert "+8 (gold card ×2)" in canvas.texts()
        if action == Travel("dragon"):
            assert "−2 thief (Róbert)" in canvas.texts()
    assert running == [2, 10, 14, 17, 32]
    assert "+10 all villages!" in canvas.texts()
    assert "No cards in hand" in canvas.texts()
    assert screen.session.state.trip_gold == 32


def test_doras_trip_shows_40_and_ends_with_her_hand_empty():
    screen = table(example(first_player=DORA))
    take_if_covered(screen)
    for action, gained in DORA_TRIP:
        if action == Escort():
            canvas, regions = draw(screen)
            assert "Play an escort for Károly's principality" in everything_shown(canvas, regions)
        tap_action(screen, action)
        canvas, regions = draw(screen)
        assert f"+{gained}" in canvas.texts(), (action, gained)
        if action == Escort():
            shown = everything_shown(canvas, regions)
            assert "escort: free of thief and obstacle" in shown
            assert "Escort: Károly's principality" in shown
    state = screen.session.state
    assert state.trip_gold == 40 and state.hands[DORA] == {}
    canvas, regions = draw(screen)
    assert "No cards in hand" in canvas.texts()
    assert "Dóra's hand · 0 cards · 47 gold" in canvas.texts()
    # Only "end the trip" is left, drawn as a button.
    assert drawn_actions(regions, "act:") == {"act:0"} and state.legal_actions() == [Stop()]


def test_the_path_runs_from_the_castle_through_the_villages_reached():
    screen = table(example(first_player=DORA))
    take_if_covered(screen)
    for action, _ in DORA_TRIP[:3]:
        tap_action(screen, action)
    canvas, _ = draw(screen)
    # The path: a dark line under a coloured one for each of the 3 legs.
    legs = [c for c in canvas.named("line") if c.args["width"] == 3.5]
    assert len(legs) == 3
    next_halo = [c for c in canvas.named("rounded_rect") if c.args["fill"] == "#c9a227"]
    assert len(next_halo) == 1  # the next village (Károly's desert) is ringed in gold


def test_the_travel_kinds_offered_are_only_those_that_can_pay():
    state = example(first_player=DORA)
    screen = table(state)
    take_if_covered(screen)
    _, regions = draw(screen)
    offered = {r.label for r in regions if r.rect is not None and r.action.startswith("act:")}
    # Dóra's mountain village: her dragons (1 card) can pay; her elf-cycles need 2 and can
    # too; giant pigs and rafts cannot reach a mountain.
    assert {"Dragon: 1 card", "Elf-cycle: 2 cards", "Play an escort for Dóra's principality"} <= (
        offered
    )
    assert not any(label.startswith(("Giant pig", "Raft")) for label in offered)
    assert "End the trip" in offered


def test_a_travel_card_that_cannot_pay_explains_why_when_tapped():
    screen = table(example(first_player=DORA))
    take_if_covered(screen)
    tap(screen, "pick:hand:raft")
    assert screen.message == "A raft cannot reach a mountain village."
    assert screen.session.state.history == []
    canvas, _ = draw(screen)
    assert "A raft cannot reach a mountain village." in canvas.texts()


# -- planning ------------------------------------------------------------------------------


def planning(hands, table_=None, players=3, **kwargs):
    table_ = table_ or [[village("plains")], [village("forest")], [village("desert")]]
    return arrange(players, table_, hands, phase=PLANNING, **kwargs)


def test_a_village_card_lights_the_principalities_with_room_then_goes_there():
    state = planning(
        [["lake", "raft"], ["dragon"], ["unicorn"]],
        [[village("plains"), village("river")], [village("forest")], []],
    )
    screen = table(state)
    take_if_covered(screen)
    tap(screen, "pick:hand:lake")
    canvas, regions = draw(screen)
    assert drawn_actions(regions, "pick:prin:") == {"pick:prin:1", "pick:prin:2"}
    assert "Anna: choose a principality for the lake village" in canvas.texts()
    labels = {r.label for r in regions if r.action.startswith("pick:prin:")}
    assert labels == {
        "Play the lake village into Róbert's principality",
        "Play the lake village into Károly's principality",
    }
    tap(screen, "pick:prin:2")
    assert screen.session.state.history == [PlayVillage("lake", 2)]
    assert screen.session.state.table[2] == [
        {"terrain": "lake", "gold": None, "thief": None, "obstacle": None}
    ]


def test_a_special_card_lights_only_the_villages_that_may_take_it():
    table_ = [
        [village("plains", thief=1), village("river")],
        [village("lake")],
        [village("forest")],
    ]
    state = planning([["water_monster", "thief"], ["dragon"], ["unicorn"]], table_)
    screen = table(state)
    take_if_covered(screen)
    tap(screen, "pick:hand:water_monster")
    _, regions = draw(screen)
    assert drawn_actions(regions, "pick:vil:") == {"pick:vil:0:1", "pick:vil:1:0"}
    screen.on_action("pick:cancel")
    tap(screen, "pick:hand:thief")
    _, regions = draw(screen)
    assert drawn_actions(regions, "pick:vil:") == {"pick:vil:0:1", "pick:vil:1:0", "pick:vil:2:0"}
    tap(screen, "pick:vil:1:0")
    assert screen.session.state.history == [PlaySpecial("thief", 1, 0)]


def test_a_special_card_without_a_marker_left_is_refused_in_words():
    table_ = [
        [village("plains", gold=0, thief=0), village("river", obstacle=0)],
        [village("lake", gold=0)],
        [village("forest")],
    ]
    state = planning([["thief"], ["dragon"], ["unicorn"]], table_)
    screen = table(state)
    take_if_covered(screen)
    tap(screen, "pick:hand:thief")
    assert screen.message == "All 4 of your markers are on the table until the round ends."
    assert screen.session.state.history == []


def test_buy_shows_its_price_one_two_three():
    state = planning([["raft"], ["dragon"], ["unicorn"]], gold=[9, 7, 7])
    screen = table(state, bots=(1, 2))
    prices = []
    for _ in range(3):
        _, regions = draw(screen)
        buy = next(r for r in regions if r.label.startswith("Buy the top card"))
        prices.append(buy.label)
        canvas, _ = draw(screen)
        tap_action(screen, Buy())
        while screen.auto_delay() is not None:
            run(screen.advance())
    assert prices == [
        "Buy the top card of the draw pile: 1 gold",
        "Buy the top card of the draw pile: 2 gold",
        "Buy the top card of the draw pile: 3 gold",
    ]
    assert screen.session.state.gold[ANNA] == 9 - 6
    assert Buy() not in screen.session.state.legal_actions()


def test_remove_shows_its_cost_on_the_villages_it_could_remove():
    table_ = [[village("plains", thief=1, gold=0), village("river")], [], []]
    state = planning([["raft"], ["dragon"], ["unicorn"]], table_)
    screen = table(state)
    take_if_covered(screen)
    tap(screen, "pick:remove")
    canvas, regions = draw(screen)
    assert "Anna: choose one of your villages to remove" in canvas.texts()
    assert {"−4", "−2"} <= set(canvas.texts())
    labels = {r.label for r in regions if r.action.startswith("pick:vil:")}
    assert labels == {
        "Remove Anna's plains village (3): 4 gold",
        "Remove Anna's river village (2): 2 gold",
    }
    tap(screen, "pick:vil:0:0")
    assert screen.session.state.history == [RemoveVillage(0)]
    assert screen.session.state.gold[ANNA] == 3


def test_a_single_removal_is_one_button_with_its_cost():
    state = planning([["raft"], ["dragon"], ["unicorn"]])
    screen = table(state)
    take_if_covered(screen)
    _, regions = draw(screen)
    button = next(r for r in regions if r.label.startswith("Remove"))
    assert button.rect is not None and button.label == "Remove Anna's plains village (3): 2 gold"
    canvas, _ = draw(screen)
    assert "Remove your village: 2 gold" in canvas.texts()


def test_search_shows_the_hand_to_everyone_then_takes_a_village_and_discards():
    state = arrange(
        3,
        [[], [village("plains")], [village("forest")]],
        [["raft", "dragon"], ["lake"], ["desert"]],
        phase=PLANNING,
    )
    screen = table(state)
    take_if_covered(screen)
    tap_action(screen, Search())
    canvas, regions = draw(screen)
    assert "Anna: take a village card from the pile" in canvas.texts()
    assert "Anna showed: dragon, raft" in canvas.texts()
    pile = {r.label: r.action for r in regions if r.label.startswith("Take the")}
    assert "Take the river village (4 in the pile)" in pile
    screen.on_action(pile["Take the river village (4 in the pile)"])
    assert screen.session.state.history[-1] == TakeVillage("river")
    canvas, regions = draw(screen)
    assert "Anna: discard one card to finish the search" in canvas.texts()
    tap(screen, "pick:hand:raft")
    assert screen.session.state.history[-1] == Discard("raft")
    # The next player sees what was shown, and what is still known of Anna's hand.
    take_if_covered(screen)
    canvas, regions = draw(screen)
    assert "Anna showed: river village, dragon" in canvas.texts()
    assert screen.context().viewer == ROBERT


def test_draw_three_then_discard_four_is_one_guided_step():
    state = planning([["raft", "raft", "dragon", "escort", "lake"], ["dragon"], ["unicorn"]])
    screen = table(state)
    take_if_covered(screen)
    tap_action(screen, DrawThree())
    session = screen.session
    assert session.state.phase == "drawing" and sum(session.state.hands[ANNA].values()) == 8
    canvas, regions = draw(screen)
    assert "Anna: mark 4 cards to discard (0 marked)" in canvas.texts()
    assert "done" not in {r.action for r in regions}  # "Discard" waits for four marks
    for card in ("raft", "raft", "escort"):
        tap(screen, f"pick:hand:{card}")
    canvas, regions = draw(screen)
    assert "3 of 4 cards marked" in canvas.texts()
    assert next(r.label for r in regions if r.action == "pick:hand:raft").endswith("2 marked")
    assert "pick:done" not in {r.action for r in regions}
    assert session.state.history == [DrawThree()]  # nothing discarded yet
    tap(screen, "pick:hand:escort")  # changed her mind: unmarked
    tap(screen, "pick:hand:lake")
    tap(screen, "pick:hand:dragon")
    _, regions = draw(screen)
    assert "pick:done" in {r.action for r in regions}
    tap(screen, "pick:done")
    assert session.state.history[1:] == [
        Discard("lake"),
        Discard("dragon"),
        Discard("raft"),
        Discard("raft"),
    ]
    assert session.state.phase == PLANNING and session.state.current == ROBERT


def test_pass_is_a_button_and_planning_ends_when_all_pass():
    state = planning([["raft"], ["dragon"], ["unicorn"]])
    screen = table(state)
    for _ in range(3):
        take_if_covered(screen)
        tap_action(screen, Pass())
    assert screen.session.state.phase == TRAVEL


def test_teleport_lights_every_village_then_marks_four_travel_cards():
    hand = ["dragon", "raft", "raft", "unicorn", "giant_pig", "turnaround"]
    table_ = [[village("plains")], [village("lake", obstacle=2)], [village("desert")]]
    state = arrange(3, table_, [hand, [], []], options={"teleport": True})
    screen = table(state)
    take_if_covered(screen)
    tap_action(screen, Travel("dragon"))
    tap(screen, "pick:teleport")
    canvas, regions = draw(screen)
    assert "Anna: choose the village to teleport to" in canvas.texts()
    assert drawn_actions(regions, "pick:vil:") == {"pick:vil:1:0", "pick:vil:2:0"}
    tap(screen, "pick:vil:1:0")
    assert screen.session.state.history[-1] == Teleport(1, 0)
    canvas, regions = draw(screen)
    assert "Anna: mark 4 travel cards to pay the teleport (0 marked)" in canvas.texts()
    assert "−3 teleport" in canvas.texts()
    assert "pick:hand:turnaround" not in {r.action for r in regions}  # not a travel card
    for card in ("raft", "raft", "unicorn", "giant_pig"):
        tap(screen, f"pick:hand:{card}")
    tap(screen, "pick:done")
    state = screen.session.state
    assert state.phase == TRAVEL and state.position == (1, 0)
    canvas, _ = draw(screen)
    assert "+7" in canvas.texts()  # +3 plains −3 teleport +7 lake


def test_turnaround_is_offered_after_an_own_village():
    state = arrange(
        2, [[village("plains")], [village("forest")]], [["dragon", "turnaround", "unicorn"], []]
    )
    screen = table(state)
    take_if_covered(screen)
    _, regions = draw(screen)
    assert "Play a turnaround" not in {r.label for r in regions}
    tap_action(screen, Travel("dragon"))
    _, regions = draw(screen)
    assert "Play a turnaround" in {r.label for r in regions if r.rect is not None}
    tap(screen, "pick:hand:turnaround")
    assert screen.session.state.history[-1] == Turnaround()


# -- who sees what -------------------------------------------------------------------------


def test_pass_and_play_shows_only_the_viewers_hand_and_everyones_exact_gold():
    state = planning([["lake", "raft"], ["dragon", "unicorn"], ["escort"]], gold=[12, 17, 8])
    screen = table(state)
    canvas, regions = draw(screen)
    assert [r.action for r in regions] == ["take", "home"]
    assert "Pass to Anna" in canvas.texts()
    screen.on_action("take")
    for viewer in (ANNA, ROBERT, KAROLY):
        canvas, regions = draw(screen)
        shown = everything_shown(canvas, regions)
        you = screen.context().view["you"]
        assert you["seat"] == viewer
        assert f"{NAMES[viewer]}'s hand" in shown
        for other in {ANNA, ROBERT, KAROLY} - {viewer}:
            assert f"{NAMES[other]}'s hand" not in shown
        for seat in range(3):
            status, _ = screen.renderer.words.player_status(screen.context(), seat)
            assert status == f"{state.gold[seat]} gold"  # gold is public (a ruling)
        screen.on_action(f"act:{screen.context().legal.index(Pass())}")
        canvas, regions = draw(screen)
        if viewer != KAROLY:
            assert [r.action for r in regions] == ["take", "home"]
            screen.on_action("take")


def test_screen_reader_notes_say_the_board_and_only_the_viewers_hand():
    screen = table(example(first_player=ANNA))
    _, regions = draw(screen)
    assert not [r for r in regions if r.kind == "note"]  # the cover says nothing
    screen.on_action("take")
    _, regions = draw(screen)
    notes = {r.action: r.label for r in regions if r.kind == "note"}
    assert notes["note:private"] == (
        "Anna's hand (7 gold): elf-cycle, magic cloud, unicorn ×2, dragon, raft ×2"
    )
    board = notes["note:board"]
    assert board.startswith("Round 1 of 4 · Travel. Anna's principality: Anna's river village")
    assert "Dóra's water monster" in board and "Anna's trip: +0" in board


def spot_box(screen, words: str):
    """Where the last frame drew the piece whose hover text begins with ``words``."""
    return next(
        box for box, text in screen.spots if (text() if callable(text) else text).startswith(words)
    )


def test_hover_or_long_press_names_a_village_and_its_special_cards():
    screen = table(example(first_player=ANNA))
    screen.on_action("take")
    _, regions = draw(screen)
    box = spot_box(screen, "Róbert's forest village")
    assert screen.point_at(box.center)
    _, shown = draw(screen)
    explained = next(region.label for region in shown if region.action == "note:piece")
    assert explained == "Róbert's forest village (4) · Anna's gold card · Károly's fallen tree"
    piles = spot_box(screen, "Draw pile:")
    assert screen.point_at(piles.center)
    canvas, _ = draw(screen)
    assert "Draw pile: 93 · discard pile: 0" in canvas.texts()
    chip = next(r.rect for r in regions if r.action == "pick:hand:dragon")
    assert screen.point_at(chip.center)
    _, shown = draw(screen)
    explained = next(region.label for region in shown if region.action == "note:piece")
    assert explained == "Dragon ×1: plains 1 · forest 2 · mountain 1 · desert 1"
    assert screen.point_at((1, 1000)) is True  # off everything: the tooltip goes


def test_hover_names_what_was_drawn_even_when_the_game_moved_on():
    """A mouse resting over a village a bot then removes: the name is the drawn one's, not
    a look-up into a table that no longer has it."""
    state = planning([["raft"], ["dragon"], ["unicorn"]], [[village("plains")], [], []])
    screen = table(state, bots=(1, 2))
    take_if_covered(screen)
    draw(screen)
    box = spot_box(screen, "Anna's plains village")
    screen.session.state.apply(RemoveVillage(0))  # as if made elsewhere, not yet redrawn
    assert screen.point_at(box.center)
    assert screen.tooltip[0] == "Anna's plains village (3)"


# -- the log -------------------------------------------------------------------------------


def test_the_log_tells_annas_trip_and_the_cover_repeats_it_to_the_next_player():
    screen = table(example(first_player=ANNA))
    screen.on_action("take")
    for action, _ in ANNA_TRIP:
        tap_action(screen, action)
    tap_action(screen, Stop())
    lines = screen.renderer.words.log_lines(screen.context())
    assert lines == [
        "Anna travelled by raft (2 cards) to Anna's river village (2) · +2",
        "Anna travelled by unicorn (2 cards) to Róbert's forest village (4) · +8",
        "Anna travelled by dragon (1 card) to Károly's desert village (6) · −2 thief (Róbert) · +6",
        "Anna travelled by elf-cycle (1 card) to Károly's plains village (3) · +3",
        "Anna travelled by magic cloud (1 card) to Dóra's mountain village (5) · +5"
        " · +10 all villages!",
        "Anna ended the trip: +32",
    ]
    canvas, regions = draw(screen)
    assert [r.action for r in regions] == ["take", "home"]  # Róbert's turn, covered
    assert "Anna ended the trip: +32" in canvas.texts()


def test_the_log_tells_planning_moves_and_joins_a_run_of_discards():
    state = planning([["raft", "raft", "dragon", "escort", "lake"], ["dragon"], ["unicorn"]])
    screen = table(state)
    take_if_covered(screen)
    tap_action(screen, DrawThree())
    for card in ("raft", "raft", "lake", "dragon"):
        tap(screen, f"pick:hand:{card}")
    tap(screen, "pick:done")
    take_if_covered(screen)
    lines = screen.renderer.words.log_lines(screen.context())
    assert lines == [
        "Anna drew 3 cards",
        "Anna discarded: lake village, dragon, raft, raft",
    ]
    tap_action(screen, Pass())
    take_if_covered(screen)
    assert screen.renderer.words.log_lines(screen.context())[-1] == "Róbert passed"


def test_each_rounds_account_adds_up_to_the_gold_of_that_round():
    """The round results come from the public log alone: over whole games they explain
    every player's gold, round by round."""
    game = get_game("elves")
    for players, teleport in ((3, True), (6, False)):
        state = game.new_game(players, seed=players, options={"teleport": teleport})
        bots = [make_bot(game, "heuristic", seat) for seat in range(players)]
        while not state.is_over:
            state.apply(bots[state.to_move].choose(state))
        view = state.observe(None)
        rounds = Account(view).rounds
        assert len(rounds) == state.rounds
        before = [7] * players
        for result, after in zip(rounds, view["gold_by_round"], strict=True):
            gained = [a - b for a, b in zip(after, before, strict=True)]
            assert [row["gained"] for row in result] == gained
            before = after
        visits = [visit for result in rounds for row in result for visit in row["visits"]]
        assert visits and all(visit["terrain"] for visit in visits)


# -- results, undo, layouts, languages -------------------------------------------------------


def test_the_round_result_explains_each_players_gold_then_play_goes_on():
    screen = table(example(first_player=ANNA))
    session = screen.session
    for action, _ in ANNA_TRIP:
        take_if_covered(screen)
        tap_action(screen, action)
    for _ in range(3):
        take_if_covered(screen)
        tap_action(screen, Stop())
    for action, _ in DORA_TRIP:
        take_if_covered(screen)
        tap_action(screen, action)
    take_if_covered(screen)
    tap_action(screen, Stop())
    assert session.state.round == 2 and screen.showing_result()
    canvas, regions = draw(screen)
    texts = canvas.texts()
    assert [r.action for r in regions] == ["ack"]
    assert "Round 1 of 4: gold gained" in texts
    for expected in ("+32", "+40", "+2", "+8", "−2 to thieves", "+10 all villages"):
        assert expected in texts, expected
    assert "+2 from thieves" in texts  # Róbert's thief
    assert "No gold gained or spent" in texts  # Károly
    screen.on_action("ack")
    assert not screen.showing_result()


def test_a_whole_game_ends_on_the_final_screen_with_the_chart():
    screen = new_table(players=2, seed=8, bots=(1,))
    session = screen.session
    results = 0
    for _ in range(4000):
        if session.state.is_over and not screen.showing_result():
            break
        if screen.showing_result():
            results += 1
            screen.on_action("ack")
        elif screen.auto_delay() is not None:
            run(screen.advance())
        else:
            state = session.state
            action = get_game("elves").bots["heuristic"](get_game("elves"), 0).choose(state)
            screen.on_action(f"act:{screen.context().legal.index(action)}")
    assert results == 2
    canvas, regions = draw(screen)
    assert {r.action for r in regions} == {"new", "replay", "home", "note:hints"}
    texts = canvas.texts()
    assert any(
        re.fullmatch(r".+ (is King of the Elves|share the crown of the Elves)!", t) for t in texts
    )
    gold = session.state.gold
    assert any(text.startswith(f"Anna: {gold[0]} gold = 7 ") for text in texts)
    assert "Round 1" in texts and "Round 2" in texts  # the chart's rounds
    screen.on_action("new")
    assert screen.nav.went == [("setup", "elves")]


def test_undo_takes_back_the_move():
    screen = new_table(seed=5)
    session = screen.session
    while screen.auto_delay() is not None:
        run(screen.advance())
    before = len(session.state.history)
    hand = dict(session.state.hands[ANNA])
    terrain = next(
        card for card in ("plains", "forest", "mountain", "desert", "river", "lake") if card in hand
    )
    tap(screen, f"pick:hand:{terrain}")
    tap(screen, "pick:prin:0")
    assert session.state.history[before] == PlayVillage(terrain, ANNA)
    _, regions = draw(screen)
    assert "undo" in {r.action for r in regions}
    screen.on_action("undo")
    assert len(session.state.history) == before
    assert session.state.hands[ANNA] == hand


@pytest.mark.parametrize(("width", "height"), VIEWPORTS)
def test_a_full_six_player_table_fits_every_screen_with_touch_sized_targets(width, height):
    state = arrange(
        6,
        [
            [village("plains", gold=0, thief=1, obstacle=2), village("lake", obstacle=3)],
            [village("forest", thief=4), village("mountain", gold=1)],
            [village("desert", obstacle=5), village("river", thief=0)],
            [village("plains"), village("forest", gold=3)],
            [village("mountain", thief=2), village("desert")],
            [village("lake"), village("river", gold=5)],
        ],
        [
            ["dragon", "raft", "unicorn", "giant_pig", "elf_cycle", "magic_cloud", "troll_wagon"]
            + ["escort", "turnaround", "gold", "thief", "fallen_tree", "water_monster"],
            *([["raft"]] * 5),
        ],
        phase=PLANNING,
        round_number=5,
    )
    screen = table(state, bots=(1, 2, 3, 4, 5))
    for selection in (None, "pick:hand:thief"):
        if selection:
            screen.on_action(selection)
        canvas, regions = draw(screen, width, height)
        for region in regions:
            if region.rect is None:
                continue
            box = region.rect
            assert box.w >= MIN_TOUCH - 0.01 and box.h >= MIN_TOUCH - 0.01, region
            assert box.x >= -0.01 and box.y >= -0.01, region
            assert box.right <= width + 0.01 and box.bottom <= height + 0.01, region
        actions = {r.action for r in regions if r.rect is not None}
        if selection:
            thieves = [a for a in screen.context().legal if getattr(a, "card", "") == "thief"]
            lit = {a for a in actions if a.startswith("pick:vil:")}
            assert lit == {f"pick:vil:{a.principality}:{a.slot}" for a in thieves}
            assert len(lit) == 8  # the twelve villages but the four with a thief
        else:
            # Every card that can be played here can be tapped, on every screen.
            assert {"pick:hand:thief", "pick:hand:gold", "pick:hand:fallen_tree"} <= actions


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_every_language_draws_the_table_the_results_and_the_final_screen(language):
    i18n.set_language(language)
    screen = table(example(first_player=ANNA))
    screen.on_action("take")
    canvas, regions = draw(screen, 390, 844)
    assert i18n.t("elves.prompt.travel", name="Anna") in " ".join(canvas.texts())
    assert all(r.label.strip() for r in regions)
    labels = {
        screen.renderer.words.action_label(a, screen.context()) for a in screen.context().legal
    }
    assert len(labels) == len(screen.context().legal)  # every move named, and apart


def test_the_table_opens_the_rules_and_comes_back():
    screen = new_table()
    screen.on_action("rules")
    assert screen.nav.went == [("rules", "elves")]


def test_motion_glides_the_traveller_from_village_to_village():
    screen = table(example(first_player=ANNA))
    screen.on_action("take")
    tap_action(screen, Travel("raft"))
    draw(screen)
    tap_action(screen, Travel("unicorn"))
    screen.nav.now = 0.05
    draw(screen)
    assert screen.motion.animating()
    screen.nav.now = 1.0
    draw(screen)
    assert not screen.motion.animating()
    track = screen.motion.tracks[("traveller", ANNA)]
    assert track.end != track.start or track.began is not None
    assert ("village", KAROLY, 1) in screen.motion.tracks


@pytest.mark.parametrize("phase", [PLANNING, TRAVEL])
@pytest.mark.parametrize(("width", "height"), VIEWPORTS)
def test_a_hand_of_every_kind_keeps_every_move_tappable(width, height, phase):
    """A player holding two of every card (one who passed for rounds), six at the table:
    every card that can be played in planning, every travel card, the escort and the
    turnaround on a trip can still be tapped, or have a button."""
    every = [card for card in DECK for _ in range(2)]
    state = arrange(
        6,
        [
            [village("plains"), village("lake", thief=1)],
            *(
                [village(terrain)]
                for terrain in ("mountain", "desert", "river", "plains", "forest")
            ),
        ],
        [every, *([[]] * 5)],
        phase=phase,
        round_number=5,
    )
    screen = table(state, bots=(1, 2, 3, 4, 5))
    take_if_covered(screen)
    _, regions = draw(screen, width, height)
    shown = {r.action for r in regions if r.rect is not None}
    legal = screen.context().legal
    assert any(isinstance(a, Travel | PlaySpecial) for a in legal)
    for number, action in enumerate(legal):
        card = {Escort: "escort", Turnaround: "turnaround"}.get(type(action))
        card = card or getattr(action, "card", None) or getattr(action, "terrain", None)
        taps = {f"act:{number}", f"pick:hand:{card}"}
        if isinstance(action, RemoveVillage):
            taps.add("pick:remove")  # then the village to remove
        assert taps & shown, (action, sorted(shown))


def test_every_move_of_a_six_player_game_has_a_tap_target_on_a_tablet():
    """Six players with teleport; seat 0 passes and ends its trips at once in rounds 2-4,
    so its hand grows large: at each of its turns every legal move is drawn, as a button
    or as a card in hand (seed 0 once left a turnaround with neither)."""
    game = get_game("elves")
    state = game.new_game(6, seed=0, options={"teleport": True})
    bots = [make_bot(game, "heuristic", seat) for seat in range(6)]
    turns = 0
    while not state.is_over:
        legal = state.legal_actions()
        if state.to_move == 0 and state.phase in (PLANNING, TRAVEL):
            turns += 1
            screen = table(state.clone(), bots=(1, 2, 3, 4, 5))
            _, regions = draw(screen)
            shown = {r.action for r in regions if r.rect is not None}
            for number, action in enumerate(legal):
                card = {Escort: "escort", Turnaround: "turnaround"}.get(type(action))
                card = card or getattr(action, "card", None) or getattr(action, "terrain", None)
                taps = {f"act:{number}", f"pick:hand:{card}"}
                if isinstance(action, RemoveVillage | Teleport):
                    taps |= {"pick:remove", "pick:teleport"}
                assert taps & shown, (state.round, action, sorted(shown))
            hurried = [a for a in legal if isinstance(a, Pass | Stop)]
            if 2 <= state.round <= 4 and hurried:
                state.apply(hurried[0])
                continue
        state.apply(bots[state.to_move].choose(state))
    assert turns > 30
