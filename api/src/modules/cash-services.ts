// The cash services, built once per container: the deposit, withdraw, transfer and cash modules share
// them (one ledger, one place that resolves account ownership and checks the switches, the file
// generators registered once).
import type { Container } from '../container.ts';
import { CashAccounts } from '../domain/cash-accounts.ts';
import { FeatureSwitchReader } from '../domain/feature-switches.ts';
import { CashHistoryService } from './cash/service.ts';
import { DepositService } from './deposit/service.ts';
import { TransferService } from './transfer/service.ts';
import { WithdrawalService } from './withdraw/service.ts';

export interface CashServices {
  deposit: DepositService;
  withdrawal: WithdrawalService;
  transfer: TransferService;
  history: CashHistoryService;
}

/** What the OpenAPI description of every money call says about its rate limit. */
export const MONEY_LIMIT =
  'Rate-limited per customer (RATE_LIMIT_MONEY_MAX per window, default 10 a minute) and per client address: HTTP 429 RL001 with Retry-After; every answer carries RateLimit and RateLimit-Policy.';

const built = new WeakMap<Container, CashServices>();

export function cashServices(c: Container): CashServices {
  const existing = built.get(c);
  if (existing) return existing;
  const cash = new CashAccounts({
    accounts: c.repos.accounts,
    customers: c.repos.customers,
    switches: new FeatureSwitchReader({ featureSwitches: c.repos.featureSwitches }),
    audit: c.audit,
  });
  const services: CashServices = {
    deposit: new DepositService({
      cash,
      repos: c.repos,
      ledger: c.ledger,
      reader: c.reader,
      signer: c.bankSigner,
      audit: c.audit,
      clock: c.clock,
      simulators: c.config.devSimulators,
      gatewayUrl: c.config.bankGatewayUrl,
      dialect: c.dialect,
    }),
    withdrawal: new WithdrawalService({
      cash,
      repos: c.repos,
      ledger: c.ledger,
      passwords: c.secondaryPasswords.withdrawal,
      reader: c.reader,
      audit: c.audit,
      mailer: c.mailer,
      clock: c.clock,
    }),
    transfer: new TransferService({ cash, repos: c.repos, ledger: c.ledger, audit: c.audit, clock: c.clock }),
    history: new CashHistoryService({ cash, repos: c.repos, reader: c.reader, downloads: c.downloads, audit: c.audit, clock: c.clock }),
  };
  built.set(c, services);
  return services;
}
