"""The engine's fast paths give what the plain paths give, and refuse what they refuse."""

from __future__ import annotations

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
