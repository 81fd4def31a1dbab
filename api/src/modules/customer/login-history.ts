// The login history of the customer pages: the latest logins (any age), how each was made, and
// whether 「心当たりがない」 may be pressed for it (report-login.ts takes the report).
import { LOGIN_REPORT_WINDOW_DAYS } from '@portal/shared-kernel/contract';
import type { LoginMethod, LoginRecord } from '@portal/shared-kernel/contract';
import type { AuthContext } from '../../domain/sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import { addDays } from '../../lib/clock.ts';
import type { SessionsRepository } from '../../repositories/sessions.ts';
import { deviceName } from '../../domain/passkeys/device-name.ts';
import { LOGIN_HISTORY_SIZE } from '../../domain/sessions.ts';
import type { ProfileAccess } from './profile-access.ts';

export interface LoginHistoryDeps {
  access: ProfileAccess;
  sessions: Pick<SessionsRepository, 'recentLogins'>;
  clock: Clock;
}

/** Entries of the login history. */
const LOGIN_METHODS: ReadonlySet<string> = new Set(['passkey', 'passwordPasskey', 'passwordCode', 'password', 'handover']);

export class LoginHistoryService {
  readonly #d: LoginHistoryDeps;

  constructor(deps: LoginHistoryDeps) {
    this.#d = deps;
  }

  /** The latest logins, each reportable when it is of the last 30 days and not reported yet. */
  async list(auth: AuthContext): Promise<LoginRecord[]> {
    const c = await this.#d.access.customer(auth);
    const rows = await this.#d.sessions.recentLogins(c.id, '', LOGIN_HISTORY_SIZE);
    const reportableSince = addDays(this.#d.clock.now(), -LOGIN_REPORT_WINDOW_DAYS).toISOString();
    return rows.map((r) => ({
      id: r.jti,
      loggedInAt: r.issued_at,
      device: r.device,
      platform: r.platform,
      deviceName: deviceName(r.user_agent),
      ip: r.ip,
      method: (LOGIN_METHODS.has(r.login_method ?? '') ? r.login_method : 'unknown') as LoginMethod,
      current: r.jti === auth.jti,
      reportable: r.reported_at === null && r.issued_at >= reportableSince,
      reportedAt: r.reported_at,
    }));
  }
}
