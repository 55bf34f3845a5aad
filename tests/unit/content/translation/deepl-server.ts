/** A local HTTP server speaking DeepL's `/v2/translate`, scripted per test, recording what it received. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: {
    text: string[];
    source_lang?: string;
    target_lang: string;
    tag_handling?: string;
    formality?: string;
  };
}

export interface ScriptedAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Answers 200 with a recognisable "translation" of each text. */
export const translateAll = (request: ReceivedRequest): ScriptedAnswer => ({
  status: 200,
  body: {
    translations: request.body.text.map((text) => ({ detected_source_language: 'EN', text: `FR:${text}` })),
  },
});

export async function startDeeplServer(script: Array<(request: ReceivedRequest) => ScriptedAnswer> = []) {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ReceivedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      };
      requests.push(request);
      const answer = (script[requests.length - 1] ?? translateAll)(request);
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
