"""A catalogue of small leaky games, and what the conformance suite says about each."""
