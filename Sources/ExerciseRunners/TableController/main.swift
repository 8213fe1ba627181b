import ExerciseChecks
import TableControllerStarter

CheckProgram.main(ReceptionistChecks.all(TableController.self))
