"""A navigator for screen tests: records where a screen sends the player."""

from __future__ import annotations

from kingmakers.ui.games import GAME_UIS
from kingmakers.ui.state.platform import FakePlatform
from kingmakers.ui.state.saves import SaveStore
from kingmakers.ui.state.settings import Settings
from kingmakers.ui.state.storage import MemoryStorage


class StubNavigator:
    """Implements :class:`~kingmakers.ui.screens.navigator.Navigator`; each navigation is
    appended to ``went`` (e.g. ``"back"``, ``("rules", "viva")``). ``now`` is the clock
    animations read."""

    def __init__(self, reduce_motion: bool = False) -> None:
        storage = MemoryStorage()
        self.store = SaveStore(storage)
        self.settings = Settings(storage)
        self.platform = FakePlatform()
        self.version = "test"
        self.games = GAME_UIS
        self.reduce_motion = reduce_motion
        self.now = 0.0
        self.went: list = []

    def ticks(self) -> float:
        return self.now

    def back(self):
        self.went.append("back")

    def home(self):
        self.went.append("home")

    def open_game(self, game_id):
        self.went.append(("game", game_id))

    def open_setup(self, game_id):
        self.went.append(("setup", game_id))

    def open_saves(self, messages=()):
        self.went.append(("saves", list(messages)))

    def open_rules(self, game_id):
        self.went.append(("rules", game_id))

    def devices_away(self):
        return []

    def pair_device(self, seat):
        self.went.append(("pair", seat))

    def devices_paired(self):
        self.went.append("paired")

    def join_table(self):
        self.went.append("join")

    def sit_as_guest(self):
        self.went.append("guest")

    def scroll_to_top(self):
        self.went.append("top")

    def start_game(self, game_id, seats, options, seed=None, hints=True):
        self.went.append(("start", game_id))

    def start_lesson(self, game_id):
        self.went.append(("lesson", game_id))

    def play_from(self, saved, state, same_deck=False):
        self.went.append(("play_from", saved.save_id, len(state.history)))

    def open_replay(self, saved):
        self.went.append(("replay", saved.save_id))

    def resume(self, save_id):
        self.went.append(("resume", save_id))

    def open_table(self, saved, autosave=False):
        self.went.append(("table", saved.save_id))

    def unsaved_game(self):
        return None

    def can_continue(self):
        return False

    def continue_game(self):
        self.went.append("continue")

    def new_save_id(self):
        return "new"

    def set_language(self, code):
        self.went.append(("language", code))

    def open_settings(self):
        self.went.append("settings")

    def back_up(self):
        self.went.append("back_up")

    def restore_backup(self, text):
        self.went.append(("restore", text))
        return "restored"

    def clock(self):
        return "2026-11-29T12:00:00+00:00"
