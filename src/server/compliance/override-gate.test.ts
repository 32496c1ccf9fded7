import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkPageCompliance } from '#lib/content/content-compliance.ts';
import { endpointFiles } from '../../../tests/support/endpoint-files.ts';
import { ROOT } from '../../../tests/support/import-graph.ts';
import { refusal } from '../../../tests/support/refusal.ts';
import { findDashboardEndpoint } from '../dashboard/dashboard-api-routes.ts';
import { passOverrideGate } from './override-gate.ts';

const CLAIM = { title: 'Sleep', summary: '', body: 'This indica cures insomnia in one night.' };
const findings = checkPageCompliance(CLAIM);

describe('the compliance override gate', () => {
  it('lets findings that stop nothing through, with nothing overridden', () => {
    expect(passOverrideGate([], undefined, 'page')).toEqual({ overridden: [], overrideReason: null });
  });

  it.each([
    ['page', undefined],
    ['posting', 'Text'],
  ] as const)('refuses a %s the rules stop, naming the rule and the words', async (subject, label) => {
    const refused = await refusal((async () => passOverrideGate(findings, undefined, subject))());
    expect(refused.status).toBe(422);
    expect(refused.message).toBe(
      `The advertising rules stop this ${subject}. Change the flagged words, or record why it may go out anyway.`,
    );
    expect(refused.fields).toEqual({});
    expect(refused.details.findings).toEqual([
      {
        citation: 'R 420.507(3)',
        title: expect.any(String),
        message: expect.any(String),
        excerpt: expect.stringContaining('cures'),
        severity: 'block',
        ...(label === undefined ? {} : { label: expect.any(String) }),
      },
    ]);
  });

  it('asks for a reason of ten characters, and keeps the trimmed reason with the findings it answered', async () => {
    const short = await refusal((async () => passOverrideGate(findings, '  too short ', 'posting'))());
    expect(short.fields).toEqual({
      overrideReason: ['Say in at least 10 characters why the posting may go out anyway.'],
    });
    const passed = passOverrideGate(findings, '  Counsel agreed. ', 'page');
    expect(passed.overrideReason).toBe('Counsel agreed.');
    expect(passed.overridden.map((finding) => finding.ruleId)).toEqual(['health-claim']);
  });
});

/** Every request schema that carries an override reason, by its exported name (from the modules that name one). */
const libModules = import.meta.glob<Record<string, unknown>>(['../../lib/**/*.ts', '!../../lib/**/*.test.ts']);
const reasonModules = Object.entries(libModules).filter(([path]) =>
  readFileSync(new URL(path, import.meta.url), 'utf8').includes('overrideReason'),
);
const overridingSchemas = (await Promise.all(reasonModules.map(([, load]) => load()))).flatMap((exports) =>
  Object.entries(exports).flatMap(([name, value]) =>
    value instanceof z.ZodObject && 'overrideReason' in value.shape ? [name] : [],
  ),
);

describe('who may override', () => {
  it('finds the requests that carry a reason', () => {
    expect(overridingSchemas).toEqual(expect.arrayContaining(['PublishRequest', 'PublishPostingRequest']));
  });

  const overriding = endpointFiles().filter(({ file }) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    return overridingSchemas.some((name) => new RegExp(`\\b${name}\\b`).test(text));
  });

  it('finds the endpoints that take a reason', () => {
    expect(overriding.map(({ route }) => route)).toEqual(
      expect.arrayContaining(['dashboard/content/[id]/publish', 'dashboard/hiring/postings/[id]/publish']),
    );
  });

  it.each(overriding)('/api/$route is for admins only', ({ route, throughHelper }) => {
    const path = `/api/${route.replace(/\[\w+\]/g, '00000000-0000-4000-8000-000000000000')}`;
    for (const method of throughHelper) {
      const match = findDashboardEndpoint(method, path);
      expect(match !== undefined && match !== 'method' && match.route.guard, `${method} ${path}`).toBe('admin');
    }
  });
});
