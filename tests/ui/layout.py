"""The layout check every screen's tests share: touch-sized, on screen, not overlapping."""

from __future__ import annotations

from kingmakers.ui.kit.regions import MIN_TOUCH, HitRegion


def assert_touch_layout(
    regions: list[HitRegion], width: float, height: float, disjoint: bool = True
) -> None:
    """Every drawn control is at least MIN_TOUCH square and inside the viewport; with
    ``disjoint``, no two overlap."""
    drawn = [region for region in regions if region.rect is not None]
    for region in drawn:
        box = region.rect
        assert box.w >= MIN_TOUCH and box.h >= MIN_TOUCH, region.action
        assert box.x >= 0 and box.right <= width, region.action
        assert box.y >= 0 and box.bottom <= height, region.action
    if not disjoint:
        return
    for index, first in enumerate(drawn):
        for second in drawn[index + 1 :]:
            a, b = first.rect, second.rect
            overlap = a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom
            assert not overlap, (first.action, second.action)
