"""A real headless Chromium (Debian's chromium + chromium-driver) for tests of pages, via selenium.

Tests that need it take the ``browser`` fixture (defined in conftest.py); it is
skipped with a clear reason only where ``/usr/bin/chromedriver`` is absent
(``./run`` installs it). Chromium is started with background networking off:
this machine has no network and refused connections would only slow it down.
"""

from __future__ import annotations

import os
import socket
import tempfile
import time

CHROMEDRIVER = "/usr/bin/chromedriver"
CHROMIUM = "/usr/bin/chromium"


def have_browser() -> bool:
    return os.path.exists(CHROMEDRIVER) and os.path.exists(CHROMIUM)


def start_browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                "--disable-component-update", "--no-first-run", "--disable-sync", "--window-size=1400,1000",
                f"--user-data-dir={tempfile.mkdtemp(prefix='mt-raig-chromium-')}"):
        options.add_argument(arg)
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(condition, timeout: float = 60.0, interval: float = 0.2):
    """Poll ``condition()`` until it returns something truthy (returned), or fail after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"condition not met within {timeout} s")
        time.sleep(interval)
