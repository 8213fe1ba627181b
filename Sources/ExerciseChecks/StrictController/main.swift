import ExerciseChecks
import StrictControllerStarter

CheckProgram.main(StrictControllerChecks.all(StrictController.self))
