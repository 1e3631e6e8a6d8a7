import AppRuntime
import TicketApp

await AppCommand<TicketApp>.runAsMain()
