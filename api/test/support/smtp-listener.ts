// A real SMTP listener for the outage tests: speaks enough SMTP (RFC 5321) for nodemailer — greeting,
// EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT — keeps what it receives, and can be closed and opened
// again on the same port (a mail server going away and coming back).
import net from 'node:net';

export interface ReceivedMail {
  to: string[];
  /** The message body, decoded from base64 or quoted-printable. */
  text: string;
}

export class SmtpListener {
  readonly received: ReceivedMail[] = [];
  #server: net.Server | null = null;
  readonly #sockets = new Set<net.Socket>();
  port = 0;

  /** Listens on `port` (0: any free port, kept for later opens). */
  async open(port = this.port): Promise<void> {
    const server = net.createServer((socket) => this.#session(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.#server = server;
  }

  /** Stops listening and drops open connections: from now on connections are refused. */
  async close(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    for (const socket of this.#sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  #session(socket: net.Socket): void {
    this.#sockets.add(socket);
    socket.on('close', () => this.#sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let data = '';
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test-smtp ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let eol: number;
      while ((eol = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            this.received.push({ to, text: decodeBody(data) });
            to = [];
            data = '';
            reply('250 2.0.0 queued');
          } else {
            data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-test-smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 not implemented');
      }
    });
  }
}

function decodeBody(message: string): string {
  const split = message.indexOf('\n\n');
  const headers = message.slice(0, split).toLowerCase();
  const body = message.slice(split + 2);
  if (/content-transfer-encoding:\s*base64/.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/.test(headers)) {
    const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}
