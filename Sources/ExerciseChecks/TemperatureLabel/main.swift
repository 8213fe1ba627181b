import ExerciseChecks
import TemperatureLabelStarter

CheckProgram.main(TemperatureLabelChecks.all(TemperatureLabel.self))
