// Where the host's security entry points (side panel, My Page top) send the customer for passkeys:
// remote-security's page under the customer's own menu, like verify2 (below the /portal basename).
import type { CustomerType } from '@portal/shared-kernel';

export const passkeyPageFor = (customerType: CustomerType): string =>
  customerType === 'corporate' ? '/customer/corp/passkey?type=passkey' : '/customer/passkey?type=passkey';
