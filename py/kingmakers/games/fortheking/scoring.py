"""Final scoring: who holds each office's titles, points, and the winners."""

from __future__ import annotations

from .data import OFFICE_OF, VALUE


def office_strength(cards, office: str) -> tuple[int, int, int] | None:
    """(total, highest card, number of cards) in ``office``, the order ties are broken in;
    None for a player without a card of that office (they score nothing for it)."""
    values = [VALUE[card] for card in cards if OFFICE_OF[card] == office]
    if not values:
        return None
    return (sum(values), max(values), len(values))


def title_holders(collections, office: str, secondary: bool) -> tuple[list[int], list[int]]:
    """Seats taking the primary and the secondary title of ``office``.

    Ruling: players still tied after the tie-breaks all take the title; the secondary goes
    to the best of the others.
    """
    strengths = {}
    for seat, cards in enumerate(collections):
        strength = office_strength(cards, office)
        if strength is not None:
            strengths[seat] = strength
    if not strengths:
        return [], []
    best = max(strengths.values())
    primary = [seat for seat, strength in strengths.items() if strength == best]
    others = {seat: strength for seat, strength in strengths.items() if strength != best}
    if not secondary or not others:
        return primary, []
    runner_up = max(others.values())
    return primary, [seat for seat, strength in others.items() if strength == runner_up]


def secondary_value(primary: int) -> int:
    return primary // 2


def final_points(collections, primaries: dict[str, int]) -> tuple[list[int], list[int]]:
    """Points and number of primary titles per seat; ``primaries``: office -> title value."""
    players = len(collections)
    points = [0] * players
    titles = [0] * players
    for office, value in primaries.items():
        first, second = title_holders(collections, office, secondary=players > 2)
        for seat in first:
            points[seat] += value
            titles[seat] += 1
        for seat in second:
            points[seat] += secondary_value(value)
    return points, titles


def breakdown(collections, primaries: dict[str, int]) -> list[dict]:
    """How ``final_points`` scores each office, for the final screen (JSON-able): the title
    values (secondary None with 2 players), each seat's strength there (total, highest card,
    cards; None without a card of it) and who takes each title."""
    secondary = len(collections) > 2
    rows = []
    for office, value in primaries.items():
        first, second = title_holders(collections, office, secondary)
        strengths = [office_strength(cards, office) for cards in collections]
        rows.append(
            {
                "office": office,
                "primary": value,
                "secondary": secondary_value(value) if secondary else None,
                "strength": [list(strength) if strength else None for strength in strengths],
                "primary_holders": first,
                "secondary_holders": second,
            }
        )
    return rows


def winners(points: list[int], titles: list[int]) -> list[int]:
    """Most points; tied: more primary titles; still tied: a shared win."""
    best = max(zip(points, titles, strict=True))
    return [seat for seat, key in enumerate(zip(points, titles, strict=True)) if key == best]
