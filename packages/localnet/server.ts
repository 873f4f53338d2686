// HTTP + WebSocket transport: who may call (this computer's pages only), the JSON-RPC envelope, batches,
// error mapping, CORS, injected faults and the mainnet-like profile's limits.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Chain } from './chain/chain';
import { refusalOf } from './access';
import { NO_FAULTS, type Faults } from './faults';
import { answerRequest, parseBody } from './jsonrpc';
import { createRequestGate } from './limits/request-gate';
import type { MainnetLike } from './mainnet-like';
import type { MethodContext } from './methods/context';
import { METHODS } from './methods/table';
import { METHOD_NOT_FOUND, RpcError } from './rpc-error';
import { servePubSub } from './pubsub/socket';
import { Subscriptions } from './pubsub/subscriptions';

const MAX_BODY = 1024 * 1024;

const isControl = (body: string) => body.includes('"localnet_');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Servers {
  http: Server;
  ws: WebSocketServer;
  faults: Faults;
  setFaults(f: Partial<Faults>): void;
  close(): Promise<void>;
}

export function createServers(
  chain: Chain,
  initialFaults: Partial<Faults>,
  mainnetLike: MainnetLike | null = null,
  allowedOrigins: readonly string[] = [],
  indexedHistory = false,
): { http: Server; ws: WebSocketServer; control: Omit<Servers, 'http' | 'ws'> } {
  let faults: Faults = { ...NO_FAULTS, ...initialFaults };
  chain.congested = faults.congestion;
  const gate = mainnetLike ? createRequestGate(mainnetLike) : null;
  const wss = new WebSocketServer({
    noServer: true,
  });
  const subscriptions = new Subscriptions(chain);
  chain.listeners.add(subscriptions);

  const setFaults = (f: Partial<Faults>) => {
    faults = { ...faults, ...f };
    chain.congested = faults.congestion;
    if (faults.wsRefused) for (const client of wss.clients) client.terminate();
  };
  const ctx: MethodContext = { chain, faults: () => faults, setFaults, mainnetLike, indexedHistory };
  const runHttp = (method: string, params: unknown[]) => {
    const handler = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
    if (!handler) throw new RpcError(METHOD_NOT_FOUND, 'Method not found');
    return handler(params, ctx);
  };

  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    const refused = refusalOf(req.headers, allowedOrigins);
    if (refused) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end(refused);
      return;
    }
    // Granted to the page that asked (one of this computer's), never to any page.
    if (req.headers.origin) {
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin);
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'content-type',
        'Access-Control-Max-Age': '86400',
      });
      res.end();
      return;
    }
    if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (req.method !== 'POST') {
      res
        .writeHead(405, { Allow: 'POST, GET, OPTIONS' })
        .end('Used HTTP Method is not allowed. POST or OPTIONS is required');
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        res.writeHead(413).end('Payload Too Large');
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => {
      if (res.writableEnded) return;
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        // The control method is exempt, so a test can always switch faults off again.
        if (!isControl(body)) {
          if (faults.latencyMs > 0) await sleep(faults.latencyMs);
          if (Math.random() < faults.rateLimitRate) {
            res
              .writeHead(429, { 'Retry-After': String(faults.retryAfterSeconds), 'content-type': 'text/plain' })
              .end('Too Many Requests');
            return;
          }
          if (Math.random() < faults.errorRate) {
            res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
            return;
          }
        }
        const parsed = parseBody(body);
        const refusal = gate?.('error' in parsed ? null : parsed.request, req.socket.remoteAddress ?? '');
        if (refusal) {
          res.writeHead(refusal.status, refusal.headers).end(refusal.body);
          return;
        }
        const out = 'error' in parsed ? parsed.error : await answerRequest(parsed.request, runHttp);
        res.writeHead(200, { 'content-type': 'application/json' }).end(out ?? '');
      })().catch((e: unknown) => {
        // Whatever went wrong, the client gets an answer rather than a request that never ends.
        if (res.headersSent) return void res.end();
        const message = `Internal error: ${e instanceof Error ? e.message : String(e)}`;
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message }, id: null }));
      });
    });
  });

  wss.on('connection', (ws: WebSocket) => servePubSub(ws, subscriptions));

  const close = async () => {
    chain.listeners.delete(subscriptions);
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((r) => wss.close(() => r()));
  };
  return {
    http,
    ws: wss,
    control: {
      get faults() {
        return faults;
      },
      setFaults,
      close,
    },
  };
}

/** A plain HTTP server whose only job is upgrading to the PubSub WebSocket (on its own port). */
export function createWsListener(
  wss: WebSocketServer,
  refused: () => boolean,
  allowedOrigins: readonly string[] = [],
): Server {
  const server = createServer((_req, res) =>
    res.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket only'),
  );
  server.on('upgrade', (req, socket, head) => {
    const notAllowed = refusalOf(req.headers, allowedOrigins);
    if (notAllowed) {
      const body = Buffer.from(notAllowed);
      socket.end(
        `HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${notAllowed}`,
      );
      return;
    }
    if (refused()) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  return server;
}
