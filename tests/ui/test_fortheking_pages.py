"""For the King's card grid pages through the selection: a tap on "›" is a selection step
(the page turned), so the controls stay pure, and a card chosen on a later page keeps the
page shown."""

from __future__ import annotations

from kingmakers.ui.games.fortheking.reading import page_of, unpaged
from kingmakers.ui.seam import Select
from tests.ui.frames import draw
from tests.ui.test_fortheking_table import drawn, played_until, table

PHONE = (320, 568)


def paying_in_cards_with_many():
    """Four players' game where the payer owes cards and holds more than a phone's grid."""
    state = played_until(
        4,
        1,
        lambda s: (
            s.stage == "pay"
            and s.pay_method == "cards"
            and s.king is None
            and len(s.collections[s.high_bidder]) >= 9
        ),
    )
    return table(state)


def test_turning_a_page_is_a_selection_and_asking_the_controls_turns_nothing():
    screen = paying_in_cards_with_many()
    _, regions = draw(screen, *PHONE)
    first = drawn(regions, "pick:pay:")
    assert "pick:page" in drawn(regions, "pick:page")
    ctx = screen.context()
    turn = screen.renderer.controls(ctx)["page"]
    assert isinstance(turn, Select) and page_of(turn.selection) == 1
    _, again = draw(screen, *PHONE)
    assert drawn(again, "pick:pay:") == first  # asking turned no page
    screen.on_action("pick:page")
    assert page_of(screen.selected) == 1
    _, regions = draw(screen, *PHONE)
    second = drawn(regions, "pick:pay:")
    assert second and not set(second) & set(first)


def test_a_card_chosen_on_a_later_page_keeps_that_page():
    screen = paying_in_cards_with_many()
    draw(screen, *PHONE)
    screen.on_action("pick:page")
    _, regions = draw(screen, *PHONE)
    token = drawn(regions, "pick:pay:")[0]
    screen.on_action(token)
    card = token.removeprefix("pick:pay:").rpartition(":")[0].replace("_", " ")
    assert page_of(screen.selected) == 1
    assert unpaged(screen.selected) == ("pay", (card,))
    _, regions = draw(screen, *PHONE)
    assert token in drawn(regions, "pick:pay:")
    screen.on_action("pick:clear")
    assert page_of(screen.selected) == 1 and unpaged(screen.selected) is None
