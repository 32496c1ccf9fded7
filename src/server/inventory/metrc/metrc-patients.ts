import type { PatientStatus } from '#lib/inventory/source-records.ts';
import { SourceFailure } from '../inventory-source.ts';
import { expectShape, type MetrcConnection, metrcCall } from './metrc-http.ts';

/** A medical patient's registry state from `GET /patients/v2/statuses/{patientLicenseNumber}`. */
export async function patientStatus(connection: MetrcConnection, licenceNumber: string): Promise<PatientStatus> {
  const card = licenceNumber.trim();
  if (card === '') throw new SourceFailure('refused', 'A patient registry card number is needed');
  const answer = await metrcCall(connection, {
    method: 'GET',
    path: `/patients/v2/statuses/${encodeURIComponent(card)}`,
  });
  expectShape(Array.isArray(answer), 'a patient status is not a list');
  const status = (answer as unknown[])[0] as Record<string, unknown> | undefined;
  if (status === undefined) throw new SourceFailure('refused', `Metrc knows no patient ${card}`, { status: 404 });
  expectShape(
    typeof status === 'object' &&
      status !== null &&
      typeof status.active === 'boolean' &&
      typeof status.flowerOuncesAvailable === 'number',
    'a patient status without active and flowerOuncesAvailable',
  );
  return {
    licenceNumber: typeof status.patientLicenseNumber === 'string' ? status.patientLicenseNumber : card,
    active: status.active as boolean,
    flowerOuncesAvailable: status.flowerOuncesAvailable as number,
    thcOuncesAvailable: typeof status.thcOuncesAvailable === 'number' ? status.thcOuncesAvailable : null,
  };
}
