// Runs the theme's search.js under node as a page runs it, on a document of its own, and prints
// what the results panel lists for each query: a JSON array, one entry per query, of results in
// the panel's order, each {"u": the section's address, "terms": the terms it was found by}.
//
// Usage: node run-search.js SEARCH_JS INDEX_JS QUERY...
"use strict";
const fs = require("fs");
const vm = require("vm");

const [searchScript, indexScript, ...queries] = process.argv.slice(2);

// Just enough of a DOM for the script: elements that keep their children, attributes and
// listeners.
function element(tagName) {
  return {
    nodeName: tagName.toUpperCase(),
    children: [],
    attributes: {},
    listeners: {},
    className: "",
    textContent: "",
    hidden: true,
    appendChild(child) { this.children.push(child); return child; },
    setAttribute(name, value) { this.attributes[name] = String(value); },
    getAttribute(name) { return name in this.attributes ? this.attributes[name] : null; },
    addEventListener(type, listener) { (this.listeners[type] = this.listeners[type] || []).push(listener); },
    set innerHTML(_) { this.children = []; },
    querySelectorAll() { return []; },
    contains() { return false; },
  };
}
const elements = { "search-input": element("input"), "search-results": element("ul") };
elements["search-input"].value = "";
const document = {
  head: element("head"),
  getElementById(id) { return elements[id] || null; },
  createElement: element,
  createTextNode(text) { return { nodeName: "#text", textContent: text }; },
  createDocumentFragment() { return element("#fragment"); },
  addEventListener() {},
  querySelectorAll() { return []; },
};
const window = { location: { search: "", hash: "", pathname: "/index.html", href: "file:///index.html" } };
const context = vm.createContext({ window, document, NodeFilter: {}, URL });
vm.runInContext(fs.readFileSync(indexScript, "utf8"), context);
vm.runInContext(fs.readFileSync(searchScript, "utf8"), context);

// `page.html?highlight=…#fragment` → `page.html#fragment`.
function addressWithoutHighlight(href) {
  const [page, rest = ""] = href.split("?");
  const hash = rest.indexOf("#");
  return hash === -1 ? page : page + rest.slice(hash);
}

const input = elements["search-input"];
const list = elements["search-results"];
const answers = queries.map(function (query) {
  input.value = query;
  input.listeners.input.forEach(function (listener) { listener({}); });
  return list.children
    .map(function (item) { return item.children[0]; })
    .filter(function (link) { return link && link.className === "search-result"; })
    .map(function (link) {
      return { u: addressWithoutHighlight(link.href), terms: link.getAttribute("data-terms").split(" ") };
    });
});
process.stdout.write(JSON.stringify(answers));
