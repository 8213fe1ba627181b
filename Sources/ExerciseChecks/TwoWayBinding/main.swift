import ExerciseChecks
import TwoWayBindingStarter

CheckProgram.main(TwoWayBindingChecks.all(TwoWayBinding.self))
