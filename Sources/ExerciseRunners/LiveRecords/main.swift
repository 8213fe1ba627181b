import ExerciseChecks
import LiveRecordsStarter

CheckProgram.main(DeadObserversChecks.all(LiveRecords.self))
