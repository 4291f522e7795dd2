"""The sound effects: generated files with the expected length and no clipping; playing them
never fails, even with no audio device."""

from __future__ import annotations

import importlib.util
import struct
import wave

import pytest

from burraco_qt.engine import Discard, Draw, Game, MeldCards, Rules
from burraco_qt.paths import resource
from burraco_qt.sound import EFFECTS, SoundBoard, effect_for


def _generator():
    spec = importlib.util.spec_from_file_location("generate", resource("sounds", "generate.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", EFFECTS)
def test_sound_file_duration_and_no_clipping(name: str) -> None:
    gen = _generator()
    with wave.open(str(resource("sounds", f"{name}.wav"))) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 44100)
        frames = w.getnframes()
        data = w.readframes(frames)
    assert abs(frames / 44100 * 1000 - gen.DURATIONS[name]) < 2
    samples = struct.unpack(f"<{frames}h", data)
    peak = max(abs(s) for s in samples)
    assert 0.7 * 32767 < peak <= 0.81 * 32767  # normalised to 80 %, never clipped
    assert sum(1 for s in samples if abs(s) >= 32767) == 0


def test_generator_is_deterministic(tmp_path) -> None:
    gen = _generator()
    for name in EFFECTS:
        out = gen.write(name, tmp_path)
        assert out.read_bytes() == resource("sounds", f"{name}.wav").read_bytes()


def test_effects_follow_the_events() -> None:
    rules = Rules.preset("italian", decks=1, hand_size=4, pozzetto_size=3)
    game = Game(rules, 2, deck="3h,4h,5h,6h, Kc,Kd,Ks,Js, 7h,8h,9h, Ac,2c,3c, Th, Qs,2s")
    assert effect_for(game.apply(Draw())) == "draw"
    assert effect_for(game.apply(MeldCards("3h,4h,5h,6h"))) == "meld"
    assert effect_for(game.apply(Discard("Qs"))) == "pozzetto"  # the last card takes the pozzetto


def test_sound_with_no_audio_device_is_silent_and_safe(qapp) -> None:
    board = SoundBoard(enabled=True)
    for name in EFFECTS:
        board.play(name)  # no device here: nothing happens, nothing fails
    assert board.played == list(EFFECTS)
    board.set_enabled(False)
    board.play("deal")
    assert board.played == list(EFFECTS)  # switched off: not even asked to play
