"""The reader's experience of the site: every page at phone and desktop width in both themes."""

import pathlib
import urllib.parse

from axe_playwright_python.sync_playwright import Axe

from harness import SCHEMES, VIEWPORTS, watched_page

AXE = Axe()
SEVERE = {"serious", "critical"}


def axe_options(name, viewport_name, scheme):
    """Every axe rule on every page, but the costly colour contrast (which the width does not
    change) only at desktop width, and the print page (the chapters again, one after the other)
    checked whole once, at desktop width in the light scheme."""
    # preload off: axe would fetch the stylesheet itself, which file:// pages refuse (a console
    # error that is axe's, not the site's).
    options = {"resultTypes": ["violations"], "preload": False}
    if name.rpartition("/")[2] == "print.html" and (viewport_name, scheme) != ("desktop", "light"):
        options["runOnly"] = ["landmark-unique", "duplicate-id-aria", "heading-order", "region"]
    elif viewport_name != "desktop":
        options["rules"] = {"color-contrast": {"enabled": False}}
    return options


def every_page(browser, site, report):
    """No console error or failed load, no sideways scroll, no serious axe violation, on every
    page in every viewport and scheme; then every internal link and fragment resolves."""
    links, ids = {}, {}
    tables = site.chapter_tables()
    for viewport_name, viewport in VIEWPORTS.items():
        widest = (0, "")
        for scheme in SCHEMES:
            label_base = f"{viewport['width']}px {scheme}"
            context = browser.new_context(viewport=viewport, color_scheme=scheme)
            severe_total = 0
            for name in site.pages:
                label = f"{name} at {label_base}"
                page = watched_page(context, report, label)
                page.goto(site.url(name))
                width = page.evaluate("document.documentElement.scrollWidth")
                report.expect(width <= viewport["width"], f"{label}: page is {width}px wide")
                widest = max(widest, (width, name))
                results = AXE.run(page, options=axe_options(name, viewport_name, scheme)).response
                severe = [v for v in results["violations"] if v["impact"] in SEVERE]
                for violation in severe:
                    targets = [" ".join(node["target"]) for node in violation["nodes"][:3]]
                    report.expect(
                        False,
                        f"{label}: axe {violation['impact']} {violation['id']} "
                        f"×{len(violation['nodes'])} e.g. {targets}",
                    )
                severe_total += sum(len(v["nodes"]) for v in severe)
                if viewport_name == "desktop" and scheme == "light":
                    links[name] = page.evaluate(
                        "Array.from(document.querySelectorAll('a[href]'), a => a.href)")
                    ids[name] = set(page.evaluate(
                        "Array.from(document.querySelectorAll('[id]'), e => e.id)"))
                    if name in tables:
                        rendered = page.evaluate(
                            "document.querySelectorAll('main .table-frame > table').length")
                        report.expect(
                            rendered == tables[name],
                            f"{name}: {rendered} tables rendered, the Markdown has {tables[name]}")
                        stray = page.evaluate(
                            "Array.from(document.querySelectorAll('main p'))"
                            ".filter(p => p.textContent.trim().startsWith('|')).length")
                        report.expect(stray == 0, f"{name}: {stray} paragraphs still hold '|' rows")
                page.close()
                print(
                    f"    {label}: {width}px wide, axe: {len(severe)} serious or critical, "
                    f"{len(results['violations'])} in all", flush=True)
            report.figure(f"axe serious/critical nodes, {label_base}, all pages", severe_total)
            context.close()
        report.figure(f"widest page at {viewport['width']}px", f"{widest[0]}px ({widest[1]})")
    checked = 0
    for name, hrefs in links.items():
        for href in hrefs:
            parsed = urllib.parse.urlparse(href)
            if parsed.scheme != "file":
                continue
            target = pathlib.Path(urllib.parse.unquote(parsed.path))
            checked += 1
            if not report.expect(target.exists(), f"{name}: link to missing {target}"):
                continue
            fragment = urllib.parse.unquote(parsed.fragment)
            page = site.path(target) if target.is_relative_to(site.public) else None
            if fragment and page in ids:
                report.expect(fragment in ids[page], f"{name}: link to missing #{fragment} in {page}")
    report.figure("internal links checked", checked)


def theme_persists(browser, site, report):
    """The theme chosen with the switch holds on the next page."""
    context = browser.new_context(viewport=VIEWPORTS["desktop"], color_scheme="light")
    page = watched_page(context, report, "theme switch")
    page.goto(site.url("index.html"))
    for _ in range(3):
        if page.evaluate("document.documentElement.dataset.theme") == "dark":
            break
        page.click(".theme-toggle")
    page.goto(site.url("01-raw-kvo.html"))
    theme = page.evaluate("document.documentElement.dataset.theme")
    report.expect(theme == "dark", f"theme switch: the next page's theme is {theme}, not dark")
    background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    report.expect(background == "rgb(22, 24, 28)", f"theme switch: dark page background {background}")
    context.close()


def print_page(browser, site, report):
    """The print page holds every page of the book with every fold open, on a light palette."""
    context = browser.new_context(viewport=VIEWPORTS["desktop"], color_scheme="dark")
    page = watched_page(context, report, "print.html")
    page.goto(site.url("print.html"))
    sections = page.evaluate("document.querySelectorAll('section.print-chapter').length")
    in_book = page.evaluate("document.querySelectorAll('#sidebar a[href]').length")
    report.expect(sections == in_book, f"print.html: {sections} sections, the book has {in_book} pages")
    closed = page.evaluate("document.querySelectorAll('details:not([open])').length")
    report.expect(closed == 0, f"print.html: {closed} folds closed")
    page.emulate_media(media="print")
    background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    colour = page.evaluate("getComputedStyle(document.body).color")
    report.expect(
        background == "rgb(255, 255, 255)" and colour == "rgb(17, 17, 17)",
        f"print.html printed in the dark scheme: text {colour} on {background}")
    width = page.evaluate("document.documentElement.scrollWidth")
    report.expect(width <= VIEWPORTS["desktop"]["width"], f"print.html printed is {width}px wide")
    context.close()


def sidebar_visible(page):
    return page.evaluate(
        "(() => { const r = document.getElementById('sidebar').getBoundingClientRect();"
        " return r.width > 0 && r.bottom > 0 && r.top < innerHeight; })()")


def phone_menu(browser, site, report):
    """On a phone the contents open where the reader is, close with Escape, and open without
    JavaScript too."""
    for script in (True, False):
        label = "phone menu" + ("" if script else " without JavaScript")
        context = browser.new_context(viewport=VIEWPORTS["phone"], java_script_enabled=script)
        page = watched_page(context, report, label)
        page.goto(site.url("01-raw-kvo.html"))
        page.evaluate("window.scrollTo(0, 2500)")
        before = page.evaluate("scrollY")
        report.expect(not sidebar_visible(page), f"{label}: the contents show before the tap")
        page.click(".menu-toggle")
        report.expect(sidebar_visible(page), f"{label}: the contents do not show where the reader is")
        report.expect(page.evaluate("scrollY") == before, f"{label}: the page scrolled on opening")
        if script:
            page.keyboard.press("Escape")
            report.expect(not sidebar_visible(page), f"{label}: Escape leaves the contents open")
            report.expect(page.evaluate("scrollY") == before, f"{label}: the page scrolled on closing")
        else:
            page.click(".menu-close")
            report.expect(not sidebar_visible(page), f"{label}: the close label leaves them open")
        context.close()


def desktop_sidebar(browser, site, report):
    """On a desktop the contents can be hidden, and stay hidden on the next page."""
    context = browser.new_context(viewport=VIEWPORTS["desktop"])
    page = watched_page(context, report, "desktop sidebar")
    page.goto(site.url("index.html"))
    report.expect(sidebar_visible(page), "desktop sidebar: not shown at first")
    page.click(".sidebar-toggle")
    report.expect(not sidebar_visible(page), "desktop sidebar: the toggle does not hide it")
    page.goto(site.url("01-raw-kvo.html"))
    report.expect(not sidebar_visible(page), "desktop sidebar: shown again on the next page")
    width = page.evaluate("document.querySelector('main').getBoundingClientRect().width")
    report.expect(width > 600, f"desktop sidebar: the text is {width}px wide without the sidebar")
    context.close()


def keyboard(browser, site, report):
    """Arrows change page only when focus is not in a code block or other scrolling region;
    heading anchors show when focused and are not hidden from assistive technology."""
    context = browser.new_context(viewport=VIEWPORTS["desktop"])
    page = watched_page(context, report, "keyboard")
    start = site.url("01-raw-kvo.html")
    page.goto(start)
    for selector in (".listing pre", ".table-frame"):
        page.locator(f"{selector}:visible").first.focus()
        page.keyboard.press("ArrowRight")
        page.wait_for_timeout(500)
        report.expect(page.url == start, f"keyboard: → in {selector} changed page to {page.url}")
    anchor = page.locator(".heading-anchor").first
    anchor.focus()
    report.expect(anchor.evaluate("a => getComputedStyle(a).opacity") == "1",
                  "keyboard: a focused heading anchor is invisible")
    report.expect(anchor.get_attribute("aria-hidden") is None, "keyboard: heading anchors are aria-hidden")
    page.evaluate("document.activeElement.blur()")
    with page.expect_navigation():
        page.keyboard.press("ArrowRight")
    report.expect(page.url != start, "keyboard: → outside code does not go to the next page")
    context.close()


def anchors_clear_the_header(browser, site, report):
    """A jump to a heading lands below the sticky header, at both widths."""
    for viewport in VIEWPORTS.values():
        context = browser.new_context(viewport=viewport)
        page = watched_page(context, report, "anchor jump")
        page.goto(site.url("01-raw-kvo.html"))
        fragment = page.evaluate("document.querySelectorAll('main h2[id]')[3].id")
        page.goto(site.url("01-raw-kvo.html", fragment))
        top = page.evaluate(f"document.getElementById('{fragment}').getBoundingClientRect().top")
        header = page.evaluate("document.querySelector('.top').getBoundingClientRect().bottom")
        report.expect(top >= header - 1,
                      f"anchor jump at {viewport['width']}px: #{fragment} at {top}px, under the header ({header}px)")
        context.close()


def claims_contents_scroll(browser, site, report):
    """The claims page's long "On this page" column can be scrolled to its last entry."""
    context = browser.new_context(viewport=VIEWPORTS["desktop"] | {"width": 1400})
    page = watched_page(context, report, "claims contents")
    page.goto(site.url("claims.html"))
    page.evaluate("document.querySelector('.page-toc').scrollTop = 1e6")
    bottom = page.evaluate("document.querySelector('.page-toc li:last-child').getBoundingClientRect().bottom")
    report.expect(bottom <= page.viewport_size["height"],
                  f"claims contents: the last entry ends at {bottom}px, below the window")
    context.close()


CHECKS = [every_page, theme_persists, print_page, phone_menu, desktop_sidebar, keyboard,
          anchors_clear_the_header, claims_contents_scroll]
