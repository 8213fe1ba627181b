import ExerciseChecks
import RecordListStarter

CheckProgram.main(GuardRecordsChecks.all(RecordList.self))
