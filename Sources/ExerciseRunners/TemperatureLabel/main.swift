import ExerciseChecks
import TemperatureLabelStarter

CheckProgram.main(FindTheCycleChecks.all(TemperatureLabel.self))
