// What NODE_ENV=production refuses to start with: development-only features
// (demo customers whose password is in the README, the dev mailbox that shows every code without a
// login, the simulators that credit money no bank sent, the clock anyone can move forward) unless the operator sets the loud override,
// and missing secrets (the HMAC key of every e-mailed code must not be generated into the same
// database as the code hashes; the chart site and the banks get keys of their own).
import type { AppConfig } from './env.ts';

/** The override's variable and the only value that turns it on. */
export const DEV_FEATURES_OVERRIDE = 'PORTAL_ALLOW_DEV_FEATURES_IN_PRODUCTION';
export const DEV_FEATURES_OVERRIDE_VALUE = 'yes-i-know';

/** Shortest secret accepted in production (characters). */
export const MIN_SECRET_LENGTH = 32;

export class StartupRefused extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`NODE_ENV=production: refusing to start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'StartupRefused';
    this.problems = problems;
  }
}

/** The development-only features `config` turns on, by their variable. */
export function devFeaturesOn(config: AppConfig): string[] {
  return [
    ...(config.seedDemo ? ['SEED_DEMO (demo customers with the published password Demo1234)'] : []),
    ...(config.devMailboxPages ? ['DEV_MAILBOX (/dev/mailbox and /dev/mailbox.json show every mailed code without a login)'] : []),
    ...(config.devSimulators ? ['DEV_SIMULATORS (bank and approval simulators: money no bank sent, approvals no staff gave)'] : []),
    ...(config.devClock ? ['DEV_CLOCK (POST /dev/clock moves the server time forward for everyone: codes, step-ups and sessions expire early)'] : []),
  ];
}

function secretProblem(name: string, value: string | null, others: Record<string, string | null>): string | null {
  if (value === null) return `${name} is not set`;
  if (value.length < MIN_SECRET_LENGTH) return `${name} is shorter than ${MIN_SECRET_LENGTH} characters`;
  const same = Object.entries(others).find(([, other]) => other !== null && other === value);
  return same ? `${name} must differ from ${same[0]}` : null;
}

/**
 * Checks a production configuration. Returns the development features the override forces on (to
 * be logged as a warning); throws StartupRefused listing every problem otherwise. Outside
 * production there is nothing to check.
 */
export function checkProductionConfig(config: AppConfig, options: { mailerInjected?: boolean } = {}): { forced: string[] } {
  if (config.nodeEnv !== 'production') return { forced: [] };
  const problems: string[] = [];
  const devFeatures = devFeaturesOn(config);
  if (devFeatures.length > 0 && !config.allowDevFeaturesInProduction) {
    for (const feature of devFeatures) {
      problems.push(`development-only feature on: ${feature}; set ${DEV_FEATURES_OVERRIDE}=${DEV_FEATURES_OVERRIDE_VALUE} to force it`);
    }
  }
  const app = secretProblem('APP_SECRET', config.appSecret, {});
  if (app) problems.push(`${app} (HMAC key of the e-mailed codes; it must not live in the database beside the code hashes)`);
  const chart = secretProblem('CHART_SIGNING_SECRET', config.chartSigningSecret, { APP_SECRET: config.appSecret });
  if (chart) problems.push(`${chart} (key shared with the chart site)`);
  if (config.bankGatewayUrl !== null) {
    const bank = secretProblem('BANK_SIGNING_SECRET', config.bankSigningSecret, {
      APP_SECRET: config.appSecret,
      CHART_SIGNING_SECRET: config.chartSigningSecret,
    });
    if (bank) problems.push(`${bank} (key shared with the partner banks, needed with BANK_GATEWAY_URL)`);
  }
  if (config.documentKey === null) problems.push('DOCUMENT_KEY is not set (AES-256-GCM key of uploaded identity documents)');
  problems.push(...webauthnProblems(config.webauthn));
  // Without SMTP every code stays in the database and no customer receives one: only the forced
  // dev mailbox makes that a (demo) configuration.
  if (config.smtpUrl === null && !options.mailerInjected && !(config.devMailboxPages && config.allowDevFeaturesInProduction)) {
    problems.push('SMTP_URL is not set (codes and notices would never reach the customers)');
  }
  if (problems.length > 0) throw new StartupRefused(problems);
  return { forced: config.allowDevFeaturesInProduction ? devFeatures : [] };
}

/**
 * Passkeys are bound to the RP ID for good: production names the RP ID and the https origins the
 * portal is served from (each the RP ID or a subdomain of it), never derived from a request's Host.
 * The one exception is a local run of the production stack (docker compose on this machine): RP ID
 * `localhost` with `http://localhost[:port]` origins, set explicitly. Browsers treat localhost as a
 * secure context, and passkeys made for it work on that machine only — no customer could use them,
 * and no other site could ask for them.
 */
export function webauthnProblems(webauthn: AppConfig['webauthn']): string[] {
  const problems: string[] = [];
  const { rpId, origins } = webauthn;
  if (rpId === null) problems.push('WEBAUTHN_RP_ID is not set (the domain passkeys are registered for, e.g. portal.example.jp)');
  if (origins.length === 0) problems.push('WEBAUTHN_ORIGINS is not set (the https origins of the portal, comma-separated)');
  for (const origin of origins) {
    const url = new URL(origin);
    const loopback = rpId === 'localhost' && url.protocol === 'http:' && url.hostname === 'localhost';
    if (url.protocol !== 'https:' && !loopback) problems.push(`WEBAUTHN_ORIGINS: ${origin} is not https`);
    else if (rpId !== null && url.hostname !== rpId && !url.hostname.endsWith(`.${rpId}`)) {
      problems.push(`WEBAUTHN_ORIGINS: ${origin} is not ${rpId} or a subdomain of it (WEBAUTHN_RP_ID)`);
    }
  }
  return problems;
}
