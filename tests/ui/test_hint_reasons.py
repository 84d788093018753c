"""A hint gives one reason in a player's words (issue 28, item 4), the game's own where it
can say one ("It wins you 4 gold more on this trip."), read only from the player's view
and the move played in a world re-dealt from what the player knows; the figure stays
labelled as games won of 100 simulated."""

from __future__ import annotations

import re

import pytest

from kingmakers.ai.bots import make_bot
from kingmakers.engine import Rng
from kingmakers.games import get_game
from kingmakers.games.elves.actions import PlayVillage, Stop, Travel
from kingmakers.games.fortheking.actions import Place as KeepOrShare
from kingmakers.games.fortheking.data import KIND, OFFICE
from kingmakers.games.intrighi.actions import Place as IntoStack
from kingmakers.games.intrighi.actions import PlayStackCard
from kingmakers.games.intrighi.data import CANDIDATES
from kingmakers.games.viva.actions import Climb, Vote
from kingmakers.games.viva.actions import Place as Placing
from kingmakers.ui import i18n
from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.hint import NARROW_BANNER, Hints, imagined, reason
from kingmakers.ui.kit.canvas import READABLE, FakeCanvas
from kingmakers.ui.kit.regions import Rect
from kingmakers.ui.seam import TableContext
from kingmakers.ui.state.advice import Advice, Estimate
from tests.ai.test_no_broken_moves import elves_trip

NAMES = ["Anna", "Bruno", "Carla", "Dóra"]


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def why(game_id: str, state, *steps) -> str | None:
    """The game's reason for ``steps`` at ``state``, as a hint gives it."""
    seat = state.to_move
    ctx = TableContext(state.observe(seat), seat, NAMES, state.legal_actions())
    words = GAME_UIS[game_id].renderer().words
    return words.hint_reason(ctx, steps, imagined(state, seat, steps))


def played_until(game_id: str, players: int, seed: int, done) -> object:
    """A game of heuristic bots played until ``done(state)``."""
    game = get_game(game_id)
    bots = [make_bot(game, "heuristic", seat) for seat in range(players)]
    state = game.new_game(players, seed=seed)
    while not done(state):
        state.apply(bots[state.to_move].choose(state))
    return state


# -- Viva il Re! -------------------------------------------------------------------------------
def test_viva_says_a_favourite_placed_or_raised_is_worth_points_to_the_player():
    state = get_game("viva").new_game(4, seed=3)
    favourites = state.observe(state.to_move)["you"]["favourites"]
    assert "A" in favourites and "C" not in favourites
    assert why("viva", state, Placing("A", 4)) == (
        "Alighiero lo Scudiero is one of your favourites: among the Dignitaries, worth 4 points "
        "to you now."
    )
    assert why("viva", state, Placing("C", 1)).endswith(
        "is not one of your favourites: placed low, among the Craftsmen."
    )
    assert why("viva", state, Placing("C", 4)) is None  # nothing a player would say


def test_viva_says_a_climb_of_a_favourite_and_a_vote_by_the_goal_card():
    state = played_until("viva", 4, 3, lambda s: s.phase == "climb")
    seat = state.to_move
    favourites = state.observe(seat)["you"]["favourites"]
    climbs = [a for a in state.legal_actions() if isinstance(a, Climb)]
    mine = [a for a in climbs if a.candidate in favourites]
    assert mine
    assert "is one of your favourites: " in why("viva", state, mine[0])
    state = played_until("viva", 4, 3, lambda s: s.phase == "vote")
    candidate = state.observe(state.to_move)["voting"]["candidate"]
    favourite = candidate in state.observe(state.to_move)["you"]["favourites"]
    said = why("viva", state, Vote(favourite))
    assert said is not None and ("as King, 10 points" in said) == favourite
    assert why("viva", state, Vote(not favourite)) is None


# -- King of the Elves -------------------------------------------------------------------------
def test_elves_says_the_gold_a_trip_wins():
    state = elves_trip(0)
    seat = state.to_move
    before = state.observe(seat)["seats"][seat]["gold"]
    said = why("elves", state, Travel("dragon"), Travel("giant_pig"))
    state.apply(Travel("dragon"))
    state.apply(Travel("giant_pig"))
    won = state.observe(seat)["seats"][seat]["gold"] - before
    assert won > 0
    assert said == f"It wins you {won} gold more on this trip."


def test_elves_says_what_a_village_in_ones_own_principality_pays():
    state = played_until("elves", 4, 3, lambda s: s.phase == "planning")
    seat = state.to_move
    own = [a for a in state.legal_actions() if isinstance(a, PlayVillage)]
    mine = next(a for a in own if a.principality == seat)
    said = why("elves", state, mine)
    assert said.startswith("A ") and "in your principality pays you" in said
    other = next(a for a in own if a.principality != seat)
    assert why("elves", state, other) is None


def test_elves_gives_no_reason_to_end_a_trip_with_no_thief_ahead():
    assert why("elves", elves_trip(0), Stop()) is None


def test_elves_reason_is_the_same_whatever_the_hands_the_player_cannot_see():
    """The reason reads the move played in a re-dealt world: two true worlds the traveller
    cannot tell apart give the same words."""
    state = elves_trip(0)
    seat = state.to_move
    other = state.sample_hidden(seat, Rng(99))
    assert other.observe(seat) == state.observe(seat)
    steps = (Travel("dragon"), Travel("giant_pig"))
    assert why("elves", state, *steps) == why("elves", other, *steps)


# -- For the King --------------------------------------------------------------------------------
def test_for_the_king_says_what_an_office_card_kept_adds_up_to():
    def office_drawn(state) -> bool:
        view = state.observe(state.to_move)
        drawn = view["you"]["drawn"]
        return view["phase"] == "place" and drawn is not None and KIND[drawn] == OFFICE

    state = played_until("fortheking", 4, 3, office_drawn)
    said = why("fortheking", state, KeepOrShare("own"))
    assert said.startswith("With ") and "cards add up to" in said and "title is worth" in said
    assert why("fortheking", state, KeepOrShare("favour")) is None


# -- Intrighi a corte ----------------------------------------------------------------------------
def test_intrighi_says_a_sostegno_raises_ones_own_candidate_and_when_it_is_safe():
    state = get_game("intrighi").new_game(3, seed=3)
    own = CANDIDATES.index(state.observe(state.to_move)["candidates"][state.to_move])
    sostegno = PlayStackCard("sostegno1")
    assert why("intrighi", state, sostegno, IntoStack(own, 0)) == (
        f"It raises your candidate, {CANDIDATES[own]}, by 1."
    )
    assert why("intrighi", state, sostegno, IntoStack(own, 1)).endswith(
        "out of a Scandalo's reach."
    )
    assert why("intrighi", state, sostegno, IntoStack((own + 1) % 5, 0)) is None


# -- the hint's sentence -------------------------------------------------------------------------
@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_a_games_reason_comes_with_its_figure_labelled(language):
    i18n.set_language(language)
    advice = Advice(0, Estimate("a", 100, 0.53), Estimate("b", 100, 0.51), 1500, ())
    said = reason(advice, str, "WHY.")
    assert said.startswith("WHY. ") and "53" in said and "100" in said
    assert "%" not in said and said != reason(advice, str)


#: Long words for every field a game's reason takes (the longest names the games have).
LONG_FIELDS = {
    "candidate": "Beatrice l'Incantatrice",
    "level": "Dignitaries",
    "points": "10 points",
    "gold": "14 gold",
    "owner": "Annabella",
    "card": "Livestock 4",
    "office": "Entertainment",
    "total": 12,
    "title": 6,
    "value": 3,
    "own": "Delfina",
}


def reason_keys() -> list[str]:
    """Every game's reason keys, from the English catalogues."""
    keys = []
    for game_id in GAME_UIS:
        with open(f"py/kingmakers/ui/games/{game_id}/locale/en.po", encoding="utf-8") as po:
            keys += re.findall(r'msgid "(' + game_id + r'\.reason\.[^"]*)"', po.read())
    return keys


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_every_reason_with_a_two_step_move_fits_the_hint_strip_of_a_phone(language):
    """The longest reasons, after Intrighi's two steps, stay readable inside the strip."""
    state = get_game("intrighi").new_game(3, seed=3)
    seat = state.to_move
    own = CANDIDATES.index(state.observe(seat)["candidates"][seat])
    steps = (PlayStackCard("sostegno1"), IntoStack(own, 0))
    ctx = TableContext(state.observe(seat), seat, NAMES[:3], state.legal_actions())
    words = GAME_UIS["intrighi"].renderer().words
    i18n.set_language(language)
    for key in reason_keys():
        hints = Hints()
        best, second = Estimate(steps[0], 100, 0.53), Estimate(steps[0], 100, 0.51)
        hints.advice = Advice(seat, best, second, 1500, (), steps[1:])
        hints.steps, hints.position = steps, (state, len(state.history))
        hints._why = (language, i18n.t(key, **LONG_FIELDS))
        canvas = FakeCanvas()
        regions = hints.draw_banner(canvas, Rect(0, 0, 320, NARROW_BANNER), state, words, ctx)
        note = next(region.label for region in regions if region.action == "note:hint")
        lines = [call for call in canvas.named("text") if call.args["text"] in note]
        assert " ".join(call.args["text"] for call in lines) == note
        for call in lines:
            size = call.args["font"].size
            assert size >= READABLE
            assert abs(call.args["y"] - NARROW_BANNER / 2) + size * 0.6 <= NARROW_BANNER / 2, key
