import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

// Serves one PGlite over the PostgreSQL wire protocol to many connections (pools of several
// server processes), the fallback when no PostgreSQL server is reachable. PGlite is a single
// session, so connections take turns: a connection holds the session for a whole request batch
// (up to Sync or a simple Query) and, when that leaves a transaction open, until the transaction
// ends. (pglite-socket's own multiplexer interleaves connections between the messages of one
// extended-protocol batch, which breaks concurrent transactions.) Named prepared statements belong
// to a connection on a real server, so each connection's names are prefixed with its own id here
// and deallocated when it closes (src/db/plans.ts names statements per connection).

const SSL_REQUEST = 80877103;
const PROTOCOL_3 = 196608;

class Turns {
  private owner: number | null = null;
  private waiting: { id: number; go: () => void }[] = [];

  async take(id: number): Promise<void> {
    if (this.owner === id) return;
    if (this.owner === null) {
      this.owner = id;
      return;
    }
    await new Promise<void>((go) => this.waiting.push({ id, go }));
  }

  release(id: number): void {
    if (this.owner !== id) return;
    const next = this.waiting.shift();
    this.owner = next ? next.id : null;
    next?.go();
  }
}

/** The zero-terminated string at `at` and where the next field starts. */
function cstring(body: Buffer, at: number): [string, number] {
  const end = body.indexOf(0, at);
  return [body.toString('utf8', at, end), end + 1];
}

/**
 * `message` with its prepared statement's name (Parse, Bind, Describe or Close of a statement)
 * given the connection's prefix; `named` collects the names made. The unnamed statement is shared
 * by design (each use replaces it) and is left alone.
 */
function ownStatementName(message: Buffer, prefix: string, named: Set<string>): Buffer {
  const type = String.fromCharCode(message[0] ?? 0);
  const body = message.subarray(5);
  let at: number;
  if (type === 'P') at = 0;
  else if (type === 'B') at = cstring(body, 0)[1];
  else if ((type === 'D' || type === 'C') && body[0] === 'S'.charCodeAt(0)) at = 1;
  else return message;
  const [name, next] = cstring(body, at);
  if (name === '') return message;
  const own = `${prefix}${name}`;
  if (type === 'P') named.add(own);
  const rewritten = Buffer.concat([
    body.subarray(0, at),
    Buffer.from(`${own}\0`, 'utf8'),
    body.subarray(next),
  ]);
  const header = Buffer.alloc(5);
  header[0] = message[0]!;
  header.writeInt32BE(4 + rewritten.length, 1);
  return Buffer.concat([header, rewritten]);
}

export interface PgliteWireServer {
  url: string;
  stop(): Promise<void>;
}

export async function servePglite(db: PGlite): Promise<PgliteWireServer> {
  const turns = new Turns();
  const sockets = new Set<Socket>();
  let nextId = 1;

  const server: Server = createServer((socket) => {
    const id = nextId++;
    sockets.add(socket);
    socket.setNoDelay(true);
    let buffer = Buffer.alloc(0);
    let started = false;
    let batch: Buffer[] = [];
    let work = Promise.resolve();
    const named = new Set<string>();

    const run = (messages: Buffer[]) => {
      work = work.then(async () => {
        await turns.take(id);
        try {
          for (const message of messages) {
            await db.runExclusive(() =>
              db.execProtocolRawStream(new Uint8Array(message), {
                onRawData: (data) => {
                  if (!socket.destroyed) socket.write(Buffer.from(data));
                },
              }),
            );
          }
        } finally {
          if (!db.isInTransaction()) turns.release(id);
        }
      });
      work.catch(() => socket.destroy());
    };

    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          // Untyped start-up packets: SSLRequest (answered "no") then StartupMessage.
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) return;
          const code = buffer.readInt32BE(4);
          const packet = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          if (code === SSL_REQUEST) {
            socket.write('N');
            continue;
          }
          if (code === PROTOCOL_3) {
            started = true;
            run([packet]);
          }
          continue;
        }
        if (buffer.length < 5) return;
        const length = 1 + buffer.readInt32BE(1);
        if (buffer.length < length) return;
        const type = String.fromCharCode(buffer[0] ?? 0);
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (type === 'X') {
          socket.end();
          return;
        }
        batch.push(ownStatementName(message, `c${id}_`, named));
        if (type === 'S' || type === 'Q' || type === 'H') {
          run(batch);
          batch = [];
        }
      }
    });

    socket.on('close', () => {
      sockets.delete(socket);
      // A connection that dies inside a transaction must not keep the session.
      work = work
        .then(async () => {
          await turns.take(id);
          if (db.isInTransaction()) await db.exec('ROLLBACK');
          for (const name of named) await db.exec(`DEALLOCATE "${name}"`).catch(() => undefined);
        })
        .catch(() => undefined)
        .finally(() => turns.release(id));
    });
    socket.on('error', () => socket.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
