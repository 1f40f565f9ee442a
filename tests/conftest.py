from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest

from .board_harness import BoardServer, running_server
from .browser import ROOT, launch, serve_site


@pytest.fixture(scope="session")
def chromium():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = launch(playwright)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory):
    """The static site, built from this checkout into a temporary folder."""
    sys.path.insert(0, str(ROOT))
    import build

    return build.build_site(tmp_path_factory.mktemp("site") / "site")


@pytest.fixture(scope="session")
def site_url(site_dir):
    """The built site served on 127.0.0.1."""
    with serve_site(site_dir) as url:
        yield url


@pytest.fixture(scope="module")
def server() -> Iterator[BoardServer]:
    """The board harness's local host (tests/board_harness.py), one per test module that asks for it."""
    with running_server() as server:
        yield server
