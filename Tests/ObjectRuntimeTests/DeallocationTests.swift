import ObjectRuntime
import Testing

@Suite struct DeallocationTests {
  @Test func weakReferencesReadNilOnceTheObjectIsGone() {
    var message: Note? = Note()
    let reference = WeakReference(message)
    #expect(reference.object === message)

    message = nil

    #expect(reference.object == nil)
  }

  @Test func hooksRunAtTheStartOfTeardownWhileTheObjectIsReadable() {
    let seen = Locked<[String]>([])
    var message: Note? = Note()
    message!.text = "last words"
    let reference = WeakReference(message)
    message!.addDeallocationHook { object in
      seen.withLock { $0.append(object.value(forKey: "text") as? String ?? "unreadable") }
      seen.withLock { $0.append(reference.object == nil ? "weak is nil" : "weak still set") }
    }

    message = nil

    #expect(seen.withLock { $0 } == ["last words", "weak is nil"])
  }

  @Test func hooksRunInTheOrderTheyWereAdded() {
    let order = Locked<[Int]>([])
    var message: Note? = Note()
    for index in 1...3 {
      message!.addDeallocationHook { _ in order.withLock { $0.append(index) } }
    }

    message = nil

    #expect(order.withLock { $0 } == [1, 2, 3])
  }

  @Test func associatedObjectsAreStillAttachedWhenHooksRun() {
    let key = AssociationKey("attached")
    let seen = Locked<String?>(nil)
    var message: Note? = Note()
    message!.setAssociatedObject("still here", forKey: key)
    message!.addDeallocationHook { object in
      seen.withLock { $0 = object.associatedObject(forKey: key) as? String }
    }

    message = nil

    #expect(seen.withLock { $0 } == "still here")
  }
}
