/**
 * Issue 12, item 11: an oversized request is answered 413 with a JSON error, never a connection
 * reset, whether the client announces the size (Content-Length) or streams it chunked, and while it
 * is still sending. Against the real listening server: app.request() has no socket to reset.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server-process';

const server = serverForFile('oversized');

/** POSTs `bytes` of JSON-ish filler to `path` and resolves with the status and body, or the socket error. */
function postFiller(path: string, bytes: number, framing: 'content-length' | 'chunked'): Promise<string> {
  return new Promise((resolve) => {
    const headers = { 'content-type': 'application/json', ...(framing === 'content-length' ? { 'content-length': String(bytes) } : {}) };
    const outgoing = request({ host: '127.0.0.1', port: server().port, path, method: 'POST', headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => resolve(`${response.statusCode} ${body}`));
      response.on('error', (error) => resolve(`response error: ${error.message}`));
    });
    outgoing.on('error', (error) => resolve(`request error: ${error.message}`));
    const chunk = Buffer.alloc(64 * 1024, ' ');
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!outgoing.write(chunk)) return void outgoing.once('drain', pump);
      }
      outgoing.end();
    };
    pump();
  });
}

const cases = [
  { path: '/api/waitlist', bytes: 1024 * 1024, error: '"error":"' },
  { path: '/api/text-to-speech', bytes: 8 * 1024 * 1024, error: '"error":"' },
  { path: '/auth/v1/signup', bytes: 8 * 1024 * 1024, error: '"msg":"Request body is too large"' },
];

describe('oversized requests', () => {
  for (const { path, bytes, error } of cases) {
    for (const framing of ['content-length', 'chunked'] as const) {
      it(`POST ${path}: ${bytes / 1024 / 1024} MiB with ${framing} is answered 413 JSON`, async () => {
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const answer = await postFiller(path, bytes, framing);
          expect(answer.slice(0, 4)).toBe('413 ');
          expect(answer).toContain(error);
        }
      }, 60_000);
    }
  }
});
