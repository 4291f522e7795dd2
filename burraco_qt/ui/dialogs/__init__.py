"""The dialogs, one a module: New game, the abandon question, the score sheets and their buttons,
Preferences, Statistics, Hands, Play a deal code, About, Instructions, the exports and the
practice question. Each loads when first opened."""
