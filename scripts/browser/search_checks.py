"""Search in the browser. This file belongs to the search work (issue 12's search part): add
its checks here (expected first results, keyboard use, highlighting on landing)."""

from harness import VIEWPORTS, watched_page


def search_finds_a_chapter(browser, site, report):
    """Typing a class name lists results, the first one a link into the book."""
    context = browser.new_context(viewport=VIEWPORTS["desktop"])
    page = watched_page(context, report, "search")
    page.goto(site.url("index.html"))
    page.locator("#search-input").press_sequentially("FBKVOController", delay=30)
    page.wait_for_selector("#search-results a", timeout=5000)
    first = page.get_attribute("#search-results a", "href") or ""
    report.expect(".html" in first, f"search: first result {first!r} is not a page of the book")
    context.close()


CHECKS = [search_finds_a_chapter]
