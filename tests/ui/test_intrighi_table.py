"""The Intrighi a corte table on a recording canvas: what is drawn for whom, every way to play
a card by tapping (targets lit, gaps between stack cards, Tradimento's choice, the powers,
discarding several), refusals in words, the Manipolazione hand-off, the log that never names
a face-down card to those who did not see it, the final reveal with the tie rule and the
alliance links, undo, the rules screen and every language."""

from __future__ import annotations

import pytest

from kingmakers.ai import make_bot
from kingmakers.engine import Rng
from kingmakers.games import get_game
from kingmakers.games.intrighi.actions import (
    Discard,
    Pass,
    Place,
    PlayBeside,
    PlayStackCard,
    PlayTradimento,
    UseConfessore,
    UseSpia,
)
from kingmakers.games.intrighi.data import CANDIDATES, CARD, CHARACTER, DECK, STACK_KEYS
from kingmakers.ui import i18n
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.games.intrighi import results
from kingmakers.ui.games.intrighi.words import entry_type, log_line, stack_ids
from kingmakers.ui.kit.motion import DURATION
from kingmakers.ui.screens.table import TableScreen
from kingmakers.ui.seam import TableContext
from kingmakers.ui.state.saves import SavedGame, Seat
from kingmakers.ui.state.session import GameSession
from tests.ui.aio import run
from tests.ui.frames import draw
from tests.ui.layout import assert_touch_layout
from tests.ui.stub import StubNavigator

UI = GAME_UIS["intrighi"]
SIZES = [(1024, 768), (768, 1024), (390, 844), (320, 568), (844, 390), (1920, 1080)]
STACK_NAMES = sorted({CARD[key].name for key in STACK_KEYS}, key=len, reverse=True)
CONTEXT_NAMES = TableContext({}, None, ["Anna", "Béla", "Carla"], [])


def table(seats, seed=3, nav=None) -> TableScreen:
    state = get_game("intrighi").new_game(len(seats), seed=seed)
    saved = SavedGame("t", "intrighi", seats, state, "", "")
    session = GameSession(saved, clock=lambda: "now")
    # These tests set positions up by changing the state in place: views are made afresh.
    session.view = lambda seat: session.state.observe(seat)
    return TableScreen(nav or StubNavigator(), session, UI)


def solo(players=4, seed=3, nav=None) -> TableScreen:
    seats = [Seat("Anna")] + [Seat(f"Bot{n}", "heuristic") for n in range(1, players)]
    return table(seats, seed, nav)


def trio(seed=3) -> TableScreen:
    return table([Seat("Anna"), Seat("Béla"), Seat("Carla")], seed)


def shown(canvas, regions) -> str:
    return "\n".join(canvas.texts() + [r.label for r in regions])


def drawn(regions, prefix: str) -> list:
    return [r for r in regions if r.rect is not None and r.action.startswith(prefix)]


def spots(screen) -> list[tuple]:
    """What a hover or long press would say, where, on the screen last drawn."""
    return [(box, text() if callable(text) else text) for box, text in screen.spots]


def tap(screen, prefix: str, label: str) -> None:
    """Tap the drawn control whose action starts with ``prefix`` and label holds ``label``."""
    _, regions = draw(screen)
    screen.on_action(next(r.action for r in drawn(regions, prefix) if label in r.label))


# -- setting up positions --------------------------------------------------------------------


def take(state, key: str) -> int:
    """A card of type ``key`` taken out of the draw pile."""
    card = next(c for c in reversed(state.draw_pile) if DECK[c] == key)
    state.draw_pile.remove(card)
    return card


def give(state, seat: int, *keys: str) -> None:
    """Put cards from the draw pile into a seat's hand (they know them)."""
    for key in keys:
        card = take(state, key)
        state.hands[seat].append(card)
        state.known[seat].add(card)


def clear_hand(state, seat: int) -> None:
    for card in list(state.hands[seat]):
        state.hands[seat].remove(card)
        state.draw_pile.insert(0, card)
        state.known[seat].discard(card)


def put_in_stack(state, candidate: int, key: str, placer: int = 0) -> int:
    card = take(state, key)
    state.stacks[candidate].append(card)
    state.placers[candidate].append(placer)
    return card


def human_to_move(screen) -> None:
    """Let the bots play until the human (seat 0) is to play a card."""
    while screen.session.state.to_move != 0 or screen.session.state.phase != "play":
        if screen.auto_delay() is not None:
            run(screen.advance())
        else:
            screen.on_action("act:0")


def anna_plays(screen, hand: tuple[str, ...], character: str | None = None) -> None:
    """Anna (seat 0) at her play step holding exactly ``hand``."""
    human_to_move(screen)
    state = screen.session.state
    clear_hand(state, 0)
    give(state, 0, *hand)
    if character:
        state.characters[0] = character


# -- the play step -----------------------------------------------------------------------------


def test_the_play_step_offers_every_legal_action_and_the_hand_by_tap():
    screen = solo()
    human_to_move(screen)
    canvas, regions = draw(screen)
    legal = screen.session.state.legal_actions()
    mirrors = [r for r in regions if r.action.startswith("act:")]
    assert {r.action for r in mirrors} == {f"act:{i}" for i in range(len(legal))}
    hand = screen.session.state.observe(0)["you"]["hand"]
    assert len(drawn(regions, "pick:card:")) == len(hand)
    assert any(t.startswith("Anna: play a card") for t in canvas.texts())
    assert "Play nothing" in [r.label for r in drawn(regions, "act:")]
    for width, height in SIZES:
        _, regions = draw(screen, width, height)
        assert_touch_layout(regions, width, height, disjoint=True)


def test_a_sostegno_is_played_by_one_tap_then_placed_in_a_gap():
    screen = solo()
    anna_plays(screen, ("sostegno2", "abbasso1", "spionaggio"))
    state = screen.session.state
    put_in_stack(state, 1, "sostegno1", placer=2)
    put_in_stack(state, 1, "abbasso1", placer=3)
    _, regions = draw(screen)
    card = next(r for r in drawn(regions, "pick:card:") if "Sostegno +2" in r.label)
    assert card.label == "Play Sostegno +2 face down"
    screen.on_action(card.action)
    assert state.history[-1] == PlayStackCard("sostegno2")
    canvas, regions = draw(screen)
    assert "Anna: choose a candidate's stack for Sostegno +2" in canvas.texts()
    columns = drawn(regions, "pick:cand:")
    assert len(columns) == len(CANDIDATES)  # any stack takes it
    screen.on_action("pick:cand:1")  # Bianca holds two cards: three gaps
    canvas, regions = draw(screen)
    gaps = drawn(regions, "pick:gap:")
    assert [r.label for r in gaps] == [
        "Into Bianca's stack, on top",
        "Into Bianca's stack, with 1 card above it (of 2)",
        "Into Bianca's stack, at the bottom",
    ]
    assert "Anna: where in Bianca's stack?" in canvas.texts()
    assert not drawn(regions, "pick:cand:")  # the chooser covers the stacks
    screen.on_action("pick:gap:1")
    assert Place(1, 1) in state.history
    assert DECK[state.stacks[1][1]] == "sostegno2"
    view = state.observe(0)
    assert view["stacks"][1] == [None, "sostegno2", None]  # Anna knows only her own
    line = next(e for e in reversed(view["log"]) if entry_type(e) == "place")
    assert line["position"] == 1


def test_an_empty_stack_takes_the_card_with_one_tap_and_back_closes_the_chooser():
    screen = solo()
    anna_plays(screen, ("abbasso2", "scandalo", "confessione"))
    state = screen.session.state
    put_in_stack(state, 0, "sostegno1", placer=1)
    screen.on_action(
        next(r.action for r in drawn(draw(screen)[1], "pick:card:") if "−2" in r.label)
    )
    screen.on_action("pick:cand:0")
    _, regions = draw(screen)
    assert drawn(regions, "pick:gap:")
    screen.on_action("pick:close")
    assert screen.selected is None
    screen.on_action("pick:cand:3")  # Delfina's stack is empty: one place only
    assert state.history[-1] == Place(3, 0)


def test_a_card_needing_an_ability_is_shown_with_the_reason():
    screen = solo()
    anna_plays(screen, ("alleanza", "sostegno1", "tradimento"), character="generale")
    canvas, regions = draw(screen)
    assert "needs Diplomazia" in " ".join(canvas.texts())
    alleanza = next(r for r in drawn(regions, "pick:card:") if r.label.startswith("Alleanza"))
    assert alleanza.label == (
        "Alleanza: not playable. Alleanza needs Diplomazia: neither your character nor an "
        "Abilità card gives it to you."
    )
    tradimento = next(r for r in drawn(regions, "pick:card:") if r.label.startswith("Tradimento"))
    assert "no Alleanza in play" in " ".join(canvas.texts())
    screen.on_action(alleanza.action)  # the engine refuses it and says why
    canvas, regions = draw(screen)
    assert screen.message == (
        "Alleanza needs Diplomazia: neither your character nor an Abilità card gives it to you."
    )
    assert screen.message in canvas.texts() or screen.message in " ".join(canvas.texts())
    i18n.set_language("it")
    screen.on_action(alleanza.action)
    assert screen.message.startswith("Alleanza richiede Diplomazia")
    i18n.set_language("en")
    screen.on_action(tradimento.action)
    canvas, _ = draw(screen)
    assert "Tradimento needs an Alleanza in play, and there is none." in canvas.texts()
    assert len(screen.session.state.history) == len(screen.session.movers)  # nothing played


def test_a_card_beside_a_player_lights_the_other_players():
    screen = solo()
    anna_plays(screen, ("intimidazione", "sostegno1"), character="generale")
    state = screen.session.state
    _, regions = draw(screen)
    card = next(r for r in drawn(regions, "pick:card:") if r.label.startswith("Select Intim"))
    screen.on_action(card.action)
    canvas, regions = draw(screen)
    seats = drawn(regions, "pick:seat:")
    assert [r.action for r in seats] == ["pick:seat:1", "pick:seat:2", "pick:seat:3"]
    assert seats[0].label == "Play Intimidazione beside Bot1"
    assert "Anna: choose a player (Intimidazione)" in canvas.texts()
    screen.on_action(card.action)  # a second tap puts it back
    assert screen.selected is None
    screen.on_action(card.action)
    screen.on_action("pick:seat:2")
    assert state.history[-1] == PlayBeside("intimidazione", 2)
    canvas, _ = draw(screen)
    assert "Anna played Intimidazione beside Bot2." in screen.log_lines(screen.context())


def test_tradimento_asks_whose_alleanza_when_several_lie_beside_a_player():
    screen = solo()
    anna_plays(screen, ("tradimento", "sostegno1"), character="generale")
    state = screen.session.state
    state.beside[2].append((take(state, "alleanza"), 1))
    state.beside[2].append((take(state, "alleanza"), 3))
    state.beside[3].append((take(state, "alleanza"), 2))
    _, regions = draw(screen)
    screen.on_action(
        next(r.action for r in drawn(regions, "pick:card:") if "Tradimento" in r.label)
    )
    _, regions = draw(screen)
    assert [r.action for r in drawn(regions, "pick:seat:")] == ["pick:seat:2", "pick:seat:3"]
    screen.on_action("pick:seat:2")
    canvas, regions = draw(screen)
    allies = drawn(regions, "pick:ally:")
    assert [r.label for r in allies] == [
        "Play Tradimento on Bot1's Alleanza beside Bot2",
        "Play Tradimento on Bot3's Alleanza beside Bot2",
    ]
    assert "Anna: whose Alleanza beside Bot2?" in canvas.texts()
    screen.on_action("pick:ally:3")
    assert state.history[-1] == PlayTradimento(2, 3)
    assert [owner for _, owner in state.beside[2]] == [1]


def test_spionaggio_lights_only_stacks_with_cards_and_shows_what_was_seen():
    screen = solo()
    anna_plays(screen, ("spionaggio", "sostegno1"), character="generale")
    state = screen.session.state
    put_in_stack(state, 4, "abbasso2", placer=1)
    put_in_stack(state, 4, "sostegno3", placer=2)
    _, regions = draw(screen)
    screen.on_action(next(r.action for r in drawn(regions, "pick:card:") if "Spion" in r.label))
    _, regions = draw(screen)
    filled = [f"pick:cand:{c}" for c, stack in enumerate(state.stacks) if stack]
    assert [r.action for r in drawn(regions, "pick:cand:")] == filled
    assert "pick:cand:4" in filled and len(filled) < len(CANDIDATES)
    screen.on_action("pick:cand:4")
    keys = [DECK[card] for card in state.stacks[4]]
    assert state.observe(0)["stacks"][4] == keys
    names = ", ".join(CARD[key].name for key in keys)
    lines = screen.log_lines(screen.context())
    assert f"Anna played Spionaggio on Ettore's stack: {names} (top first)." in lines
    # Ettore's stack now carries the eye; a long press says what lies where.
    _, regions = draw(screen)
    spot = next(box for box, text in spots(screen) if text.startswith("Ettore's stack"))
    assert screen.point_at(spot.center)
    _, shown = draw(screen)
    explained = next(region.label for region in shown if region.action == "note:piece")
    where = "; ".join(
        f"card {i + 1} of {len(keys)} from the top: {CARD[key].name}" for i, key in enumerate(keys)
    )
    assert where in explained


def test_a_known_stack_opens_on_tap_with_each_card_in_its_place():
    screen = solo()
    anna_plays(screen, ("sostegno1", "abbasso1"), character="generale")
    state = screen.session.state
    put_in_stack(state, 2, "abbasso1", placer=1)
    mine = put_in_stack(state, 2, "sostegno2", placer=0)
    state.known[0].add(mine)
    canvas, regions = draw(screen)
    column = next(r for r in drawn(regions, "pick:cand:"))
    assert column.action == "pick:cand:2"
    assert column.label == "Corrado's stack, 2 cards, top first"
    screen.on_action("pick:cand:2")
    canvas, regions = draw(screen)
    assert [t for t in canvas.texts() if t in ("?", "+2")][-2:] == ["?", "+2"]
    screen.on_action("pick:close")
    assert screen.selected is None


def test_the_spia_and_the_confessore_use_their_power_from_a_button():
    screen = solo()
    anna_plays(screen, ("sostegno1",), character="spia")
    state = screen.session.state
    put_in_stack(state, 3, "abbasso1", placer=1)
    _, regions = draw(screen)
    power = next(r for r in drawn(regions, "pick:power"))
    assert power.label == "Spia: look at a stack"
    screen.on_action("pick:power")
    canvas, regions = draw(screen)
    assert "Anna: choose a stack (Spia)" in canvas.texts()
    assert "pick:cand:3" in {r.action for r in drawn(regions, "pick:cand:")}
    screen.on_action("pick:cand:3")
    assert state.history[-1] == UseSpia(3)
    screen2 = solo(seed=8)
    anna_plays(screen2, ("sostegno1",), character="confessore")
    screen2.on_action("pick:power")
    canvas, regions = draw(screen2)
    assert "Anna: choose a player (Confessore)" in canvas.texts()
    screen2.on_action("pick:seat:2")
    state2 = screen2.session.state
    assert state2.history[-1] == UseConfessore(2)
    candidate = CANDIDATES[state2.candidates[2]]
    canvas, regions = draw(screen2)
    assert f"Bot2 backs {candidate}." in shown(canvas, regions)


def test_discarding_two_marks_them_then_discards():
    screen = solo()
    anna_plays(screen, ("sostegno1", "sostegno1", "abbasso2", "scandalo", "tradimento"))
    state = screen.session.state
    screen.on_action(
        next(r.action for r in drawn(draw(screen)[1], "act:") if r.label == "Play nothing")
    )
    assert state.phase == "discard" and state.to_move == 0
    canvas, regions = draw(screen)
    assert "Anna: discard 2 cards" in canvas.texts()
    cards = drawn(regions, "pick:card:")
    assert all(r.label.startswith("Mark ") for r in cards)
    assert not drawn(regions, "pick:discard")  # nothing marked yet: "Discard" is not offered
    screen.on_action(cards[0].action)
    screen.on_action(cards[4].action)
    screen.on_action(cards[4].action)  # unmarked again
    screen.on_action(cards[3].action)
    _, regions = draw(screen)
    done = drawn(regions, "pick:discard")[0]
    assert done.label == "Discard 2 cards"
    screen.on_action("pick:discard")
    assert state.history[-2:] == [Discard("sostegno1"), Discard("tradimento")]
    assert state.to_move != 0


def test_one_card_over_the_limit_goes_with_one_tap():
    screen = solo()
    anna_plays(screen, ("sostegno1", "abbasso2", "scandalo", "tradimento"))
    screen.on_action(
        next(r.action for r in drawn(draw(screen)[1], "act:") if r.label == "Play nothing")
    )
    _, regions = draw(screen)
    card = next(r for r in drawn(regions, "pick:card:") if "Scandalo" in r.label)
    assert card.label == "Discard Scandalo"
    screen.on_action(card.action)
    assert screen.session.state.history[-1] == Discard("scandalo")


# -- pass and play -----------------------------------------------------------------------------


def test_a_manipolazione_by_another_human_hands_the_device_over_to_place_the_card():
    screen = trio(seed=5)
    session = screen.session
    state = session.state
    first = state.to_move
    manipulator = (first + 1) % 3
    state.beside[first].append((take(state, "manipolazione"), manipulator))
    clear_hand(state, first)
    give(state, first, "sostegno3", "abbasso1")
    canvas, regions = draw(screen)
    assert [r.action for r in regions] == ["take", "home"]
    screen.on_action("take")
    names = [seat.name for seat in session.seats]
    _, regions = draw(screen)
    card = next(r for r in drawn(regions, "pick:card:") if "+3" in r.label)
    assert (
        card.label == f"Play Sostegno +3 face down ({names[manipulator]} places it: Manipolazione)"
    )
    screen.on_action(card.action)
    assert state.to_move == manipulator and state.phase == "place"
    canvas, regions = draw(screen)
    assert f"Pass to {names[manipulator]}" in canvas.texts()
    assert "Sostegno +3" not in shown(canvas, regions)
    screen.on_action("take")
    canvas, regions = draw(screen)
    texts = shown(canvas, regions)
    assert (
        f"{names[manipulator]}: choose a stack for {names[first]}'s Sostegno +3 (Manipolazione)"
        in texts
    )
    assert "Being placed: Sostegno +3" in [text for _, text in spots(screen)]
    screen.on_action("pick:cand:2")
    assert state.history[-1] == Place(2, 0)
    # The third player sees where it went, never what it was.
    other = 3 - first - manipulator
    lines = screen.renderer.words.log_lines(TableContext(state.observe(other), other, names, []))
    assert (
        f"{names[manipulator]} put {names[first]}'s card into Corrado's stack, as its first card "
        "(Manipolazione)." in lines
    )
    assert not any("Sostegno +3" in line for line in lines)


def test_no_other_seats_secret_is_shown_and_the_log_names_no_unseen_face_down_card():
    """Three people play a whole game: every screen shows only its viewer's hand and
    candidate, and a log line names a face-down card only to a seat that saw it."""
    screen = trio(seed=9)
    session = screen.session
    game = get_game("intrighi")
    bots = [make_bot(game, "heuristic", seat) for seat in range(3)]
    names = [seat.name for seat in session.seats]
    for _ in range(400):
        state = session.state
        if state.is_over:
            break
        canvas, regions = draw(screen)
        if "take" in {r.action for r in regions}:
            text = shown(canvas, regions)
            assert "secret candidate" not in text
            screen.on_action("take")
            continue
        viewer = screen.context().viewer
        text = shown(canvas, regions)
        for seat in range(3):
            if seat != viewer and seat not in state.confessed[viewer]:
                assert f"{names[seat]}'s secret candidate:" not in text
                assert f"{names[seat]} backs" not in text
        view = state.observe(viewer)
        lines = screen.log_lines(screen.context())
        check_log_lines(view, lines, viewer)
        legal = state.legal_actions()
        screen.on_action(f"act:{legal.index(bots[state.to_move].choose(state))}")
    assert session.state.is_over


def check_log_lines(view: dict, lines: tuple[str, ...], viewer: int) -> None:
    """The viewer's log: entries of cards the viewer did not see carry no face, their lines
    name no Sostegno or Abbasso, and the log shows only the viewer's view of each entry."""
    sizes = [0] * len(CANDIDATES)
    for entry in view["log"]:
        kind = entry_type(entry)
        unseen = (
            (kind == "place" and viewer not in (entry["seat"], entry["placer"]))
            or (kind in ("discard", "draw") and entry["seat"] != viewer)
            or (kind == "corruzione" and viewer not in (entry["seat"], entry["victim"]))
        )
        if unseen:
            assert "card" not in entry, entry
            line = log_line(entry, CONTEXT_NAMES, sizes) or ""
            assert not any(name in line for name in STACK_NAMES), line
    assert all(lines)


def test_secrets_survive_a_redeal_at_every_size():
    screen = trio(seed=2)
    screen.on_action("take")
    session = screen.session
    real = session.saved.state
    for width, height in SIZES:
        canvas, regions = draw(screen, width, height)
        before = shown(canvas, regions)
        session.saved.state = real.sample_hidden(session.state.to_move, Rng(4))
        try:
            assert shown(*draw(screen, width, height)) == before
        finally:
            session.saved.state = real


# -- the end -----------------------------------------------------------------------------------


def finished(seats, stacks: dict, candidates: list[int], alliances=(), seed=3):
    """A game ended by Morte del Re with these stacks, secret candidates and alliances
    ((beside seat, owner) pairs)."""
    screen = table(seats, seed=seed, nav=StubNavigator(reduce_motion=True))
    state = screen.session.state
    for candidate, keys in stacks.items():
        for key in keys:
            put_in_stack(state, candidate, key)
    state.candidates[: len(candidates)] = candidates
    for seat, owner in alliances:
        state.beside[seat].append((take(state, "alleanza"), owner))
    for hand in state.hands:
        hand.clear()
    for known in state.known:
        known.clear()
    state.draw_pile.clear()
    state.apply(Pass())
    assert state.is_over
    return screen


def test_the_final_screen_crowns_explains_a_tie_and_links_a_chain_of_alliances():
    seats = [Seat("Anna"), Seat("Béla"), Seat("Carla"), Seat("Dario")]
    screen = finished(
        seats,
        {
            1: ["sostegno2", "sostegno2"],
            3: ["sostegno1", "sostegno1", "sostegno3", "abbasso1"],
            0: ["abbasso1"],
        },
        candidates=[0, 3, 2, 4],
        alliances=[(1, 2), (2, 0), (3, 0)],
    )
    canvas, regions = draw(screen)
    texts = canvas.texts()
    assert "Delfina is crowned" in texts
    assert (
        "Bianca, Delfina tie at 4; the most Sostegno cards decide (Bianca 2, Delfina 3): "
        "Delfina." in texts
    )
    state = screen.session.state
    assert {r.action for r in regions} == {"new", "replay", "home", "note:hints"}
    winners = state.winners()
    assert any(t.startswith("Winners: ") for t in texts)
    gold = [c for c in canvas.named("line") if c.args["color"] == "#c9a227"]
    grey = [c for c in canvas.named("line") if c.args["color"] != "#c9a227"]
    # Béla wins with Delfina; Carla's Alleanza beside Béla makes her a winner; Anna's beside
    # Carla links her too once alliances chain (the engine decides who wins).
    links = results.alliance_links(state.observe(None))
    shared = [link for link in links if link[0] in winners and link[1] in winners]
    assert len(gold) == 3 * len(shared)
    assert len(grey) >= 3 * (len(links) - len(shared))
    assert any(t.startswith("Lines: each Alleanza") for t in texts)
    character = CHARACTER[state.characters[1]].name
    assert f"Béla · {character} · backs Delfina" in texts


def test_a_tie_the_sostegno_count_cannot_break_crowns_both():
    seats = [Seat("Anna"), Seat("Béla")]
    screen = finished(seats, {0: ["sostegno2"], 4: ["sostegno2"]}, candidates=[0, 1])
    texts = draw(screen)[0].texts()
    assert "Crowned together: Aurelio, Ettore" in texts
    assert "Aurelio, Ettore tie at 2 with 1 Sostegno card each: all are crowned." in texts
    assert "Winners: Anna" in texts


def test_nobody_wins_when_nobody_holds_the_crowned_candidate():
    seats = [Seat("Anna"), Seat("Béla")]
    screen = finished(seats, {2: ["sostegno3"], 0: ["abbasso1"]}, candidates=[0, 1])
    texts = draw(screen)[0].texts()
    assert "Corrado is crowned" in texts
    assert "Nobody holds the crowned candidate: nobody wins." in texts
    assert {"Loses: Aurelio −1", "Loses: Bianca 0"} <= set(texts)  # their candidates' totals


def opaque_texts(canvas) -> list[str]:
    """The texts drawn fully opaque (a piece still fading in is drawn see-through)."""
    alpha, shown = 1.0, []
    for call in canvas.calls:
        if call.name == "set_alpha":
            alpha = call.args["alpha"]
        elif call.name == "text" and alpha >= 1.0:
            shown.append(call.args["text"])
    return shown


def test_the_reveal_turns_the_cards_one_by_one_without_blocking_the_buttons():
    seats = [Seat("Anna"), Seat("Béla")]
    screen = finished(seats, {0: ["sostegno1", "sostegno2"], 3: ["abbasso1"]}, candidates=[0, 1])
    nav = screen.nav
    nav.reduce_motion = False
    screen.motion.version = "the move before"  # the King has just died at this table
    canvas, regions = draw(screen)
    texts = opaque_texts(canvas)
    assert "The stacks are revealed…" in texts and "+1" not in texts
    assert "Aurelio is crowned" in canvas.texts() and "Aurelio is crowned" not in texts
    assert {r.action for r in regions} == {"new", "replay", "home", "note:hints"}  # never blocked
    assert screen.motion.animating()
    nav.now = 1.0  # Aurelio's top card has turned, not the next one
    texts = opaque_texts(draw(screen)[0])
    assert texts.count("+1") == 2 and "+2" not in texts  # the card and the running total
    assert "Aurelio is crowned" not in texts
    nav.now = 30.0
    texts = opaque_texts(draw(screen)[0])
    assert "Aurelio is crowned" in texts and "+3" in texts and "Winners: Anna" in texts
    assert not screen.motion.animating()


# -- the rest of the table ---------------------------------------------------------------------


def placing_on_a_stack() -> tuple[TableScreen, int]:
    """Anna (against bots) with a Sostegno or Abbasso played, to be placed by her, and a
    candidate whose stack already holds cards: (screen, that candidate)."""
    for seed in range(40):
        screen = solo(seed=seed)
        human_to_move(screen)
        state = screen.session.state
        plays = [a for a in state.legal_actions() if isinstance(a, PlayStackCard)]
        filled = [c for c, stack in enumerate(state.stacks) if stack]
        if plays and filled:
            screen.session.play(plays[0])
            if state.phase == "place" and state.to_move == 0:
                return screen, filled[0]
    raise AssertionError("no seed lets Anna place a card on a stack")


def test_a_placed_card_glides_into_its_stack_and_pushes_the_cards_below_it_down():
    """The card waiting to be placed (beside the deck) and the stack cards keep their ids
    across the move: the new card glides from the deck into the gap chosen, those under it
    glide down one place, the hand closes up, and nothing else moves."""
    screen, candidate = placing_on_a_stack()
    nav = screen.nav
    view = screen.session.state.observe(0)
    below = stack_ids(view)[candidate]
    coming = ("stackcard", len(view["log"]))
    draw(screen)
    before = {piece: track.end for piece, track in screen.motion.tracks.items()}
    assert coming in before and all(("stackcard", i) in before for i in below)
    screen.session.play(Place(candidate, 0))
    nav.now = 1.0
    draw(screen)
    tracks = screen.motion.tracks
    assert screen.motion.animating()
    start, end = tracks[coming].start, tracks[coming].end
    assert start == before[coming] and end[1] > start[1]  # from the deck into the stack
    for card in below:
        track = tracks[("stackcard", card)]
        assert track.start == before[("stackcard", card)]
        assert track.end[0] == track.start[0] and track.end[1] > track.start[1]
    moved = {piece for piece, track in tracks.items() if track.began == 1.0}
    pushed = {("stackcard", card) for card in below}
    assert {coming} | pushed <= moved
    assert {piece[0] for piece in moved - pushed - {coming}} <= {"hand"}  # the hand closes up
    nav.now = 1.0 + DURATION + 1e-9
    draw(screen)
    assert not screen.motion.animating()


def test_undo_takes_back_a_play_and_the_bots_replies():
    screen = solo()
    human_to_move(screen)
    moves = len(screen.session.state.history)
    screen.on_action(
        next(r.action for r in drawn(draw(screen)[1], "act:") if r.label == "Play nothing")
    )
    while screen.auto_delay() is not None:
        run(screen.advance())
    _, regions = draw(screen)
    assert "undo" in {r.action for r in regions}
    screen.on_action("undo")
    assert len(screen.session.state.history) == moves


def test_players_strip_names_characters_and_the_first_player():
    screen = solo()
    ctx = screen.context()
    state = screen.session.state
    status, badges = screen.renderer.words.player_status(ctx, state.first_player)
    assert status == CHARACTER[state.characters[state.first_player]].name
    assert [b.label for b in badges] == ["First player"]


def test_screen_reader_notes_repeat_the_board_and_only_the_viewers_secrets():
    screen = trio()
    _, regions = draw(screen)
    assert not [r for r in regions if r.kind == "note"]
    screen.on_action("take")
    _, regions = draw(screen)
    notes = {r.action: r.label for r in regions if r.kind == "note"}
    state = screen.session.state
    seat = state.to_move
    name = screen.names[seat]
    assert notes["note:private"].startswith(
        f"{name}'s secret candidate: {CANDIDATES[state.candidates[seat]]}. Hand: "
    )
    assert notes["note:board"].startswith("Deck: ")
    assert "Aurelio's stack: 0 cards." in notes["note:board"]


def test_hover_or_long_press_explains_a_card_in_hand():
    screen = solo()
    anna_plays(screen, ("corruzione",), character="tesoriere")
    _, regions = draw(screen)
    card = drawn(regions, "pick:card:")[0]
    assert screen.point_at(card.rect.center)
    _, shown = draw(screen)
    explained = next(region.label for region in shown if region.action == "note:piece")
    assert explained.startswith("Corruzione: Beside another player X")


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_every_language_draws_the_table_and_the_final_screen(language):
    i18n.set_language(language)
    screen = solo(players=6)
    human_to_move(screen)
    for width, height in SIZES:
        canvas, regions = draw(screen, width, height)
        assert all(r.label.strip() for r in regions)
        assert i18n.t("intrighi.deck", count=screen.session.state.observe(0)["draws_left"]) in (
            " ".join(canvas.texts())
        )
    seats = [Seat("Anna"), Seat("Béla"), Seat("Carla")]
    done = finished(seats, {1: ["sostegno1"]}, candidates=[1, 2, 1], alliances=[(0, 2)])
    for width, height in SIZES:
        canvas, _ = draw(done, width, height)
        assert i18n.t("intrighi.final.winners", names="Anna, Carla") in canvas.texts()
