// The `./routes` module of remote_security (shared-kernel federation contract): the multi-factor
// change page and the passkeys page under both customer menus. The host merges these nodes with remote-customer's
// `customer` and `customer/corp` menus (same path → one node; the titles here match its menus).
import { RemoteName, type RemoteRoutesModule } from '@portal/shared-kernel/federation';
import { texts } from '../lib/texts.ts';

const mfaPage = () => import('../features/mfa/mfa-change-page.tsx');
const passkeyPage = () => import('../features/passkeys/passkeys-page.tsx');

const securityRoutes: RemoteRoutesModule = {
  remote: RemoteName.security,
  routes: [
    {
      path: 'customer',
      title: texts.menuCustomer,
      onlyfor: 'individual',
      childTypeQuery: true,
      order: 40,
      children: [
        { path: 'verify2', title: texts.routeMfa, onlyfor: 'individual', page: mfaPage },
        { path: 'passkey', title: texts.routePasskey, onlyfor: 'individual', page: passkeyPage },
      ],
    },
    {
      path: 'customer/corp',
      title: texts.menuCorporate,
      onlyfor: 'corporate',
      childTypeQuery: true,
      order: 40,
      children: [
        { path: 'verify2', title: texts.routeMfa, onlyfor: 'corporate', page: mfaPage },
        { path: 'passkey', title: texts.routePasskey, onlyfor: 'corporate', page: passkeyPage },
      ],
    },
  ],
};

export default securityRoutes;
