import ExerciseChecks
import ExerciseSolutions
import ObservationTokenStarter

CheckProgram.main(
  ObservationTokenChecks.all(ObservationTokenStarter.ObservationToken.self),
  story: ObservationTokenTrace.story,
  yours: ObservationTokenStarter.ObservationToken.self,
  solution: ExerciseSolutions.ObservationToken.self)
