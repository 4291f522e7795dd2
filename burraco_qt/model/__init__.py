"""Qt-aware model layer (QtCore only, no widgets): the game controller for the table."""

from .controller import GameController, MatchOptions

__all__ = ["GameController", "MatchOptions"]
