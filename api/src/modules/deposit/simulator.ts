// Development only: the partner bank's payment pages, so the quick deposit can be used end to end
// without a bank. The page checks the payment request's signature, shows what the customer is about
// to pay and offers 承認 / キャンセル. On a decision it does what a bank does: sends the signed
// notification to the API's deposit/notify over HTTP (through the server's own request handling) and
// returns the browser to /portal/cash/callback with the signed result. The notification can be sent
// before the browser returns (default), after it, twice, or never — the API credits exactly once in
// every case. With DEV_SIMULATORS off (always in production) both pages answer 404.
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { API_PREFIX, formatMoney } from '@portal/shared-kernel/contract';
import type { BankSigner } from '../../domain/bank-signature.ts';
import { findPartnerBank } from '../../domain/partner-banks.ts';
import { notFound } from '../../domain/errors.ts';
import type { HandlerContext } from '../../http/route-spec.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Repositories } from '../../repositories/index.ts';
import { CALLBACK_PATH } from './service.ts';

export type Loopback = (request: {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  payload: string;
}) => Promise<{ statusCode: number; body: string }>;

export interface SimulatorDeps {
  enabled: boolean;
  signer: BankSigner;
  repos: Pick<Repositories, 'onlinePayments'>;
  clock: Clock;
  loopback: Loopback;
  logError(error: unknown, context: string): void;
}

const text = (message: string) => v.pipe(v.string(message), v.maxLength(128, message));
const requestFields = {
  paymentId: text('paymentId'),
  bankCode: text('bankCode'),
  accountNo: text('accountNo'),
  amount: v.pipe(text('amount'), v.regex(/^[1-9]\d{0,12}$/, 'amount')),
  expiresAt: text('expiresAt'),
  signature: text('signature'),
};
const paySchema = v.object(requestFields);
const decideSchema = v.object({
  ...requestFields,
  decision: v.picklist(['approve', 'cancel']),
  delivery: v.optional(v.picklist(['before', 'after', 'twice', 'none']), 'before'),
});

const escape = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const yen = (amount: string) => formatMoney(amount, 'JPY');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title></head>
<body style="margin:0;font-family:'Hiragino Sans','Noto Sans CJK JP','Noto Sans JP',sans-serif;background:#eef3f1;color:#1f2933">
<header style="background:#0b6b4f;color:#fff;padding:14px 20px;font-weight:700">開発用 金融機関シミュレーター</header>
<main style="max-width:560px;margin:24px auto;padding:0 16px">
<div style="background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.12)">${body}</div>
<p style="font-size:12px;color:#5f6b7a;margin-top:16px">この画面は開発環境専用です。実際の金融機関には接続していません。</p>
</main></body></html>`;
}

export class BankSimulator {
  readonly #d: SimulatorDeps;

  constructor(deps: SimulatorDeps) {
    this.#d = deps;
  }

  /** GET deposit/simulator/pay: the bank's payment page. */
  async payPage({ request, reply }: HandlerContext<undefined, unknown>): Promise<unknown> {
    if (!this.#d.enabled) throw notFound();
    const parsed = v.safeParse(paySchema, request.query);
    const html = (status: number, title: string, body: string) =>
      reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(title, body));
    if (!parsed.success || !this.#validRequest(parsed.output)) {
      return html(
        400,
        'お手続きを確認できません',
        '<h1 style="font-size:20px">お手続きを確認できません</h1><p>依頼内容の署名が正しくないか、内容が不足しています。マイページからやり直してください。</p>',
      );
    }
    const f = parsed.output;
    if (this.#pastValidity(f.expiresAt)) return html(410, 'お支払いの有効期限が過ぎています', this.#expiredBody(f.paymentId));
    const payment = await this.#d.repos.onlinePayments.find(f.paymentId);
    const bank = findPartnerBank(f.bankCode);
    if (!payment || payment.status !== 'pending') {
      return html(
        409,
        'お手続きは完了しています',
        `<h1 style="font-size:20px">このお手続きは完了しています</h1><p><a href="${CALLBACK_PATH}?paymentId=${encodeURIComponent(f.paymentId)}">マイページに戻る</a></p>`,
      );
    }
    const hidden = Object.entries(f)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
      .join('');
    const row = (label: string, value: string) =>
      `<tr><th style="text-align:left;font-weight:400;color:#5f6b7a;padding:8px 12px 8px 0;width:40%">${label}</th><td style="padding:8px 0">${value}</td></tr>`;
    const option = (value: string, label: string, checked = false) =>
      `<label style="display:block;margin:6px 0"><input type="radio" name="delivery" value="${value}"${checked ? ' checked' : ''}> ${label}</label>`;
    const button = (value: string, label: string, primary: boolean) =>
      `<button type="submit" name="decision" value="${value}" style="font-size:16px;padding:12px 20px;border-radius:6px;cursor:pointer;min-width:140px;${
        primary ? 'background:#0b6b4f;color:#fff;border:1px solid #0b6b4f' : 'background:#fff;color:#1f2933;border:1px solid #b8c2cc'
      }">${label}</button>`;
    return html(
      200,
      `${bank?.bankName ?? '金融機関'} お支払い`,
      `<h1 style="font-size:20px;margin-top:0">${escape(bank?.bankName ?? f.bankCode)} インターネットバンキング</h1>
<p>次の内容でお支払い（振込）を行います。内容をご確認ください。</p>
<table style="border-collapse:collapse;width:100%;margin:12px 0 20px">
${row('お支払い先', 'サンプル証券株式会社')}${row('入金先口座番号', escape(f.accountNo))}${row('お支払い金額', `<strong style="font-size:20px">${yen(f.amount)}</strong>`)}${row('お手続き番号', escape(f.paymentId))}
</table>
<form method="post" action="${API_PREFIX}/deposit/simulator/decide">${hidden}
<fieldset style="border:1px solid #dde3e8;border-radius:6px;padding:10px 14px;margin:0 0 20px"><legend style="font-size:13px;color:#5f6b7a">通知のタイミング（テスト用）</legend>
${option('before', 'ブラウザが戻る前に通知する', true)}${option('after', 'ブラウザが戻った後に通知する（2秒後）')}${option('twice', '通知を2回送る')}${option('none', '通知しない（ブラウザの戻りだけ）')}
</fieldset>
<div style="display:flex;gap:12px;flex-wrap:wrap">${button('approve', '承認する', true)}${button('cancel', 'キャンセルする', false)}</div>
</form>`,
    );
  }

  /** POST deposit/simulator/decide: the customer's decision at the bank. */
  async decide({ request, reply }: HandlerContext<undefined, unknown>): Promise<unknown> {
    if (!this.#d.enabled) throw notFound();
    const parsed = v.safeParse(decideSchema, request.body);
    if (!parsed.success || !this.#validRequest(parsed.output)) {
      return reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(page('お手続きを確認できません', '<p>依頼内容の署名が正しくありません。マイページからやり直してください。</p>'));
    }
    const f = parsed.output;
    // Like a real bank: the signed request's expiresAt is the last moment it takes the payment.
    if (this.#pastValidity(f.expiresAt)) {
      return reply
        .status(410)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page('お支払いの有効期限が過ぎています', this.#expiredBody(f.paymentId)));
    }
    const result = f.decision === 'approve' ? 'approved' : 'cancelled';
    const fields = {
      paymentId: f.paymentId,
      bankTransactionId: `SIM${this.#d.clock.now().getTime().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`,
      bankCode: f.bankCode,
      accountNo: f.accountNo,
      amount: f.amount,
      result,
    } as const;
    const send = () => this.#notify({ ...fields, notifiedAt: this.#d.clock.now().toISOString() });
    if (f.delivery === 'before' || f.delivery === 'twice') await send();
    // Later deliveries must not keep a stopping server alive.
    if (f.delivery === 'twice') setTimeout(() => void send(), 1000).unref();
    if (f.delivery === 'after') setTimeout(() => void send(), 2000).unref();
    const back = new URLSearchParams({ ...fields, signature: this.#d.signer.bankReturn(fields) });
    return reply.status(303).header('cache-control', 'no-store').redirect(`${CALLBACK_PATH}?${back}`, 303);
  }

  #pastValidity(expiresAt: string): boolean {
    return this.#d.clock.now().toISOString() > expiresAt;
  }

  #expiredBody(paymentId: string): string {
    return (
      '<h1 style="font-size:20px">お支払いの有効期限が過ぎています</h1><p>このお手続きはお受けできません。お支払いは行われていません。</p>' +
      `<p><a href="${CALLBACK_PATH}?paymentId=${encodeURIComponent(paymentId)}">マイページに戻る</a></p>`
    );
  }

  #validRequest(f: { paymentId: string; bankCode: string; accountNo: string; amount: string; expiresAt: string; signature: string }): boolean {
    return this.#d.signer.verify(this.#d.signer.paymentRequest(f), f.signature);
  }

  async #notify(message: Record<string, string>): Promise<void> {
    const body = { ...message, signature: this.#d.signer.notification(message as never) };
    try {
      const res = await this.#d.loopback({
        method: 'POST',
        url: `${API_PREFIX}/deposit/notify`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      if (res.statusCode >= 400) this.#d.logError(new Error(`deposit/notify answered ${res.statusCode}: ${res.body}`), 'bank simulator notification');
    } catch (error) {
      this.#d.logError(error, 'bank simulator notification');
    }
  }
}
