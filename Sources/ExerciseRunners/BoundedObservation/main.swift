import BoundedObservationStarter
import ExerciseChecks

CheckProgram.main(EitherSideChecks.all(BoundedObservation.self))
