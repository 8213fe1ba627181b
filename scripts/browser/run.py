"""Runs the browser checks over a built site: run.py CHROMIUM PUBLIC CHAPTERS."""

import sys

import chinese_search_checks
import search_checks
import site_checks
from harness import main

sys.exit(main(site_checks.CHECKS + search_checks.CHECKS + chinese_search_checks.CHECKS))
