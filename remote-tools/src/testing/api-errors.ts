import { ApiError } from '@portal/shared-kernel';

/** An API failure as the kernel's client throws it. `notified`: the client already showed a toast. */
export function apiError(options: { code?: string; message?: string; notified?: boolean; kind?: 'business' | 'session' } = {}): ApiError {
  const kind = options.kind ?? 'business';
  return new ApiError(
    {
      code: options.code ?? 'SYS001',
      message: options.message ?? 'システムエラーが発生しました。',
      httpStatus: kind === 'session' ? 401 : 500,
      kind,
      notify: true,
      clearTokens: kind === 'session',
      goToLogin: kind === 'session',
    },
    'test/endpoint',
    options.notified ?? false,
  );
}
