import WorkbookBase
import WorkbookBook

/// A DocC block directive starting a line: `@Name`, `@Name(label: "value", …)` (whose
/// parentheses may span lines), either one followed by a `{ … }` block that may hold Markdown
/// and other directives, over as many lines as it takes.
struct DocCDirective: Sendable, Hashable {
  var name: String
  /// The text between the parentheses, as written.
  var arguments: String
  /// The index of the line the directive ends on.
  var lastLine: Int

  /// The directive starting on `lines[index]`, or nil when that line does not start one: an
  /// `@` and a capital letter, indented less than an indented code block's four spaces, then
  /// only `(`, `{` or the end of the line after the name.
  init?(at index: Int, in lines: [Substring]) {
    let line = lines[index].drop { $0 == " " }
    guard lines[index].count - line.count < 4, line.hasPrefix("@"),
      let first = line.dropFirst().first, first.isUppercase
    else { return nil }
    let name = line.dropFirst().prefix { $0.isLetter || $0.isNumber }
    var cursor = Cursor(lines: lines, line: index, offset: line.startIndex)
    cursor.advance(by: 1 + name.count)
    cursor.skipSpaces()
    guard cursor.atLineEnd || cursor.current == "(" || cursor.current == "{" else { return nil }
    self.name = String(name)
    arguments = ""
    if cursor.current == "(" {
      arguments = cursor.takeParenthesized()
      cursor.skipSpaces()
    }
    if cursor.current == "{" { cursor.skipBlock() }
    lastLine = cursor.line
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

    /// From a `(`, the text up to its matching `)`, quotes respected; the cursor ends past it.
    mutating func takeParenthesized() -> String {
      var depth = 0
      var quoted = false
      var text = ""
      repeat {
        guard let character = current else {
          text += "\n"
          continue
        }
        if character == "\"" { quoted.toggle() }
        if !quoted, character == "(" { depth += 1 }
        if !quoted, character == ")" {
          depth -= 1
          if depth == 0 {
            advance()
            return text
          }
        }
        if depth > 1 || character != "(" || quoted { text.append(character) }
      } while step()
      return text
    }

    /// From a `{`, past its matching `}`, across lines.
    mutating func skipBlock() {
      var depth = 0
      repeat {
        if current == "{" { depth += 1 }
        if current == "}" {
          depth -= 1
          if depth == 0 { return }
        }
      } while step()
    }
  }
}
