/// Which tests a page (or one directive on it) shows in full and which it only lists, by
/// ``TestDefinition/reference``.
public struct ShownTests: Sendable, Hashable {
  public var inFull: [String] = []
  public var listed: [String] = []

  public init(inFull: [String] = [], listed: [String] = []) {
    self.inFull = inFull
    self.listed = listed
  }

  static func += (total: inout ShownTests, more: ShownTests) {
    total.inFull += more.inFull
    total.listed += more.listed
  }
}
