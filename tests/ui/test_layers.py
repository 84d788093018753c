"""The layers of ``docs/architecture.md`` hold, read from every import statement of every
module (those inside functions and under ``TYPE_CHECKING`` too): each layer imports only
itself and the layers below it, the engine only the standard library, a game only itself,
a screen no other screen, and no modules import one another in a circle."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import kingmakers

PACKAGE_DIR = Path(kingmakers.__file__).parent

#: The layers, lowest first; a module is in the layer of the longest prefix naming it.
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    ("the package's version", ("kingmakers",)),
    ("engine", ("kingmakers.engine",)),
    ("ai", ("kingmakers.ai",)),
    ("games", ("kingmakers.games",)),
    ("ui: i18n", ("kingmakers.ui.i18n",)),
    ("ui: kit", ("kingmakers.ui.kit",)),
    (
        "ui: below the screens",
        (
            "kingmakers.ui.messages",
            "kingmakers.ui.game_ui",
            "kingmakers.ui.seam",
            "kingmakers.ui.hint",
            "kingmakers.ui.lesson",
            "kingmakers.ui.state",
            "kingmakers.ui.devices",
        ),
    ),
    ("ui: a game's UI", ("kingmakers.ui.games.",)),
    ("ui: the registry of game UIs", ("kingmakers.ui.games",)),
    ("ui: screens", ("kingmakers.ui.screens",)),
    ("ui: the app", ("kingmakers.ui.app", "kingmakers.ui")),
    ("ui: the browser", ("kingmakers.ui.browser",)),
    ("entry points", ("kingmakers.startup", "kingmakers.startup_later", "kingmakers.__main__")),
]
#: The one module of the screens that every screen may import: how they move between them.
SCREEN_INTERFACE = "kingmakers.ui.screens.navigator"


def module_paths() -> dict[str, tuple[Path, bool]]:
    """Every module of the package: its dotted name -> (its file, whether a package)."""
    modules = {}
    for path in PACKAGE_DIR.rglob("*.py"):
        parts = path.relative_to(PACKAGE_DIR.parent).with_suffix("").parts
        is_package = path.name == "__init__.py"
        modules[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return modules


MODULES = module_paths()


def imports_of(name: str) -> set[str]:
    """What module ``name``'s import statements import, as dotted names (outside the
    package too): ``from a import b`` imports ``a.b`` when that is a module, else ``a``."""
    path, is_package = MODULES[name]
    imported = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            imported |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                here = name.split(".") if is_package else name.split(".")[:-1]
                here = here[: len(here) - (node.level - 1)]
                base = ".".join(here + ([node.module] if node.module else []))
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                imported.add(submodule if submodule in MODULES else base)
    imported.discard(name)
    return imported


IMPORTS = {name: imports_of(name) for name in MODULES}


def layer(name: str) -> int:
    """The index in :data:`LAYERS` of the module ``name``."""
    best, best_length = None, -1
    for index, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            inside = (
                name.startswith(prefix)
                if prefix.endswith(".")
                else (name == prefix or name.startswith(prefix + "."))
            )
            if inside and len(prefix) > best_length:
                best, best_length = index, len(prefix)
    assert best is not None, f"{name} is in no layer of {__name__}.LAYERS"
    return best


def own(name: str) -> list[str]:
    return sorted(m for m in IMPORTS[name] if m.split(".")[0] == "kingmakers")


def test_every_module_imports_only_its_layer_and_those_below():
    upward = {
        name: [f"{m} ({LAYERS[layer(m)][0]})" for m in own(name) if layer(m) > layer(name)]
        for name in MODULES
    }
    assert {name: found for name, found in upward.items() if found} == {}


def test_the_engine_games_and_bots_import_only_the_standard_library():
    outside = {
        name: sorted(
            m
            for m in IMPORTS[name]
            if m.split(".")[0] not in sys.stdlib_module_names | {"kingmakers", "__future__"}
        )
        for name in MODULES
        if layer(name) <= layer("kingmakers.games")
    }
    assert {name: found for name, found in outside.items() if found} == {}


def _game_of(name: str, root: str) -> str | None:
    """The game id of a module of ``root`` (``kingmakers.games``, ``kingmakers.ui.games``)."""
    rest = name.removeprefix(root + ".")
    return rest.split(".")[0] if rest != name else None


def test_a_game_imports_no_other_game():
    crossing = {}
    for name in MODULES:
        for root in ("kingmakers.games", "kingmakers.ui.games"):
            game = _game_of(name, root)
            if game is None:
                continue
            others = [
                m
                for m in own(name)
                for other_root in ("kingmakers.games", "kingmakers.ui.games")
                if _game_of(m, other_root) not in (None, game)
            ]
            if others:
                crossing[name] = others
    assert crossing == {}


def test_a_screen_imports_no_other_screen_but_the_navigator():
    screens = [name for name in MODULES if name.startswith("kingmakers.ui.screens.")]
    crossing = {
        name: [m for m in own(name) if m in screens and m != SCREEN_INTERFACE] for name in screens
    }
    assert {name: found for name, found in crossing.items() if found} == {}


def test_no_modules_import_one_another_in_a_circle():
    assert import_circles() == []


def import_circles() -> list[list[str]]:
    """The strongly connected parts of the import graph with more than one module
    (Tarjan's algorithm, iteratively)."""
    graph = {name: [m for m in own(name) if m in MODULES] for name in MODULES}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(graph[root]))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    part = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        part.append(member)
                        if member == node:
                            break
                    if len(part) > 1:
                        circles.append(sorted(part))
            elif child not in index:
                index[child] = low[child] = len(index)
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(graph[child])))
            elif child in on_stack:
                low[node] = min(low[node], index[child])
    return circles


def test_the_circle_check_finds_a_circle():
    """The check itself: a module of the seam importing a screen that imports it."""
    saved = IMPORTS["kingmakers.ui.seam.context"]
    IMPORTS["kingmakers.ui.seam.context"] = saved | {"kingmakers.ui.screens.table"}
    try:
        assert any("kingmakers.ui.screens.table" in part for part in import_circles())
    finally:
        IMPORTS["kingmakers.ui.seam.context"] = saved
