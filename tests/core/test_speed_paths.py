"""The engine's fast paths give what the plain paths give, and refuse what they refuse."""

from __future__ import annotations

import attrs
import pytest

import senet
from senet.errors import SaveFormatError
from senet.savefile import codec_for
from senet.values import Move


def test_a_remembered_move_does_not_stand_in_for_data_of_other_types() -> None:
    codec = codec_for(senet.default_registry().get("nimmt-classic"))
    good = {"$type": "nimmt/take_row", "row": 1}
    first = codec.move_untrusted(good, "move 1")
    again = codec.move_untrusted({"$type": "nimmt/take_row", "row": 1}, "move 2")
    assert first == again == codec.structure_untrusted(good, Move, "move")
    for wrong in (True, 1.0, "1", [1]):
        with pytest.raises(SaveFormatError, match="move 3"):
            codec.move_untrusted({"$type": "nimmt/take_row", "row": wrong}, "move 3")
    with pytest.raises(SaveFormatError):
        codec.move_untrusted({"$type": "nimmt/take_row", "row": 1, "extra": 0}, "move 4")


def test_a_save_whose_move_has_the_wrong_type_is_refused_after_the_right_one_was_read() -> None:
    match = senet.new_match("nimmt-classic", 3, seed=5)
    senet.play_out(match, max_moves=12)
    data = match.save()
    senet.load_match(data)  # the moves are remembered now
    envelope = senet.serial.unpack_untrusted(data)
    envelope["moves"][4][1]["tiles"] = [float(envelope["moves"][4][1]["tiles"][0])]
    with pytest.raises(SaveFormatError, match="move 5"):
        senet.load_match(senet.serial.pack(envelope))


def test_loading_adopts_the_games_own_listed_moves_and_a_later_load_plays_them() -> None:
    from senet_games.nimmt.classic.moves import PLAYS

    match = senet.new_match("nimmt-classic", 4, seed=11)
    senet.play_out(match, max_moves=30)
    data = match.save()
    first = senet.load_match(data)
    codec = codec_for(first.game)
    raw = senet.serial.unpack_untrusted(data)["moves"][0][1]
    remembered, _ = codec.keyed_move_untrusted(raw, "move 1")
    assert remembered is PLAYS[raw["tiles"][0]]  # the game's object, not the structured copy
    again = senet.load_match(data)
    assert again.save() == data == first.save()
    assert [m for _, m in again.moves] == [m for _, m in match.moves]
    codec.adopt("never remembered", PLAYS[1])  # only in place of a remembered move: nothing grows
    assert "never remembered" not in codec._moves


def test_packable_data_gives_the_bytes_of_unstructured_data_for_every_game() -> None:
    registry = senet.default_registry()
    for name in registry.names():
        sides: list[dict[str, object]] = [{}, {"side": "pro"}, {"luck": True}] if name == "nimmt" else [{}]
        for options in sides:
            match = senet.new_match(name, 3 if name != "nephthys" else 2, seed=3, options=options)
            for _ in range(4):
                senet.play_out(match, max_moves=30)
                codec = codec_for(match.game)
                for value, kind in ((match.state, match.game.state_type), (match.flow, senet.Flow)):
                    plain = codec.unstructure(value, kind)
                    assert senet.serial.pack(codec.packable(value, kind)) == senet.serial.pack(plain), name


@attrs.frozen
class _Rows:
    rows: tuple[tuple[int | None, ...], ...]
    mixed: tuple[int | str | None, ...]
    maybe: tuple[int, ...] | None


def test_tuples_of_optional_plain_items_pack_as_unstructured() -> None:
    codec = senet.serial.Codec([])
    for value in (_Rows(((1, None, 3), (), (None,)), (1, "a", None, True), None),
                  _Rows((), (), (4, 5)), _Rows(((None, None),), (2**63 - 1, -1), ())):
        plain = codec.unstructure(value, _Rows)
        assert senet.serial.pack(codec.packable(value, _Rows)) == senet.serial.pack(plain)


def test_a_redacted_log_hides_the_commits_of_others_and_passes_the_rest_as_they_are() -> None:
    match = senet.new_match("nimmt-classic", 3, seed=2)
    player = match.to_act[0]
    match.submit(player, match.legal_moves(player)[0])
    entry = match.log[-1]
    assert isinstance(entry.event, senet.Committed) and entry.event.move is not None
    mine, theirs = match.log_for(player)[-1], match.log_for((player + 1) % 3)[-1]
    assert mine is entry
    assert theirs.event == senet.Committed(player, None) and theirs.seq == entry.seq
    for seen, kept in zip(match.log_for(None)[:-1], match.log[:-1], strict=True):
        hand = getattr(kept.event, "cards", None)
        if isinstance(hand, senet.Hand):
            assert isinstance(seen.event.cards, senet.Hand) and seen.event.cards.items == ()
            assert not seen.event.cards.known and len(seen.event.cards) == len(hand.items)
        else:
            assert seen is kept
