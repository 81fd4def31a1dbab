import type { CustomerType } from '@portal/shared-kernel';
import { customerTypeAtom } from '@portal/shared-kernel';
import { usePortalAtomValue } from '@portal/shared-kernel/react';

// The kernel keeps the session in one jotai store, shared (as a federation singleton) by the host and
// every remote; this hook reads it.

/** The logged-in customer's type (individual by default, spec §3). */
export const useCustomerType = (): CustomerType => usePortalAtomValue(customerTypeAtom);
