// passkey/*: the logged-in customer's passkeys (list, register, rename, delete, postpone the
// recommendation). Registering and deleting need a step-up (route option `stepUp`).
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import type { StepUpGrantHandle } from '../../domain/passkeys/step-up.ts';
import type { PasskeyManagement } from './service.ts';

const e = endpoints.passkey;

/** A request carrying an authenticator's answer: far above any real one, far below the app's 1 MiB. */
export const PASSKEY_BODY_LIMIT = 64 * 1024;

/** The step-up a route with the `stepUp` option was given (the app checked it before the handler). */
export const grantOf = (stepUp: StepUpGrantHandle | null): StepUpGrantHandle => {
  if (!stepUp) throw new Error('a route with the stepUp option runs with its checked token');
  return stepUp;
};

export function passkeyRoutes({ passkeys }: { passkeys: PasskeyManagement }): BoundRoute[] {
  return [
    route(e.list, {
      errors: [],
      handler: ({ auth }) => passkeys.list(auth),
    }),
    route(e.registrationOptions, {
      errors: [ResponseCode.PASSKEY_LIMIT, ResponseCode.RATE_LIMITED],
      rateLimit: 'code',
      handler: ({ auth }) => passkeys.registrationOptions(auth),
    }),
    route(e.register, {
      errors: [
        ResponseCode.STEP_UP_REQUIRED,
        ResponseCode.PASSKEY_FAILED,
        ResponseCode.PASSKEY_CHALLENGE_INVALID,
        ResponseCode.PASSKEY_ALREADY_REGISTERED,
        ResponseCode.PASSKEY_LIMIT,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'code',
      stepUp: 'passkeyRegister',
      bodyLimit: PASSKEY_BODY_LIMIT,
      handler: ({ input, auth, stepUp, meta }) => passkeys.register(auth, input, grantOf(stepUp), meta),
    }),
    route(e.rename, {
      errors: [ResponseCode.NOT_FOUND],
      handler: ({ input, auth, meta }) => passkeys.rename(auth, input, meta),
    }),
    route(e.delete, {
      errors: [ResponseCode.STEP_UP_REQUIRED, ResponseCode.NOT_FOUND],
      stepUp: 'passkeyDelete',
      handler: ({ input, auth, stepUp, meta }) => passkeys.delete(auth, input, grantOf(stepUp), meta),
    }),
    route(e.postponePrompt, {
      errors: [],
      handler: ({ auth, meta }) => passkeys.postponePrompt(auth, meta),
    }),
  ];
}
