"""Search in the browser, from file://: the expected first result for a set of queries, the count
and "show all", the keyboard (s, /, arrows, Enter, Escape), and the terms marked on the page a
result leads to, whether that page is another one or the same."""

from harness import VIEWPORTS, watched_page

# Each query and the address its first result must have (page, and fragment when it is a
# section): what a reader who typed it is looking for.
FIRST_RESULTS = [
    ("FBKVOController", "03-kvo-controller.html"),
    ("trampoline", "05-rac-trampoline.html"),
    ("raw kvo", "01-raw-kvo.html"),
    ("runtime", "00-runtime.html"),
    ("isa", "01-raw-kvo.html#how-it-works-isa-swizzling"),
    ("swizz", "01-raw-kvo.html#how-it-works-isa-swizzling"),
    ("swizle", "02-swizzled-kvo.html#two-swizzlers-on-one-object"),
    ("willChangeValue", "01-raw-kvo.html#sending-the-notifications"),
    ("NSHashTable", "03-kvo-controller.html#nsmaptable-and-nshashtable-which-linux-lacks"),
    ("weak", "00-runtime.html#weak-references-and-deallocation"),
]

RESULTS = "#search-results a.search-result"


def address_without_highlight(href):
    """`page.html?highlight=…#fragment` → `page.html#fragment`."""
    page, _, rest = href.partition("?")
    fragment = rest.partition("#")[2]
    return page + ("#" + fragment if fragment else "")


def open_page(browser, site, report, label, name="index.html", viewport="desktop"):
    context = browser.new_context(viewport=VIEWPORTS[viewport])
    page = watched_page(context, report, label)
    page.goto(site.url(name))
    return context, page


def search(page, query):
    """Types `query` into the search box and waits for the panel to show its count."""
    page.fill("#search-input", query)
    page.wait_for_selector("#search-results .search-count", timeout=5000)


def first_results(browser, site, report):
    """Each query of FIRST_RESULTS lists its expected page or section first, on a phone and on a
    desktop; no query finds `isa` inside `isActive`."""
    for viewport in VIEWPORTS:
        context, page = open_page(browser, site, report, f"search {viewport}", viewport=viewport)
        for query, expected in FIRST_RESULTS:
            search(page, query)
            hrefs = [link.get_attribute("href") for link in page.query_selector_all(RESULTS)]
            first = address_without_highlight(hrefs[0]) if hrefs else None
            report.expect(
                first == expected,
                f"search {viewport}: {query!r} lists {first!r} first, expected {expected!r}",
            )
        search(page, "isa")
        terms = " ".join(link.get_attribute("data-terms") for link in page.query_selector_all(RESULTS))
        report.expect("isactive" not in terms, f"search: 'isa' reaches isActive ({terms})")
        context.close()
    report.figure("search queries checked (first result)", len(FIRST_RESULTS) * len(VIEWPORTS))


def count_and_show_all(browser, site, report):
    """A common word shows its count, 20 results, and a button that lists every one."""
    context, page = open_page(browser, site, report, "search count")
    search(page, "the")
    count_text = page.inner_text("#search-results .search-count")
    count = int(count_text.split()[0]) if count_text.split()[0].isdigit() else 0
    report.expect(count > 20, f"search count: 'the' reports {count_text!r}")
    report.expect(len(page.query_selector_all(RESULTS)) == 20, "search count: not 20 results at first")
    page.click("#search-results .search-more button")
    shown = len(page.query_selector_all(RESULTS))
    report.expect(shown == count, f"search count: 'show all' lists {shown} of {count}")
    search(page, "qqqzzz")
    report.expect(
        page.inner_text("#search-results .search-count") == "Nothing found.",
        "search count: a query that finds nothing does not say so",
    )
    context.close()


def snippets_show_the_match(browser, site, report):
    """A result's snippet is the text around the match, with the match marked."""
    context, page = open_page(browser, site, report, "search snippet")
    search(page, "willChangeValue")
    marks = page.query_selector_all("#search-results .snippet mark")
    report.expect(len(marks) > 0, "search snippet: no marked match in the snippets")
    report.expect(
        all((mark.text_content() or "").lower() == "willchangevalue" for mark in marks),
        "search snippet: a mark that is not the term searched",
    )
    context.close()


def shortcuts(browser, site, report):
    """s and / focus the search box from the page; typing s inside it types an s."""
    for key in ["s", "/"]:
        context, page = open_page(browser, site, report, f"search key {key}", "01-raw-kvo.html")
        page.keyboard.press(key)
        focused = page.evaluate("document.activeElement && document.activeElement.id")
        report.expect(focused == "search-input", f"search: {key!r} does not focus the search box")
        page.keyboard.type("swizzles")
        value = page.input_value("#search-input")
        report.expect(value == "swizzles", f"search: after {key!r}, typing gives {value!r}")
        context.close()


def keyboard_and_landing(browser, site, report):
    """↓ and ↑ move through the results, Enter opens the focused one, and the page it leads to
    marks the terms; Escape closes the panel and, on the page, clears the marks."""
    context, page = open_page(browser, site, report, "search keyboard")
    page.keyboard.press("/")
    page.keyboard.type("trampoline")
    page.wait_for_selector(RESULTS, timeout=5000)
    links = page.query_selector_all(RESULTS)
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowDown")
    focused = page.evaluate("document.activeElement.getAttribute('href')")
    second = links[1].get_attribute("href")
    report.expect(focused == second, f"search keyboard: ↓↓↑↓ focuses {focused!r}, not {second!r}")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")
    on_input = page.evaluate("document.activeElement.id")
    report.expect(on_input == "search-input", "search keyboard: ↑ from the first result leaves the box")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    report.expect(
        "highlight=" in page.url and page.url.split("?")[0].endswith("05-rac-trampoline.html"),
        f"search keyboard: Enter leads to {page.url}",
    )
    marks = page.query_selector_all("#content mark.search-hit")
    report.expect(len(marks) > 0, "search landing: no term marked on the page")
    report.expect(
        all("trampoline" in (mark.text_content() or "").lower() for mark in marks),
        "search landing: a mark that is not the term searched",
    )
    page.keyboard.press("Escape")
    report.expect(
        not page.query_selector_all("#content mark.search-hit"),
        "search landing: Escape does not clear the marks",
    )
    page.keyboard.press("s")
    page.keyboard.type("zzzqqq")
    page.keyboard.press("Escape")
    report.expect(page.is_hidden("#search-results"), "search keyboard: Escape leaves the panel open")
    context.close()


def landing_from_an_address(browser, site, report):
    """A file:// address with ?highlight= marks its terms, even inside identifiers' humps."""
    context = browser.new_context(viewport=VIEWPORTS["phone"])
    page = watched_page(context, report, "search address")
    page.goto(site.url("03-kvo-controller.html") + "?highlight=controller")
    marks = page.query_selector_all("#content mark.search-hit")
    report.expect(len(marks) > 10, f"search address: {len(marks)} marks for 'controller'")
    in_name = page.evaluate(
        "Array.from(document.querySelectorAll('#content mark.search-hit'))"
        ".some(m => /[A-Za-z]$/.test(m.previousSibling && m.previousSibling.textContent || ''))"
    )
    report.expect(in_name, "search address: 'controller' is not marked inside FBKVOController")
    page.goto(site.url("03-kvo-controller.html") + "?highlight=%E0%A4%A")
    report.expect(
        not page.query_selector_all("#content mark.search-hit"),
        "search address: a malformed ?highlight= marks something",
    )
    context.close()


def same_page_result_closes_the_panel(browser, site, report):
    """Choosing, with Enter, a result on the page being read closes the panel, goes to the
    section and marks the terms there."""
    context, page = open_page(browser, site, report, "search same page", "01-raw-kvo.html")
    page.keyboard.press("s")
    page.keyboard.type("willChangeValue")
    page.wait_for_selector(RESULTS, timeout=5000)
    first = address_without_highlight(page.get_attribute(RESULTS, "href"))
    report.expect(first.startswith("01-raw-kvo.html#"), f"search same page: first result {first}")
    page.keyboard.press("Enter")
    page.wait_for_function("location.hash.length > 1", timeout=5000)
    report.expect(page.is_hidden("#search-results"), "search same page: the panel stays open")
    report.expect(
        page.url.endswith(first.partition("#")[1] + first.partition("#")[2]),
        f"search same page: Enter leads to {page.url}, not {first}",
    )
    report.expect(
        len(page.query_selector_all("#content mark.search-hit")) > 0,
        "search same page: no term marked",
    )
    context.close()


CHECKS = [
    first_results,
    count_and_show_all,
    snippets_show_the_match,
    shortcuts,
    keyboard_and_landing,
    landing_from_an_address,
    same_page_result_closes_the_panel,
]
