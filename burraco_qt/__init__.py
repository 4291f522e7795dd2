"""Burraco Qt: an offline desktop Burraco game (PySide6).

Layers (arrows one way): ``engine`` (pure Python rules) ← ``ai`` (pure Python players) ←
``model`` (QtCore controller) ← ``ui`` (widgets). See ``README.md``.
"""

__version__ = "0.1.0"
