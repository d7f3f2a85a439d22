/** A real SMTP server on a free local port, for the tests of the e-mail transport: keeps what arrived, parsed. */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  rcptTo: string[];
  mailFrom: string;
  /** The login the client used. */
  user: string | undefined;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** smtp://user:password@127.0.0.1:<port> */
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export const SMTP_USER = 'physio-mailer';
export const SMTP_PASSWORD = 'mailer-password-0123';

/** `rejectRecipients`: answers every RCPT TO with 550 quoting the address, as a server with no such mailbox does. */
export async function startSmtpServer(options: { rejectRecipients?: boolean } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS offered, so the client needs no certificate; login still required.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (!options.rejectRecipients) return callback();
      const error = new Error(`<${address.address}>: Recipient address rejected: no such user`) as Error & {
        responseCode: number;
      };
      error.responseCode = 550;
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            user: session.user as string | undefined,
            parsed,
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${received.length} of ${count} e-mails arrived`)),
          timeoutMs,
        );
        const check = () => {
          if (received.length >= count) {
            clearTimeout(timer);
            resolve(received.slice(0, count));
          } else waiters.push(check);
        };
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local port nothing listens on: connections are refused at once. */
export async function refusedSmtpUrl(): Promise<string> {
  const net = await import('node:net');
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`;
}
