"""Pyodide's wasm crosses the network packed (build.py's PACKED, unpacked as it arrives by
web/pyodide/kingmakers-wasm.mjs): a first visit, its snapshot worker and its bots ask the
server for the packed file only; the service worker keeps the wasm unpacked, and a page it
serves asks for that, which never reaches the server."""

from __future__ import annotations

import pytest

import build
from tests.e2e.conftest import network_requests
from tests.e2e.test_snapshot import started, wait_for_snapshot

pytestmark = pytest.mark.browser

WASM = build.SITE_PATH + build.WASM
PACKED = build.SITE_PATH + build.PACKED[build.WASM]


def preloaded(page) -> str:
    return page.evaluate("new URL(document.getElementById('wasm-preload').href).pathname")


def test_a_first_visit_fetches_the_wasm_packed_and_a_served_page_the_kept_wasm(
    visit_factory, server, site
):
    visit = visit_factory()
    served_before = len(server.requests)
    visit.open()
    assert started(visit.page)[0] == "plain"
    assert preloaded(visit.page) == PACKED
    visit.wait_for_service_worker()
    wait_for_snapshot(visit.page)  # its worker started Python from the wasm too
    first_visit = network_requests(server, served_before)
    # Asked for again by the service worker and the snapshot's worker: answered from the
    # HTTP cache, or with 304 by a server that names no freshness (this one).
    assert PACKED in first_visit and WASM not in first_visit, first_visit

    kept = visit.page.evaluate(
        """async (wasm) => {
            const response = await fetch(wasm);
            const bytes = await response.arrayBuffer();
            return [response.headers.get("Content-Type"), bytes.byteLength];
        }""",
        build.WASM,
    )
    assert kept == ["application/wasm", (site.out_dir / build.WASM).stat().st_size]

    served_before = len(server.requests)
    visit.reload()
    assert started(visit.page) == ("snapshot", "")
    assert preloaded(visit.page) == WASM
    assert not {WASM, PACKED} & set(network_requests(server, served_before))
    assert visit.problems() == []


def test_a_broken_packed_wasm_is_a_failed_start_not_a_wrong_one(visit_factory):
    """The unpacked bytes are what WebAssembly compiles: a packed file cut short fails to
    unpack, and the page says it could not start rather than running half a runtime."""
    visit = visit_factory()
    visit.context.route(
        lambda url: url.endswith(PACKED),
        lambda route: route.fulfill(status=200, body=b"\x28\xb5\x2f\xfd" + bytes(64)),
    )
    visit.page.goto(visit.url)
    error = visit.page.locator("#loading-error")
    error.wait_for(state="visible", timeout=60_000)
    assert error.inner_text().startswith("The connection dropped")
    assert visit.page.locator("#loading-retry").is_visible()
