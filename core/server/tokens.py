"""Secrets handed to clients: random tokens, stored only as hashes, compared in constant time."""

from __future__ import annotations

import hashlib
import hmac
import secrets

__all__ = ["new_id", "new_token", "same", "token_hash"]


def new_token() -> str:
    """A fresh token of 256 random bits (43 URL-safe characters)."""
    return secrets.token_urlsafe(32)


def new_id() -> str:
    """A match identifier: 96 random bits, not guessable, not a secret."""
    return secrets.token_urlsafe(12)


def token_hash(token: str) -> str:
    """The stored form of a token: SHA-256 suffices for 256-bit random values (no dictionary
    to try, so no slow hash is needed)."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def same(stored: str | None, token: str) -> bool:
    """Whether ``token`` hashes to ``stored``, compared in constant time."""
    return stored is not None and hmac.compare_digest(stored, token_hash(token))
