import ObjectRuntime
import RawKVO
import Testing

/// A note whose key paths continue through Swift values: a string and a dictionary.
final class Memo: RuntimeObject {
  @Property var title = ""
  @Property var metadata: [String: String] = [:]
}

/// Key paths that continue through a Swift value answer the keys Foundation's value classes
/// answer, and raise at registration for any other.
@Suite struct ValueKeyPathTests {
  @Test func aStringAnswersItsLengthInUTF16Units() {
    let memo = Memo()
    memo.title = "Café ☕️"

    #expect(memo.value(forKeyPath: "title.length") as? Int == 7)
  }

  @Test func aKeyPathThroughAStringIsReadAgainWhenTheStringChanges() {
    let memo = Memo()
    let observer = RecordingObserver()
    memo.addObserver(observer, forKeyPath: "title.length", options: [.old, .new])

    memo.title = "Hello"

    #expect(observer.notifications.map { $0.old as? Int } == [0])
    #expect(observer.notifications.map { $0.new as? Int } == [5])
    memo.removeObserver(observer, forKeyPath: "title.length")
  }

  @Test func aKeyPathThroughADictionaryReadsTheEntry() {
    let memo = Memo()
    let observer = RecordingObserver()
    memo.addObserver(observer, forKeyPath: "metadata.author", options: [.new])

    memo.metadata = ["author": "Ada"]
    memo.metadata = [:]

    #expect(observer.notifications.map { $0.new as? String } == ["Ada", nil])
    memo.removeObserver(observer, forKeyPath: "metadata.author")
  }
}

/// A key path through a value that does not answer its key raises when it is registered.
@Suite struct ValueKeyPathCrashTests {
  @Test func aKeyAStringDoesNotAnswerRaisesAtRegistration() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let memo = Memo()
      let observer = RecordingObserver()
      memo.addObserver(observer, forKeyPath: "title.words", options: [.new])
    }
    let output = standardError(of: result)
    #expect(output.contains("'NSUnknownKeyException', reason: '[<Memo 0x"))
    #expect(
      output.contains(
        "forKeyPath:@\"title.words\" options:1 context:0x0] was sent to an object that is not KVC-compliant for the \"title.words\" property.'"
      ))
  }
}
