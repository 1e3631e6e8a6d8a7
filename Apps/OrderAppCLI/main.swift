import AppRuntime
import OrderApp

await AppCommand<OrderApp>.runAsMain()
