"""senet.rl: every game as a PettingZoo environment (its plugin's action numbering, or one
derived from its move classes: :mod:`senet.rl.derive`).

``senet.rl.env("tigris", players=3)`` is an agent-by-agent (AEC) environment;
``senet.rl.parallel_env("nimmt-classic", players=4)`` a parallel one, for games with
decisions taken at once in secret. Needs the ``rl`` extra: ``pip install 'senet[rl]'``.
See docs/rl.md.
"""

from __future__ import annotations

try:
    import gymnasium  # noqa: F401
    import numpy  # noqa: F401
    import pettingzoo  # noqa: F401
except ImportError as exc:  # pragma: no cover - depends on what is installed
    raise ImportError(
        f"senet.rl needs the 'rl' extra (PettingZoo, Gymnasium, NumPy): pip install 'senet[rl]' "
        f"({exc.name} is missing)"
    ) from exc

from .aec import SenetEnv, env
from .observe import Segment
from .parallel import SenetParallelEnv, parallel_env
from .rewards import REWARDS, rewards
from .table import Table, layout

__all__ = [
    "REWARDS", "Segment", "SenetEnv", "SenetParallelEnv", "Table", "env", "layout", "parallel_env", "rewards",
]
