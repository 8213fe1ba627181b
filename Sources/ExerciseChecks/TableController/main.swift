import ExerciseChecks
import TableControllerStarter

CheckProgram.main(TableControllerChecks.all(TableController.self))
