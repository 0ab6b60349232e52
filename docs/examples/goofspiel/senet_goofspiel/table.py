"""Goofspiel's table for the terminal, as text: your own bid shows, the others' only as made."""

import senet

from .game import Bid, GoofState


def render(shown: senet.View) -> str:
    """The round, the prize up, and each seat's score, prizes won and cards left."""
    t: GoofState = shown.state
    up = f"prize {t.prize} ({len(t.prizes)} face down)" if not shown.over else "game over"
    lines = [f"Goofspiel, round {t.round} of {t.cards}: {up}"]
    for p, hand in enumerate(t.hands):
        mine = shown.my_commit if p == shown.player else None
        bid = f"  [bid {mine.card}]" if isinstance(mine, Bid) else "  [has bid]" * bool(
            shown.committed and shown.committed[p])
        won, cards = "+".join(map(str, t.won[p])) or "nothing", " ".join(map(str, hand)) or "-"
        lines.append(f"  {senet.who(p, shown.player) + ':':<10} {t.scores[p]:3} ({won})  cards: {cards}{bid}")
    return "\n".join(lines + ["  discarded: " + " ".join(map(str, t.discarded))] * bool(t.discarded))
