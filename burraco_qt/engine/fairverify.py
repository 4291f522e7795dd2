"""Verify a fair hand (issue 29): the fingerprint, the cut and the replay of a record.

:func:`verify_hand` checks one game record, :func:`verify_document` a game record or a match
record (an autosave: every hand, then its totals). Each check gives a :class:`Verdict` whose
``kind`` names what was found; the checks run in this order and the first failure is reported:

=============  ===============================================================================
``record``     the record cannot be loaded or replayed at all (RULES.md §18)
``malformed``  the ``"fair"`` entry has a wrong shape
``deck``       a card of the revealed deck was changed (it is not the whole deck, or not the
               shuffle of its seed)
``seed``       the seed of the fairness data is not the match's seed for that hand
``salt``       the revealed deck is the seed's shuffle but the salt does not give the
               fingerprint (the salt or the fingerprint was changed)
``deck_salt``  no seed to tell: the revealed deck and the salt do not give the fingerprint
``cut``        the hand was dealt from the committed deck cut elsewhere (or never cut)
``dealt``      the dealt deck is not the committed deck cut at all
``actions``    an action is refused by the rules in the replay (the actions were changed)
``scores``     the replay ends with other scores than the record's (the actions were changed)
``totals``     a match record's totals disagree with its replayed hands
``stripped``   a hand of a fair match record has no fairness data and was not dealt from the
               match's seed (its fairness data was removed)
=============  ===============================================================================

and ``ok`` (every check passed; for a hand whose committed deck still waits for its cut, with
nothing played, the commitment was checked) or ``none`` (a record without fairness data, from
before fair deals or a given deck: only the replay was checked). ``message`` says it in English with the
figures; ``values`` holds the figures for a translated sentence.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .cards import format_cards
from .deal import build_deck
from .errors import RuleError
from .fairdeal import Commitment, FairDataError, cut_deck, fingerprint, read_entry
from .game import Game
from .record import load_record, replay, stop

#: The kinds that are not failures.
GOOD = ("ok", "none")


@dataclass(frozen=True, slots=True)
class Verdict:
    """What verifying one hand (``hand``, from 1; 0 for a match-level check) found: ``kind``
    (see the module note), an English ``message``, and ``values`` (the figures of the message:
    ``fingerprint``, ``cut``, ``scores``, ``index``, …)."""

    hand: int
    kind: str
    message: str
    values: Mapping[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        """Whether nothing was found wrong (``ok`` or ``none``)."""
        return self.kind in GOOD


def _scores_text(scores: list[dict[str, Any]]) -> str:
    return " – ".join(str(s.get("total")) if isinstance(s, Mapping) else "?" for s in scores)


def check_commitment(game: Game, entry: Any, expected_seed: int | None = None) -> Commitment:
    """Check a hand's fairness entry against its dealt ``game`` (no action applied): the
    revealed deck, its seed, the fingerprint, the cut. Returns the commitment; raises
    :class:`FairDataError` with the tamper kind of the module note."""
    commitment = read_entry(entry, game.rules.universe())
    seed = commitment.seed
    if seed is not None:
        shuffle = build_deck(game.rules, game.players, seed=seed, solo_hand=game.solo_hand)
        for i, (shown_card, true_card) in enumerate(zip(commitment.deck, shuffle, strict=True)):
            if shown_card is not true_card:
                raise FairDataError(
                    "deck",
                    f"card {i + 1} of the revealed deck is {shown_card}, but the shuffle of seed "
                    f"{seed} puts {true_card} there: the revealed deck was changed",
                )
        if expected_seed is not None and seed != expected_seed:
            raise FairDataError("seed", f"the deck's seed {seed} is not the match's seed {expected_seed}")
    if fingerprint(commitment.deck, commitment.salt) != commitment.fingerprint:
        if seed is not None:
            raise FairDataError(
                "salt",
                "the salt does not give the fingerprint: the salt (or the fingerprint) was changed",
            )
        raise FairDataError(
            "deck_salt",
            "the revealed deck and the salt do not give the fingerprint: a card or the salt was changed",
        )
    if commitment.cut is None:
        raise FairDataError("cut", "the deck was never cut")
    dealt = list(game.deck)
    if commitment.dealt() != dealt:
        n = commitment.size
        other = next((k for k in range(1, n) if cut_deck(commitment.deck, k) == dealt), None)
        if other is not None:
            raise FairDataError(
                "cut",
                f"the hand was dealt from the deck cut at {other}, not at the recorded cut "
                f"{commitment.cut}: the cut was changed",
            )
        raise FairDataError(
            "dealt",
            f"the dealt deck is not the revealed deck cut at {commitment.cut}: the dealt deck was changed",
        )
    return commitment


def verify_hand(record: Any, hand: int = 1, expected_seed: int | None = None) -> Verdict:
    """Verify one game record (a parsed JSON value): its fairness entry if it has one, then the
    replay of its actions to its recorded ``scores`` (when it holds them). ``hand`` numbers the
    verdict; ``expected_seed`` is the match's seed for this hand (a match record's check)."""
    where = f"hand {hand}: " if hand else ""
    try:
        loaded = load_record(record)
    except RuleError as err:
        return Verdict(hand, "record", f"{where}the record cannot be replayed: {err.message}")
    values: dict[str, Any] = {}
    entry = record.get("fair") if isinstance(record, Mapping) else None
    if entry is not None:
        try:
            commitment = check_commitment(loaded.game, entry, expected_seed)
        except FairDataError as err:
            waiting = _waits_for_cut(loaded.game, entry, err)
            if waiting is None:
                return Verdict(hand, err.kind, where + err.message)
            return Verdict(
                hand,
                "ok",
                f"{where}fingerprint {waiting} matches the revealed deck and salt; the deck waits "
                "for its cut and nothing was played yet",
                {"fingerprint": waiting, "cut": None, "scores": ""},
            )
        values = {"fingerprint": commitment.fingerprint, "cut": commitment.cut}
    done = replay(loaded, on_refused=stop)
    if done.refused:
        index, code = done.refused[0]
        action = record["actions"][index]
        return Verdict(
            hand,
            "actions",
            f"{where}action {index + 1} ({json.dumps(action)}) is refused by the rules ({code}): "
            "the actions were changed",
            {"index": index + 1, "code": code},
        )
    game = done.game
    scores = [s.as_dict() for s in game.scores()] if game.over else None
    recorded = record.get("scores")
    if recorded is not None and recorded != scores:
        got = _scores_text(scores) if scores else "an unfinished hand"
        return Verdict(
            hand,
            "scores",
            f"{where}the replay gives {got}, the record says {_scores_text(recorded)}: "
            "the actions were changed",
            {"replayed": got, "recorded": _scores_text(recorded)},
        )
    values["scores"] = _scores_text(scores) if scores else ""
    result = f"the replay gives {values['scores']}" if scores else "the hand is not finished"
    if entry is None:
        return Verdict(
            hand, "none", f"{where}no fairness data (a hand dealt before fair deals); {result}", values
        )
    return Verdict(
        hand,
        "ok",
        f"{where}fingerprint {values['fingerprint']} matches the revealed deck and salt, "
        f"the deck was cut at {values['cut']}; {result}",
        values,
    )


def _waits_for_cut(game: Game, entry: Any, err: FairDataError) -> str | None:
    """The fingerprint of a commitment whose only fault is that its deck waits for the cut with
    no action played (an autosave taken at the deal of the next hand), else ``None``. The cut
    is the last check of :func:`check_commitment`: the deck, its seed and the salt passed."""
    if err.kind != "cut" or game.actions or not isinstance(entry, Mapping) or entry.get("cut") is not None:
        return None
    return read_entry(entry, game.rules.universe()).fingerprint


def verify_document(data: Any) -> list[Verdict]:
    """Verify a game record or a match record (every hand with its match's seed, then the
    totals). Returns one verdict per hand, and for a match record whose hands are all good one
    more (``hand`` 0) on the match as a whole (``ok``, or ``totals``/``record``)."""
    if not isinstance(data, Mapping) or data.get("kind") != "match":
        return [verify_hand(data, 0)]
    from .match import Match, hand_seed

    hands = data.get("hands")
    seed = data.get("seed")
    if not isinstance(hands, list) or not hands or isinstance(seed, bool) or not isinstance(seed, int):
        return [Verdict(0, "record", "the match record has no hands or no seed")]
    first = data.get("first_hand", 1)
    first = first if isinstance(first, int) and not isinstance(first, bool) else 1
    out = [verify_hand(h, first + i, hand_seed(seed, first + i)) for i, h in enumerate(hands)]
    if data.get("fair") is True:  # a fair match: only a hand dealt before it was fair has no entry
        for i, (hand_data, verdict) in enumerate(zip(hands, out, strict=True)):
            k = first + i
            if verdict.kind == "none" and (
                not isinstance(hand_data, Mapping) or hand_data.get("seed") != hand_seed(seed, k)
            ):
                out[i] = Verdict(
                    k,
                    "stripped",
                    f"hand {k}: the match is fair but this hand has no fairness data and was not "
                    "dealt from the match's seed: its fairness data was removed",
                )
    if all(v.ok for v in out):
        try:
            Match.from_record(data)
        except RuleError as err:
            kind = "totals" if "totals" in err.message else "record"
            out.append(Verdict(0, kind, f"the match: {err.message}"))
        else:
            out.append(Verdict(0, "ok", "the match: the totals agree with the hands"))
    return out


def revealed_text(commitment: Commitment) -> str:
    """The committed deck in notation (as the score sheet reveals it)."""
    return format_cards(commitment.deck)
