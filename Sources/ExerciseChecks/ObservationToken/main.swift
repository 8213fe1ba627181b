import ObservationTokenStarter
import ExerciseChecks
import ExerciseSolutions

CheckProgram.main(
  ObservationTokenChecks.all(ObservationTokenStarter.ObservationToken.self), story: ObservationTokenTrace.story,
  yours: ObservationTokenStarter.ObservationToken.self, solution: ExerciseSolutions.ObservationToken.self)
