import Foundation
import ObjectRuntime

// ANCHOR: shelf-model
/// A shelf whose `books` (ordered) and `tags` (unordered) are instance variables with no
/// accessor methods, so key-value coding edits them through whichever collection accessors the
/// shelf's class has, or else reaches the storage directly. Each test gives its shelf a class
/// with the accessors it needs (``make(_:with:)``); the accessors write down their calls.
class Shelf: RuntimeObject, @unchecked Sendable {
  @Ivar var books: [String] = []
  @Ivar var tags: Set<String> = []
  private let log = Locked<[String]>([])

  /// The accessors called so far, by selector, in order.
  var calls: [String] { log.withLock { $0 } }

  required override init() {
    super.init()
  }

  /// A new `type` whose class, made below `type`'s once per list, has the accessors
  /// `selectors` (each one of ``accessors``).
  static func make(_ type: Shelf.Type = Shelf.self, with selectors: [Selector]) -> Shelf {
    let shelf = type.init()
    let base = object_getClass(shelf)
    let name = "\(base.name)(\(selectors.map(\.name).joined(separator: ",")))"
    object_setClass(shelf, objc_getClass(name) ?? makeClass(name, below: base, with: selectors))
    return shelf
  }

  private static func makeClass(
    _ name: String, below base: RuntimeClass, with selectors: [Selector]
  ) -> RuntimeClass {
    guard let made = ClassRegistry.shared.allocateClassPair(superclass: base, name: name) else {
      return objc_getClass(name)!
    }
    for selector in selectors {
      made.addMethod(selector, accessors[selector]!)
    }
    return made.registerClassPair() ? made : objc_getClass(name)!
  }

  /// Every collection accessor a shelf's class can be given, as an Objective-C class would
  /// write them over its instance variables.
  static let accessors: [Selector: Implementation] = [
    "insertObject:inBooksAtIndex:": { shelf, selector, arguments in
      noted(shelf, selector).books.insert(arguments[0] as! String, at: arguments[1] as! Int)
      return nil
    },
    "insertBooks:atIndexes:": { shelf, selector, arguments in
      let shelf = noted(shelf, selector)
      for (book, index) in zip(arguments[0] as! [Any], arguments[1] as! IndexSet) {
        shelf.books.insert(book as! String, at: index)
      }
      return nil
    },
    "removeObjectFromBooksAtIndex:": { shelf, selector, arguments in
      noted(shelf, selector).books.remove(at: arguments[0] as! Int)
      return nil
    },
    "removeBooksAtIndexes:": { shelf, selector, arguments in
      let shelf = noted(shelf, selector)
      for index in (arguments[0] as! IndexSet).reversed() {
        shelf.books.remove(at: index)
      }
      return nil
    },
    "replaceObjectInBooksAtIndex:withObject:": { shelf, selector, arguments in
      noted(shelf, selector).books[arguments[0] as! Int] = arguments[1] as! String
      return nil
    },
    "replaceBooksAtIndexes:withBooks:": { shelf, selector, arguments in
      let shelf = noted(shelf, selector)
      for (index, book) in zip(arguments[0] as! IndexSet, arguments[1] as! [Any]) {
        shelf.books[index] = book as! String
      }
      return nil
    },
    "addTagsObject:": { shelf, selector, arguments in
      noted(shelf, selector).tags.insert(arguments[0] as! String)
      return nil
    },
    "addTags:": { shelf, selector, arguments in
      noted(shelf, selector).tags.formUnion(strings(arguments[0]))
      return nil
    },
    "removeTagsObject:": { shelf, selector, arguments in
      noted(shelf, selector).tags.remove(arguments[0] as! String)
      return nil
    },
    "removeTags:": { shelf, selector, arguments in
      noted(shelf, selector).tags.subtract(strings(arguments[0]))
      return nil
    },
    "intersectTags:": { shelf, selector, arguments in
      noted(shelf, selector).tags.formIntersection(strings(arguments[0]))
      return nil
    },
    "setTags:": { shelf, selector, arguments in
      noted(shelf, selector).tags = Set(strings(arguments[0]))
      return nil
    },
  ]

  private static func noted(_ receiver: RuntimeObject, _ selector: Selector) -> Shelf {
    let shelf = receiver as! Shelf
    shelf.log.withLock { $0.append(selector.name) }
    return shelf
  }

  /// A set's members travel as `Set<AnyHashable>`, as in the set-mutation notifications.
  private static func strings(_ argument: Any?) -> [String] {
    (argument as! Set<AnyHashable>).map { $0 as! String }
  }
}
// ANCHOR_END: shelf-model

/// A shelf whose `books` do not notify automatically: neither its setter nor its accessors
/// are wrapped.
final class ManualShelf: Shelf, @unchecked Sendable {
  override class var classMethods: [ClassMethod] {
    [.automaticallyNotifiesObserversOf("books", false)]
  }
}
