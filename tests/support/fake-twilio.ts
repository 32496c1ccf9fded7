import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer of Twilio's Messages API, kept in `tests/fixtures/twilio/<name>.json`. */
interface Fixture {
  answers: string;
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** A text as Twilio received it: the posted form's fields. */
export interface ReceivedText {
  to: string;
  body: string;
  from: string | null;
  messagingServiceSid: string | null;
}

const FIXTURES = new URL('../fixtures/twilio/', import.meta.url);

function fixture(name: string): Fixture {
  return JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8')) as Fixture;
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Twilio's Messages API on localhost, over real HTTP, answering from recorded answers. It checks
 * what Twilio checks — the path names the account, HTTP basic authentication with the account SID
 * and auth token (else the recorded 401), a form-encoded body with `To`, `Body` and exactly one of
 * `From` and `MessagingServiceSid` — and records every accepted text. A number can be given a
 * queue of recorded answers (`answer`); otherwise the send is accepted with a fresh message SID.
 * A request Twilio would not have taken is kept in `problems`.
 */
export class FakeTwilio {
  readonly received: ReceivedText[] = [];
  readonly problems: string[] = [];
  private readonly planned = new Map<string, string[]>();
  private server: Server | null = null;
  url = '';

  private readonly accountSid: string;
  private readonly authToken: string;

  constructor(accountSid: string, authToken: string) {
    this.accountSid = accountSid;
    this.authToken = authToken;
  }

  /** The next sends to `to` get these recorded answers, in order. */
  answer(to: string, ...fixtures: string[]): this {
    this.planned.set(to, [...(this.planned.get(to) ?? []), ...fixtures]);
    return this;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(({ status, headers, body }) => {
        response.writeHead(status, headers);
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve, reject) => this.server?.close((error) => (error ? reject(error) : resolve())));
  }

  private async handle(request: IncomingMessage): Promise<Pick<Fixture, 'status' | 'headers' | 'body'>> {
    const path = `/2010-04-01/Accounts/${this.accountSid}/Messages.json`;
    const expectedAuth = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`;
    if (request.method !== 'POST' || request.url !== path) {
      this.problems.push(`${request.method} ${request.url}`);
      return { status: 404, headers: { 'content-type': 'application/json' }, body: { code: 20404, status: 404 } };
    }
    if (request.headers.authorization !== expectedAuth) return fixture('message-create-401-20003-authenticate');
    if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
      this.problems.push(`content-type ${request.headers['content-type']}`);
    }
    const form = await formOf(request);
    const text: ReceivedText = {
      to: form.get('To') ?? '',
      body: form.get('Body') ?? '',
      from: form.get('From'),
      messagingServiceSid: form.get('MessagingServiceSid'),
    };
    if (!text.to || !text.body || (text.from === null) === (text.messagingServiceSid === null)) {
      this.problems.push(`form ${form.toString()}`);
    }
    const planned = this.planned.get(text.to)?.shift() ?? 'message-create-201';
    const answer = fixture(planned);
    if (answer.status !== 201) return answer;
    this.received.push(text);
    const sid = `SM${randomBytes(16).toString('hex')}`;
    return {
      ...answer,
      body: {
        ...answer.body,
        account_sid: this.accountSid,
        sid,
        to: text.to,
        from: text.from,
        messaging_service_sid: text.messagingServiceSid,
        body: text.body,
        uri: `/2010-04-01/Accounts/${this.accountSid}/Messages/${sid}.json`,
      },
    };
  }
}
