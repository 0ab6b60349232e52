"""Running a job's seeds on a Ray cluster (the optional extra ``senet[ray]``).

Each task plays a chunk of seeds with :func:`senet.bots.runner.play_seed` in a Ray
worker, which loads the installed games itself; the records come back by seed, so a
run on Ray gives the same records as one here. Ray is imported only when asked for.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ..errors import OptionError

__all__ = ["run_on_ray"]

INSTALL = "Ray is not installed: pip install 'senet[ray]' (or pip install ray)"


def load_ray() -> Any:
    """The ``ray`` module; :class:`OptionError` saying how to install it if it is missing."""
    try:
        return importlib.import_module("ray")
    except ImportError:
        raise OptionError(INSTALL) from None


def run_on_ray(pieces: Sequence[Sequence[Any]], address: str, arrived: Callable[[Iterable[Any]], None],
               play: Callable[[list[Any]], Any]) -> None:
    """Play every chunk of tasks with ``play`` (the runner's ``play_tasks``, handed over so this
    module and the runner do not import each other) as a Ray task at ``address``
    (``"local"``: start Ray here); on Ctrl-C the tasks not finished are cancelled."""
    ray = load_ray()
    if not ray.is_initialized():
        ray.init(address=None if address == "local" else address, include_dashboard=False,
                 log_to_driver=False, configure_logging=False)
    remote = ray.remote(play)
    pending = [remote.remote(list(piece)) for piece in pieces]
    try:
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            for ref in ready:
                arrived(ray.get(ref))
    finally:
        for ref in pending:
            ray.cancel(ref)
