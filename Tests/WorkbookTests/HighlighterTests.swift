import Testing

@testable import WorkbookBase
@testable import WorkbookBook

@Suite struct HighlighterTests {
  /// The tokens of `source` other than whitespace, as `kind:text`.
  func tokens(_ lexer: some Lexer, _ source: String) -> [String] {
    let all = lexer.tokenTexts(source)
    #expect(all.map(\.text).joined() == source, "the tokens must give back the source")
    return all.filter { $0.kind != .whitespace }.map { "\($0.kind.rawValue):\($0.text)" }
  }

  @Test func swiftTokens() {
    let source = """
      @Test func observe() async throws { // check
        let value: Int = 0x1F + 2.5 /* a /* nested */ comment */
        #expect(raw == #"a "quoted" \\(x)"#, "sum \\(f("}")) done")
      }
      """
    #expect(
      tokens(SwiftLexer(), source) == [
        "attribute:@Test", "keyword:func", "identifier:observe", "punctuation:(", "punctuation:)",
        "keyword:async", "keyword:throws", "punctuation:{", "comment:// check",
        "keyword:let", "identifier:value", "punctuation::", "type:Int", "punctuation:=",
        "number:0x1F", "punctuation:+", "number:2.5", "comment:/* a /* nested */ comment */",
        "directive:#expect", "punctuation:(", "identifier:raw", "punctuation:=", "punctuation:=",
        "string:#\"a \"quoted\" \\(x)\"#", "punctuation:,", "string:\"sum \\(f(\"}\")) done\"",
        "punctuation:)", "punctuation:}",
      ])
  }

  @Test func swiftMultilineStringsAndRanges() {
    let source = "let s = \"\"\"\n  a \"quote\"\n  \"\"\"\nfor i in 1...5 {}"
    #expect(
      tokens(SwiftLexer(), source) == [
        "keyword:let", "identifier:s", "punctuation:=", "string:\"\"\"\n  a \"quote\"\n  \"\"\"",
        "keyword:for", "identifier:i", "keyword:in", "number:1", "punctuation:.", "punctuation:.",
        "punctuation:.", "number:5", "punctuation:{", "punctuation:}",
      ])
  }

  @Test func objectiveCTokens() {
    let source = """
      #import <Foundation/Foundation.h>
      @interface Observer : NSObject // note
      - (void)observeValueForKeyPath:(NSString *)keyPath { return @"k\\"ey"; 'c'; 42; }
      @end
      """
    #expect(
      tokens(ObjectiveCLexer(), source) == [
        "directive:#import <Foundation/Foundation.h>", "keyword:@interface", "type:Observer",
        "punctuation::", "type:NSObject", "comment:// note", "punctuation:-", "punctuation:(",
        "keyword:void", "punctuation:)", "identifier:observeValueForKeyPath", "punctuation::",
        "punctuation:(", "type:NSString", "punctuation:*", "punctuation:)", "identifier:keyPath",
        "punctuation:{", "keyword:return", "string:@\"k\\\"ey\"", "punctuation:;", "string:'c'",
        "punctuation:;", "number:42", "punctuation:;", "punctuation:}", "keyword:@end",
      ])
  }

  @Test func shellTokens() {
    let source = "if [ -n \"$X\" ]; then echo ${HOME}/a#b $1 'q' # done\nfi"
    #expect(
      tokens(ShellLexer(), source) == [
        "keyword:if", "punctuation:[", "identifier:-n", "string:\"$X\"", "punctuation:]",
        "punctuation:;", "keyword:then", "keyword:echo", "variable:${HOME}", "identifier:/a#b",
        "variable:$1", "string:'q'", "comment:# done", "keyword:fi",
      ])
  }

  @Test func htmlIsEscapedInsideSpans() {
    func html(_ code: String, _ language: String) -> String {
      HTMLFragment { Highlighter.write(code, language: language, into: &$0) }.html
    }
    #expect(
      html("let a = \"<b>&\"", "swift")
        == "<span class=\"kw\">let</span> a = <span class=\"st\">&quot;&lt;b&gt;&amp;&quot;</span>")
    #expect(html("<plain>", "text") == "&lt;plain&gt;")
  }

  @Test func languagesFromPathsAndFences() {
    #expect(Highlighter.language(forPath: "Sources/A/B.swift") == "swift")
    #expect(Highlighter.language(forPath: "legacy/NSObject+KVO.m") == "objc")
    #expect(Highlighter.language(forPath: "scripts/build-site") == "sh")
    #expect(Highlighter.lexer(for: "objective-c") is ObjectiveCLexer)
    #expect(Highlighter.lexer(for: "console") is ShellLexer)
    #expect(Highlighter.lexer(for: "json") == nil)
  }
}
