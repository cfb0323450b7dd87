// A tiny SMTP server on loopback for the outbox tests: every message it is sent is pushed to `received`.
import { createServer, type Server } from 'node:net';

export function smtpServer(received: string[]): Promise<{ server: Server; port: number }> {
  const server = createServer((sock) => {
    let data = false;
    let buf = '';
    let message = '';
    sock.write('220 test ESMTP\r\n');
    sock.on('data', (chunk) => {
      buf += chunk.toString('utf8');
      let i;
      while ((i = buf.indexOf('\r\n')) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        if (data) {
          if (line === '.') {
            data = false;
            received.push(message);
            message = '';
            sock.write('250 queued\r\n');
          } else message += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') sock.write('250 test\r\n');
        else if (verb === 'DATA') {
          data = true;
          sock.write('354 go\r\n');
        } else if (verb === 'QUIT') sock.end('221 bye\r\n');
        else sock.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port })));
}
