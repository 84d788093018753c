"""TEMPORARY (issue 27 migration, removed once every game is split): a renderer of the old
one-object protocol (``pick``, ``describe_at``) seen as a :class:`GameRenderer`."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import replace

from kingmakers.ui.kit.canvas import FakeCanvas
from kingmakers.ui.seam.renderer import Control, GameRenderer, Select


def _control(picked) -> Control:
    selection, chosen = picked
    if chosen is None:
        return Select(selection)
    return tuple(chosen) if isinstance(chosen, list) else chosen


class _LegacyControls(Mapping):
    def __init__(self, old, drawing, ctx):
        self.old, self.ctx = old, ctx
        self.tokens = list(drawing.tokens)
        if ctx.selected != drawing.selected and drawing.boxes:
            probe, canvas = copy.copy(old), FakeCanvas()
            scratch = replace(ctx, motion=None, spots=None)
            board, private = drawing.boxes
            regions = probe.draw_private(canvas, private, scratch) + probe.draw_board(
                canvas, board, scratch
            )
            self.tokens = [r.action[5:] for r in regions if r.action.startswith("pick:")]

    def get(self, token, default=None):
        return _control(self.old.pick(token, self.ctx))

    def __getitem__(self, token):
        return _control(copy.copy(self.old).pick(token, self.ctx))

    def __iter__(self):
        return iter(self.tokens)

    def __len__(self):
        return len(self.tokens)


class _LegacyDrawing:
    def __init__(self, old):
        self.old = old
        self.tokens: list[str] = []
        self.selected = None
        self.boxes = None
        self.private = None

    def _keep(self, regions):
        self.tokens += [r.action[5:] for r in regions if r.action.startswith("pick:")]
        return regions

    def draw_private(self, canvas, box, ctx):
        self.tokens = []
        self.private = box
        return self._keep(self.old.draw_private(canvas, box, ctx))

    def draw_board(self, canvas, box, ctx):
        self.selected, self.boxes = ctx.selected, (box, self.private)
        return self._keep(self.old.draw_board(canvas, box, ctx))

    def describe_at(self, x, y, ctx):
        return self.old.describe_at(x, y, ctx)

    def results_count(self, view):
        return self.old.results_count(view)

    def draw_result(self, canvas, box, ctx, index):
        self.old.draw_result(canvas, box, ctx, index)

    def draw_final(self, canvas, box, ctx):
        self.old.draw_final(canvas, box, ctx)


def legacy(old) -> GameRenderer:
    drawing = _LegacyDrawing(old)
    return GameRenderer(
        words=old,
        controls=lambda ctx: _LegacyControls(old, drawing, ctx),
        drawing=drawing,
        open_view=getattr(old, "open_view", None),
    )
