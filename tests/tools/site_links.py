#!/usr/bin/env python3
"""Every link between the files of a static site resolves (tests/tools/site_check.sh).

Reads every .html file under SITE_DIR and checks each href and src that is not an
absolute URL (http:, https:, mailto:, data:, or one starting with //): once
percent-decoded, its path names a file under SITE_DIR, relative to the page (a link that
leaves SITE_DIR, starts with / or names a folder is broken), and its #fragment, if any,
is the id of an element of the target (or the name of an <a>) when the target is an
HTML or SVG file. A fragment alone ("#x") is looked up in the page itself; "#" and
"#top" are the top of the page. Prints "PAGE: broken link HREF" for each broken link
(once per page) and exits 1, or prints how many links were checked and exits 0.

  python3 tests/tools/site_links.py SITE_DIR
"""
import os
import posixpath
import sys
from html.parser import HTMLParser
from urllib.parse import unquote, urlsplit

SKIPPED_SCHEMES = {"http", "https", "mailto", "data"}
LINK_ATTRIBUTES = {"href", "src", "xlink:href"}
FRAGMENT_TARGETS = (".html", ".htm", ".svg")


class Page(HTMLParser):
    """One file's ids (and names of <a>) and its links, in one pass."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()
        self.links = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if value is None:
                continue
            if name == "id" or (name == "name" and tag == "a"):
                self.ids.add(value)
            elif name in LINK_ATTRIBUTES and tag != "base":
                self.links.append(value)

    handle_startendtag = handle_starttag


def main():
    if len(sys.argv) != 2:
        print("usage: site_links.py SITE_DIR")
        return 2
    root = sys.argv[1]
    if not os.path.isdir(root):
        print(f"site links: {root} is not a folder")
        return 1

    # Every file of the site, as a path relative to SITE_DIR with / between its parts.
    files = set()
    for dirpath, _, names in os.walk(root):
        rel = os.path.relpath(dirpath, root).replace(os.sep, "/")
        for name in names:
            files.add(name if rel == "." else f"{rel}/{name}")
    pages = sorted(f for f in files if f.endswith(".html"))
    if not pages:
        print(f"site links: no .html file under {root}")
        return 1

    parsed = {}  # file -> Page, each file parsed once

    def parse(rel):
        if rel not in parsed:
            page = Page()
            with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as f:
                page.feed(f.read())
            page.close()
            parsed[rel] = page
        return parsed[rel]

    checked = absolute = broken = 0
    for rel in pages:
        page = parse(rel)
        here = posixpath.dirname(rel)
        reported = set()
        for href in page.links:
            url = href.strip()
            parts = urlsplit(url)
            if parts.scheme.lower() in SKIPPED_SCHEMES or url.startswith("//"):
                absolute += 1
                continue
            checked += 1
            ok = True
            if parts.scheme or parts.netloc or parts.path.startswith("/"):
                ok = False  # another scheme, or a path from the root of a server
            else:
                if parts.path:
                    target = posixpath.normpath(posixpath.join(here, unquote(parts.path)))
                    ok = target in files and not target.startswith("../")
                else:
                    target = rel
                fragment = unquote(parts.fragment)
                if ok and fragment and fragment.lower() != "top" and target.endswith(FRAGMENT_TARGETS):
                    ok = fragment in parse(target).ids
            if not ok and href not in reported:
                reported.add(href)
                broken += 1
                print(f"{rel}: broken link {href}")
    if broken:
        print(f"site links: {broken} broken link{'s' if broken != 1 else ''} "
              f"({checked} links checked in {len(pages)} pages)")
        return 1
    print(f"site links: {checked} links checked in {len(pages)} pages, all resolve "
          f"({absolute} absolute URL{'s' if absolute != 1 else ''} not checked)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
