from __future__ import annotations

import sys

import pytest

from .browser import ROOT, launch, serve_site


@pytest.fixture(scope="session")
def chromium():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = launch(playwright)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def site_url(tmp_path_factory):
    """The static site, built from this checkout into a temporary folder and served on 127.0.0.1."""
    sys.path.insert(0, str(ROOT))
    import build

    site = build.build_site(tmp_path_factory.mktemp("site") / "site")
    with serve_site(site) as url:
        yield url
