import { createRoot } from 'react-dom/client';
import { loadRemotesConfig, registerRemotesFromConfig, loadRemoteModule, isRemoteUnavailable } from './lib/federation/remotes.ts';
import type { RemoteRoutesModule } from '@portal/shared-kernel/federation';

async function main() {
  registerRemotesFromConfig(await loadRemotesConfig());
  const tools = await loadRemoteModule<{ default: RemoteRoutesModule }>('remote_tools/routes');
  const root = createRoot(document.getElementById('root')!);
  root.render(<pre>{isRemoteUnavailable(tools) ? `unavailable: ${tools.error}` : JSON.stringify(tools.default.routes.map((r) => r.path))}</pre>);
}
void main();
