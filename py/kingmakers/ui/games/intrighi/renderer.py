"""The Intrighi a corte table: the five candidates with their face-down stacks, the players'
characters with the cards beside them, the deck, and the viewer's secret candidate, hand and
knowledge.

Everything is drawn from ``observe(viewer)``; what can be played comes only from the legal
actions the frame passes in. A move is chosen one step at a time:

- a card in hand is tapped; if it has one play (an Abilità, a Sostegno or Abbasso — which
  then waits to be placed), that tap plays it; otherwise it is selected and its targets
  light up: players' characters (cards played beside someone, Tradimento, Confessione) or
  candidates' stacks (Spionaggio, Scandalo). A card with no play says why.
- the Spia's and the Confessore's powers are a button that selects the power the same way;
  "Play nothing" is a button.
- placing a Sostegno or Abbasso (by its player, or by the owner of a Manipolazione): tap a
  candidate's stack, then one of the gaps drawn between its cards (top, between, bottom).
- discarding: one card over the limit goes with one tap; more are marked, then "Discard".
- a stack the viewer knows cards of carries an eye; tapping it (on one's turn) or a long
  press (any time) shows exactly which cards lie where.
"""

from __future__ import annotations

import math

from kingmakers.games.intrighi.actions import (
    Discard,
    Pass,
    Place,
    PlayAbility,
    PlayBeside,
    PlayConfessione,
    PlayScandalo,
    PlaySpionaggio,
    PlayStackCard,
    PlayTradimento,
    UseConfessore,
    UseSpia,
)
from kingmakers.games.intrighi.data import CANDIDATES, CARD, CHARACTER, HEAR_CONFESSION
from kingmakers.ui.games.intrighi import final, words
from kingmakers.ui.games.intrighi.pieces import (
    candidate_index,
    candidate_name,
    card_name,
    card_name_width,
    chip_width,
    draw_candidate_disc,
    draw_candidate_head,
    draw_card_back,
    draw_card_face,
    draw_chip,
    draw_eye,
    draw_short_line,
    draw_stack_card,
    fit_line,
    fit_lines,
    fitted_lines,
    shortened,
)
from kingmakers.ui.games.intrighi.words import (
    action_label,
    card_text,
    character_name,
    character_text,
    refusal,
    slot_name,
    stack_ids,
)
from kingmakers.ui.i18n import t
from kingmakers.ui.kit import theme
from kingmakers.ui.kit.canvas import (
    READABLE,
    Canvas,
    Font,
    kept_drawing,
    kept_layout,
    wrap_text,
)
from kingmakers.ui.kit.motion import Copies
from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion, Rect
from kingmakers.ui.kit.widgets import (
    draw_button,
    draw_frame,
    draw_panel,
    draw_player_mark,
    player_colour,
)
from kingmakers.ui.seam import Badge, TableContext

#: Actions that target a player's character, and those that target a candidate's stack.
SEAT_ACTIONS = (PlayBeside, PlayTradimento, PlayConfessione, UseConfessore)
STACK_ACTIONS = (PlaySpionaggio, PlayScandalo, UseSpia, Place)
#: Plays named after the card they spend (their ``kind`` is the card's key).
CARD_PLAYS = (PlayTradimento, PlaySpionaggio, PlayScandalo, PlayConfessione)
#: Heights tried for the private panel's cards and buttons, largest first, and their gap.
TILE_HEIGHTS = (96, 88, 80, 72, 64, 56, 50, 44)
GAP = 6.0
#: What the viewer knows, under the hand.
KNOWLEDGE_FONT = theme.ui_font(13)
#: Below this distance between two stack cards (CSS px) a stack is drawn as a pile.
PILE_PITCH = 8.0
#: The pitch a stack card needs to show its value, and the narrowest stack column.
LABEL_PITCH = 14.0
SLAB_MIN_W = 20.0


def _hand(view: dict) -> list[str]:
    return view["hand"] or []


def _target_token(action) -> str | None:
    if isinstance(action, SEAT_ACTIONS):
        return f"seat:{action.seat}"
    if isinstance(action, STACK_ACTIONS):
        return f"cand:{action.candidate}"
    return None


class IntrighiRenderer:
    """The game-specific half of the Intrighi a corte table (see
    :class:`~kingmakers.ui.seam.GameRenderer`)."""

    def __init__(self) -> None:
        # Where things were last drawn, with what a hover or long press says about them.
        self.spots: list[tuple[Rect, object]] = []
        self.final = final.FinalScreen()
        self._frame: TableContext | None = None
        # The board's pieces, drawn after its still parts: (id, x, y, paint).
        self._pieces: list[tuple] = []

    @staticmethod
    def open_view(state) -> dict:
        """The public view with every secret any seat knows laid open: each stack card's
        face (every one was seen by the player who placed it) and each secret candidate.
        For the replay's "All open" of a finished game only."""
        public = state.observe(None)
        views = [state.observe(seat) for seat in range(public["players"])]
        known = [view["stacks"] for view in views]
        opened = dict(public)
        opened["stacks"] = [
            [
                next((seen[candidate][slot] for seen in known if seen[candidate][slot]), face)
                for slot, face in enumerate(stack)
            ]
            for candidate, stack in enumerate(public["stacks"])
        ]
        opened["candidates"] = [view["candidates"][seat] for seat, view in enumerate(views)]
        return opened

    # -- what the viewer may do ---------------------------------------------------------------
    @staticmethod
    def card_actions(key: str, ctx: TableContext) -> list:
        """The legal plays of the card ``key`` from the viewer's hand (discards included)."""
        found = []
        for action in ctx.legal:
            if isinstance(action, PlayStackCard | PlayBeside | PlayAbility | Discard):
                played = action.card
            elif isinstance(action, CARD_PLAYS):
                played = action.kind
            else:
                continue
            if played == key:
                found.append(action)
        return found

    @staticmethod
    def power_actions(ctx: TableContext) -> list:
        return [a for a in ctx.legal if isinstance(a, UseSpia | UseConfessore)]

    def selected_actions(self, ctx: TableContext) -> list:
        """The actions the current selection can lead to."""
        selected = ctx.selected
        view = ctx.view
        if view["phase"] == "place":
            return [a for a in ctx.legal if isinstance(a, Place)]
        if not isinstance(selected, tuple):
            return []
        if selected[0] in ("card", "ally"):
            hand = _hand(view)
            index = selected[1]
            return self.card_actions(hand[index], ctx) if index < len(hand) else []
        if selected[0] == "power":
            return self.power_actions(ctx)
        return []

    def targets(self, ctx: TableContext) -> dict[str, list]:
        """Target token ("seat:2", "cand:4") -> the legal actions a tap on it leads to."""
        found: dict[str, list] = {}
        for action in self.selected_actions(ctx):
            token = _target_token(action)
            if token:
                found.setdefault(token, []).append(action)
        return found

    @staticmethod
    def _may_look(ctx: TableContext) -> bool:
        """Whether a tap on a known stack may open it: not while a choice is under way
        (a card or power selected, cards marked, a card to place)."""
        selected = ctx.selected
        return ctx.view["phase"] != "place" and (
            selected is None or (isinstance(selected, tuple) and selected[0] in ("why", "stack"))
        )

    def _overlay(self, ctx: TableContext) -> tuple | None:
        """The chooser drawn over the board, if the selection opened one."""
        selected = ctx.selected
        if isinstance(selected, tuple) and selected[0] in ("place", "ally", "stack"):
            return selected
        return None

    # -- choosing ---------------------------------------------------------------------------
    def pick(self, token: str, ctx: TableContext):
        view = ctx.view
        selected = ctx.selected
        kind, _, value = token.partition(":")
        hand = _hand(view)
        if kind == "close":
            return None, None
        if kind == "card":
            index = int(value)
            if index >= len(hand):
                return None, None
            key = hand[index]
            if view["phase"] == "discard":
                return self._pick_discard(index, ctx)
            actions = self.card_actions(key, ctx)
            if not actions:
                refused = self._refused_play(key, ctx)
                return (None, refused) if refused else (("why", index), None)
            if len(actions) == 1:
                return None, actions[0]
            if selected == ("card", index):
                return None, None
            return ("card", index), None
        if kind == "power":
            actions = self.power_actions(ctx)
            if len(actions) == 1:
                return None, actions[0]
            return (None if selected == ("power",) else ("power",)), None
        if kind == "discard":
            if isinstance(selected, tuple) and selected[0] == "discard":
                return None, [Discard(hand[i]) for i in sorted(selected[1])]
            return selected, None
        if kind == "gap":
            if isinstance(selected, tuple) and selected[0] == "place":
                chosen = Place(selected[1], int(value))
                if chosen in ctx.legal:
                    return None, chosen
            return selected, None
        if kind == "page":
            if isinstance(selected, tuple) and selected[0] == "place":
                return ("place", selected[1], int(value)), None
            return selected, None
        if kind == "ally":
            if isinstance(selected, tuple) and selected[0] == "ally":
                chosen = PlayTradimento(selected[2], int(value))
                if chosen in ctx.legal:
                    return None, chosen
            return selected, None
        actions = self.targets(ctx).get(token, [])
        if kind == "cand":
            candidate = int(value)
            if view["phase"] == "place":
                if len(actions) == 1:
                    return None, actions[0]
                return ("place", candidate, 0), None
            if actions:
                return None, actions[0]
            return ("stack", candidate), None
        if kind == "seat":
            if len(actions) == 1:
                return None, actions[0]
            if actions:  # several Alleanze beside that player: whose is betrayed?
                return ("ally", selected[1], int(value)), None
        return selected, None

    @staticmethod
    def _refused_play(key: str, ctx: TableContext):
        """For a card that needs an ability the viewer lacks: the play a player would try,
        which the engine refuses with its own reason (the frame shows it in the player's
        language). None for other cards with no play: the prompt says why."""
        view = ctx.view
        seat = view["seat"]
        needs = CARD[key].needs
        if seat is None or not needs or needs in view["abilities"][seat]:
            return None
        return PlayBeside(key, (seat + 1) % view["players"])

    def _pick_discard(self, index: int, ctx: TableContext):
        view = ctx.view
        hand = _hand(view)
        excess = len(hand) - view["hand_limits"][view["seat"]]
        if excess <= 1:
            chosen = Discard(hand[index])
            return None, (chosen if chosen in ctx.legal else None)
        selected = ctx.selected
        marked = (
            set(selected[1]) if isinstance(selected, tuple) and selected[0] == "discard" else set()
        )
        if index in marked:
            marked.discard(index)
        elif len(marked) < excess:
            marked.add(index)
        return ("discard", frozenset(marked)), None

    # -- words ----------------------------------------------------------------------------------
    def prompt(self, ctx: TableContext) -> str:
        view = ctx.view
        seat = view["to_move"]
        if seat is None:
            return t("intrighi.prompt.over")
        name = ctx.name(seat)
        placing = view["placing"]
        if ctx.thinking:
            return t("table.thinking", name=name)
        if not ctx.legal:
            if placing and placing["placer"] != placing["player"]:
                return t(
                    "intrighi.prompt.wait_manipulated",
                    placer=ctx.name(placing["placer"]),
                    name=ctx.name(placing["player"]),
                )
            return t("table.turn_of", name=name)
        selected = ctx.selected
        phase = view["phase"]
        hand = _hand(view)
        if isinstance(selected, tuple) and selected[0] == "why" and selected[1] < len(hand):
            return refusal(hand[selected[1]], ctx)
        if phase == "place":
            card = placing["card"] if placing else None
            what = card_name(card) if card else t("intrighi.a_card")
            if isinstance(selected, tuple) and selected[0] == "place":
                return t("intrighi.prompt.gap", name=name, candidate=candidate_name(selected[1]))
            if placing and placing["placer"] != placing["player"]:
                return t(
                    "intrighi.prompt.place_for",
                    name=name,
                    card=what,
                    player=ctx.name(placing["player"]),
                )
            return t("intrighi.prompt.place", name=name, card=what)
        if phase == "discard":
            excess = len(hand) - view["hand_limits"][seat]
            return t("intrighi.prompt.discard", count=excess, name=name)
        if isinstance(selected, tuple):
            if selected[0] == "ally":
                return t("intrighi.prompt.ally", name=name, target=ctx.name(selected[2]))
            if selected[0] == "stack":
                return self._stack_detail_title(ctx, selected[1])
            actions = self.selected_actions(ctx)
            if actions:
                first = actions[0]
                if isinstance(first, PlayTradimento):
                    return t("intrighi.prompt.tradimento", name=name)
                what = (
                    character_name(view["characters"][seat])
                    if selected[0] == "power"
                    else card_name(hand[selected[1]])
                )
                if isinstance(first, STACK_ACTIONS):
                    return t("intrighi.prompt.choose_stack", name=name, what=what)
                return t("intrighi.prompt.choose_player", name=name, what=what)
        if self.power_actions(ctx):
            return t(
                "intrighi.prompt.play_or_power",
                name=name,
                character=character_name(view["characters"][seat]),
            )
        return t("intrighi.prompt.play", name=name)

    def action_label(self, action, ctx: TableContext) -> str:
        return action_label(action, ctx)

    def player_status(self, ctx: TableContext, seat: int):
        view = ctx.view
        badges = []
        if view["first_player"] == seat:
            badges.append(Badge("star", theme.ROYAL_BLUE, t("intrighi.first_player")))
        result = view["result"]
        if result is not None:
            if seat in result["winners"]:
                badges.insert(0, Badge("crown", theme.GOLD, t("intrighi.winner")))
            # In a few words (the final screen says why): the crown marks the winners.
            won = seat in result["winners"]
            return t("intrighi.status.wins" if won else "intrighi.status.loses"), badges
        return character_name(view["characters"][seat]), badges

    def log_lines(self, ctx: TableContext) -> list[str]:
        return words.log_lines(ctx)

    def describe_at(self, x: float, y: float, ctx: TableContext) -> str | None:
        for box, text in reversed(self.spots):
            if box.contains(x, y):
                return text() if callable(text) else text
        return None

    def _spot(self, box: Rect, text) -> None:
        """What a hover or long press on ``box`` says: a text, or a function making it (most
        spots are never pointed at)."""
        self.spots.append((box, text))

    # -- the board in words -----------------------------------------------------------------
    def stack_words(self, ctx: TableContext, candidate: int) -> str:
        """A stack: its size and, where the viewer knows them, which cards lie where."""
        stack = ctx.view["stacks"][candidate]
        text = t("intrighi.stack_size", count=len(stack), candidate=candidate_name(candidate))
        known = [
            t("intrighi.slot_card", slot=slot_name(i, len(stack)), card=card_name(key))
            for i, key in enumerate(stack)
            if key is not None
        ]
        if known:
            text = t("intrighi.known_in_stack", stack=text, cards="; ".join(known))
        return text

    def seat_words(self, ctx: TableContext, seat: int) -> str:
        view = ctx.view
        character = view["characters"][seat]
        parts = [
            t(
                "intrighi.seat_summary",
                name=ctx.name(seat),
                character=character_name(character),
                text=character_text(character),
                count=view["hand_sizes"][seat],
            )
        ]
        abilities = view["ability_cards"][seat]
        if abilities:
            parts.append(t("intrighi.abilities_beside", cards=words.cards_list(abilities)))
        beside = [
            t("intrighi.played_by", card=card_name(e["card"]), name=ctx.name(e["by"]))
            for e in view["beside"][seat]
        ]
        if beside:
            parts.append(t("intrighi.beside_list", cards=", ".join(beside)))
        known = view["candidates"][seat]
        if known is not None and seat != view["seat"]:
            parts.append(t("intrighi.backs", name=ctx.name(seat), candidate=known))
        return " ".join(parts)

    def board_summary(self, ctx: TableContext) -> str:
        view = ctx.view
        parts = [self._deck_words(view)]
        parts += [self.stack_words(ctx, c) for c in range(len(CANDIDATES))]
        parts += [self.seat_words(ctx, s) for s in range(view["players"])]
        return " ".join(parts)

    @staticmethod
    def _deck_words(view: dict) -> str:
        return t(
            "intrighi.deck_summary",
            draws=t("intrighi.deck", count=view["draws_left"]),
            under=t("intrighi.under", count=view["under_morte"]["count"]),
        )

    def knowledge(self, ctx: TableContext) -> list[str]:
        """What the viewer knows besides their hand: confessed candidates, cards seen in
        others' hands, stack cards (made once per view)."""
        return ctx.once("knowledge", lambda: self._knowledge(ctx))

    def _knowledge(self, ctx: TableContext) -> list[str]:
        view = ctx.view
        seat = view["seat"]
        lines = []
        for other, candidate in enumerate(view["candidates"]):
            if other != seat and candidate is not None:
                lines.append(t("intrighi.backs", name=ctx.name(other), candidate=candidate))
        for other, cards in enumerate(view["seen_in_hands"]):
            if cards:
                lines.append(
                    t("intrighi.holds", name=ctx.name(other), cards=words.cards_list(cards))
                )
        for candidate, stack in enumerate(view["stacks"]):
            if any(key is not None for key in stack):
                lines.append(self.stack_words(ctx, candidate))
        return lines

    def private_summary(self, ctx: TableContext) -> str | None:
        view = ctx.view
        seat = view["seat"]
        if seat is None or view["hand"] is None:
            return None
        parts = [
            t("intrighi.private_title", name=ctx.name(seat), candidate=view["candidates"][seat]),
            t(
                "intrighi.hand_list",
                cards=words.cards_list(view["hand"]) or t("intrighi.nothing"),
            ),
        ]
        placing = view["placing"]
        if placing and placing["card"]:
            parts.append(t("intrighi.placing", card=card_name(placing["card"])))
        parts += self.knowledge(ctx)
        return " ".join(part.rstrip(".") + "." for part in parts)

    def _stack_detail_title(self, ctx: TableContext, candidate: int) -> str:
        return t(
            "intrighi.stack_title",
            candidate=candidate_name(candidate),
            count=len(ctx.view["stacks"][candidate]),
        )

    # -- the board --------------------------------------------------------------------------
    def _begin(self, ctx: TableContext) -> None:
        """Forget last frame's spots at the first drawing call of a frame (the frame draws
        the board and the private panel, in any order, with one context)."""
        if ctx is not self._frame:
            self._frame = ctx
            self.spots = []

    def draw_board(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        view = ctx.view
        self._begin(ctx)
        players = view["players"]
        header_h = min(max(box.h * 0.085, 30.0), 46.0)
        self._draw_deck(canvas, Rect(box.x, box.y, box.w, header_h), ctx)
        if players <= 3:
            columns = players
        elif players == 4:
            columns = 4 if box.w >= 560 else 2
        else:
            columns = 3
        rows = math.ceil(players / columns)
        body_h = box.h - header_h - 6
        seat_h = min(max(body_h * 0.46 / rows, 50.0), 132.0)
        seats = Rect(box.x, box.bottom - seat_h * rows, box.w, seat_h * rows)
        stacks = Rect(box.x, box.y + header_h + 6, box.w, seats.y - box.y - header_h - 12)
        overlay = self._overlay(ctx)
        targets = {} if overlay else self.targets(ctx)
        regions = self._draw_stacks(canvas, stacks, ctx, targets, interactive=not overlay)
        regions += self._draw_seats(canvas, seats, ctx, targets, columns, rows)
        # The pieces (stack cards, chips, the card being placed) come after the still board,
        # so an animation frame moves them over a kept image of the rest.
        for piece, x, y, paint in self._pieces:
            ctx.draw_piece(canvas, piece, x, y, paint)
        self._pieces = []
        if overlay:
            area = Rect(box.x, stacks.y, box.w, box.bottom - stacks.y)
            regions = self._draw_overlay(canvas, area, ctx, overlay)
        return regions

    def _draw_deck(self, canvas: Canvas, box: Rect, ctx: TableContext) -> None:
        view = ctx.view
        card_h = box.h - 4
        card_w = card_h * 0.72
        draw_card_back(canvas, box.x + 4, box.y + 2, card_w, card_h, mark=str(view["draws_left"]))
        text_x = box.x + card_w + 12
        placing = view["placing"]
        right = box.right - (card_w + 16 if placing else 0)
        deck = t("intrighi.deck", count=view["draws_left"])
        under = t("intrighi.under", count=view["under_morte"]["count"])
        two_lines = box.h >= 40
        room = right - text_x
        both = (
            None
            if two_lines
            else fit_lines(canvas, f"{deck} · {under}", theme.ui_font(14, 700), room, 2)
        )
        if both is not None and both[0].size * 1.1 * len(both[1]) <= box.h:
            font, lines = both
            line_h = font.size * 1.1
            top = box.center[1] - line_h * (len(lines) - 1) / 2
            for number, line in enumerate(lines):
                canvas.text(text_x, top + number * line_h, line, font, theme.INK, baseline="middle")
        elif two_lines:
            draw_short_line(
                canvas, text_x, box.y + box.h * 0.3, deck, theme.ui_font(15, 700), room, theme.INK
            )
            draw_short_line(
                canvas, text_x, box.y + box.h * 0.74, under, theme.ui_font(13), room, theme.INK_SOFT
            )
        else:
            draw_short_line(
                canvas, text_x, box.center[1], deck, theme.ui_font(14, 700), room, theme.INK
            )
        self._spot(Rect(box.x, box.y, card_w + 8, box.h), lambda: self._deck_words(view))
        if placing:
            x = box.right - card_w - 8
            key = placing["card"]
            ids = len(view["log"])  # the entry that will place it names the card from then on

            def paint(px: float, py: float) -> None:
                canvas.rounded_rect(px - 3, py - 1, card_w + 6, card_h + 2, 6, fill=theme.GOLD)
                draw_stack_card(canvas, px, py + 1, card_w, card_h - 2, key, known=key is not None)

            self._pieces.append((("stackcard", ids), x, box.y + 1, paint))
            owner = ctx.name(placing["player"])
            text = (
                t("intrighi.placing_of", name=owner, card=card_name(key))
                if key
                else t("intrighi.placing_unknown", name=owner)
            )
            self._spot(Rect(x, box.y, card_w, box.h), text)

    def _draw_stacks(
        self, canvas: Canvas, box: Rect, ctx: TableContext, targets: dict, interactive: bool
    ) -> list[HitRegion]:
        view = ctx.view
        regions = []
        column_w = box.w / len(CANDIDATES)
        ids = ctx.once("stack ids", lambda: stack_ids(view))
        for candidate, stack in enumerate(view["stacks"]):
            column = Rect(box.x + candidate * column_w + 2, box.y, column_w - 4, box.h)
            token = f"cand:{candidate}"
            lit = token in targets
            known = any(key is not None for key in stack)
            _draw_stack_column(canvas, column, candidate, len(stack), known, lit)
            head_h, foot_h = _stack_column_parts(column)
            area = Rect(
                column.x + 6,
                column.y + head_h + 4,
                column.w - 12,
                column.h - head_h - foot_h - 8,
            )
            self._spot(column, lambda c=candidate: self.stack_words(ctx, c))
            self._draw_stack(canvas, area, stack, ids[candidate], candidate, ctx)
            if not interactive or not ctx.legal:
                continue
            if lit:
                actions = targets[token]
                label = (
                    action_label(actions[0], ctx)
                    if len(actions) == 1
                    else t("intrighi.label.choose_gap", candidate=candidate_name(candidate))
                )
                regions.append(HitRegion(f"pick:{token}", column, label))
            elif known and self._may_look(ctx):
                regions.append(
                    HitRegion(f"pick:{token}", column, self._stack_detail_title(ctx, candidate))
                )
        return regions

    def _draw_stack(
        self, canvas: Canvas, area: Rect, stack: list, ids: list, candidate: int, ctx
    ) -> None:
        size = len(stack)
        if not size:
            canvas.rounded_rect(area.x, area.y, area.w, min(area.h, 30.0), 6, stroke=theme.INK_SOFT)
            return
        columns, per_column, pitch = _stack_columns(area, size)
        width = (area.w - 3 * (columns - 1)) / columns
        card_h = pitch - min(3.0, pitch * 0.2)
        if pitch < PILE_PITCH:  # too thin to tell apart: a pile, each card's edge showing
            card_h = min(area.h * 0.6, 30.0)
            pitch = (area.h - card_h) / max(size - 1, 1)
        for index, key in enumerate(stack):
            column, row = divmod(index, per_column)
            x, y = area.x + column * (width + 3), area.y + row * pitch

            def paint(px, py, key=key):
                draw_stack_card(canvas, px, py, width, card_h, key, known=key is not None)

            self._pieces.append((("stackcard", ids[index]), x, y, paint))
            self._spot(
                Rect(x, y, width, pitch),
                lambda index=index, key=key: self._slot_words(candidate, index, size, key),
            )

    @staticmethod
    def _slot_words(candidate: int, index: int, size: int, key: str | None) -> str:
        text = slot_name(index, size)
        if key is not None:
            text = t("intrighi.slot_card", slot=text, card=card_name(key))
        return f"{candidate_name(candidate)} · {text}"

    def _draw_seats(
        self,
        canvas: Canvas,
        box: Rect,
        ctx: TableContext,
        targets: dict,
        columns: int,
        rows: int,
    ) -> list[HitRegion]:
        view = ctx.view
        regions = []
        cell_w = box.w / columns
        cell_h = box.h / rows
        for seat in range(view["players"]):
            row, column = divmod(seat, columns)
            cell = Rect(
                box.x + column * cell_w + 2, box.y + row * cell_h + 2, cell_w - 4, cell_h - 4
            )
            token = f"seat:{seat}"
            lit = token in targets
            self._draw_seat(canvas, cell, ctx, seat, lit)
            self._spot(cell, lambda s=seat: self.seat_words(ctx, s))
            if lit and ctx.legal:
                actions = targets[token]
                label = (
                    action_label(actions[0], ctx)
                    if len(actions) == 1
                    else t("intrighi.label.choose_ally", target=ctx.name(seat))
                )
                regions.append(HitRegion(f"pick:{token}", cell, label))
        return regions

    def _draw_seat(
        self, canvas: Canvas, cell: Rect, ctx: TableContext, seat: int, lit: bool
    ) -> None:
        """A seat: its still face (:func:`_draw_seat_face`), then the cards beside its
        character, which move."""
        view = ctx.view
        chips = [(key, None) for key in view["ability_cards"][seat]] + [
            (entry["card"], entry["by"]) for entry in view["beside"][seat]
        ]
        character = view["characters"][seat]
        _draw_seat_face(
            canvas,
            cell,
            seat,
            ctx.name(seat),
            seat == view["seat"],
            seat == view["current"] and view["to_move"] is not None,
            lit,
            view["hand_sizes"][seat],
            view["candidates"][seat],
            character,
            bool(chips),
        )
        _, x, y, chip_h = _seat_texts(canvas, cell, character, bool(chips))
        self._draw_chips(canvas, ctx, seat, chips, cell, x, y, chip_h)

    def _draw_chips(self, canvas, ctx, seat: int, chips, cell: Rect, x: float, y: float, h: float):
        """The cards beside a character, left to right, wrapping inside the cell; those that
        find no room are counted on a last chip ("+2")."""
        copies = Copies()
        for number, (key, owner) in enumerate(chips):
            w = chip_width(canvas, key, h, owner)
            if x + w > cell.right - 6:
                x = cell.x + 8
                y += h + 3
            if y + h > cell.bottom - 3:
                more = f"+{len(chips) - number}"
                canvas.text(
                    cell.right - 8,
                    cell.bottom - 4,
                    more,
                    theme.ui_font(12, 700),
                    theme.INK,
                    align="right",
                    baseline="bottom",
                )
                return
            occurrence = copies.number((key, owner))
            self._pieces.append(
                (
                    ("beside", seat, key, owner, occurrence),
                    x,
                    y,
                    lambda px, py, key=key, owner=owner: draw_chip(canvas, px, py, h, key, owner),
                )
            )
            x += w + 4

    # -- choosers over the board ------------------------------------------------------------------
    def _draw_overlay(self, canvas: Canvas, area: Rect, ctx: TableContext, overlay: tuple):
        draw_frame(canvas, area, stroke=theme.ROYAL_BLUE)
        close_label = t("intrighi.back")
        close_w = min(
            max(canvas.measure_text(close_label, theme.ui_font(16, 700)) + 28, 72.0), area.w * 0.4
        )
        close = draw_button(
            canvas,
            Rect(area.right - close_w - 6, area.y + 6, close_w, MIN_TOUCH),
            close_label,
            "pick:close",
            font=theme.ui_font(16, 700),
        )
        title_w = area.w - close_w - 24
        if overlay[0] == "place":
            title = t("intrighi.prompt.gap_title", candidate=candidate_name(overlay[1]))
        elif overlay[0] == "ally":
            title = t("intrighi.label.choose_ally", target=ctx.name(overlay[2]))
        else:
            title = self._stack_detail_title(ctx, overlay[1])
        font, lines = fitted_lines(canvas, title, theme.title_font(17), title_w, 2)
        line_h = font.size * 1.1
        top = area.y + 6 + MIN_TOUCH / 2 - line_h * (len(lines) - 1) / 2
        for number, line in enumerate(lines):
            canvas.text(
                area.x + 12, top + number * line_h, line, font, theme.ROYAL_BLUE, baseline="middle"
            )
        inner = Rect(area.x + 8, area.y + MIN_TOUCH + 14, area.w - 16, area.h - MIN_TOUCH - 20)
        regions = [close]
        if overlay[0] == "place":
            regions += self._draw_gaps(canvas, inner, ctx, overlay[1], overlay[2])
        elif overlay[0] == "ally":
            regions += self._draw_allies(canvas, inner, ctx, overlay[2])
        else:
            self._draw_stack_detail(canvas, inner, ctx, overlay[1])
        return regions

    def _draw_gaps(self, canvas, inner: Rect, ctx, candidate: int, page: int) -> list[HitRegion]:
        """The stack laid out left to right, top card first, with a target in every gap."""
        view = ctx.view
        stack = view["stacks"][candidate]
        size = len(stack)
        legal = {
            a.position: a for a in ctx.legal if isinstance(a, Place) and a.candidate == candidate
        }
        gap_w = min(max(inner.w / 11, MIN_TOUCH + 4), 64.0)
        card_w = min(max(gap_w * 0.5, 22.0), 34.0)
        pair = gap_w + card_w + 8
        per_row = max(int(inner.w // pair), 1)
        row_h = gap_w + 8
        rows = max(int(inner.h // row_h), 1)
        per_page = per_row * rows
        pages = math.ceil((size + 1) / per_page)
        if pages > 1:
            rows = max(int((inner.h - MIN_TOUCH - 6) // row_h), 1)
            per_page = per_row * rows
            pages = math.ceil((size + 1) / per_page)
        page = min(page, pages - 1)
        first = page * per_page
        regions = []
        small = theme.ui_font(11, 700)
        for slot in range(per_page):
            position = first + slot
            if position > size:
                break
            row, column = divmod(slot, per_row)
            x = inner.x + column * pair
            y = inner.y + row * row_h
            gap = Rect(x, y, gap_w, gap_w)
            action = legal.get(position)
            canvas.rounded_rect(
                gap.x,
                gap.y,
                gap.w,
                gap.h,
                8,
                fill="#fff4cc" if action else theme.PARCHMENT_DARK,
                stroke=theme.GOLD if action else theme.INK_SOFT,
                line_width=3 if action else 1,
            )
            canvas.polygon(
                [
                    (gap.center[0] - 7, gap.center[1] - 9),
                    (gap.center[0] + 7, gap.center[1] - 9),
                    (gap.center[0], gap.center[1] + 1),
                ],
                fill=theme.GOLD if action else theme.INK_SOFT,
            )
            caption = (
                t("intrighi.top")
                if position == 0
                else t("intrighi.bottom")
                if position == size
                else ""
            )
            cap_font = fit_line(canvas, caption, small, gap.w - 4) if caption else None
            if cap_font is not None:
                canvas.text(
                    gap.center[0],
                    gap.bottom - 9,
                    caption,
                    cap_font,
                    theme.INK,
                    align="center",
                    baseline="middle",
                )
            if action:
                regions.append(HitRegion(f"pick:gap:{position}", gap, action_label(action, ctx)))
            if position < size:
                key = stack[position]
                draw_stack_card(
                    canvas, gap.right + 4, y + 2, card_w, gap_w - 4, key, known=key is not None
                )
        if pages > 1:
            y = inner.bottom - MIN_TOUCH
            half = min(inner.w / 2 - 4, 180.0)
            if page > 0:
                regions.append(
                    draw_button(
                        canvas,
                        Rect(inner.x, y, half, MIN_TOUCH),
                        t("intrighi.earlier"),
                        f"pick:page:{page - 1}",
                        font=theme.ui_font(15, 700),
                    )
                )
            if page < pages - 1:
                regions.append(
                    draw_button(
                        canvas,
                        Rect(inner.right - half, y, half, MIN_TOUCH),
                        t("intrighi.later"),
                        f"pick:page:{page + 1}",
                        font=theme.ui_font(15, 700),
                    )
                )
        return regions

    def _draw_allies(self, canvas, inner: Rect, ctx, seat: int) -> list[HitRegion]:
        actions = [a for a in self.targets_for_ally(ctx) if a.seat == seat]
        regions = []
        h = MIN_TOUCH + 4
        w = min(inner.w, 320.0)
        for number, action in enumerate(actions):
            box = Rect(inner.x, inner.y + number * (h + 6), w, h)
            if box.bottom > inner.bottom:
                break
            label = action_label(action, ctx)
            region = draw_button(
                canvas,
                box,
                t("intrighi.alleanza_of", name=ctx.name(action.ally)),
                f"pick:ally:{action.ally}",
                accessible=label,
                font=theme.ui_font(16, 700),
            )
            draw_player_mark(canvas, action.ally, box.x + 16, box.center[1], 8)
            regions.append(region)
        return regions

    def targets_for_ally(self, ctx: TableContext) -> list:
        return [a for a in ctx.legal if isinstance(a, PlayTradimento)]

    def _draw_stack_detail(self, canvas, inner: Rect, ctx, candidate: int) -> None:
        stack = ctx.view["stacks"][candidate]
        size = len(stack)
        if not size:
            return
        card_w = min(max(inner.w / 8, 34.0), 56.0)
        card_h = card_w * 1.3
        per_row = max(int((inner.w + 6) // (card_w + 6)), 1)
        small = theme.ui_font(12)
        for index, key in enumerate(stack):
            row, column = divmod(index, per_row)
            x = inner.x + column * (card_w + 6)
            y = inner.y + row * (card_h + 20)
            if y + card_h > inner.bottom:
                break
            if key is None:
                draw_card_back(canvas, x, y, card_w, card_h, mark="?")
            else:
                draw_stack_card(canvas, x, y, card_w, card_h, key, known=True)
            canvas.text(
                x + card_w / 2,
                y + card_h + 9,
                str(index + 1),
                small,
                theme.INK_SOFT,
                align="center",
                baseline="middle",
            )

    # -- the private panel ----------------------------------------------------------------------
    def draw_private(self, canvas: Canvas, box: Rect, ctx: TableContext) -> list[HitRegion]:
        self._begin(ctx)
        view = ctx.view
        seat = view["seat"]
        inner = draw_panel(canvas, box)
        if seat is None or view["hand"] is None:
            canvas.text(
                inner.x,
                inner.y + 4,
                t("intrighi.hidden"),
                theme.ui_font(15),
                theme.INK_SOFT,
                baseline="top",
            )
            return []
        candidate = view["candidates"][seat]
        head_h = 24.0
        r = 10.0
        draw_candidate_disc(
            canvas, candidate_index(candidate), inner.x + r, inner.y + head_h / 2, r
        )
        title = t("intrighi.private_title", name=ctx.name(seat), candidate=candidate)
        draw_short_line(
            canvas,
            inner.x + 2 * r + 8,
            inner.y + head_h / 2,
            title,
            theme.title_font(16),
            inner.w - 2 * r - 8,
            theme.ROYAL_BLUE,
        )
        self._spot(Rect(inner.x, inner.y, inner.w, head_h), title)
        body = Rect(inner.x, inner.y + head_h + 6, inner.w, inner.h - head_h - 6)
        return self._draw_hand(canvas, body, ctx)

    def _tiles(self, canvas: Canvas, ctx: TableContext) -> list[tuple]:
        """What the private panel lays out: (kind, data, label-or-None)."""
        view = ctx.view
        tiles: list[tuple] = []
        placing = view["placing"]
        if placing and placing["card"] and view["seat"] in (placing["player"], placing["placer"]):
            tiles.append(("placing", placing["card"]))
        tiles += [("card", index, key) for index, key in enumerate(_hand(view))]
        for index, action in enumerate(ctx.legal):
            if isinstance(action, Pass):
                tiles.append(("act", index, t("intrighi.action.pass")))
        if self.power_actions(ctx):
            character = view["characters"][view["seat"]]
            key = (
                "intrighi.power.confessore"
                if CHARACTER[character].power == HEAR_CONFESSION
                else "intrighi.power.spia"
            )
            tiles.append(("power", t(key)))
        if view["phase"] == "discard" and ctx.legal:
            excess = len(_hand(view)) - view["hand_limits"][view["seat"]]
            if excess > 1:
                selected = ctx.selected
                marked = (
                    len(selected[1])
                    if isinstance(selected, tuple) and selected[0] == "discard"
                    else 0
                )
                tiles.append(("discard", marked, excess))
        return tiles

    def _tile_width(self, canvas: Canvas, tile: tuple, h: float) -> float:
        if tile[0] in ("card", "placing"):  # wide enough for the card's name
            return max(h * 0.72, MIN_TOUCH, card_name_width(canvas, tile[-1]))
        label = (
            tile[-1] if tile[0] in ("act", "power") else t("intrighi.discard_marked", count=tile[2])
        )
        return min(max(canvas.measure_text(label, theme.ui_font(15, 700)) + 24, 72.0), 150.0)

    def _flow(self, canvas, tiles, width: float, h: float, gap: float):
        """Tiles left to right, wrapping: their rectangles (x, y offsets), and rows used."""
        spots, x, y = [], 0.0, 0.0
        for tile in tiles:
            w = self._tile_width(canvas, tile, h)
            if x > 0 and x + w > width + 0.01:
                x, y = 0.0, y + h + gap
            spots.append(Rect(x, y, w, h))
            x += w + gap
        return spots, (y + h if tiles else 0.0)

    def _lay_out_hand(self, canvas: Canvas, tiles, known, body: Rect) -> tuple[list[Rect], float]:
        """The tiles' places in the panel and the height they use: as large as fit, with
        room for up to three lines of what the viewer knows when the tiles allow it."""
        keep = min(
            sum(len(wrap_text(canvas, line, KNOWLEDGE_FONT, body.w - 16)) for line in known), 3
        )
        for reserve in (keep * KNOWLEDGE_FONT.size * 1.3 + 8, 0.0):
            for h in TILE_HEIGHTS:
                for gap in (GAP, 3.0):
                    spots, used = self._flow(canvas, tiles, body.w, h, gap)
                    if used <= body.h - reserve:
                        return spots, used
        return self._flow(canvas, tiles, body.w, MIN_TOUCH, 3.0)

    def _draw_hand(self, canvas: Canvas, body: Rect, ctx: TableContext) -> list[HitRegion]:
        view = ctx.view
        tiles = tuple(self._tiles(canvas, ctx))
        known = tuple(self.knowledge(ctx))
        spots, used = kept_layout(
            canvas,
            ("intrighi hand", tiles, known, body.w, body.h),
            lambda: self._lay_out_hand(canvas, tiles, known, body),
        )
        regions = []
        hand = _hand(view)
        hand_words = ctx.once("hand", lambda: self._hand_words(ctx))
        selected = ctx.selected
        marked = (
            selected[1] if isinstance(selected, tuple) and selected[0] == "discard" else frozenset()
        )
        copies = Copies()
        for tile, spot in zip(tiles, spots, strict=True):
            box = Rect(body.x + spot.x, body.y + spot.y, spot.w, spot.h)
            if box.bottom > body.bottom + 0.01:
                continue  # no room (every legal action is also offered in the page)
            kind = tile[0]
            if kind == "placing":
                key = tile[1]
                draw_card_face(
                    canvas, box.x, box.y, box.w, box.h, key, caption=t("intrighi.to_place")
                )
                self._spot(box, t("intrighi.placing", card=card_name(key)))
            elif kind == "card":
                index = tile[1]
                key = hand[index]
                actions, blocked, label = hand_words[index]
                if index in marked:
                    label = t("intrighi.label.unmark_discard", card=card_name(key))
                occurrence = copies.number(key)
                is_selected = isinstance(selected, tuple) and selected[:2] in (
                    ("card", index),
                    ("why", index),
                    ("ally", index),
                )
                paint = self._hand_painter(canvas, box, key, is_selected, index in marked, blocked)
                ctx.draw_piece(canvas, ("hand", key, occurrence), box.x, box.y, paint)
                self._spot(box, lambda key=key: f"{card_name(key)}: {card_text(key)}")
                if ctx.legal and view["phase"] in ("play", "discard"):
                    regions.append(
                        HitRegion(
                            f"pick:card:{index}",
                            box,
                            label,
                            pressed=is_selected or index in marked or None,
                        )
                    )
            elif kind == "act":
                button = Rect(box.x, box.y + max(box.h - 52, 0) / 2, box.w, min(box.h, 52.0))
                regions.append(
                    draw_button(
                        canvas, button, tile[2], f"act:{tile[1]}", font=theme.ui_font(15, 700)
                    )
                )
            elif kind == "power":
                button = Rect(box.x, box.y + max(box.h - 52, 0) / 2, box.w, min(box.h, 52.0))
                region = draw_button(
                    canvas,
                    button,
                    tile[1],
                    "pick:power",
                    primary=selected == ("power",),
                    font=theme.ui_font(15, 700),
                )
                regions.append(
                    HitRegion(
                        region.action, region.rect, region.label, pressed=selected == ("power",)
                    )
                )
            elif kind == "discard":
                _, count, excess = tile
                button = Rect(box.x, box.y + max(box.h - 52, 0) / 2, box.w, min(box.h, 52.0))
                region = draw_button(
                    canvas,
                    button,
                    t("intrighi.discard_marked", count=excess),
                    "pick:discard",
                    primary=True,
                    enabled=count == excess,
                    font=theme.ui_font(15, 700),
                )
                regions.append(
                    region
                    or HitRegion(
                        "note:discard",
                        None,
                        t("intrighi.label.discard_waiting", count=excess, marked=count),
                        kind="note",
                    )
                )
        self._draw_knowledge(
            canvas, Rect(body.x, body.y + used + 8, body.w, body.h - used - 8), ctx
        )
        return regions

    @staticmethod
    def _hand_painter(canvas, box: Rect, key: str, selected: bool, marked: bool, blocked):
        def paint(x: float, y: float) -> None:
            draw_card_face(
                canvas, x, y, box.w, box.h, key, selected=selected, marked=marked, blocked=blocked
            )

        return paint

    def _hand_words(self, ctx: TableContext) -> list[tuple[list, str | None, str]]:
        """Each card of the viewer's hand: its legal plays, why it has none (a few words,
        when the viewer may play but not this card) and its control's label."""
        playing = ctx.view["phase"] == "play" and bool(ctx.legal)
        found = []
        for key in _hand(ctx.view):
            actions = self.card_actions(key, ctx) if ctx.legal else []
            blocked = refusal(key, ctx, short=True) if playing and not actions else None
            found.append((actions, blocked, self._card_label(key, actions, blocked, ctx)))
        return found

    def _card_label(self, key: str, actions: list, blocked: str | None, ctx) -> str:
        name = card_name(key)
        if ctx.view["phase"] == "discard":
            hand = _hand(ctx.view)
            excess = len(hand) - ctx.view["hand_limits"][ctx.view["seat"]]
            if excess <= 1:
                return action_label(Discard(key), ctx)
            return t("intrighi.label.mark_discard", card=name)
        if blocked:
            return t("intrighi.label.blocked", card=name, reason=refusal(key, ctx))
        if len(actions) == 1:
            return action_label(actions[0], ctx)
        return t("intrighi.label.select", card=name)

    def _draw_knowledge(self, canvas: Canvas, box: Rect, ctx: TableContext) -> None:
        """What the viewer knows, whole entries only: those that find no room are counted
        on a last line (a stack's cards are also shown by tapping it)."""
        font = KNOWLEDGE_FONT
        line_h = font.size * 1.3
        entries = self.knowledge(ctx)
        rows = int(box.h // line_h)
        if not entries or rows < 1:
            return
        wrapped = [wrap_text(canvas, entry, font, box.w - 16) for entry in entries]
        shown: list[tuple[str, Font]] = []
        for number, lines in enumerate(wrapped):
            left = len(wrapped) - number - 1
            if len(shown) + len(lines) + (1 if left else 0) > rows:
                more = t("intrighi.known_more", count=len(wrapped) - number)
                sized, line = shortened(canvas, more, font, box.w - 16)
                shown.append((line, sized))
                break
            shown += [(line, font) for line in lines]
        for number, (line, sized) in enumerate(shown):
            y = box.y + number * line_h
            canvas.text(box.x + 16, y, line, sized, theme.INK, baseline="top")
        draw_eye(canvas, box.x + 6, box.y + line_h / 2, 6)

    # -- results ------------------------------------------------------------------------------
    def results_count(self, view: dict) -> int:
        return 0

    def draw_result(self, canvas: Canvas, box: Rect, ctx: TableContext, index: int) -> None:
        raise IndexError("Intrighi a corte has no round results")

    def draw_final(self, canvas: Canvas, box: Rect, ctx: TableContext) -> None:
        self._begin(ctx)
        self.final.draw(canvas, box, ctx)


def _stack_columns(area: Rect, size: int) -> tuple[int, int, float]:
    """How a stack of ``size`` cards is laid out in ``area``, top card first: in one column,
    or, when its cards would be too thin for their values, two or three side by side (each
    still wide enough for one): the columns, the cards per column, and their pitch. A
    stack too big even then is one column (drawn as a pile)."""
    for columns in range(1, 4):
        per_column = math.ceil(size / columns)
        pitch = min(area.h / per_column, 34.0, area.w * 0.3)
        fits = (area.w - 3 * (columns - 1)) / columns >= SLAB_MIN_W
        if pitch >= LABEL_PITCH and fits:
            return columns, per_column, pitch
    return 1, size, min(area.h / size, 34.0, area.w * 0.3)


def _stack_column_parts(column: Rect) -> tuple[float, float]:
    """The heights of a candidate's column head and foot."""
    return min(max(column.h * 0.16, 24.0), 40.0), min(max(column.h * 0.1, 16.0), 24.0)


@kept_drawing
def _draw_stack_column(
    canvas: Canvas, column: Rect, candidate: int, size: int, known: bool, lit: bool
) -> None:
    """A candidate's column: its head, ringed in gold when it can be chosen, and at its
    foot the count of its cards, with the eye when the viewer knows a card in the stack."""
    canvas.rounded_rect(column.x, column.y, column.w, column.h, 10, fill=theme.PARCHMENT_DARK)
    if lit:
        canvas.rounded_rect(
            column.x, column.y, column.w, column.h, 10, stroke=theme.GOLD, line_width=4
        )
    head_h, foot_h = _stack_column_parts(column)
    draw_candidate_head(canvas, candidate, column, head_h, min(head_h * 0.36, column.w * 0.16))
    eye_r = min(foot_h * 0.35, 7.0) if known else 0.0
    eye_w = 2 * eye_r + 4 if known else 0.0
    middle = column.bottom - foot_h / 2
    font = theme.ui_font(min(foot_h * 0.7, 14.0))
    left = column.center[0] - eye_w / 2
    for count in (t("intrighi.cards", count=size), str(size)):
        sized = fit_line(canvas, count, font, column.w - 8 - eye_w)
        if sized is not None:
            left = column.center[0] - (canvas.measure_text(count, sized) + eye_w) / 2
            canvas.text(left + eye_w, middle, count, sized, theme.INK_SOFT, baseline="middle")
            break
    if known:
        draw_eye(canvas, left + eye_r, middle, eye_r)


def _seat_lines(cell: Rect) -> tuple[bool, float]:
    """Whether a seat is drawn compact (one line for its character), and its line height."""
    compact = cell.h < 80
    return compact, min(max(cell.h / (3.2 if not compact else 2.4), 16.0), 26.0)


def _seat_texts(
    canvas: Canvas, cell: Rect, character: str, chips: bool
) -> tuple[tuple[Font, list[tuple[str, float]]], float, float, float]:
    """A seat's character in words, as (font, [(line, y)]), and where the cards beside it
    start: x, y and their height. A compact seat gives its one line to the character's name,
    left out when the chips need the room; a taller one names it and says what it does. Kept
    per cell (see :func:`~kingmakers.ui.kit.canvas.kept_layout`): each frame asks for it."""
    return kept_layout(
        canvas,
        ("intrighi seat", cell, character, chips),
        lambda: _lay_out_seat_texts(canvas, cell, character, chips),
    )


def _lay_out_seat_texts(
    canvas: Canvas, cell: Rect, character: str, chips: bool
) -> tuple[tuple[Font, list[tuple[str, float]]], float, float, float]:
    compact, line_h = _seat_lines(cell)
    top = cell.y + 4 + line_h
    chip_h = min(max(line_h * 0.8, 14.0), 20.0)
    x = cell.x + 8
    if compact:
        font = theme.title_font(max(min(line_h * 0.62, 13.0), READABLE), 400)
        name = character_name(character)
        width = canvas.measure_text(name, font)
        if x + width + 8 <= cell.right - (40 if chips else 0) and font.size <= chip_h + 2:
            return (font, [(name, top + chip_h / 2)]), x + width + 6, top, chip_h
        return (font, []), x, top, chip_h
    font = theme.title_font(max(min(line_h * 0.55, 14.0), READABLE), 400)
    name = character_name(character)
    font, lines = (
        fit_lines(canvas, f"{name}: {character_text(character)}", font, cell.w - 16, 2)
        or fit_lines(canvas, name, font, cell.w - 16, 1)
        or (font, [])
    )
    step = font.size * 1.15
    placed = [(part, top + step * (number + 0.5)) for number, part in enumerate(lines)]
    return (font, placed), x, top + step * len(lines) + 3, chip_h


@kept_drawing
def _draw_seat_face(
    canvas: Canvas,
    cell: Rect,
    seat: int,
    name: str,
    mine: bool,
    current: bool,
    lit: bool,
    hand_size: int,
    known: str | None,
    character: str,
    chips: bool,
) -> None:
    """A seat's still face: framed in its colour (thicker for the player whose turn it is),
    its mark and name, its hand as a card back with its size, the candidate the viewer
    knows it holds, and its character in words."""
    canvas.rounded_rect(
        cell.x,
        cell.y,
        cell.w,
        cell.h,
        10,
        fill=theme.WHITE if not mine else "#fbf3da",
        stroke=player_colour(seat),
        line_width=5.0 if current else 2.5,
    )
    if lit:
        canvas.rounded_rect(cell.x, cell.y, cell.w, cell.h, 10, stroke=theme.GOLD, line_width=4.5)
    compact, line_h = _seat_lines(cell)
    mark_r = line_h * 0.32
    draw_player_mark(canvas, seat, cell.x + 8 + mark_r, cell.y + 4 + line_h / 2, mark_r)
    # The hand: a small back with its size, at the right.
    hand_w = max(
        line_h * 0.72, canvas.measure_text(str(hand_size), theme.ui_font(READABLE, 700)) + 6
    )
    hand_h = max(line_h * 0.9, READABLE + 2)
    hand_x = cell.right - hand_w - 6
    draw_card_back(canvas, hand_x, cell.y + 4, hand_w, hand_h, mark=str(hand_size))
    right = hand_x - 4
    if known is not None:
        r = line_h * 0.36
        cx = right - r
        cy = cell.y + 4 + line_h / 2
        if compact:  # no room for the eye: the disc is ringed in gold instead
            canvas.circle(cx, cy, r + 2, fill=theme.GOLD)
            draw_candidate_disc(canvas, candidate_index(known), cx, cy, r)
            right = cx - r - 4
        else:
            draw_candidate_disc(canvas, candidate_index(known), cx, cy, r)
            draw_eye(canvas, cx - r - 9, cy, 7)
            right = cx - r - 19
    draw_short_line(
        canvas,
        cell.x + 12 + 2 * mark_r,
        cell.y + 4 + line_h / 2,
        name,
        theme.ui_font(min(line_h * 0.62, 15.0), 700),
        right - (cell.x + 12 + 2 * mark_r),
        theme.INK,
    )
    (font, placed), *_ = _seat_texts(canvas, cell, character, chips)
    for line, y in placed:
        canvas.text(cell.x + 8, y, line, font, theme.ROYAL_BLUE, baseline="middle")
