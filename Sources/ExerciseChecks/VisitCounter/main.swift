import ExerciseChecks
import VisitCounterStarter

CheckProgram.main(VisitCounterChecks.all(VisitCounter.self))
