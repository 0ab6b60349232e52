"""Real ``senet serve`` processes on loopback, and a throwaway PostgreSQL cluster."""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx2 as httpx

INSTALL_PG = ("PostgreSQL is not installed: the PostgreSQL tests need its server binaries "
              "(initdb, pg_ctl). Install them with: apt-get install postgresql")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_until_up(base: str, process: subprocess.Popen[bytes], seconds: float = 30) -> None:
    """Poll /healthz until the process answers (it has to start: a bounded wait)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"senet serve exited with {process.returncode}: "
                                 f"{process.stderr.read().decode() if process.stderr else ''}")
        try:
            if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.05)
    raise AssertionError(f"senet serve did not answer at {base} within {seconds} s")


@contextmanager
def serving(db: str, *extra: str) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """``senet serve --db DB`` on a free loopback port; its base URL and process."""
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-c", "import sys; from senet.cli import main; sys.exit(main())", "serve",
         "--db", db, "--port", str(port), "--rate", "100000", *extra],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(base, process)
        yield base, process
    finally:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        if process.stderr:
            process.stderr.close()


def _pg_bin() -> Path:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if not found:
        raise AssertionError(INSTALL_PG)
    return Path(found[-1]).parent


@contextmanager
def postgres_cluster(*, fsync: bool = False) -> Iterator[str]:
    """A PostgreSQL server in a temporary directory (run as ``postgres`` when we are root);
    yields a URL of its ``postgres`` database without the database name's path. ``fsync``:
    commits wait for the disk, as a real server's do (the tests leave it off, for speed)."""
    bindir = _pg_bin()
    root = Path(tempfile.mkdtemp(prefix="senet-pg-"))
    data, port = root / "data", free_port()
    prefix: list[str] = []
    if os.geteuid() == 0:
        shutil.chown(root, "postgres", "postgres")
        prefix = ["runuser", "-u", "postgres", "--"]
    run = [*prefix, str(bindir / "initdb"), "-D", str(data), "-U", "senet", "--auth=trust", "-E", "UTF8",
           "--no-sync"]
    subprocess.run(run, check=True, capture_output=True)
    options = (f"-p {port} -k {root} -c listen_addresses=127.0.0.1 -c fsync={'on' if fsync else 'off'} "
               "-c max_connections=200")
    subprocess.run([*prefix, str(bindir / "pg_ctl"), "-D", str(data), "-o", options, "-w", "-l",
                    str(root / "log"), "start"], check=True, capture_output=True)
    try:
        yield f"postgresql://senet@127.0.0.1:{port}"
    finally:
        subprocess.run([*prefix, str(bindir / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"],
                       capture_output=True)
        shutil.rmtree(root, ignore_errors=True)


def new_database(server: str, name: str) -> str:
    """A fresh database on the cluster; its URL."""
    import psycopg

    with psycopg.connect(f"{server}/postgres", autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
        conn.execute(f'CREATE DATABASE "{name}"')
    return f"{server}/{name}"
