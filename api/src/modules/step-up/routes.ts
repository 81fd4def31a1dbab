// stepUp/*: the step-up before an important operation — start (passkey options, or an e-mailed code),
// resend the code, verify (a token for the X-Step-Up-Token header of the operation).
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import type { StepUpService } from '../../domain/passkeys/step-up.ts';
import { PASSKEY_BODY_LIMIT } from '../passkey/routes.ts';

const e = endpoints.stepUp;

export function stepUpRoutes({ stepUp }: { stepUp: StepUpService }): BoundRoute[] {
  return [
    route(e.start, {
      errors: [
        ResponseCode.STEP_UP_METHOD_UNAVAILABLE,
        ResponseCode.PASSWORD_WRONG,
        ResponseCode.PASSWORD_LOCKED,
        ResponseCode.CODE_RESEND_TOO_SOON,
        ResponseCode.MAIL_UNAVAILABLE,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'code',
      handler: ({ input, auth, meta }) => stepUp.start(auth, input, meta),
    }),
    route(e.resendCode, {
      errors: [
        ResponseCode.CODE_RESEND_TOO_SOON,
        ResponseCode.CODE_EXPIRED,
        ResponseCode.CODE_TOO_MANY_TRIES,
        ResponseCode.MAIL_UNAVAILABLE,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'code',
      handler: ({ input, auth }) => stepUp.resendCode(auth, input.sessionId),
    }),
    route(e.verify, {
      errors: [
        ResponseCode.PASSKEY_FAILED,
        ResponseCode.PASSKEY_CHALLENGE_INVALID,
        ResponseCode.CODE_INVALID,
        ResponseCode.CODE_EXPIRED,
        ResponseCode.CODE_TOO_MANY_TRIES,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'code',
      bodyLimit: PASSKEY_BODY_LIMIT,
      handler: ({ input, auth, meta }) => stepUp.verify(auth, input, meta),
    }),
  ];
}
