/// Message dispatch: `objc_msgSend` and `objc_msgSendSuper`.
extension RuntimeObject {
  /// Sends a message: looks `selector` up in the class the object's class pointer names (not
  /// the class it reports) and runs what it finds. An unknown selector raises
  /// `NSInvalidArgumentException`, as `-doesNotRecognizeSelector:` does.
  @discardableResult
  public func send(_ selector: Selector, _ arguments: Any?...) -> Any? {
    send(selector, arguments: arguments)
  }

  // ANCHOR: send
  /// ``send(_:_:)`` with the arguments as an array.
  @discardableResult
  public func send(_ selector: Selector, arguments: [Any?]) -> Any? {
    let runtimeClass = object_getClass(self)
    guard let method = runtimeClass.lookup(selector) else {
      doesNotRecognize(selector)
    }
    // snippet.hide
    if let trace = Trace.active {
      return trace.send(to: self, selector, lookedUpFrom: runtimeClass, isSuper: false) {
        method.implementation(self, selector, arguments)
      }
    }
    // snippet.show
    return method.implementation(self, selector, arguments)
  }
  // ANCHOR_END: send

  /// Sends a message to `super` as seen from `runtimeClass`: lookup starts at
  /// `runtimeClass.superclass`, whatever the object's own class is. An overriding method passes
  /// the class it was installed on, and so reaches the implementation it overrides.
  @discardableResult
  public func sendSuper(
    from runtimeClass: RuntimeClass, _ selector: Selector, _ arguments: Any?...
  ) -> Any? {
    sendSuper(from: runtimeClass, selector, arguments: arguments)
  }

  // ANCHOR: send-super
  /// ``sendSuper(from:_:_:)`` with the arguments as an array, for an overriding method that
  /// passes its own arguments on.
  @discardableResult
  public func sendSuper(
    from runtimeClass: RuntimeClass, _ selector: Selector, arguments: [Any?]
  ) -> Any? {
    guard let method = runtimeClass.superclass?.lookup(selector) else {
      doesNotRecognize(selector)
    }
    // snippet.hide
    if let trace = Trace.active {
      return trace.send(
        to: self, selector, lookedUpFrom: runtimeClass.superclass, isSuper: true
      ) { method.implementation(self, selector, arguments) }
    }
    // snippet.show
    return method.implementation(self, selector, arguments)
  }
  // ANCHOR_END: send-super

  /// Whether the object's class, or a superclass, implements `selector`.
  public func responds(to selector: Selector) -> Bool {
    object_getClass(self).instancesRespond(to: selector)
  }

  /// The class the object says it belongs to: the answer to the `class` message, which a
  /// subclass made at run time overrides to hide itself.
  public var reportedClass: RuntimeClass {
    send("class") as! RuntimeClass
  }

  private func doesNotRecognize(_ selector: Selector) -> Never {
    RuntimeException.raise(
      .invalidArgument,
      "-[\(reportedClass.name) \(selector)]: unrecognized selector sent to instance \(addressDescription(of: self))"
    )
  }
}

// ANCHOR: class-pointer
/// The class an object's class pointer names: the truth, even when `class` says otherwise.
public func object_getClass(_ object: RuntimeObject) -> RuntimeClass {
  RuntimeClass.named(by: object.classPointer.load(ordering: .acquiring))
}

/// Points an object at another class, returning the previous one. Nothing about the object's
/// storage changes: only which methods answer its messages.
@discardableResult
public func object_setClass(_ object: RuntimeObject, _ newClass: RuntimeClass) -> RuntimeClass {
  // snippet.hide
  Trace.active?.note(
    .classChange, on: object, label: newClass.name, detail: "from \(object_getClass(object).name)")
  // snippet.show
  return RuntimeClass.named(
    by: object.classPointer.exchange(newClass.word, ordering: .acquiringAndReleasing))
}
// ANCHOR_END: class-pointer
