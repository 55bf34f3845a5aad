/**
 * A TCP proxy in front of a database that behaves like a pooler closing connections: it can refuse
 * the next new connection, cut a connection as a statement arrives (before the server sees it), or
 * cut it as the answer comes back (after the server ran it).
 */

import type { AddressInfo } from 'node:net';
import { connect, createServer, type Socket } from 'node:net';

export interface DroppingProxy {
  url: string;
  refuseNextConnection(): void;
  dropNextStatement(): void;
  dropNextAnswer(): void;
  stop(): Promise<void>;
}

export async function startDroppingProxy(databaseUrl: string): Promise<DroppingProxy> {
  const target = new URL(databaseUrl);
  let refuse = 0;
  let dropStatement = false;
  let dropAnswer = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    if (refuse > 0) {
      refuse--;
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      // A simple or extended query message ('Q' or 'P'), not the start-up or authentication.
      if (dropStatement && (chunk[0] === 0x51 || chunk[0] === 0x50)) {
        dropStatement = false;
        return cut();
      }
      if (chunk[0] === 0x51 || chunk[0] === 0x50) client.emit('statement');
      upstream.write(chunk);
    });
    let answering = false;
    client.on('statement', () => {
      answering = dropAnswer;
      dropAnswer = false;
    });
    upstream.on('data', (chunk: Buffer) => {
      // CommandComplete ('C') came back: the statement ran; the answer is lost on the way.
      if (answering && chunk.includes(0x43)) {
        answering = false;
        return cut();
      }
      client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    refuseNextConnection: () => {
      refuse++;
    },
    dropNextStatement: () => {
      dropStatement = true;
    },
    dropNextAnswer: () => {
      dropAnswer = true;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
