"""Run a coroutine to its end from a test.

Playwright's sync API keeps an event loop running in the test thread once a browser test
has run, so ``asyncio.run`` would refuse there; a fresh thread has no running loop.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor


def run(coroutine):
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
