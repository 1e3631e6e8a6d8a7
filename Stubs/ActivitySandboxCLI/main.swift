import ActivitySandbox
import SandboxKit

await SandboxCommand<ActivitySandboxDefinition>.runAsMain()
