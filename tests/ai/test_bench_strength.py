"""The strength benchmark's shape, on two games of one cell (its figures need hundreds),
played by two processes as a run on two cores plays them."""

from tests.bench import bench_strength


def test_a_cell_reports_the_share_its_interval_and_the_target(monkeypatch):
    monkeypatch.setenv("KINGMAKERS_BENCH_STRENGTH_GAMES", "2")
    monkeypatch.setenv("KINGMAKERS_BENCH_STRENGTH_JOBS", "2")
    monkeypatch.setenv("KINGMAKERS_BENCH_STRENGTH_ONLY", "intrighi")
    monkeypatch.setenv("KINGMAKERS_BENCH_STRENGTH_LEVELS", "normal")
    (row,) = bench_strength.run()
    assert row["benchmark"] == "intrighi 4p normal search vs 3 heuristic: win share"
    assert 0.0 <= float(row["value"]) <= 100.0
    assert "% of 2 games, 95 % " in row["unit"]
    assert "target 35" in row["unit"] and "s/game on one core" in row["unit"]
