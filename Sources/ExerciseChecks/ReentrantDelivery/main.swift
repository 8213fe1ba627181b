import ExerciseChecks
import ReentrantDeliveryStarter

CheckProgram.main(ReentrantDeliveryChecks.all(ReentrantDelivery.self))
