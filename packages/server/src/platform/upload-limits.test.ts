import { connect } from 'node:net';
import { ENQUIRY_BODY_MAX_BYTES } from '@airshop/domain/forms/spare-part-enquiry-fields';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';
import { DEFAULT_BODY_LIMIT, UploadSlots } from './upload-limits.ts';

const t = useTestApp({ UPLOAD_SLOTS: '1' });
const ENQUIRY = '/api/v1/Form/SendSparePartEnquiryForm';

describe('UploadSlots', () => {
  it('hands out its slots, queues as many requests again, and refuses the rest', async () => {
    const slots = new UploadSlots(2, 1);
    const first = await slots.acquire();
    const second = await slots.acquire();
    expect(first && second).toBeTruthy();
    let thirdGotIn = false;
    const third = slots.acquire().then((release) => {
      thirdGotIn = true;
      return release;
    });
    expect(await slots.acquire()).toBeUndefined();
    expect(thirdGotIn).toBe(false);
    first?.();
    first?.(); // a second release of the same slot changes nothing
    const release = await third;
    expect(thirdGotIn).toBe(true);
    expect(slots.inUse).toBe(2);
    second?.();
    release?.();
    expect(slots.inUse).toBe(0);
  });
});

let port: number | undefined;
/** The test app on a real socket: inject reads a streamed body whole before it sends the request. */
async function listening(): Promise<number> {
  if (port === undefined) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  }
  return port;
}

const head = (path: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${length}\r\n\r\n`;

/** A request whose head (and `start` of its body) is sent now; `status` is the answer's status line. */
async function openRequest(path: string, length: number, start = '') {
  const socket = connect(await listening(), '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(head(path, length) + start);
  let received = '';
  const status = new Promise<string>((resolve, reject) => {
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n')) resolve(received.slice(0, received.indexOf('\r\n')));
    });
    socket.once('error', reject);
  });
  // The whole answer, once the server closes the connection (it does after refusing an unread body).
  const whole = new Promise<string>((resolve) => socket.once('end', () => resolve(received)));
  return { socket, status, whole, answered: () => received.length > 0 };
}

describe('a body larger than its route takes', () => {
  it('is refused with 413 while the client has sent only the headers', async () => {
    const enquiry = await openRequest(ENQUIRY, ENQUIRY_BODY_MAX_BYTES + 1);
    expect(await enquiry.status).toBe('HTTP/1.1 413 Payload Too Large');
    enquiry.socket.destroy();
    // Any other route: its limit is the app's 1 MiB.
    const signIn = await openRequest('/api/v1/Customer/SignIn', DEFAULT_BODY_LIMIT + 1);
    expect(await signIn.status).toBe('HTTP/1.1 413 Payload Too Large');
    signIn.socket.destroy();
  });
});

describe('large uploads at once (UPLOAD_SLOTS=1)', () => {
  it('lets one in, lets one wait, and refuses the next with 503 and Retry-After', async () => {
    const length = DEFAULT_BODY_LIMIT + 16;
    // The first upload arrives slowly and holds the only slot.
    const first = await openRequest(ENQUIRY, length, '{"requestId":');
    const second = await openRequest(ENQUIRY, length);
    const third = await openRequest(ENQUIRY, length);
    expect(await third.status).toBe('HTTP/1.1 503 Service Unavailable');
    const refusal = (await third.whole).toLowerCase();
    expect(refusal).toContain('retry-after: 5');
    expect(refusal).toContain('"code":"unavailable"');
    third.socket.destroy();
    expect(first.answered() || second.answered()).toBe(false);

    // A small body needs no slot.
    const small = await t.app.inject({ method: 'POST', url: ENQUIRY, payload: { requestId: 'x' } });
    expect(small.statusCode).toBe(400);

    // The first client goes away; the one that waited gets the slot, and its body is read.
    first.socket.destroy();
    second.socket.write(`{"a":"${'x'.repeat(length - 8)}"}`);
    expect(await second.status).toBe('HTTP/1.1 400 Bad Request');
    second.socket.destroy();
  });

  it('gives the slot back after every answer', async () => {
    const body = JSON.stringify({ padding: 'x'.repeat(DEFAULT_BODY_LIMIT) });
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: ENQUIRY,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
