// Trading accounts: the level (course) of an account and its change with history, the
// provider's group proposal, and the MT4 investor (read-only) password, encrypted at rest and
// answered only on demand (audited). Every account id is checked against the session's customer:
// another customer's account answers 404, exactly like one that does not exist.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { accountLabel, ResponseCode } from '@portal/shared-kernel/contract';
import type { AccountLevelList, BusinessType, GroupProposal } from '@portal/shared-kernel/contract';
import { ApiError, notFound } from '../../domain/errors.ts';
import type { AuthContext } from '../../domain/sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditLog, RequestMeta } from '../../domain/audit.ts';
import { displayName } from '../../domain/customers.ts';
import type { NoticeSender } from '../../infra/mail/mailer.ts';
import { accountLevelChangedMail } from '../../infra/mail/profile-templates.ts';
import type { CashAccountRow } from '../../repositories/accounts.ts';
import type { Repositories, Transactor } from '../../repositories/index.ts';

export interface AccountDeps {
  repos: Repositories;
  tx: Transactor;
  audit: AuditLog;
  clock: Clock;
  /** The notice of a course change goes through the notice queue. */
  mailer: NoticeSender;
  /** The application secret; the investor-password key is derived from it. */
  appSecret: string;
}

const accountNotFound = () => notFound('口座が見つかりません。');
const positionsOpen = () => new ApiError(409, ResponseCode.ACCOUNT_LEVEL_POSITIONS_OPEN, undefined, 'open positions (margin in use)');
/** Margin held by open positions: the only trace of them the portal has (orders it does not know). */
const holdsPositions = (account: Pick<CashAccountRow, 'margin_requirement'>): boolean => BigInt(account.margin_requirement) > 0n;
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

export class AccountService {
  readonly #d: AccountDeps;
  readonly #key: Buffer;

  constructor(deps: AccountDeps) {
    this.#d = deps;
    this.#key = createHmac('sha256', deps.appSecret).update('mt4-investor-password').digest();
  }

  async #owned(auth: AuthContext, accountId: number): Promise<CashAccountRow> {
    const account = await this.#d.repos.accounts.findCashById(accountId);
    if (!account || account.customer_id !== auth.customerId) throw accountNotFound();
    return account;
  }

  async levelList(auth: AuthContext, accountId: number): Promise<AccountLevelList> {
    const account = await this.#owned(auth, accountId);
    const levels = await this.#d.repos.accountLevels.listFor(account.business_type, account.trading_platform);
    return {
      accountId: account.id,
      accountNo: account.account_no,
      businessType: account.business_type as AccountLevelList['businessType'],
      tradingPlatform: account.trading_platform,
      currentLevel: account.level,
      levels: levels.map((l) => ({
        level: l.level,
        nameJp: l.name_jp,
        description: l.description,
        tradingUnit: l.trading_unit,
        spread: l.spread,
        current: l.level === account.level,
      })),
      openPositions: holdsPositions(account),
    };
  }

  /**
   * Changes the course at once. Refused while the account holds positions (their margin was taken on
   * the old course's terms): the check is part of the conditional UPDATE, so a position opened since
   * the read is not changed under either. The customer is mailed a notice.
   */
  async changeLevel(auth: AuthContext, input: { accountId: number; level: string }, meta: RequestMeta) {
    const account = await this.#owned(auth, input.accountId);
    const levels = await this.#d.repos.accountLevels.listFor(account.business_type, account.trading_platform);
    const target = levels.find((l) => l.level === input.level);
    if (!target) throw new ApiError(400, ResponseCode.ACCOUNT_LEVEL_UNKNOWN);
    if (account.level === input.level) throw new ApiError(400, ResponseCode.ACCOUNT_LEVEL_SAME);
    if (holdsPositions(account)) throw positionsOpen();
    const now = this.#d.clock.now().toISOString();
    await this.#d.tx.transaction(async (repos) => {
      // Conditional on the level read above and on no margin in use: a concurrent change, or a
      // position opened meanwhile, makes this one fail cleanly.
      if (!(await repos.accounts.changeLevel(account.id, account.level, input.level, { withoutPositions: true }))) {
        const fresh = await repos.accounts.findCashById(account.id);
        throw fresh && fresh.level === account.level && holdsPositions(fresh) ? positionsOpen() : new ApiError(400, ResponseCode.ACCOUNT_LEVEL_SAME);
      }
      const proposal = await repos.accountGroupProposals.findOpen(account.id);
      const accepted = proposal?.to_level === input.level;
      if (proposal) await repos.accountGroupProposals.close(Number(proposal.id), accepted ? 'accepted' : 'superseded', now);
      await repos.accountLevelChanges.insert({
        account_id: account.id,
        from_level: account.level,
        to_level: input.level,
        proposal_id: accepted && proposal ? Number(proposal.id) : null,
        changed_at: now,
      });
    });
    await this.#d.audit.record({
      event: 'account_level_changed',
      customerId: auth.customerId,
      sessionJti: auth.jti,
      detail: { accountNo: account.account_no, from: account.level, to: input.level },
      meta,
    });
    const customer = await this.#d.repos.customers.getById(auth.customerId);
    const nameOf = (level: string) => levels.find((l) => l.level === level)?.name_jp ?? level;
    await this.#d.mailer.notify(
      accountLevelChangedMail(customer.email, displayName(customer), {
        accountNo: account.account_no,
        product: accountLabel(
          { businessType: account.business_type as BusinessType, tradingPlatform: account.trading_platform },
          customer.customer_type,
        ),
        from: nameOf(account.level),
        to: target.name_jp,
        changedAt: now,
        tradingUnit: target.trading_unit,
        spread: target.spread,
      }),
      'an account level change notice',
    );
    return { accountId: account.id, accountNo: account.account_no, previousLevel: account.level, level: input.level, changedAt: now };
  }

  async groupProposal(auth: AuthContext, accountId: number): Promise<GroupProposal | null> {
    const account = await this.#owned(auth, accountId);
    const proposal = await this.#d.repos.accountGroupProposals.findOpen(account.id);
    if (!proposal) return null;
    const levels = await this.#d.repos.accountLevels.listFor(account.business_type, account.trading_platform);
    return {
      proposalId: Number(proposal.id),
      accountId: account.id,
      fromLevel: proposal.from_level,
      toLevel: proposal.to_level,
      toLevelNameJp: levels.find((l) => l.level === proposal.to_level)?.name_jp ?? proposal.to_level,
      reason: proposal.reason,
      proposedAt: proposal.proposed_at,
    };
  }

  async readonlyPassword(auth: AuthContext, accountId: number, meta: RequestMeta) {
    const account = await this.#owned(auth, accountId);
    if (account.trading_platform !== 'MT4') throw new ApiError(400, ResponseCode.READONLY_PASSWORD_NOT_APPLICABLE);
    let stored = await this.#d.repos.accounts.investorPassword(account.id);
    if (!stored) {
      await this.#d.repos.accounts.setInvestorPasswordIfAbsent(account.id, this.#encrypt(generatePassword()));
      stored = await this.#d.repos.accounts.investorPassword(account.id);
    }
    await this.#d.audit.record({
      event: 'readonly_password_viewed',
      customerId: auth.customerId,
      sessionJti: auth.jti,
      detail: { accountNo: account.account_no },
      meta,
    });
    return { accountId: account.id, accountNo: account.account_no, readonlyPassword: this.#decrypt(stored as string) };
  }

  #encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
  }

  #decrypt(stored: string): string {
    const [iv, tag, data] = stored.split('.').map((p) => Buffer.from(p, 'base64'));
    if (!iv || !tag || !data) throw new Error('investor password: malformed ciphertext');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  }
}

/** 10 characters, letters and digits without look-alikes (MT4 accepts 5–15). */
function generatePassword(): string {
  return Array.from({ length: 10 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}
