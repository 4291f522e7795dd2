"""The expert computer tier (issue 13): information-set Monte Carlo search over turn plans.

At most two searches a turn, each from the seat's :class:`~burraco_qt.engine.PlayerView` only:

1. **draw or take** (only when both are legal and a pile card could be laid at once);
2. **the turn's plays and discard**: candidate plans (the hard tier's plays, the same without
   the plays from the first wildcard on, no play at all) × the hard tier's three best discards
   (natural cards that feed no opponents' meld, when there are).

Each candidate is played in ``N`` determinized games (:func:`~burraco_qt.engine.determinize`,
the same worlds for every candidate), then every seat plays on with the fast greedy policy of
:mod:`.rollout` for :data:`ROUNDS` round(s) (``players`` turns each; a draw or take candidate
first finishes its own turn with that policy); the value is the seat's team position minus the
opponents' (the final score if the hand ended, else :func:`position_value`: cards still in hand
count only in part, melds close to a buraco count; integers, so the sums do not depend on how
samples are split among processes). The best mean wins; the rest of the turn's commands come
from the chosen plan (after a pozzetto al volo, the hard tier finishes).

Budget: ``samples`` fixed (deterministic: the same view, seed and samples give the same command on
any machine and any number of workers) or ``budget`` seconds per search, spread over a process
pool (:mod:`.pool`, ``spawn`` start method; workers import no Qt). ``cancel()`` stops a search at
once (it then answers with the hard tier's command).
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import Command, Discard, Draw, Game, PlayerView, RuleError, TakePile
from ..engine.determinize import determinize
from ..engine.scoring import TeamScore
from .hard import HardPlayer, discard_cost, opponents_took
from .rollout import play_turn
from .tiers import extends_opponents

#: Default seconds per search; Preferences offers 0.3 / 1 / 3.
DEFAULT_BUDGET = 1.0
BUDGETS = (0.3, 1.0, 3.0)
#: Samples per task sent to a worker in budget mode.
CHUNK = 2
#: Discards tried per plays variant.
DISCARDS = 3
#: Rounds of every seat a rollout plays after the candidate's own turn.
ROUNDS = 1


@dataclass(frozen=True, slots=True)
class Candidate:
    """One option of a search: the commands of the seat, in order (a draw/take alone, or a turn's
    plays then its discard)."""

    commands: tuple[Command, ...]


def _key(view: PlayerView) -> tuple:
    return (
        view.seat,
        view.turn,
        view.phase,
        view.plays_this_turn,
        tuple(sorted(c.id for c in view.hand)),
        tuple(view.pile[-1:]),
        view.stock_size,
    )


def rollout_value(game: Game, seat: int, turns: int, seed: int = 0) -> int:
    """Play ``turns`` more turns of ``game`` with the fast rollout policy on every seat
    (:mod:`.rollout`; fewer if the hand ends), then return the score of ``seat``'s team minus
    the best other team's (teams as they are then: with 3 and 5 players pairs may form in the
    rollout): final if the hand ended, else :func:`position_value`. ``seed`` is unused (the
    policy is deterministic; kept for callers)."""
    start = game.turn
    for _ in range(4 * turns + 4):
        if game.over or game.turn >= start + turns:
            break
        play_turn(game)
    team = game.team_of(seat)
    others = [t for t in range(len(game.teams)) if t != team]
    if game.over:
        final = game.final_scores or game.scores()
        return final[team].total - max(final[t].total for t in others)
    scores = game.scores()
    return position_value(game, team, scores) - max(position_value(game, t, scores) for t in others)


#: Mid-hand, cards in hand count this fraction of their points against the team (they may still
#: be laid); a meld of five or six cards is worth this much per card towards a buraco.
HAND_WEIGHT = 0.3
PROGRESS = 12


def position_value(game: Game, team: int, scores: Sequence[TeamScore] | None = None) -> int:
    """``team``'s provisional score for a hand still going on: melds, buracos and the pozzetto
    penalty in full, its hands at :data:`HAND_WEIGHT`, plus :data:`PROGRESS` per card of a meld
    of five or six cards (an integer). ``scores``: ``game.scores()`` when already computed."""
    s = (scores or game.scores())[team]
    progress = sum(max(0, len(m) - 4) for m in game.tables[team] if m.buraco is None)
    return round(s.buracos + s.closing + s.table + s.pozzetto + HAND_WEIGHT * s.hands + PROGRESS * progress)


def world(view: PlayerView, salt: str, index: int) -> Game:
    """The determinized world ``index`` of a search salted ``salt`` (the same for every
    candidate, every worker and every caller: the analysis API values plans on these worlds)."""
    return determinize(view, random.Random(f"{salt}|{index}"))


#: The value of a plan the hidden cards of a world refuse (a one-card pozzetto picked up al volo).
REFUSED = -10_000


def play_out(game: Game, seat: int, commands: Sequence[Command], rounds: int = ROUNDS) -> int:
    """Apply the seat's ``commands`` to ``game`` (a world, changed in place), let the seat finish
    its turn with the rollout policy when the commands leave it on turn (a draw or take, a plan
    cut at the pozzetto al volo), then play ``rounds`` rounds and return :func:`rollout_value`;
    :data:`REFUSED` when the world refuses a command."""
    try:
        for cmd in commands:
            game.apply(cmd)
    except RuleError:  # a plan the hidden cards refuse (one-card pozzetto): worst value
        return REFUSED
    if not game.over and game.current == seat:
        play_turn(game)
    return rollout_value(game, seat, rounds * game.players)


def evaluate(
    view: PlayerView,
    candidates: Sequence[Candidate],
    indices: Sequence[int],
    salt: str,
    rounds: int = ROUNDS,
) -> list[int]:
    """Sum, for each candidate, of its rollout values over the samples ``indices`` (see the
    module note; ``rounds`` of rollout after the candidate's turn). Runs in a worker process or
    in-line; deterministic for the same arguments."""
    totals = [0] * len(candidates)
    for i in indices:
        w = world(view, salt, i)
        for k, cand in enumerate(candidates):
            totals[k] += play_out(w.copy(), view.seat, cand.commands, rounds)
    return totals


class ExpertPlayer(HardPlayer):
    """The expert tier (see the module note).

    Args:
        seed: as for every tier.
        samples: a fixed number of determinized worlds per search (deterministic), or ``None``
            to search for ``budget`` seconds.
        budget: seconds per search when ``samples`` is ``None``.
        workers: ``0`` evaluates in this process (the simulator); ``None`` uses the shared
            process pool of :mod:`.pool` (every core).
    """

    tier = "expert"
    searches = True  # the controller runs its decisions off the GUI thread
    #: Rounds of rollout after a candidate's turn (:data:`ROUNDS`; a variant may look further).
    rounds = ROUNDS

    def __init__(
        self,
        seed: int = 0,
        samples: int | None = None,
        budget: float = DEFAULT_BUDGET,
        workers: int | None = 0,
    ) -> None:
        super().__init__(seed)
        if samples is not None and samples < 1:
            raise ValueError("samples must be at least 1")
        self.samples = samples
        self.budget = budget
        self.workers = workers
        self._steps: dict[tuple, Command] = {}
        self._cancel = threading.Event()
        self.last_search: dict[str, float] = {}

    def cancel(self) -> None:
        """Stop the running search (from another thread); it answers at once."""
        self._cancel.set()

    # ------------------------------------------------------------------ decisions
    def choose(self, view: PlayerView) -> Command:
        self._cancel.clear()
        if (
            view.my_turn
            and view.phase == "play"
            and view.plays_this_turn == 0
            and _key(view) not in self._steps
        ):
            self._plan_turn(view)
        step = self._steps.get(_key(view))
        if step is not None and view.my_turn:
            return step
        return super().choose(view)

    def instant(self, view: PlayerView) -> bool:
        """Whether :meth:`choose` answers without a search (a step of the chosen plan, or a draw
        with nothing to weigh)."""
        if _key(view) in self._steps:
            return True
        if view.phase == "draw":
            take, draw = TakePile(view.seat), Draw(view.seat)
            return not (view.sure(take) and view.check(draw).ok and self.pile_useful(view))
        return view.plays_this_turn > 0

    def choose_draw(self, view: PlayerView, rng: random.Random) -> Command:
        cands = self.draw_candidates(view, rng)
        if len(cands) == 1:
            return cands[0].commands[0]
        take = TakePile(view.seat)
        # the character's pile greed weighs in: ± up to 40 points per world for taking
        lean = round(80 * (self.style.pile_greed - 0.5))
        bias = [lean if c.commands[0] == take else 0 for c in cands]
        return self._search(view, cands, bias).commands[0]

    def draw_candidates(self, view: PlayerView, rng: random.Random | None = None) -> list[Candidate]:
        """The draw-or-take options searched: the hard tier's choice first, then the other of
        draw and take; only the hard tier's when both are not legal for sure or no pile card
        could be laid at once (no search then). ``rng``: the decision's generator
        (:meth:`rng` of the view when not given)."""
        default = HardPlayer.choose_draw(self, view, self.rng(view) if rng is None else rng)
        take, draw = TakePile(view.seat), Draw(view.seat)
        if not (view.sure(take) and view.check(draw).ok and self.pile_useful(view)):
            return [Candidate((default,))]
        other = draw if default == take else take
        return [Candidate((default,)), Candidate((other,))]

    # ------------------------------------------------------------------ the turn's plans
    def candidates(self, view: PlayerView) -> list[Candidate]:
        """The turn plans searched (hard's first, so ties keep the hard tier's choice)."""
        hard = HardPlayer(self.seed)
        hard.style = self.style
        plays: list[Command] = []
        v = view
        for _ in range(40):
            cmd = HardPlayer.choose(hard, v)
            if isinstance(cmd, Discard):
                break
            plays.append(cmd)
            v = v.after_play(cmd)
            if not v.hand:  # the pozzetto al volo: the rest of the turn waits for its cards
                return [Candidate(tuple(plays))]
        variants = [plays]
        wild = next((i for i, c in enumerate(plays) if any(x.is_wild for x in c.cards)), None)  # type: ignore[attr-defined]  # melds and attaches of cards
        if wild is not None and (wild > 0 or not view.must_meld):
            variants.append(plays[:wild])
        if plays and not view.must_meld:
            variants.append([])
        out: list[Candidate] = []
        seen: set[tuple] = set()
        for variant in variants:
            end = view
            for cmd in variant:
                end = end.after_play(cmd)
            taken = opponents_took(end)
            legal = [c for c in end.hand if end.check(Discard(c, end.seat)).ok]
            safe = [c for c in legal if not c.is_wild and not extends_opponents(end, c)]
            legal = safe or legal  # never feed the opponents when a safe natural card is legal
            caution = 2 * self.style.discard_caution
            legal.sort(key=lambda c: (discard_cost(end, c, taken, caution), c.id))
            for card in legal[:DISCARDS]:
                cand = Candidate((*variant, Discard(card, view.seat)))
                key = tuple(map(repr, cand.commands))
                if key not in seen:
                    seen.add(key)
                    out.append(cand)
        return out

    def _plan_turn(self, view: PlayerView) -> Candidate | None:
        cands = self.candidates(view)
        if not cands:
            return None
        best = cands[0] if len(cands) == 1 else self._search(view, cands)
        if self._cancel.is_set():  # a cancelled search decides nothing
            return None
        v = view
        for cmd in best.commands:
            self._steps[_key(v)] = cmd
            if isinstance(cmd, Discard):
                break
            v = v.after_play(cmd)
            if not v.hand:
                break
        if len(self._steps) > 512:
            self._steps = dict(list(self._steps.items())[-64:])
        return best

    # ------------------------------------------------------------------ search
    def _search(self, view: PlayerView, cands: list[Candidate], bias: list[int] | None = None) -> Candidate:
        from .pool import run_search

        salt = f"{self.seed}|{_key(view)}"
        t0 = time.perf_counter()
        totals, n = run_search(
            view, cands, salt, self.samples, self.budget, self.workers, self._cancel, self.rounds
        )
        self.last_search = {"seconds": time.perf_counter() - t0, "samples": n, "candidates": len(cands)}
        if n == 0:
            return cands[0]
        if bias:
            totals = [t + b * n for t, b in zip(totals, bias, strict=True)]
        best = max(range(len(cands)), key=lambda k: (totals[k], -k))
        return cands[best]
