"""Print (JSON) what the page needs before its menu is up: the modules of our package it
imports, and per language the text each font face draws.

build.py runs this in a separate process: it imports the page's entry module
(``kingmakers.ui.browser``, with stand-ins for the browser's ``js`` and ``pyodide``),
``kingmakers.startup`` and ``kingmakers.startup_later``, and draws the home screen in
every language at a phone's and a tablet's size, as the page does before
``kingmakers:ready``. The modules it loads ship in the wheel the page waits for; every
other module comes after the menu is up (``kingmakers.startup_later``). The faces' texts
tell which font files the page preloads in each language.

    python3 tools/menu_needs.py PACKAGE_PARENT_DIR

prints ``{"modules": [name, ...], "faces": {language: [[family, weight, text], ...]}}``.
"""

from __future__ import annotations

import json
import sys
import types

SIZES = ((1024, 768), (390, 844))


class _Anything(types.ModuleType):
    """A browser module of which the page's entry only names attributes at import."""

    def __getattr__(self, name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        return _Anything(f"{self.__name__}.{name}")

    def __call__(self, *args, **kwargs):
        return _Anything(self.__name__)


def menu_needs() -> dict:
    for name in ("js", "pyodide", "pyodide.ffi"):
        sys.modules[name] = _Anything(name)
    import kingmakers.startup  # noqa: F401
    import kingmakers.startup_later  # noqa: F401
    import kingmakers.ui.browser  # noqa: F401
    from kingmakers.ui import i18n
    from kingmakers.ui.app import App
    from kingmakers.ui.kit.canvas import FakeCanvas
    from kingmakers.ui.state.platform import FakePlatform
    from kingmakers.ui.state.storage import MemoryStorage

    faces: dict[str, list] = {}
    for language in i18n.LANGUAGES:
        app = App(MemoryStorage(), preferred_languages=[language], platform=FakePlatform())
        drawn: dict[tuple[str, int], set[str]] = {}
        for width, height in SIZES:
            canvas = FakeCanvas()
            app.render(canvas, width, height)
            for call in canvas.calls:
                if call.name == "text":
                    font = call.args["font"]
                    drawn.setdefault((font.family, font.weight), set()).update(call.args["text"])
        faces[language] = [
            [family, weight, "".join(sorted(letters))]
            for (family, weight), letters in sorted(drawn.items())
        ]
    modules = sorted(name for name in sys.modules if name.split(".")[0] == "kingmakers")
    return {"modules": modules, "faces": faces}


if __name__ == "__main__":
    sys.path.insert(0, sys.argv[1])
    print(json.dumps(menu_needs(), ensure_ascii=False))
