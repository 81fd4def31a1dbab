// The termination-letter banner on the customer pages and only there (spec §2: /portal/customer/*,
// individual or corporate): remote-tools' `./termination-letter`, loaded the first time a customer page
// opens. The banner is secondary: while remote-tools cannot be loaded, nothing is shown.
import { useLocation } from 'react-router';
import { RemoteModule, RemoteName, type TerminationLetterModule } from '@portal/shared-kernel/federation';
import { RemoteBoundary } from '../../components/remote/remote-boundary.tsx';
import { useRemoteModule, type RemoteModuleDeps } from '../../hooks/use-remote-module.ts';

/** `/customer`, `/customer/info`, `/customer/corp/bank` (paths below the /portal basename). */
export const isCustomerPage = (pathname: string): boolean => /^\/customer(\/|$)/.test(pathname);

export function CustomerPageBanner({ deps }: { deps?: RemoteModuleDeps }) {
  const { pathname } = useLocation();
  const show = isCustomerPage(pathname);
  const remote = useRemoteModule<TerminationLetterModule>(RemoteModule.toolsTerminationLetter, show, deps);
  if (!show || remote.status !== 'ready') return null;
  const Banner = remote.module.TerminationLetterBanner;
  return (
    <RemoteBoundary remote={RemoteName.tools} compact renderFallback={() => null}>
      {() => <Banner style={{ marginBottom: 16 }} />}
    </RemoteBoundary>
  );
}
