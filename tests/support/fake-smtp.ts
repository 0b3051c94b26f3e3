import { createServer, type Socket } from 'node:net';

/**
 * A mail server on 127.0.0.1 for tests of email delivery: just enough SMTP for nodemailer (no TLS,
 * no auth), recording the recipients of every message it accepts. While `stall()` is in force it
 * accepts connections and never says a word, as a mail server that hangs does.
 */
export interface FakeSmtp {
  port: number;
  url: string;
  /** Every recipient of every accepted message, in order (one entry per message and recipient). */
  recipients(): string[];
  stall(): void;
  /** Answers again; connections held while stalling are dropped. */
  answer(): void;
  close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const accepted: string[] = [];
  const sockets = new Set<Socket>();
  let stalling = false;

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (stalling) return;
    converse(socket, (recipients) => accepted.push(...recipients));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the fake mail server has no port');

  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    recipients: () => [...accepted],
    stall: () => void (stalling = true),
    answer() {
      stalling = false;
      for (const socket of sockets) socket.destroy();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** One SMTP session: greeting, EHLO, MAIL, RCPT, DATA up to the lone dot, QUIT. */
function converse(socket: Socket, deliver: (recipients: string[]) => void) {
  let buffered = '';
  let inData = false;
  let recipients: string[] = [];
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 fake-smtp ready');
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    let end: number;
    while ((end = buffered.indexOf('\r\n')) >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      if (inData) {
        if (line !== '.') continue;
        inData = false;
        deliver(recipients);
        recipients = [];
        reply('250 accepted');
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') reply('250-fake-smtp\r\n250 8BITMIME');
      else if (verb === 'RCPT') {
        recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? line);
        reply('250 ok');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 end with a lone dot');
      } else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else {
        // MAIL starts a new message, RSET abandons one.
        if (verb === 'MAIL' || verb === 'RSET') recipients = [];
        reply('250 ok');
      }
    }
  });
}
