import ExerciseChecks
import LiveRecordsStarter

CheckProgram.main(LiveRecordsChecks.all(LiveRecords.self))
