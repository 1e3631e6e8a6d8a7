import OtherSandbox
import SandboxKit

await SandboxCommand<OtherSandboxDefinition>.runAsMain()
