import { ResponseCode } from '@portal/shared-kernel/contract';
import type { Envelope } from '@portal/shared-kernel/contract';

export const SUCCESS_MESSAGE = 'OK';
export const SUCCESS_LOCALIZED_MESSAGE = '正常に処理しました。';

export function ok<T>(result: T): Required<Envelope<T>> {
  return { code: ResponseCode.OK, result, message: SUCCESS_MESSAGE, localizedMessage: SUCCESS_LOCALIZED_MESSAGE };
}

export function failure(code: string, message: string, localizedMessage: string, result: unknown = null): Required<Envelope<unknown>> {
  return { code, result, message, localizedMessage };
}
