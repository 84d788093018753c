"""The For the King (and Me) table on a recording canvas: what is drawn for whom, taps and
multi-step moves checked against the engine's state, hand-offs, undo, the final screen, and
the rules screen in every language."""

from __future__ import annotations

import random
import re

import pytest

from kingmakers.ai import make_bot
from kingmakers.engine import Rng
from kingmakers.games import get_game
from kingmakers.games.fortheking.actions import Bid, Discard, Pass, PayGold, PickCard, Place, Take
from kingmakers.games.fortheking.data import CARDS, VALUE
from kingmakers.ui import i18n
from kingmakers.ui.app import App
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.kit.display import DisplayList
from kingmakers.ui.screens.table import TableScreen
from kingmakers.ui.seam import spot_at
from kingmakers.ui.state.platform import FakePlatform
from kingmakers.ui.state.saves import SavedGame, Seat
from kingmakers.ui.state.session import GameSession
from kingmakers.ui.state.storage import MemoryStorage
from tests.ui.frames import draw, operations
from tests.ui.layout import assert_touch_layout
from tests.ui.stub import StubNavigator

GAME = get_game("fortheking")
#: Any card's full English name, not a title change ("Military 3 → 4").
CARD_NAME = re.compile("(" + "|".join(re.escape(name) for name in CARDS) + r")(?! →)")
UI = GAME_UIS["fortheking"]
NAMES = ("Anna", "Béla", "Carla", "Dario", "Elena")
VIEWPORTS = [(1024, 768), (768, 1024), (390, 844), (320, 568), (1366, 1024), (844, 390)]
#: A game of three whose moves are chosen by ``random.Random(FORCED_SEED)`` from the legal
#: ones reaches, after FORCED_MOVES moves, Carla paying 7 in gold for a Royal decree with
#: Gold 2, Gold 2 (both seen joining her collection) and one card nobody saw: everyone
#: knows it is a Gold 3, or she could not be paying 7 in gold.
FORCED_SEED, FORCED_MOVES = 839, 209


def random_moves(players: int, seed: int, moves: int):
    state = GAME.new_game(players, seed=seed)
    chooser = random.Random(seed)
    while len(state.history) < moves:
        state.apply(chooser.choice(state.legal_actions()))
    return state


def played_until(players: int, seed: int, done, bot: str = "heuristic"):
    """A game of bots played until ``done(state)``."""
    state = GAME.new_game(players, seed=seed)
    bots = [make_bot(GAME, bot, seat) for seat in range(players)]
    while not done(state):
        assert not state.is_over, "the position sought never came"
        state.apply(bots[state.to_move].choose(state))
    return state


def table(state, humans=None) -> TableScreen:
    """The table for ``state``: people in ``humans`` (default: all), bots elsewhere; the
    seat to move holds the device."""
    humans = range(state.players) if humans is None else humans
    seats = [
        Seat(NAMES[seat]) if seat in humans else Seat(NAMES[seat], "heuristic")
        for seat in range(state.players)
    ]
    saved = SavedGame("t", "fortheking", seats, state, "", "")
    screen = TableScreen(StubNavigator(), GameSession(saved, clock=lambda: "now"), UI)
    if screen.session.needs_handoff():
        screen.on_action("take")
    return screen


def three_people_session(state) -> GameSession:
    saved = SavedGame("t", "fortheking", [Seat(name) for name in NAMES[:3]], state, "", "")
    return GameSession(saved, clock=lambda: "now")


def forced_payment() -> GameSession:
    state = random_moves(3, FORCED_SEED, FORCED_MOVES)
    view = state.observe(None)
    assert (state.stage, state.to_move, view["auction"]["card"]) == ("pay", 2, "Royal decree")
    assert view["auction"]["owed"] == 7 and view["auction"]["pay_with"] == "gold"
    assert view["collections_seen"][2] == ["Gold 2", "Gold 2"]
    assert view["collection_sizes"][2] == 3
    return three_people_session(state)


def shown(canvas, regions) -> str:
    """Everything the screen shows or says: drawn text, control names, notes."""
    return "\n".join(canvas.texts() + [region.label for region in regions])


def spot_texts(screen) -> list[str]:
    """What hover or a long press would show for each drawn thing."""
    return [text if isinstance(text, str) else text() for _, text in screen.spots]


def drawn(regions, prefix: str) -> list[str]:
    return [r.action for r in regions if r.rect is not None and r.action.startswith(prefix)]


def test_a_payment_everyone_could_foresee_can_be_undone_until_the_hand_off():
    """Carla's hidden card must be a Gold 3: re-deals for Anna and Béla keep her able to
    pay (a re-deal giving her another card left her without a legal move, and made her
    payment look like a revelation, so she could not take it back)."""
    session = forced_payment()
    assert session.needs_handoff()
    session.take_device()
    for value in (2, 3, 2):
        session.play(PayGold(value))
    assert session.state.observe(None)["king"]["card"] == "Royal decree"
    assert session.to_move == 2 and not session.needs_handoff()
    undone = 0
    while session.can_undo():
        session.undo()
        undone += 1
    assert undone == 3 and len(session.state.history) == FORCED_MOVES  # back to the hand-off
    assert session.state.observe(2)["auction"]["owed"] == 7 and not session.needs_handoff()
    for value in (3, 2, 2):
        session.play(PayGold(value))
    decree = session.state.legal_actions()
    session.play(decree[0])
    session.play(next(a for a in session.state.legal_actions() if a.office != decree[0].office))
    assert session.state.king is None and session.to_move != 2
    assert session.needs_handoff()
    session.take_device()
    assert not session.can_undo()


# -- phase 1: the advisor's three destinations, the centre ---------------------------------------


def test_the_drawn_card_goes_where_it_is_tapped_and_a_full_place_explains_itself():
    state = played_until(3, 0, lambda s: s.stage == "place" and s.own_placed and s.king is None)
    screen = table(state)
    advisor = state.advisor
    drawn_card = state.drawn
    canvas, regions = draw(screen)
    # The own pile was used this turn: greyed, with the reason written on it, not lit.
    assert drawn(regions, "pick:place:") == ["pick:place:favour", "pick:place:centre"]
    labels = {r.action: r.label for r in regions}
    assert labels["pick:place:favour"] == f"Put {drawn_card} onto the favour pile"
    assert "Used this turn" in canvas.texts()
    screen.on_action("pick:place:own")  # were it tapped anyway, the engine says why
    assert screen.message == "You already put a card into your own pile this turn."
    assert len(state.history) == len(screen.session.state.history)
    canvas, _ = draw(screen)
    assert screen.message in canvas.texts()
    before = len(state.history)
    screen.on_action("pick:place:centre")
    assert screen.session.state.history[before] == Place("centre")
    assert screen.session.state.observe(None)["centre"][-1] == drawn_card
    assert screen.session.state.advisor == advisor


def test_only_the_advisor_sees_the_card_they_drew():
    state = played_until(
        3, 0, lambda s: s.stage == "place" and s.king is None and len(s.history) > 6
    )
    screen = table(state)
    card = state.drawn
    _, regions = draw(screen)
    assert any(card in r.label for r in regions if r.action.startswith("act:"))
    note = next(r.label for r in regions if r.action == "note:private")
    assert f"You drew {card}" in note
    # The next seat's screen, over the public view: a face-down card only.
    public = TableScreen(StubNavigator(), screen.session, UI)
    screen.session.holder = (state.advisor + 1) % 3
    canvas, regions = draw(public)
    assert "Pass to" in " ".join(canvas.texts())


def test_centre_cards_are_taken_by_tapping_them():
    state = played_until(4, 3, lambda s: s.stage == "take" and s.king is None and len(s.centre) > 2)
    screen = table(state)
    taker = state.taker
    _, regions = draw(screen)
    takes = drawn(regions, "pick:take:")
    assert len(takes) == len(state.centre)  # a card twice in the centre: two targets
    card = takes[-1].removeprefix("pick:take:").rpartition(":")[0].replace("_", " ")
    screen.on_action(takes[-1])
    after = screen.session.state
    assert after.history[-1] == Take(card)
    assert card in after.observe(taker)["you"]["collection"]


# -- King cards ---------------------------------------------------------------------------------


def pay_by_taps(screen, cards) -> None:
    """Tap each card in turn (the first copy not chosen yet)."""
    for card in cards:
        chosen = screen.selected[1].count(card) if screen.selected else 0
        screen.on_action(f"pick:pay:{card.replace(' ', '_')}:{chosen}")


def pressed(regions, prefix: str) -> list[tuple[str, bool]]:
    return [(r.action, r.pressed) for r in regions if r.rect and r.action.startswith(prefix)]


def test_a_payment_and_a_royal_decree_made_by_taps():
    screen = TableScreen(StubNavigator(), forced_payment(), UI)
    screen.on_action("take")
    session = screen.session
    canvas, regions = draw(screen)
    assert drawn(regions, "pick:pay:") == [
        "pick:pay:Gold_2:0",
        "pick:pay:Gold_2:1",
        "pick:pay:Gold_3:0",
    ]
    assert "pick:done" not in {r.action for r in regions}  # nothing chosen: no Done yet
    assert "No gold chosen yet" in canvas.texts()
    pay_by_taps(screen, ["Gold 3", "Gold 2"])
    canvas, regions = draw(screen)
    assert "3 + 2 = 5: not enough for 7 yet" in canvas.texts()
    assert "pick:done" not in {r.action for r in regions}
    assert pressed(regions, "pick:pay:") == [
        ("pick:pay:Gold_2:0", True),
        ("pick:pay:Gold_2:1", False),
        ("pick:pay:Gold_3:0", True),
    ]
    screen.on_action("pick:pay:Gold_3:0")  # a chosen card tapped again is taken back
    assert screen.selected == ("pay", ("Gold 2",))
    pay_by_taps(screen, ["Gold 2", "Gold 3"])
    canvas, regions = draw(screen)
    assert "2 + 2 + 3 = 7: covers the bid of 7" in canvas.texts()
    assert [on for _, on in pressed(regions, "pick:pay:")] == [True, True, True]
    assert len(session.state.history) == FORCED_MOVES  # nothing played before "Done"
    screen.on_action("pick:done")
    assert session.state.history[FORCED_MOVES:] == [PayGold(2), PayGold(2), PayGold(3)]
    assert session.state.observe(2)["you"]["collection"] == []
    # The Royal decree: two different offices, each up or down, previewed before "Done".
    titles = dict(session.state.primary)
    assert titles == {
        "Architecture": 5,
        "Diplomacy": 1,
        "Military": 5,
        "Livestock": 1,
        "Entertainment": 6,
    }
    canvas, regions = draw(screen)
    arrows = set(drawn(regions, "pick:king:"))
    assert "pick:king:Entertainment:1" not in arrows  # 6 cannot go up
    assert "pick:king:Diplomacy:-1" not in arrows and "pick:king:Livestock:-1" not in arrows
    assert "pick:king:Entertainment:-1" in arrows and "pick:king:Diplomacy:1" in arrows
    assert "Choose 2 different offices: ▲ raises a title by 1, ▼ lowers it by 1" in " ".join(
        canvas.texts()
    )
    screen.on_action("pick:king:Entertainment:-1")
    screen.on_action("pick:king:Diplomacy:1")
    canvas, regions = draw(screen)
    assert "Entertainment 6 → 5, Diplomacy 1 → 2" in " ".join(canvas.texts())
    assert session.state.primary == titles  # only previewed
    on = [r.action for r in regions if r.pressed]
    assert sorted(on) == ["pick:king:Diplomacy:1", "pick:king:Entertainment:-1"]
    screen.on_action("pick:king:Diplomacy:1")  # tapped again: taken back
    screen.on_action("pick:king:Military:-1")
    screen.on_action("pick:done")
    assert session.state.primary == {**titles, "Entertainment": 5, "Military": 4}
    assert session.state.king is None


def test_a_royal_favour_changes_one_office_and_a_second_tap_replaces_the_first():
    state = played_until(3, 0, lambda s: s.king is not None and s.king[1] == "Royal favour")
    screen = table(state)
    titles = dict(state.primary)
    screen.on_action("pick:king:Military:1")
    screen.on_action("pick:king:Livestock:-1")  # a favour moves one office: the choice moves
    assert screen.selected == ("king", (("Livestock", -1),))
    canvas, _ = draw(screen)
    old = titles["Livestock"]
    assert f"Livestock {old} → {old - 1}" in canvas.texts()
    screen.on_action("pick:done")
    assert screen.session.state.primary == {**titles, "Livestock": old - 1}


# -- phase 2: bids, payments in cards, failures ---------------------------------------------------


def test_bids_step_within_the_allowed_range_then_bid_or_pass():
    state = played_until(
        5,
        1,
        lambda s: s.stage == "bid" and s.king is None and s._capacity(s.bidder) > s.high_bid + 2,
    )
    screen = table(state)
    amounts = [a.amount for a in state.legal_actions() if isinstance(a, Bid)]
    canvas, regions = draw(screen)
    assert f"Your bid: from {amounts[0]} to {amounts[-1]}" in canvas.texts()
    actions = {r.action for r in regions if r.rect is not None}
    assert "pick:bid:+" in actions and "pick:bid:-" not in actions  # at the lowest already
    bid_button = next(r for r in regions if r.rect and r.label == f"Bid {amounts[0]}")
    screen.on_action("pick:bid:+")
    screen.on_action("pick:bid:+")
    canvas, regions = draw(screen)
    bid_button = next(r for r in regions if r.rect and r.label == f"Bid {amounts[2]}")
    assert {"pick:bid:+", "pick:bid:-"} <= {r.action for r in regions if r.rect}
    for _ in range(len(amounts) + 3):
        screen.on_action("pick:bid:+")  # never beyond the highest allowed
    assert screen.selected == ("bid", amounts[-1])
    screen.on_action("pick:bid:-")
    _, regions = draw(screen)
    bid_button = next(r for r in regions if r.rect and r.label == f"Bid {amounts[-2]}")
    before = len(screen.session.state.history)
    screen.on_action(bid_button.action)
    assert screen.session.state.history[before] == Bid(amounts[-2])


def test_pass_is_a_button_too():
    state = played_until(5, 1, lambda s: s.stage == "bid" and s.king is None)
    screen = table(state)
    _, regions = draw(screen)
    passing = next(r for r in regions if r.rect and r.label == "Pass")
    before = len(state.history)
    screen.on_action(passing.action)
    assert screen.session.state.history[before] == Pass()


def test_a_payment_in_cards_discards_as_many_as_the_bid():
    state = played_until(
        3,
        0,
        lambda s: s.stage == "pay" and s.pay_method == "cards" and s.owed >= 2 and s.king is None,
    )
    screen = table(state)
    owed = state.owed
    payer = state.high_bidder
    canvas, regions = draw(screen)
    assert f"Chosen: 0 of {owed}" in canvas.texts()
    tokens = drawn(regions, "pick:pay:")
    assert len(tokens) == len(state.collections[payer])  # any card can go
    cards = [t.removeprefix("pick:pay:").rpartition(":")[0].replace("_", " ") for t in tokens]
    pay_by_taps(screen, cards[:owed])
    canvas, regions = draw(screen)
    assert f"Chosen: {owed} of {owed}" in canvas.texts()
    assert all(on for _, on in pressed(regions, "pick:pay:"))  # complete: nothing else
    before = len(state.history)
    screen.on_action("pick:done")
    played = screen.session.state.history[before : before + owed]
    assert played == [Discard(card) for card in cards[:owed]]


def test_a_failed_payment_is_picked_blind_by_the_left_neighbour_and_shown():
    state = random_moves(3, 0, 0)
    chooser = random.Random(0)
    while state.stage != "lose" or state.king is not None:
        state.apply(chooser.choice(state.legal_actions()))
    loser = state.high_bidder
    screen = table(state)
    canvas, regions = draw(screen)
    picks = drawn(regions, "pick:lose:")
    assert picks and len(picks) <= len(state.collections[loser])
    assert any("cannot pay" in text for text in canvas.texts())
    position = int(picks[-1].removeprefix("pick:lose:"))
    lost = state.collections[loser][position]
    screen.on_action(picks[-1])
    after = screen.session.state
    assert after.history[-1] == PickCard(position) and after.discard[-1] == lost
    screen.session.holder = screen.session.to_move
    canvas, _ = draw(screen)
    picker, loser_name = NAMES[state.to_move], NAMES[loser]
    penalty = f"{loser_name} lost {lost}, picked blind by {picker}"
    assert penalty in " ".join(canvas.texts())  # shown while the card's auction goes on
    assert f"{picker} picked one of {loser_name}'s cards blind: {lost} was discarded" in (
        screen.log_lines(screen.context())
    )


# -- pass and play ----------------------------------------------------------------------------


def test_three_people_never_see_each_others_collections_or_favour_cards():
    """A whole game of three at one device: at every step the screen shows exactly the same
    text in a world where everything the viewer cannot know was dealt again, and each
    collection panel is the viewer's own."""
    state = GAME.new_game(3, seed=21)
    screen = table(state)
    bots = [make_bot(GAME, "heuristic", seat) for seat in range(3)]
    rng = Rng(3)
    covers = steps = 0
    while not screen.session.state.is_over:
        steps += 1
        session = screen.session
        canvas, regions = draw(screen)
        if "take" in {r.action for r in regions}:
            covers += 1
            assert [r.action for r in regions] == ["take", "home"]
            text = shown(canvas, regions)
            assert "'s collection" not in text
            public = session.state.observe(None)
            known = set(public["centre"]) | set(public["discard"]) | set(public["set_aside"])
            known |= {card for seen in public["collections_seen"] for card in seen}
            known |= {entry["card"] for entry in public["log"] if entry.get("card")}
            assert set(CARD_NAME.findall(text)) <= known, text
            screen.on_action("take")
            continue
        viewer = screen.context().viewer
        assert viewer == session.to_move
        text = shown(canvas, regions)
        for seat, name in enumerate(NAMES[:3]):
            assert (f"{name}'s collection" in text) == (seat == viewer)
        real = session.saved.state
        session.saved.state = real.sample_hidden(viewer, rng)
        try:
            assert shown(*draw(screen)) == text
        finally:
            session.saved.state = real
        state = session.state
        screen.on_action(f"act:{state.legal_actions().index(bots[state.to_move].choose(state))}")
    assert covers > 30 and steps < 2000


def test_the_favour_pile_shows_its_size_and_the_viewers_own_cards_there():
    state = played_until(
        3,
        2,
        lambda s: (
            s.stage == "place"
            and s.king is None
            and any(by == s.advisor for _, by in s.favour)
            and any(by != s.advisor for _, by in s.favour)
        ),
    )
    screen = table(state)
    view = state.observe(state.advisor)
    canvas, regions = draw(screen)
    assert f"Favour pile · {len(state.favour)}" in canvas.texts()
    note = next(r.label for r in regions if r.action == "note:private")
    mine = ", ".join(view["you"]["favour_remembered"])
    assert f"Yours in the favour pile: {mine}" in note
    hover = [text for text in spot_texts(screen) if text.startswith("Favour pile:")]
    assert hover and mine in hover[0]


# -- undo, hand-off, the end ----------------------------------------------------------------


def test_undo_on_the_table_takes_back_a_foreseeable_payment_then_stops_at_the_hand_off():
    screen = TableScreen(StubNavigator(), forced_payment(), UI)
    screen.on_action("take")
    pay_by_taps(screen, ["Gold 2", "Gold 3", "Gold 2"])
    screen.on_action("pick:done")
    _, regions = draw(screen)
    assert "undo" in {r.action for r in regions}
    while "undo" in {r.action for r in draw(screen)[1]}:
        screen.on_action("undo")
    assert len(screen.session.state.history) == FORCED_MOVES
    canvas, regions = draw(screen)
    assert "take" not in {r.action for r in regions}  # still Carla's table, no cover
    assert pressed(regions, "pick:pay:") == [
        ("pick:pay:Gold_2:0", False),
        ("pick:pay:Gold_2:1", False),
        ("pick:pay:Gold_3:0", False),
    ]


def test_one_person_against_bots_plays_to_the_final_screen_which_explains_every_office():
    state = GAME.new_game(3, seed=8)
    screen = table(state, humans=[0])
    session = screen.session
    bots = [make_bot(GAME, "heuristic", seat) for seat in range(3)]
    from tests.ui.aio import run

    while not session.state.is_over:
        if screen.auto_delay() is not None:
            run(screen.advance())
            continue
        state = session.state
        screen.on_action(f"act:{state.legal_actions().index(bots[0].choose(state))}")
    canvas, regions = draw(screen)
    assert {r.action for r in regions} == {"new", "replay", "home", "note:hints"}
    view = session.state.observe(None)
    texts = canvas.texts()
    winners = ", ".join(NAMES[seat] for seat in view["winners"])
    assert texts[0].startswith("Winner") or texts[0].startswith("Shared win")
    assert winners in texts[0]
    for office in session.state.primary:
        assert office in texts
    for row in view["scoring"]:
        if row["primary_holders"]:
            assert f"1st +{row['primary']}" in texts
        if row["secondary_holders"]:
            assert f"2nd +{row['secondary']}" in texts
    # The totals are the last texts the final screen draws before the frame's own lines.
    end = next(i for i, text in enumerate(texts) if text == "New game" or text.startswith("Hint"))
    totals = texts[end - 3 : end]
    assert totals == [str(points) for points in view["scores"]]


def test_two_players_have_no_secondary_titles_on_the_board_or_the_final_screen():
    state = played_until(2, 4, lambda s: s.is_over)
    screen = table(state)
    canvas, _ = draw(screen)
    texts = canvas.texts()
    assert not any(text.startswith("2nd") for text in texts)
    assert any(text.startswith("title ") for text in texts)
    board = played_until(2, 4, lambda s: s.stage == "place" and len(s.history) > 3)
    _, regions = draw(table(board))
    summary = next(r.label for r in regions if r.action == "note:board")
    assert "secondary" not in summary and "Military: title 3" in summary


# -- layout, languages, words ---------------------------------------------------------------------


STAGES = {
    "place": lambda s: s.stage == "place" and s.king is None and len(s.history) > 20,
    "take": lambda s: s.stage == "take" and s.king is None and len(s.centre) >= 2,
    "king": lambda s: s.king is not None and s.king[1] == "Royal decree",
    "bid": lambda s: s.stage == "bid" and s.king is None and s.high_bid > 0,
    "pay": lambda s: s.stage == "pay" and s.king is None,
}


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("stage", list(STAGES))
def test_controls_are_touch_sized_inside_the_screen_and_never_overlap(stage, players):
    state = played_until(players, 1, STAGES[stage])
    screen = table(state)
    for width, height in VIEWPORTS:
        _, regions = draw(screen, width, height)
        assert_touch_layout(regions, width, height)


@pytest.mark.parametrize("language", ["en", "hu", "it", "ru"])
def test_every_stage_draws_in_every_language(language):
    i18n.set_language(language)
    for done in STAGES.values():
        screen = table(played_until(4, 1, done))
        for width, height in VIEWPORTS[:4]:
            canvas, regions = draw(screen, width, height)
            assert all(region.label.strip() for region in regions)
        assert i18n.t("fortheking.office.military") in shown(canvas, regions)
    final = table(played_until(4, 1, lambda s: s.is_over))
    canvas, _ = draw(final, 390, 844)
    assert i18n.t("fortheking.final.total") in canvas.texts()


def test_hover_or_long_press_explains_titles_and_cards():
    state = played_until(4, 3, lambda s: s.stage == "take" and s.king is None and len(s.centre) > 2)
    screen = table(state)
    _, regions = draw(screen)
    take = next(r for r in regions if r.action.startswith("pick:take:"))
    assert screen.point_at(take.rect.center)
    canvas, _ = draw(screen)
    card = take.action.removeprefix("pick:take:").rpartition(":")[0].replace("_", " ")
    assert any(text.startswith(f"{card}: ") for text in canvas.texts())
    column = next(
        box
        for box, _ in screen.spots
        if spot_at(screen.spots, *box.center)[0].startswith("Military:")
    )
    assert screen.point_at(column.center)
    _, shown = draw(screen)
    explained = next(region.label for region in shown if region.action == "note:piece")
    assert explained == "Military: primary title 3, secondary 1"


def test_screen_reader_notes_say_the_board_and_the_viewers_collection():
    state = played_until(
        3, 0, lambda s: s.stage == "take" and s.king is None and len(s.history) > 30
    )
    screen = table(state)
    _, regions = draw(screen)
    notes = {r.action: r.label for r in regions if r.kind == "note"}
    viewer = state.to_move
    assert notes["note:board"].startswith("Titles — Architecture: primary title")
    assert f"Advisor: {NAMES[state.advisor]}" in notes["note:board"]
    collection = state.observe(viewer)["you"]["collection"]
    assert notes["note:private"].startswith(f"{NAMES[viewer]}'s collection")
    assert all(card in notes["note:private"] for card in collection)


def test_every_legal_action_has_a_name():
    state = played_until(5, 1, STAGES["king"])
    screen = table(state)
    _, regions = draw(screen)
    labels = [r.label for r in regions if r.action.startswith("act:")]
    assert len(labels) == len(state.legal_actions())
    assert any(label.startswith("Raise ") and " from " in label for label in labels)


# -- the log ---------------------------------------------------------------------------------


def test_the_log_tells_every_public_event_with_names_and_never_a_hidden_card():
    state = played_until(3, 0, lambda s: s.is_over)
    screen = table(state)
    lines = screen.renderer.words.log_lines(screen.context())
    events = state.observe(None)["log"]
    assert len(lines) == len(events)
    kinds = {entry["type"] for entry in events}
    assert {"place", "take", "lot", "bid", "pass", "won", "over"} <= kinds
    for entry, line in zip(events, lines, strict=True):
        if entry["type"] == "place" and entry["pile"] != "centre":
            assert line in (
                f"{NAMES[entry['seat']]} put a card into their own pile",
                f"{NAMES[entry['seat']]} put a card onto the favour pile",
            )
        elif entry["type"] == "won":
            assert line == f"{NAMES[entry['seat']]} won {entry['card']} for {entry['price']}"
        elif entry["type"] == "bid":
            assert line == f"{NAMES[entry['seat']]} bid {entry['amount']}"
    for language in ("hu", "it", "ru"):
        i18n.set_language(language)
        translated = screen.renderer.words.log_lines(screen.context())
        assert all(line.strip() for line in translated) and translated != lines


def test_the_cover_tells_the_next_person_what_the_others_just_did():
    state = GAME.new_game(3, seed=5, options={"first_player": 0})
    screen = table(state)
    while screen.session.to_move == 0:
        screen.on_action("act:0")
    canvas, regions = draw(screen)
    assert [r.action for r in regions] == ["take", "home"]
    texts = canvas.texts()
    assert f"Pass to {NAMES[screen.session.to_move]}" in texts
    assert any(text.startswith("Anna took") or text.startswith("Anna put") for text in texts)


def test_pieces_come_last_in_the_frame_and_the_private_panel_keeps_its_hover_texts():
    """The private panel is drawn before the board: each panel paints its pieces after its
    still parts (so the page moves pieces over a kept image of the rest), and what hover
    shows on the viewer's collection survives the board's drawing."""
    state = played_until(5, 4, lambda s: s.stage == "bid" and s.to_move == 0 and s.collections[0])
    seats = [Seat(NAMES[0])] + [Seat(NAMES[seat], "heuristic") for seat in range(1, 5)]
    clock = [0.0]
    app = App(MemoryStorage(), platform=FakePlatform(), ticks=lambda: clock[0])
    app.open_table(SavedGame("t", "fortheking", seats, state, "", ""))
    canvas = DisplayList(lambda font, text: 7.0 * len(text))
    app.render(canvas, 1024, 768)
    canvas.take_frame()
    session = app.screen.session
    session.take_device()
    session.play(session.state.legal_actions()[-1])
    clock[0] = 1.0
    app.render(canvas, 1024, 768)
    ops = operations(canvas.take_frame()[0], canvas.strings)
    assert any(op[0] == "piece" for op in ops) and ops[-1] == ["end_piece"]
    texts = [text if isinstance(text, str) else text() for _, text in app.screen.spots]
    assert any(text.startswith("Military:") for text in texts)  # the board's
    collection = session.state.collections[0]
    assert any(
        f" = {sum(VALUE[card] for card in collection if card in text)}" in text for text in texts
    )
