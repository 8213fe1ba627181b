import Foundation
import ObjectRuntime
import RawKVO
import Testing

/// Every crash the sources describe, with the text Apple's Foundation prints.
@Suite struct CrashTests {
  /// Claim C001-2.
  @Test func removingAnObserverThatIsNotRegisteredRaises() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let person = Person()
      let observer = RecordingObserver()
      person.addObserver(observer, forKeyPath: "age")
      person.removeObserver(observer, forKeyPath: "age")
      person.removeObserver(observer, forKeyPath: "age")
    }
    let output = standardError(of: result)
    #expect(
      output.contains(
        "*** Terminating app due to uncaught exception 'NSRangeException', reason: 'Cannot remove an observer <RecordingObserver 0x"
      ))
    #expect(
      output.contains(
        "> for the key path \"age\" from <Person 0x"))
    #expect(output.contains("> because it is not registered as an observer.'"))
  }

  @Test func removingWithTheWrongContextRaises() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let person = Person()
      let observer = RecordingObserver()
      let registered = ObservationContext()
      let other = ObservationContext()
      person.addObserver(observer, forKeyPath: "age", context: registered.pointer)
      person.removeObserver(observer, forKeyPath: "age", context: other.pointer)
    }
    #expect(standardError(of: result).contains("because it is not registered as an observer."))
  }

  @Test func removingTheRegistrationFromInsideTheInitialCallbackRaises() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let person = Person()
      let observer = RecordingObserver()
      observer.onNotification = { _ in person.removeObserver(observer, forKeyPath: "age") }
      person.addObserver(observer, forKeyPath: "age", options: [.initial])
    }
    #expect(
      standardError(of: result).contains(
        "'NSRangeException', reason: 'Cannot remove an observer <RecordingObserver 0x"))
  }

  @Test func anObserverThatDoesNotOverrideTheCallbackRaises() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let person = Person()
      let forgetful = Address()
      person.addObserver(forgetful, forKeyPath: "age", options: [.new])
      person.age = 1
    }
    let output = standardError(of: result)
    #expect(
      output.contains(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '<Address: 0x"
      ))
    #expect(
      output.contains(
        ">: An -observeValueForKeyPath:ofObject:change:context: message was received but not handled."
      ))
    #expect(output.contains("Key path: age"))
    #expect(output.contains("new = 1;"))
  }

  /// Claim C001-3. Before a change notifies anyone, KVO retains every observer of the object:
  /// the freed observer's first message is that `retain`.
  @Test func anObserverFreedWhileRegisteredCrashesAtTheNextChange() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let person = Person()
      do {
        let observer = RecordingObserver()
        person.addObserver(observer, forKeyPath: "age")
      }
      person.age = 1
    }
    let output = standardError(of: result)
    #expect(
      output.contains(
        "*** -[RecordingObserver retain]: message sent to deallocated instance 0x"
      ))
  }

  /// The retain covers every observer of the object, whatever key it watches, and comes before
  /// any callback: a change to another key is enough, and its own observer never hears it.
  @Test func anObserverFreedWhileRegisteredCrashesAtAChangeOfAnyKeyBeforeAnyCallback() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let person = Person()
      do {
        let observer = RecordingObserver()
        person.addObserver(observer, forKeyPath: "age")
      }
      let witness = RecordingObserver()
      witness.onNotification = { _ in
        FileHandle.standardError.write(Data("the witness heard it\n".utf8))
      }
      person.addObserver(witness, forKeyPath: "firstName", options: [.prior])
      person.firstName = "Ada"
    }
    let output = standardError(of: result)
    #expect(
      output.contains("*** -[RecordingObserver retain]: message sent to deallocated instance"))
    #expect(!output.contains("witness"))
  }

  /// Claim C001-4, the case that crashes: `.initial` with `.new` needs the value at once.
  @Test func aWrongKeyPathWithInitialRaises() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let person = Person()
      let observer = RecordingObserver()
      person.addObserver(observer, forKeyPath: "nmae", options: [.initial, .new])
    }
    let output = standardError(of: result)
    #expect(
      output.contains(
        "*** Terminating app due to uncaught exception 'NSUnknownKeyException', reason: '[<Person 0x"
      ))
    #expect(
      output.contains(
        "forKeyPath:@\"nmae\" options:5 context:0x0] was sent to an object that is not KVC-compliant for the \"nmae\" property.'"
      ))
  }

  /// Claim C001-4, the caveat for `.initial` alone: the initial notification carries only its
  /// kind, so nothing reads the wrong key and registration is silent too.
  @Test func aWrongKeyPathWithInitialButNotNewIsAcceptedSilently() {
    let person = Person()
    let observer = RecordingObserver()

    person.addObserver(observer, forKeyPath: "nmae", options: [.initial])
    person.firstName = "Ada"

    #expect(observer.notifications.map { $0.change.keys.map(\.rawValue) } == [["kind"]])
    person.removeObserver(observer, forKeyPath: "nmae")
  }

  /// Claim C001-4, the caveat: without `.initial`, registering a wrong key is silent.
  @Test func aWrongKeyPathWithoutInitialIsAcceptedSilently() {
    let person = Person()
    let observer = RecordingObserver()

    person.addObserver(observer, forKeyPath: "nmae", options: [.new])
    person.firstName = "Ada"

    #expect(observer.notifications.isEmpty)
    person.removeObserver(observer, forKeyPath: "nmae")
  }

  @Test func aWrongKeyInTheMiddleOfAKeyPathRaisesAtRegistration() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let person = Person()
      let observer = RecordingObserver()
      person.addObserver(observer, forKeyPath: "adress.street")
    }
    #expect(
      standardError(of: result).contains(
        "valueForUndefinedKey:]: this class is not key value coding-compliant for the key adress.'"
      ))
  }

  @Test func aKeyPathWithAnEmptyComponentRaises() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      Person().addObserver(RecordingObserver(), forKeyPath: "address..street")
    }
    #expect(
      standardError(of: result).contains(
        "forKeyPath:@\"address..street\" options:0 context:0x0] was given a key path with an empty component."
      ))
  }

  @Test func anObservedObjectFreedWithObserversRegisteredRaises() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let observer = RecordingObserver()
      do {
        let person = Person()
        person.addObserver(observer, forKeyPath: "age", options: [.new, .old])
      }
    }
    let output = standardError(of: result)
    #expect(
      output.contains(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'An instance 0x"
      ))
    #expect(
      output.contains(
        " of class Person was deallocated while key value observers were still registered with it. Current observation info: <NSKeyValueObservationInfo 0x"
      ))
    #expect(output.contains("Key path: age, Options: <New: YES, Old: YES, Prior: NO> Context: 0x0"))
  }

  @Test func anObservedObjectFreedAfterRemovalIsQuiet() async {
    await #expect(processExitsWith: .success) {
      let observer = RecordingObserver()
      do {
        let person = Person()
        person.addObserver(observer, forKeyPath: "age")
        person.removeObserver(observer, forKeyPath: "age")
      }
    }
  }
}

/// Misusing to-many properties crashes with the texts Foundation raises.
@Suite struct ToManyCrashTests {
  @Test func aMutableProxyOfAnUndefinedKeyRaisesOnFirstEdit() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let playlist = Playlist()
      let albums = playlist.mutableArrayValue(forKey: "albums")
      albums.append("Blue")
    }
    let output = standardError(of: result)
    #expect(
      output.contains(
        "*** Terminating app due to uncaught exception 'NSUnknownKeyException', reason: '[<Playlist 0x"
      ))
    #expect(
      output.contains(
        "> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key albums.'"
      ))
  }

  @Test func observingAKeyPathThroughAnArrayRaisesAtRegistration() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let playlist = Playlist()
      let observer = RecordingObserver()
      playlist.songs = ["A"]
      playlist.addObserver(observer, forKeyPath: "songs.uppercased", options: [.new])
    }
    #expect(
      standardError(of: result).contains(
        "'NSInvalidArgumentException', reason: '[<Array<String>> addObserver:forKeyPath:options:context:] is not supported. Key path: uppercased'"
      ))
  }
}
