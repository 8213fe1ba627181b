import ExerciseChecks
import ObservationTokenStarter

CheckProgram.main(ObservationTokenChecks.all(ObservationToken.self))
