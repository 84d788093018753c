"""Key-value persistence behind an interface, so the UI runs the same in tests."""

from __future__ import annotations

from typing import Protocol

LANGUAGE_KEY = "kingmakers:lang"


class Storage(Protocol):
    """String keys to string values, like ``localStorage``."""

    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...


class MemoryStorage:
    """A :class:`Storage` held in a dict: for tests, and for browsers that refuse
    ``localStorage`` (private mode, full quota)."""

    def __init__(self, initial: dict[str, str] | None = None) -> None:
        self.data: dict[str, str] = dict(initial or {})

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        self.data[key] = value
