import http from 'node:http';

/** A small HTTP server on 127.0.0.1 standing in for an outbound service in tests. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface TestReply {
  status?: number;
  json?: unknown;
  text?: string;
  /** Wait before answering (timeouts). */
  delayMs?: number;
}

export interface HttpTestServer {
  url: string;
  requests: ReceivedRequest[];
  /** Replaces how the server answers. */
  answer(handler: (req: ReceivedRequest) => TestReply): void;
  close(): Promise<void>;
}

export async function startHttpTestServer(
  handler: (req: ReceivedRequest) => TestReply = () => ({ status: 200, json: {} }),
): Promise<HttpTestServer> {
  const requests: ReceivedRequest[] = [];
  let current = handler;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const received = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(received);
      const reply = current(received);
      const send = () => {
        if (res.destroyed) return;
        if (reply.json !== undefined) {
          res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(reply.json));
        } else {
          res.writeHead(reply.status ?? 200, { 'content-type': 'text/plain' });
          res.end(reply.text ?? '');
        }
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (h) => {
      current = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
