import type { SourceReceipt } from '#lib/inventory/source-records.ts';

/** An adult-use sale at a Detroit-time store, one $45 eighth unless `overrides` says otherwise. */
export function sourceReceipt(
  externalNumber: string,
  soldAt: string,
  overrides: Partial<SourceReceipt> = {},
): SourceReceipt {
  return {
    externalNumber,
    soldAt: new Date(soldAt),
    timeZone: 'America/Detroit',
    customerType: 'Consumer',
    patientLicenceNumber: null,
    identificationMethod: "Driver's License",
    lines: [{ packageLabel: '1A4060300002EE1000012346', quantity: 1, unitOfMeasure: 'Each', totalCents: 4500 }],
    ...overrides,
  };
}
