import Testing

@testable import WorkbookRender

/// `workbook i18n update`'s merge, which every build also runs in memory.
@Suite struct MergeTests {
  static func entry(_ id: String, context: String? = nil, translation: String = "")
    -> CatalogueEntry
  {
    CatalogueEntry(key: MessageKey(context: context, id: id), translation: translation)
  }

  static func merge(
    template: [CatalogueEntry], old: [CatalogueEntry], elsewhere: [CatalogueEntry] = []
  )
    -> [CatalogueEntry]
  {
    CatalogueMerge.merge(
      template: Catalogue(header: "", entries: template),
      into: Catalogue(header: "Language: zh_Hans\n", entries: old),
      elsewhere: { key in elsewhere.first { $0.key == key && $0.isCurrent } }
    ).entries
  }

  @Test func anUnchangedMessageKeepsItsTranslation() {
    let merged = Self.merge(
      template: [Self.entry("Three steps")], old: [Self.entry("Three steps", translation: "三步")])
    #expect(merged.map(\.translation) == ["三步"] && merged[0].isCurrent)
  }

  @Test func changedEvidenceMakesTheTranslationFuzzyWithItsOldContext() {
    let merged = Self.merge(
      template: [Self.entry("The setter:", context: "beside 2222")],
      old: [Self.entry("The setter:", context: "beside 1111", translation: "设置方法：")])
    #expect(merged.count == 1)
    #expect(merged[0].translation == "设置方法：" && merged[0].isFuzzy)
    #expect(merged[0].previous == MessageKey(context: "beside 1111", id: "The setter:"))
  }

  @Test func aChangedEnglishTakesTheMostSimilarOldTranslationAsFuzzy() {
    let merged = Self.merge(
      template: [
        Self.entry("Raw KVO asks three things of you before the observer goes away."),
        Self.entry("Something entirely new."),
      ],
      old: [
        Self.entry("Raw KVO asks three things of you before an observer goes.", translation: "三件事"),
        Self.entry("Unrelated words here.", translation: "无关"),
      ])
    #expect(merged[0].translation == "三件事" && merged[0].isFuzzy)
    #expect(merged[0].previous?.id == "Raw KVO asks three things of you before an observer goes.")
    #expect(merged[1].translation.isEmpty)
    #expect(merged[2].isObsolete && merged[2].translation == "无关", "no translation is lost")
  }

  @Test func aFuzzyTranslationKeepsTheKeyItWasMadeFor() {
    var fuzzy = Self.entry("The second English of this paragraph", translation: "译文")
    fuzzy.flags = ["fuzzy"]
    fuzzy.previous = MessageKey(context: nil, id: "The first English of this paragraph")
    let merged = Self.merge(
      template: [Self.entry("The third English of this paragraph")], old: [fuzzy])
    #expect(merged[0].isFuzzy && merged[0].previous?.id == "The first English of this paragraph")
  }

  @Test func aBlockMovedToAnotherChapterKeepsItsTranslation() {
    let merged = Self.merge(
      template: [Self.entry("Moved here.")], old: [],
      elsewhere: [Self.entry("Moved here.", translation: "移到这里。")])
    #expect(merged[0].isCurrent && merged[0].translation == "移到这里。")
  }

  @Test func aMessageTranslatedInTwoOtherCataloguesTakesTheFirstByName() {
    let catalogue = { (entries: [CatalogueEntry]) in Catalogue(header: "", entries: entries) }
    let merged = CatalogueMerge.merge(
      templates: ["copy": catalogue([Self.entry("Options")])],
      into: [
        "glossary": catalogue([Self.entry("Options", translation: "选项（options）")]),
        "01-raw-kvo": catalogue([Self.entry("Options", translation: "选项")]),
      ])
    #expect(merged["copy"]?.entries.map(\.translation) == ["选项"], "the same in every build")
  }
}
