import Foundation
import ObjectRuntime

// ANCHOR: assert
/// A failed `NSAssert`, as a debug build of the original reports one: a line naming the
/// method, then `NSInternalInconsistencyException` with the assertion's message, which ends
/// the process.
package func raiseAssertionFailure(in method: String, _ message: String) -> Never {
  FileHandle.standardError.write(Data("*** Assertion failure in \(method)\n".utf8))
  RuntimeException.raise(.internalInconsistency, message)
}
// ANCHOR_END: assert

/// An object as `%@` prints it, `(null)` for none.
package func describe(_ object: AnyObject?) -> String {
  object.map { String(describing: $0) } ?? "(null)"
}
