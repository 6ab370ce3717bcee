/**
 * Issue 12, item 12: the server listens on HOST, by default 127.0.0.1 only, so it is not reachable
 * from the network unless asked (HOST=0.0.0.0, e.g. to open it on a phone).
 */
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server-process';

/** An address of this machine other than loopback. */
const external = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

const server = serverForFile('host');

describe('the listen address', () => {
  it('is 127.0.0.1 by default: loopback answers, another address of the machine does not', async () => {
    expect(external, 'this machine needs a non-loopback IPv4 address for this test').toBeDefined();
    expect((await fetch(`http://127.0.0.1:${server().port}/api/health`)).status).toBe(200);
    const outside = await fetch(`http://${external}:${server().port}/api/health`).then(
      (response) => `answered ${response.status}`,
      (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
    );
    expect(outside).toBe('ECONNREFUSED');
    expect(server().output()).toContain('listening on 127.0.0.1');
  });
});
