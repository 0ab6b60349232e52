"""Goofspiel's words: its move and events in a sentence for whoever reads them, one function
per type."""

from senet import Words, does, who

from .game import Bid, BidsPlayed, PrizeDiscarded, PrizeTurned, PrizeWon

WORDS = Words()
WORDS.move(Bid)(lambda move, view: f"bid {move.card}")  # the picture's buttons say the same


@WORDS.event(PrizeTurned)
def _turned(e: PrizeTurned, viewer: int | None) -> str:
    return f"round {e.round}: prize {e.prize} is turned up"


@WORDS.event(BidsPlayed)
def _played(e: BidsPlayed, viewer: int | None) -> str:
    said = ", ".join(f"{who(p, viewer)} {bid}" for p, bid in enumerate(e.bids))
    return f"bids: {said}" + (" (the last cards)" if e.forced else "")


@WORDS.event(PrizeWon)
def _won(e: PrizeWon, viewer: int | None) -> str:
    return f"{does(e.player, viewer, 'wins')} prize {e.prize} with {e.bid}"


@WORDS.event(PrizeDiscarded)
def _discarded(e: PrizeDiscarded, viewer: int | None) -> str:
    return f"{' and '.join(who(p, viewer) for p in e.players)} tie at {e.bid}: prize {e.prize} is discarded"
