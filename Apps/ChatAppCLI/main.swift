import AppRuntime
import ChatApp

await AppCommand<ChatApp>.runAsMain()
