"""In WebKit (Safari's engine) too, search bots think in a Web Worker: it restores the
page's memory snapshot there and answers a normal bot's move (see test_bot_worker.py for
Chromium, and test_webkit.py for how WebKit is driven)."""

from __future__ import annotations

import pytest

from tests.e2e.test_bot_worker import MOVES_BY_WORKERS, WORKERS_READY
from tests.e2e.test_webkit import (  # noqa: F401 (fixtures)
    SNAPSHOT_SETTLED,
    display,
    open_tile,
    open_webkit,
    press,
    start_game,
    webkit_server,
    webkit_site,
)
from tests.e2e.webkit import READY_TIMEOUT

pytestmark = [pytest.mark.browser, pytest.mark.webkit]


def test_webkit_bots_think_in_a_worker(open_webkit):  # noqa: F811 (the fixture)
    page = open_webkit()
    snapshot = page.wait_for(SNAPSHOT_SETTLED, timeout=READY_TIMEOUT, what="the snapshot")
    assert snapshot == "saved", snapshot
    assert open_tile(page, "game:viva", touch=False)
    press(page, "kind:1")  # the easy bot becomes a normal one, which searches
    start_game(page, touch=False)
    page.wait_for(f"() => {WORKERS_READY}", timeout=READY_TIMEOUT, what="a bot worker")
    press(page, "home")
    assert open_tile(page, "game:viva", touch=False)  # the seat's level is remembered
    start_game(page, touch=False)
    assert page.run(f"() => {MOVES_BY_WORKERS}") > 0
    assert page.problems() == []
