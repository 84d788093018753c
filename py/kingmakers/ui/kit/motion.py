"""Motion: pieces glide from where they were to where they are now, so people see what a bot
or another player just did.

A renderer draws every piece that can move (a token, a card) through :meth:`Motion.draw`
with a stable id and the place the current view gives it; the layer decides where it really
goes this frame. When the view changed since the last frame and a piece's place with it,
the piece glides there from where it was last drawn (:data:`DURATION`, eased); a piece that
was not on the table before fades in. Redrawing the same view (a resize, a hover, the next
animation frame) never starts a move. Input is never blocked: what can be tapped is laid
out at the pieces' new places at once. With motion turned off, pieces are simply drawn
where they are.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

from kingmakers.ui.kit.canvas import Canvas

#: Seconds a piece takes to glide to its new place, or to fade in.
DURATION = 0.22

Point = tuple[float, float]


def ease_out(progress: float) -> float:
    """Fast start, soft landing (cubic), for ``progress`` in [0, 1]."""
    return 1 - (1 - progress) ** 3


@dataclass
class _Track:
    """One piece: the glide it is on (``start`` to ``end`` since ``began``), and since
    when it fades in."""

    start: Point
    end: Point
    began: float | None = None
    fading_since: float | None = None


class Copies:
    """Tells equal pieces apart (two cards of one kind) by the order they are drawn in: the
    first of a key is copy 0, the next copy 1, and so on. With the key, the copy makes a
    piece's id, so a card keeps its glide while the others stay put."""

    def __init__(self) -> None:
        self._seen: dict[Hashable, int] = {}

    def number(self, key: Hashable) -> int:
        """Which copy of ``key`` the piece drawn now is."""
        copy = self._seen.get(key, 0)
        self._seen[key] = copy + 1
        return copy


class Motion:
    """Where each piece of one table is drawn at each frame (see the module)."""

    def __init__(self) -> None:
        self.tracks: dict[Hashable, _Track] = {}
        self.placed: set[Hashable] = set()
        self.version: Hashable = None
        self.now = 0.0
        self.moving = False
        self.enabled = False

    def frame(self, version: Hashable, now: float, enabled: bool = True) -> None:
        """Start a frame showing view ``version`` at time ``now`` (seconds). A new
        ``version`` (a move was made) lets pieces move; the very first frame shows the table
        as it is. Pieces not drawn in the previous frame are forgotten."""
        first = self.version is None
        self.moving = enabled and not first and version != self.version
        self.enabled = enabled
        self.version = version
        self.now = now
        if not first:
            self.tracks = {key: track for key, track in self.tracks.items() if key in self.placed}
        self.placed = set()

    def place(
        self, piece: Hashable, x: float, y: float, delay: float = 0.0
    ) -> tuple[float, float, float]:
        """Where to draw ``piece``, whose place in the current view is ``(x, y)``, this
        frame, and its opacity: ``(x, y, alpha)``. A piece new with a move fades in
        ``delay`` seconds after it (unseen until then), so pieces can appear in turn."""
        self.placed.add(piece)
        track = self.tracks.get(piece)
        target = (x, y)
        if track is None:
            fading = self.now + delay if self.moving else None
            self.tracks[piece] = _Track(target, target, None, fading)
            return (x, y, 0.0 if self.moving else 1.0)
        if target != track.end:
            if self.moving:
                track.start, track.began = self._position(track), self.now
            else:
                track.start, track.began = target, None
            track.end = target
        if not self.enabled:
            track.began = track.fading_since = None
        if track.began is not None and self._progress(track.began) >= 1.0:
            track.began = None  # landed
        if track.fading_since is not None and self._progress(track.fading_since) >= 1.0:
            track.fading_since = None  # faded in
        if track.began is None and track.fading_since is None:
            return (x, y, 1.0)  # at rest: most pieces, most frames
        px, py = self._position(track)
        return (px, py, self._alpha(track))

    def draw(
        self,
        canvas: Canvas,
        piece: Hashable,
        x: float,
        y: float,
        paint: Callable[[float, float], None],
        delay: float = 0.0,
    ) -> None:
        """Paint ``piece`` (``paint(x, y)`` draws it at a point) at its place, shown where
        :meth:`place` says it is this frame (see :meth:`Canvas.begin_piece`)."""
        px, py, alpha = self.place(piece, x, y, delay)
        canvas.begin_piece(piece, px - x, py - y, alpha)
        paint(x, y)
        canvas.end_piece()

    def shown(self, piece: Hashable, now: float) -> tuple[float, float, float]:
        """Where ``piece``, drawn in the last frame, shows at time ``now`` if nothing but
        time has changed: its offset from its place and its opacity — for an animation
        frame that only moves pieces (the page's display list keeps the rest)."""
        self.now = now
        track = self.tracks[piece]
        px, py = self._position(track)
        return (px - track.end[0], py - track.end[1], self._alpha(track))

    def animating(self) -> bool:
        """Whether some piece is still gliding or fading in (another frame is wanted)."""
        return any(
            self._progress(track.began) < 1.0 or self._progress(track.fading_since) < 1.0
            for track in self.tracks.values()
        )

    def _progress(self, since: float | None) -> float:
        if since is None:
            return 1.0
        return min(max((self.now - since) / DURATION, 0.0), 1.0)

    def _position(self, track: _Track) -> Point:
        progress = self._progress(track.began)
        if progress >= 1.0:
            return track.end
        eased = ease_out(progress)
        (x0, y0), (x1, y1) = track.start, track.end
        return (x0 + (x1 - x0) * eased, y0 + (y1 - y0) * eased)

    def _alpha(self, track: _Track) -> float:
        return ease_out(self._progress(track.fading_since))
