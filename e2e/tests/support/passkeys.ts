// Passkeys in the journeys: Chromium's virtual authenticator (DevTools protocol, WebAuthn domain) on a
// page, the `test` with an `authenticator` fixture, and the steps the passkey journeys share. The
// authenticator is a platform one (internal transport) that keeps discoverable credentials, verifies
// the user and answers at once — the browser's own dialogs never show. It belongs to the page's
// target: a second page (another context) gets one of its own, without the first one's passkeys.
// The relying party is the server's configuration (RP ID localhost): the portal is opened as
// http://localhost:<port>, which the e2e servers do.
import { expect, type APIRequestContext, type CDPSession, type Locator, type Page } from '@playwright/test';
import { test as base } from './test.ts';
import { codeFromMailbox, PASSWORD, screen, serverNow } from './portal.ts';

const API = '/fo-jp-web-api/api';

export interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  userHandle?: string;
  signCount: number;
}

export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
  /** The passkeys the authenticator holds now. */
  credentials(): Promise<VirtualCredential[]>;
  /** Whether it verifies the user (false: an assertion without user verification, which the portal refuses). */
  setUserVerified(verified: boolean): Promise<void>;
}

/** Adds a virtual platform authenticator to the page (before or after it loaded: it serves the whole target). */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    cdp,
    authenticatorId,
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials as VirtualCredential[],
    setUserVerified: async (isUserVerified) => {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified });
    },
  };
}

/**
 * The e2e `test` with a virtual authenticator on `page` — always (auto): without one a registration
 * waits for a real authenticator until its 5 minutes are over.
 */
export const test = base.extend<{ authenticator: VirtualAuthenticator }>({
  authenticator: [
    async ({ page }, use) => {
      await use(await addVirtualAuthenticator(page));
    },
    { auto: true },
  ],
});
export { expect };

export interface PasskeyCustomer {
  id: string;
  email: string;
}

/**
 * The servers of the passkey journeys: a worker and a database of their own (another option value
 * than the other files' `ownServer: {}`), so registering passkeys changes no other journey's customer.
 */
export const PASSKEY_SERVER = { env: { E2E_SERVER_GROUP: 'passkeys' } };

/** Screenshots of what the page shows now at 1366 px and at 390 px (test-results/screens/<name>-desktop|phone.png). */
export async function shots(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await page.mouse.move(0, 0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await screen(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screen(page, `${name}-phone`);
  if (size) await page.setViewportSize(size);
}

/** The 「本人確認」 dialog of the kit's step-up. */
export const stepUpDialog = (page: Page): Locator => page.getByRole('dialog', { name: '本人確認' });

/**
 * Answers the step-up with the login password and the code e-mailed to the customer (a customer
 * without a passkey registering one): 「ログインパスワード」, 「確認コードを送信する」, the code, 「確認する」.
 */
export async function stepUpWithPasswordAndCode(page: Page, request: APIRequestContext, customer: PasskeyCustomer): Promise<void> {
  const dialog = stepUpDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('ログインパスワード', { exact: true }).fill(PASSWORD);
  const since = await serverNow(request);
  await dialog.getByRole('button', { name: /(認証|確認)コードを送信する/ }).click();
  const code = await codeFromMailbox(request, customer.email, since);
  await dialog.getByRole('textbox', { name: /確認コード|認証コード/ }).fill(code);
  await dialog.getByRole('button', { name: '確認する', exact: true }).click();
}

/** Answers the step-up with the passkey (the virtual authenticator answers the browser's request). */
export async function stepUpWithPasskey(page: Page): Promise<void> {
  const dialog = stepUpDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'パスキーで確認する' }).click();
}

/**
 * Makes the page a browser without the passkey autofill (conditional mediation unavailable), now and
 * after every load. The virtual authenticator answers a conditional request at once — the login ID
 * field has the focus when the login page opens — so a journey about the button or the password must
 * not meet the autofill first.
 */
export async function withoutAutofill(page: Page): Promise<void> {
  const script = () => {
    if (window.PublicKeyCredential) PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  };
  await page.addInitScript(script);
  await page.evaluate(script);
}

/** Logs out with the header's button and waits for the login page. */
export async function logout(page: Page): Promise<void> {
  const toLogin = page.waitForURL('**/portal/login**'); // from before the click: the navigation can be quick
  await page.getByRole('banner').getByRole('button', { name: 'ログアウト', exact: true }).click();
  await toLogin;
  await expect(page.getByLabel('ログインID')).toBeVisible();
}

/** The stored gw-Token of a logged-in page. */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const stored = sessionStorage.getItem('gw-token') ?? localStorage.getItem('gw-token');
    return stored ? (JSON.parse(stored) as { value: string }).value : localStorage.getItem('gw-token-copy');
  });
  expect(token, 'the page is logged in').toBeTruthy();
  return token!;
}

async function api<T>(request: APIRequestContext, path: string, token: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await request.post(`${API}/${path}`, { headers: { 'gw-Token': token, ...headers }, data: body ?? {} });
  const answer = (await res.json()) as { code: string; result: T; localizedMessage?: string };
  expect(answer.code, `${path}: ${answer.localizedMessage ?? ''}`).toBe('AG_1000');
  return answer.result;
}

/**
 * Registers a passkey for the logged-in customer of `page` without the パスキー page: the step-up
 * (password and e-mailed code) and the registration over the API, the credential made by the page's
 * virtual authenticator (the browser's WebAuthn on the portal's origin). For journeys about what a
 * passkey is used for (withdrawal, bank account, login), not about registering one.
 */
export async function registerPasskeyOverApi(page: Page, request: APIRequestContext, customer: PasskeyCustomer): Promise<void> {
  const token = await tokenOf(page);
  const since = await serverNow(request);
  const started = await api<{ sessionId: string }>(request, 'stepUp/start', token, {
    operation: 'passkeyRegister',
    method: 'passwordAndCode',
    password: PASSWORD,
  });
  const verifyCode = await codeFromMailbox(request, customer.email, since);
  const { stepUpToken } = await api<{ stepUpToken: string }>(request, 'stepUp/verify', token, {
    method: 'code',
    sessionId: started.sessionId,
    verifyCode,
  });
  const ceremony = await api<{ challengeId: string; options: unknown }>(request, 'passkey/registrationOptions', token, null);
  // a minute at most: an unanswered request would otherwise wait out the options' 5 minutes
  const credential = await page.evaluate(async (optionsJSON) => {
    const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(optionsJSON as PublicKeyCredentialCreationOptionsJSON);
    const created = (await navigator.credentials.create({ publicKey, signal: AbortSignal.timeout(60_000) })) as PublicKeyCredential;
    return created.toJSON();
  }, ceremony.options);
  await api(request, 'passkey/register', token, { challengeId: ceremony.challengeId, credential }, { 'X-Step-Up-Token': stepUpToken });
}
