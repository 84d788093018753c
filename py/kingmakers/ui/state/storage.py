"""Key-value persistence behind an interface, so the UI runs the same in tests."""

from __future__ import annotations

from typing import Protocol

LANGUAGE_KEY = "kingmakers:lang"


class StorageUnavailable(Exception):
    """The browser refused to store something (quota exceeded, storage disabled)."""


class Storage(Protocol):
    """String keys to string values, like ``localStorage``; ``set`` and ``remove`` raise
    :class:`StorageUnavailable` when the browser refuses."""

    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...

    def remove(self, key: str) -> None: ...


class MemoryStorage:
    """A :class:`Storage` held in a dict, for tests; ``quota`` (total characters of keys
    and values) makes ``set`` refuse as a full ``localStorage`` does."""

    def __init__(self, initial: dict[str, str] | None = None, quota: int | None = None) -> None:
        self.data: dict[str, str] = dict(initial or {})
        self.quota = quota

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        if self.quota is not None:
            others = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if others + len(key) + len(value) > self.quota:
                raise StorageUnavailable(f"storage quota exceeded while writing {key!r}")
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)
