import WorkbookBase
import WorkbookBook

/// A DocC block directive starting a line: `@Name`, `@Name(label: "value", …)` (whose
/// parentheses may span lines), either one followed, on its line or at the start of the next,
/// by a `{ … }` block that may hold Markdown and other directives, over as many lines as it
/// takes.
///
/// Read as swift-markdown reads block directives (`BlockDirectiveParser.swift`), line by line:
/// the arguments end at the first `)` outside a quoted string and not escaped with `\`, each
/// line starting outside quotes, and are left open by a blank line or a line starting another
/// directive; a block
/// that does not close on its opening line (`@Column { Left }`) ends at the first line of its
/// content that starts with `}`, braces anywhere else in a line being text; a line inside a code
/// fence, or indented four columns past the block's content (an indented code block), never
/// ends it; and a directive its content opens is read whole first, so that its own `}` is not
/// taken for this one's.
struct DocCDirective: Sendable, Hashable {
  var name: String
  /// The text between the parentheses, as written.
  var arguments: String
  /// The index of the line the directive ends on: the last line of all when it never closes.
  var lastLine: Int
  /// The `(` or `{` it opens and never closes, if any (or one a directive of its content
  /// opens): swift-markdown takes the rest of the article into a block left open, and the text
  /// up to a blank line into arguments left open.
  var unclosed: Unclosed?

  /// A `(` or `{` that is never closed.
  struct Unclosed: Sendable, Hashable {
    var name: String
    /// `(` or `{`.
    var bracket: Character
    /// The index of its line.
    var line: Int
    /// Its column, in UTF-8 bytes from 1.
    var column: Int

    var message: String {
      bracket == "{"
        ? "'@\(name)' opens a block here that never closes: end it with a line that starts with '}'"
        : "'@\(name)' opens its arguments here and never closes them with ')'"
    }
  }

  /// The directive starting on `lines[index]`, or nil when that line does not start one: an
  /// `@` and a capital letter, indented less than an indented code block's four columns past
  /// `indentation` (the columns of the content holding it), then only `(`, `{` or the end of
  /// the line after the name.
  init?(at index: Int, in lines: [Substring], indentation: Int = 0) {
    let line = lines[index].drop { $0 == " " || $0 == "\t" }
    guard Self.indentation(of: lines[index]) - indentation < 4, line.hasPrefix("@"),
      let first = line.dropFirst().first, first.isUppercase
    else { return nil }
    let name = String(line.dropFirst().prefix { $0.isLetter || $0.isNumber })
    var cursor = Cursor(lines: lines, line: index, offset: line.startIndex)
    cursor.advance(by: 1 + name.count)
    cursor.skipSpaces()
    guard cursor.atLineEnd || cursor.current == "(" || cursor.current == "{" else { return nil }
    self.name = name
    arguments = ""
    if cursor.current == "(" {
      let opening = cursor
      if let text = cursor.takeArguments() {
        arguments = text
        cursor.skipSpaces()
      } else {
        unclosed = opening.unclosed("(", of: name)
      }
    }
    if unclosed == nil, cursor.atLineEnd {
      // swift-markdown also takes a `{` that starts the next line as the block's.
      var next = cursor
      if next.step() {
        next.skipSpaces()
        if next.current == "{" { cursor = next }
      }
    }
    if unclosed == nil, cursor.current == "{" {
      unclosed = cursor.skipBlock(of: name)
    }
    lastLine = unclosed == nil ? cursor.line : lines.count - 1
  }

  /// The value of `label: "value"` (or `label: value`) among the arguments.
  func argument(_ label: String) -> String? {
    guard let start = arguments.firstRange(of: "\(label):") else { return nil }
    let value = arguments[start.upperBound...].drop { $0 == " " }
    if value.hasPrefix("\"") {
      return String(value.dropFirst().prefix { $0 != "\"" })
    }
    return String(value.prefix { $0 != "," && $0 != ")" }).trimmingSpaces
  }

  /// The columns of a line's indentation, a tab reaching the next multiple of four (as
  /// swift-markdown and cmark count it).
  static func indentation(of line: Substring) -> Int {
    line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { columns, character in
      character == " " ? columns + 1 : (columns + 4) / 4 * 4
    }
  }

  /// A place in the lines, moving across line ends.
  private struct Cursor {
    let lines: [Substring]
    var line: Int
    var offset: Substring.Index

    var atLineEnd: Bool { offset >= lines[line].endIndex }
    var current: Character? { atLineEnd ? nil : lines[line][offset] }

    mutating func advance(by count: Int = 1) {
      for _ in 0..<count where !atLineEnd { offset = lines[line].index(after: offset) }
    }

    /// Moves to the next character, onto the next line at a line end; false at the very end.
    mutating func step() -> Bool {
      if !atLineEnd {
        offset = lines[line].index(after: offset)
        return true
      }
      guard line + 1 < lines.count else { return false }
      line += 1
      offset = lines[line].startIndex
      return true
    }

    mutating func skipSpaces() {
      while current == " " || current == "\t" { advance() }
    }

    /// The `bracket` under the cursor, never closed.
    func unclosed(_ bracket: Character, of name: String) -> Unclosed {
      Unclosed(
        name: name, bracket: bracket, line: line, column: lines[line][..<offset].utf8.count + 1)
    }

    /// From a `(`, the text up to the first `)` outside quotes and not escaped, across lines,
    /// each starting outside quotes; the cursor ends past it. Nil when a blank line, a line
    /// starting another directive or the end of the lines comes first.
    mutating func takeArguments() -> String? {
      var quoted = false
      var escaped = false
      var text = ""
      while step() {
        guard let character = current else {
          guard line + 1 < lines.count, !Self.leavesArgumentsOpen(lines[line + 1]) else {
            return nil
          }
          text += "\n"
          quoted = false
          escaped = false
          continue
        }
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          quoted.toggle()
        } else if character == ")", !quoted {
          advance()
          return text
        }
        text.append(character)
      }
      return nil
    }

    /// Whether `line`, after arguments still open, leaves them open: a blank line, or one that
    /// starts another directive (`@` and a capital letter).
    private static func leavesArgumentsOpen(_ line: Substring) -> Bool {
      let text = line.drop { $0 == " " || $0 == "\t" }
      return text.isEmpty || (text.hasPrefix("@") && text.dropFirst().first?.isUppercase == true)
    }

    /// From a `{`, to the `}` that closes it: on this line when the line ends with it,
    /// otherwise on the first line of the content that starts with one, outside code and past
    /// the directives the content opens. Returns what never closes: this block, when the lines
    /// end first, or a directive of its content.
    mutating func skipBlock(of name: String) -> Unclosed? {
      let opening = unclosed("{", of: name)
      advance()
      skipSpaces()
      let rest = lines[line][offset...]
      if rest.hasPrefix("}") || rest.last(where: { !$0.isWhitespace }) == "}" { return nil }
      var contentIndentation: Int?
      var inFence = false
      var index = line + 1
      while index < lines.count {
        let text = lines[index]
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        let indentation = DocCDirective.indentation(of: text)
        if contentIndentation == nil, !trimmed.isEmpty { contentIndentation = indentation }
        let isIndentedCode = indentation - (contentIndentation ?? 0) >= 4
        if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
          inFence.toggle()
        } else if !inFence, !isIndentedCode {
          if trimmed.hasPrefix("}") {
            line = index
            offset = trimmed.startIndex
            return nil
          }
          if let nested = DocCDirective(at: index, in: lines, indentation: contentIndentation ?? 0)
          {
            if let inner = nested.unclosed { return inner }
            index = nested.lastLine + 1
            continue
          }
        }
        index += 1
      }
      return opening
    }
  }
}
