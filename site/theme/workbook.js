// KVO Workbook: theme switch, copy buttons, arrow-key navigation, the contents menu and the
// language picker. Search lives in search.js. Everything works from file://.
(function () {
  "use strict";
  var root = document.documentElement;
  // The page's words in its language, from the page (window.workbookText); English otherwise.
  function t(text) {
    var words = window.workbookText;
    return words && Object.prototype.hasOwnProperty.call(words, text) ? words[text] : text;
  }

  // Themes: auto → light → dark → auto, remembered across pages.
  var themes = ["auto", "light", "dark"];
  var themeButton = document.querySelector(".theme-toggle");
  function showTheme() {
    var name = themeButton && themeButton.querySelector(".theme-name");
    if (name) name.textContent = t(root.getAttribute("data-theme") || "auto");
  }
  if (themeButton) {
    showTheme();
    themeButton.addEventListener("click", function () {
      var current = themes.indexOf(root.getAttribute("data-theme") || "auto");
      var next = themes[(current + 1) % themes.length];
      root.setAttribute("data-theme", next);
      try { localStorage.setItem("workbook-theme", next); } catch (e) {}
      showTheme();
    });
  }

  // Copy buttons on every listing.
  document.querySelectorAll(".listing .copy").forEach(function (button) {
    button.addEventListener("click", function () {
      var code = button.parentNode.querySelector("code").innerText;
      function done(label) {
        button.textContent = label;
        setTimeout(function () { button.textContent = t("Copy"); }, 1500);
      }
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(code).then(function () { done(t("Copied")); }, function () { done(t("Failed")); });
      } else {
        var area = document.createElement("textarea");
        area.value = code;
        document.body.appendChild(area);
        area.select();
        try { done(t(document.execCommand("copy") ? "Copied" : "Failed")); } catch (e) { done(t("Failed")); }
        document.body.removeChild(area);
      }
    });
  });

  // The contents: a checkbox opens them as a drawer on a phone and hides them on a desktop, so
  // both work without this script; here Escape and a tap outside close the drawer, and the
  // desktop choice is remembered across pages.
  var menuState = document.getElementById("menu-open");
  var sidebar = document.getElementById("sidebar");
  function closeMenu() {
    if (!menuState || !menuState.checked) return;
    menuState.checked = false;
    var toggle = document.querySelector(".menu-toggle");
    if (sidebar && sidebar.contains(document.activeElement)) menuState.focus();
    if (toggle) toggle.blur();
  }
  if (menuState && sidebar) {
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && menuState.checked) { closeMenu(); event.stopPropagation(); }
    });
    document.addEventListener("click", function (event) {
      if (!menuState.checked) return;
      var target = event.target;
      if (sidebar.contains(target) || target === menuState || target.closest(".menu-toggle")) return;
      closeMenu();
    });
  }
  var sidebarState = document.getElementById("sidebar-hidden");
  if (sidebarState) {
    try { sidebarState.checked = localStorage.getItem("workbook-sidebar") === "hidden"; } catch (e) {}
    sidebarState.addEventListener("change", function () {
      try { localStorage.setItem("workbook-sidebar", sidebarState.checked ? "hidden" : "shown"); } catch (e) {}
    });
  }

  // Printing opens every fold: hints, solutions and plot data.
  window.addEventListener("beforeprint", function () {
    document.querySelectorAll("details:not([open])").forEach(function (details) {
      details.setAttribute("open", "");
      details.setAttribute("data-opened-for-print", "");
    });
  });
  window.addEventListener("afterprint", function () {
    document.querySelectorAll("details[data-opened-for-print]").forEach(function (details) {
      details.removeAttribute("open");
      details.removeAttribute("data-opened-for-print");
    });
  });

  // Keys: ← and → for the previous and next page — but never while focus is in a field, a code
  // block, a scrolling region (tables, diagrams) or anything that scrolls sideways, where the
  // arrows scroll or edit.
  function keysBelongToFocus(target) {
    for (var node = target; node && node !== document.body; node = node.parentElement) {
      if (/^(INPUT|TEXTAREA|SELECT|PRE|CODE|TABLE|DETAILS|SUMMARY)$/.test(node.tagName)) return true;
      if (node.isContentEditable || node.getAttribute("role") === "region") return true;
      var overflow = getComputedStyle(node).overflowX;
      if ((overflow === "auto" || overflow === "scroll") && node.scrollWidth > node.clientWidth) return true;
    }
    return false;
  }
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (keysBelongToFocus(event.target)) return;
    var rel = event.key === "ArrowLeft" ? "prev" : event.key === "ArrowRight" ? "next" : null;
    if (rel) {
      var link = document.querySelector('.prev-next a[rel="' + rel + '"]');
      if (link) window.location.href = link.href;
    }
  });

  // The language picker keeps the reader on the section they are reading: the same page in the
  // other language, at the last heading above the top of the window, under the header (every
  // language gives a section the same anchor). Without this script the link opens the page's top.
  document.querySelectorAll("a[data-same-section]").forEach(function (link) {
    link.addEventListener("click", function () {
      var content = document.getElementById("content");
      var headings = content ? content.querySelectorAll("h1[id], h2[id], h3[id], h4[id]") : [];
      var header = document.querySelector("header.top");
      var limit = (header ? header.getBoundingClientRect().bottom : 0) + 24;
      var anchor = location.hash.slice(1);
      for (var i = 0; i < headings.length; i++) {
        if (headings[i].getBoundingClientRect().top > limit) break;
        anchor = headings[i].id;
      }
      var base = link.getAttribute("href").split("#")[0];
      link.setAttribute("href", anchor ? base + "#" + encodeURIComponent(anchor) : base);
    });
  });
})();
