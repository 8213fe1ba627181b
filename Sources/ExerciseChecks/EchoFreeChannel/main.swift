import EchoFreeChannelStarter
import ExerciseChecks

CheckProgram.main(EchoFreeChannelChecks.all(EchoFreeChannel.self))
