import Dispatch
import ObjectRuntime
import Testing

/// Many threads at once on the runtime's shared state. Run under
/// `swift test --sanitize=thread --filter Stress` to check for data races.
@Suite struct RuntimeStressTests {
  @Test func concurrentSettersAndReadersStress() {
    let message = Note()
    nonisolated(unsafe) let shared = message
    DispatchQueue.concurrentPerform(iterations: 400) { index in
      shared.likes = index
      shared.text = "message \(index)"
      _ = shared.value(forKey: "text")
      _ = shared.likes
    }
    #expect((0..<400).contains(message.likes))
  }

  @Test func concurrentClassCreationAndLookupStress() {
    let base = object_getClass(Note())
    DispatchQueue.concurrentPerform(iterations: 200) { index in
      let made = ClassRegistry.shared.allocateClassPair(
        superclass: base, name: "StressMessage\(index)")!
      made.addMethod("number") { _, _, _ in index }
      made.registerClassPair()
      _ = base.lookup("text")
      _ = objc_getClass("StressMessage\((index + 1) % 200)")
    }
    #expect(objc_getClass("StressMessage42")?.lookup("number") != nil)
  }

  @Test func concurrentAssociatedObjectsStress() {
    let owner = Note()
    nonisolated(unsafe) let shared = owner
    let keys = (0..<8).map { AssociationKey("stress \($0)") }
    DispatchQueue.concurrentPerform(iterations: 400) { index in
      let key = keys[index % keys.count]
      shared.setAssociatedObject(index, forKey: key)
      _ = shared.associatedObject(forKey: key)
      _ = shared.associatedObject(forKey: keys[0]) { index }
    }
    #expect(owner.associatedObject(forKey: keys[1]) is Int)
  }

  @Test func concurrentFirstInstancesOfANewClassStress() {
    DispatchQueue.concurrentPerform(iterations: 100) { _ in
      let employee = Employee()
      employee.firstName = "Ada"
      _ = employee.fullName
    }
    #expect(objc_getClass("Employee") != nil)
  }
}
