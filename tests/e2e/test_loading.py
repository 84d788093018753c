"""The loading screen shows at once and walks through its steps while Pyodide starts,
so a cold start is never a blank page; its bar moves by the bytes of the start-up files
as they arrive, and a line says how much has; it goes away when the menu is usable."""

import re
import shutil

import pytest

import build
from tests.e2e.conftest import READY_TIMEOUT_MS, VIEWPORT, Visit

pytestmark = pytest.mark.browser

RECORD_STEPS = """
window.__steps = [];
const sample = () => queueMicrotask(() => window.__steps.push({
  step: document.querySelector("#loading-steps li.active")?.dataset.step,
  value: document.getElementById("loading-progress").value,
  visible: !document.getElementById("loading").hidden,
  detail: document.getElementById("loading-detail").textContent,
}));
document.addEventListener("DOMContentLoaded", sample);
addEventListener("py:progress", sample);
addEventListener("kingmakers:received", () => {
  if (!document.getElementById("loading").hidden) sample();  // not the sources after it
});
"""


def test_loading_screen_shows_progress_until_ready(visit_factory):
    visit = visit_factory(device_scale_factor=2)
    visit.context.add_init_script(RECORD_STEPS)
    page = visit.page
    page.goto(visit.url, wait_until="domcontentloaded")
    assert page.locator("#loading").is_visible()
    assert page.locator("#loading-steps li").all_text_contents() == [
        "Loading the Python runtime",
        "Starting Python",
        "Installing the games",
        "Drawing the menu",
    ]
    visit.screenshot("loading")
    visit.wait_ready()

    steps = page.evaluate("window.__steps")
    assert all(entry["visible"] for entry in steps), steps
    reached = list(dict.fromkeys(entry["step"] for entry in steps))
    assert reached == ["runtime", "interpreter", "packages", "menu"], steps
    values = [entry["value"] for entry in steps]
    assert values == sorted(values) and values[-1] == 100, values
    downloading = {entry["value"] for entry in steps if entry["step"] == "runtime"}
    # The bar moves while the files arrive (over loopback in a few large chunks each: the
    # wasm, packed, is 2.9 MB).
    assert len(downloading) > 5, downloading
    assert re.fullmatch(r"[\d.]+ of ([\d.]+) MB downloaded", steps[-1]["detail"]), steps[-1]
    assert page.locator("#loading").is_hidden()
    assert page.evaluate("document.getElementById('table').width") == 2 * VIEWPORT["width"]
    assert visit.problems() == []


def test_a_failed_start_is_explained_on_the_loading_screen(browser, tmp_path):
    web = shutil.copytree(build.WEB, tmp_path / "web")
    page_source = (web / "index.html").read_text()
    entry = "shell = await main()"
    assert entry in page_source
    (web / "index.html").write_text(
        page_source.replace(entry, 'raise RuntimeError("no menu today")')
    )
    site_dir = tmp_path / "site"
    build.build(site_dir, web_dir=web)
    with build.SiteServer({build.SITE_PATH: site_dir}) as server:
        visit = Visit(browser, server.url())
        try:
            visit.page.goto(visit.url)
            error = visit.page.locator("#loading-error")
            error.wait_for(state="visible", timeout=READY_TIMEOUT_MS)
            assert "Kingmakers could not start" in error.inner_text()
            assert "no menu today" in error.inner_text()
            visit.screenshot("loading-failed")
        finally:
            visit.close()
