// The data every customer page reads: the masked profile (customer/check/maskedData) and the choices
// of the forms (public/accountopen/clientInfoOptions), cached by the kernel's query layer.
import { customerApi, publicApi } from '@portal/shared-kernel';
import type { ClientOption } from '@portal/shared-kernel';
import { CUSTOMER_VIEW_KEY, useApiQuery } from '@portal/shared-kernel/react';
import type { QueryKey } from '@portal/shared-kernel/react';

export const PROFILE_KEY: QueryKey = ['customerMaskedData'];
/** What changes when the customer changes their data (My Page's customer view shows the name too). */
export const PROFILE_QUERIES: readonly QueryKey[] = [PROFILE_KEY, CUSTOMER_VIEW_KEY, ['loginHistory']];

export const useProfile = () => useApiQuery(PROFILE_KEY, (signal) => customerApi.maskedData({ signal }));
export const useClientOptions = () => useApiQuery(['clientInfoOptions'], (signal) => publicApi.clientInfoOptions({ signal }));

/** Select / checkbox options from the server's list. */
export const toOptions = (list: readonly ClientOption[]) => list.map((o) => ({ value: o.code, label: o.nameJp }));
export const nameOf = (list: readonly ClientOption[], code: string | undefined): string => list.find((o) => o.code === code)?.nameJp ?? '--';
