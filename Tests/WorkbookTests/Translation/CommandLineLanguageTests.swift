import Testing

@testable import WorkbookRender

/// Which edition the exercise commands speak: a locale name or tag matched against the book's
/// editions, and the environment read in gettext's order.
@Suite struct CommandLineLanguageTests {
  static let simplifiedOnly = ["zh-Hans"]

  @Test(arguments: [
    "zh_CN.UTF-8", "zh_CN.utf8", "zh_CN", "zh_SG.UTF-8", "zh_Hans", "zh", "zh-Hans",
  ])
  func simplifiedChineseLocalesGetTheSimplifiedEdition(_ locale: String) {
    #expect(CommandLineLanguage.edition(for: locale, among: Self.simplifiedOnly) == "zh-Hans")
  }

  @Test(arguments: ["zh_TW.UTF-8", "zh_HK", "zh_MO", "zh_Hant", "zh-Hant-TW"])
  func traditionalChineseGetsEnglishUnlessTheBookHasATraditionalEdition(_ locale: String) {
    #expect(CommandLineLanguage.edition(for: locale, among: Self.simplifiedOnly) == nil)
    #expect(CommandLineLanguage.edition(for: locale, among: ["zh-Hans", "zh-Hant"]) == "zh-Hant")
  }

  @Test(arguments: ["C", "POSIX", "C.UTF-8", "", "en_US.UTF-8", "en", "fr_FR.UTF-8", "de"])
  func theCLocaleEnglishAndLanguagesWithoutAnEditionGetEnglish(_ locale: String) {
    #expect(CommandLineLanguage.edition(for: locale, among: Self.simplifiedOnly) == nil)
  }

  @Test func aLocaleWhoseCodesetIsNotUTF8GetsEnglish() {
    #expect(CommandLineLanguage.edition(for: "zh_CN.GB18030", among: Self.simplifiedOnly) == nil)
  }

  @Test func otherLanguagesMatchTheirRegionThenTheLanguageAlone() {
    #expect(CommandLineLanguage.edition(for: "pt_BR.UTF-8", among: ["pt", "pt-BR"]) == "pt-BR")
    #expect(CommandLineLanguage.edition(for: "pt_PT.UTF-8", among: ["pt", "pt-BR"]) == "pt")
    #expect(CommandLineLanguage.edition(for: "fr_CA", among: ["fr"]) == "fr")
    #expect(CommandLineLanguage.edition(for: "ZH-hans", among: Self.simplifiedOnly) == "zh-Hans")
  }

  @Test func englishIsRecognisedInEitherSpelling() {
    #expect(CommandLineLanguage.isEnglish("en"))
    #expect(CommandLineLanguage.isEnglish("en_GB.UTF-8"))
    #expect(!CommandLineLanguage.isEnglish("zh-Hans"))
    #expect(!CommandLineLanguage.isEnglish("C"))
  }

  @Test func theFirstVariableSetAndNotEmptyDecides() {
    func edition(_ environment: [String: String]) -> String? {
      CommandLineLanguage.edition(environment: environment, among: Self.simplifiedOnly)
    }
    #expect(edition([:]) == nil)
    #expect(edition(["LANG": "zh_CN.UTF-8"]) == "zh-Hans")
    #expect(edition(["LANG": "zh_CN.UTF-8", "LC_MESSAGES": "C"]) == nil)
    #expect(edition(["LANG": "C", "LC_MESSAGES": "zh_CN.UTF-8"]) == "zh-Hans")
    #expect(edition(["LC_ALL": "C", "LC_MESSAGES": "zh_CN.UTF-8", "LANG": "zh_CN.UTF-8"]) == nil)
    #expect(edition(["LC_ALL": "zh_SG.UTF-8", "LANG": "C"]) == "zh-Hans")
    #expect(edition(["LC_ALL": "", "LC_MESSAGES": "", "LANG": "zh_CN.UTF-8"]) == "zh-Hans")
  }
}
