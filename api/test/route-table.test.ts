// Built from the API's own route table: every non-public route refuses a call without a live
// session, every public route answers without one. A new route is covered without touching this file.
import { endpointList, TOKEN_HEADER } from '@portal/shared-kernel/contract';
import { SESSION_INVALID_CODES } from './support/contract.ts';
import { apiRouteTable } from '../src/http/route-table.ts';
import { createTestApp, envelope, expectCode, login } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:(\w+)/g, 'sample-$1');

describe('route table', () => {
  it('registers every route of the table except the contract entries listed as unserved', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    const expected = apiRouteTable
      .filter((r) => !t.app.unservedEndpoints.includes(r.name))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(registered).toEqual(expected);
    // Everything the issue asks for is served; only contract entries of later issues may be missing.
    for (const name of t.app.unservedEndpoints) expect(endpointList.map((e) => e.name)).toContain(name);
    const issue2 = ['loginAuth', 'refreshToken', 'customerView', 'fileDownload', 'resetPwd', 'acknowledgementAdditional'];
    const issue3 = [
      'sendUpdateMfaVerifyEmail',
      'updateSecondVerification',
      'isWithdrawPwdSet',
      'withdrawForgotPwdStep1',
      'withdrawForgotPwdStep2',
      'withdrawForgotPwdStep3',
      'setWithdrawPwd',
      'changeWithdrawPwd',
      'isTradingPwdSet',
      'forgotTrdPwdStep1',
      'forgotTrdPwdStep2',
      'forgotTrdPwdStep3',
      'setTrdPwd',
      'changeTrdPwd',
    ];
    for (const name of [...issue2, ...issue3]) {
      expect(t.app.unservedEndpoints).not.toContain(name);
      // Served, and therefore walked by the tests below (the password and multi-factor routes are all protected).
      expect(t.app.apiRoutes.find((r) => r.name === name)).toBeDefined();
    }
    for (const name of issue3) expect(t.app.apiRoutes.find((r) => r.name === name)?.public).toBe(false);
  });

  it('marks exactly the contract public routes, the banner images, the OpenAPI document and the development bank simulator public', () => {
    const publicNames = t.app.apiRoutes
      .filter((r) => r.public)
      .map((r) => r.name)
      .sort();
    const contractPublic = endpointList.filter((def) => def.public).map((def) => def.name);
    expect(publicNames).toEqual([...contractPublic, 'bannerImage', 'openapi', 'bankSimulatorPay', 'bankSimulatorDecide'].sort());
  });

  const protectedRoutes = () => t.app.apiRoutes.filter((r) => !r.public);
  const publicRoutes = () => t.app.apiRoutes.filter((r) => r.public);

  it('has protected and public routes to check', () => {
    expect(protectedRoutes().length).toBeGreaterThan(10);
    expect(publicRoutes().length).toBeGreaterThan(8);
  });

  it('every non-public route refuses a call without gw-Token (401, 9000)', async () => {
    for (const route of protectedRoutes()) {
      const res = await t.app.inject({ method: route.method, url: concrete(route.url) });
      expect({ route: route.name, status: res.statusCode, code: envelope(res).code }).toEqual({ route: route.name, status: 401, code: '9000' });
    }
  });

  it('every non-public route refuses an unknown token (9000) and an ended one (1010)', async () => {
    const session = await login(t.app, '10000001');
    const logout = await t.app.inject({ method: 'GET', url: '/fo-jp-web-api/api/customer/logout', headers: { [TOKEN_HEADER]: session.token } });
    expectCode(logout, 200, 'AG_1000');
    for (const route of protectedRoutes()) {
      const unknown = await t.app.inject({ method: route.method, url: concrete(route.url), headers: { [TOKEN_HEADER]: 'x'.repeat(43) } });
      expect({ route: route.name, status: unknown.statusCode, code: envelope(unknown).code }).toEqual({
        route: route.name,
        status: 401,
        code: '9000',
      });
      const ended = await t.app.inject({ method: route.method, url: concrete(route.url), headers: { [TOKEN_HEADER]: session.token } });
      expect({ route: route.name, status: ended.statusCode, code: envelope(ended).code }).toEqual({ route: route.name, status: 401, code: '1010' });
    }
  });

  it('every public route answers without a token (never a session code)', async () => {
    for (const route of publicRoutes()) {
      const res = await t.app.inject({ method: route.method, url: concrete(route.url) });
      expect(res.statusCode).toBeLessThan(500);
      const isJsonEnvelope = String(res.headers['content-type']).startsWith('application/json') && route.name !== 'openapi';
      if (isJsonEnvelope)
        expect({ route: route.name, code: SESSION_INVALID_CODES.includes(envelope(res).code) }).toEqual({ route: route.name, code: false });
    }
  });

  it('answers unknown API paths and wrong methods with a 404 envelope', async () => {
    expectCode(await t.app.inject({ method: 'GET', url: '/fo-jp-web-api/api/no/such/route' }), 404, 'NF001');
    expectCode(await t.app.inject({ method: 'GET', url: '/fo-jp-web-api/api/login/auth' }), 404, 'NF001');
    expectCode(await t.app.inject({ method: 'GET', url: '/nowhere' }), 404, 'NF001');
  });
});
