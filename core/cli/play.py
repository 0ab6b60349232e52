"""``senet play``: play in the terminal against random bots (or hot seat with other people)."""

from __future__ import annotations

import argparse
import secrets
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from rich.columns import Columns
from rich.console import Console, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..bots import Bot, bot_seed, decide, make_bot, seat_specs
from ..create import new_match
from ..errors import IllegalMove, InternalError
from ..flow import Entry
from ..game import Game
from ..match import Match, View, redact
from ..options import OptionValue
from ..values import Move
from . import common
from .common import (
    FAILURE,
    OK,
    STOPPED,
    CommandError,
    count,
    game_options,
    player_count,
    write_file,
)
from .resume import resume
from .seats import parse_seats
from .steps import BACK_WORDS, example_name, name_hint, named, retractable, unplayable
from .terminal import markup, printable
from .text import describe_move, entries_table, render_view, result_table, status_line

__all__ = ["Session", "add_parser", "parse_seats", "run"]

DEFAULT_MAX_MOVES = 10_000
QUIT_WORDS = ("q", "quit", "exit")
TABLE_WORDS = ("?",)
HELP_WORDS = ("h", "help")
LOG_WORD = "log"
CLEAR_SCROLLBACK = "\x1b[3J"
"""Erases the terminal's scrollback (xterm and most terminals), where a hand could still be read."""


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


def _moves(n: int) -> str:
    return f"{n} move{'' if n == 1 else 's'}"


def _changed_options(game: Game[Any], options: Mapping[str, OptionValue]) -> str:
    """The options not left at their defaults, as ``key=value`` (options a person chose)."""
    defaults = {o.name: o.default for o in game.options}
    return " ".join(f"{k}={str(v).lower()}" for k, v in options.items() if defaults.get(k) != v)


class _Stop(Exception):
    """The player typed q."""


class Session:
    """One terminal match: asks the humans, lets the bots move, shows what each may see."""

    def __init__(self, console: Console, match: Match[Any], humans: Sequence[int],
                 save: Path | None, max_moves: int, bots: Sequence[str] | None = None) -> None:
        self.console = console
        self.match = match
        self.game = match.game
        self.humans = tuple(humans)
        # The bots' seeds are `senet simulate`'s, so a bots-only match replays its match.
        self.bot_names = tuple(bots) if bots is not None else ("random",) * match.players
        self.bots: dict[int, Bot] = {p: make_bot(self.bot_names[p], p, bot_seed(match.seed, p))
                                     for p in range(match.players) if p not in self.humans}
        self.save = save
        self.max_moves = max_moves
        self.seen = dict.fromkeys(self.humans, 0)
        """How much of the log each human has been shown: a length of the match's log or,
        during their turn, of the log of the copy its steps are tried on (which extends it).
        Only :meth:`_catch_up` moves it on, by printing what it passes over."""
        self.shown = 0
        """Where the end starts when no single human watches: the log before it was shown (a
        resumed match) or seen by a person (hot seat); see :meth:`_finish`."""
        self.turn_start = 0
        """The length of the match's log when the human turn being asked began."""
        self.last_asked: int | None = None

    @property
    def hot_seat(self) -> bool:
        """Whether several people share the keyboard."""
        return len(self.humans) > 1

    def run(self) -> int:
        """Play until the match ends or a human stops; returns the exit code."""
        self._intro()
        try:
            while not self.match.is_over:
                if len(self.match.moves) >= self.max_moves:
                    return self._stop(f"the move cap of {_moves(self.max_moves)} was reached")
                acting = self.match.to_act
                if not acting:
                    raise InternalError(f"{self.game.name}: nobody is to act in "
                                        f"{self.match.phase.name!r}")
                bot = next((p for p in acting if p in self.bots), None)
                if bot is not None:
                    self._bot_turn(bot)
                else:
                    self._human_turn(acting[0])
        except _Stop:
            return self._stop("you quit", STOPPED)
        except EOFError:
            return self._stop("end of input", STOPPED)
        except KeyboardInterrupt:
            return self._stop("interrupted", STOPPED)
        return self._finish()

    def _bot_turn(self, seat: int) -> None:
        self.match.submit(seat, decide(self.bots[seat], self.match, seat, self._legal(seat))[1])

    def _legal(self, player: int, match: Match[Any] | None = None) -> Sequence[Move]:
        legal = (match or self.match).legal_moves(player)
        if not legal:
            raise InternalError(f"{self.game.name}: player {player} must act but has no move")
        return legal

    def _intro(self) -> None:
        m = self.match
        opts = _changed_options(self.game, m.options)
        people = ", ".join(f"player {p}" for p in self.humans) or "nobody (bots only)"
        self.console.print(Panel(Text(
            f"{count(m.players, 'player')} · seed {m.seed} (--seed {m.seed} deals the same again)"
            + (f" · options: {printable(opts)}" if opts else "")
            + f"\nhumans: {people}; bots: "
            + (", ".join(f"player {p} ({self.bot_names[p]})" for p in self.bots) or "none")
            + "\ntype the [number] of a move; b takes back a step of your turn; ? shows the table "
              "again; log shows the events again; help lists the commands; q stops"
            + (f" and saves to {printable(self.save)}" if self.save else "")),
            title=markup(self.game.title or self.game.name)))

    # -- a human's decision -------------------------------------------------------------

    def _human_turn(self, player: int) -> None:
        # Steps that may still be taken back are tried on copies (steps.py); the match itself
        # gets them once a step cannot be (the turn moves on, something is drawn or shown).
        steps: list[tuple[Match[Any], Move, bool]] = []  # (the position before, move, asked)
        work = self.match
        self.turn_start = len(self.match.log)
        try:
            while True:
                chosen = self._ask(work, player, steps)
                if chosen is None:  # back: to before the last step that was asked
                    while steps:
                        work, move, asked = steps.pop()
                        if asked:
                            break
                    # What the steps taken back logged is gone; played again, it is shown again.
                    self.seen[player] = min(self.seen[player], len(work.log))
                    self.console.print(Text(f"taken back: {self._text(move, work.view(player))}"))
                    continue
                move, asked = chosen
                trial = work.copy()
                try:
                    trial.submit(player, move)
                except IllegalMove as exc:
                    self.console.print(f"[red]refused:[/red] {markup(exc.reason)}; choose again")
                    continue
                if asked and not self.hot_seat:  # in a hot seat the next person must not read it
                    self.console.print(Text(f"you chose: {self._text(move, work.view(player))}"))
                if not retractable(work, trial, player):
                    break
                steps.append((work, move, asked))
                work = trial
                if self._at_keyboard(player):
                    self._catch_up(player, work)
        except (_Stop, EOFError, KeyboardInterrupt):
            self._play_steps(player, steps)
            raise
        self._play_steps(player, steps)
        self.match.submit(player, move)

    def _play_steps(self, player: int, steps: Sequence[tuple[Match[Any], Move, bool]]) -> None:
        # The steps log on the match what they logged on the copies (nothing random was drawn),
        # so what the player was shown of the copies' logs stays shown.
        for _, move, _ in steps:
            self.match.submit(player, move)

    def _ask(self, work: Match[Any], player: int, steps: Sequence[tuple[Match[Any], Move, bool]]
             ) -> tuple[Move, bool] | None:
        """The move ``player`` chooses in ``work`` and whether they were asked (a lone option
        is played without asking); ``None`` to take the last step back."""
        legal = self._legal(player, work)
        view = work.view(player)
        if len(legal) == 1:  # a decision with one option is not asked
            if not self._at_keyboard(player):  # the move, and the news, may be secret from
                # the person at the keyboard: both wait until the player is asked
                self.console.print(f"player {player} had only one possible move; it was played")
            else:
                self._catch_up(player, work)  # what led to it first, then the move
                self.console.print(Text(f"only one possible move: {self._text(legal[0], view)} (played)"))
            return legal[0], False
        if self.hot_seat and self.last_asked != player:
            self._hand_over(player)
        self.last_asked = player
        self._catch_up(player, work)
        self._show_table(player, legal, view)
        back = any(asked for _, _, asked in steps)
        example = example_name(self.game, legal, view)
        hint = (f" or a name like {example}" if example else "") + ("; b: back" if back else "")
        while True:
            answer = input(f"player {player}, your move [1-{len(legal)}{hint}; help]: ")
            word = " ".join(answer.lower().split())
            if word in QUIT_WORDS:
                raise _Stop
            if word in TABLE_WORDS:
                self._show_table(player, legal, view)
                continue
            if word in HELP_WORDS:
                self._show_help(legal, view, back)
                continue
            if word.split(" ", 1)[0] == LOG_WORD:
                self._show_log(player, work, word[len(LOG_WORD):].strip())
                continue
            if word in BACK_WORDS:
                if back:
                    return None
                self.console.print("[red]nothing to take back:[/red] b takes back a step of this "
                                   "turn while nothing was drawn or shown since")
                continue
            move = self._parse(answer, legal, view)
            if move is None:
                continue
            return move, True

    def _parse(self, answer: str, legal: Sequence[Move], view: View) -> Move | None:
        """The move numbered or named by ``answer``, or ``None`` after saying what is wrong."""
        text = answer.strip()
        try:
            n = int(text)
        except ValueError:
            found = named(self.game, text, legal, view) if text else []
            if len(found) == 1:
                return legal[found[0]]
            shown = markup(repr(text) if text else "an empty line")
            if found:
                self.console.print(f"[red]{shown} names several moves:[/red] type one of their "
                                   "numbers, " + ", ".join(f"[{i + 1}]" for i in found))
            elif (why := unplayable(self.game, text, view)) is not None:
                self.console.print(f"[red]{shown}:[/red] {markup(why)}; type one of 1-{len(legal)}, "
                                   "? to see the table again, or help for the commands")
            else:
                self.console.print(f"[red]{shown} is not a number"
                                   f"{' or a name' if example_name(self.game, legal, view) else ''}"
                                   f":[/red] type one of 1-{len(legal)}, ? to see the table again, "
                                   "or q to stop")
            return None
        if not 1 <= n <= len(legal):
            self.console.print(f"[red]{n} is out of range:[/red] choose one of 1-{len(legal)}, "
                               "the number in brackets before a move")
            return None
        return legal[n - 1]

    def _text(self, move: Move, view: View | None = None) -> str:
        return describe_move(self.game, move, view)

    def _hand_over(self, player: int) -> None:
        # Clearing hides the previous person's hand and choice before the next one sits down.
        if self.console.is_terminal:
            self.console.clear()
            self.console.file.write(CLEAR_SCROLLBACK)  # else the last screen is one scroll away
            self.console.file.flush()
        else:
            self.console.rule()
        input(f"player {player}'s turn: pass the keyboard to player {player} and press Enter ")

    def _at_keyboard(self, player: int) -> bool:
        """Whether ``player`` is the person at the keyboard (may be shown what they may see)."""
        return not self.hot_seat or self.last_asked == player

    def _catch_up(self, player: int, work: Match[Any]) -> None:
        """Show ``player`` every entry of ``work``'s log they have not been shown, in order:
        what happened before their turn, then what their turn logged so far.

        This is the one place :attr:`seen` moves on, so whatever is played between two
        prompts (bots, forced moves, steps) is shown exactly once, at the next chance the
        player has to read it."""
        log = work.log
        start = min(self.seen[player], len(log))
        split = max(start, min(self.turn_start, len(log)))
        self._print_entries(log[start:split], player, "since your last turn")
        self._print_entries(log[split:], player, "this turn so far")
        self.seen[player] = len(log)

    def _show_log(self, player: int, work: Match[Any], arg: str) -> None:
        """``log``: the events ``player`` has been shown, again; ``log N``: the last N."""
        seen = work.log[:self.seen[player]]
        if arg:
            try:
                n = int(arg)
            except ValueError:
                n = 0
            if n < 1:
                self.console.print(f"[red]log takes a number of events, not {markup(repr(arg))}:[/red] "
                                   "log shows every event you have seen, log 10 the last 10")
                return
            seen = seen[-n:]
        if not seen:
            self.console.print("no events yet")
            return
        title = f"your log: events {seen[0].seq}-{seen[-1].seq}" if len(seen) > 1 else "your log"
        self._print_entries(seen, player, title)

    def _show_help(self, legal: Sequence[Move], view: View, back: bool) -> None:
        """``help``: the commands of the move prompt, and what a move may be typed as."""
        grid = Table.grid(padding=(0, 2))
        grid.add_column(style="bold", no_wrap=True)
        grid.add_column()
        grid.add_row(f"1-{len(legal)}", "the move with that number (the number in brackets before it)")
        if self.game.move_names is not None:
            example = example_name(self.game, legal, view)
            hint = name_hint(self.game)
            grid.add_row("a name", Text("a move by its name instead of its number, in any case"
                                        + (f": {hint}" if hint else "")
                                        + (f" (now such as {example})" if example
                                           else " (no move has one now)")))
        grid.add_row("b, back", "take back the last step of this turn, while nothing was drawn "
                                "or shown since" + ("" if back else " (nothing to take back now)"))
        grid.add_row("?", "show the table and your moves again")
        grid.add_row("log, log N", "show again the events you have seen, or the last N")
        grid.add_row("help, h", "this list")
        grid.add_row("q, quit, exit", Text("stop the match, unfinished (Ctrl-C and the end of input "
                                           "do the same)" + (f"; it is saved to {printable(self.save)}"
                                                             if self.save else "; not saved")))
        self.console.print(Panel(grid, title="commands", title_align="left"))

    def _print_entries(self, entries: Sequence[Entry], viewer: int | None, title: str) -> None:
        table = entries_table(self.game, [redact(e, viewer) for e in entries], viewer)
        if table is not None:
            self.console.print(Panel(table, title=title, title_align="left"))

    def _show_table(self, player: int, legal: Sequence[Move], view: View) -> None:
        self.console.print(render_view(self.game, view))
        self.console.print(status_line(self.game, view))
        texts = [self._text(m, view) for m in legal]
        self.console.print(Panel(self._choices(texts), title=f"player {player}: your moves",
                                 title_align="left"))

    def _choices(self, texts: Sequence[str]) -> RenderableType:
        """The numbered moves: side by side when short, else one a line with the text indented."""
        if max(len(t) for t in texts) + 8 <= self.console.width // 2:
            return Columns([Text.assemble((f"[{i}]", "bold"), " ", t) for i, t in enumerate(texts, 1)],
                           padding=(0, 3))
        grid = Table.grid(padding=(0, 1))
        grid.add_column(justify="right", style="bold", no_wrap=True)
        grid.add_column()
        for i, t in enumerate(texts, 1):
            grid.add_row(Text(f"[{i}]"), Text(t))
        return grid

    # -- the end --------------------------------------------------------------------------

    def _finish(self) -> int:
        if len(self.humans) == 1:  # the one person sees the rest of their log, from where it stopped
            viewer: int | None = self.humans[0]
            start = self.seen[self.humans[0]]
        else:  # bots only, or a hot seat: the rest as the table sees it
            viewer, start = None, max([self.shown, *self.seen.values()])
        self._print_entries(self.match.log[start:], viewer, "the last moves")
        self.console.print(render_view(self.game, self.match.view(viewer)))
        result = self.match.result
        if result is not None:
            labels = {p: "bot" if p in self.bots else "human" for p in range(self.match.players)}
            self.console.print(result_table(result, labels, viewer))
        self._save()
        return OK

    def _stop(self, reason: str, code: int | None = None) -> int:
        """Stop unfinished; ``code`` when a person stopped, else ok if saved, else a failure."""
        self.console.print(f"\nstopped ({reason}) after {_moves(len(self.match.moves))}; "
                           "the match is unfinished")
        saved = self._save()
        if saved:
            self.console.print(Text(printable(f"continue it with: senet play --resume {self.save}")))
        else:
            self.console.print("not saved (give --save FILE to keep an unfinished match)")
        if code is not None:
            return code
        return OK if saved else FAILURE

    def roles(self) -> list[str]:
        """Who plays each seat, as the save records it: ``human`` or the bot's spec."""
        return ["human" if p in self.humans else self.bot_names[p] for p in range(self.match.players)]

    def _save(self) -> bool:
        if self.save is None:
            return False
        write_file(self.save, self.match.save(self.roles()))
        self.console.print(Text(printable(f"saved to {self.save} ({_moves(len(self.match.moves))}); "
                                          f"see it with: senet replay {self.save}")))
        return True


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
                                     f"{_moves(len(again.match.moves))} ({again.how})")))
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
