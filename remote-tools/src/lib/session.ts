import type { AccountInfo, CustomerType } from '@portal/shared-kernel';
import { accountsAtom, customerTypeAtom } from '@portal/shared-kernel';
import { usePortalAtomValue } from '@portal/shared-kernel/react';

// The kernel keeps the session in one jotai store, shared (as a federation singleton) by the host and
// every remote; these hooks read it.

/** The logged-in customer's type (individual by default, spec §3). */
export const useCustomerType = (): CustomerType => usePortalAtomValue(customerTypeAtom);

/** The logged-in customer's trading accounts. */
export const useAccounts = (): AccountInfo[] => usePortalAtomValue(accountsAtom);
