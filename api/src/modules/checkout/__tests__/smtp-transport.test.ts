import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { smtpTransport } from '../outbox/smtp-transport.js';

/** A tiny SMTP server that records what it is sent and answers RCPT with the given code. */
async function fakeServer(rcptCode = 250) {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let data = false;
    let text = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      let end: number;
      while ((end = text.indexOf('\r\n')) >= 0) {
        const line = text.slice(0, end);
        text = text.slice(end + 2);
        received.push(line);
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 queued\r\n');
          }
          continue;
        }
        if (line.startsWith('EHLO')) socket.write('250-fake\r\n250 AUTH PLAIN\r\n');
        else if (line.startsWith('AUTH')) socket.write('235 ok\r\n');
        else if (line.startsWith('MAIL')) socket.write('250 ok\r\n');
        else if (line.startsWith('RCPT')) socket.write(`${rcptCode} rcpt\r\n`);
        else if (line === 'DATA') {
          data = true;
          socket.write('354 go\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, received, close: () => server.close() };
}

describe('SMTP transport', () => {
  it('gives up quickly on a relay that accepts the connection and never answers', async () => {
    const sockets: net.Socket[] = [];
    const server = net.createServer((socket) => {
      sockets.push(socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const started = Date.now();
      await assert.rejects(smtpTransport(`smtp://127.0.0.1:${port}`, 500).send({ id: 3, to: 'maria@example.gr', subject: 's', body: 'b' }));
      assert.ok(Date.now() - started < 5000, `gave up after ${Date.now() - started} ms`);
    } finally {
      for (const socket of sockets) socket.destroy();
      server.close();
    }
  });

  it('sends one message with authentication, a UTF-8 subject and dot-stuffed body', async () => {
    const server = await fakeServer();
    try {
      await smtpTransport(`smtp://shop:s3cret@127.0.0.1:${server.port}?from=orders@remac.gr`).send({
        id: 1,
        to: 'maria@example.gr',
        subject: 'Επιβεβαίωση παραγγελίας RM100001',
        body: 'Γεια σας\n.hidden line',
      });
      assert.ok(server.received.includes('MAIL FROM:<orders@remac.gr>'));
      assert.ok(server.received.includes('RCPT TO:<maria@example.gr>'));
      assert.ok(server.received.includes(`AUTH PLAIN ${Buffer.from('\0shop\0s3cret').toString('base64')}`));
      assert.ok(server.received.includes('..hidden line'));
      assert.ok(server.received.some((line) => /^Subject: =\?UTF-8\?[BQ]\?/.test(line)));
    } finally {
      server.close();
    }
  });

  it('fails on a rejected recipient so that the outbox retries later', async () => {
    const server = await fakeServer(550);
    try {
      await assert.rejects(
        smtpTransport(`smtp://127.0.0.1:${server.port}`).send({ id: 2, to: 'nobody@example.gr', subject: 's', body: 'b' }),
        /550/,
      );
    } finally {
      server.close();
    }
  });
});
