"""After one visit the service worker holds the whole build: with the network gone, a
reload starts Python (from the snapshot the first visit left) and the menu again, and the
server sees no request from the page at all."""

import pytest

from tests.e2e.conftest import network_requests
from tests.e2e.test_snapshot import started, wait_for_mark, wait_for_snapshot

pytestmark = pytest.mark.browser


def test_reload_offline_starts_python_again(visit_factory, server):
    visit = visit_factory()
    visit.open()
    visit.wait_for_service_worker()
    cached = visit.page.evaluate(
        "caches.keys().then(names => Promise.all(names.map("
        "name => caches.open(name).then(cache => cache.keys()).then(keys => keys.length))))"
    )
    assert len(cached) == 1 and cached[0] > 40, cached
    wait_for_snapshot(visit.page)

    served_before = len(server.requests)
    visit.context.set_offline(True)
    visit.reload()
    assert started(visit.page) == ("snapshot", "")
    wait_for_mark(visit.page, "kingmakers:sources-unpacked")
    assert network_requests(server, served_before) == []

    page = visit.page
    assert page.evaluate("document.documentElement.dataset.kingmakersVersion")
    page.get_by_role("button", name="Open Viva il Re!").press("Enter")
    page.get_by_role("button", name="Back").wait_for()
    visit.screenshot("offline-placeholder")
    assert visit.problems() == []
