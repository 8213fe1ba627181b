import Synchronization

/// Collects the events of one trace. The runtime reports to the recorder of the running task
/// (``Trace/active``); the traced code uses it only to name its objects.
public final class TraceRecorder: Sendable {
  private struct State {
    var names: [ObjectIdentifier: String] = [:]
    var counts: [String: Int] = [:]
    var objects: [TraceLog.Lifeline] = []
    var events: [TraceEvent] = []
    /// The receivers of the sends under way, innermost last.
    var senders: [String] = []
  }

  private let state = Mutex(State())

  init() {}

  /// Gives `object` the name the diagram shows for it, such as the test's variable name. Call it
  /// before the object first appears; an object met unnamed is called after its class
  /// (`Person#1`).
  public func name(_ object: AnyObject, _ name: String) {
    let className = Self.className(of: object)
    state.withLock { state in
      let id = ObjectIdentifier(object)
      if let old = state.names[id], let index = state.objects.firstIndex(where: { $0.name == old })
      {
        state.objects[index].name = name
      } else {
        state.objects.append(.init(name: name, className: className))
      }
      state.names[id] = name
    }
  }

  /// The events so far, and the objects they met.
  var log: (objects: [TraceLog.Lifeline], events: [TraceEvent]) {
    state.withLock { ($0.objects, $0.events) }
  }

  /// Records a message sent to `receiver`, looked up from `start` (its class, or the
  /// superclass of a super-send), runs it, and returns its result.
  func send<Result>(
    to receiver: RuntimeObject, _ selector: Selector, lookedUpFrom start: RuntimeClass?,
    isSuper: Bool, _ run: () -> Result
  ) -> Result {
    let className = object_getClass(receiver).name
    var owner = start
    while let candidate = owner, candidate.ownMethod(selector) == nil {
      owner = candidate.superclass
    }
    state.withLock { state in
      let name = Self.name(of: receiver, className: className, in: &state)
      state.events.append(
        TraceEvent(
          kind: isSuper ? .superSend : .send, depth: state.senders.count,
          from: state.senders.last, to: name, label: selector.name,
          detail: "found in \(owner?.name ?? "no class")"))
      state.senders.append(name)
    }
    defer { _ = state.withLock { $0.senders.popLast() } }
    return run()
  }

  /// Records an event about `object` (or about no object), at the current depth; `source` is
  /// where an arrow starts (the object a notification is about, the caller of a call). Either
  /// may be a plain Swift object, such as a library's bookkeeping, drawn under its type's name;
  /// the runtime does not see such an object freed, so an object made later at its address
  /// would be drawn on its lifeline.
  public func note(
    _ kind: TraceEvent.Kind, on object: AnyObject?, from source: AnyObject? = nil,
    label: String, detail: String? = nil
  ) {
    let className = object.map(Self.className)
    let sourceClass = source.map(Self.className)
    state.withLock { state in
      let name = object.map { Self.name(of: $0, className: className!, in: &state) }
      let from = source.map { Self.name(of: $0, className: sourceClass!, in: &state) }
      state.events.append(
        TraceEvent(
          kind: kind, depth: state.senders.count, from: from, to: name, label: label,
          detail: detail))
      if kind == .dealloc, let object {
        state.names[ObjectIdentifier(object)] = nil
      }
    }
  }

  /// The class a runtime object's class pointer names, or a Swift object's type.
  private static func className(of object: AnyObject) -> String {
    (object as? RuntimeObject).map { object_getClass($0).name } ?? "\(type(of: object))"
  }

  /// The object's name in this trace, giving it one (`Class#n`) when it has none yet.
  private static func name(
    of object: AnyObject, className: String, in state: inout State
  ) -> String {
    let id = ObjectIdentifier(object)
    if let known = state.names[id] { return known }
    let count = state.counts[className, default: 0] + 1
    state.counts[className] = count
    let name = "\(className)#\(count)"
    state.names[id] = name
    state.objects.append(.init(name: name, className: className))
    return name
  }
}
