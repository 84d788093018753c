"""Fixtures for the built site and real-browser tests (Playwright driving Debian Chromium).

The site is built once per session into a temporary folder and served under a sub-path,
as GitHub Pages does. Browser tests need /usr/bin/chromium: they are skipped with a reason
only where it is missing and cannot be installed (not root); as root, a missing Chromium
fails them, since `python3 build.py test` installs it.
"""

from __future__ import annotations

import os

import pytest

import build

ARTIFACTS = build.ROOT / "test-artifacts"
READY_TIMEOUT_MS = 60_000
VIEWPORT = {"width": 1024, "height": 768}

# Records what the page must never do: break its CSP or throw. Added before any page
# script runs; read back with page.evaluate("window.__problems").
PROBLEM_RECORDER = """
window.__problems = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__problems.push(`CSP ${event.violatedDirective} blocked ${event.blockedURI}`);
});
addEventListener("error", (event) => window.__problems.push(`error: ${event.message}`));
"""


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> build.Build:
    """The whole site, built from the working tree."""
    return build.build(tmp_path_factory.mktemp("site") / "dist")


#: The service worker's script and the script it imports, which the browser fetches to
#: look for a new version. Their fetches escape Playwright's offline emulation
#: (playwright#2311); a really offline browser simply fails them, so they do not count as
#: the page going to the network.
UPDATE_CHECK = {build.SITE_PATH + "sw.js", build.SITE_PATH + build.ZSTD_DECODER}


def network_requests(server, since: int) -> list[str]:
    """What the page asked the server for since ``since`` requests, the service worker's
    update check aside."""
    return [path for path in server.requests[since:] if path not in UPDATE_CHECK]


@pytest.fixture(scope="session")
def server(site):
    with build.SiteServer({build.SITE_PATH: site.out_dir}) as running:
        yield running


@pytest.fixture(scope="session")
def browser():
    if not build.CHROMIUM.exists():
        reason = f"{build.CHROMIUM} is missing; `apt-get install chromium` (as root) provides it"
        if os.geteuid() == 0:
            pytest.fail(reason + " — `python3 build.py test` installs it when run as root")
        pytest.skip(reason)
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=str(build.CHROMIUM), args=build.CHROMIUM_ARGS
        )
        yield launched
        launched.close()


class Visit:
    """One browser context on the site: its page, and every request and problem seen.

    The viewport is the tablet's :data:`VIEWPORT` unless ``viewport`` is given."""

    def __init__(self, browser, url: str, **context_options) -> None:
        self.url = url
        self.context = browser.new_context(**{"viewport": VIEWPORT, **context_options})
        self.requests: list[str] = []
        self.failed_responses: list[str] = []
        self.context.on("request", lambda request: self.requests.append(request.url))
        self.context.on(
            "response",
            lambda response: (
                response.status >= 400
                and self.failed_responses.append(f"{response.status} {response.url}")
            ),
        )
        self.context.add_init_script(PROBLEM_RECORDER)
        self.page = self.context.new_page()

    def open(self) -> None:
        self.page.goto(self.url)
        self.wait_ready()

    def reload(self) -> None:
        self.page.reload()
        self.wait_ready()

    def wait_ready(self) -> None:
        """Wait until Python has drawn the menu and marked ``kingmakers:ready``."""
        self.page.wait_for_selector("#loading[hidden]", state="attached", timeout=READY_TIMEOUT_MS)
        marks = self.page.evaluate(
            "performance.getEntriesByName('kingmakers:ready').map(m => m.startTime)"
        )
        assert len(marks) == 1, marks

    def wait_for_service_worker(self) -> None:
        """Wait until the service worker has precached the build and controls the page."""
        self.page.evaluate("navigator.serviceWorker.ready")
        self.page.wait_for_function("navigator.serviceWorker.controller !== null")

    def problems(self) -> list[str]:
        """CSP violations, uncaught errors, failed responses and requests that left the
        page's origin, seen so far."""
        origin = self.url.split(build.SITE_PATH, 1)[0] + "/"
        elsewhere = [
            f"left the origin: {url}" for url in self.requests if not url.startswith(origin)
        ]
        return self.page.evaluate("window.__problems") + self.failed_responses + elsewhere

    def screenshot(self, name: str) -> bytes:
        ARTIFACTS.mkdir(exist_ok=True)
        return self.page.screenshot(path=ARTIFACTS / f"{name}.png")

    def close(self) -> None:
        self.context.close()


@pytest.fixture
def visit_factory(browser, server):
    """Open fresh contexts on the served site; closed after the test."""
    visits: list[Visit] = []

    def open_visit(**context_options) -> Visit:
        visit = Visit(browser, server.url(), **context_options)
        visits.append(visit)
        return visit

    yield open_visit
    for visit in visits:
        visit.close()
