import ExerciseChecks
import OneTableControllerStarter

CheckProgram.main(CheapRemovalChecks.all(OneTableController.self))
