"""Command line: ``python -m kingmakers simulate GAME --players N --bots a,b,...``."""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
from functools import partial

from .ai.bots import make_bot
from .ai.simulate import simulate
from .games import GAME_MODULES, get_game


def _parse_option(text: str) -> tuple[str, object]:
    name, sep, raw = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(f"options look like name=value, not {text!r}")
    try:
        value = json.loads(raw)
    except json.JSONDecodeError:
        value = raw
    return name, value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kingmakers", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    sim = commands.add_parser("simulate", help="play bot games and print statistics")
    sim.add_argument("game", choices=list(GAME_MODULES))
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--bots", help="comma-separated bot per seat (default: all random)")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument(
        "--jobs",
        type=int,
        default=1,
        help="play the games in this many processes (the same games and figures as one)",
    )
    sim.add_argument(
        "--rotate", action="store_true", help="move the line-up one seat round the table each game"
    )
    sim.add_argument(
        "--option",
        action="append",
        type=_parse_option,
        default=[],
        metavar="NAME=VALUE",
        help="a game option, e.g. envoy=true (repeatable)",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        game = get_game(args.game)
        bots = args.bots.split(",") if args.bots else ["random"] * args.players
        for name in bots:
            make_bot(game, name)
        if args.jobs < 1:
            raise ValueError(f"--jobs must be 1 or more, not {args.jobs}.")
        run = partial(
            simulate,
            game,
            args.players,
            bots,
            args.games,
            args.seed,
            dict(args.option),
            rotate=args.rotate,
        )
        if args.jobs == 1:
            result = run()
        else:
            with multiprocessing.Pool(args.jobs) as pool:
                result = run(map_games=pool.imap)
    except (KeyError, ValueError) as error:
        print(f"error: {error.args[0] if error.args else error}", file=sys.stderr)
        return 2
    print(result.report())
    return 0


if __name__ == "__main__":
    sys.exit(main())
