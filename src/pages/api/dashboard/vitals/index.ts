import { z } from 'zod';
import { REPORT_PERIODS } from '#lib/vitals/vitals-report.ts';
import { endpoint, json } from '#server/http/index.ts';
import { loadVitalsReport } from '#server/vitals/admin/index.ts';

const ReportQuery = z.object({
  period: z.coerce
    .number()
    .pipe(
      z.union(
        REPORT_PERIODS.map((days) => z.literal(days)),
        { error: 'Choose a period of 1, 7, 28 or 90 days.' },
      ),
    )
    .default(7),
  route: z
    .string()
    .trim()
    .max(300, 'That route is too long.')
    .optional()
    .transform((route) => route || null),
  device: z
    .enum(['mobile', 'tablet', 'desktop'], { error: 'Choose mobile, tablet or desktop.' })
    .or(z.literal('').transform(() => null))
    .optional()
    .transform((device) => device ?? null),
});

/** The web-vitals report: p75 and the rating split per metric, route and device, and the daily trend. */
export const GET = endpoint({ query: ReportQuery }, async ({ query }, { locals }) => {
  const { timeZone } = await locals.storeSettings();
  return json(await loadVitalsReport(locals.db, { ...query, timeZone }));
});
