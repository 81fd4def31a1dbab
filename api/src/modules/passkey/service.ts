// The customer's passkeys: list, register (after a step-up), rename, delete (after a step-up), and
// postponing the recommendation to register one. Registering or deleting one mails a notice.
import { PASSKEY_MAX_PER_CUSTOMER, PASSKEY_PROMPT_POSTPONE_DAYS, ResponseCode } from '@portal/shared-kernel/contract';
import type { endpoints, Passkey, ParsedRequestOf, ResultOf } from '@portal/shared-kernel/contract';
import type { Customer } from '../../db/schema.ts';
import { ApiError, notFound } from '../../domain/errors.ts';
import type { AuthContext } from '../../domain/sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import { addDays } from '../../lib/clock.ts';
import type { Repositories, Transactor } from '../../repositories/index.ts';
import type { AuditLog, RequestMeta } from '../../domain/audit.ts';
import { displayName } from '../../domain/customers.ts';
import type { Mailer, NoticeSender } from '../../infra/mail/mailer.ts';
import { passkeyNoticeMail } from '../../infra/mail/passkey-templates.ts';
import { authenticatorName } from '../../domain/passkeys/authenticators.ts';
import { deviceName } from '../../domain/passkeys/device-name.ts';
import type { PasskeyService } from '../../domain/passkeys/passkeys.ts';
import { toPasskey, toStored } from '../../domain/passkeys/passkeys.ts';
import type { StepUpGrantHandle } from '../../domain/passkeys/step-up.ts';
import { PASSKEY_CHALLENGE_VALIDITY_SECONDS } from '@portal/shared-kernel/contract';

export interface PasskeyManagementDeps {
  repos: Pick<Repositories, 'customers' | 'passkeyCredentials'>;
  tx: Transactor;
  passkeys: PasskeyService;
  audit: AuditLog;
  mailer: Mailer & NoticeSender;
  clock: Clock;
}

const limitReached = () => new ApiError(409, ResponseCode.PASSKEY_LIMIT, undefined, 'passkey limit reached');
const passkeyNotFound = () => notFound('該当するパスキーが見つかりません。');

export class PasskeyManagement {
  readonly #d: PasskeyManagementDeps;

  constructor(deps: PasskeyManagementDeps) {
    this.#d = deps;
  }

  async list(auth: AuthContext): Promise<ResultOf<typeof endpoints.passkey.list>> {
    const rows = await this.#d.repos.passkeyCredentials.listByCustomer(auth.customerId);
    return { passkeys: rows.map(toPasskey), max: PASSKEY_MAX_PER_CUSTOMER };
  }

  async registrationOptions(auth: AuthContext): Promise<ResultOf<typeof endpoints.passkey.registrationOptions>> {
    const { repos, passkeys } = this.#d;
    const customer = await repos.customers.getById(auth.customerId);
    const existing = await repos.passkeyCredentials.listByCustomer(customer.id);
    if (existing.length >= PASSKEY_MAX_PER_CUSTOMER) throw limitReached();
    const userHandle = await passkeys.userHandle(customer);
    const challenge = await passkeys.issueChallenge('registration', { customerId: customer.id, sessionId: auth.jti });
    const options = await passkeys.rp.creationOptions({
      challenge: challenge.challenge,
      userHandle,
      userName: customer.customer_no,
      displayName: displayName(customer),
      exclude: existing.map(toStored),
    });
    return { challengeId: challenge.id, options, expiresInSeconds: PASSKEY_CHALLENGE_VALIDITY_SECONDS };
  }

  /**
   * Verifies the attestation against its challenge (used up first, bound to this customer and login
   * session), then stores the passkey and uses the step-up in one transaction. Multi-factor login is
   * on from then on (a passkey holder's password login always asks for a second factor).
   */
  async register(
    auth: AuthContext,
    input: ParsedRequestOf<typeof endpoints.passkey.register>,
    stepUp: StepUpGrantHandle,
    meta: RequestMeta,
  ): Promise<Passkey> {
    const { repos, passkeys, tx, clock } = this.#d;
    const customer = await repos.customers.getById(auth.customerId);
    const challenge = await passkeys.useChallenge(input.challengeId, 'registration', { customerId: customer.id, sessionId: auth.jti });
    const verified = await passkeys.verifyRegistration(challenge, input.credential, customer, meta);
    const now = clock.now().toISOString();
    const from = deviceName(meta.userAgent);
    const name = input.name ?? authenticatorName(verified.aaguid) ?? from ?? 'パスキー';
    const id = await tx.transaction(async (t) => {
      if ((await t.passkeyCredentials.countByCustomer(customer.id)) >= PASSKEY_MAX_PER_CUSTOMER) throw limitReached();
      const inserted = await t.passkeyCredentials.insert({
        customer_id: customer.id,
        credential_id: verified.credentialId,
        public_key: verified.publicKey,
        sign_count: verified.counter,
        transports: JSON.stringify(verified.transports),
        name,
        aaguid: verified.aaguid,
        device_type: verified.deviceType,
        backed_up: verified.backedUp ? 1 : 0,
        registered_from: from,
        last_used_from: null,
        created_at: now,
        last_used_at: null,
      });
      if (inserted === undefined) throw new ApiError(409, ResponseCode.PASSKEY_ALREADY_REGISTERED, undefined, 'credential id registered already');
      if (customer.mfa_enabled !== 1) await t.customers.setMfa(customer.id, true, now);
      await stepUp.use(t);
      return inserted;
    });
    const row = await repos.passkeyCredentials.findOwn(customer.id, id);
    if (!row) throw new Error(`passkey ${id} vanished`);
    await this.#record(customer, auth, meta, 'passkey_registered', {
      passkeyId: id,
      aaguid: verified.aaguid,
      synced: verified.deviceType === 'multiDevice',
    });
    await this.#d.mailer.notify(
      passkeyNoticeMail(customer.email, displayName(customer), 'registered', {
        passkeyName: name,
        at: now,
        from,
        customerType: customer.customer_type,
      }),
      'the passkey notice',
    );
    return toPasskey(row);
  }

  async rename(auth: AuthContext, input: ParsedRequestOf<typeof endpoints.passkey.rename>, meta: RequestMeta): Promise<Passkey> {
    const { repos } = this.#d;
    if (!(await repos.passkeyCredentials.rename(auth.customerId, input.id, input.name))) throw passkeyNotFound();
    const row = await repos.passkeyCredentials.findOwn(auth.customerId, input.id);
    if (!row) throw passkeyNotFound();
    await this.#d.audit.record({
      event: 'passkey_renamed',
      customerId: auth.customerId,
      sessionJti: auth.jti,
      detail: { passkeyId: input.id },
      meta,
    });
    return toPasskey(row);
  }

  /** Deletes the passkey and uses the step-up in one transaction. */
  async delete(
    auth: AuthContext,
    input: ParsedRequestOf<typeof endpoints.passkey.delete>,
    stepUp: StepUpGrantHandle,
    meta: RequestMeta,
  ): Promise<ResultOf<typeof endpoints.passkey.delete>> {
    const { repos, tx, clock } = this.#d;
    const customer = await repos.customers.getById(auth.customerId);
    const { name, remaining } = await tx.transaction(async (t) => {
      const row = await t.passkeyCredentials.findOwn(customer.id, input.id);
      if (!row || !(await t.passkeyCredentials.delete(customer.id, input.id))) throw passkeyNotFound();
      await stepUp.use(t);
      return { name: row.name, remaining: await t.passkeyCredentials.countByCustomer(customer.id) };
    });
    const now = clock.now().toISOString();
    await this.#record(customer, auth, meta, 'passkey_deleted', { passkeyId: input.id, remaining });
    await this.#d.mailer.notify(
      passkeyNoticeMail(customer.email, displayName(customer), 'deleted', {
        customerType: customer.customer_type,
        passkeyName: name,
        at: now,
        from: deviceName(meta.userAgent),
        remaining,
      }),
      'the passkey notice',
    );
    return { deleted: true, remaining };
  }

  async postponePrompt(auth: AuthContext, meta: RequestMeta): Promise<ResultOf<typeof endpoints.passkey.postponePrompt>> {
    const now = this.#d.clock.now();
    const postponedUntil = addDays(now, PASSKEY_PROMPT_POSTPONE_DAYS).toISOString();
    await this.#d.repos.customers.postponePasskeyPrompt(auth.customerId, postponedUntil, now.toISOString());
    await this.#d.audit.record({
      event: 'passkey_prompt_postponed',
      customerId: auth.customerId,
      sessionJti: auth.jti,
      detail: { until: postponedUntil },
      meta,
    });
    return { postponedUntil };
  }

  #record(
    customer: Customer,
    auth: AuthContext,
    meta: RequestMeta,
    event: 'passkey_registered' | 'passkey_deleted',
    detail: Record<string, string | number | boolean>,
  ) {
    return this.#d.audit.record({ event, customerId: customer.id, actor: customer.customer_no, sessionJti: auth.jti, detail, meta });
  }
}
