"""Only the browser adapter may import the browser; the rest of ui/ runs in CPython."""

import ast
import importlib
from pathlib import Path

import kingmakers.ui

UI_DIR = Path(kingmakers.ui.__file__).parent
BROWSER_MODULES = {"js", "pyodide", "pyscript"}


def imported_roots(path: Path) -> set[str]:
    roots = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            roots |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


def test_only_browser_py_imports_the_browser():
    offenders = {
        path.relative_to(UI_DIR).as_posix(): imported_roots(path) & BROWSER_MODULES
        for path in UI_DIR.rglob("*.py")
        if path.name != "browser.py"
    }
    assert {name: mods for name, mods in offenders.items() if mods} == {}
    assert imported_roots(UI_DIR / "browser.py") & BROWSER_MODULES == {"js", "pyodide"}


def test_every_other_ui_module_imports_in_cpython():
    for path in sorted(UI_DIR.rglob("*.py")):
        if path.name == "browser.py":
            continue
        parts = path.relative_to(UI_DIR.parent.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        importlib.import_module(name)
