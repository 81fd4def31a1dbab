// The dev mailbox: mail kept in the database when no SMTP server is configured, shown at
// /dev/mailbox (a Japanese page) and /dev/mailbox.json, newest first. Off in production.
import type { FastifyInstance } from 'fastify';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { DATE_TIME_FORMAT, TIME_ZONE } from '@portal/shared-kernel/contract';
import type { Container } from '../container.ts';
import type { OutboxMessage } from '../repositories/mail-outbox.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export type MailboxMessage = OutboxMessage;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);

function listMessages(c: Container, to: string | undefined): Promise<MailboxMessage[]> {
  return c.repos.mailOutbox.list(to, 200);
}

function renderPage(messages: MailboxMessage[], smtp: boolean): string {
  const items = messages
    .map(
      (m) => `<article>
  <header><h2>${escapeHtml(m.subject)}</h2><p>宛先：${escapeHtml(m.to)} ／ 送信日時：${escapeHtml(dayjs(m.sentAt).tz(TIME_ZONE).format(DATE_TIME_FORMAT))}</p></header>
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n');
  const empty = smtp ? '<p>SMTP サーバーが設定されているため、メールはここには保存されません。</p>' : '<p>まだメールはありません。</p>';
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>開発用メールボックス</title>
<style>
  body { font-family: "Hiragino Sans", "Noto Sans JP", "Yu Gothic", sans-serif; margin: 2rem auto; max-width: 52rem; padding: 0 1rem; color: #1f2329; background: #f5f6f8; }
  h1 { font-size: 1.4rem; }
  article { background: #fff; border: 1px solid #dde1e6; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
  h2 { font-size: 1.05rem; margin: 0 0 .25rem; }
  header p { margin: 0; color: #5c6470; font-size: .85rem; }
  pre { white-space: pre-wrap; font-family: inherit; font-size: .95rem; line-height: 1.7; margin: .75rem 0 0; }
</style>
</head>
<body>
<h1>開発用メールボックス（新しい順・最大200件）</h1>
<p>SMTP を設定していない開発環境で送信されたメールです。JSON 形式：<a href="/dev/mailbox.json">/dev/mailbox.json</a></p>
${messages.length > 0 ? items : empty}
</body>
</html>`;
}

export function registerDevMailbox(app: FastifyInstance, c: Container): void {
  const hide = { hide: true };
  app.get('/dev/mailbox.json', { schema: hide }, async (request, reply) => {
    const to = (request.query as { to?: unknown }).to;
    reply.header('cache-control', 'no-store');
    return listMessages(c, typeof to === 'string' && to !== '' ? to : undefined);
  });
  app.get('/dev/mailbox', { schema: hide }, async (_request, reply) => {
    const messages = await listMessages(c, undefined);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPage(messages, c.mailer.kind === 'smtp'));
  });
}
