import WorkbookBase

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the Swift driver prints with `-parseable-output`, which SwiftPM passes it to read the
/// compiler's diagnostics out of, turned back into the compiler's own text. Each message is its
/// length in bytes on a line of its own, then that many bytes of JSON; a finished job's
/// `output` is what the compiler printed. Lines between messages (the driver's own, a
/// linker's) are kept as they are, and so is a transcript that holds no message.
enum ParseableOutput {
  /// One message; only what a job printed matters here.
  private struct Message: Decodable {
    var output: String?
  }

  static func text(of transcript: String) -> String {
    var rest = Array(transcript.utf8)[...]
    var text = ""
    while !rest.isEmpty {
      let end = rest.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
      let line = rest[..<end]
      let after = end < rest.endIndex ? rest[(end + 1)...] : rest[end...]
      if !line.isEmpty, line.allSatisfy({ (0x30...0x39).contains($0) }),
        let count = Int(String(decoding: line, as: UTF8.self)), count <= after.count,
        let message = try? JSONDecoder().decode(Message.self, from: Data(after.prefix(count)))
      {
        text += message.output ?? ""
        rest = after.dropFirst(count)
        if rest.first == UInt8(ascii: "\n") { rest = rest.dropFirst() }
      } else {
        text += String(decoding: line, as: UTF8.self) + (end < rest.endIndex ? "\n" : "")
        rest = after
      }
    }
    return text
  }
}
