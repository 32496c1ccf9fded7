import { z } from 'zod';
import { MAX_LIMIT_MG, parseAmountMg } from './settings-units.ts';

/** The settings page's number fields, each with the messages a person reads beside it (units: settings-units.ts). */

/** A form value as typed: a JSON number or the input's text; anything else is treated as empty. */
const typed = z
  .unknown()
  .transform((value) =>
    typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '',
  );

/** A whole number between `min` and `max`, with the messages a person reads beside the field. */
export function wholeNumberField(what: string, min: number, max: number) {
  return typed.transform((text, context) => {
    if (text === '') {
      context.addIssue({ code: 'custom', message: `Enter ${what}.` });
      return z.NEVER;
    }
    const value = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      context.addIssue({ code: 'custom', message: `Enter a whole number from ${min} to ${max}.` });
      return z.NEVER;
    }
    return value;
  });
}

/** A percent from 0 to 100 with at most two decimals ("6", "6.25", "10 %"), stored as basis points. */
export const percentField = typed.transform((text, context) => {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/.exec(text);
  const bps = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
  if (text === '') context.addIssue({ code: 'custom', message: 'Enter a percent, like 6 or 6.25.' });
  else if (!match)
    context.addIssue({ code: 'custom', message: 'Enter a percent with at most two decimals, like 6 or 6.25.' });
  else if (bps > 10_000) context.addIssue({ code: 'custom', message: 'Enter a percent from 0 to 100.' });
  else return bps;
  return z.NEVER;
});

/** A purchase limit typed in grams or ounces, stored in milligrams. */
export const limitAmountField = typed.transform((text, context) => {
  const mg = text === '' ? 'number' : parseAmountMg(text);
  if (mg === 'unit' || mg === 'number') {
    context.addIssue({
      code: 'custom',
      message:
        text === ''
          ? 'Enter an amount, like 2.5 oz or 15 g.'
          : mg === 'unit'
            ? 'Say g or oz after the number, like 2.5 oz or 15 g.'
            : 'Enter an amount like 2.5 oz or 15 g (at most three decimals).',
    });
    return z.NEVER;
  }
  if (mg <= 0 || mg > MAX_LIMIT_MG) {
    context.addIssue({ code: 'custom', message: 'Enter an amount above 0 and at most 1000 g.' });
    return z.NEVER;
  }
  return mg;
});
