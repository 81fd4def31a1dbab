// Step-up before the important operations (withdrawal, bank account, e-mail, login password,
// withdrawal password, passkeys): a fresh proof within STEP_UP_VALIDITY_SECONDS, bound to the
// customer, the login session and the operation, used once.
//
// Methods: a customer with passkeys proves it with one of them (phishing-resistant); a customer
// without passkeys with the e-mailed code (the interim fallback the guideline allows). Registering or
// deleting a passkey may also be proven with the login password and the e-mailed code, so a customer
// who lost the device a passkey lives on can still remove it.
//
// The proof yields a token (32 random bytes; only its sha-256 is stored). The protected route names
// its operation (route option `stepUp`): the app checks the header's token before the handler runs
// (SU001 with the operation and the methods otherwise, nothing written), and the handler uses it up
// inside the transaction of the operation's write — a withdrawal refused for a wrong withdrawal
// password leaves it unused, and the repeat of a money call with the same idempotency key is
// recognised by the key the token was used for.
import { ResponseCode, STEP_UP_HEADER, STEP_UP_VALIDITY_SECONDS } from '@portal/shared-kernel/contract';
import type {
  CodeSent,
  ResultOf,
  StepUpMethod,
  StepUpOperation,
  StepUpRequired,
  StepUpStarted,
  endpoints,
  ParsedRequestOf,
} from '@portal/shared-kernel/contract';
import type { Customer, StepUpGrant } from '../../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { AuthContext } from '../sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import { addSeconds } from '../../lib/clock.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import type { Repositories } from '../../repositories/index.ts';
import type { AttemptGuard } from '../attempts.ts';
import { LOGIN_PASSWORD_CHECK_ATTEMPTS } from '../attempts.ts';
import type { AuditLog, RequestMeta } from '../audit.ts';
import { codeExpired, VerificationCodeService } from '../codes.ts';
import { displayName, maskEmail } from '../customers.ts';
import type { PasswordHasher } from '../../infra/hashing.ts';
import { lockoutNoticeMail } from '../../infra/mail/lockout-templates.ts';
import type { Mailer, NoticeSender } from '../../infra/mail/mailer.ts';
import { stepUpCodePurpose } from '../../infra/mail/passkey-templates.ts';
import { tokyo, verificationCodeMail } from '../../infra/mail/templates.ts';
import type { PasskeyService } from './passkeys.ts';
import { passkeyFailed } from './passkeys.ts';

/** Operations a passkey holder may also prove with the login password and the e-mailed code. */
const PASSWORD_FALLBACK: ReadonlySet<StepUpOperation> = new Set(['passkeyRegister', 'passkeyDelete']);

type Reason = StepUpRequired['reason'];

export class StepUpRequiredError extends ApiError {
  constructor(result: StepUpRequired) {
    super(403, ResponseCode.STEP_UP_REQUIRED, undefined, `step-up for ${result.operation} ${result.reason}`, result);
  }
}

/**
 * The valid token of a protected request, handed to its handler: the handler uses it in the
 * transaction of its write (`use`), or gives it back when the operation did not happen after all.
 */
export interface StepUpGrantHandle {
  readonly operation: StepUpOperation;
  /** The request repeats the one the token was used for (the same idempotency key): nothing to use. */
  readonly repeat: boolean;
  readonly used: boolean;
  /**
   * Uses the token in `repos`' transaction (every read of the refusal goes through it too: on SQLite
   * the transaction holds the one connection); `usedFor` names the request (a money call's
   * idempotency key). SU001 when it was used meanwhile.
   */
  use(repos: Pick<Repositories, 'stepUpGrants' | 'passkeyCredentials'>, usedFor?: string): Promise<void>;
  /** The operation did not happen (its mail could not be sent): the token may be used again. */
  giveBack(): Promise<void>;
}

export interface StepUpServiceDeps {
  repos: Pick<Repositories, 'stepUpGrants' | 'passkeyCredentials' | 'customers'>;
  passkeys: PasskeyService;
  codes: VerificationCodeService;
  hasher: PasswordHasher;
  attempts: AttemptGuard;
  audit: AuditLog;
  mailer: Mailer & NoticeSender;
  clock: Clock;
}

interface StepUpCodePayload {
  operation: StepUpOperation;
  method: 'code' | 'passwordAndCode';
}

export class StepUpService {
  readonly #d: StepUpServiceDeps;

  constructor(deps: StepUpServiceDeps) {
    this.#d = deps;
  }

  /** The methods the customer may step up with for `operation`, the preferred one first. */
  async methodsFor(
    customerId: number,
    operation: StepUpOperation,
    repos: Pick<Repositories, 'passkeyCredentials'> = this.#d.repos,
  ): Promise<StepUpMethod[]> {
    const passkeys = await repos.passkeyCredentials.countByCustomer(customerId);
    if (passkeys > 0) return PASSWORD_FALLBACK.has(operation) ? ['passkey', 'passwordAndCode'] : ['passkey'];
    return PASSWORD_FALLBACK.has(operation) ? ['passwordAndCode'] : ['code'];
  }

  async #required(
    customerId: number,
    operation: StepUpOperation,
    reason: Reason,
    repos: Pick<Repositories, 'passkeyCredentials'> = this.#d.repos,
  ): Promise<StepUpRequiredError> {
    return new StepUpRequiredError({ operation, methods: await this.methodsFor(customerId, operation, repos), reason });
  }

  // ---- the check of a protected route --------------------------------------------------------------

  /**
   * The route option `stepUp`: the token of the STEP_UP_HEADER must be the caller's (customer and
   * login session), for `operation`, unused and unexpired — or used by this very request before
   * (`repeatKey`: its idempotency key). SU001 otherwise, before anything is written.
   */
  async check(
    auth: AuthContext,
    operation: StepUpOperation,
    token: string | undefined,
    repeatKey: string | null,
    meta: RequestMeta,
  ): Promise<StepUpGrantHandle> {
    const now = this.#d.clock.now().toISOString();
    const refuse = async (reason: Reason) => {
      await this.#d.audit.record({
        event: 'step_up_refused',
        customerId: auth.customerId,
        sessionJti: auth.jti,
        detail: { operation, reason },
        meta,
      });
      return this.#required(auth.customerId, operation, reason);
    };
    if (!token) throw await refuse('missing');
    const hash = sha256Hex(token.slice(0, 200));
    const grant = await this.#d.repos.stepUpGrants.find(hash);
    if (!grant || grant.customer_id !== auth.customerId || grant.session_jti !== auth.jti || grant.operation !== operation)
      throw await refuse('invalid');
    const repeat = grant.used_at !== null && repeatKey !== null && grant.used_for === repeatKey;
    if (grant.used_at !== null && !repeat) throw await refuse('used');
    if (!repeat && grant.expires_at <= now) throw await refuse('expired');
    return this.#handle(grant, operation, repeat);
  }

  #handle(grant: StepUpGrant, operation: StepUpOperation, repeat: boolean): StepUpGrantHandle {
    let usedAt: string | null = null;
    const use = async (repos: Pick<Repositories, 'stepUpGrants' | 'passkeyCredentials'>, usedFor?: string): Promise<void> => {
      if (repeat) return;
      const now = this.#d.clock.now().toISOString();
      if (await repos.stepUpGrants.use(grant.token_hash, usedFor ?? null, now)) {
        usedAt = now;
        return;
      }
      // Used meanwhile: only the same request (a repeat of its idempotency key) may go on.
      const current = await repos.stepUpGrants.find(grant.token_hash);
      if (usedFor !== undefined && current?.used_for === usedFor) return;
      throw await this.#required(grant.customer_id, operation, current?.used_at ? 'used' : 'expired', repos);
    };
    const giveBack = async (): Promise<void> => {
      if (usedAt === null) return;
      await this.#d.repos.stepUpGrants.giveBack(grant.token_hash, usedAt);
      usedAt = null;
    };
    return {
      operation,
      repeat,
      get used() {
        return usedAt !== null;
      },
      use,
      giveBack,
    };
  }

  // ---- start, resend, verify --------------------------------------------------------------------------

  async start(auth: AuthContext, input: ParsedRequestOf<typeof endpoints.stepUp.start>, meta: RequestMeta): Promise<StepUpStarted> {
    const { operation } = input;
    const customer = await this.#d.repos.customers.getById(auth.customerId);
    const methods = await this.methodsFor(customer.id, operation);
    const method = input.method ?? methods[0]!;
    if (!methods.includes(method)) {
      throw new ApiError(400, ResponseCode.STEP_UP_METHOD_UNAVAILABLE, undefined, `step-up method ${method} not offered for ${operation}`);
    }
    const who = { customerId: customer.id, actor: customer.customer_no, sessionJti: auth.jti, meta };
    if (method === 'passkey') {
      const challenge = await this.#d.passkeys.issueChallenge('step-up', { customerId: customer.id, sessionId: auth.jti, operation });
      const options = await this.#d.passkeys.requestOptionsFor(customer.id, challenge.challenge);
      await this.#d.audit.record({ event: 'step_up_started', ...who, detail: { operation, method } });
      return { method, operation, methods, stepUpId: challenge.id, options, expiresInSeconds: STEP_UP_VALIDITY_SECONDS };
    }
    if (method === 'passwordAndCode') {
      if (input.password === undefined || input.password === '') {
        throw new ApiError(400, ResponseCode.VALIDATION, 'ログインパスワードを入力してください。', 'password missing');
      }
      await this.#checkLoginPassword(auth, customer, input.password, meta);
    }
    const { codes } = this.#d;
    const claim = await codes.claimSend(customer.id, 'step_up');
    const payload: StepUpCodePayload = { operation, method };
    const issued = await codes.issue({ purpose: 'step_up', customerId: customer.id, authSessionId: auth.jti, payload });
    await codes.mail({ id: issued.id, claim }, () =>
      this.#d.mailer.send(verificationCodeMail(customer.email, displayName(customer), stepUpCodePurpose(operation), issued.code, issued.expiresAt)),
    );
    await codes.supersede(customer.id, 'step_up', issued.id);
    await this.#d.audit.record({ event: 'step_up_started', ...who, detail: { operation, method } });
    const sent = VerificationCodeService.codeSent(issued.id, maskEmail(customer.email));
    return { method, operation, methods, ...sent };
  }

  async resendCode(auth: AuthContext, sessionId: string): Promise<CodeSent> {
    const customer = await this.#d.repos.customers.getById(auth.customerId);
    const target = { id: sessionId, purpose: 'step_up' as const, customerId: customer.id, authSessionId: auth.jti };
    const { code, expiresAt, row } = await this.#d.codes.resend(target);
    const payload = JSON.parse(row.payload ?? '{}') as StepUpCodePayload;
    await this.#d.codes.mail({ id: sessionId, resend: true }, () =>
      this.#d.mailer.send(verificationCodeMail(customer.email, displayName(customer), stepUpCodePurpose(payload.operation), code, expiresAt)),
    );
    return VerificationCodeService.codeSent(sessionId, maskEmail(customer.email));
  }

  async verify(
    auth: AuthContext,
    input: ParsedRequestOf<typeof endpoints.stepUp.verify>,
    meta: RequestMeta,
  ): Promise<ResultOf<typeof endpoints.stepUp.verify>> {
    const customer = await this.#d.repos.customers.getById(auth.customerId);
    const who = { customerId: customer.id, actor: customer.customer_no, sessionJti: auth.jti, meta };
    let operation: StepUpOperation;
    let method: StepUpMethod;
    if (input.method === 'passkey') {
      const { passkeys } = this.#d;
      // Bound to this customer and login session: a challenge of another is PK002 like a used one.
      const challenge = await passkeys.useChallenge(input.stepUpId, 'step-up', { customerId: customer.id, sessionId: auth.jti });
      operation = challenge.operation as StepUpOperation;
      const credential = await passkeys.findCredential(input.credential, customer.id);
      const checked = credential ? await passkeys.checkAssertion(challenge, input.credential, credential, customer, meta) : null;
      if (!credential) passkeys.decoyCheck();
      if (!checked?.ok) {
        await this.#d.audit.record({
          event: 'step_up_failed',
          ...who,
          detail: { operation, method: 'passkey', reason: checked ? checked.reason : 'unknown passkey' },
        });
        throw passkeyFailed();
      }
      method = 'passkey';
    } else {
      const target = { id: input.sessionId, purpose: 'step_up' as const, customerId: customer.id, authSessionId: auth.jti };
      let row;
      try {
        row = await this.#d.codes.verify({ ...target, code: input.verifyCode });
      } catch (error) {
        if (error instanceof ApiError)
          await this.#d.audit.record({ event: 'step_up_failed', ...who, detail: { method: 'code', result: error.code } });
        throw error;
      }
      const payload = JSON.parse(row.payload ?? '{}') as Partial<StepUpCodePayload>;
      if (!payload.operation || !payload.method) throw codeExpired();
      operation = payload.operation;
      method = payload.method;
    }
    const token = randomToken(32);
    const now = this.#d.clock.now();
    const expiresAt = addSeconds(now, STEP_UP_VALIDITY_SECONDS).toISOString();
    await this.#d.repos.stepUpGrants.insert({
      token_hash: sha256Hex(token),
      customer_id: customer.id,
      session_jti: auth.jti,
      operation,
      method,
      expires_at: expiresAt,
      used_at: null,
      used_for: null,
      created_at: now.toISOString(),
    });
    await this.#d.audit.record({ event: 'step_up_verified', ...who, detail: { operation, method } });
    return { stepUpToken: token, operation, expiresAt };
  }

  /** The login password of passwordAndCode: counted with the login-password checks of customer/resetPwd (5, then 15 minutes). */
  async #checkLoginPassword(auth: AuthContext, customer: Customer, password: string, meta: RequestMeta): Promise<void> {
    const { attempts, audit, clock } = this.#d;
    const attempt = await attempts.claim(LOGIN_PASSWORD_CHECK_ATTEMPTS, customer.id);
    if (!attempt) {
      const until = await attempts.lockedUntil(LOGIN_PASSWORD_CHECK_ATTEMPTS, customer.id);
      if (until === null) throw new ApiError(429, ResponseCode.RATE_LIMITED, undefined, 'login-password checks in flight');
      throw passwordChecksLocked(until);
    }
    if (await this.#d.hasher.verify(password, customer.password_hash)) {
      await attempt.succeeded();
      return;
    }
    const failed = await attempt.failed();
    await audit.record({
      event: 'step_up_failed',
      customerId: customer.id,
      actor: customer.customer_no,
      sessionJti: auth.jti,
      detail: { method: 'passwordAndCode', reason: 'wrong_login_password' },
      meta,
    });
    if (failed.lockedUntil !== null) {
      if (failed.lockedNow) {
        await this.#d.mailer.notify(
          lockoutNoticeMail(customer.email, displayName(customer), 'loginPasswordCheck', clock.now().toISOString(), failed.lockedUntil),
          'the lockout notice',
        );
      }
      throw passwordChecksLocked(failed.lockedUntil);
    }
    throw new ApiError(
      400,
      ResponseCode.PASSWORD_WRONG,
      `ログインパスワードが正しくありません。あと${failed.left}回間違えると、${LOGIN_PASSWORD_CHECK_ATTEMPTS.lockMinutes}分間ご利用いただけなくなります。`,
      'login password wrong',
    );
  }
}

const passwordChecksLocked = (until: string) =>
  new ApiError(
    423,
    ResponseCode.PASSWORD_LOCKED,
    `ログインパスワードの誤入力が続いたため、${tokyo(until)}までパスワードによる本人確認を停止しています。`,
    'login-password checks locked',
  );

/** The token of a request (the STEP_UP_HEADER). */
export const stepUpTokenOf = (headers: Record<string, string | string[] | undefined>): string | undefined => {
  const value = headers[STEP_UP_HEADER.toLowerCase()];
  return typeof value === 'string' && value !== '' ? value : undefined;
};
