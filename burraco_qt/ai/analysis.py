"""The analysis API (issue 26, item 6): what the expert thinks of a decision, for the coach.

For one decision of a seat, read from its :class:`~burraco_qt.engine.PlayerView` only,
:func:`analyse` values the expert's candidate plans, and any plan given (the player's), on the
**same** determinized worlds, and ranks them.

**Plans.** A plan is the seat's commands for one decision, as a tuple:

* the **draw** decision (the view's phase ``"draw"``): one command, :class:`Draw`,
  :class:`TakePile` or (draw mode) :class:`TakePozzetto`. The candidates are the expert's (the
  hard tier's choice first, :meth:`ExpertPlayer.draw_candidates`) and every other of the three
  the engine allows for sure (whatever the hidden cards). In a world the seat then finishes its
  turn with the fast rollout policy.
* the **turn** decision (phase ``"play"``): the turn's plays (melds and attaches) in order, then
  its discard. The candidates are :meth:`ExpertPlayer.candidates` (hard's plays, hard's plays
  cut at the first wildcard, no play, each with the three best discards). A plan that empties the
  hand (the pozzetto al volo) ends there: what follows depends on the pozzetto's cards, which the
  view cannot see, so the rollout policy finishes the turn; a plan without a discard is finished
  the same way. A plan's commands are checked against the view in order (``ValueError`` for a
  command the engine refuses, of another seat, or a plan of the wrong decision).

**Values.** World ``i`` is :func:`.expert.world` with the salt ``"{seed}|{decision key}"``, the
expert's own salt, so with the same ``seed`` and ``samples`` the worlds are those the expert
tier searches. A plan's value in a world is :func:`.expert.play_out`: the seat's team score minus
the best other team's after ``rounds`` rounds of the rollout policy (default
:data:`.expert.ROUNDS`, the expert's horizon: then the provisional :func:`.expert.position_value`
if the hand goes on), or the final score if the hand ended; ``rounds=None`` plays every world to
the end of the hand (real points of the hand). Values are integers (points); a plan a world
refuses is worth :data:`.expert.REFUSED` there (counted in :attr:`PlanValue.refused`). The mean
comes with a 95 % interval (normal, ``1.96`` standard errors); :meth:`Analysis.compare` gives the
paired difference of two plans on the same worlds, whose interval is much narrower than either.

**Determinism.** The same view, seed, samples and rounds give the same :class:`Analysis` on any
machine and any number of workers (integer values per world, gathered by world index).

**Cancellation.** ``cancel`` (a ``threading.Event`` or a callable returning ``True`` to stop) is
looked at before every world and every plan (in a pool: while waiting);
:class:`AnalysisCancelled` is raised then, nothing is returned.

**Off the GUI thread.** :func:`analyse` blocks its caller: run it in a worker thread
(:class:`AnalysisJob`, polled as ``model.thinker`` polls the expert), with ``workers=None`` to
spread the worlds over the shared process pool (:mod:`.pool`), or in a process of its own:
:func:`plan_values` is the picklable unit of work (a view, plans, world indices, a salt). Pure
Python, no Qt.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, wait
from dataclasses import dataclass, field
from typing import Any

from ..engine import Attach, Card, Command, Discard, Draw, MeldCards, PlayerView, TakePile, TakePozzetto
from .expert import ROUNDS, ExpertPlayer, _key, play_out, world
from .hard import HardPlayer
from .pool import pool, worker_count

#: Standard errors of the 95 % interval (normal approximation).
Z95 = 1.96
#: Rounds that stand for "to the end of the hand" when ``rounds`` is ``None``.
WHOLE_HAND = 10_000

Plan = tuple[Command, ...]
Cancel = threading.Event | Callable[[], bool] | None


class AnalysisCancelled(Exception):
    """The analysis was cancelled (its ``cancel`` event set, or its callable said stop)."""


def _stopped(cancel: Cancel) -> bool:
    if cancel is None:
        return False
    if isinstance(cancel, threading.Event):
        return cancel.is_set()
    return bool(cancel())


def _check(cancel: Cancel) -> None:
    if _stopped(cancel):
        raise AnalysisCancelled("analysis cancelled")


def _interval(values: Sequence[int]) -> tuple[float, float]:
    """Mean and 95 % half-width of ``values`` (half-width 0 for fewer than two values)."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0
    mean = sum(values) / n
    if n < 2:
        return mean, 0.0
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, Z95 * math.sqrt(var / n)


@dataclass(frozen=True, slots=True)
class PlanValue:
    """One plan's value: ``commands``, ``values`` (points, one per world, world ``i`` at ``i``)
    and whether it is one of the expert's candidates (``candidate``)."""

    commands: Plan
    values: tuple[int, ...]
    candidate: bool = True

    @property
    def mean(self) -> float:
        """Mean value over the worlds (points)."""
        return _interval(self.values)[0]

    @property
    def half_width(self) -> float:
        """Half-width of the mean's 95 % interval (points)."""
        return _interval(self.values)[1]

    @property
    def interval(self) -> tuple[float, float]:
        """The mean's 95 % interval ``(lo, hi)`` (points)."""
        mean, h = _interval(self.values)
        return mean - h, mean + h

    @property
    def refused(self) -> int:
        """Worlds whose hidden cards refuse the plan (valued :data:`.expert.REFUSED`)."""
        from .expert import REFUSED

        return sum(1 for v in self.values if v == REFUSED)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready summary: the commands as record actions, mean, interval, refused."""
        lo, hi = self.interval
        return {
            "plan": [c.to_action() for c in self.commands],
            "mean": round(self.mean, 2),
            "lo": round(lo, 2),
            "hi": round(hi, 2),
            "refused": self.refused,
            "candidate": self.candidate,
        }


@dataclass(frozen=True, slots=True)
class Difference:
    """``a`` minus ``b`` on the same worlds: ``values`` per world, their mean and 95 %
    half-width (points)."""

    values: tuple[int, ...]
    mean: float
    half_width: float

    @property
    def interval(self) -> tuple[float, float]:
        """The paired difference's 95 % interval ``(lo, hi)`` (points)."""
        return self.mean - self.half_width, self.mean + self.half_width


@dataclass(frozen=True, slots=True)
class Analysis:
    """The result of :func:`analyse`: the decision (``kind`` ``"draw"`` or ``"turn"``, the
    view's ``seat`` and ``turn``), the worlds (``samples``, ``seed``, ``rounds``), the plans
    ``ranked`` best first (mean, ties in the expert's candidate order) and ``choice``: the plan
    the expert tier plays here (the hard tier's draw when the expert would not search it)."""

    kind: str
    seat: int
    turn: int
    samples: int
    seed: int
    rounds: int | None
    ranked: tuple[PlanValue, ...]
    choice: Plan
    view: PlayerView = field(repr=False, compare=False)

    @property
    def best(self) -> PlanValue:
        """The best-ranked plan."""
        return self.ranked[0]

    def value_of(self, plan: Sequence[Command]) -> PlanValue:
        """``plan``'s value on this analysis's worlds: its ranked entry when it was analysed,
        else valued now, in this thread (the same worlds; ``ValueError`` for a plan the view
        refuses, see the module note)."""
        commands = normalise(self.view, plan)
        key = plan_key(commands)
        for pv in self.ranked:
            if plan_key(pv.commands) == key:
                return pv
        values = plan_values(
            self.view, [commands], range(self.samples), _salt(self.view, self.seed), self.rounds
        )
        return PlanValue(commands, tuple(values[0]), candidate=False)

    def compare(self, a: Sequence[Command] | PlanValue, b: Sequence[Command] | PlanValue) -> Difference:
        """The paired difference ``a − b`` on the same worlds (plans or their values)."""
        va = a if isinstance(a, PlanValue) else self.value_of(a)
        vb = b if isinstance(b, PlanValue) else self.value_of(b)
        diffs = tuple(x - y for x, y in zip(va.values, vb.values, strict=True))
        mean, h = _interval(diffs)
        return Difference(diffs, mean, h)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready summary (one line of ``devtools.analyse``)."""
        return {
            "turn": self.turn,
            "seat": self.seat,
            "phase": self.kind,
            "samples": self.samples,
            "seed": self.seed,
            "rounds": self.rounds,
            "choice": [c.to_action() for c in self.choice],
            "candidates": [pv.to_json() for pv in self.ranked],
        }


def decision_kind(view: PlayerView) -> str:
    """``"draw"`` or ``"turn"`` for the view's decision; ``ValueError`` when the seat has none
    (not its turn, the hand over)."""
    if view.over or not view.my_turn:
        raise ValueError("the seat has no decision to analyse (not its turn, or the hand is over)")
    return "draw" if view.phase == "draw" else "turn"


def _resolved(view: PlayerView, cmd: Command) -> Command:
    """``cmd`` with the seat as its player and its cards as the view resolves them (a record's
    card specs become the hand's cards)."""
    seat = view.seat
    if isinstance(cmd, Draw):
        return Draw(seat)
    if isinstance(cmd, TakePile):
        return TakePile(seat)
    if isinstance(cmd, TakePozzetto):
        return TakePozzetto(seat)
    plan = view.plan(cmd)
    if isinstance(cmd, Discard):
        return Discard(plan.card, seat)
    if isinstance(cmd, MeldCards):
        return MeldCards(tuple(plan.cards), cmd.wild_end, seat)
    if isinstance(cmd, Attach):
        return Attach(tuple(plan.cards), cmd.to, cmd.wild_end, seat)
    raise ValueError(f"{cmd!r} is not a command of a turn")


def plan_key(plan: Sequence[Command]) -> tuple:
    """What makes two normalised plans the same: each command's kind, cards (in any order),
    meld index and wildcard end."""
    out = []
    for cmd in plan:
        cards = getattr(cmd, "cards", None)
        if cards is None:
            card = getattr(cmd, "card", None)
            cards = () if card is None else (card,)
        ids = tuple(sorted(c.id for c in cards if isinstance(c, Card)))
        out.append((type(cmd).__name__, ids, getattr(cmd, "to", None), getattr(cmd, "wild_end", None)))
    return tuple(out)


def normalise(view: PlayerView, plan: Sequence[Command]) -> Plan:
    """``plan`` as analysed (see the module note): checked in order against the view, its
    commands resolved (:func:`_resolved`), cut after the play that empties the hand.
    ``ValueError`` names the first command refused."""
    commands = tuple(plan)
    if not commands:
        raise ValueError("an empty plan")
    for cmd in commands:
        if cmd.player is not None and cmd.player != view.seat:
            raise ValueError(f"{cmd!r} is not a command of seat {view.seat}")
    if decision_kind(view) == "draw":
        cmd = commands[0]
        if len(commands) != 1 or not isinstance(cmd, (Draw, TakePile, TakePozzetto)):
            raise ValueError("a draw decision's plan is one draw, take or pozzetto command")
        result = view.check(cmd)
        if not result.ok:
            raise ValueError(f"{cmd!r} is refused: {result.code}")
        return (_resolved(view, cmd),)
    v = view
    out: list[Command] = []
    for i, cmd in enumerate(commands):
        if isinstance(cmd, Discard):
            if i != len(commands) - 1:
                raise ValueError("the discard ends the plan")
        elif not isinstance(cmd, (MeldCards, Attach)):
            raise ValueError(f"{cmd!r} is not a play of the turn")
        result = v.check(cmd)
        if not result.ok:
            raise ValueError(f"{cmd!r} is refused: {result.code}")
        out.append(_resolved(v, cmd))
        if isinstance(cmd, Discard):
            break
        v = v.after_play(cmd)
        if not v.hand or v.over:  # al volo: the rest waits for cards the view cannot see
            break
    return tuple(out)


def candidate_plans(view: PlayerView, seed: int = 0) -> tuple[list[Plan], Plan | None]:
    """The expert's candidate plans for the view's decision (the draw decision: every sure one
    of draw, take and pozzetto too) and the plan the expert would play without a search
    (``None`` when it searches)."""
    expert = ExpertPlayer(seed, samples=1)
    if decision_kind(view) == "draw":
        cands = [c.commands for c in expert.draw_candidates(view)]
        instant = cands[0] if len(cands) == 1 else None
        for cmd in (Draw(view.seat), TakePile(view.seat), TakePozzetto(view.seat)):
            if (cmd,) not in cands and view.sure(cmd):
                cands.append((cmd,))
        return cands, instant
    plans = [c.commands for c in expert.candidates(view)]
    if not plans:  # no discard is legal (draw mode's last card): the hard tier's next play
        plans = [(HardPlayer.choose(expert, view),)]
    return plans, plans[0] if len(plans) == 1 else None


def _salt(view: PlayerView, seed: int) -> str:
    return f"{seed}|{_key(view)}"


def plan_values(
    view: PlayerView,
    plans: Sequence[Plan],
    indices: Sequence[int],
    salt: str,
    rounds: int | None = ROUNDS,
    cancel: Cancel = None,
) -> list[list[int]]:
    """The value of each plan in each world of ``indices`` (``[plan][k]`` for ``indices[k]``);
    the picklable unit of work a process pool runs. ``AnalysisCancelled`` when ``cancel`` says
    stop (looked at before every world and plan)."""
    horizon = WHOLE_HAND if rounds is None else rounds
    out: list[list[int]] = [[] for _ in plans]
    for i in indices:
        _check(cancel)
        w = world(view, salt, i)
        for k, plan in enumerate(plans):
            _check(cancel)
            out[k].append(play_out(w.copy(), view.seat, plan, horizon))
    return out


def _pooled(
    view: PlayerView, plans: Sequence[Plan], samples: int, salt: str, rounds: int | None, cancel: Cancel
) -> list[list[int]]:
    ex = pool()
    parts = max(1, min(samples, 2 * worker_count()))
    chunks = [list(range(samples))[k::parts] for k in range(parts)]
    futures: dict[Future, list[int]] = {
        ex.submit(plan_values, view, plans, chunk, salt, rounds): chunk for chunk in chunks if chunk
    }
    by_world: dict[int, list[int]] = {}
    pending = set(futures)
    while pending:
        if _stopped(cancel):
            for f in pending:
                f.cancel()
            raise AnalysisCancelled("analysis cancelled")
        finished, pending = wait(pending, timeout=0.05, return_when=FIRST_COMPLETED)
        for f in finished:
            values = f.result()
            for k, i in enumerate(futures[f]):
                by_world[i] = [values[p][k] for p in range(len(plans))]
    return [[by_world[i][p] for i in range(samples)] for p in range(len(plans))]


def analyse(
    view: PlayerView,
    *,
    samples: int,
    seed: int = 0,
    extra_plans: Sequence[Sequence[Command]] = (),
    rounds: int | None = ROUNDS,
    cancel: Cancel = None,
    workers: int | None = 0,
) -> Analysis:
    """Analyse the view's decision (see the module note): the expert's candidates and
    ``extra_plans`` (e.g. the player's; duplicates of a candidate are merged) valued on
    ``samples`` worlds (≥ 1), ranked. ``workers`` ``0`` runs in this thread, ``None`` on the
    shared process pool. Raises ``ValueError`` for a view without a decision, a bad plan or
    ``samples`` < 1, :class:`AnalysisCancelled` when cancelled."""
    if samples < 1:
        raise ValueError("samples must be at least 1")
    kind = decision_kind(view)
    cands, instant = candidate_plans(view, seed)
    plans = list(cands)
    keys = {plan_key(p) for p in plans}
    for extra in extra_plans:
        commands = normalise(view, extra)
        if plan_key(commands) not in keys:
            keys.add(plan_key(commands))
            plans.append(commands)
    salt = _salt(view, seed)
    if workers == 0:
        values = plan_values(view, plans, range(samples), salt, rounds, cancel)
    else:
        values = _pooled(view, plans, samples, salt, rounds, cancel)
    entries = [
        PlanValue(p, tuple(v), candidate=k < len(cands))
        for k, (p, v) in enumerate(zip(plans, values, strict=True))
    ]
    order = sorted(range(len(entries)), key=lambda k: (-sum(entries[k].values), k))
    ranked = tuple(entries[k] for k in order)
    choice = instant
    if choice is None:  # the expert's search: the best total of its candidates, ties to the first
        searched = range(2 if kind == "draw" else len(cands))  # the draw: hard's and the other
        choice = cands[max(searched, key=lambda k: (sum(entries[k].values), -k))]
    return Analysis(kind, view.seat, view.turn, samples, seed, rounds, ranked, choice, view)


class AnalysisJob:
    """An analysis running in a thread of its own (for a GUI: poll :attr:`future` from a
    timer, as ``model.thinker`` polls the expert). :meth:`cancel` stops it at the next world or
    plan; the future then holds :class:`AnalysisCancelled`."""

    def __init__(self, view: PlayerView, **options: Any) -> None:
        if "cancel" in options:
            raise ValueError("an AnalysisJob has its own cancel()")
        self.future: Future[Analysis] = Future()
        self._stop = threading.Event()
        self._thread = threading.Thread(
            target=self._run, args=(view, options), name="burraco-analysis", daemon=True
        )
        self.future.set_running_or_notify_cancel()
        self._thread.start()

    def _run(self, view: PlayerView, options: dict[str, Any]) -> None:
        try:
            self.future.set_result(analyse(view, cancel=self._stop, **options))
        except BaseException as err:  # handed to whoever reads the future
            self.future.set_exception(err)

    def cancel(self) -> None:
        """Ask the analysis to stop (from any thread); it raises :class:`AnalysisCancelled`."""
        self._stop.set()

    def result(self, timeout: float | None = None) -> Analysis:
        """The analysis (waits up to ``timeout`` seconds; raises what the analysis raised)."""
        return self.future.result(timeout)
