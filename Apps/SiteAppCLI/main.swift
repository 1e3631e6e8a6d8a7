import AppRuntime
import SiteApp

await AppCommand<SiteApp>.runAsMain()
