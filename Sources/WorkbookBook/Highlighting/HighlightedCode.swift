import WorkbookBase

/// Code highlighted once per build: a listing shows the same markup in every edition of its
/// page, so the translation's render reuses what the English one lexed. Safe to share between
/// the threads that render pages in parallel.
public final class HighlightedCode: Sendable {
  /// The code by its bytes: two listings canonically equivalent but spelled differently keep
  /// their own bytes.
  private struct Key: Hashable, Sendable {
    var code: ExactText
    var language: String
  }

  private let memo = Memo<Key, HTMLFragment>()

  public init() {}

  /// `code` highlighted as `language` (see ``Highlighter/write(_:language:into:)``).
  public func html(_ code: String, language: String) -> HTMLFragment {
    memo.value(for: Key(code: ExactText(code), language: language)) {
      HTMLFragment { Highlighter.write(code, language: language, into: &$0) }
    }
  }
}
