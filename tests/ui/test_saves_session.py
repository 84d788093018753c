"""Saves (encoding, listing, every refusal path, quota) and the game session (hand-off,
undo policy, bots, autosave)."""

from __future__ import annotations

import asyncio
import json

import pytest

from kingmakers.engine import IllegalAction, SaveError
from kingmakers.games import get_game
from kingmakers.games.viva.actions import Vote
from kingmakers.ui.state.saves import (
    ASIDE_PREFIX,
    SAVE_PREFIX,
    SavedGame,
    SaveStore,
    Seat,
)
from kingmakers.ui.state.session import GameSession, reveals_information
from tests.ui.aio import run


class DictStorage:
    """A storage like localStorage that can be made to refuse writes (a full quota)."""

    def __init__(self):
        self.data: dict[str, str] = {}
        self.full = False

    def get(self, key):
        return self.data.get(key)

    def set(self, key, value):
        if self.full:
            raise RuntimeError("QuotaExceededError")
        self.data[key] = value

    def remove(self, key):
        self.data.pop(key, None)


def new_saved(save_id="g1", seats=None, seed=3, players=4):
    seats = (
        seats
        or [
            Seat("Anna"),
            Seat("Bot B", "random"),
            Seat("Bot C", "random"),
            Seat("Bot D", "heuristic"),
        ][:players]
    )
    state = get_game("viva").new_game(len(seats), seed=seed, options={"first_player": 0})
    return SavedGame(
        save_id, "viva", seats, state, "2026-11-29T10:00:00+00:00", "2026-11-29T10:00:00+00:00"
    )


def clock():
    return "2026-11-29T12:00:00+00:00"


@pytest.fixture
def store():
    return SaveStore(DictStorage())


def test_save_round_trip_and_list(store):
    saved = new_saved()
    saved.state.apply(saved.state.legal_actions()[0])
    store.save(saved)
    entries, problems = store.entries()
    assert problems == []
    assert [(e.save_id, e.game_id, e.names, e.progress) for e in entries] == [
        ("g1", "viva", ["Anna", "Bot B", "Bot C", "Bot D"], saved.state.progress())
    ]
    assert entries[0].progress.english() == "Round 1 of 3"
    loaded = store.load("g1")
    assert loaded.state.to_json() == saved.state.to_json()
    assert loaded.seats == saved.seats
    assert store.last_id() == "g1"
    assert len(store.storage.data[SAVE_PREFIX + "g1"]) < 2000  # seed + options + log


def test_newest_first_and_delete(store):
    first = new_saved("a")
    store.save(first)
    store.save(new_saved("b"))
    assert [e.save_id for e in store.entries()[0]] == ["b", "a"]
    store.save(first)
    assert store.ids() == ["a", "b"]
    store.delete("a")
    assert store.ids() == ["b"] and store.last_id() is None
    assert SAVE_PREFIX + "a" not in store.storage.data


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: "{not json", "not valid JSON"),
        (lambda d: json.dumps({**d, "format": "other"}), "not a Kingmakers save"),
        (lambda d: json.dumps({**d, "schema": 99}), "newer version"),
        (lambda d: json.dumps({**d, "game": "chess"}), "does not have"),
        (lambda d: json.dumps({**d, "seats": "Anna"}), "players is damaged"),
        (lambda d: json.dumps({**d, "seats": d["seats"][:2]}), "do not match"),
        (lambda d: json.dumps({**d, "state": {**d["state"], "schema": 7}}), "newer version"),
        (lambda d: json.dumps({**d, "undo_floor": -1}), "damaged"),
        (lambda d: json.dumps({**d, "undo_floor": "3"}), "damaged"),
        (
            lambda d: json.dumps(
                {**d, "state": {**d["state"], "actions": [{"type": "vote", "yes": True}]}}
            ),
            "Move 1 of the save is not legal",
        ),
    ],
)
def test_damaged_saves_are_refused_and_set_aside(store, mutate, message):
    store.save(new_saved("good"))
    store.save(new_saved("bad"))
    good_text = store.storage.data[SAVE_PREFIX + "good"]
    text = mutate(json.loads(store.storage.data[SAVE_PREFIX + "bad"]))
    store.storage.data[SAVE_PREFIX + "bad"] = text
    with pytest.raises(SaveError, match=message):
        entries, problems = store.entries()
        if problems:
            raise SaveError("engine.text", text=problems[0])
        store.load("bad")
    assert store.storage.data[ASIDE_PREFIX + "bad"] == text  # kept aside, not dropped
    assert store.ids() == ["good"]
    assert store.load("good").state.to_json() == json.loads(good_text)["state"]


def test_import_and_export(store):
    saved = new_saved()
    for _ in range(7):
        saved.state.apply(saved.state.legal_actions()[-1])
    text = SaveStore.export_text(saved)
    imported = SaveStore.import_text(text, "g2")
    assert imported.save_id == "g2"
    assert imported.state.to_json() == saved.state.to_json()
    with pytest.raises(SaveError, match="not valid JSON"):
        SaveStore.import_text(text[:-5], "g3")
    with pytest.raises(SaveError, match="not a Kingmakers save"):
        SaveStore.import_text("[1, 2]", "g3")


def test_full_storage_is_reported_and_play_goes_on(store):
    session = GameSession(new_saved(), store, clock=clock)
    store.storage.full = True
    session.play(session.state.legal_actions()[0])
    assert session.storage_full and len(session.state.history) == 1
    store.storage.full = False
    session.play(session.state.legal_actions()[0])
    assert not session.storage_full
    assert len(store.load("g1").state.history) == 2
    assert store.load("g1").updated == clock()


def test_single_human_never_needs_handoff_and_undoes_bot_replies(store):
    session = GameSession(new_saved(), store, clock=clock)
    assert session.holder == 0 and not session.needs_handoff()
    first = session.state.legal_actions()[0]
    session.play(first)
    while session.is_bot_turn():
        run(session.play_bot())
    assert session.to_move == 0 and len(session.state.history) == 4
    assert session.can_undo()
    session.undo()
    assert session.state.history == [] and session.to_move == 0
    assert not session.can_undo()
    with pytest.raises(ValueError, match="no move of yours"):
        session.undo()
    assert store.load("g1").state.history == []


def play_through_a_vote(session: GameSession) -> None:
    """Play on (the person: the first legal move, YES in a vote) until the ballots of a
    vote are shown."""
    state = session.state
    while state.phase != "vote":
        if session.is_bot_turn():
            run(session.play_bot())
        else:
            session.play(state.legal_actions()[0])
    while state.phase == "vote":
        if session.is_bot_turn():
            run(session.play_bot())
        else:
            session.play(Vote(True))


def test_a_reload_keeps_what_undo_may_take_back(store):
    """A page reloaded (or a tab the tablet put to sleep) resumes with the same Undo: the
    moves that were final stay final, and the person's last move can still be taken back."""
    session = GameSession(new_saved(), store, clock=clock)
    session.play(session.state.legal_actions()[0])
    while session.is_bot_turn():
        run(session.play_bot())
    resumed = GameSession(store.load("g1"), store, clock=clock)
    assert resumed.can_undo() and resumed.undo_floor == session.undo_floor == 0
    resumed.undo()
    assert store.load("g1").state.history == []
    play_through_a_vote(resumed)
    revealed = len(resumed.state.history)
    again = GameSession(store.load("g1"), store, clock=clock)
    assert again.undo_floor == revealed and not again.can_undo()


def test_legal_actions_are_kept_for_one_position_only(store):
    """The table asks for the legal actions at every redraw; they are computed once per
    position and never outlive it: a move, an undo or a reload gives the new position's."""
    session = GameSession(new_saved(), store, clock=clock)
    legal = session.legal_actions()
    assert legal == session.state.legal_actions() and session.legal_actions() is legal
    session.play(legal[0])
    assert session.legal_actions() == session.state.legal_actions()
    while session.is_bot_turn():
        run(session.play_bot())
    after_bots = session.legal_actions()
    assert after_bots is not legal and after_bots == session.state.legal_actions()
    session.undo()  # back to the start, on a state replayed anew
    assert session.legal_actions() == legal and session.legal_actions() is not legal
    session.saved.state = session.state.replay(0)  # same length, another state
    assert session.legal_actions() is not legal


def test_undo_stops_at_a_revealed_vote():
    seats = [Seat("Anna"), Seat("B", "random"), Seat("C", "random")]
    session = GameSession(new_saved(seats=seats), clock=clock)
    play_through_a_vote(session)
    # the ballots were revealed: nothing before the reveal can be taken back
    assert session.undo_floor == len(session.state.history)
    assert not session.can_undo()


def test_pass_and_play_handoff():
    seats = [Seat("Anna"), Seat("Béla"), Seat("Carla")]
    session = GameSession(new_saved(seats=seats), clock=clock)
    assert session.holder is None and session.needs_handoff()
    session.take_device()
    assert session.viewer == 0 and not session.needs_handoff()
    session.play(session.state.legal_actions()[0])
    assert session.can_undo()
    assert session.to_move == 1 and session.needs_handoff()
    session.take_device()
    assert not session.can_undo()  # the device changed hands: Anna's move is final
    with pytest.raises(IllegalAction):
        session.play(Vote(True))


def test_reveals_information_detects_votes_and_nothing_else():
    state = get_game("viva").new_game(3, seed=1, options={"first_player": 0})
    place = state.legal_actions()[0]
    everyone = range(3)
    assert not reveals_information(state, place, session_rng(), everyone)
    while state.phase != "vote":
        state.apply(state.legal_actions()[0])
    assert not reveals_information(state, Vote(True), session_rng(), everyone)
    state.apply(Vote(True))
    state.apply(Vote(True))
    assert reveals_information(state, Vote(True), session_rng(), everyone)
    assert reveals_information(state, Vote(True), session_rng(), [0])


def session_rng():
    from kingmakers.engine import Rng

    return Rng(5)


def test_a_searching_bot_thinks_in_slices_and_a_stale_answer_is_dropped():
    seats = [Seat("Anna"), Seat("B", "random"), Seat("C", "random")]
    session = GameSession(new_saved(seats=seats), clock=clock)
    session.play(session.state.legal_actions()[0])

    class Thinker:
        """Answers after yielding to the event loop, as ISMCTS's choose_async does."""

        slices = 0

        async def choose_async(self, state):
            for _ in range(3):
                self.slices += 1
                await asyncio.sleep(0)
            return state.legal_actions()[0]

    thinker = session.bots[1] = Thinker()

    async def undo_while_the_bot_thinks():
        thinking = asyncio.ensure_future(session.play_bot())
        await asyncio.sleep(0)
        session.undo()
        return await thinking

    assert run(undo_while_the_bot_thinks()) is None
    assert thinker.slices == 3 and session.state.history == []
    session.play(session.state.legal_actions()[0])
    assert run(session.play_bot()) is not None and len(session.state.history) == 2


def test_refusals_speak_the_players_language():
    from kingmakers.ui import i18n
    from kingmakers.ui.state.saves import parse_record

    i18n.set_language("hu")
    try:
        with pytest.raises(SaveError, match="nem Kingmakers-mentés"):
            parse_record("{")
    finally:
        i18n.set_language("en")
