"""Search in Chinese, from file://, on this book's Chinese edition and on a small book translated
in full (scripts/browser/chinese-book, built by scripts/browser-test): words from the middle of
sentences and mixed Latin and Chinese queries find the section that discusses them first; the
terms are marked on the page; the language picker keeps the reader on the same section."""

import pathlib

from harness import VIEWPORTS, Site, watched_page
from search_checks import RESULTS, address_without_highlight, search

BOOK = pathlib.Path(__file__).resolve().parent / "chinese-book"

# Each query and the address its first result must have, from a page of the Chinese edition.
FIRST_RESULTS = [
    ("键路径", "01-observers.html#registering-an-observer"),
    ("addObserver 观察者", "01-observers.html#registering-an-observer"),
    ("变化字典", "01-observers.html#the-change-dictionary"),
    ("旧值", "01-observers.html#the-change-dictionary"),
    ("依赖键", "01-observers.html#dependent-keys"),
    ("KVO 崩溃", "02-crashes.html#removing-an-observer-twice"),
    ("异常", "02-crashes.html#removing-an-observer-twice"),
    ("野指针", "02-crashes.html#a-freed-observer"),
    ("关联对象", "02-crashes.html#associated-objects"),
    ("子类", "03-inside.html#isa-swizzling"),
    ("isa 指针", "03-inside.html#isa-swizzling"),
    ("方法缓存", "03-inside.html#the-method-cache"),
    ("消息转发", "03-inside.html#message-forwarding"),
]

# The same, on this book's Chinese edition: each query a reader of that section would type, and
# the section that discusses it.
BOOK_FIRST_RESULTS = [
    ("关联对象", "00-runtime.html#associated-objects"),
    ("类指针", "00-runtime.html#objects-and-their-class-pointer"),
    ("原来的类", "00-runtime.html#the-class-an-object-reports"),
    ("removeObserver 两次", "01-raw-kvo.html#removing-an-observer-twice"),
    ("已释放", "01-raw-kvo.html#freeing-the-observer-while-it-is-registered"),
    ("willChangeValue 通知", "01-raw-kvo.html#sending-the-notifications"),
    ("initial 选项", "01-raw-kvo.html#options"),
    ("去重", "03-kvo-controller.html#one-controller-one-map-one-set-per-object"),
    ("死锁", "03-kvo-controller.html#no-lock-held-while-calling-out"),
    ("deinit 取消观察", "03-kvo-controller.html#cleaning-up-in-deinit-is-too-late"),
    ("哈希表", "04-hash-table-controller.html"),
    ("Observation 追踪", "06-epilogue.html#tracking-by-access"),
]


def chinese_site():
    return Site(BOOK / "site/public", BOOK / "chapters")


def first_results(browser, site, report):
    """Each query lists its section first, on a phone and on a desktop, in both books."""
    expect_first_results(browser, chinese_site(), FIRST_RESULTS, "Chinese search", report)
    expect_first_results(browser, site, BOOK_FIRST_RESULTS, "the book's Chinese search", report)


def expect_first_results(browser, book, queries, label, report):
    for viewport in VIEWPORTS:
        context = browser.new_context(viewport=VIEWPORTS[viewport])
        page = watched_page(context, report, f"{label} {viewport}")
        page.goto(book.url("zh-Hans/index.html"))
        lang = page.evaluate("document.documentElement.lang")
        report.expect(lang == "zh-Hans", f"{label}: the page's language is {lang!r}")
        for query, expected in queries:
            search(page, query)
            hrefs = [link.get_attribute("href") for link in page.query_selector_all(RESULTS)]
            first = address_without_highlight(hrefs[0]) if hrefs else None
            report.expect(
                first == expected,
                f"{label} {viewport}: {query!r} lists {first!r} first, expected {expected!r}",
            )
        search(page, "不存在的词")
        count = page.inner_text("#search-results .search-count")
        report.expect(count == "没有找到。", f"{label}: nothing found says {count!r}")
        context.close()
    report.figure(f"{label}: queries checked (first result)", len(queries) * len(VIEWPORTS))


def marked_on_arrival(browser, site, report):
    """The chosen result's page marks the whole Chinese word, not its pairs apart."""
    book = chinese_site()
    context = browser.new_context(viewport=VIEWPORTS["desktop"])
    page = watched_page(context, report, "Chinese highlight")
    page.goto(book.url("zh-Hans/index.html"))
    search(page, "关联对象")
    with page.expect_navigation():
        page.click(RESULTS)
    marks = page.evaluate("Array.from(document.querySelectorAll('mark.search-hit'), m => m.textContent)")
    report.expect("关联对象" in marks, f"Chinese highlight: marked {marks}")
    context.close()


def picker_keeps_the_section(browser, site, report):
    """From a section of an English page, the picker opens the same section in Chinese, and
    back; by the address's fragment or by where the reader has scrolled."""
    book = chinese_site()
    # A low window, so that the short page scrolls its section to the top.
    context = browser.new_context(viewport={"width": 1280, "height": 300})
    page = watched_page(context, report, "language picker")
    page.goto(book.url("02-crashes.html", "associated-objects"))
    with page.expect_navigation():
        page.click("nav.languages a[hreflang='zh-Hans']")
    report.expect(
        page.url == book.url("zh-Hans/02-crashes.html", "associated-objects"),
        f"language picker: English #associated-objects led to {page.url}")
    page.goto(book.url("zh-Hans/03-inside.html"))
    page.evaluate("document.getElementById('the-method-cache').scrollIntoView()")
    with page.expect_navigation():
        page.click("nav.languages a[hreflang='en']")
    report.expect(
        page.url == book.url("03-inside.html", "the-method-cache"),
        f"language picker: scrolled to the method cache in Chinese, English opened at {page.url}")
    context.close()


def translated_pages(browser, site, report):
    """The Chinese pages, and the home page's block left in English with its notice: no console
    error, no sideways scroll, no serious axe violation, at both widths."""
    from site_checks import AXE, SEVERE, axe_options

    book = chinese_site()
    for viewport_name, viewport in VIEWPORTS.items():
        context = browser.new_context(viewport=viewport)
        for name in book.pages:
            label = f"Chinese book {name} at {viewport['width']}px"
            page = watched_page(context, report, label)
            page.goto(book.url(name))
            width = page.evaluate("document.documentElement.scrollWidth")
            report.expect(width <= viewport["width"], f"{label}: page is {width}px wide")
            results = AXE.run(page, options=axe_options(name, viewport_name, "light")).response
            for violation in results["violations"]:
                report.expect(violation["impact"] not in SEVERE,
                              f"{label}: axe {violation['impact']} {violation['id']}")
            page.close()
        context.close()
    context = browser.new_context(viewport=VIEWPORTS["desktop"])
    page = watched_page(context, report, "Chinese book notice")
    page.goto(book.url("zh-Hans/index.html"))
    notice = page.evaluate(
        "(() => { const a = document.querySelector('main a.translation-notice');"
        " return a && [a.textContent, a.getAttribute('href'), a.nextElementSibling.lang]; })()")
    report.expect(notice == ["尚未翻译", "../index.html#about-this-book", "en"],
                  f"Chinese book notice: {notice}")
    context.close()


CHECKS = [first_results, marked_on_arrival, picker_keeps_the_section, translated_pages]
