// The data every customer page reads: the masked profile (customer/check/maskedData) and the choices
// of the forms (public/accountopen/clientInfoOptions), cached by the kernel's query layer.
import { endpoints } from '@portal/shared-kernel';
import type { ClientOption } from '@portal/shared-kernel';
import { useEndpointQuery } from '@portal/shared-kernel/react';
import type { QueryTarget } from '@portal/shared-kernel/react';

/** What changes when the customer changes their data (My Page's customer view shows the name too). */
export const PROFILE_QUERIES: readonly QueryTarget[] = [endpoints.customer.maskedData, endpoints.customer.view, endpoints.customer.loginHistory];

export const useProfile = () => useEndpointQuery(endpoints.customer.maskedData);
export const useClientOptions = () => useEndpointQuery(endpoints.public.clientInfoOptions);

/** Select / checkbox options from the server's list. */
export const toOptions = (list: readonly ClientOption[]) => list.map((o) => ({ value: o.code, label: o.nameJp }));
export const nameOf = (list: readonly ClientOption[], code: string | undefined): string => list.find((o) => o.code === code)?.nameJp ?? '--';
