// KVO Workbook search. Works from file://: the index is a script added to the page on first use,
// and the terms to highlight travel to the chosen page in its address (?highlight=…).
//
// This script is the book's one ranking (the unit tests run it under node, SearchRankingTests;
// the browser suite in Chromium): a query word reaches a term itself (×4), a longer word it
// begins (×2, never a whole identifier such as "isactive"), or, only when neither finds anything,
// a term or a word's start one typo away (×1); a section's score adds up each word's best reach
// times the term's weight there (SearchWeight.swift); ties keep book order.
(function () {
  "use strict";

  var input = document.getElementById("search-input");
  var list = document.getElementById("search-results");
  var content = document.getElementById("content");
  var PAGE_SIZE = 20;
  var SHORTEST_TYPO_WORD = 4;
  var wordPattern = /[\p{L}\p{M}\p{N}_]/u;
  // The page's words in its language, from the page (window.workbookText); English otherwise.
  function t(text) {
    var words = window.workbookText;
    return words && Object.prototype.hasOwnProperty.call(words, text) ? words[text] : text;
  }

  // The index: loaded once, on first focus.
  var loading = false;
  var waiting = [];
  function loadIndex(then) {
    if (window.workbookSearchIndex) { then(); return; }
    waiting.push(then);
    if (loading) return;
    loading = true;
    var script = document.createElement("script");
    script.src = "search-index.js";
    script.onload = function () { waiting.splice(0).forEach(function (done) { done(); }); };
    script.onerror = function () { loading = false; waiting = []; };
    document.head.appendChild(script);
  }

  // Matching. Words are split as SearchTokenizer.swift splits the book's text, compared in NFC
  // (Swift compares strings canonically), and measured in code points, as Swift counts Unicode
  // scalars.
  // Han and kana, by the code point ranges of HanBigrams.swift: a run of them is read as its
  // overlapping pairs of characters, the rest of a word as a word.
  function isHanOrKana(c) {
    var p = c.codePointAt(0);
    return (p >= 0x3005 && p <= 0x3007) || (p >= 0x3040 && p <= 0x30FF) ||
      (p >= 0x31F0 && p <= 0x31FF) || (p >= 0x3400 && p <= 0x4DBF) ||
      (p >= 0x4E00 && p <= 0x9FFF) || (p >= 0xF900 && p <= 0xFAFF) ||
      (p >= 0xFF66 && p <= 0xFF9F) || (p >= 0x20000 && p <= 0x3134F);
  }
  var markPattern = /\p{M}/u;
  function queryWords(text) {
    var words = [];
    (text.normalize("NFC").match(/[\p{L}\p{M}\p{N}_]+/gu) || []).forEach(function (word) {
      // Letter by letter, as Swift lowercases each scalar: a whole-word toLowerCase would give
      // a final sigma (ς) where the index has σ.
      var letters = Array.from(word).map(function (c) { return c.toLowerCase(); });
      var start = 0;
      while (start < letters.length) {
        var han = isHanOrKana(letters[start]);
        var end = start + 1;
        while (end < letters.length &&
          (isHanOrKana(letters[end]) === han || markPattern.test(letters[end]))) end++;
        if (han) {
          for (var i = start; i + 1 < end; i++) words.push(letters[i] + letters[i + 1]);
        } else if (end - start >= 2) {
          words.push(letters.slice(start, end).join(""));
        }
        start = end;
      }
    });
    return words;
  }
  function isOneEditAway(a, b) {
    a = Array.from(a);
    b = Array.from(b);
    if (a.length === b.length) {
      var differences = [];
      for (var i = 0; i < a.length && differences.length <= 2; i++) {
        if (a[i] !== b[i]) differences.push(i);
      }
      if (differences.length <= 1) return true;
      var first = differences[0];
      return differences.length === 2 && differences[1] === first + 1 &&
        a[first] === b[first + 1] && a[first + 1] === b[first];
    }
    var short = a.length < b.length ? a : b;
    var long = a.length < b.length ? b : a;
    if (long.length !== short.length + 1) return false;
    var index = 0;
    while (index < short.length && short[index] === long[index]) index++;
    return short.slice(index).join("") === long.slice(index + 1).join("");
  }
  function startsOneEditAway(word, typed) {
    word = Array.from(word);
    var typedLength = Array.from(typed).length;
    for (var length = typedLength - 1; length <= typedLength + 1; length++) {
      if (length <= word.length && isOneEditAway(word.slice(0, length).join(""), typed)) return true;
    }
    return false;
  }
  // The index keeps each term as the book wrote it; no two of its terms are canonically equal.
  function keyedInNFC(terms) {
    var keyed = {};
    Object.keys(terms).forEach(function (term) { keyed[term.normalize("NFC")] = terms[term]; });
    return keyed;
  }
  function postingsOf(index, term) {
    return Object.prototype.hasOwnProperty.call(index.words, term) ? index.words[term]
      : Object.prototype.hasOwnProperty.call(index.names, term) ? index.names[term] : null;
  }
  function reach(index, word) {
    var found = [];
    if (postingsOf(index, word)) found.push({ term: word, reach: 4 });
    index.wordList.forEach(function (term) {
      if (term !== word && term.lastIndexOf(word, 0) === 0) found.push({ term: term, reach: 2 });
    });
    if (found.length > 0 || Array.from(word).length < SHORTEST_TYPO_WORD) return found;
    index.wordList.forEach(function (term) {
      if (isOneEditAway(word, term) || startsOneEditAway(term, word)) found.push({ term: term, reach: 1 });
    });
    index.nameList.forEach(function (term) {
      if (isOneEditAway(word, term)) found.push({ term: term, reach: 1 });
    });
    return found;
  }
  // The matching sections, best first: [{section, score, terms}].
  function search(query) {
    var index = window.workbookSearchIndex;
    var words = queryWords(query);
    if (!index || words.length === 0) return [];
    if (!index.wordList) {
      index.words = keyedInNFC(index.words);
      index.names = keyedInNFC(index.names);
      index.wordList = Object.keys(index.words);
      index.nameList = Object.keys(index.names);
    }
    var results = null;
    words.forEach(function (word) {
      var best = {};
      reach(index, word).forEach(function (found) {
        var postings = postingsOf(index, found.term);
        var section = 0;
        for (var i = 0; i < postings.length; i += 2) {
          section += postings[i];
          var score = found.reach * postings[i + 1];
          var current = best[section];
          if (!current) best[section] = current = { score: 0, terms: [] };
          current.score = Math.max(current.score, score);
          current.terms.push(found.term);
        }
      });
      if (results === null) { results = best; return; }
      var merged = {};
      Object.keys(results).forEach(function (section) {
        if (!best[section]) return;
        merged[section] = {
          score: results[section].score + best[section].score,
          terms: results[section].terms.concat(best[section].terms)
        };
      });
      results = merged;
    });
    return Object.keys(results || {})
      .map(function (section) {
        return { id: Number(section), section: index.sections[section],
                 score: results[section].score, terms: results[section].terms };
      })
      .sort(function (a, b) { return b.score - a.score || a.id - b.id; });
  }

  // Where the terms occur in a text: whole terms, starting a word or one of its humps
  // ("Controller" in "KVOController"), as [start, end] pairs in order.
  function occurrences(text, terms) {
    var found = [];
    var lower = text.toLowerCase();
    if (lower.length !== text.length) return found;
    terms.forEach(function (term) {
      var at = lower.indexOf(term);
      while (at !== -1) {
        if (startsWordOrHump(text, at)) found.push([at, at + term.length]);
        at = lower.indexOf(term, at + 1);
      }
    });
    found.sort(function (a, b) { return a[0] - b[0] || b[1] - a[1]; });
    var merged = [];
    found.forEach(function (range) {
      var last = merged[merged.length - 1];
      if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
      else merged.push(range);
    });
    return merged;
  }
  function startsWordOrHump(text, at) {
    if (at === 0 || isHanOrKana(String.fromCodePoint(text.codePointAt(at)))) return true;
    var previous = text[at - 1];
    var first = text[at];
    if (previous === "_" || !wordPattern.test(previous)) return true;
    var isUpper = function (c) { return c !== c.toLowerCase(); };
    var isLower = function (c) { return c !== c.toUpperCase(); };
    if (isUpper(first) && (isLower(previous) || /\d/.test(previous))) return true;
    return isUpper(first) && isUpper(previous) && at + 1 < text.length && isLower(text[at + 1]);
  }
  // Some text around the first occurrence, cut at spaces, with every occurrence marked.
  function snippet(text, terms) {
    text = text.normalize("NFC");
    var found = occurrences(text, terms);
    // Cut at a space, unless the text has none near (Chinese, Japanese).
    var start = 0;
    if (found.length > 0 && found[0][0] > 60) {
      start = found[0][0] - 60;
      var before = text.lastIndexOf(" ", start);
      if (before !== -1 && start - before < 20) start = before + 1;
    }
    var end = Math.min(text.length, start + 200);
    if (end < text.length) {
      var space = text.indexOf(" ", end);
      if (space !== -1 && space - end < 20) end = space;
    }
    // Never between the two halves of a character beyond the first plane.
    if (/[\uDC00-\uDFFF]/.test(text.charAt(start))) start++;
    if (/[\uDC00-\uDFFF]/.test(text.charAt(end))) end++;
    var out = document.createDocumentFragment();
    var at = start;
    if (start > 0) out.appendChild(document.createTextNode("… "));
    found.forEach(function (range) {
      if (range[0] < at || range[1] > end) return;
      out.appendChild(document.createTextNode(text.slice(at, range[0])));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(range[0], range[1]);
      out.appendChild(mark);
      at = range[1];
    });
    out.appendChild(document.createTextNode(text.slice(at, end) + (end < text.length ? " …" : "")));
    return out;
  }

  // The results panel.
  var shown = [];
  var limit = PAGE_SIZE;
  function addressWithHighlight(url, terms) {
    var hash = url.indexOf("#");
    var page = hash === -1 ? url : url.slice(0, hash);
    var fragment = hash === -1 ? "" : url.slice(hash);
    var unique = terms.filter(function (term, i) { return terms.indexOf(term) === i; });
    return page + "?highlight=" + encodeURIComponent(unique.join(" ")) + fragment;
  }
  function item(className, text) {
    var li = document.createElement("li");
    li.className = className;
    li.textContent = text;
    return li;
  }
  function render() {
    list.innerHTML = "";
    if (input.value.trim() === "") { close(); return; }
    var count = shown.length;
    list.appendChild(item("search-count", count === 0 ? t("Nothing found.")
      : count === 1 ? t("1 result") : t("{count} results").replace("{count}", count)));
    shown.slice(0, limit).forEach(function (result) {
      var li = document.createElement("li");
      var link = document.createElement("a");
      link.className = "search-result";
      link.href = addressWithHighlight(result.section.u, result.terms);
      link.setAttribute("data-terms", result.terms.join(" "));
      var title = document.createElement("span");
      title.className = "title";
      title.textContent = result.section.t;
      var text = document.createElement("span");
      text.className = "snippet";
      text.appendChild(snippet(result.section.x, result.terms));
      link.appendChild(title);
      link.appendChild(text);
      li.appendChild(link);
      list.appendChild(li);
    });
    if (count > limit) {
      var more = document.createElement("li");
      more.className = "search-more";
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = t("Show all {count} results").replace("{count}", count);
      button.addEventListener("click", function () {
        limit = Infinity;
        render();
        var links = resultLinks();
        if (links[PAGE_SIZE]) links[PAGE_SIZE].focus();
      });
      more.appendChild(button);
      list.appendChild(more);
    }
    list.hidden = false;
  }
  function close() {
    list.hidden = true;
  }
  function resultLinks() {
    return Array.prototype.slice.call(list.querySelectorAll("a.search-result"));
  }
  function update() {
    limit = PAGE_SIZE;
    shown = search(input.value);
    render();
  }

  // Highlighting: the terms of ?highlight= marked in the page's text.
  function highlight(terms) {
    if (!content || terms.length === 0) return [];
    var walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT, {
      acceptNode: function (node) {
        var parent = node.parentNode;
        if (!parent || /^(SCRIPT|STYLE|MARK|BUTTON)$/.test(parent.nodeName)) return NodeFilter.FILTER_REJECT;
        return NodeFilter.FILTER_ACCEPT;
      }
    });
    var nodes = [];
    while (walker.nextNode()) nodes.push(walker.currentNode);
    var marks = [];
    nodes.forEach(function (node) {
      var text = node.nodeValue;
      var found = occurrences(text, terms);
      if (found.length === 0) return;
      var out = document.createDocumentFragment();
      var at = 0;
      found.forEach(function (range) {
        out.appendChild(document.createTextNode(text.slice(at, range[0])));
        var mark = document.createElement("mark");
        mark.className = "search-hit";
        mark.textContent = text.slice(range[0], range[1]);
        out.appendChild(mark);
        marks.push(mark);
        at = range[1];
      });
      out.appendChild(document.createTextNode(text.slice(at)));
      node.parentNode.replaceChild(out, node);
    });
    return marks;
  }
  function clearHighlights() {
    document.querySelectorAll("mark.search-hit").forEach(function (mark) {
      var parent = mark.parentNode;
      parent.replaceChild(document.createTextNode(mark.textContent), mark);
      parent.normalize();
    });
  }
  function termsInAddress() {
    var match = /[?&]highlight=([^&#]*)/.exec(window.location.search);
    if (!match) return [];
    var text = "";
    try { text = decodeURIComponent(match[1].replace(/\+/g, " ")); } catch (e) { return []; }
    return text.toLowerCase().split(" ").filter(function (term) { return term.length > 0; });
  }
  var landed = highlight(termsInAddress());
  if (landed.length > 0 && !window.location.hash) {
    landed[0].scrollIntoView({ block: "center" });
  }

  // Choosing a result: the panel closes; on the same page the terms are marked in place.
  function choose(link, event) {
    close();
    var target = new URL(link.href, window.location.href);
    if (target.pathname !== window.location.pathname) return;
    if (event) event.preventDefault();
    input.blur();
    clearHighlights();
    var marks = highlight((link.getAttribute("data-terms") || "").split(" "));
    if (target.hash) {
      if (window.location.hash === target.hash) {
        var heading = document.getElementById(decodeURIComponent(target.hash.slice(1)));
        if (heading) heading.scrollIntoView();
      } else {
        window.location.hash = target.hash;
      }
    } else if (marks.length > 0) {
      marks[0].scrollIntoView({ block: "center" });
    }
  }

  if (input && list) {
    input.setAttribute("aria-controls", "search-results");
    input.addEventListener("focus", function () {
      loadIndex(function () { if (input.value.trim() !== "") update(); });
    });
    input.addEventListener("input", function () { loadIndex(update); });
    input.addEventListener("keydown", function (event) {
      var links = resultLinks();
      if (event.key === "ArrowDown" && links.length > 0) {
        event.preventDefault();
        links[0].focus();
      } else if (event.key === "Enter" && links.length > 0) {
        event.preventDefault();
        if (links[0].pathname === window.location.pathname) choose(links[0], null);
        else window.location.href = links[0].href;
      } else if (event.key === "Escape") {
        input.value = "";
        close();
        input.blur();
      }
    });
    list.addEventListener("keydown", function (event) {
      var links = resultLinks();
      var at = links.indexOf(document.activeElement);
      if (event.key === "ArrowDown") {
        event.preventDefault();
        if (at + 1 < links.length) links[at + 1].focus();
      } else if (event.key === "ArrowUp") {
        event.preventDefault();
        if (at > 0) links[at - 1].focus(); else input.focus();
      } else if (event.key === "Escape") {
        event.preventDefault();
        close();
        input.focus();
      } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        input.focus();
      }
    });
    list.addEventListener("click", function (event) {
      var link = event.target.closest ? event.target.closest("a.search-result") : null;
      if (link) choose(link, event);
    });
    document.addEventListener("click", function (event) {
      var search = input.parentNode;
      if (!search.contains(event.target)) close();
    });
  }

  // s and / focus the search box, unless the reader is typing somewhere; Escape clears the marks.
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    var typing = target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
    if (typing || event.altKey || event.ctrlKey || event.metaKey) return;
    if ((event.key === "/" || event.key === "s") && input) {
      event.preventDefault();
      input.focus();
      input.select();
    } else if (event.key === "Escape" && !list.contains(target)) {
      clearHighlights();
    }
  });
})();
