// KVO Workbook search. Works from file://: the index is a script added to the page on first use.
(function () {
  "use strict";

  // Search: load search-index.js on first focus, then match whole terms and prefixes.
  var input = document.getElementById("search-input");
  var list = document.getElementById("search-results");
  var loading = false;
  function loadIndex(then) {
    if (window.workbookSearchIndex) { then(); return; }
    if (loading) return;
    loading = true;
    var script = document.createElement("script");
    script.src = "search-index.js";
    script.onload = function () { then(); };
    document.head.appendChild(script);
  }
  function terms(text) {
    var out = [];
    (text.match(/[\p{L}\p{N}_]+/gu) || []).forEach(function (word) {
      if (word.length >= 1) out.push(word.toLowerCase());
    });
    return out;
  }
  function search(query) {
    var index = window.workbookSearchIndex;
    var wanted = terms(query);
    if (!index || wanted.length === 0) return [];
    var keys = Object.keys(index.terms);
    var scores = null;
    wanted.forEach(function (term, position) {
      var last = position === wanted.length - 1;
      var hits = {};
      keys.forEach(function (key) {
        var exact = key === term;
        if (exact || (last && key.indexOf(term) === 0)) {
          index.terms[key].forEach(function (section) {
            hits[section] = Math.max(hits[section] || 0, exact ? 3 : 1);
          });
        }
      });
      if (scores === null) { scores = hits; return; }
      var merged = {};
      Object.keys(scores).forEach(function (section) {
        if (hits[section]) merged[section] = scores[section] + hits[section];
      });
      scores = merged;
    });
    return Object.keys(scores || {})
      .map(function (section) { return { section: index.sections[section], score: scores[section] }; })
      .sort(function (a, b) { return b.score - a.score; })
      .slice(0, 20);
  }
  function show(results) {
    list.innerHTML = "";
    if (input.value.trim() === "") { list.hidden = true; return; }
    if (results.length === 0) {
      var empty = document.createElement("li");
      empty.className = "empty";
      empty.textContent = "Nothing found.";
      list.appendChild(empty);
    }
    results.forEach(function (result) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = result.section.u;
      var title = document.createElement("span");
      title.className = "title";
      title.textContent = result.section.t;
      var snippet = document.createElement("span");
      snippet.className = "snippet";
      snippet.textContent = result.section.x;
      link.appendChild(title);
      link.appendChild(snippet);
      item.appendChild(link);
      list.appendChild(item);
    });
    list.hidden = false;
  }
  if (input && list) {
    input.addEventListener("focus", function () { loadIndex(function () {}); });
    input.addEventListener("input", function () {
      loadIndex(function () { show(search(input.value)); });
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { input.value = ""; show([]); input.blur(); }
      if (event.key === "Enter") {
        var first = list.querySelector("a");
        if (first) window.location.href = first.href;
      }
    });
  }

  // / focuses the search box, unless the reader is typing somewhere.
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA")) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "/" && input) {
      event.preventDefault();
      input.focus();
    }
  });
})();
