"""A first visit over a network that drops a request: each start-up file's first request
aborted, the page retries it and starts; every request for it aborted, the page says in
the player's language that the connection dropped and offers Retry, which starts the
page once the network is back (web/pyodide/kingmakers-network.mjs)."""

from __future__ import annotations

import pytest

import build
from tests.e2e.conftest import READY_TIMEOUT_MS
from tests.e2e.test_snapshot import started

pytestmark = pytest.mark.browser

#: The files a first visit waits for that a blip used to stop it on, as URL endings.
START_FILES = [
    "pyodide/python_stdlib.pyc.zip",
    build.PACKED[build.WASM],  # a first visit fetches the wasm packed
    "pyodide/pyodide.asm.mjs",
    ".whl",
    "pyscript/pyscript-pycache.zip",
]


def abort(visit, ending: str, times: int | None) -> list[str]:
    """Abort the first ``times`` requests (all when None) whose URL ends with ``ending``;
    return the list the aborted URLs are added to."""
    aborted: list[str] = []

    def handle(route) -> None:
        if times is None or len(aborted) < times:
            aborted.append(route.request.url)
            route.abort("connectionreset")
        else:
            route.continue_()

    visit.context.route(lambda url: url.split("?")[0].endswith(ending), handle)
    return aborted


@pytest.mark.parametrize("ending", START_FILES)
def test_a_start_up_file_dropped_once_is_fetched_again(visit_factory, ending):
    visit = visit_factory()
    aborted = abort(visit, ending, times=1)
    visit.open()
    assert len(aborted) == 1, aborted
    assert started(visit.page)[0] == "plain"
    assert visit.page.locator("#loading-retry").is_hidden()


@pytest.mark.parametrize("ending", [build.PACKED[build.WASM], ".whl"])
def test_a_connection_that_stays_down_is_explained_and_retry_starts_the_page(visit_factory, ending):
    visit = visit_factory(locale="hu-HU")
    aborted = abort(visit, ending, times=None)
    visit.page.goto(visit.url)
    error = visit.page.locator("#loading-error")
    error.wait_for(state="visible", timeout=READY_TIMEOUT_MS)
    assert error.inner_text().startswith("Megszakadt a kapcsolat")
    retry = visit.page.locator("#loading-retry")
    assert retry.inner_text() == "Újra"
    assert len(aborted) > 1
    visit.screenshot("loading-connection-dropped")

    visit.context.unroute_all()
    with visit.page.expect_navigation():
        retry.click()
    visit.wait_ready()
    assert started(visit.page)[0] == "plain"
