import ExerciseChecks
import SwatchColorPathStarter

CheckProgram.main(SwatchColorPathChecks.all(SwatchColorPath.self))
