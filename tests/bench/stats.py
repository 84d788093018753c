"""Figures the benchmarks report from their timings."""

from __future__ import annotations

import math


def p95(times: list[float]) -> float:
    """The nearest-rank 95th percentile of ``times`` (not empty): of a few times (a glide's
    frames with the CPU slowed), the slowest, never one below the median."""
    ordered = sorted(times)
    return ordered[math.ceil(0.95 * len(ordered)) - 1]
