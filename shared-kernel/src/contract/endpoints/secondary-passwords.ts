// The withdrawal password (withdraw/*) and the securities-CFD trading password (tradingPwd/*): the same
// six calls with the same payloads (spec §3, §7), declared once for both kinds. The request schemas take
// the fields; the password rules themselves (format, "differs from the current one", the server-only
// rules) are applied by the API with the kernel's rules, because the trading-password format check
// depends on the customer's allowed account types (spec §5).
import { validationMessages } from '../../validation/index.ts';
import type { SecondaryPasswordKind } from '../../validation/index.ts';
import { endpointGroup } from '../endpoint.ts';
import { customerIdField, drawerVerifyCodeField, passwordInput, requestObject, verificationSessionIdField } from '../fields.ts';
import { codeSentSchema, okSchema, verifiedSchema } from '../schemas/common.ts';
import { tradingPwdStatusSchema, withdrawPwdStatusSchema } from '../schemas/entities.ts';

const m = validationMessages;

/** Request schemas of one kind. */
export function secondaryPasswordRequests(kind: SecondaryPasswordKind) {
  return {
    set: requestObject({ customerId: customerIdField, password: passwordInput(m.secondaryPasswordRequired(kind, 'set')) }),
    change: requestObject({
      customerId: customerIdField,
      oldPassword: passwordInput(m.secondaryCurrentPasswordRequired(kind)),
      password: passwordInput(m.secondaryPasswordRequired(kind, 'change')),
    }),
    resetStep1: requestObject({ customerId: customerIdField }),
    resetStep2: requestObject({ customerId: customerIdField, sessionId: verificationSessionIdField, verifyCode: drawerVerifyCodeField }),
    resetStep3: requestObject({
      customerId: customerIdField,
      sessionId: verificationSessionIdField,
      password: passwordInput(m.secondaryPasswordRequired(kind, 'reset')),
    }),
  };
}

const withdrawal = secondaryPasswordRequests('withdrawal');
const trading = secondaryPasswordRequests('trading');
const form = { method: 'POST', body: 'form', public: false } as const;

export const withdrawPasswordEndpoints = {
  isWithdrawPwdSet: {
    name: 'isWithdrawPwdSet',
    method: 'GET',
    path: 'withdraw/isWithdrawPwdSet',
    body: 'none',
    public: false,
    request: null,
    result: withdrawPwdStatusSchema,
  },
  /** Step 1 of a reset: e-mails a code, returns the verification session id. */
  forgotPwdStep1: {
    ...form,
    name: 'withdrawForgotPwdStep1',
    path: 'withdraw/forgotPwdStep1',
    request: withdrawal.resetStep1,
    result: codeSentSchema,
  },
  forgotPwdStep2: {
    ...form,
    name: 'withdrawForgotPwdStep2',
    path: 'withdraw/forgotPwdStep2',
    request: withdrawal.resetStep2,
    result: verifiedSchema,
  },
  forgotPwdStep3: { ...form, name: 'withdrawForgotPwdStep3', path: 'withdraw/forgotPwdStep3', request: withdrawal.resetStep3, result: okSchema },
  setWithdrawPwd: { ...form, name: 'setWithdrawPwd', path: 'withdraw/setWithdrawPwd', request: withdrawal.set, result: okSchema },
  changeWithdrawPwd: { ...form, name: 'changeWithdrawPwd', path: 'withdraw/changeWithdrawPwd', request: withdrawal.change, result: okSchema },
} as const;

export const tradingPwdEndpoints = endpointGroup('tradingPwd', {
  isTradingPwdSet: {
    name: 'isTradingPwdSet',
    method: 'GET',
    path: 'tradingPwd/isTradingPwdSet',
    body: 'none',
    public: false,
    request: null,
    result: tradingPwdStatusSchema,
  },
  forgotTrdPwdStep1: {
    ...form,
    name: 'forgotTrdPwdStep1',
    path: 'tradingPwd/forgotTrdPwdStep1',
    request: trading.resetStep1,
    result: codeSentSchema,
  },
  forgotTrdPwdStep2: {
    ...form,
    name: 'forgotTrdPwdStep2',
    path: 'tradingPwd/forgotTrdPwdStep2',
    request: trading.resetStep2,
    result: verifiedSchema,
  },
  forgotTrdPwdStep3: { ...form, name: 'forgotTrdPwdStep3', path: 'tradingPwd/forgotTrdPwdStep3', request: trading.resetStep3, result: okSchema },
  setTrdPwd: { ...form, name: 'setTrdPwd', path: 'tradingPwd/setTrdPwd', request: trading.set, result: okSchema },
  changeTrdPwd: { ...form, name: 'changeTrdPwd', path: 'tradingPwd/changeTrdPwd', request: trading.change, result: okSchema },
});
