import __Name__Sandbox
import SandboxKit

await SandboxCommand<__Name__SandboxDefinition>.runAsMain()
