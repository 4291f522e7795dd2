"""Replay command: ``python -m burraco_qt.engine.replay_command FILE.json`` (RULES.md section 18).

Deals the record's deck, applies its actions in order and prints one JSON object on stdout:
``{"results": [...], "over": ..., "closing_team": ..., "scores": [...]}``, exit status 0. A record
that cannot be replayed at all prints ``{"error": CODE, "message": TEXT}`` and exits with 2; so
does a file that cannot be read, or one larger than ``MAX_BYTES`` (only that much is ever read,
so a device such as ``/dev/zero`` is refused too). ``-`` reads standard input.
"""

from __future__ import annotations

import argparse
import json
import sys

from .errors import shown
from .record import replay_text

#: The largest record read (bytes); a longer file or stream is refused unread.
MAX_BYTES = 4 * 1024 * 1024


def main(argv: list[str] | None = None) -> int:
    """Run the replay command; returns the exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m burraco_qt.engine.replay_command",
        description="Replay a Burraco game record and print the result as JSON.",
    )
    parser.add_argument("file", help="the record (JSON); - for standard input")
    parser.add_argument("--indent", type=int, default=None, help="pretty-print with this indent")
    args = parser.parse_args(argv)
    name = shown(args.file)
    try:
        if args.file == "-":
            text = sys.stdin.buffer.read(MAX_BYTES + 1)
        else:
            with open(args.file, "rb") as fh:  # a device (/dev/zero) is read only up to the cap
                text = fh.read(MAX_BYTES + 1)
    except OSError as err:
        print(json.dumps({"error": "invalid_record", "message": f"cannot read {name}: {err.strerror}"}))
        return 2
    if len(text) > MAX_BYTES:
        result = {
            "error": "invalid_record",
            "message": f"{name} is larger than {MAX_BYTES} bytes: not a game record",
        }
    else:
        result = replay_text(text)
    try:
        print(json.dumps(result, indent=args.indent), flush=True)
    except BrokenPipeError:  # e.g. piped into head: the reader has gone, that is fine
        sys.stderr.close()
    return 2 if "error" in result else 0


if __name__ == "__main__":
    sys.exit(main())
