import Foundation

/// An exception in the Objective-C sense: a name and a reason, raised to report a programmer
/// error. Nothing in the workbook catches one, so raising it ends the process the way an
/// uncaught `NSException` ends an app, printing the line Apple's runtime prints.
///
/// Tests check these crashes with Swift Testing's exit tests, reading the child process's
/// standard error.
public struct RuntimeException: Sendable, Equatable {
  /// An exception's name, such as `NSRangeException`.
  public struct Name: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let invalidArgument: Name = "NSInvalidArgumentException"
    public static let range: Name = "NSRangeException"
    public static let unknownKey: Name = "NSUnknownKeyException"
    public static let internalInconsistency: Name = "NSInternalInconsistencyException"
  }

  public let name: Name
  public let reason: String

  public init(_ name: Name, reason: String) {
    self.name = name
    self.reason = reason
  }

  // ANCHOR: raise
  /// What an uncaught exception prints before the process ends.
  public var terminationMessage: String {
    "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason)'"
  }

  /// Raises the exception. Nothing handles it, so the process ends.
  public func raise() -> Never {
    terminateProcess(printing: terminationMessage)
  }
  // ANCHOR_END: raise

  /// Raises an exception with this name and reason.
  public static func raise(_ name: Name, _ reason: String) -> Never {
    RuntimeException(name, reason: reason).raise()
  }
}

/// Prints `message` on standard error and ends the process with a failure status.
///
/// This is where a zombie-enabled build's "message sent to deallocated instance" ends up too:
/// both are the program stopping on a bug rather than carrying on with corrupt state.
public func terminateProcess(printing message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(EXIT_FAILURE)
}
