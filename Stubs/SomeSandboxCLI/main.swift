import SandboxKit
import SomeSandbox

await SandboxCommand<SomeSandboxDefinition>.runAsMain()
