import { ApiError, type ApiErrorKind } from '@portal/shared-kernel';

/** An API failure as the kernel's client throws it. */
export function apiError(options: { code?: string; message?: string; kind?: ApiErrorKind } = {}): ApiError {
  const kind = options.kind ?? 'business';
  return new ApiError(
    {
      code: options.code ?? 'SYS001',
      message: options.message ?? 'システムエラーが発生しました。',
      httpStatus: kind === 'session' ? 401 : kind === 'business' ? 400 : null,
      kind,
      notify: true,
      clearTokens: kind === 'session',
      goToLogin: kind === 'session',
    },
    'test/endpoint',
    true,
  );
}
