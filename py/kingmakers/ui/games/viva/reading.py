"""What Viva il Re!'s table reads out of a view, shared by its words, controls and drawing
(where a candidate stands), and the palace's least height, which the table's layout needs
before a game starts."""

from __future__ import annotations

from kingmakers.ui.kit.regions import MIN_TOUCH

#: A level's target token is this and the level's number ("level3").
PLACE_TARGET_PREFIX = "level"
#: The throne's band at its lowest: a token and one line (the throne is no target but in
#: the privy variant's last round, and no candidate stays there to be tapped).
THRONE_MIN = 26.0
#: The palace at its lowest: every other level a finger high, for its candidates are
#: targets while they climb (on a small phone the board takes this from the goal card).
PALACE_MIN = 6 * MIN_TOUCH + THRONE_MIN


def candidate_name(candidate: str) -> str:
    """A candidate's name (a proper name: the same in every language)."""
    # Imported here: the menu imports this module for PALACE_MIN, and not the engine.
    from kingmakers.games.viva.data import CANDIDATES

    return CANDIDATES[candidate]


def where_is(view: dict, candidate: str) -> int | None:
    """The candidate's level in the view (its privy's level when in the privy)."""
    privy = view.get("privy")
    if privy and privy["occupant"] == candidate:
        return privy["level"]
    for level, names in enumerate(view["levels"]):
        if candidate in names:
            return level
    return None
