import BoundedObservationStarter
import ClassRestorerStarter
import DistinctChangesStarter
import EchoFreeChannelStarter
import ExerciseChecks
import ExerciseSolutions
import ExerciseWrongAnswers
import InitialSafeControllerStarter
import LiveRecordsStarter
import ObservationTokenStarter
import OneTableControllerStarter
import PriorTrampolineStarter
import RecordListStarter
import ReentrantDeliveryStarter
import ShoutingSubclassStarter
import StrictControllerStarter
import SwatchColorPathStarter
import SynchronousDeliveryStarter
import TableControllerStarter
import TemperatureLabelStarter
import TwoWayBindingStarter
import VisitCounterStarter
import WeakKeyedTableStarter

/// Every exercise the repository's test run proves, with its starter, its reference solution
/// and its wrong answers, each wrong answer with the checks that must reject it.
enum ExerciseCatalog {
  static var all: [ExerciseSubjects] {
    [
      ExerciseSubjects(
        ShoutingSubclassChecks.exercise, ShoutingSubclassChecks.all,
        starter: ShoutingSubclassStarter.ShoutingSubclass.self,
        solution: ExerciseSolutions.ShoutingSubclass.self,
        wrongAnswers: [
          (
            "answers HELLO whatever the text", ShoutingHelloOnly.self,
            ["The text comes back in capitals"]
          ),
          (
            "no class override", ShoutingWithoutClassOverride.self,
            ["The object still reports its original class"]
          ),
          (
            "class answers the subclass", ShoutingClassAnswersSubclass.self,
            ["The object still reports its original class"]
          ),
          (
            "original getter through an ordinary send", ShoutingThroughAnOrdinarySend.self,
            ["The text comes back in capitals"]
          ),
          (
            "swizzles the base class", ShoutingByChangingTheBaseClass.self,
            ["Other messages keep their text as it is"]
          ),
        ]),
      ExerciseSubjects(
        VisitCounterChecks.exercise, VisitCounterChecks.all,
        starter: VisitCounterStarter.VisitCounter.self,
        solution: ExerciseSolutions.VisitCounter.self,
        wrongAnswers: [
          (
            "one box for every object", CounterSharedByEveryObject.self,
            ["Each object keeps its own count"]
          ),
          ("the count held weakly", CounterHeldWeakly.self, ["Each object keeps its own count"]),
          (
            "every box cached in a list", CounterCachingEveryBox.self,
            ["The count is released with its object"]
          ),
          (
            "attaches a box when it finds none", CounterAttachedOnEachFirstVisit.self,
            ["Two threads' first visits to one object both count"]
          ),
        ]),
      ExerciseSubjects(
        ObservationTokenChecks.exercise, ObservationTokenChecks.all,
        starter: ObservationTokenStarter.ObservationToken.self,
        solution: ExerciseSolutions.ObservationToken.self,
        wrongAnswers: [
          (
            "removes on every call", TokenRemovingEveryTime.self,
            ["Invalidating twice is harmless, and the token stays stopped"]
          ),
          (
            "no deinit", TokenWithoutDeinit.self,
            [
              "A freed token stops the notifications",
              "The observed object can be freed after its token",
            ]
          ),
          (
            "only marks itself invalid", TokenThatOnlyMarksItself.self,
            [
              "invalidate() stops the notifications",
              "Invalidating twice is harmless, and the token stays stopped",
            ]
          ),
          (
            "removes only in deinit", TokenRemovingOnlyInDeinit.self,
            ["invalidate() stops the notifications"]
          ),
        ],
        uncaught: [
          "The handler receives each new value":
            "Keeps the token observing: every answer kept here registers in init as the starter does; it fails an answer that registers lazily or with the wrong options."
        ]),
      ExerciseSubjects(
        DistinctChangesChecks.exercise, DistinctChangesChecks.all,
        starter: DistinctChangesStarter.DistinctChanges.self,
        solution: ExerciseSolutions.DistinctChanges.self,
        wrongAnswers: [
          (
            "did-change before the write", DistinctNotifyingBeforeTheWrite.self,
            ["A new temperature notifies once, with old and new"]
          ),
          (
            "no will/did pair", DistinctWithoutNotifying.self,
            ["A new temperature notifies once, with old and new"]
          ),
          (
            "compares with the last value given", DistinctAgainstTheLastValueGiven.self,
            ["Setting the same temperature stays silent"]
          ),
          ("never writes", DistinctWithoutTheWrite.self, ["The new temperature is stored"]),
        ]),
      ExerciseSubjects(
        SynchronousDeliveryChecks.exercise, SynchronousDeliveryChecks.all,
        starter: SynchronousDeliveryStarter.SynchronousDelivery.self,
        solution: ExerciseSolutions.SynchronousDelivery.self,
        wrongAnswers: [
          (
            "on the main queue", DeliveryOnTheMainQueue.self,
            ["The setter returns after its block has run"]
          ),
          (
            "sync on a private queue", DeliveryOnAPrivateQueueSync.self,
            ["A block runs on the queue that made the change"]
          ),
          (
            "async on a serial queue", DeliveryOnASerialQueueAsync.self,
            [
              "The setter returns after its block has run",
              "Blocks run in order, each reading the value it was told about",
            ]
          ),
        ]),
      ExerciseSubjects(
        LiveRecordsChecks.exercise, LiveRecordsChecks.all,
        starter: LiveRecordsStarter.LiveRecords.self, solution: ExerciseSolutions.LiveRecords.self,
        wrongAnswers: [
          (
            "skips without dropping", LiveRecordsWithoutDropping.self,
            [
              "A freed observer's record is dropped, a live one's kept",
              "What a freed observer's block captured is released",
            ]
          ),
          (
            "chooses before dropping", LiveRecordsChosenBeforeDropping.self,
            ["A freed observer's block does not run"]
          ),
          ("drops the living", LiveRecordsDroppingTheLiving.self, ["A live observer's block runs"]),
        ]),
      ExerciseSubjects(
        ClassRestorerChecks.exercise, ClassRestorerChecks.all,
        starter: ClassRestorerStarter.ClassRestorer.self,
        solution: ExerciseSolutions.ClassRestorer.self,
        wrongAnswers: [
          ("no guard", RestorerWithoutAGuard.self, ["Chapter 1's subclass on top is left alone"]),
          (
            "back to the model's class", RestorerToTheModelsClass.self,
            ["Chapter 1's subclass underneath is all that is left"]
          ),
          (
            "inverted guard", RestorerWithAnInvertedGuard.self,
            ["The object goes back when its last observer leaves"]
          ),
          (
            "strips the subclass", RestorerStrippingTheSubclass.self,
            ["An object that went back can be observed again"]
          ),
        ]),
      ExerciseSubjects(
        RecordListChecks.exercise, RecordListChecks.all,
        starter: RecordListStarter.RecordList.self, solution: ExerciseSolutions.RecordList.self,
        wrongAnswers: [
          (
            "unguarded reads", RecordListWithUnguardedReads.self,
            ["A read waits for an update in progress, many times over"]
          ),
          (
            "the lock guards only the write", RecordListGuardingOnlyTheWrite.self,
            [
              "An add between another add's read and write is kept",
              "A removal between an add's read and write stays removed",
            ]
          ),
          (
            "read and write locked apart", RecordListWithTwoLockedSteps.self,
            [
              "An add between another add's read and write is kept",
              "A removal between an add's read and write stays removed",
            ]
          ),
        ]),
      ExerciseSubjects(
        TemperatureLabelChecks.exercise, TemperatureLabelChecks.all,
        starter: TemperatureLabelStarter.TemperatureLabel.self,
        solution: ExerciseSolutions.TemperatureLabel.self,
        wrongAnswers: [
          (
            "captures a method reference", LabelCapturingItsMethod.self,
            ["A label nobody holds is freed", "Its sensor is let go with it"]
          ),
          (
            "the non-retaining controller", LabelOnTheNonRetainingController.self,
            ["A label nobody holds is freed"]
          ),
          (
            "drops .initial", LabelWithoutTheInitialValue.self, ["The label shows each temperature"]
          ),
        ]),
      ExerciseSubjects(
        StrictControllerChecks.exercise, StrictControllerChecks.all,
        starter: StrictControllerStarter.StrictController.self,
        solution: ExerciseSolutions.StrictController.self,
        wrongAnswers: [
          (
            "never forgets", StrictNeverForgetting.self,
            ["An unobserved key path can be observed again"]
          ),
          (
            "key paths only", StrictByKeyPathOnly.self,
            ["Two objects equal by value are two objects"]
          ),
          (
            "keyed by value", StrictKeyedByValue.self,
            ["Two objects equal by value are two objects"]
          ),
          (
            "objects only", StrictByObjectOnly.self,
            ["Another key path on the same object is accepted"]
          ),
          (
            "replaces the first block, then throws", StrictReplacingTheFirst.self,
            ["The first block keeps the key path"]
          ),
          (
            "notes the key paths on the object", StrictMarkingTheObject.self,
            ["Two controllers may each observe one key path of one object"]
          ),
        ],
        uncaught: [
          "A second observation of a key path is refused":
            "The exercise's point: the untouched starter fails it (FBKVOController stays silent), and every wrong answer kept here throws."
        ]),
      ExerciseSubjects(
        TableControllerChecks.exercise, TableControllerChecks.all,
        starter: TableControllerStarter.TableController.self,
        solution: ExerciseSolutions.TableController.self,
        wrongAnswers: [
          (
            "forgets in deinit", ReceptionistForgettingInDeinit.self,
            ["A freed controller leaves no registration"]
          ),
          (
            "unobserve removes everything", ReceptionistUnobservingEverything.self,
            ["unobserve(_:) stops one object and leaves the other"]
          ),
          (
            "forgets the entry after removing it", ReceptionistForgettingLate.self,
            ["A controller freed on another thread mid-change is never called"]
          ),
          ("no context", ReceptionistWithoutAContext.self, ["The handler hears each change"]),
        ]),
      ExerciseSubjects(
        OneTableControllerChecks.exercise, OneTableControllerChecks.all,
        starter: OneTableControllerStarter.OneTableController.self,
        solution: ExerciseSolutions.OneTableController.self,
        wrongAnswers: [
          (
            "a shadow array scanned in O(N)", CheapRemovalWithAShadowArray.self,
            ["The work unobserve(_:) does does not grow with the controller"]
          ),
          (
            "a stale index", CheapRemovalWithAStaleIndex.self,
            ["An object unobserved key path by key path is let go"]
          ),
          (
            "forgets the table", CheapRemovalForgettingTheTable.self,
            [
              "unobserve(_:) stops one object and leaves the others",
              "An object observed again after unobserve(_:) is heard, then stopped",
            ]
          ),
          (
            "no deinit", CheapRemovalWithoutDeinit.self,
            ["A freed controller leaves no registration"]
          ),
        ],
        uncaught: [
          "Each observation sits in the one table and hears its changes":
            "Keeps the one table in use: an answer that moves the observations out of the table would pass the cost checks; every wrong answer kept here still fills it.",
          "unobserve(_:) reads only the observations of its object":
            "The untouched starter fails it (it reads all 200); the shadow-array answer reads no more than the solution, which is why the work check exists beside it.",
        ]),
      ExerciseSubjects(
        PriorTrampolineChecks.exercise, PriorTrampolineChecks.all,
        starter: PriorTrampolineStarter.PriorTrampoline.self,
        solution: ExerciseSolutions.PriorTrampoline.self,
        wrongAnswers: [
          (
            "the new value before a change", PriorWithTheNewValueBeforeAChange.self,
            ["With .prior, the block hears the old value before each change"]
          ),
          (
            "always asks for .prior", PriorAlwaysOn.self,
            ["Without .prior, the block hears each new value and nothing before"]
          ),
          (
            "the raw old value", PriorWithTheRawOldValue.self,
            ["A missing value arrives as nil, before a change and after it"]
          ),
        ],
        uncaught: [
          "Disposing ends the notifications before and after, for good":
            "Keeps disposal working while the registration changes; the exercise does not touch disposal, and no plausible answer to it breaks disposal, so it guards against regressions rather than against a known wrong answer."
        ]),
      ExerciseSubjects(
        EchoFreeChannelChecks.exercise, EchoFreeChannelChecks.all,
        starter: EchoFreeChannelStarter.EchoFreeChannel.self,
        solution: ExerciseSolutions.EchoFreeChannel.self,
        wrongAnswers: [
          (
            "one flag on the channel", ChannelWithOneFlag.self,
            ["A change another thread makes during the channel's write gets through"]
          ),
          (
            "one note per thread for every channel", ChannelWithOneNotePerThread.self,
            ["Two channels on one property: each hears the other's write, not its own"]
          ),
          (
            "compares values", ChannelComparingValues.self,
            ["Someone else setting the value the channel wrote is heard"]
          ),
          (
            "keeps an unused note", ChannelKeepingAnUnusedNote.self,
            ["A write that reports nothing leaves no note behind"]
          ),
        ],
        uncaught: [
          "A subscriber hears the current value, then each change made elsewhere":
            "The baseline: the untouched starter passes it too; it fails an answer that loses the value at the start or swallows changes made elsewhere.",
          "A value sent in is set on the property and not sent back":
            "The exercise's core: the untouched starter fails it; every wrong answer kept here swallows its own echo on one thread, and fails a harder case instead.",
          "Two swatches bound both ways: each change crosses once, and stops":
            "Shows the ping-pong the echo causes in a binding: the untouched starter fails it, bouncing each change until the check stops forwarding; every wrong answer kept here breaks that loop.",
        ]),
      ExerciseSubjects(
        BoundedObservationChecks.exercise, BoundedObservationChecks.all,
        starter: BoundedObservationStarter.BoundedObservation.self,
        solution: ExerciseSolutions.BoundedObservation.self,
        wrongAnswers: [
          (
            "the target's bag only", BoundedByTheTargetOnly.self,
            ["The observer's going ends it, and nothing of it is left"]
          ),
          (
            "the observer's bag only", BoundedByTheObserverOnly.self,
            ["The target's going ends it cleanly, and nothing of it is left"]
          ),
          (
            "never leaves the bags", BoundedWithoutLeavingTheBags.self,
            ["Disposing ends it, and neither object keeps its trampoline"]
          ),
        ],
        uncaught: [
          "The block hears each change":
            "Keeps the observation working at all: every answer kept here observes; it fails an answer that builds the bags around a trampoline it never starts.",
          "Dropping the disposable does not end the observation":
            "The untouched starter fails it (the bare trampoline ends when dropped); each wrong answer kept here puts the trampoline in at least one bag, which keeps it alive.",
        ]),
      ExerciseSubjects(
        TwoWayBindingChecks.exercise, TwoWayBindingChecks.all,
        starter: TwoWayBindingStarter.TwoWayBinding.self,
        solution: ExerciseSolutions.TwoWayBinding.self,
        wrongAnswers: [
          (
            "no echo guard", BindingWithoutAnEchoGuard.self,
            ["A change to either side reaches the other"]
          ),
          (
            "a guard never lowered", BindingWithAGuardNeverLowered.self,
            ["A change to either side reaches the other"]
          ),
          (
            "a guard per direction", BindingWithAGuardPerDirection.self,
            ["Each side hears a change once, with no echo"]
          ),
          (
            "no first copy", BindingWithoutTheFirstCopy.self,
            ["The second object takes the first's value at once"]
          ),
          (
            "unbinds one side", BindingUnbindingOneSide.self,
            ["unbind() ends both directions, and twice is harmless"]
          ),
          ("no deinit", BindingWithoutDeinit.self, ["A freed binding lets both objects go"]),
          (
            "the first copy after registering", BindingCopyingAfterRegistering.self,
            ["Making the binding notifies the second object once, the first not at all"]
          ),
          (
            "one echo guard for every binding", BindingWithOneGuardForAll.self,
            ["Two bindings in a chain carry a change from one end to the other"]
          ),
        ]),
      ExerciseSubjects(
        ReentrantDeliveryChecks.exercise, ReentrantDeliveryChecks.all,
        starter: ReentrantDeliveryStarter.ReentrantDelivery.self,
        solution: ExerciseSolutions.ReentrantDelivery.self,
        wrongAnswers: [
          (
            "a snapshot alone", DeliveryFromASnapshotAlone.self,
            ["A block removed by an earlier one is not called"]
          ),
          (
            "token order over the live list", DeliveryByTokenOrder.self,
            ["A block added during a send hears the next value, not this one"]
          ),
          (
            "one recursive lock around the send", DeliveryUnderARecursiveLock.self,
            ["A block can wait for another thread that adds and removes"]
          ),
          (
            "a dictionary by token", DeliveryFromADictionary.self,
            ["Each block hears each value, in the order added"]
          ),
        ],
        uncaught: [
          "A block that removes itself does not cost the next one its call":
            "The untouched starter fails it (it walks the live list by position); every wrong answer kept here copes with a block removing itself."
        ]),
      ExerciseSubjects(
        WeakKeyedTableChecks.exercise, WeakKeyedTableChecks.all,
        starter: WeakKeyedTableStarter.WeakKeyedTable.self,
        solution: ExerciseSolutions.WeakKeyedTable.self,
        wrongAnswers: [
          (
            "keyed by equality", TableKeyedByEquality.self,
            ["Values are found by the very key, not by an equal one"]
          ),
          (
            "purges only on lookup", TablePurgingOnLookup.self,
            [
              "A freed key's value is released at once",
              "A freed key no longer counts, and the others stay",
            ]
          ),
          (
            "values held weakly", TableHoldingValuesWeakly.self,
            ["Values are found by the very key, not by an equal one"]
          ),
          (
            "keeps the first value", TableKeepingTheFirstValue.self,
            ["Setting a key again replaces its value"]
          ),
          (
            "one sentinel key for every table", TableWithOneSentinelKey.self,
            ["Two tables on one key each let their value go with the key"]
          ),
          (
            "sentinels hold their table", TableHeldByItsSentinels.self,
            ["A table freed before its keys lets its values go, and the keys after it"]
          ),
          (
            "sentinels hold their table unowned", TableUnownedBySentinels.self,
            ["A table freed before its keys lets its values go, and the keys after it"]
          ),
          (
            "every sentinel removes its entry", TableTrustingEverySentinel.self,
            ["Two threads setting one new key at once leave it a value"]
          ),
        ],
        uncaught: [
          "The table does not keep its keys alive":
            "The untouched starter fails it (it holds its keys strongly); every wrong answer kept here holds keys weakly."
        ]),
      ExerciseSubjects(
        SwatchColorPathChecks.exercise, SwatchColorPathChecks.all,
        starter: SwatchColorPathStarter.SwatchColorPath.self,
        solution: ExerciseSolutions.SwatchColorPath.self,
        wrongAnswers: [
          (
            "keeps every color trampoline", PathKeepingEveryColorTrampoline.self,
            ["The old swatch is let go: not heard, and left with no registration"]
          ),
          (
            "lets go after the change", PathLettingGoAfterTheChange.self,
            ["A swatch that only the palette held can be replaced"]
          ),
          (
            "silent without a swatch", PathSilentWithoutASwatch.self,
            ["No swatch is heard as nil, and a swatch set later is watched"]
          ),
          (
            "drops the swatch trampoline", PathDroppingTheSwatchTrampoline.self,
            ["Replacing the swatch moves the observation to the new one"]
          ),
          (
            "reports without moving", PathReportingWithoutMoving.self,
            ["Replacing the swatch moves the observation to the new one"]
          ),
        ],
        uncaught: [
          "The block hears the color at the start, then each change of it":
            "The baseline: the untouched starter passes it too, and every answer kept here watches the first swatch; it fails an answer that forgets the first swatch or its first color.",
          "Disposing ends both levels":
            "Guards disposal of both levels: an answer that keeps the color trampoline outside the disposable it returns (in a static, say) fails it; every answer kept here returns both levels or lets the lost one end by itself.",
        ]),
      ExerciseSubjects(
        InitialSafeControllerChecks.exercise, InitialSafeControllerChecks.all,
        starter: InitialSafeControllerStarter.InitialSafeController.self,
        solution: ExerciseSolutions.InitialSafeController.self,
        wrongAnswers: [
          (
            "listed after registering", InitialListedAfterRegistering.self,
            ["The handler hears the initial value, then each change"]
          ),
          (
            "cancelled but still registered", InitialCancelledButStillRegistered.self,
            ["Nothing stays registered after an .initial unobserve"]
          ),
          (
            "ignores an early unobserve", InitialIgnoringAnEarlyUnobserve.self,
            ["A handler that unobserves from its .initial call hears nothing more"]
          ),
          ("no deinit", InitialWithoutDeinit.self, ["A freed controller leaves no registration"]),
        ],
        uncaught: [
          "The key path can be observed again afterwards":
            "Catches an answer that keeps a cancelled observation in its list (say, marked but never dropped), which then refuses the key path for good; every answer kept here drops it.",
          "A handler that unobserves from a later call stops there":
            "Keeps the ordinary removal working beside the new path: every answer kept here removes normally once registered; it fails an answer that cancels every unobserve instead of removing.",
        ]),
    ]
  }

  static func subjects(of exercise: String) -> ExerciseSubjects? {
    all.first { $0.exercise == exercise }
  }

  /// The names of `exercise`'s checks, in the order they run.
  static func checkNames(of exercise: String) -> [String] {
    subjects(of: exercise)?.solution().map(\.name) ?? []
  }
}
