import {{Name}}Sandbox
import SandboxKit

await SandboxCommand<{{Name}}SandboxDefinition>.runAsMain()
