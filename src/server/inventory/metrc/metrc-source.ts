import { METRC_MICHIGAN_API_URL } from '../../config/inventory-config.ts';
import type { InventorySource } from '../inventory-source.ts';
import type { MetrcConnection } from './metrc-http.ts';
import { changedPackages, endedPackages } from './metrc-packages.ts';
import { patientStatus } from './metrc-patients.ts';
import { correctSale, findSale, recordSales, voidSale } from './metrc-receipts.ts';

export interface MetrcSourceOptions {
  /** Metrc's API address; Michigan's unless given (a sandbox, a local fake). */
  baseUrl?: string;
  vendorKey: string;
  userKey: string;
  /** The store's facility licence, e.g. PC-000123 or AU-R-000456. */
  licenceNumber: string;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

/** A store's inventory source when Metrc itself is its system of record (decision 77). */
export function createMetrcSource(options: MetrcSourceOptions): InventorySource {
  const connection: MetrcConnection = {
    baseUrl: options.baseUrl ?? METRC_MICHIGAN_API_URL,
    vendorKey: options.vendorKey,
    userKey: options.userKey,
    licenceNumber: options.licenceNumber,
    fetchImpl: options.fetchImpl ?? fetch,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    now: options.now ?? (() => new Date()),
  };
  return {
    kind: 'metrc',
    name: 'Metrc',
    changedPackages: (window) => changedPackages(connection, window),
    endedPackages: (window) => endedPackages(connection, window),
    recordSales: (receipts) => recordSales(connection, receipts),
    findSale: (externalNumber, soldAt) => findSale(connection, externalNumber, soldAt),
    voidSale: (sourceId) => voidSale(connection, sourceId),
    correctSale: (sourceId, receipt) => correctSale(connection, sourceId, receipt),
    patientStatus: (licenceNumber) => patientStatus(connection, licenceNumber),
  };
}
