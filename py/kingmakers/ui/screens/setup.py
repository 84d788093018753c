"""New-game setup for any game, built from the engine protocol only: player counts from
``game.player_counts``, variants from ``game.options``, bots from ``ai.bot_names``.

The defaults make "Play" one tap away: four seats (or the nearest allowed count), the
first human and the others easy bots, a random first player, no variants. Options are
checked live with the engine; an invalid combination shows the engine's own message and
disables "Play".
"""

from __future__ import annotations

from dataclasses import replace

from kingmakers.ai import BOT_LEVELS, bot_names
from kingmakers.engine import InvalidOptions
from kingmakers.games import get_game
from kingmakers.ui.game_ui import GameUI
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import Canvas, fit_text, wrap_text
from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion, Rect
from kingmakers.ui.kit.widgets import (
    button_width,
    draw_back_button,
    draw_button,
    draw_player_mark,
)
from kingmakers.ui.screens.navigator import Navigator
from kingmakers.ui.state.saves import Seat, clean_name

DEFAULT_PLAYERS = 4
DEFAULT_BOT = "heuristic"
FIRST_PLAYER_OPTION = "first_player"
"""The int option (seat index, -1 at random) shown as a "first" choice on each seat."""
BOT_ORDER = (*BOT_LEVELS.values(), "random")
"""Known bots in the order the seat button cycles through them: the levels (easy, normal,
hard), then random; a game's other bots follow."""
ROW_GAP = 6.0
MAX_ROW = 60.0
MIN_ROW = MIN_TOUCH + ROW_GAP
PLAY_HEIGHT = 56.0
#: Width of the player count between its "−" and "+" buttons.
NUMBER_W = 48.0


def bot_label(name: str) -> str:
    """A bot as a level ("Bot (easy)"), or by its name when it has no level."""
    if name in BOT_ORDER:
        return t(f"setup.bot.{name}")
    return t("setup.bot_other", name=name)


def draw_toggle(canvas: Canvas, box: Rect, label: str, on: bool, action: str) -> HitRegion:
    """A full-width switch row: a pill that is gold and filled when on, then the label."""
    canvas.rounded_rect(
        box.x,
        box.y,
        box.w,
        box.h,
        12,
        fill=theme.WHITE,
        stroke=theme.PARCHMENT_DARK,
        line_width=2.0,
    )
    pill = Rect(box.x + 12, box.center[1] - 14, 52, 28)
    canvas.rounded_rect(
        pill.x,
        pill.y,
        pill.w,
        pill.h,
        14,
        fill=theme.GOLD if on else theme.PARCHMENT_DARK,
        stroke=theme.INK_SOFT,
        line_width=1.5,
    )
    knob_x = pill.right - 14 if on else pill.x + 14
    canvas.circle(
        knob_x, pill.center[1], 11, fill=theme.WHITE, stroke=theme.INK_SOFT, line_width=1.5
    )
    text_x = pill.right + 12
    font, lines = fit_text(canvas, label, theme.ui_font(18), box.right - text_x - 8, max_lines=2)
    line_h = font.size * 1.1
    top = box.center[1] - line_h * (len(lines) - 1) / 2
    for number, line in enumerate(lines):
        canvas.text(text_x, top + number * line_h, line, font, theme.INK, baseline="middle")
    return HitRegion(action, box, label, pressed=on)


def draw_text_field(
    canvas: Canvas, box: Rect, value: str, label: str, action: str, placeholder: str
) -> HitRegion:
    """A text box as the browser's input over it will look (the input covers it)."""
    canvas.rounded_rect(
        box.x, box.y, box.w, box.h, 10, fill=theme.WHITE, stroke=theme.ROYAL_BLUE, line_width=2.0
    )
    shown = value or placeholder
    font, lines = fit_text(canvas, shown, theme.ui_font(18), box.w - 20, max_lines=1)
    canvas.text(
        box.x + 10,
        box.center[1],
        lines[0] if lines else "",
        font,
        theme.INK if value else theme.INK_SOFT,
        baseline="middle",
    )
    return HitRegion(action, box, label, kind="text", value=value)


class SetupScreen:
    """Players, names, human or bot per seat, first player, variants, bot speed, "Play".

    Actions: ``back``, ``players:-``, ``players:+``, ``kind:<seat>`` (human, then each
    bot level in turn), ``first:<seat>``, ``first:random``, ``option:<name>``,
    ``fast_bots``, ``play``; text fields ``name:<seat>``.
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
        self.names: list[str | None] = [None] * seats
        self.kinds: list[str | None] = [None] + [default_bot] * (seats - 1)
        self.choices: dict[str, bool] = {}
        self.first: int | None = None
        self.message: str | None = None
        counts = self.game.player_counts(self.option_values(DEFAULT_PLAYERS))
        self.count = min(max(DEFAULT_PLAYERS, counts.start), counts.stop - 1)

    # -- the choices as the engine sees them ------------------------------------------------
    @property
    def has_first_player(self) -> bool:
        return any(o.name == FIRST_PLAYER_OPTION and o.kind is int for o in self.game.options)

    @property
    def toggles(self) -> list:
        """The game's on/off variants, in its own order."""
        return [option for option in self.game.options if option.kind is bool]

    def option_values(self, count: int) -> dict:
        """Every option's value at ``count`` players: the choices made, else defaults."""
        values = {option.name: option.default_value(count) for option in self.game.options}
        values.update(self.choices)
        if self.has_first_player:
            values[FIRST_PLAYER_OPTION] = -1 if self.first is None else self.first
        return values

    def options(self) -> dict:
        """The options to start the game with (only what differs from the game's own
        defaults is sent, so a count-dependent default stays the engine's choice)."""
        chosen = dict(self.choices)
        if self.has_first_player and self.first is not None:
            chosen[FIRST_PLAYER_OPTION] = self.first
        return chosen

    def allowed_counts(self) -> range:
        return self.game.player_counts(self.option_values(self.count))

    def problem(self) -> str | None:
        """The engine's reason these seats and options do not make a game, if any."""
        try:
            self.game.resolve_options(self.count, self.options())
        except InvalidOptions as error:
            return str(error)
        return None

    def name_of(self, seat: int) -> str:
        return self.names[seat] or t("setup.default_name", n=seat + 1)

    def seats(self) -> list[Seat]:
        return [
            Seat(
                clean_name(self.name_of(seat)) or t("setup.default_name", n=seat + 1),
                self.kinds[seat],
            )
            for seat in range(self.count)
        ]

    # -- input ---------------------------------------------------------------------------
    def on_action(self, action: str) -> None:
        kind, _, value = action.partition(":")
        self.message = None
        if action == "back":
            self.nav.back()
        elif kind == "players" and value in ("-", "+"):
            self._change_count(-1 if value == "-" else 1)
        elif kind == "kind" and self._seat(value) is not None:
            self._cycle_kind(self._seat(value))
        elif action == "first:random":
            self.first = None
        elif kind == "first" and self._seat(value) is not None:
            self.first = self._seat(value)
        elif kind == "option" and value in {option.name for option in self.toggles}:
            self.choices[value] = not self.option_values(self.count)[value]
        elif action == "fast_bots":
            fast = self.nav.settings.bot_speed == "fast"
            self.nav.settings.bot_speed = "normal" if fast else "fast"
        elif action == "play":
            self._play()
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
        if not counts.start <= wanted <= counts.stop - 1 or wanted > self.game.max_players:
            self.message = t("setup.count_limit", low=counts.start, high=counts.stop - 1)
            return
        self.count = wanted
        if self.first is not None and self.first >= wanted:
            self.first = None

    def _cycle_kind(self, seat: int) -> None:
        cycle = [None, *self.bots]
        self.kinds[seat] = cycle[(cycle.index(self.kinds[seat]) + 1) % len(cycle)]

    def _play(self) -> None:
        try:
            self.nav.start_game(self.game_id, self.seats(), self.options())
        except InvalidOptions as error:
            self.message = str(error)

    # -- drawing -------------------------------------------------------------------------
    def render(self, canvas: Canvas, width: float, height: float) -> list[HitRegion]:
        canvas.fill_rect(0, 0, width, height, theme.PARCHMENT)
        back = draw_back_button(canvas)
        margin = 16.0
        problem = self.problem()
        side_rows = len(self.toggles) + 1 + (1 if self.has_first_player else 0)
        wide = width >= 760 or width > height >= 300
        # A short landscape screen (a phone on its side) moves the player count and "Play"
        # up beside the title and tightens the margins, so every control stays touch-sized.
        needed = max(
            (self.count + 1) * MIN_ROW,
            side_rows * MIN_ROW + self._footer_height(canvas, width / 2, problem),
        )
        short = wide and needed > height - back.rect.bottom - 2 * margin
        play_w = button_width(canvas, t("setup.play"), theme.title_font(20)) if short else 0.0
        count_w = 2 * back.rect.h + NUMBER_W
        header_w = count_w + ROW_GAP + play_w if short else 0.0
        title_x = back.rect.right + 16
        title_font, lines = fit_text(
            canvas,
            t("setup.title", title=self.ui.title()),
            theme.title_font(min(max(width * 0.035, 22.0), 34.0)),
            width - title_x - 16 - (header_w + margin if short else 0.0),
            max_lines=1,
        )
        canvas.text(
            title_x, back.rect.center[1], lines[0], title_font, theme.ROYAL_BLUE, baseline="middle"
        )
        if wide:
            top = back.rect.bottom + (ROW_GAP if short else margin)
            bottom = height - (ROW_GAP if short else margin)
            column_w = (width - 3 * margin) / 2
            left = Rect(margin, top, column_w, bottom - top)
            right = Rect(left.right + margin, top, column_w, left.h)
            if not short:
                regions = self._draw_seats(canvas, left, self._row_step(left.h, self.count + 1))
                regions += self._draw_side(canvas, right, problem, side_rows)
                return [back, *regions]
            play_box = Rect(width - margin - play_w, back.rect.y, play_w, back.rect.h)
            count_row = Rect(play_box.x - ROW_GAP - count_w, back.rect.y, count_w, back.rect.h)
            regions = self._draw_count(canvas, count_row, label=False)
            regions += self._draw_seat_rows(
                canvas, left.x, left.y, left.w, self._row_step(left.h, self.count)
            )
            regions += self._draw_side(canvas, right, problem, side_rows, play_box)
            return [back, *regions]
        top = back.rect.bottom + margin
        column = Rect(margin, top, width - 2 * margin, height - top - margin)
        seats_h = (self.count + 1) * self._row_step(
            column.h - self._footer_height(canvas, column.w, problem),
            self.count + 1 + side_rows,
        )
        regions = self._draw_seats(
            canvas,
            Rect(column.x, column.y, column.w, seats_h),
            self._row_step(seats_h, self.count + 1),
        )
        rest = Rect(column.x, column.y + seats_h, column.w, column.h - seats_h)
        return [back, *regions, *self._draw_side(canvas, rest, problem, side_rows)]

    @staticmethod
    def _row_step(space: float, rows: int) -> float:
        """Height per row (control plus gap) sharing ``space``, kept touch-sized."""
        return min(max(space / max(rows, 1), MIN_ROW), MAX_ROW)

    def _notice(self, problem: str | None) -> str | None:
        """What to say above "Play": the last refusal, else why the setup cannot start."""
        return self.message or problem

    def _footer_height(self, canvas: Canvas, width: float, problem: str | None) -> float:
        """The notice and the "Play" button."""
        notice = self._notice(problem)
        lines = wrap_text(canvas, notice, theme.ui_font(16, 700), width) if notice else []
        return len(lines) * 20.0 + 8 + PLAY_HEIGHT

    def _draw_seats(self, canvas: Canvas, box: Rect, step: float) -> list[HitRegion]:
        regions = self._draw_count(canvas, Rect(box.x, box.y, box.w, step - ROW_GAP))
        return regions + self._draw_seat_rows(canvas, box.x, box.y + step, box.w, step)

    def _draw_seat_rows(
        self, canvas: Canvas, x: float, y: float, w: float, step: float
    ) -> list[HitRegion]:
        regions = []
        for seat in range(self.count):
            regions += self._draw_seat(canvas, Rect(x, y, w, step - ROW_GAP), seat)
            y += step
        return regions

    def _draw_count(self, canvas: Canvas, row: Rect, label: bool = True) -> list[HitRegion]:
        counts = self.allowed_counts()
        if label:
            canvas.text(
                row.x,
                row.center[1],
                t("setup.players"),
                theme.ui_font(20, 700),
                theme.INK,
                baseline="middle",
            )
        side = max(row.h, MIN_TOUCH)
        plus = Rect(row.right - side, row.y, side, row.h)
        number = Rect(plus.x - NUMBER_W, row.y, NUMBER_W, row.h)
        minus = Rect(number.x - side, row.y, side, row.h)
        canvas.text(
            number.center[0],
            number.center[1],
            str(self.count),
            theme.title_font(24),
            theme.INK,
            align="center",
            baseline="middle",
        )
        buttons = [
            draw_button(
                canvas,
                minus,
                "−",
                "players:-",
                enabled=self.count - 1 >= counts.start,
                accessible=t("setup.fewer_players"),
            ),
            draw_button(
                canvas,
                plus,
                "+",
                "players:+",
                enabled=self.count + 1 <= min(counts.stop - 1, self.game.max_players),
                accessible=t("setup.more_players"),
            ),
        ]
        return [region for region in buttons if region is not None]

    def _draw_seat(self, canvas: Canvas, row: Rect, seat: int) -> list[HitRegion]:
        name = self.name_of(seat)
        draw_player_mark(canvas, seat, row.x + 12, row.center[1], 11)
        first_w = 52.0 if self.has_first_player else 0.0
        kind_w = min(max(row.w * 0.3, 112.0), 180.0)
        field_x = row.x + 30
        field_w = row.right - field_x - kind_w - ROW_GAP - (first_w + ROW_GAP if first_w else 0)
        regions = [
            draw_text_field(
                canvas,
                Rect(field_x, row.y, field_w, row.h),
                self.names[seat] if self.names[seat] is not None else name,
                t("setup.name_label", n=seat + 1),
                f"name:{seat}",
                t("setup.default_name", n=seat + 1),
            ),
        ]
        bot = self.kinds[seat]
        kind_text = t("setup.human") if bot is None else bot_label(bot)
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
            regions.append(replace(region, pressed=chosen))
        return regions

    def _draw_side(
        self,
        canvas: Canvas,
        box: Rect,
        problem: str | None,
        rows: int,
        play_box: Rect | None = None,
    ) -> list[HitRegion]:
        """Options, the notice and "Play" (below them, or in ``play_box`` when given)."""
        footer_h = self._footer_height(canvas, box.w, problem)
        if play_box is not None:
            footer_h -= PLAY_HEIGHT
        step = self._row_step(box.h - footer_h, rows)
        control_h = step - ROW_GAP
        regions = []
        y = box.y
        if self.has_first_player:
            regions.append(
                draw_toggle(
                    canvas,
                    Rect(box.x, y, box.w, control_h),
                    t("setup.first_random"),
                    self.first is None,
                    "first:random",
                )
            )
            y += step
        values = self.option_values(self.count)
        for option in self.toggles:
            regions.append(
                draw_toggle(
                    canvas,
                    Rect(box.x, y, box.w, control_h),
                    t(f"{self.game_id}.option.{option.name}"),
                    bool(values[option.name]),
                    f"option:{option.name}",
                )
            )
            y += step
        regions.append(
            draw_toggle(
                canvas,
                Rect(box.x, y, box.w, control_h),
                t("setup.fast_bots"),
                self.nav.settings.bot_speed == "fast",
                "fast_bots",
            )
        )
        y += step
        notice = self._notice(problem)
        if notice:
            font = theme.ui_font(16, 700)
            for line in wrap_text(canvas, notice, font, box.w):
                canvas.text(box.x, y, line, font, theme.CRIMSON, baseline="top")
                y += 20.0
            y += 8
        if play_box is None:
            play_box = Rect(box.x, min(y + 6, box.bottom - PLAY_HEIGHT), box.w, PLAY_HEIGHT)
        play = draw_button(
            canvas,
            play_box,
            t("setup.play"),
            "play",
            primary=True,
            enabled=problem is None,
            font=theme.title_font(24),
        )
        return regions + ([play] if play is not None else [])
