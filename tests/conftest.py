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
def shared_page(chromium) -> Iterator:
    """One Chromium page for a board test module (1280x900, downloads on); its JavaScript errors are gathered in
    `page.errors` for the module's `page` fixture to check after each test."""
    page = chromium.new_page(viewport={"width": 1280, "height": 900}, accept_downloads=True)
    page.set_default_timeout(15_000)
    page.errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    yield page
    page.close()


@pytest.fixture
def board_page_checked(shared_page) -> Iterator:
    """The module's page; JavaScript errors during a test fail it."""
    shared_page.errors.clear()
    yield shared_page
    assert not shared_page.errors, shared_page.errors


@pytest.fixture(scope="module")
def server() -> Iterator[BoardServer]:
    """The board harness's local host (tests/board_harness.py), one per test module that asks for it."""
    with running_server() as server:
        yield server
