import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import { createServer as createHttpsServer, type Server } from 'node:https';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { generate } from 'selfsigned';

// The network between the server and the payment providers, made in the test: a test CA (given
// to the server by NODE_EXTRA_CA_CERTS), an HTTPS server holding a certificate for the
// providers' host names, and a CONNECT proxy (HTTPS_PROXY) that tunnels every host to it. TLS
// runs end to end from the server's HTTP clients to the stand-in, as it would to WeChat Pay and
// Alipay; the proxy sees only which host was asked for.

export async function testCertificates(hosts: string[]) {
  const ca = await generate([{ name: 'commonName', value: 'Dongman Test Payments CA' }], {
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      {
        name: 'keyUsage',
        keyCertSign: true,
        cRLSign: true,
        digitalSignature: true,
        critical: true,
      },
    ],
  });
  const leaf = await generate([{ name: 'commonName', value: hosts[0] ?? 'localhost' }], {
    ca: { key: ca.private, cert: ca.cert },
    extensions: [{ name: 'subjectAltName', altNames: hosts.map((value) => ({ type: 2, value })) }],
  });
  return { caCert: ca.cert, key: leaf.private, cert: leaf.cert };
}

export interface StandInRequest {
  host: string;
  method: string;
  /** Path and query. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface StandInReply {
  status: number;
  headers?: Record<string, string>;
  body: string | Buffer;
}

/** An HTTPS server answering `handle` (null: never answers — a hung provider). */
export async function startHttpsStandIn(
  tls: { key: string; cert: string },
  handle: (request: StandInRequest) => StandInReply | null,
): Promise<{ port: number; server: Server }> {
  const server = createHttpsServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const reply = handle({
        host: String(req.headers.host ?? '').replace(/:\d+$/, ''),
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (reply === null) return; // hung: the socket stays open, unanswered
      res.writeHead(reply.status, reply.headers ?? {});
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

/** A CONNECT proxy that tunnels every requested host to 127.0.0.1:`port`; records the targets. */
export async function startConnectProxy(port: number) {
  const targets: string[] = [];
  const sockets = new Set<Socket>();
  const proxy = createHttpServer((_req, res) => {
    res.writeHead(405).end('CONNECT only');
  });
  proxy.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    targets.push(String(req.url));
    const upstream = connect(port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    targets,
    close() {
      for (const socket of sockets) socket.destroy();
      proxy.close();
    },
  };
}
