"""Starting from a memory snapshot of Python, and every way that can go wrong.

After a plain start the page makes a snapshot in a worker and keeps it in IndexedDB;
the next start restores it. Each failure — no snapshot, another build's, truncated,
corrupt, a heap too big to restore, a restore that throws, storage refused or full —
must end in a plain start that works, and the bad snapshot must be replaced. A restored
interpreter must not repeat the previous session's random numbers.

The tests share one page (in file order): each failure test damages the stored snapshot,
reloads, checks the plain start, and waits for the page to save a good one again. How
Python started is read from ``<html data-python-start>`` (and ``-note``), set by
web/pyodide/kingmakers-start.mjs. A new deploy never using an old snapshot is checked in
test_update.py, an offline restore in test_offline.py.
"""

from __future__ import annotations

import json
import re

import pytest

import build
from kingmakers.games import get_game
from tests.e2e.conftest import Visit

pytestmark = pytest.mark.browser

SNAPSHOT_TIMEOUT_MS = 120_000

# The stored snapshots as [{key, length, size}], read in the page: each is a record of
# lengths and checksum under its key and the packed bytes under the key + "#bytes".
STORED = """async () => {
  const db = await new Promise((resolve, reject) => {
    const opening = indexedDB.open("kingmakers-snapshots", 1);
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  const store = db.transaction("snapshots").objectStore("snapshots");
  const ask = (operation) => new Promise((resolve) => (operation.onsuccess = () =>
    resolve(operation.result)));
  const [keys, records] = await Promise.all([ask(store.getAllKeys()), ask(store.getAll())]);
  db.close();
  const bytes = new Map(keys.map((key, i) => [key, records[i]]));
  return keys.filter((key) => !key.endsWith("#bytes")).map((key) => {
    const { length } = bytes.get(key);
    return { key, length, size: bytes.get(key + "#bytes")?.byteLength };
  });
}"""

# Rewrites the stored snapshot: `change` names how (see the failure tests).
DAMAGE = """async (change) => {
  const open = () => new Promise((resolve, reject) => {
    const opening = indexedDB.open("kingmakers-snapshots", 1);
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  const ask = (operation) => new Promise((resolve) => (operation.onsuccess = () =>
    resolve(operation.result)));
  const { checksum, packSnapshot, unpackSnapshot } = await import(
    "./pyodide/kingmakers-snapshots.mjs");
  let db = await open();
  let store = db.transaction("snapshots").objectStore("snapshots");
  let key = (await ask(store.getAllKeys())).find((name) => !name.endsWith("#bytes"));
  const record = await ask(store.get(key));
  let bytes = new Uint8Array(await ask(store.get(key + "#bytes")));  // packed
  db.close();
  if (change === "truncate") {
    bytes = bytes.slice(0, bytes.length >> 1);
  } else if (change === "corrupt") {
    for (let i = 4096; i < bytes.length; i += 1 << 16) bytes[i] ^= 0x5a;
  } else if (change === "another build") {
    key = key.replace(/[0-9a-f]{16}$/, "0000000000000000");
  } else {  // Pyodide's snapshot itself, then packed again with a true checksum
    let snapshot = unpackSnapshot(bytes);
    const heapAt = new Uint32Array(snapshot.buffer, 0, 2)[1];
    if (change === "grown heap") {
      const grown = new Uint8Array(snapshot.length + (1 << 20));
      grown.set(snapshot);
      snapshot = grown;
    } else if (change === "zeroed heap") {
      snapshot.fill(0, heapAt);
    }
    bytes = packSnapshot(snapshot);
    record.snapshotLength = snapshot.length;
    record.length = bytes.length;
    record.checksum = checksum(bytes);
  }
  db = await open();
  const transaction = db.transaction("snapshots", "readwrite");
  transaction.objectStore("snapshots").clear();
  transaction.objectStore("snapshots").put(record, key);
  transaction.objectStore("snapshots").put(bytes.buffer, key + "#bytes");
  await new Promise((resolve) => (transaction.oncomplete = resolve));
  db.close();
}"""

# The browser refuses our database (PyScript keeps its own working: it needs IndexedDB).
REFUSE_SNAPSHOT_STORAGE = """
const open = IDBFactory.prototype.open;
IDBFactory.prototype.open = function (name, ...rest) {
  if (name === "kingmakers-snapshots") {
    throw new DOMException("refused by the test", "SecurityError");
  }
  return open.call(this, name, ...rest);
};
"""

RUN_PYTHON = """async (code) => {
  const start = await import("./pyodide/kingmakers-start.mjs");
  const pyodide = await start.loadPyodide();
  return pyodide.runPython(code);
}"""

# Python's traceback, as text, of code that fails.
TRACEBACK_OF = """
import traceback
try:
    {code}
except Exception:
    text = traceback.format_exc()
text
"""


def started(page) -> tuple[str, str]:
    data = page.evaluate("({...document.documentElement.dataset})")
    return data.get("pythonStart"), data.get("pythonStartNote", "")


def wait_for_mark(page, name: str, timeout: int = SNAPSHOT_TIMEOUT_MS) -> None:
    page.wait_for_function(f"performance.getEntriesByName({name!r}).length > 0", timeout=timeout)


def wait_for_snapshot(page) -> None:
    page.wait_for_function(
        "performance.getEntriesByName('kingmakers:snapshot-saved').length"
        " + performance.getEntriesByName('kingmakers:snapshot-not-saved').length > 0",
        timeout=SNAPSHOT_TIMEOUT_MS,
    )
    assert page.evaluate("document.documentElement.dataset.pythonSnapshot") == "saved"


@pytest.fixture(scope="module")
def visit(browser, server):
    opened = Visit(browser, server.url())
    yield opened
    opened.close()


def this_build(page) -> str:
    return page.evaluate("JSON.parse(document.getElementById('python-start').textContent).build")


def new_game_deal(page) -> tuple[int, dict]:
    """Start Viva il Re! from the menu with a random seed, as a player does; return its
    seed and the first seat's view of the deal (replayed here from the save)."""
    page.locator("#controls [data-action='game:viva']").press("Enter")
    page.locator("#controls [data-action='play']").press("Enter")
    page.wait_for_function("localStorage.getItem('kingmakers:last') !== null")
    state = page.evaluate(
        "JSON.parse(localStorage.getItem('kingmakers:save:'"
        " + localStorage.getItem('kingmakers:last'))).state"
    )
    page.evaluate("localStorage.clear()")
    game = get_game(state["game"]).new_game(state["players"], state["seed"], state["options"])
    return state["seed"], game.observe(0)


def test_a_first_start_is_plain_then_leaves_a_snapshot_keyed_to_this_build(visit, site):
    visit.open()
    assert started(visit.page) == ("plain", "no snapshot yet")
    wait_for_snapshot(visit.page)
    (stored,) = visit.page.evaluate(STORED)
    assert stored["key"] == (
        f"pyodide-{build.PYODIDE_VERSION}/{build.pyodide_build_id()}/{site.content_hash}"
    )
    heap = build.initial_heap_bytes(site.out_dir / build.WASM)
    assert heap // 5 < stored["length"] == stored["size"] < heap * 3 // 4  # zero pages left out
    assert visit.problems() == []


def test_restores_repeat_no_random_numbers_and_deal_new_games_differently(visit):
    draws, deals = [], []
    for _ in range(2):
        visit.reload()
        assert started(visit.page) == ("snapshot", "")
        draws.append(visit.page.evaluate(RUN_PYTHON, "import random\nrandom.random()"))
        deals.append(new_game_deal(visit.page))
    assert draws[0] != draws[1]  # the snapshot froze `random`; each restore reseeds it
    (seed_a, deal_a), (seed_b, deal_b) = deals
    assert seed_a != seed_b and deal_a != deal_b
    assert visit.problems() == []


def test_tracebacks_name_file_and_line_in_precompiled_code(visit):
    """The standard library ships as .pyc only, our package as .pyc with its sources
    unpacked after start-up; a crash report still says where, and for our code shows the
    line itself."""
    page = visit.page
    wait_for_mark(page, "kingmakers:sources-unpacked")  # a restored start unpacks it later
    stdlib = page.evaluate(RUN_PYTHON, TRACEBACK_OF.format(code="import json; json.loads('{')"))
    assert re.search(r'File "/lib/python314\.zip/json/decoder\.py", line \d+, in ', stdlib)
    ours = page.evaluate(
        RUN_PYTHON, TRACEBACK_OF.format(code="from kingmakers import games; games.get_game('x')")
    )
    assert re.search(
        r'File "/lib/python3\.14/site-packages/kingmakers/games/__init__\.py", line \d+, '
        r"in get_game\n +raise KeyError",
        ours,
    ), ours


# For every .pyc the page wrote with a source (PyScript's package: in __pycache__; ours:
# beside it, its sources unpacked after start-up): whether it was compiled from exactly
# that source, so Python imported it without compiling.
PYC_MATCHES = """
import importlib.util, json, pathlib
matches = {}
folders = {"/home/pyodide/pyscript": "__pycache__/*.pyc",
           "/lib/python3.14/site-packages/kingmakers": "*.pyc"}
for folder, pattern in folders.items():
    for pyc in sorted(pathlib.Path(folder).rglob(pattern)):
        beside = pyc.parent.parent if pyc.parent.name == "__pycache__" else pyc.parent
        source = (beside / (pyc.name.split(".")[0] + ".py")).read_bytes()
        matches[str(pyc)] = pyc.read_bytes()[8:16] == importlib.util.source_hash(source)
json.dumps(matches)
"""


def test_pyscript_and_our_package_import_from_the_shipped_pyc(visit):
    """On a plain start (a restore installs no .pyc of ours: its modules are in the heap)."""
    visit.page.goto(visit.url + "?no-snapshot")
    visit.wait_ready()
    wait_for_mark(visit.page, "kingmakers:sources-unpacked")
    matches = json.loads(visit.page.evaluate(RUN_PYTHON, PYC_MATCHES))
    visit.open()  # the tests after this one reload the page without ?no-snapshot
    assert len(matches) > 60 and all(matches.values()), matches


@pytest.mark.parametrize(
    ("change", "note"),
    [
        ("truncate", "the stored snapshot was truncated"),
        ("corrupt", "the stored snapshot was corrupt"),
        ("another build", "the stored snapshot was another build's"),
        ("grown heap", "the stored snapshot was its heap grew to"),
        ("zeroed heap", "restoring the snapshot failed"),
    ],
)
def test_a_bad_snapshot_gives_a_plain_start_and_is_replaced(visit, change, note):
    page = visit.page
    page.evaluate(DAMAGE, change)
    visit.reload()
    how, why = started(page)
    assert how == "plain" and why.startswith(note), (how, why)
    page.locator("#controls [data-action='game:viva']").press("Enter")
    page.locator("#controls [data-action='back']").press("Enter")
    wait_for_snapshot(page)
    assert [stored["key"].rpartition("/")[2] for stored in page.evaluate(STORED)] == [
        this_build(page)
    ]
    assert visit.problems() == []


def test_storage_full_or_refused_gives_a_plain_start(browser, server):
    visit = Visit(browser, server.url())
    try:
        cdp = visit.context.new_cdp_session(visit.page)
        origin = server.origin
        cdp.send("Storage.overrideQuotaForOrigin", {"origin": origin, "quotaSize": 4_000_000})
        visit.open()
        assert started(visit.page) == ("plain", "no snapshot yet")
        visit.page.wait_for_function(
            "performance.getEntriesByName('kingmakers:snapshot-not-saved').length > 0",
            timeout=SNAPSHOT_TIMEOUT_MS,
        )
        assert "Quota" in visit.page.evaluate("document.documentElement.dataset.pythonSnapshot")

        visit.context.add_init_script(REFUSE_SNAPSHOT_STORAGE)
        visit.reload()
        how, why = started(visit.page)
        assert how == "plain" and why.startswith("storage refused"), why
        assert [p for p in visit.problems() if "sw.js" not in p] == []
    finally:
        visit.close()


def test_no_snapshot_in_the_address_leaves_snapshots_out(visit):
    """The switch the page benchmark uses to time a start from precompiled code alone."""
    visit.page.goto(visit.url + "?no-snapshot")
    visit.wait_ready()
    assert started(visit.page) == ("plain", "snapshots turned off (?no-snapshot)")
