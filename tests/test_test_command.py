"""`python3 build.py test`, the README's test command: the whole suite in two parts, both
spread over the cores, the browser tests a whole file a worker (several files share one page
among their tests, in order), and a failed part fails the command without stopping the rest."""

from __future__ import annotations

import argparse
import subprocess
import sys

import build


def run_test_command(monkeypatch, pytest_args: list[str], failing: str | None = None):
    """The commands ``build.py test`` runs (installing and building skipped) and its exit
    code; a command naming ``failing`` fails."""
    commands = []

    def run(command, cwd):
        commands.append(command)
        return subprocess.CompletedProcess(command, int(failing in command))

    monkeypatch.setattr(build, "ensure_test_tools", lambda: None)
    monkeypatch.setattr(build, "command_build", lambda args: 0)
    monkeypatch.setattr(build.subprocess, "run", run)
    return commands, build.command_test(argparse.Namespace(pytest_args=pytest_args))


def test_the_whole_suite_runs_both_parts_over_every_core_browser_files_kept_whole(monkeypatch):
    commands, code = run_test_command(monkeypatch, [])
    pytest = [sys.executable, "-m", "pytest"]
    assert code == 0
    assert commands == [
        [sys.executable, "-m", "ruff", "check", "."],
        [sys.executable, "-m", "ruff", "format", "--check", "."],
        [*pytest, "-m", "not browser", "-n", "auto"],
        [*pytest, "-m", "browser", "-n", "auto", "--dist", "loadfile"],
    ]


def test_a_failed_part_fails_the_command_and_the_later_parts_still_run(monkeypatch, capsys):
    commands, code = run_test_command(monkeypatch, [], failing="not browser")
    assert code == 1
    assert len(commands) == 4
    assert "failed: pytest, no browser" in capsys.readouterr().err


def test_arguments_after_test_replace_the_suite_with_one_pytest_run(monkeypatch):
    commands, code = run_test_command(monkeypatch, ["-m", "not webkit", "-x"])
    assert code == 0
    assert commands[2:] == [[sys.executable, "-m", "pytest", "-m", "not webkit", "-x"]]
