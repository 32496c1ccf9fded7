import { describe, expect, it } from 'vitest';
import { michiganLicenseType, normalizeMichiganLicense } from './michigan-license.ts';

describe('Michigan license numbers', () => {
  it('reads the adult-use and medical numbers the state issues', () => {
    expect(normalizeMichiganLicense('AU-R-000418')).toBe('AU-R-000418');
    expect(normalizeMichiganLicense('AU-G-C-000590')).toBe('AU-G-C-000590');
    expect(normalizeMichiganLicense('PC-000418')).toBe('PC-000418');
    expect(normalizeMichiganLicense('GR-C-000440')).toBe('GR-C-000440');
    expect(normalizeMichiganLicense('AU-MB-000012')).toBe('AU-MB-000012');
  });

  it('forgives lower case, spaces and typographic dashes', () => {
    expect(normalizeMichiganLicense('  au-r-000123 ')).toBe('AU-R-000123');
    expect(normalizeMichiganLicense('AU – R – 000123')).toBe('AU-R-000123');
  });

  it('refuses unknown types, wrong digit counts and other shapes', () => {
    for (const typed of [
      '',
      'AU-R-12345',
      'AU-R-0001234',
      'AU-X-000123',
      'XX-000123',
      'AUR000123',
      'AU-R-00012a',
      'PC000123',
    ]) {
      expect(normalizeMichiganLicense(typed), typed).toBeNull();
    }
  });

  it('names the kind of business', () => {
    expect(michiganLicenseType('AU-R-000418')).toBe('adult-use retailer');
    expect(michiganLicenseType('GR-C-000440')).toBe('medical class C grower');
  });
});
