"""The Burraco rules engine: pure Python, never imports Qt.

Implements ``RULES.md`` (Italian tournament rules by default, presets ``international`` and
``reale``), ``RULES-MULTI.md`` (3, 5 and 6 players; teams are computed, :mod:`.teams`) and
``RULES-CASUAL.md`` (the preset ``casual``). Commands in, events out; an illegal command raises
a typed :class:`RuleError` with a
code and leaves the game unchanged.
"""

from .cards import Card, CardSpec, card, card_by_id, format_cards, parse_card, parse_cards
from .commands import Attach, Command, Discard, Draw, MeldCards, TakePile, TakePozzetto
from .edge import InvalidCommand
from .errors import IllegalMove, InvalidDeck, InvalidMeld, InvalidRecord, InvalidRules, RuleError
from .events import (
    BacksMoved,
    CardsMoved,
    Dealt,
    Event,
    HandEnded,
    LastTurnStarted,
    MeldCreated,
    MeldExtended,
    PozzettoTaken,
    TeamsFormed,
    TurnPassed,
    Zone,
)
from .game import Game
from .legality import CheckResult
from .meld import BURACO_BONUS, Buraco, Meld
from .player_view import PlayerView
from .rules import PRESETS, Rules
from .scoring import TeamScore, score_team, team_score, victory_points
from .seen import Sight, seen_by

__all__ = [
    "BURACO_BONUS",
    "PRESETS",
    "Attach",
    "BacksMoved",
    "Buraco",
    "Card",
    "CardSpec",
    "CardsMoved",
    "CheckResult",
    "Command",
    "Dealt",
    "Discard",
    "Draw",
    "Event",
    "Game",
    "HandEnded",
    "IllegalMove",
    "InvalidCommand",
    "InvalidDeck",
    "InvalidMeld",
    "InvalidRecord",
    "InvalidRules",
    "LastTurnStarted",
    "Meld",
    "MeldCards",
    "MeldCreated",
    "MeldExtended",
    "PlayerView",
    "PozzettoTaken",
    "RuleError",
    "Rules",
    "Sight",
    "TakePile",
    "TakePozzetto",
    "TeamScore",
    "TeamsFormed",
    "TurnPassed",
    "Zone",
    "card",
    "card_by_id",
    "format_cards",
    "parse_card",
    "parse_cards",
    "score_team",
    "seen_by",
    "team_score",
    "victory_points",
]
