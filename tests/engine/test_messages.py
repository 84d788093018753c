"""Every text the engine shows players is a keyed message whose English renders: refusals met
in seeded games, option and save errors, every plural form, the JSON form."""

from __future__ import annotations

import ast
import json
import string
from pathlib import Path

import pytest

import kingmakers
from kingmakers.engine import (
    ActionCodec,
    Game,
    GameState,
    IllegalAction,
    InvalidOptions,
    Message,
    PlayerFacingError,
    Rng,
    Term,
)
from kingmakers.engine.messages import ENGLISH, name_in_english, render
from kingmakers.engine.messages import template_for_english as english
from kingmakers.games import available_games, get_game
from tests.candidates import CANDIDATES

GAMES = available_games()
#: Share of positions of the seeded games at which every candidate is tried.
SAMPLED = 0.08
ENGINE_SOURCES = Path(kingmakers.__file__).parent
#: Calls that take a message key and its parameters.
MESSAGE_CALLS = {"message", "Message", "IllegalAction", "InvalidOptions", "SaveError"}


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def check_renders(msg: Message) -> None:
    """Every form of the message's English fills with its parameters and leaves no brace;
    nested messages too; the JSON form gives the message back."""
    template = ENGLISH[msg.key]
    forms = template if isinstance(template, tuple) else (template,)
    assert (msg.count is not None) == isinstance(template, tuple), msg.key
    for form in forms:
        text = render(msg, lambda m, form=form: form if m is msg else english(m), name_in_english)
        assert "{" not in text and "}" not in text, (msg.key, text)
    for value in msg.params.values():
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, Message):
                check_renders(item)
    again = Message.from_json(json.loads(json.dumps(msg.to_json())))
    assert again == msg and again.english() == msg.english()


def variants(game) -> list[dict]:
    """The default options, then each on/off variant switched on alone."""
    return [{}] + [{option.name: True} for option in game.options if option.kind is bool]


def refusals_met(game_id: str) -> set[str]:
    """Play seeded random games in every player count and variant; at a share of their
    positions, try every candidate that is not legal, and check the refusal (and the error
    ``apply`` raises) renders. The keys met."""
    game = get_game(game_id)
    met = set()
    checked: list[Message] = []
    for options in variants(game):
        for players in range(game.min_players, game.max_players + 1):
            try:
                state = game.new_game(players, players, options)
            except InvalidOptions:
                continue
            rng = Rng(players)
            while True:
                if state.is_over or rng.random() < SAMPLED:
                    check_renders(state.progress())
                    met.add(state.progress().key)
                    legal = set(state.legal_actions())
                    for action in CANDIDATES[game_id](state):
                        if action in legal:
                            continue
                        with pytest.raises(IllegalAction) as refused:
                            state.apply(action)
                        msg = refused.value.message
                        assert str(refused.value) == msg.english()
                        if msg not in checked:
                            check_renders(msg)
                            checked.append(msg)
                        met.add(msg.key)
                if state.is_over:
                    break
                state.apply(rng.choice(state.legal_actions()))
    return met


@pytest.mark.parametrize("game_id", GAMES)
def test_every_refusal_met_in_play_renders(game_id):
    met = refusals_met(game_id)
    assert {"engine.game_over", "engine.finished"} <= met
    assert len([key for key in met if key.startswith(f"{game_id}.error.")]) > 10


def message_calls() -> list[tuple[str, set[str], bool]]:
    """Every call in the package that names a message key by a literal: the key, the
    parameters passed, and whether a count is."""
    calls = []
    for path in ENGINE_SOURCES.glob("**/*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", None))
            first = node.args[0]
            if name in MESSAGE_CALLS and isinstance(first, ast.Constant):
                passed = {keyword.arg for keyword in node.keywords}
                if name == "Message" and len(node.args) > 1:
                    passed |= {key.value for key in node.args[1].keys}
                counted = "count" in passed or (name == "Message" and len(node.args) > 2)
                calls.append((first.value, passed - {"count"}, counted))
    return calls


def test_every_literal_message_call_passes_what_its_template_needs():
    calls = message_calls()
    assert len(calls) > 100
    for key, passed, counted in calls:
        template = ENGLISH[key]
        assert counted == isinstance(template, tuple), key
        for form in template if isinstance(template, tuple) else (template,):
            assert placeholders(form) - {"count"} == passed, key


def product_keys() -> list[str]:
    """The registered keys of the app's own engine and games (not those a test's fixture
    game registers)."""
    return [key for key in ENGLISH if key.split(".")[0] in ("engine", "pile", *GAMES)]


def test_every_registered_message_is_used():
    """No English template without an engine text that says it (option labels are
    registered from the options themselves)."""
    literals = {
        node.value
        for path in ENGINE_SOURCES.glob("**/*.py")
        if path.name != "messages.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }
    unused = [
        key
        for key in product_keys()
        if key not in literals and ".option." not in key and not key.startswith("pile.")
    ]
    assert unused == []


def test_keys_use_only_their_namespaces():
    fixtures = {key.split(".")[0] for key in ENGLISH} - {"engine", "pile", *GAMES}
    assert fixtures <= {"fixture"}, fixtures
    for key in product_keys():
        parts = key.split(".")
        if parts[0] == "engine":
            assert len(parts) == 2, key
        else:
            assert parts[0] in GAMES or parts[0] == "pile", key
            assert parts[1] in ("error", "option", "progress") and len(parts) == 3, key


def test_every_template_is_well_formed():
    for key, template in ENGLISH.items():
        for form in template if isinstance(template, tuple) else (template,):
            assert isinstance(form, str) and form.strip() == form, key
            placeholders(form)  # raises on a malformed template
        if isinstance(template, tuple):
            assert len(template) == 2, key
            assert placeholders(template[0]) == placeholders(template[1]), key


def test_terms_name_things_in_english():
    assert Message(
        "engine.option_seat", {"option": Term("option", ("viva", "first_player")), "highest": 2}
    ).english() == ("First player must be a seat from 0 to 2, or -1 for random.")
    assert name_in_english(Term("seat", 0)) == "player 1"
    assert name_in_english(Term("game", "elves")) == "King of the Elves"
    assert name_in_english(Term("option", ("elves", "teleport"))) == "Teleport variant"
    assert name_in_english(Term("viva.level", 2)) == "Traders"
    assert name_in_english(Term("viva.candidate", "D")) == "Dario l'Antiquario"
    assert name_in_english(Term("elves.a_card", "elf_cycle")) == "an elf-cycle"
    assert name_in_english(Term("elves.card", "giant_pig")) == "giant pig"
    assert name_in_english(Term("intrighi.card", "sostegno2")) == "Sostegno +2"
    assert name_in_english(Term("intrighi.candidate", 3)) == "Delfina"
    assert name_in_english(Term("intrighi.character", "spia")) == "Spia"
    assert name_in_english(Term("fortheking.card", "Royal decree")) == "Royal decree"
    cards = Message(
        "fortheking.error.not_in_centre",
        {
            "card": Term("fortheking.card", "Gold 1"),
            "centre": (Term("fortheking.card", "Gold 2"), Term("fortheking.card", "Military 3")),
        },
    )
    assert cards.english() == "There is no Gold 1 in the centre; it holds Gold 2, Military 3."


def test_a_sentence_starting_with_a_term_starts_with_a_capital():
    msg = Message(
        "fortheking.error.paying",
        {"seat": Term("seat", 1), "card": Term("fortheking.card", "Gold 3")},
    )
    assert msg.english() == "Player 2 must now pay for the Gold 3."


def test_counted_messages_choose_the_form_and_fill_the_count():
    one = Message("elves.error.drawing", {}, 1)
    three = Message("elves.error.drawing", {}, 3)
    assert one.english() == "Discard 1 more card first."
    assert three.english() == "Discard 3 more cards first."


class OptionlessGame(Game):
    id = "optionless"
    title = "Optionless"
    min_players = max_players = 2
    state_class = GameState
    actions = ActionCodec()


def test_option_and_save_errors_render():
    viva = get_game("viva")
    good = viva.new_game(3, 1).to_json()
    attempts = [
        lambda: viva.new_game("3"),
        lambda: viva.new_game(3, seed="x"),
        lambda: viva.new_game(7),
        lambda: viva.new_game(3, options={"colour": 1}),
        lambda: viva.new_game(3, options={"envoy": 1}),
        lambda: viva.new_game(3, options={"first_player": "0"}),
        lambda: viva.new_game(3, options={"first_player": 3}),
        lambda: viva.new_game(6, options={"envoy": True}),
        lambda: OptionlessGame().new_game(2, options={"colour": 1}),
        lambda: viva.from_json([]),
        lambda: viva.from_json({**good, "schema": None}),
        lambda: viva.from_json({**good, "schema": 99}),
        lambda: viva.from_json({**good, "game": "elves"}),
        lambda: viva.from_json({**good, "actions": None}),
        lambda: viva.from_json({**good, "players": 9}),
        lambda: viva.from_json({**good, "actions": [{"type": "vote", "yes": False}]}),
        lambda: viva.from_json({**good, "actions": [7]}),
        lambda: viva.from_json({**good, "actions": [{"type": "fly"}]}),
        lambda: viva.from_json({**good, "actions": [{"type": "climb"}]}),
        lambda: viva.from_json({**good, "actions": [{"type": "climb", "candidate": {}}]}),
    ]
    keys = set()
    for attempt in attempts:
        with pytest.raises(PlayerFacingError) as refused:
            attempt()
        check_renders(refused.value.message)
        keys.add(refused.value.message.key)
    assert len(keys) == len(attempts)


def test_progress_says_where_a_game_stands():
    def english(game_id, players=3, moves=0):
        state = get_game(game_id).new_game(players, seed=4)
        rng = Rng(4)
        while len(state.history) < moves and not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        return state.progress().english()

    assert english("viva") == "Round 1 of 3"
    assert english("elves") == "Round 1 of 3: planning"
    assert english("fortheking") == "Draft, 76 cards left in the deck"
    assert english("intrighi") == "Turn 1, 48 draws left"
    assert english("intrighi", moves=500) == "Finished"
