extension Exercise {
  /// The folder of the starter, relative to the package root: the starter's module, compiled
  /// from every Swift file in it.
  public var starterFolder: String {
    starter.split(separator: "/").dropLast().joined(separator: "/")
  }
}
