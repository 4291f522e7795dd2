"""Developer tools beside the game, never shipped (left out of the wheel and of the bundle):
the simulator, the soak, the audit, the trait table, the benches, the layout check, the
developer launcher with its test bot and crash points. Run them from a source checkout as
``python -m devtools.<name>`` (README, developer section).

Importing this package registers the ``hard-v1`` tier (issue 3's hard, kept to measure the
game's hard against; :mod:`devtools.hard_v1`) and the ``hard-v2`` tier (issue 13's hard, frozen
when issue 25 began; :mod:`devtools.hard_v2`) and the expert's variants of
:mod:`devtools.expert_variants` (``expert-r2``, ``expert-r3``, ``expert-hand``) with
:func:`burraco_qt.ai.register_tier`, so every tool, and the tests that use them, can make them
by name; the game's own tier tables never list them.
"""

from __future__ import annotations

from burraco_qt.ai import register_tier

register_tier("hard-v1", "devtools.hard_v1", "HardV1Player")
register_tier("hard-v2", "devtools.hard_v2", "HardV2Player")
register_tier("expert-r2", "devtools.expert_variants", "ExpertR2")
register_tier("expert-r3", "devtools.expert_variants", "ExpertR3")
register_tier("expert-hand", "devtools.expert_variants", "ExpertHand")
