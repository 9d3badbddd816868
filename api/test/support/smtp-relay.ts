import net from 'node:net';

export interface RelayMessage {
  recipients: string[];
  data: string;
}

/**
 * A local SMTP relay for tests: in 'hang' mode it accepts connections and never answers (a dead relay),
 * in 'sink' mode it accepts every message and records it.
 */
export async function startRelay(mode: 'hang' | 'sink' = 'hang') {
  const messages: RelayMessage[] = [];
  const sockets = new Set<net.Socket>();
  let hung = 0;
  let onHang: (() => void) | null = null;
  const relay = {
    mode,
    port: 0,
    messages,
    /** Resolves when a connection is being held without an answer. */
    hanging: () => new Promise<void>((resolve) => (hung > 0 ? resolve() : (onHang = resolve))),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (relay.mode === 'hang') {
      hung += 1;
      onHang?.();
      return;
    }
    converse(socket, messages);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay.port = (server.address() as net.AddressInfo).port;
  return relay;
}

export type Relay = Awaited<ReturnType<typeof startRelay>>;

function converse(socket: net.Socket, messages: RelayMessage[]) {
  let text = '';
  let current: RelayMessage = { recipients: [], data: '' };
  let inData = false;
  socket.write('220 relay ESMTP\r\n');
  socket.on('data', (chunk) => {
    text += chunk.toString('utf8');
    let end: number;
    while ((end = text.indexOf('\r\n')) >= 0) {
      const line = text.slice(0, end);
      text = text.slice(end + 2);
      if (inData) {
        if (line !== '.') {
          current.data += `${line}\n`;
          continue;
        }
        inData = false;
        messages.push(current);
        current = { recipients: [], data: '' };
        socket.write('250 queued\r\n');
      } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 relay\r\n');
      else if (/^RCPT TO:<(.*)>/i.test(line)) {
        current.recipients.push(line.match(/<(.*)>/)![1]!);
        socket.write('250 ok\r\n');
      } else if (/^DATA/i.test(line)) {
        inData = true;
        socket.write('354 go\r\n');
      } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
      else socket.write('250 ok\r\n');
    }
  });
}
