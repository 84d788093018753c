"""The PyScript front end: screens drawn on a canvas, input, storage and translations.

Only :mod:`kingmakers.ui.browser` touches the browser (``js``, ``pyodide``); every other
module imports in plain CPython so screens are tested against
:class:`~kingmakers.ui.kit.canvas.FakeCanvas`.
"""
