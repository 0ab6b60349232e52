"""Dealing again what a viewer cannot see: search copies and the conformance suite's twins.

:func:`unseen_pools` and :func:`deal_unseen` are what a search copy is made from
(:mod:`senet.knowledge`): the components a viewer cannot see, as a sorted multiset per pool,
dealt into the masked containers of their view. :func:`redeal` deals them again in a true
state (a game's default ``determinize``, and the twins of ``senet check``).
"""

from __future__ import annotations

from typing import Any, TypeVar

from .hidden import Container, Pile, Secret, hidden_parts, map_containers
from .rng import Rng

__all__ = ["deal_unseen", "redeal", "unseen_pools"]

V = TypeVar("V")


def redeal(value: V, observer: int | None, rng: Rng, *, piles: bool = True, shuffle_secrets: bool = False,
           keep: int | None = None) -> V:
    """``value`` with everything hidden from ``observer`` shuffled together, pool by pool,
    and dealt back in the same sizes: a state ``observer`` cannot tell from the true one.

    A :class:`Secret` hidden from ``observer`` is blanked (its value is not theirs to
    know, and not a component to deal); with ``shuffle_secrets`` the values of those
    secrets are shuffled among them instead, pool by pool (the conformance suite's twins).
    ``piles=False`` re-deals only what players hold (their hands), leaving face-down piles
    as they are. ``keep``: containers that seat may see are left as they are too (a twin
    in which that seat's own move stays possible).
    """

    def takes(container: Container) -> bool:
        return (container.hidden_from(observer) and (piles or not isinstance(container, Pile))
                and (keep is None or container.hidden_from(keep)))

    pools: dict[str, list[Any]] = {}
    values: dict[str, list[Any]] = {}
    for pool_name, container in hidden_parts(value, observer):
        if takes(container):
            pools.setdefault(pool_name, []).extend(container.contents())
            if isinstance(container, Secret) and container.value is not None:
                values.setdefault(pool_name, []).append(container.value)
    if not any(pools.values()) and not values:
        return value
    # Shuffled from a canonical order: with the order they were found in, a searcher who
    # chose the seed could undo the shuffle and read where everything truly was.
    dealt = {name: list(rng.shuffled(_canonical(items))) for name, items in sorted(pools.items())}
    if shuffle_secrets:
        values = {name: list(rng.shuffled(_canonical(items))) for name, items in sorted(values.items())}

    def deal(container: Container, pool_name: str) -> Container:
        if not takes(container):
            return container
        if isinstance(container, Secret):
            if not shuffle_secrets:
                return container.masked()
            if container.value is None:
                return container
            stock = values[pool_name]
            return Secret(container.owner, stock.pop(), container.present, container.shown)
        stock = dealt[pool_name]
        n = len(container.contents())
        taken, dealt[pool_name] = stock[:n], stock[n:]
        return container.refilled(taken)  # type: ignore[no-any-return]

    return map_containers(value, deal)


def unseen_pools(value: Any, viewer: int | None) -> dict[str, tuple[Any, ...]]:
    """What ``viewer`` cannot see in ``value``, pool by pool, in an order that depends only on
    what the components are (sorted): a multiset, not where anything was.

    With the masked value (:func:`mask`) it is everything a search copy is dealt from
    (:func:`deal_unseen`). A pool with hidden containers but no components is listed empty.
    """
    pools: dict[str, list[Any]] = {}
    for pool_name, container in hidden_parts(value, viewer):
        pools.setdefault(pool_name, []).extend(container.contents())
    return {name: tuple(_canonical(items)) for name, items in pools.items()}


def deal_unseen(masked: V, viewer: int | None, pools: dict[str, tuple[Any, ...]], rng: Rng) -> V:
    """``masked`` (a value as ``viewer`` sees it) with every container hidden from ``viewer``
    filled again from ``pools`` (:func:`unseen_pools`), shuffled, in the sizes the masked
    containers show. Secrets stay blank. Draws from ``rng`` exactly as :func:`redeal` does
    (a pool of fewer than two components draws nothing)."""
    if not any(pools.values()):
        return masked
    dealt = {name: list(rng.shuffled(items)) for name, items in sorted(pools.items())}

    def deal(container: Container, pool_name: str) -> Container:
        if isinstance(container, Secret) or not container.hidden_from(viewer):
            return container
        n = len(container)  # type: ignore[arg-type]
        stock = dealt[pool_name]  # the pools were taken from these very containers
        taken, dealt[pool_name] = stock[:n], stock[n:]
        return container.unmasked(taken)  # type: ignore[no-any-return]

    return map_containers(masked, deal)


def _canonical(items: list[Any]) -> list[Any]:
    """``items`` in an order that depends on what they are only, not on where they were."""
    try:
        return sorted(items)
    except TypeError:
        return sorted(items, key=repr)
