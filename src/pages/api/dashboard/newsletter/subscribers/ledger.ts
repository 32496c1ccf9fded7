import { writeCsv } from '#lib/staff/csv.ts';
import { CONSENT_SOURCE_LABELS } from '#lib/vocabulary/consent.ts';
import { consentLedger } from '#server/newsletter/admin/index.ts';
import { endpoint } from '#server/http/index.ts';

const HEADER = [
  'occurred_at',
  'channel',
  'address',
  'purpose',
  'status',
  'source',
  'disclosure_key',
  'disclosure_version',
  'disclosure_text',
  'client_address',
];

/** The whole consent ledger as CSV: every change, oldest first, with the words and version behind it. */
export const GET = endpoint({}, async (_input, { locals }) => {
  const entries = await consentLedger(locals.db);
  const rows = entries.map((entry) => [
    entry.occurredAt,
    entry.channel,
    entry.address,
    entry.purpose,
    entry.status,
    CONSENT_SOURCE_LABELS[entry.source],
    entry.disclosureKey,
    entry.disclosureVersion,
    entry.disclosureText,
    entry.clientAddress,
  ]);
  return new Response(writeCsv([HEADER, ...rows]), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="consent-ledger.csv"',
      'Cache-Control': 'no-store',
    },
  });
});
