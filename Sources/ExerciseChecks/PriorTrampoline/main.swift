import ExerciseChecks
import PriorTrampolineStarter

CheckProgram.main(PriorTrampolineChecks.all(PriorTrampoline.self))
