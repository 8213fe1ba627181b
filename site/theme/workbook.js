// KVO Workbook: theme switch, copy buttons, arrow-key navigation and the phone menu.
// Search lives in search.js. Everything works from file://.
(function () {
  "use strict";
  var root = document.documentElement;

  // Themes: auto → light → dark → auto, remembered across pages.
  var themes = ["auto", "light", "dark"];
  var themeButton = document.querySelector(".theme-toggle");
  function showTheme() {
    var name = themeButton && themeButton.querySelector(".theme-name");
    if (name) name.textContent = root.getAttribute("data-theme") || "auto";
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
        setTimeout(function () { button.textContent = "Copy"; }, 1500);
      }
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(code).then(function () { done("Copied"); }, function () { done("Failed"); });
      } else {
        var area = document.createElement("textarea");
        area.value = code;
        document.body.appendChild(area);
        area.select();
        try { done(document.execCommand("copy") ? "Copied" : "Failed"); } catch (e) { done("Failed"); }
        document.body.removeChild(area);
      }
    });
  });

  // The contents menu on a phone.
  var menu = document.querySelector(".menu-toggle");
  if (menu) {
    menu.addEventListener("click", function () {
      var open = document.body.classList.toggle("sidebar-open");
      menu.setAttribute("aria-expanded", open ? "true" : "false");
    });
  }

  // Keys: ← and → for the previous and next page.
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA")) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    var rel = event.key === "ArrowLeft" ? "prev" : event.key === "ArrowRight" ? "next" : null;
    if (rel) {
      var link = document.querySelector('.prev-next a[rel="' + rel + '"]');
      if (link) window.location.href = link.href;
    }
  });
})();
