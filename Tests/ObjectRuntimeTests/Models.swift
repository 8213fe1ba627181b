import ObjectRuntime

// ANCHOR: note-model
/// A note, the model the runtime chapter's tests use.
final class Note: RuntimeObject {
  @Property var text: String?
  @Property var likes = 0
  @Weak var author: Author?
  @Ivar var draft = false
}
// ANCHOR_END: note-model

/// The author of a message, referred to weakly.
final class Author: RuntimeObject {
  @Property var name = ""
}

/// A contact with a computed property, for key-value coding.
class Contact: RuntimeObject {
  @Property var firstName = ""
  @Property var lastName = ""
  @Property var isActive = false
  @Derived({ (contact: Contact) in "\(contact.firstName) \(contact.lastName)" })
  var fullName: String
}

/// A subclass, to see the class chain and inherited properties.
final class Employee: Contact {
  @Property var employer: String?
}

/// A model whose key-value coding is limited to accessor methods.
final class Vault: RuntimeObject {
  @Ivar var secret = "hidden"

  override class var accessInstanceVariablesDirectly: Bool { false }
}

/// A model that handles unknown keys and nil itself, as Foundation lets a subclass do.
final class Lenient: RuntimeObject {
  @Property var count = 0
  @Ivar var unknownKeysSeen: [String] = []

  override func value(forUndefinedKey key: String) -> Any? {
    unknownKeysSeen.append(key)
    return "default"
  }

  override func setNilValueForKey(_ key: String) {
    setValue(0, forKey: key)
  }
}

/// A value with reference semantics that knows how to copy itself, for the `.copy` policy.
final class Draft: RuntimeCopying {
  var text: String

  init(_ text: String) { self.text = text }

  func copy() -> Draft { Draft(text) }
}

/// Sets a flag when freed, to watch lifetimes.
final class Tracked: RuntimeObject {
  @Ivar var onDeinit: (@Sendable () -> Void)?

  deinit { onDeinit?() }
}

/// A thread-safe flag for lifetime checks.
final class Flag: Sendable {
  private let state = Locked(false)
  var isSet: Bool { state.withLock { $0 } }
  func set() { state.withLock { $0 = true } }
}
