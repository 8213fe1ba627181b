import ExerciseChecks
import WeakKeyedTableStarter

CheckProgram.main(WeakKeyedTableChecks.all(WeakKeyedTable.self))
