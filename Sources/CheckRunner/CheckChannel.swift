/// What a check runner and `workbook exercise run` say to each other, apart from the reader's
/// output.
///
/// `workbook` starts each runner with one end of a connected socket on descriptor
/// ``descriptor`` and writes a fresh nonce, a line, to it. The runner reads the nonce before any
/// of the reader's code runs and keeps it only in memory; every message it sends back starts
/// with it (`NONCE KIND LENGTH\n` then `LENGTH` bytes), so bytes that the reader's code writes
/// to the descriptor, or a runner put in the place of the real one, cannot make a message. The
/// verdict is the runner's last message; a runner that ends without one has not passed.
///
/// This keeps honest code honest and careless code from passing by accident (an `exit(0)`, an
/// `atexit`, a replaced binary); it is not a sandbox against code that reads its own process's
/// memory.
public enum CheckChannel {
  /// Where the runner finds its end of the channel.
  public static let descriptor: Int32 = 3

  /// The label that starts a failed check's report when the check could not judge the code it
  /// ran (two threads that hardly ever ran together on a busy machine, say): the check has not
  /// passed, and its failure says nothing about the code.
  public static let undecidedLabel = "could not judge:"

  /// One message from the runner.
  public enum Message: Equatable, Sendable {
    /// The check's body returned without a failure.
    case passed
    /// The check's body reported a failure: what it expected and what it got.
    case failed(String)
    /// The runner's checks, in the order they run (`--list`).
    case listed([String])
    /// The runner is about to die of a stack overflow: a fault just past the end of its stack.
    case stackOverflow
    /// The exercise's traced story, told once (`--story yours` or `--story solution`): what
    /// the tracer recorded, as JSON.
    case story(String)
    /// The exercise has no traced story.
    case noStory
  }

  /// A fresh nonce: 128 random bits in hexadecimal.
  public static func newNonce() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<2).map { _ in
      let hex = String(generator.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }.joined()
  }

  /// The bytes that carry `message`.
  public static func encode(_ message: Message, nonce: String) -> [UInt8] {
    let (kind, payload): (String, String) =
      switch message {
      case .passed: ("passed", "")
      case .failed(let report): ("failed", report)
      case .listed(let names): ("listed", names.joined(separator: "\n"))
      case .stackOverflow: ("stack-overflow", "")
      case .story(let json): ("story", json)
      case .noStory: ("no-story", "")
      }
    return Array("\(nonce) \(kind) \(payload.utf8.count)\n".utf8) + Array(payload.utf8)
  }

  /// The whole messages in `bytes` that carry `nonce`, in the order they were sent. Anything
  /// else (bytes without the nonce, a message cut short) is skipped.
  public static func decode(_ bytes: [UInt8], nonce: String) -> [Message] {
    let marker = Array("\(nonce) ".utf8)
    var messages: [Message] = []
    var position = 0
    while let start = firstIndex(of: marker, in: bytes, from: position) {
      position = start + marker.count
      guard let newline = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else { break }
      let header = String(decoding: bytes[position..<newline], as: UTF8.self)
        .split(separator: " ")
      guard header.count == 2, let length = Int(header[1]), length >= 0,
        newline + 1 + length <= bytes.count
      else { continue }
      let payload = String(decoding: bytes[(newline + 1)..<(newline + 1 + length)], as: UTF8.self)
      position = newline + 1 + length
      switch header[0] {
      case "passed": messages.append(.passed)
      case "failed": messages.append(.failed(payload))
      case "listed":
        messages.append(.listed(payload.split(separator: "\n").map(String.init)))
      case "stack-overflow": messages.append(.stackOverflow)
      case "story": messages.append(.story(payload))
      case "no-story": messages.append(.noStory)
      default: continue
      }
    }
    return messages
  }

  private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int)
    -> Int?
  {
    guard needle.count <= haystack.count else { return nil }
    var index = start
    while index + needle.count <= haystack.count {
      if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }
}
