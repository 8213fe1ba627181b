import ObjectRuntime
import Testing

@Suite struct RuntimeClassTests {
  @Test func swiftSubclassesBecomeAClassChain() {
    let employee = Employee()
    let chain = sequence(first: object_getClass(employee), next: \.superclass).map(\.name)

    #expect(chain == ["Employee", "Contact", "RuntimeObject"])
    #expect(objc_getClass("Employee") === object_getClass(employee))
  }

  @Test func aClassMadeAtRunTimeIsFoundByNameOnceRegistered() {
    let base = object_getClass(Note())
    let made = ClassRegistry.shared.allocateClassPair(superclass: base, name: "RuntimeMadeMessage")!

    #expect(objc_getClass("RuntimeMadeMessage") == nil)
    made.registerClassPair()
    #expect(objc_getClass("RuntimeMadeMessage") === made)
    #expect(made.superclass === base)
    #expect(made.isSubclass(of: base))
  }

  @Test func aTakenNameCannotBeAllocatedAgain() {
    let base = object_getClass(Note())
    #expect(ClassRegistry.shared.allocateClassPair(superclass: base, name: "Note") == nil)
  }

  @Test func addMethodRefusesASelectorTheClassImplementsItself() {
    let base = object_getClass(Note())
    let made = ClassRegistry.shared.allocateClassPair(superclass: base, name: "TwiceMessage")!

    let overridesInherited = made.addMethod("setText:") { _, _, _ in nil }
    let addsAgain = made.addMethod("setText:") { _, _, _ in nil }

    #expect(overridesInherited)
    #expect(!addsAgain)
    #expect(made.ownMethods.map(\.selector) == ["setText:"])
  }

  @Test func methodsAddedWhileRunningAnswerAtOnce() {
    let note = Note()
    note.likes = 2
    let running = ClassRegistry.shared.allocateClassPair(
      superclass: object_getClass(note), name: "RunningNote")!
    running.registerClassPair()
    object_setClass(note, running)
    #expect(!note.responds(to: "doubleLikes"))

    running.addMethod("doubleLikes") { receiver, _, _ in
      (receiver.value(forKey: "likes") as! Int) * 2
    }

    #expect(note.responds(to: "doubleLikes"))
    #expect(note.send("doubleLikes") as? Int == 4)
  }

  @Test func theRuntimeKnowsEachPropertysNameTypeAndWeakness() {
    let properties = object_getClass(Note()).properties

    #expect(properties.map(\.name) == ["text", "likes", "author", "draft"])
    #expect(properties.map(\.isWeak) == [false, false, true, false])
    #expect(ObjectIdentifier(properties[0].valueType) == ObjectIdentifier(String?.self))
    #expect(ObjectIdentifier(properties[2].valueType) == ObjectIdentifier(Author?.self))
    #expect(properties[0].setter == "setText:")
    #expect(properties[3].getter == nil)
  }

  @Test func inheritedPropertiesAreListedAfterTheSuperclasses() {
    let employee = object_getClass(Employee())

    #expect(employee.declaredProperties.map(\.name) == ["employer"])
    #expect(employee.properties.map(\.name).last == "employer")
    #expect(employee.property(named: "fullName")?.storage == .derived)
  }
}

/// Two Swift types with the same name, as two modules (or two test targets) might declare.
enum FirstNamespace {
  final class Twin: RuntimeObject {}
}

/// The other `Twin`.
enum SecondNamespace {
  final class Twin: RuntimeObject {}
}

@Suite struct ClassNameTests {
  @Test func typesSharingANameGetDistinctClassNames() {
    let names = [
      object_getClass(FirstNamespace.Twin()).name, object_getClass(SecondNamespace.Twin()).name,
    ]

    #expect(Set(names).count == 2)
    #expect(names.contains("Twin"))
    #expect(names.contains { $0.hasSuffix("Namespace.Twin") })
  }
}
