"""What the server does, apart from HTTP: matches made, seen, played, and played by bots.

Every method runs in a worker thread (it talks to the database) and raises only
:class:`ApiError` for what the request got wrong; nothing changes when it raises.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from ..create import new_match
from ..errors import IllegalMove, OptionError, SenetError, UnknownGame
from ..seatfile import export_seat
from ..words import who
from .autoplay import Autoplay
from .bots import BOT_SECONDS, bot_for, bot_seed, check_spec, play_bot
from .checks import check_name, fields, integer, move_ref
from .db import matches, seats
from .jsonform import ApiError, legal_json, move_from_json, redact_entries, result_json, view_json
from .presence import Presence, seat_row
from .store import Live, Store, undo_request
from .tokens import new_id, new_token, same, token_hash

__all__ = ["Caller", "Service"]

MAX_SEATS = 16
BOT_MOVES = 20_000
"""Bot moves in a row without a person's, at most (a match of bots only that might never end)."""
MAX_CHOICES = 10
"""Moves a seat may make in one decision put to several at once: its hidden choice and up to
nine changes of mind (each is a move row and a log entry for every seat)."""
REFUSED = {"not_your_turn": 409, "game_over": 409}
Caller = int | None
"""A seat, or ``None`` for a spectator."""


class Service:
    """The server's operations over one :class:`Store`."""

    def __init__(self, store: Store, *, server_key: str | None = None, bot_seconds: float = BOT_SECONDS,
                 bot_threads: int = 1, bot_queue: int = 1000) -> None:
        self.store = store
        self.server_key = token_hash(server_key) if server_key else None
        self.bot_seconds = bot_seconds
        """The time budget of one bot move (a bot's own ``seconds`` is cut to it)."""
        self.autoplay = Autoplay(self.bot_move, threads=bot_threads, queue=bot_queue)
        self.presence = Presence(store, self.autoplay)
        """Who is at the table: connections counted, absent seats, seats out of time."""
        self._streak: dict[str, int] = {}
        """Bot moves in a row per match (a match of bots only stops at :data:`BOT_MOVES`)."""
        self.listeners: list[Callable[[str, int], None]] = []
        self.notify: Callable[[Connection, str, int], None] | None = None

    # -- who is asking ---------------------------------------------------------------------

    def is_server(self, token: str | None) -> bool:
        """Whether ``token`` is the server key."""
        return token is not None and same(self.server_key, token)

    def caller(self, match_id: str, token: str | None) -> Caller:
        """The seat ``token`` opens in this match, ``None`` for a spectator; 401 otherwise."""
        with self.store.locked(match_id):
            return self.who(self.store.live(match_id), token)

    def who(self, live: Live, token: str | None) -> Caller:
        """:meth:`caller` for a match at hand (locked)."""
        if token is not None:
            found: Caller | bool = False
            for seat in live.seats:  # every seat compared, in constant time
                if same(seat.token_hash, token):
                    found = seat.seat
            if found is not False:
                return found
            if same(live.row.spectator_hash, token) or self.is_server(token):
                return None
            raise ApiError(401, "bad_token", "this token opens no seat of this match")
        if live.row.public:
            return None
        raise ApiError(401, "no_token", "this match is private: send a seat or spectator token "
                       "as 'Authorization: Bearer TOKEN'")

    # -- making matches ----------------------------------------------------------------------

    def create(self, body: Any, token: str | None) -> dict[str, Any]:
        """A new match; its seat tokens and spectator token are shown this once."""
        if self.server_key is not None and not self.is_server(token):
            raise ApiError(401, "server_key", "this server makes matches for holders of its server key")
        body = fields(body, {"game": str, "players": int, "options": dict, "seed": int, "seats": list,
                             "public": bool, "seconds_per_move": (int, type(None))}, ("game", "players"))
        if not 1 <= len(body["game"]) <= 64:
            raise ApiError(404, "unknown_game", "a game's name has 1 to 64 characters (GET /games)")
        try:
            game = self.store.registry.get(body["game"])
        except UnknownGame as exc:
            raise ApiError(404, "unknown_game", str(exc)) from None
        players = integer(body["players"], "players", 1, MAX_SEATS)
        seed = body.get("seed", secrets.randbits(63))
        seconds = body.get("seconds_per_move")
        if seconds is not None:
            integer(seconds, "seconds_per_move", 1, 7 * 86400)
        specs = body.get("seats", [{}] * players)
        if len(specs) != players:
            raise ApiError(422, "bad_body", f"'seats' lists {len(specs)} seats for {players} players")
        try:
            match = new_match(game, players, seed=seed, options=body.get("options", {}),
                              registry=self.store.registry)
        except (OptionError, SenetError) as exc:
            raise ApiError(422, "bad_options", str(exc)) from None
        match_id, tokens, rows = new_id(), [], []
        for seat, spec in enumerate(specs):
            spec = fields(spec, {"bot": str, "open": bool, "name": str})
            bot = spec.get("bot")
            if bot is not None:
                bot = check_spec(bot, self.store.registry)
            name = spec.get("name")
            if name is not None:
                check_name(name)
            token = None if bot is not None or spec.get("open") else new_token()
            tokens.append({"seat": seat, "token": token, "bot": bot, "name": name})
            rows.append({"seat": seat, "token_hash": token_hash(token) if token else None,
                         "name": name, "bot": bot})
        bots = [row["bot"] for row in rows if row["bot"] is not None]
        if bots and self.autoplay.full():
            raise ApiError(429, "bots_busy", "this server's bots have too many matches to play now: "
                           "try again later, or make a match without bot seats")
        spectator = new_token()
        with self.store.locked(match_id):
            with self.store.writing() as conn:
                self.store.insert(conn, match_id, match, {
                    "public": body.get("public", False), "seconds_per_move": seconds,
                    "spectator_hash": token_hash(spectator)}, rows)
        if bots:
            self.autoplay.wake(match_id, people=len(bots) < players)
        return {"id": match_id, "game": game.name, "players": players, "seats": tokens,
                "spectator_token": spectator}

    def join(self, match_id: str, body: Any, token: str | None) -> dict[str, Any]:
        """Take an open seat (the first one unless ``seat`` is given): its token, shown once."""
        body = fields(body, {"seat": int, "name": str})
        with self.store.locked(match_id):
            live = self.store.live(match_id)
        row = live.row
        if not row.public and not (same(row.spectator_hash, token or "") or self.is_server(token)):
            raise ApiError(403, "private", "this match is private: join with its spectator token")
        name = body.get("name")
        if name is not None:
            check_name(name)
        open_seats = [s.seat for s in live.seats if s.token_hash is None and s.bot is None]
        wanted = body.get("seat", open_seats[0] if open_seats else None)
        if wanted not in open_seats:
            raise ApiError(409, "seat_taken", "no such open seat" if open_seats else "no seat is open")
        new = new_token()
        with self.store.writing() as conn:
            done = conn.execute(sa.update(seats).where(seats.c.match_id == match_id)
                                .where(seats.c.seat == wanted).where(seats.c.token_hash.is_(None))
                                .values(token_hash=token_hash(new), name=name)).rowcount
            self.store.touch_seats(conn, match_id)
        if done != 1:
            raise ApiError(409, "seat_taken", f"seat {wanted} was taken first")
        return {"id": match_id, "seat": wanted, "token": new}

    # -- seeing ------------------------------------------------------------------------------------

    def summary(self, live: Live, seat: Caller) -> dict[str, Any]:
        """The match as ``seat`` sees it: view, legal moves, seats, result."""
        shown = live.shown.get(seat)
        if shown is None:
            shown = live.shown[seat] = self._summary(live, seat)
        return dict(shown)

    def _summary(self, live: Live, seat: Caller) -> dict[str, Any]:
        match = live.match
        seat_list = [{"seat": s.seat, "name": s.name, "bot": s.bot, "open": s.token_hash is None and
                      s.bot is None, "absent": s.absent} for s in live.seats]
        return {"id": live.id, "game": match.game.name, "seat": seat, "n": live.n, "over": match.is_over,
                "view": view_json(match, seat), "seats": seat_list,
                "legal": legal_json(match, seat, live.state_n) if seat is not None else [],
                "result": result_json(match.result), "undo": undo_request(live),
                "rematch": live.row.rematch if live.row is not None else None}

    def look(self, match_id: str, token: str | None) -> dict[str, Any]:
        """``GET /matches/{id}``."""
        with self.store.locked(match_id):
            live = self.store.live(match_id)
            return self.summary(live, self.who(live, token))

    def log(self, match_id: str, token: str | None, after: int) -> dict[str, Any]:
        """The log redacted for the caller, from move ``after`` on, with the server's notes."""
        with self.store.locked(match_id):
            live = self.store.live(match_id)
            return {"n": live.n, "moves": self.moves_after(live, self.who(live, token), after)}

    def moves_after(self, live: Live, seat: Caller, after: int) -> list[dict[str, Any]]:
        """Each move after move ``after``: its number, its events as ``seat`` sees them, its note."""
        if not 0 <= after <= live.n:
            raise ApiError(409, "bad_seq", f"the match has {live.n} moves; asked for those after {after}")
        game, ends = live.match.game, live.log_ends
        log = live.match.log
        out = []
        for k in range(after + 1, live.n + 1):
            out.append({"n": k, "note": live.notes.get(k),
                        "events": redact_entries(game, log[ends[k - 1]:ends[k]], seat)})
        return out

    def save(self, match_id: str, token: str | None) -> bytes:
        """The save file, once the match is over (before, it holds every seat's secrets)."""
        with self.store.locked(match_id):
            live = self.store.live(match_id)
            self.who(live, token)
            if not live.match.is_over:
                raise ApiError(403, "not_over", "the save file holds every seat's secrets: "
                               "it can be downloaded once the match is over")
            return live.match.save()

    def export(self, match_id: str, token: str | None) -> bytes:
        """The caller's seat's export (its log and view, no seed): shareable before the end."""
        with self.store.locked(match_id):
            live = self.store.live(match_id)
            seat = self.who(live, token)
            if seat is None:
                raise ApiError(403, "no_seat", "an export is one seat's view: send that seat's token")
            return export_seat(live.match, seat)

    # -- playing -------------------------------------------------------------------------------

    def submit(self, match_id: str, body: Any, token: str | None) -> dict[str, Any]:
        """Play the caller's move (by identifier, or as JSON); the new events and view."""
        body = fields(body, {"id": str, "move": dict, "after": int})
        if ("id" in body) == ("move" in body):
            raise ApiError(422, "bad_body", "send either 'id' (a listed move's identifier) or 'move'")
        with self.store.locked(match_id):
            live = self.store.live(match_id)
            seat = self.who(live, token)
            if seat is None:
                raise ApiError(403, "spectator", "a spectator cannot move")
            before = live.n
            if live.match.is_over:
                raise ApiError(409, "game_over", "the match is over: no more moves")
            if "id" in body:
                decision, index = move_ref(body["id"])
                if decision != live.state_n:
                    raise ApiError(409, "stale", f"move {body['id']} was listed for decision {decision}; "
                                   f"the match is at decision {live.state_n}: get the legal moves again")
                legal = live.match.legal_moves(seat)
                if not legal:
                    raise ApiError(409, "not_your_turn", f"seat {seat} has no decision to make now")
                if index >= len(legal):
                    raise ApiError(422, "unknown_move", f"no listed move {body['id']} for seat {seat}")
                move = legal[index]
            else:
                move = move_from_json(live.match.game, body["move"])
                if "after" in body and body["after"] != live.n:
                    raise ApiError(409, "stale", f"the match is at decision {live.n}, not {body['after']}")
            commits = live.match.flow.commits
            if commits[seat] is not None and commits[seat] == move:
                raise ApiError(409, "already_chosen", "this seat has already chosen this move")
            if commits[seat] is not None and self._choices(live, seat) >= MAX_CHOICES:
                raise ApiError(409, "too_many_changes", f"a seat may choose {MAX_CHOICES} times in one "
                               "decision (its first choice and its changes of mind): its choice stands")
            back = live.seats[seat].absent
            self._commit(live, seat, move, f"{who(seat, None)} is back" if back else None,
                         present=seat if back else None)
            self._streak.pop(match_id, None)
            if any(row.bot is not None or row.absent for row in live.seats):
                self.autoplay.wake(match_id)
            result = self.summary(live, seat)
            result["moves"] = self.moves_after(live, seat, before)
            return result

    @staticmethod
    def _choices(live: Live, seat: int) -> int:
        """How many moves ``seat`` made since the game state last changed: in a decision put
        to several seats at once, its hidden choice and its changes of mind."""
        moves = live.match.moves
        return sum(1 for player, _ in moves[len(moves) - (live.n - live.state_n):] if player == seat)

    def _commit(self, live: Live, seat: int, move: Any, note: str | None, *, present: int | None = None
                ) -> None:
        owed = [row.seat for row in live.seats if row.back and row.seat != present]
        notes = [note] if note is not None else []
        notes += [f"{who(p, None)} is back" for p in owed]  # it reconnected since the last move

        def extra(conn: Connection) -> None:
            if present is not None:
                conn.execute(seat_row(live.id, present).values(absent=False, back=False))
            for p in owed:
                conn.execute(seat_row(live.id, p).values(back=False))
            if present is not None or owed:
                self.store.touch_seats(conn, live.id)
            if self.notify is not None:
                self.notify(conn, live.id, live.n + 1)

        try:
            self.store.commit(live, seat, move, "; ".join(notes) or None, extra)
        except IllegalMove as exc:
            code = exc.code if exc.code in REFUSED else "illegal_move"
            raise ApiError(REFUSED.get(exc.code, 422), code, str(exc)) from None
        if present is not None or owed:
            live.seats = []  # read again with the new marks
            self.store.live(live.id)
        for listener in self.listeners:
            listener(live.id, live.n)

    def bot_move(self, match_id: str) -> bool | None:
        """Play one move of a bot (or absent) seat of ``match_id`` if one is due (what the
        :class:`Autoplay` threads call): ``None`` when none is, else whether a person plays
        in the match. The bot thinks on a copy with the match unlocked, and its move commits
        only if the match is still where it was."""
        with self.store.locked(match_id):
            live = self.store.live(match_id)
            rows, match, n = live.seats, live.match, live.n
            auto = [p for p in match.to_act if rows[p].bot is not None or rows[p].absent]
            streak = self._streak.get(match_id, 0)
            if match.is_over or not auto or streak >= BOT_MOVES:
                self._streak.pop(match_id, None)
                return None
            seat = auto[0]
            spec = rows[seat].bot
            people = any(r.bot is None for r in rows)
            copy, undos = match.copy(), live.row.undos
        bot = bot_for(spec or "random", seat, bot_seed(match_id, n), self.store.registry, self.bot_seconds)
        move = play_bot(bot, copy, seat)
        with self.store.locked(match_id):
            live = self.store.live(match_id)
            row = live.seats[seat]
            if live.n != n or live.row.undos != undos or not (row.bot is not None or row.absent):
                return people  # moved or taken back meanwhile, or the seat is back: looked at again
            note = None if row.bot is not None else f"{who(seat, None)} is absent: a bot played for them"
            try:
                self._commit(live, seat, move, note)
            except ApiError as error:
                if error.code != "conflict":
                    raise
                return people  # another process played first
        self._streak[match_id] = streak + 1
        return people

    def leave(self, match_id: str, token: str | None, present: bool) -> dict[str, Any]:
        """A seat leaves (a bot plays for it) or comes back."""
        with self.store.locked(match_id):
            seat = self.who(self.store.live(match_id), token)
            if seat is None:
                raise ApiError(403, "spectator", "a spectator holds no seat")
            self.presence.set(match_id, seat, present)
            if not present:
                self.autoplay.wake(match_id)
            return self.summary(self.store.live(match_id), seat)

    def resume(self) -> int:
        """Queue every match not over that has a bot or an absent seat (at start: a process
        that stopped between a person's move and the bot's left that bot's move unplayed);
        returns how many. The workers play what is due there and pass over the rest."""
        has_bot = (sa.select(seats.c.match_id)
                   .where(sa.or_(seats.c.bot.is_not(None), seats.c.absent.is_(True))).distinct())
        with self.store.engine.connect() as conn:
            found = conn.execute(sa.select(matches.c.id).where(matches.c.over.is_(False))
                                 .where(matches.c.id.in_(has_bot)).order_by(matches.c.created)).scalars().all()
        for match_id in found:
            self.autoplay.wake(match_id)
        return len(found)

    def listing(self, token: str | None, player: str | None) -> list[dict[str, Any]]:
        """Public matches not over (newest first), or with the server key a player's matches;
        ``open``: how many seats wait for someone to join (neither taken nor a bot's)."""
        waiting = (sa.select(sa.func.count()).select_from(seats)
                   .where(seats.c.match_id == matches.c.id, seats.c.token_hash.is_(None),
                          seats.c.bot.is_(None))
                   .scalar_subquery().label("open"))
        query = sa.select(matches.c.id, matches.c.game, matches.c.players, matches.c.over,
                          matches.c.public, waiting).order_by(matches.c.created.desc()).limit(200)
        if player is not None:
            check_name(player, "a player's name")
            if not self.is_server(token):
                raise ApiError(401, "server_key", "listing a player's matches needs the server key")
            query = query.where(matches.c.id.in_(sa.select(seats.c.match_id).where(seats.c.name == player)))
        else:
            query = query.where(matches.c.public.is_(True)).where(matches.c.over.is_(False))
        with self.store.engine.connect() as conn:
            return [dict(r._mapping) for r in conn.execute(query).all()]
