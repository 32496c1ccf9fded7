import { connect, type Socket } from 'node:net';
import { MAX_APPLICATION_BODY_BYTES, RESUME_MESSAGES } from '#lib/hiring/resume-rules.ts';
import { AGE_COOKIE, expect, test } from './fixtures.ts';

/**
 * An application larger than the apply Action takes (the 5 MB résumé and the form around it),
 * sent to the built server over a raw connection that never finishes sending: the server must
 * answer 413 with the form's own message while the rest is still to come, so it cannot have
 * waited to read it all. Then the posting page with JavaScript on names a file over 5 MB at once.
 */

const APPLY_PATH = '/learn/jobs/inventory-associate?_action=jobs.apply';
const BOUNDARY = '----river-raisin-application';
const HEAD = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="slug"\r\n\r\ninventory-associate\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="resume.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
);

/** Resolves with what the server answered (status line, headers and as much body as came), once `until` is in it. */
function answer(socket: Socket, until: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    socket.on('data', (data: Buffer) => {
      received += data.toString('utf8');
      if (until.test(received)) resolve(received);
    });
    socket.on('error', (error) => (received ? resolve(received) : reject(error)));
    socket.on('close', () => resolve(received));
  });
}

function open(baseURL: string): Promise<Socket> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.on('error', reject);
  });
}

function requestHead(baseURL: string, length: { declared: number } | 'chunked', path = APPLY_PATH): string {
  const host = new URL(baseURL).host;
  return [
    `POST ${path} HTTP/1.1`,
    `Host: ${host}`,
    `Origin: ${baseURL}`,
    `Cookie: ${AGE_COOKIE}=adult`,
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    length === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${length.declared}`,
    '',
    '',
  ].join('\r\n');
}

const refused = /larger than 5 MB/;

test('an application declared larger than the cap is refused with 413 before its body is sent', async ({ baseURL }) => {
  const socket = await open(baseURL!);
  try {
    const answered = answer(socket, refused);
    // Declared at 64 MB; only the first few bytes are ever sent.
    socket.write(requestHead(baseURL!, { declared: 64 * 1024 * 1024 }));
    socket.write(HEAD);
    const text = await answered;
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toMatch(refused);
  } finally {
    socket.destroy();
  }
});

test('a chunked application without a length is refused with 413 once it passes the cap, not at its end', async ({
  baseURL,
}) => {
  const socket = await open(baseURL!);
  try {
    const answered = answer(socket, refused);
    socket.write(requestHead(baseURL!, 'chunked'));
    const chunk = (bytes: Buffer) =>
      socket.write(`${bytes.byteLength.toString(16)}\r\n${bytes.toString('latin1')}\r\n`, 'latin1');
    chunk(HEAD);
    const piece = Buffer.alloc(256 * 1024, 0x41);
    // Past the cap by a few pieces, and then the body never ends (no closing zero-length chunk).
    for (
      let sent = HEAD.byteLength;
      sent <= MAX_APPLICATION_BODY_BYTES + 4 * piece.byteLength;
      sent += piece.byteLength
    ) {
      chunk(piece);
    }
    const text = await answered;
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toMatch(refused);
  } finally {
    socket.destroy();
  }
});

test('any other Action sent chunked past its 64 KB cap is refused with 413 too, not left waiting', async ({
  baseURL,
}) => {
  const socket = await open(baseURL!);
  try {
    const answered = answer(socket, /\r\n\r\n/);
    socket.write(requestHead(baseURL!, 'chunked', '/_actions/account.signIn'));
    const piece = Buffer.alloc(32 * 1024, 0x41);
    for (let sent = 0; sent <= 128 * 1024; sent += piece.byteLength) {
      socket.write(`${piece.byteLength.toString(16)}\r\n${piece.toString('latin1')}\r\n`, 'latin1');
    }
    expect(await answered).toMatch(/^HTTP\/1\.1 413 /);
  } finally {
    socket.destroy();
  }
});

test('with JavaScript on, a résumé over 5 MB is named beside its field before anything is sent', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/learn/jobs/inventory-associate');
  const form = page.locator('form[data-application-form]');
  await form.getByLabel('Full name').fill('Robin Applicant');
  await form.getByLabel('Email').fill('robin.large@example.test');
  await form.getByLabel('Phone').fill('734 555 0188');
  await form.getByLabel('I am 21 or older.').check();
  await form.getByLabel(/may keep my application/).check();
  const resume = form.getByLabel('Résumé', { exact: true });
  await resume.setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]),
  });
  const message = page.locator('#field-resume-error');
  await expect(message).toHaveText(RESUME_MESSAGES.tooLarge);
  await expect(resume).toHaveAttribute('aria-invalid', 'true');
  await expect(resume).toHaveAccessibleDescription(/at most 5 MB.*larger than 5 MB/);
  await axe.expectNoViolations();

  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST') posted = true;
  });
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(resume).toBeFocused();
  await expect(message).toHaveText(RESUME_MESSAGES.tooLarge);
  expect(posted).toBe(false);

  // A résumé within the cap takes the message away again.
  await resume.setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n'),
  });
  await expect(message).toHaveCount(0);
  await expect(resume).not.toHaveAttribute('aria-invalid');
});
