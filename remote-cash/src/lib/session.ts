// The logged-in customer as the cash pages need it.
import { customerInfoAtom } from '@portal/shared-kernel';
import type { CustomerType } from '@portal/shared-kernel';
import { usePortalAtomValue } from '@portal/shared-kernel/react';

export function useCustomerType(): CustomerType {
  return usePortalAtomValue(customerInfoAtom)?.customerType ?? 'individual';
}
