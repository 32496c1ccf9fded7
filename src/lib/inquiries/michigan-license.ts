/**
 * Michigan's cannabis business license numbers, as the Cannabis Regulatory Agency issues them: a
 * prefix naming the license type and a six-digit number. Adult-use (MRTMA) licenses start `AU-`
 * (`AU-R-000418` a retailer, `AU-G-C-000590` a class C grower); medical (MMFLA) facility licenses
 * have their own prefixes (`PC-000418` a provisioning center, `GR-C-000440` a class C grower).
 */

/** Each prefix the state issues to a business that may buy or sell wholesale, with what it is. */
export const MICHIGAN_LICENSE_TYPES: Readonly<Record<string, string>> = {
  'AU-R': 'adult-use retailer',
  'AU-P': 'adult-use processor',
  'AU-MB': 'adult-use microbusiness',
  'AU-T': 'adult-use secure transporter',
  'AU-SC': 'adult-use safety compliance facility',
  'AU-G-A': 'adult-use class A grower',
  'AU-G-B': 'adult-use class B grower',
  'AU-G-C': 'adult-use class C grower',
  'AU-G-E': 'adult-use excess grower',
  PC: 'medical provisioning center',
  PR: 'medical processor',
  ST: 'medical secure transporter',
  SC: 'medical safety compliance facility',
  'GR-A': 'medical class A grower',
  'GR-B': 'medical class B grower',
  'GR-C': 'medical class C grower',
};

export const MICHIGAN_LICENSE_EXAMPLE = 'AU-R-000123 (adult-use) or PC-000123 (medical)';

/** The message beside a number that does not read as one: it shows the shape expected. */
export const MICHIGAN_LICENSE_MESSAGE = `Enter your Michigan license number as printed on the license: a type and six digits, like ${MICHIGAN_LICENSE_EXAMPLE}.`;

const SHAPE = /^([A-Z]{2}(?:-[A-Z]{1,2}){0,2})-(\d{6})$/;

/**
 * The license number as the state writes it (upper case, hyphens, six digits), or null when what
 * was typed is not one: spaces and lower case are forgiven, an unknown type or a wrong count of
 * digits is not.
 */
export function normalizeMichiganLicense(typed: string): string | null {
  const compact = typed.trim().toUpperCase().replace(/\s+/g, '').replace(/[–—]/g, '-');
  const match = SHAPE.exec(compact);
  if (!match) return null;
  const [, prefix, digits] = match as unknown as [string, string, string];
  return Object.hasOwn(MICHIGAN_LICENSE_TYPES, prefix) ? `${prefix}-${digits}` : null;
}

/** What kind of business the number belongs to ("adult-use retailer"), or null. */
export function michiganLicenseType(license: string): string | null {
  const prefix = license.replace(/-\d{6}$/, '');
  return MICHIGAN_LICENSE_TYPES[prefix] ?? null;
}
