"""Generate the table's sound effects (stdlib only, deterministic): ``python generate.py``.

Writes 16-bit mono 44.1 kHz WAV files next to this script. Every effect is synthesised here, so
the sounds are the project's own work under its licence. Peaks are normalised to 80 % of full
scale (no clipping). The durations are checked by ``tests/gui/test_sound.py``.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 44100
PEAK = 0.8

#: name -> duration in milliseconds (the tests read this table).
DURATIONS = {"deal": 520, "draw": 140, "discard": 110, "meld": 240, "pozzetto": 480, "close": 900}


def _env(n: int, attack: int, decay: float) -> list[float]:
    return [min(1.0, i / max(1, attack)) * math.exp(-i / (decay * RATE)) for i in range(n)]


def _noise(n: int, rng: random.Random, smooth: float) -> list[float]:
    out, last = [], 0.0
    for _ in range(n):
        last = last * smooth + rng.uniform(-1, 1) * (1 - smooth)
        out.append(last)
    return out


def _tick(n: int, rng: random.Random, decay: float = 0.012, smooth: float = 0.55) -> list[float]:
    noise = _noise(n, rng, smooth)
    env = _env(n, int(0.002 * RATE), decay)
    return [a * b for a, b in zip(noise, env, strict=True)]


def _tone(n: int, freq: float, decay: float, attack: float = 0.004) -> list[float]:
    env = _env(n, int(attack * RATE), decay)
    return [math.sin(2 * math.pi * freq * i / RATE) * e for i, e in enumerate(env)]


def _mix(total: int, parts: list[tuple[float, list[float], float]]) -> list[float]:
    out = [0.0] * total
    for start_s, samples, gain in parts:
        start = int(start_s * RATE)
        for i, v in enumerate(samples):
            if start + i < total:
                out[start + i] += v * gain
    return out


def synth(name: str) -> list[float]:
    rng = random.Random(name)
    n = int(DURATIONS[name] * RATE / 1000)
    if name == "deal":  # a quick run of card flicks
        parts = [
            (0.045 * k + rng.uniform(0, 0.01), _tick(int(0.05 * RATE), rng), 1.0 - 0.05 * k)
            for k in range(10)
        ]
        return _mix(n, parts)
    if name == "draw":  # a soft slide
        noise = _noise(n, rng, 0.85)
        return [v * math.sin(math.pi * i / n) ** 2 for i, v in enumerate(noise)]
    if name == "discard":  # a card snapped on the pile
        return _mix(n, [(0.0, _tick(n, rng, 0.02, 0.35), 1.0)])
    if name == "meld":  # two light taps and a wooden knock
        return _mix(
            n,
            [
                (0.0, _tick(int(0.06 * RATE), rng), 0.8),
                (0.07, _tick(int(0.06 * RATE), rng), 0.8),
                (0.12, _tone(int(0.12 * RATE), 440, 0.03), 0.5),
            ],
        )
    if name == "pozzetto":  # a rising arpeggio
        return _mix(
            n,
            [
                (0.0, _tone(int(0.2 * RATE), 523.25, 0.06), 0.6),
                (0.12, _tone(int(0.2 * RATE), 659.25, 0.06), 0.6),
                (0.24, _tone(int(0.24 * RATE), 783.99, 0.08), 0.6),
            ],
        )
    # close: a small fanfare
    return _mix(
        n,
        [
            (0.0, _tone(int(0.25 * RATE), 523.25, 0.08), 0.5),
            (0.15, _tone(int(0.25 * RATE), 659.25, 0.08), 0.5),
            (0.30, _tone(int(0.25 * RATE), 783.99, 0.08), 0.5),
            (0.45, _tone(int(0.45 * RATE), 1046.5, 0.15), 0.6),
        ],
    )


def write(name: str, folder: Path) -> Path:
    samples = synth(name)
    top = max(1e-9, max(abs(v) for v in samples))
    scale = PEAK * 32767 / top
    path = folder / f"{name}.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", round(v * scale)) for v in samples))
    return path


def main() -> None:
    folder = Path(__file__).resolve().parent
    for name in DURATIONS:
        print(write(name, folder))


if __name__ == "__main__":
    main()
