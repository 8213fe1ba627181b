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

extension ProvenExercise {
  /// Every exercise the test run proves. Everything about an exercise lives in its folders and
  /// its ledgers; this is where the compiler is told which types its name stands for.
  static var all: [ProvenExercise] {
    [
      ProvenExercise(
        ShoutingSubclassChecks.exercise, ShoutingSubclassChecks.all,
        starter: ShoutingSubclassStarter.ShoutingSubclass.self,
        solution: ExerciseSolutions.ShoutingSubclass.self,
        wrongAnswers: ShoutingSubclassWrongAnswers.all),
      ProvenExercise(
        VisitCounterChecks.exercise, VisitCounterChecks.all,
        starter: VisitCounterStarter.VisitCounter.self,
        solution: ExerciseSolutions.VisitCounter.self, wrongAnswers: VisitCounterWrongAnswers.all),
      ProvenExercise(
        ObservationTokenChecks.exercise, ObservationTokenChecks.all,
        starter: ObservationTokenStarter.ObservationToken.self,
        solution: ExerciseSolutions.ObservationToken.self,
        wrongAnswers: ObservationTokenWrongAnswers.all),
      ProvenExercise(
        DistinctChangesChecks.exercise, DistinctChangesChecks.all,
        starter: DistinctChangesStarter.DistinctChanges.self,
        solution: ExerciseSolutions.DistinctChanges.self,
        wrongAnswers: DistinctChangesWrongAnswers.all),
      ProvenExercise(
        TwoWayBindingChecks.exercise, TwoWayBindingChecks.all,
        starter: TwoWayBindingStarter.TwoWayBinding.self,
        solution: ExerciseSolutions.TwoWayBinding.self, wrongAnswers: TwoWayBindingWrongAnswers.all),
      ProvenExercise(
        SynchronousDeliveryChecks.exercise, SynchronousDeliveryChecks.all,
        starter: SynchronousDeliveryStarter.SynchronousDelivery.self,
        solution: ExerciseSolutions.SynchronousDelivery.self,
        wrongAnswers: SynchronousDeliveryWrongAnswers.all),
      ProvenExercise(
        LiveRecordsChecks.exercise, LiveRecordsChecks.all,
        starter: LiveRecordsStarter.LiveRecords.self,
        solution: ExerciseSolutions.LiveRecords.self, wrongAnswers: LiveRecordsWrongAnswers.all),
      ProvenExercise(
        ClassRestorerChecks.exercise, ClassRestorerChecks.all,
        starter: ClassRestorerStarter.ClassRestorer.self,
        solution: ExerciseSolutions.ClassRestorer.self, wrongAnswers: ClassRestorerWrongAnswers.all),
      ProvenExercise(
        RecordListChecks.exercise, RecordListChecks.all, starter: RecordListStarter.RecordList.self,
        solution: ExerciseSolutions.RecordList.self, wrongAnswers: RecordListWrongAnswers.all),
      ProvenExercise(
        ReentrantDeliveryChecks.exercise, ReentrantDeliveryChecks.all,
        starter: ReentrantDeliveryStarter.ReentrantDelivery.self,
        solution: ExerciseSolutions.ReentrantDelivery.self,
        wrongAnswers: ReentrantDeliveryWrongAnswers.all),
      ProvenExercise(
        TemperatureLabelChecks.exercise, TemperatureLabelChecks.all,
        starter: TemperatureLabelStarter.TemperatureLabel.self,
        solution: ExerciseSolutions.TemperatureLabel.self,
        wrongAnswers: TemperatureLabelWrongAnswers.all),
      ProvenExercise(
        StrictControllerChecks.exercise, StrictControllerChecks.all,
        starter: StrictControllerStarter.StrictController.self,
        solution: ExerciseSolutions.StrictController.self,
        wrongAnswers: StrictControllerWrongAnswers.all),
      ProvenExercise(
        WeakKeyedTableChecks.exercise, WeakKeyedTableChecks.all,
        starter: WeakKeyedTableStarter.WeakKeyedTable.self,
        solution: ExerciseSolutions.WeakKeyedTable.self,
        wrongAnswers: WeakKeyedTableWrongAnswers.all),
      ProvenExercise(
        TableControllerChecks.exercise, TableControllerChecks.all,
        starter: TableControllerStarter.TableController.self,
        solution: ExerciseSolutions.TableController.self,
        wrongAnswers: TableControllerWrongAnswers.all),
      ProvenExercise(
        OneTableControllerChecks.exercise, OneTableControllerChecks.all,
        starter: OneTableControllerStarter.OneTableController.self,
        solution: ExerciseSolutions.OneTableController.self,
        wrongAnswers: OneTableControllerWrongAnswers.all),
      ProvenExercise(
        InitialSafeControllerChecks.exercise, InitialSafeControllerChecks.all,
        starter: InitialSafeControllerStarter.InitialSafeController.self,
        solution: ExerciseSolutions.InitialSafeController.self,
        wrongAnswers: InitialSafeControllerWrongAnswers.all),
      ProvenExercise(
        PriorTrampolineChecks.exercise, PriorTrampolineChecks.all,
        starter: PriorTrampolineStarter.PriorTrampoline.self,
        solution: ExerciseSolutions.PriorTrampoline.self,
        wrongAnswers: PriorTrampolineWrongAnswers.all),
      ProvenExercise(
        BoundedObservationChecks.exercise, BoundedObservationChecks.all,
        starter: BoundedObservationStarter.BoundedObservation.self,
        solution: ExerciseSolutions.BoundedObservation.self,
        wrongAnswers: BoundedObservationWrongAnswers.all),
      ProvenExercise(
        SwatchColorPathChecks.exercise, SwatchColorPathChecks.all,
        starter: SwatchColorPathStarter.SwatchColorPath.self,
        solution: ExerciseSolutions.SwatchColorPath.self,
        wrongAnswers: SwatchColorPathWrongAnswers.all),
      ProvenExercise(
        EchoFreeChannelChecks.exercise, EchoFreeChannelChecks.all,
        starter: EchoFreeChannelStarter.EchoFreeChannel.self,
        solution: ExerciseSolutions.EchoFreeChannel.self,
        wrongAnswers: EchoFreeChannelWrongAnswers.all),
    ]
  }
}
