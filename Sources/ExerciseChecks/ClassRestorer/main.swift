import ClassRestorerStarter
import ExerciseChecks
import ExerciseSolutions

CheckProgram.main(
  ClassRestorerChecks.all(ClassRestorerStarter.ClassRestorer.self), story: ClassRestorerTrace.story,
  yours: ClassRestorerStarter.ClassRestorer.self, solution: ExerciseSolutions.ClassRestorer.self)
