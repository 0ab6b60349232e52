"""Unit and scenario tests of the engine (senet)."""
