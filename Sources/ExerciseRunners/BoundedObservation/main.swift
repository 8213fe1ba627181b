import ExerciseChecks
import BoundedObservationStarter

CheckProgram.main(EitherSideChecks.all(BoundedObservation.self))
