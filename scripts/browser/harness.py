"""What every browser check shares: the built site, the browser, and the report of failures and figures."""

import pathlib
import re
import sys
import time

from playwright.sync_api import sync_playwright

VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 900}}
SCHEMES = ["light", "dark"]


class Site:
    """The site built into `public`, each page's file:// address (a translation's pages by their
    path, `zh-Hans/01-raw-kvo.html`), and the book's Markdown tables."""

    def __init__(self, public, chapters):
        self.public = pathlib.Path(public).resolve()
        self.chapters = pathlib.Path(chapters).resolve()
        self.pages = sorted(
            p.relative_to(self.public).as_posix()
            for p in list(self.public.glob("*.html")) + list(self.public.glob("*/*.html")))
        self.languages = sorted({page.rpartition("/")[0] for page in self.pages if "/" in page})

    def url(self, page, fragment=""):
        return (self.public / page).as_uri() + (("#" + fragment) if fragment else "")

    def path(self, target):
        """A file's path below `public`, as `pages` names it."""
        return pathlib.Path(target).resolve().relative_to(self.public).as_posix()

    def chapter_tables(self):
        """Each chapter page's number of tables: pipe tables, counted in its Markdown by alignment
        rows, and the directives that render one table each from data ({{#route}}, {{#table}},
        and {{#sources}}, whose articles are a table)."""
        alignment = re.compile(r"^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)+\|?\s*$")
        data_table = re.compile(r"^\s*\{\{#(route|table|sources)[\s}]")
        counts = {}
        for markdown in sorted(self.chapters.glob("*.md")):
            lines = markdown.read_text(encoding="utf-8").splitlines()
            fenced = False
            count = 0
            for previous, line in zip(lines, lines[1:] + [""]):
                if previous.lstrip().startswith(("```", "~~~")):
                    fenced = not fenced
                if not fenced and "|" in previous and alignment.match(line):
                    count += 1
                if not fenced and data_table.match(previous):
                    count += 1
            counts[markdown.stem + ".html"] = count
        for language in self.languages:
            counts.update({f"{language}/{name}": count for name, count in list(counts.items())
                           if "/" not in name})
        return counts


class Report:
    """Failures (each one line) and figures (name → value) gathered by the checks."""

    def __init__(self):
        self.failures = []
        self.figures = {}
        self.checked = 0

    def expect(self, condition, message):
        self.checked += 1
        if not condition:
            self.failures.append(message)
        return condition

    def figure(self, name, value):
        self.figures[name] = value


def open_browser(executable):
    """Starts headless Chromium at `executable` (Debian's, no browser download)."""
    playwright = sync_playwright().start()
    browser = playwright.chromium.launch(executable_path=executable, headless=True)
    return playwright, browser


def watched_page(context, report, label):
    """A new page whose console errors, uncaught exceptions and failed loads become failures."""
    page = context.new_page()
    page.on(
        "console",
        lambda message: report.expect(
            message.type != "error", f"{label}: console error: {message.text}"
        ),
    )
    page.on("pageerror", lambda error: report.expect(False, f"{label}: uncaught error: {error}"))
    page.on(
        "requestfailed",
        lambda request: report.expect(False, f"{label}: failed load: {request.url}"),
    )
    return page


def main(checks):
    """Runs `checks` (functions of browser, site and report) and prints failures and figures."""
    executable, public, chapters = sys.argv[1:4]
    site = Site(public, chapters)
    report = Report()
    playwright, browser = open_browser(executable)
    try:
        for check in checks:
            started = time.monotonic()
            try:
                check(browser, site, report)
            except Exception as error:  # a check that breaks is a failure, the others still run
                report.expect(False, f"{check.__name__}: {type(error).__name__}: {error}".splitlines()[0])
            print(f"  {check.__name__}: {time.monotonic() - started:.1f} s", flush=True)
    finally:
        browser.close()
        playwright.stop()
    for name, value in report.figures.items():
        print(f"  {name}: {value}")
    if report.failures:
        print(f"browser-test: {len(report.failures)} of {report.checked} expectations failed:")
        for failure in report.failures[:200]:
            print(f"  ✘ {failure}")
        return 1
    print(f"browser-test: all {report.checked} expectations hold")
    return 0
