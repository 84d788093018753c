"""A new deploy reaches a returning visitor: the page offers "new version — reload", and
after it the new build runs and the old build's cache is gone. Its Python never starts
from the old build's memory snapshot."""

import re
import shutil

import pytest

import build
from tests.e2e.conftest import Visit
from tests.e2e.test_snapshot import started, wait_for_snapshot

pytestmark = pytest.mark.browser

MARKER = "/* deploy 2 */"


def test_a_changed_deploy_replaces_the_old_cache(browser, tmp_path):
    site_dir = tmp_path / "site"
    first = build.build(site_dir)
    with build.SiteServer({build.SITE_PATH: site_dir}) as server:
        visit = Visit(browser, server.url())
        try:
            visit.open()
            visit.wait_for_service_worker()
            assert visit.page.evaluate("caches.keys()") == [first.cache_name]
            wait_for_snapshot(visit.page)

            web = shutil.copytree(build.WEB, tmp_path / "web")
            (web / "app.css").write_text((web / "app.css").read_text() + MARKER + "\n")
            second = build.build(site_dir, web_dir=web)
            assert second.cache_name != first.cache_name

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
            css = visit.page.evaluate("fetch('app.css').then(response => response.text())")
            assert MARKER in css
            assert visit.page.locator("#update").is_hidden()
            assert visit.problems() == []
        finally:
            visit.close()
