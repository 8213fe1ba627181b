/// The live preview's reload script, written beside the pages as `preview.js` and added to each
/// page by ``PreviewSession`` only. It lives here rather than in the theme so that the preview
/// works for a book with no theme folder of its own.
///
/// No server: every 300 ms the page loads `preview-state.js` again, which names the last good
/// build and the errors of the last attempt. A page from an older build reloads, keeping its
/// scroll position (kept in `sessionStorage` across the reload); errors show in a panel at the
/// bottom of the page until the next good build.
enum LiveReloadScript {
  static let source = #"""
    (function () {
      "use strict";
      var build = document.currentScript.getAttribute("data-build");
      // Beside this script, at the site's root, for a page of a translation's folder too.
      var state = new URL("preview-state.js", document.currentScript.src).href;
      var key = "workbook-preview-scroll:" + window.location.pathname;

      var saved = null;
      try {
        saved = sessionStorage.getItem(key);
        sessionStorage.removeItem(key);
      } catch (e) {}
      if (saved !== null) {
        var restore = function () { window.scrollTo(0, Number(saved)); };
        restore();
        window.addEventListener("load", restore);
      }

      var panel = null;
      function showErrors(errors) {
        if (errors.length === 0) {
          if (panel) { panel.remove(); panel = null; }
          return;
        }
        if (!panel) {
          panel = document.createElement("pre");
          panel.className = "preview-errors";
          panel.setAttribute("role", "alert");
          panel.style.cssText = "position:fixed;left:0;right:0;bottom:0;z-index:20;margin:0;" +
            "max-height:40vh;overflow:auto;padding:0.75rem 1rem;white-space:pre-wrap;" +
            "background:#2b0b0e;color:#ffd7d9;border-top:3px solid #c0262d;font-size:0.85rem";
          document.body.appendChild(panel);
        }
        panel.textContent = "The last build failed; this page is from the last good one.\n\n" +
          errors.join("\n");
      }

      window.workbookPreviewState = function (state) {
        if (state.build !== build) {
          try { sessionStorage.setItem(key, String(window.scrollY)); } catch (e) {}
          window.location.reload();
          return;
        }
        showErrors(state.errors);
      };

      var probe = null;
      setInterval(function () {
        if (probe) probe.remove();
        probe = document.createElement("script");
        probe.src = state + "?at=" + Date.now();
        document.head.appendChild(probe);
      }, 300);
    })();
    """#
}
