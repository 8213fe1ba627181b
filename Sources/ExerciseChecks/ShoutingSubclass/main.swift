import ShoutingSubclassStarter
import ExerciseChecks
import ExerciseSolutions

CheckProgram.main(
  ShoutingSubclassChecks.all(ShoutingSubclassStarter.ShoutingSubclass.self), story: ShoutingSubclassTrace.story,
  yours: ShoutingSubclassStarter.ShoutingSubclass.self, solution: ExerciseSolutions.ShoutingSubclass.self)
