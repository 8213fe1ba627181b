import ObjectRuntime

// ANCHOR: shelf-model
/// A model with an ordered to-many property (an array) and an unordered one (a set).
final class RACShelf: RuntimeObject, @unchecked Sendable {
  @Property var books: [String] = []
  @Property var tags: Set<String> = []
}

/// What holds a shelf, for key paths that end in a to-many property.
final class RACLibrary: RuntimeObject, @unchecked Sendable {
  @Property var shelf: RACShelf?
}
// ANCHOR_END: shelf-model
