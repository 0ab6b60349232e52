"""The terminal table of ``senet play``: a :class:`Session` asks the human seats for their
moves, lets the bots play the others, and shows every event each seat may see, once and in
order."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.panel import Panel
from rich.text import Text

from ..bots import Bot, bot_seed, decide, make_bot
from ..errors import IllegalMove, InternalError
from ..flow import Entry
from ..game import Game
from ..match import Match, View, redact
from ..options import OptionValue
from ..undo import take_back, take_back_plan
from ..values import Move
from .common import (
    FAILURE,
    OK,
    STOPPED,
    count,
    write_file,
)
from .prompt import choices, help_panel
from .steps import BACK_WORDS, example_name, named, retractable, unplayable
from .terminal import markup, printable
from .text import describe_move, entries_table, render_view, result_table, status_line

__all__ = ["DEFAULT_MAX_MOVES", "Session", "moves_text"]

DEFAULT_MAX_MOVES = 10_000
QUIT_WORDS = ("q", "quit", "exit")
TABLE_WORDS = ("?",)
HELP_WORDS = ("h", "help")
LOG_WORD = "log"
UNDO_WORDS = ("u", "undo")
CLEAR_SCROLLBACK = "\x1b[3J"
"""Erases the terminal's scrollback (xterm and most terminals), where a hand could still be read."""


def moves_text(n: int) -> str:
    return f"{n} move{'' if n == 1 else 's'}"


def _changed_options(game: Game[Any], options: Mapping[str, OptionValue]) -> str:
    """The options not left at their defaults, as ``key=value`` (options a person chose)."""
    defaults = {o.name: o.default for o in game.options}
    return " ".join(f"{k}={str(v).lower()}" for k, v in options.items() if defaults.get(k) != v)


class _Stop(Exception):
    """The player typed q."""


class _Undone(Exception):
    """Moves already played were taken back: the turn is asked again from where it now stands."""


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
                    return self._stop(f"the move cap of {moves_text(self.max_moves)} was reached")
                acting = self.match.to_act
                if not acting:
                    raise InternalError(f"{self.game.name}: nobody is to act in "
                                        f"{self.match.flow.at!r}")
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
            + "\ntype the [number] of a move; b takes back a step of your turn, undo your last move; "
              "? shows the table "
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
        except _Undone:
            return  # the steps of this turn were only tried on copies: dropped with them
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
            if word in UNDO_WORDS:
                self._undo(player)
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

    def _undo(self, player: int) -> None:
        """``undo``: take back ``player``'s last move played and every move after it, when it
        revealed nothing, the other people whose moves it takes back agreeing (bots agree)."""
        plan = take_back_plan(self.match, player)
        if plan.refusal is not None:
            self.console.print(f"[red]cannot undo:[/red] {markup(plan.refusal)}")
            return
        for other in plan.others:
            if other in self.bots:
                continue
            answer = input(f"player {other}, player {player} asks to take back {moves_text(plan.moves)}, "
                           "yours among them; agree? [y/N] ")
            if answer.strip().lower() not in ("y", "yes"):
                self.console.print(f"player {other} does not agree: nothing is taken back")
                return
        taken = take_back(self.match, player, agreed=True)
        length = len(self.match.log)
        self.seen = {p: min(seen, length) for p, seen in self.seen.items()}
        self.console.print(f"taken back: {moves_text(taken)}")
        raise _Undone

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
        self.console.print(help_panel(self.game, legal, view, back=back, save=self.save))

    def _print_entries(self, entries: Sequence[Entry], viewer: int | None, title: str) -> None:
        table = entries_table(self.game, [redact(e, viewer) for e in entries], viewer)
        if table is not None:
            self.console.print(Panel(table, title=title, title_align="left"))

    def _show_table(self, player: int, legal: Sequence[Move], view: View) -> None:
        self.console.print(render_view(self.game, view))
        self.console.print(status_line(self.game, view))
        texts = [self._text(m, view) for m in legal]
        self.console.print(Panel(choices(texts, self.console.width), title=f"player {player}: your moves",
                                 title_align="left"))

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
        self.console.print(f"\nstopped ({reason}) after {moves_text(len(self.match.moves))}; "
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
        self.console.print(Text(printable(f"saved to {self.save} ({moves_text(len(self.match.moves))}); "
                                          f"see it with: senet replay {self.save}")))
        return True
