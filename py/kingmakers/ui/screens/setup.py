"""New-game setup for any game, built from the engine protocol only: player counts from
``game.player_counts``, options from ``game.options`` (whatever their kind), bots from
``ai.bot_names``.

The defaults make "Play" one tap away: four seats (or the nearest allowed count), the
first human and the others easy bots, a random first player, the game's default options.
Every option says before Play is pressed which player counts it is for; one that does not
fit the current count is shown switched off, with that note. The player count says the
range the chosen options allow. A combination the engine still refuses shows the engine's
own message (in the player's language) and disables "Play". A table plays with hints
(the search bot's suggestion on request) unless switched off here.
"""

from __future__ import annotations

from kingmakers.ai import BOT_LEVELS, bot_names
from kingmakers.engine import InvalidOptions, Option
from kingmakers.engine.options import RANDOM_SEAT
from kingmakers.games import get_game
from kingmakers.ui.game_ui import GameUI
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas, fit_text, readable_scale, wrap_text
from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion, Rect
from kingmakers.ui.kit.widgets import (
    button_width,
    draw_back_button,
    draw_button,
    draw_frame,
    draw_player_mark,
    draw_text_field,
    draw_toggle,
)
from kingmakers.ui.messages import say
from kingmakers.ui.screens.navigator import Navigator
from kingmakers.ui.state.saves import Seat, clean_name

DEFAULT_PLAYERS = 4
DEFAULT_BOT = "heuristic"
#: A seat's kind for a person playing on their own device (no bot has this name).
DEVICE = ":device"
BOT_ORDER = (*BOT_LEVELS.values(), "random")
"""Known bots in the order the seat button cycles through them: the levels (easy, normal,
hard), then random; a game's other bots follow."""
ROW_GAP = 6.0
MAX_ROW = 60.0
MIN_ROW = MIN_TOUCH + ROW_GAP
#: An option row with a note under its label (the player counts it is for).
NOTED_ROW = 64.0
PLAY_HEIGHT = 56.0
#: The share of the last row "Learn to play" takes beside "Play".
LEARN_SHARE = 0.42
HEADER = 80.0
MARGIN = 16.0
#: The least room the header leaves the title beside "Back" and "Rules".
MIN_TITLE_W = 200.0
#: From this width (or on any landscape screen this wide) seats and options sit side by side.
TWO_COLUMNS = 600.0
#: Width of a number between its "−" and "+" buttons.
NUMBER_W = 56.0


def bot_label(name: str) -> str:
    """A bot as a level ("Bot (easy)"), or by its name when it has no level."""
    if name in BOT_ORDER:
        return t(f"setup.bot.{name}")
    return t("setup.bot_other", name=name)


class SetupScreen:
    """Players, names, human or bot per seat, the first player, the game's options, hints
    at this table, app settings (fast bots, reduced motion), "Play".

    Actions: ``back``, ``players:-``, ``players:+``, ``kind:<seat>`` (human, then each bot
    level in turn), ``first:<seat>``, ``first:random``, ``option:<name>`` (switch a bool,
    cycle a choice), ``option:<name>:-`` / ``option:<name>:+`` (a number), ``fast_bots``,
    ``hints``, ``reduce_motion``, ``play``, ``rules:<game id>`` (its rules, Back returns
    here); text fields ``name:<seat>``.
    """

    def __init__(self, nav: Navigator, ui: GameUI) -> None:
        self.nav = nav
        self.ui = ui
        self.game_id = ui.game_id
        self.game = get_game(ui.game_id)
        available = bot_names(self.game)
        self.bots = [name for name in BOT_ORDER if name in available] + [
            name for name in available if name not in BOT_ORDER
        ]
        default_bot = DEFAULT_BOT if DEFAULT_BOT in self.bots else self.bots[0]
        seats = self.game.max_players
        remembered = [*nav.settings.bot_levels, *[default_bot] * seats]
        self.names: list[str | None] = [None] * seats
        self.kinds: list[str | None] = [None] + [
            level if level in self.bots else default_bot for level in remembered[1:seats]
        ]
        self.choices: dict[str, object] = {}
        self.first: int | None = None
        self.hints = nav.settings.hints
        self.message: str | None = None
        counts = self.game.player_counts(self.option_values(DEFAULT_PLAYERS))
        self.count = min(max(DEFAULT_PLAYERS, counts.start), counts.stop - 1)

    # -- the choices as the engine sees them ------------------------------------------------
    @property
    def seat_option(self) -> Option | None:
        """The option naming a seat (who plays first), shown on the seats themselves."""
        return next((option for option in self.game.options if option.seat), None)

    @property
    def shown_options(self) -> list[Option]:
        """The game's other options, in its own order, each drawn as a row."""
        return [option for option in self.game.options if not option.seat]

    def option_values(self, count: int) -> dict:
        """Every option's value at ``count`` players: the choices made where the option is
        allowed at that count, else its default."""
        values = {option.name: option.default_value(count) for option in self.game.options}
        for option in self.shown_options:
            if option.name in self.choices and self.allows(option, count):
                values[option.name] = self.choices[option.name]
        if self.seat_option is not None:
            values[self.seat_option.name] = RANDOM_SEAT if self.first is None else self.first
        return values

    @staticmethod
    def allows(option: Option, count: int) -> bool:
        """Whether ``option`` may differ from its default with ``count`` players."""
        return not option.players or count in option.players

    def options(self) -> dict:
        """The options to start the game with (only what differs from the game's own
        defaults is sent, so a count-dependent default stays the engine's choice)."""
        defaults = {o.name: o.default_value(self.count) for o in self.game.options}
        return {
            name: value
            for name, value in self.option_values(self.count).items()
            if value != defaults[name]
        }

    def allowed_counts(self) -> range:
        counts = self.game.player_counts(self.option_values(self.count))
        return range(counts.start, min(counts.stop, self.game.max_players + 1))

    def problem(self) -> str | None:
        """The engine's reason these seats and options do not make a game, if any."""
        try:
            self.game.resolve_options(self.count, self.options())
        except InvalidOptions as error:
            return say(error.message)
        return None

    def name_of(self, seat: int) -> str:
        return self.names[seat] or t("setup.default_name", n=seat + 1)

    def seats(self) -> list[Seat]:
        return [
            Seat(
                clean_name(self.name_of(seat)) or t("setup.default_name", n=seat + 1),
                None if self.kinds[seat] == DEVICE else self.kinds[seat],
                device=self.kinds[seat] == DEVICE,
            )
            for seat in range(self.count)
        ]

    # -- input ---------------------------------------------------------------------------
    def on_action(self, action: str) -> None:
        kind, _, value = action.partition(":")
        self.message = None
        options = {option.name: option for option in self.shown_options}
        name, _, step = value.partition(":")
        if action == "back":
            self.nav.back()
        elif kind == "players" and value in ("-", "+"):
            self._change_count(-1 if value == "-" else 1)
        elif kind == "kind" and self._seat(value) is not None:
            self._cycle_kind(self._seat(value))
        elif action == "first:random" and self.seat_option is not None:
            self.first = None
        elif kind == "first" and self.seat_option is not None and self._seat(value) is not None:
            self.first = self._seat(value)
        elif kind == "option" and name in options and self.allows(options[name], self.count):
            self._change_option(options[name], step)
        elif action == "fast_bots":
            fast = self.nav.settings.bot_speed == "fast"
            self.nav.settings.bot_speed = "normal" if fast else "fast"
        elif action == "reduce_motion":
            self.nav.settings.reduce_motion = not self.nav.settings.reduce_motion
        elif action == "hints":
            self.hints = not self.hints
        elif action == "play":
            self._play()
        elif action == "learn":
            self.nav.start_lesson(self.game_id)
        elif action == f"rules:{self.game_id}":
            self.nav.open_rules(self.game_id)
        else:
            raise ValueError(f"the setup screen has no action {action!r}")

    def on_text(self, action: str, value: str) -> None:
        kind, _, seat = action.partition(":")
        if kind != "name" or self._seat(seat) is None:
            raise ValueError(f"the setup screen has no text field {action!r}")
        self.names[self._seat(seat)] = value

    def _seat(self, text: str) -> int | None:
        """The seat a control names, if it is one of the seats shown."""
        return int(text) if text.isdigit() and int(text) < self.count else None

    def _change_count(self, step: int) -> None:
        counts = self.allowed_counts()
        wanted = self.count + step
        if wanted not in counts:
            self.message = t("setup.count_limit", low=counts.start, high=counts.stop - 1)
            return
        self.count = wanted
        if self.first is not None and self.first >= wanted:
            self.first = None

    def _change_option(self, option: Option, step: str) -> None:
        """Switch a bool, cycle a choice, or step a number within its bounds."""
        current = self.option_values(self.count)[option.name]
        if option.kind is bool and not step:
            self.choices[option.name] = not current
            return
        values = list(option.choices) or (
            list(range(option.bounds[0], option.bounds[1] + 1)) if option.bounds else []
        )
        if not values or (option.kind is int and step not in ("-", "+")):
            raise ValueError(f"the setup screen cannot change option {option.name!r} so")
        index = values.index(current) if current in values else 0
        if step == "-":
            index = max(index - 1, 0)
        elif step == "+":
            index = min(index + 1, len(values) - 1)
        else:
            index = (index + 1) % len(values)
        self.choices[option.name] = values[index]

    def _cycle_kind(self, seat: int) -> None:
        cycle = [None, *self.bots, DEVICE]
        self.kinds[seat] = cycle[(cycle.index(self.kinds[seat]) + 1) % len(cycle)]

    def _play(self) -> None:
        """Start the game; the bots' levels and hints chosen are the next table's."""
        try:
            self.nav.start_game(self.game_id, self.seats(), self.options(), hints=self.hints)
        except InvalidOptions as error:
            self.message = say(error.message)
            return
        settings = self.nav.settings
        settings.remember_bot_levels(
            {
                seat: kind
                for seat, kind in enumerate(self.kinds[: self.count])
                if kind and kind != DEVICE
            }
        )
        settings.hints = self.hints

    # -- layout ------------------------------------------------------------------------------
    def _two_columns(self, width: float, height: float) -> bool:
        return width >= 760 or (width > height and width >= TWO_COLUMNS)

    def _option_rows(self) -> list[tuple[str, float]]:
        """The rows beside (or below) the seats: (what, height)."""
        rows = []
        if self.seat_option is not None:
            rows.append(("first", MIN_ROW))
        rows += [
            (f"option:{option.name}", NOTED_ROW if option.players else MIN_ROW)
            for option in self.shown_options
        ]
        rows += [("hints", MIN_ROW), ("fast_bots", MIN_ROW), ("reduce_motion", MIN_ROW)]
        return rows

    def _notice(self) -> str | None:
        """What to say above "Play": the last refusal, else why the setup cannot start."""
        return self.message or self.problem()

    def _footer_height(self, canvas: Canvas, width: float) -> float:
        notice = self._notice()
        lines = wrap_text(canvas, notice, theme.ui_font(16, 700), width) if notice else []
        return len(lines) * 20.0 + 12 + PLAY_HEIGHT

    def content_height(self, canvas: Canvas, width: float, height: float) -> float:
        """Everything at its smallest touch size; a screen lower than that scrolls."""
        seats = (self.count + 1) * MIN_ROW
        column_w = (width - 3 * MARGIN) / 2 if self._two_columns(width, height) else width
        side = sum(h for _, h in self._option_rows()) + self._footer_height(canvas, column_w)
        if self._two_columns(width, height):
            return HEADER + max(seats, side) + MARGIN
        return HEADER + seats + side + MARGIN

    # -- drawing -----------------------------------------------------------------------------
    def render(self, canvas: Canvas, width: float, height: float) -> list[HitRegion]:
        canvas.fill_rect(0, 0, width, height, theme.PARCHMENT)
        back = draw_back_button(canvas)
        rules = self._draw_rules_button(canvas, width, back.rect)
        title_x = back.rect.right + 16
        font = theme.title_font(min(max(width * 0.035, 22.0), 34.0))
        title_font, lines = fit_text(
            canvas,
            t("setup.title", title=self.ui.title()),
            font,
            rules.rect.x - title_x - 8,
            max_lines=2,
            min_scale=readable_scale(font),
        )
        line_h = title_font.size * 1.1
        top = back.rect.center[1] - line_h * (len(lines) - 1) / 2
        for number, line in enumerate(lines):
            y = top + number * line_h
            canvas.text(title_x, y, line, title_font, theme.ROYAL_BLUE, baseline="middle")
        regions = [back, rules]
        body = Rect(MARGIN, HEADER, width - 2 * MARGIN, height - HEADER - MARGIN)
        if self._two_columns(width, height):
            column_w = (body.w - MARGIN) / 2
            left = Rect(body.x, body.y, column_w, body.h)
            right = Rect(left.right + MARGIN, body.y, column_w, body.h)
            regions += self._draw_seats(canvas, left)
            regions += self._draw_side(canvas, right)
            return regions
        seats_h = (self.count + 1) * self._row_step(
            body.h - self._side_height(canvas, body.w), self.count + 1
        )
        regions += self._draw_seats(canvas, Rect(body.x, body.y, body.w, seats_h))
        regions += self._draw_side(canvas, Rect(body.x, body.y + seats_h, body.w, body.h - seats_h))
        return regions

    def _draw_rules_button(self, canvas: Canvas, width: float, back: Rect) -> HitRegion:
        """ "Rules" at the right of the header, level with "Back"; a "?" where the word
        would leave the title too little room (a phone)."""
        label = t("table.rules")
        font = theme.ui_font(16, 700)
        button_w = button_width(canvas, label, font)
        if width - back.right - button_w < MIN_TITLE_W:
            label, button_w, font = "?", back.h, theme.ui_font(22, 700)
        box = Rect(width - MARGIN - button_w, back.y, button_w, back.h)
        accessible = t("home.rules_of", title=self.ui.title())
        return draw_button(
            canvas, box, label, f"rules:{self.game_id}", font=font, accessible=accessible
        )

    def _side_height(self, canvas: Canvas, width: float) -> float:
        return sum(h for _, h in self._option_rows()) + self._footer_height(canvas, width)

    @staticmethod
    def _row_step(space: float, rows: int) -> float:
        """Height per row (control plus gap) sharing ``space``, kept touch-sized."""
        return min(max(space / max(rows, 1), MIN_ROW), MAX_ROW)

    def _draw_seats(self, canvas: Canvas, box: Rect) -> list[HitRegion]:
        step = self._row_step(box.h, self.count + 1)
        regions = self._draw_count(canvas, Rect(box.x, box.y, box.w, step - ROW_GAP))
        for seat in range(self.count):
            row = Rect(box.x, box.y + step * (seat + 1), box.w, step - ROW_GAP)
            regions += self._draw_seat(canvas, row, seat)
        return regions

    def _draw_count(self, canvas: Canvas, row: Rect) -> list[HitRegion]:
        counts = self.allowed_counts()
        label_font = theme.ui_font(20, 700)
        canvas.text(
            row.x, row.center[1] - 9, t("setup.players"), label_font, theme.INK, baseline="middle"
        )
        canvas.text(
            row.x,
            row.center[1] + 12,
            t("setup.count_range", low=counts.start, high=counts.stop - 1),
            theme.ui_font(14),
            theme.INK_SOFT,
            baseline="middle",
        )
        return self._draw_stepper(
            canvas,
            row,
            str(self.count),
            "players",
            self.count - 1 in counts,
            self.count + 1 in counts,
            t("setup.fewer_players"),
            t("setup.more_players"),
        )

    def _draw_stepper(
        self,
        canvas: Canvas,
        row: Rect,
        shown: str,
        action: str,
        down: bool,
        up: bool,
        down_label: str,
        up_label: str,
    ) -> list[HitRegion]:
        """ "−", a value and "+" at the right of ``row`` (``action:-`` and ``action:+``)."""
        side = max(min(row.h, 56.0), MIN_TOUCH)
        top = row.center[1] - side / 2
        plus = Rect(row.right - side, top, side, side)
        number = Rect(plus.x - NUMBER_W, top, NUMBER_W, side)
        minus = Rect(number.x - side, top, side, side)
        font, lines = fit_text(canvas, shown, theme.title_font(22), NUMBER_W - 4, max_lines=1)
        canvas.text(
            number.center[0],
            number.center[1],
            lines[0],
            font,
            theme.INK,
            align="center",
            baseline="middle",
        )
        buttons = [
            draw_button(canvas, minus, "−", f"{action}:-", enabled=down, accessible=down_label),
            draw_button(canvas, plus, "+", f"{action}:+", enabled=up, accessible=up_label),
        ]
        return [region for region in buttons if region is not None]

    def _draw_seat(self, canvas: Canvas, row: Rect, seat: int) -> list[HitRegion]:
        name = self.name_of(seat)
        draw_player_mark(canvas, seat, row.x + 12, row.center[1], 11)
        first_w = 52.0 if self.seat_option is not None else 0.0
        kind_w = min(max(row.w * 0.3, 100.0), 180.0)
        field_x = row.x + 30
        field_w = row.right - field_x - kind_w - ROW_GAP - (first_w + ROW_GAP if first_w else 0)
        text = self.names[seat] if self.names[seat] is not None else name
        regions = [
            draw_text_field(
                canvas,
                Rect(field_x, row.y, field_w, row.h),
                text,
                t("setup.name_label", n=seat + 1),
                f"name:{seat}",
                t("setup.default_name", n=seat + 1),
            ),
        ]
        bot = self.kinds[seat]
        kind_text = (
            t("setup.human")
            if bot is None
            else t("setup.device")
            if bot == DEVICE
            else bot_label(bot)
        )
        kind_box = Rect(field_x + field_w + ROW_GAP, row.y, kind_w, row.h)
        regions.append(
            draw_button(
                canvas,
                kind_box,
                kind_text,
                f"kind:{seat}",
                font=theme.ui_font(16, 700),
                accessible=t("setup.kind_label", name=name, kind=kind_text),
            )
        )
        if first_w:
            chosen = self.first == seat
            first_box = Rect(kind_box.right + ROW_GAP, row.y, first_w, row.h)
            region = draw_button(
                canvas,
                first_box,
                t("setup.first"),
                f"first:{seat}",
                primary=chosen,
                font=theme.ui_font(16, 700),
                accessible=t("setup.first_label", name=name),
            )
            regions.append(region._replace(pressed=chosen))
        return regions

    def _draw_side(self, canvas: Canvas, box: Rect) -> list[HitRegion]:
        """The first-player switch, the options, the settings, the notice, "Learn to play"
        (a guided first game) and "Play"."""
        values = self.option_values(self.count)
        options = {f"option:{option.name}": option for option in self.shown_options}
        regions = []
        y = box.y
        for what, row_h in self._option_rows():
            row = Rect(box.x, y, box.w, row_h - ROW_GAP)
            if what == "first":
                regions.append(
                    draw_toggle(
                        canvas, row, t("setup.first_random"), self.first is None, "first:random"
                    )
                )
            elif what == "hints":
                regions.append(draw_toggle(canvas, row, t("setup.hints"), self.hints, "hints"))
            elif what == "fast_bots":
                regions.append(
                    draw_toggle(
                        canvas,
                        row,
                        t("setup.fast_bots"),
                        self.nav.settings.bot_speed == "fast",
                        "fast_bots",
                    )
                )
            elif what == "reduce_motion":
                regions.append(
                    draw_toggle(
                        canvas,
                        row,
                        t("setup.reduce_motion"),
                        self.nav.settings.reduce_motion,
                        "reduce_motion",
                    )
                )
            else:
                regions += self._draw_option(canvas, row, options[what], values)
            y += row_h
        notice = self._notice()
        if notice:
            font = theme.ui_font(16, 700)
            for line in wrap_text(canvas, notice, font, box.w):
                canvas.text(box.x, y + 4, line, font, theme.CRIMSON, baseline="top")
                y += 20.0
            regions.append(HitRegion("alert:setup", None, notice, kind="alert"))
        top = max(y + 12, box.bottom - PLAY_HEIGHT)
        learn_w = box.w * LEARN_SHARE
        regions.append(
            draw_button(
                canvas,
                Rect(box.x, top, learn_w, PLAY_HEIGHT),
                t("learn.button"),
                "learn",
                font=theme.ui_font(17, 700),
            )
        )
        play_box = Rect(box.x + learn_w + ROW_GAP, top, box.w - learn_w - ROW_GAP, PLAY_HEIGHT)
        play = draw_button(
            canvas,
            play_box,
            t("setup.play"),
            "play",
            primary=True,
            enabled=self.problem() is None,
            font=theme.title_font(24),
        )
        return regions + ([play] if play is not None else [])

    def _players_note(self, option: Option) -> str:
        low, high = min(option.players), max(option.players)
        if low == high:
            return t("setup.option_only", count=low)
        return t("setup.option_players", low=low, high=high)

    def _draw_option(
        self, canvas: Canvas, row: Rect, option: Option, values: dict
    ) -> list[HitRegion]:
        """One option: a switch, a choice to cycle or a number to step; with the player
        counts it is for, in crimson (and the control off) when the count does not fit."""
        label = t(f"{self.game_id}.option.{option.name}")
        allowed = self.allows(option, self.count)
        note = self._players_note(option) if option.players else None
        value = values[option.name]
        action = f"option:{option.name}"
        if option.kind is bool:
            region = draw_toggle(
                canvas, row, label, bool(value), action, note=note, enabled=allowed
            )
            return [region] if region is not None else []
        draw_frame(canvas, row)
        text_w = row.w * 0.5
        font, lines = fit_text(canvas, label, theme.ui_font(18), text_w - 16, max_lines=2)
        canvas.text(
            row.x + 12,
            row.center[1] - (8 if note else 0),
            lines[0],
            font,
            theme.INK,
            baseline="middle",
        )
        if note:
            canvas.text(
                row.x + 12,
                row.center[1] + 14,
                note,
                theme.ui_font(14),
                theme.INK_SOFT if allowed else theme.CRIMSON,
                baseline="middle",
            )
        control = Rect(row.x + text_w, row.y + 2, row.w - text_w - 4, row.h - 4)
        if option.kind is int:
            values_list = list(option.choices) or list(
                range(option.bounds[0], option.bounds[1] + 1)
            )
            index = values_list.index(value) if value in values_list else 0
            return self._draw_stepper(
                canvas,
                control,
                str(value),
                action,
                allowed and index > 0,
                allowed and index < len(values_list) - 1,
                t("setup.option_less", option=label),
                t("setup.option_more", option=label),
            )
        shown = t(f"{self.game_id}.choice.{option.name}.{value}")
        region = draw_button(
            canvas,
            control,
            shown,
            action,
            enabled=allowed,
            font=theme.ui_font(16, 700),
            accessible=t("setup.option_choice", option=label, choice=shown),
        )
        return [region] if region is not None else []
