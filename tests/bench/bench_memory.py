"""The page's memory, for Safari on an iPad, which kills a tab past a few hundred MB.

Measured in Chromium (Playwright and the DevTools protocol) on the built site:
- after start-up: the menu drawn, two idle seconds, a full garbage collection;
- after a whole 6-player game of Viva il Re!: one person (this bench, pressing the first
  move offered, through the DOM controls) against five "hard" bots (ISMCTS, 1,500
  iterations or 5 s a move), at the fast bot pace, to the final screen.

Figures, in MiB:
- wasm memory: Pyodide's linear memory (Python's whole heap). It grows and never shrinks,
  so after the game it is the game's peak;
- JS heap: V8's heap in use after a full collection (Runtime.getHeapUsage);
- wasm + JS heap, the figure the target (< 300 MB) is for;
- page renderer private dirty: what the page's renderer process wrote and owns alone
  (/proc), for reference: besides the two above, compiled code, the canvas, fonts, the DOM.

In WebKit (WebKitGTK's MiniBrowser, when the WebKit tests can run here): the web process's
private dirty memory on a blank page (the engine alone) and after start-up, with the wasm
memory; WebKit gives a page neither a JS heap figure nor a way to collect garbage, so its
figures include garbage not yet collected (a high-water mark, not what is alive).
``KINGMAKERS_BENCH_WEBKIT_GAME=1`` plays the 6-player game there too (many minutes more).

The wasm memory is found by a script that runs before the page's own: it notes every
``WebAssembly.Memory`` an instantiated module exports. Run through
``python3 build.py bench --only memory`` or ``python -m tests.bench.bench_memory``.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

import build
from tests.e2e.conftest import READY_TIMEOUT_MS, VIEWPORT

MIB = 1024 * 1024
PLAYERS = 6
HARD = "ismcts-hard"
#: A whole game against hard bots takes many minutes; this only bounds a stuck one.
GAME_TIMEOUT = 90 * 60.0
WASM_MEMORY_HOOK = """
window.__wasmMemories = [];
for (const name of ["instantiate", "instantiateStreaming"]) {
  const original = WebAssembly[name];
  WebAssembly[name] = async function (...args) {
    const result = await original.apply(this, args);
    const instance = result instanceof WebAssembly.Instance ? result : result.instance;
    for (const value of Object.values(instance.exports)) {
      if (value instanceof WebAssembly.Memory) window.__wasmMemories.push(value);
    }
    return result;
  };
}
"""
WASM_BYTES = "() => window.__wasmMemories.reduce((sum, m) => sum + m.buffer.byteLength, 0)"
# Click a DOM control (what a keyboard or screen reader presses); true if it was there.
CLICK = """(action) => {
  const control = [...document.querySelectorAll("#controls button")]
    .find(e => e.dataset.action === action);
  if (control) control.click();
  return Boolean(control);
}"""
LABEL = """(action) => [...document.querySelectorAll("#controls [data-action]")]
  .find(e => e.dataset.action === action)?.textContent"""
PRESSED = """(action) => [...document.querySelectorAll("#controls [data-action]")]
  .find(e => e.dataset.action === action).getAttribute("aria-pressed")"""
# One step of the person at the table: the game over, a result or hand-off to take, or
# the first move offered when it is their turn; what was done, or null while bots play.
PERSON_STEP = """() => {
  const offered = new Set([...document.querySelectorAll("#controls button")]
    .map(e => e.dataset.action));
  if (offered.has("new")) return "over";
  for (const action of ["ack", "take", "act:0"]) {
    if (offered.has(action)) {
      [...document.querySelectorAll("#controls button")]
        .find(e => e.dataset.action === action).click();
      return action;
    }
  }
  return null;
}"""


def start_hard_game(evaluate) -> None:
    """Home -> Viva il Re! -> six seats, seats 2-6 "hard" bots, fast pace -> Play."""

    def click(action: str) -> None:
        assert evaluate(CLICK, action), f"no control {action}"
        time.sleep(0.2)

    click("game:viva")
    for _ in range(PLAYERS - 4):
        click("players:+")
    for seat in range(1, PLAYERS):
        for _ in range(4):
            if "(hard)" in (evaluate(LABEL, f"kind:{seat}") or ""):
                break
            click(f"kind:{seat}")
        assert "(hard)" in evaluate(LABEL, f"kind:{seat}"), evaluate(LABEL, f"kind:{seat}")
    assert evaluate(LABEL, f"kind:{PLAYERS}") is None  # exactly six seats
    if evaluate(PRESSED, "fast_bots") != "true":
        click("fast_bots")
    click("play")


def play_to_the_end(evaluate) -> tuple[int, float]:
    """Be the person at the table until the final screen; (their presses, minutes)."""
    started = time.monotonic()
    presses = 0
    while (step := evaluate(PERSON_STEP)) != "over":
        presses += step is not None
        if time.monotonic() - started > GAME_TIMEOUT:
            raise TimeoutError(f"the game did not end in {GAME_TIMEOUT / 60:.0f} minutes")
        time.sleep(0.1 if step else 0.5)
    return presses, (time.monotonic() - started) / 60


def rows_for(browser: str, moment: str, figures: dict[str, float]) -> list[dict]:
    return [
        {"benchmark": f"memory {browser}, {moment}: {name}", "value": round(value), "unit": "MiB"}
        for name, value in figures.items()
    ]


def after_a_hard_game(browser: str, evaluate, measure) -> list[dict]:
    """Play the 6-player game against hard bots from the menu; the figures after it."""
    start_hard_game(evaluate)
    presses, minutes = play_to_the_end(evaluate)
    rows = rows_for(browser, f"after a {PLAYERS}-player game vs 5 hard bots", measure())
    length = {"value": round(minutes, 1), "unit": f"min ({presses} presses by the person)"}
    return [*rows, {"benchmark": f"memory {browser}: that game's length", **length}]


def private_dirty_mib(pid: int) -> float:
    """Memory the process wrote and owns alone (Private_Dirty, /proc/<pid>/smaps_rollup):
    neither code nor shared libraries, the part closest to what iPadOS counts."""
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
        if line.startswith("Private_Dirty:"):
            return int(line.split()[1]) / 1024
    return 0.0


# -- Chromium --------------------------------------------------------------------------------


def page_heap_and_wasm(page) -> tuple[float, float]:
    """The page's JS heap in use after a full collection and Pyodide's wasm memory (MiB),
    once the page has had two seconds to settle."""
    time.sleep(2)
    page_cdp = page.context.new_cdp_session(page)
    page_cdp.send("HeapProfiler.collectGarbage")
    heap = page_cdp.send("Runtime.getHeapUsage")["usedSize"] / MIB
    page_cdp.detach()
    return heap, page.evaluate(WASM_BYTES) / MIB


def renderer_private_dirty(browser_cdp) -> float:
    """The private dirty memory of the largest renderer process (MiB): the page's (the
    others are Chromium's own pages or spares); a dedicated worker is a thread of it."""
    renderers = [
        process["id"]
        for process in browser_cdp.send("SystemInfo.getProcessInfo")["processInfo"]
        if process["type"] == "renderer"
    ]
    return max(private_dirty_mib(pid) for pid in renderers)


def chromium_figures(page, browser_cdp) -> dict[str, float]:
    heap, wasm = page_heap_and_wasm(page)
    return {
        "wasm memory": wasm,
        "JS heap": heap,
        "wasm + JS heap (target < 300 MB)": wasm + heap,
        "page renderer private dirty": renderer_private_dirty(browser_cdp),
    }


def chromium_rows(url: str) -> list[dict]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(build.CHROMIUM), args=build.CHROMIUM_ARGS
        )
        try:
            browser_cdp = browser.new_browser_cdp_session()
            context = browser.new_context(viewport=VIEWPORT)
            context.add_init_script(WASM_MEMORY_HOOK)
            page = context.new_page()
            page.goto(url)
            page.wait_for_function(
                "performance.getEntriesByName('kingmakers:ready').length > 0",
                timeout=READY_TIMEOUT_MS,
            )

            def evaluate(function, *args):
                return page.evaluate(function, *args)

            rows = rows_for("Chromium", "after start-up", chromium_figures(page, browser_cdp))
            rows += after_a_hard_game(
                "Chromium", evaluate, lambda: chromium_figures(page, browser_cdp)
            )
        finally:
            browser.close()
    return rows


# -- WebKit ----------------------------------------------------------------------------------


def descendants(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        for child in (task / "children").read_text().split():
            found += [int(child), *descendants(int(child))]
    return found


def web_process_private_dirty(page) -> float:
    """The largest web process of the window's browser (the page's; a service worker may
    have one of its own)."""
    return max(
        private_dirty_mib(pid)
        for pid in descendants(page.driver.service.process.pid)
        if Path(f"/proc/{pid}/comm").read_text().strip() == "WebKitWebProces"  # 15 letters
    )


def webkit_figures(page) -> dict[str, float]:
    time.sleep(2)
    return {
        "wasm memory": page.run(WASM_BYTES) / MIB,
        "web process private dirty": web_process_private_dirty(page),
    }


def webkit_rows() -> list[dict]:
    from tests.e2e.webkit import WebKitPage, instrument, missing_tools, x_display

    if missing_tools():
        print(f"bench_memory: WebKit not measured, missing {', '.join(missing_tools())}")
        return []
    with tempfile.TemporaryDirectory() as folder:
        site = build.build(Path(folder) / "dist")
        instrument(site, {"bench-wasm-memory.js": WASM_MEMORY_HOOK})
        with x_display() as display, build.SiteServer({build.SITE_PATH: site.out_dir}) as server:
            page = WebKitPage(display, server.url())
            try:
                blank = {"web process private dirty": web_process_private_dirty(page)}
                rows = rows_for("WebKit", "blank page (the engine alone)", blank)
                page.open()
                rows += rows_for("WebKit", "after start-up", webkit_figures(page))
                if os.environ.get("KINGMAKERS_BENCH_WEBKIT_GAME") == "1":
                    rows += after_a_hard_game("WebKit", page.run, lambda: webkit_figures(page))
            finally:
                page.close()
    return rows


def run() -> list[dict]:
    if not (build.DIST / "sw.js").exists():
        build.build()
    with build.SiteServer({build.SITE_PATH: build.DIST}) as server:
        rows = chromium_rows(server.url())
    return rows + webkit_rows()


if __name__ == "__main__":
    print(build.format_table(run()))
