"""``senet play``: play in the terminal against random bots (or hot seat with other people)."""

from __future__ import annotations

import argparse
import secrets
from pathlib import Path

from rich.console import Console
from rich.text import Text

from ..bots import seat_specs
from ..create import new_match
from . import common
from .common import (
    CommandError,
    game_options,
    player_count,
)
from .resume import resume
from .seats import parse_seats
from .session import DEFAULT_MAX_MOVES, Session, moves_text
from .terminal import printable

__all__ = ["Session", "add_parser", "parse_seats", "run"]



def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Declare the subcommand."""
    p = sub.add_parser(
        "play", help="play in the terminal against random bots",
        description="Play a match in the terminal. Seats named human are asked for their moves "
                    "(several humans share the keyboard); the others are random bots. Type a "
                    "move's number (or its name, such as a Tigris square I6); b takes back a step "
                    "of your turn; ? shows the table again; log [N] shows again the events you "
                    "have seen (the last N); help lists these commands; q, Ctrl-C or end of input "
                    "stops (saving to --save if given; exit code 3). --resume FILE continues a "
                    "saved match.")
    p.add_argument("game", metavar="GAME", nargs="?")
    p.add_argument("--players", type=int, default=None,
                   help="number of players (default: the game's usual table size, e.g. 4)")
    p.add_argument("--resume", metavar="FILE",
                   help="continue the unfinished match saved in FILE, with its seats' roles "
                        "(saved again to FILE unless --save says otherwise)")
    p.add_argument("--seat", action="append", metavar="SEAT=human|bot",
                   help="who plays a seat (0-based; default: seat 0 human, the rest bots)")
    p.add_argument("--bot", action="append", metavar="[SEAT=]BOT",
                   help="the bot of every bot seat (BOT, e.g. mcts or mcts:iterations=500) or of "
                        "one seat (SEAT=BOT); default random; see: senet bots")
    p.add_argument("--seed", type=int, default=None, help="the match's seed (default: a random one, shown)")
    p.add_argument("--option", "-o", action="append", metavar="KEY=VALUE", help="a game option")
    p.add_argument("--save", metavar="FILE", help="save the match to FILE when it ends or is stopped")
    p.add_argument("--max-moves", type=int, default=DEFAULT_MAX_MOVES,
                   help=f"stop the match after this many moves (default {DEFAULT_MAX_MOVES})")
    p.set_defaults(run=run)


def run(args: argparse.Namespace, console: Console) -> int:
    """Set up the match from the arguments and play it."""
    registry = common.get_registry()
    if args.max_moves < 1:
        raise CommandError(f"--max-moves must be at least 1, not {args.max_moves}")
    if args.resume is not None:
        again = resume(args, registry)
        session = Session(console, again.match, again.humans, again.save, args.max_moves, again.bots)
        session.seen = dict.fromkeys(session.humans, len(again.match.log))  # shown as the table
        session.shown = len(again.match.log)
        console.print(Text(printable(f"resumed {args.resume} after "
                                     f"{moves_text(len(again.match.moves))} ({again.how})")))
        return session.run()
    if args.game is None:
        raise CommandError("name a GAME to play, or give --resume FILE")
    game = registry.get(args.game)
    options = game_options(game, args.option)
    players = player_count(game, options, args.players)
    # Not the library's seed: a person wants a new deal each time, and the seed is shown and saved.
    seed: int = args.seed if args.seed is not None else secrets.randbelow(1_000_000)
    match = new_match(game, players, seed, options, registry=registry)
    humans = parse_seats(args.seat, players)
    bots = seat_specs(args.bot, players, registry=registry)
    save = Path(args.save) if args.save else None
    return Session(console, match, humans, save, args.max_moves, bots).run()
