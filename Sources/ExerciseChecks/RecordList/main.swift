import ExerciseChecks
import RecordListStarter

CheckProgram.main(RecordListChecks.all(RecordList.self))
