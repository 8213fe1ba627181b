import ObjectRuntime
import Testing

/// A delegate protocol, as `weak id<TransferDelegate>` would name it.
protocol TransferDelegate: AnyObject {
  func transferDidFinish()
}

/// A delegate that counts its calls.
final class CountingDelegate: TransferDelegate {
  var finished = 0
  func transferDidFinish() { finished += 1 }
}

/// A model with a protocol-typed weak property.
final class Transfer: RuntimeObject {
  @Weak var delegate: (any TransferDelegate)?
}

/// `@Weak` also holds a protocol's existential weakly, as `weak id<P>` does.
@Suite struct WeakTests {
  @Test func itHoldsAProtocolTypedValueAndCallsThroughIt() {
    let transfer = Transfer()
    let delegate = CountingDelegate()

    transfer.delegate = delegate
    transfer.delegate?.transferDidFinish()

    #expect(delegate.finished == 1)
    #expect(transfer.delegate === delegate)
  }

  @Test func itDoesNotKeepTheValueAlive() {
    let transfer = Transfer()
    var delegate: CountingDelegate? = CountingDelegate()
    transfer.delegate = delegate

    delegate = nil

    #expect(transfer.delegate == nil)
    #expect(transfer.value(forKey: "delegate") == nil)
  }

  @Test func theRuntimeRecordsItAsWeak() {
    let transfer = Transfer()

    #expect(object_getClass(transfer).property(named: "delegate")?.isWeak == true)
  }

  @Test func keyValueCodingStoresAValueOfTheProtocolType() {
    let transfer = Transfer()
    let delegate = CountingDelegate()

    transfer.setValue(delegate, forKey: "delegate")

    #expect(transfer.delegate === delegate)
  }
}

/// A protocol any type may adopt, so its existential may hold a value that is not an object.
protocol Labelled {}

/// A value type adopting it.
struct Sticker: Labelled {}

/// A model with a weak property of that protocol's type.
final class Parcel: RuntimeObject {
  @Weak var label: (any Labelled)?
}

/// `@Weak` raises when an existential holds a value it cannot reference weakly.
@Suite struct WeakCrashTests {
  @Test func storingAValueThatIsNotAnObjectRaises() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let parcel = Parcel()
      parcel.label = Sticker()
    }
    #expect(
      standardError(of: result).contains(
        "'NSInvalidArgumentException', reason: '@Weak cannot hold Sticker() of type Sticker: only a class instance can be referenced weakly.'"
      ))
  }
}
