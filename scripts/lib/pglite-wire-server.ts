/**
 * PGlite served over PostgreSQL's wire protocol to many connections, through PGlite's public
 * `execProtocolRaw`. PGlite is one session, so the unit of work is a connection's whole request: a
 * simple query, or an extended one from its first message up to its Sync; and while a transaction
 * is open, everything of the connection that opened it. Serving message by message instead (as
 * `@electric-sql/pglite-socket` 0.2 does outside transactions) lets a connection bind another's
 * unnamed statement when a request spans several network reads: "bind message supplies 1
 * parameters, but prepared statement "" requires 3", or someone else's rows.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
/** Messages that end a request: the backend answers ReadyForQuery after them. */
const REQUEST_ENDS = new Set(['S', 'Q']);
const TERMINATE = 'X';

export interface WireServer {
  port: number;
  close(): Promise<void>;
}

/** Who may run requests: nobody, or the connection whose transaction is open. */
class SessionTurn {
  private holder: Socket | null = null;
  private readonly waiting: Array<{ socket: Socket; go: () => void }> = [];

  async take(socket: Socket): Promise<void> {
    if (this.holder === null || this.holder === socket) {
      this.holder = socket;
      return;
    }
    await new Promise<void>((go) => this.waiting.push({ socket, go }));
  }

  /** Keeps the turn while `keep` (a transaction open), else hands it to the next in line. */
  give(socket: Socket, keep: boolean): void {
    if (this.holder !== socket || keep) return;
    this.holder = null;
    const next = this.waiting.shift();
    if (next) {
      this.holder = next.socket;
      next.go();
    }
  }

  holds(socket: Socket): boolean {
    return this.holder === socket;
  }

  /** A connection gone: its request waiting in line never runs. */
  dropWaiting(socket: Socket): void {
    const index = this.waiting.findIndex((entry) => entry.socket === socket);
    if (index >= 0) this.waiting.splice(index, 1);
  }
}

export async function serveOverWire(db: PGlite, port: number, host: string): Promise<WireServer> {
  const turn = new SessionTurn();
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    serveConnection(db, turn, socket, () => sockets.delete(socket));
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(port, host, () => listening());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((closed) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => closed());
      }),
  };
}

function serveConnection(db: PGlite, turn: SessionTurn, socket: Socket, forget: () => void): void {
  let buffer = Buffer.alloc(0);
  let started = false;
  let request: Buffer[] = [];
  // Requests of one connection run in the order they came.
  let previous: Promise<void> = Promise.resolve();

  const run = (messages: Buffer[]) => {
    previous = previous.then(async () => {
      if (socket.destroyed) return;
      await turn.take(socket);
      try {
        await db.runExclusive(async () => {
          for (const message of messages) {
            const answer = await db.execProtocolRaw(new Uint8Array(message));
            if (answer.length > 0 && socket.writable) socket.write(answer);
          }
        });
      } catch {
        socket.destroy();
      } finally {
        turn.give(socket, !socket.destroyed && db.isInTransaction());
      }
    });
  };

  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (!started) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        const code = buffer.readInt32BE(4);
        if (buffer.length < length) return;
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSS_REQUEST) socket.write('N');
        else if (code === CANCEL_REQUEST) socket.end();
        else {
          started = true;
          run([message]);
        }
        continue;
      }
      if (buffer.length < 5) return;
      const length = 1 + buffer.readInt32BE(1);
      if (buffer.length < length) return;
      const type = String.fromCharCode(buffer[0] ?? 0);
      const message = buffer.subarray(0, length);
      buffer = buffer.subarray(length);
      if (type === TERMINATE) {
        socket.end();
        return;
      }
      request.push(message);
      if (REQUEST_ENDS.has(type)) {
        run(request);
        request = [];
      }
    }
  });

  const gone = () => {
    forget();
    turn.dropWaiting(socket);
    // A transaction left open by a connection that went away is rolled back before anyone else runs.
    previous = previous.then(async () => {
      if (!turn.holds(socket)) return;
      if (db.isInTransaction()) await db.exec('ROLLBACK').catch(() => undefined);
      turn.give(socket, false);
    });
  };
  socket.on('close', gone);
  socket.on('error', () => socket.destroy());
}
