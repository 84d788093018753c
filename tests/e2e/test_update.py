"""A new deploy reaches a returning visitor: the page offers "new version — reload", and
after it the new build runs and the old build's cache is gone. Its Python never starts
from the old build's memory snapshot. The service worker fetches only the files whose
content changed: a deploy that changes one line of our Python costs a returning player
little, and the new build then starts offline too."""

import re
import shutil

import pytest

import build
from tests.e2e.conftest import Visit, network_requests
from tests.e2e.test_snapshot import started, wait_for_snapshot

pytestmark = pytest.mark.browser

MARKER = "# deploy 2"
UPDATE_BUDGET_BYTES = 1_500_000


def served_bytes(site_dir, paths: list[str]) -> int:
    """What serving ``paths`` cost, uncompressed (as the test server sends them)."""
    files = (site_dir / path.split("?")[0].removeprefix(build.SITE_PATH) for path in paths)
    return sum(file.stat().st_size for file in files if file.is_file())


def test_a_deploy_fetches_only_what_changed_and_replaces_the_old_cache(
    browser, tmp_path, monkeypatch
):
    site_dir = tmp_path / "site"
    first = build.build(site_dir)
    with build.SiteServer({build.SITE_PATH: site_dir}) as server:
        visit = Visit(browser, server.url())
        try:
            visit.open()
            visit.wait_for_service_worker()
            assert visit.page.evaluate("caches.keys()") == [first.cache_name]
            wait_for_snapshot(visit.page)

            package = shutil.copytree(build.PACKAGE_DIR, tmp_path / "py" / "kingmakers")
            app = package / "ui" / "app.py"
            app.write_text(app.read_text() + MARKER + "\n")
            monkeypatch.setattr(build, "PACKAGE_DIR", package)
            second = build.build(site_dir)
            assert second.cache_name != first.cache_name

            served_before = len(server.requests)
            visit.reload()  # still the first build, from its cache; the update is found
            assert started(visit.page) == ("snapshot", "")
            banner = visit.page.locator("#update")
            banner.wait_for(state="visible")
            assert re.search("new version", banner.inner_text(), re.I)
            visit.screenshot("update-banner")
            with visit.page.expect_navigation():
                visit.page.locator("#update-reload").click()
            visit.wait_ready()

            assert visit.page.evaluate("caches.keys()") == [second.cache_name]
            assert started(visit.page) == ("plain", "the stored snapshot was another build's")
            fetched = network_requests(server, served_before)
            assert any(path.endswith(".whl") for path in fetched), fetched
            assert served_bytes(site_dir, fetched) <= UPDATE_BUDGET_BYTES, fetched
            assert visit.page.locator("#update").is_hidden()
            assert visit.problems() == []

            wait_for_snapshot(visit.page)
            visit.context.set_offline(True)
            served_before = len(server.requests)
            visit.reload()
            assert started(visit.page) == ("snapshot", "")
            assert network_requests(server, served_before) == []
        finally:
            visit.close()
