import ExerciseChecks
import ExerciseSolutions
import ShoutingSubclassStarter

CheckProgram.main(
  ShoutingSubclassChecks.all(ShoutingSubclassStarter.ShoutingSubclass.self),
  story: ShoutingSubclassTrace.story,
  yours: ShoutingSubclassStarter.ShoutingSubclass.self,
  solution: ExerciseSolutions.ShoutingSubclass.self)
