import { DUTCHIE_POS_PUBLIC_API_URL } from '../../config/inventory-config.ts';
import { z } from 'zod';
import type { SourcePackage, SourceReceipt } from '#lib/inventory/source-records.ts';
import { type InventorySource, SourceFailure } from '../inventory-source.ts';
import { dutchiePackage } from './dutchie-package.ts';
import { DutchieInventoryItem, DutchieTransaction, readAnswer } from './dutchie-records.ts';
import { basicAuthorization } from '../vendor-http.ts';
import { createPosHttp } from './pos-http.ts';

/**
 * A store whose system of record is Dutchie POS (decision 81). The point of sale records each sale
 * in Metrc when the budtender completes it, so this source never sends a sale anywhere: it reads
 * the location's stock and finds the sale Dutchie completed for one of our orders.
 */
export interface DutchiePosOptions {
  baseUrl?: string;
  /** The location's API key: Basic auth's user name, with an empty password. */
  apiKey: string;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

/**
 * Dutchie's data lags what happens at the counter by 1–5 minutes, and a record keeps the time it
 * changed at the counter: a window looks back this much further, so a record that arrived late
 * is still read. The sync writes what it reads idempotently, so the overlap costs nothing.
 */
export const DUTCHIE_LAG_MS = 10 * 60_000;

/** How far from our hand-over time a completed sale for our order is looked for. */
const SALE_SEARCH_MS = 24 * 60 * 60_000;

const RETURNS_AT_THE_COUNTER =
  'Returns are recorded at the point of sale: Dutchie POS offers no call to void or correct a completed sale.';

interface WindowReading {
  packages: SourcePackage[];
  /** Labels sold from in the window (sales changed in it, voids and returns included). */
  sold: Set<string>;
}

export function createDutchiePosSource(options: DutchiePosOptions): InventorySource {
  const http = createPosHttp({
    vendor: 'Dutchie POS',
    baseUrl: options.baseUrl ?? DUTCHIE_POS_PUBLIC_API_URL,
    authorization: basicAuthorization(options.apiKey, ''),
    fetchImpl: options.fetchImpl,
    sleep: options.sleep,
    now: options.now,
  });

  async function inventory(): Promise<SourcePackage[]> {
    // One answer holds every item with stock: Dutchie neither pages nor filters it.
    const items = readAnswer(z.array(DutchieInventoryItem), await http.get('/inventory'), 'GET /inventory');
    return items.map(dutchiePackage).filter((found): found is SourcePackage => found !== null);
  }

  async function transactions(query: Record<string, string | boolean>): Promise<DutchieTransaction[]> {
    const body = await http.get('/reporting/transactions', query);
    return readAnswer(z.array(DutchieTransaction), body, 'GET /reporting/transactions');
  }

  async function readWindow(since: Date, until: Date): Promise<WindowReading> {
    const packages = await inventory();
    const changed = await transactions({
      FromLastModifiedDateUTC: since.toISOString(),
      ToLastModifiedDateUTC: until.toISOString(),
      IncludeDetail: true,
    });
    const sold = new Set(changed.flatMap((sale) => (sale.items ?? []).map((item) => item.packageId?.trim() ?? '')));
    sold.delete('');
    return { packages, sold };
  }

  /** changedPackages and endedPackages of one window read Dutchie once between them. */
  let lastReading: { key: string; reading: Promise<WindowReading> } | null = null;
  function reading(since: Date, until: Date): Promise<WindowReading> {
    const key = `${since.toISOString()}/${until.toISOString()}`;
    if (lastReading?.key !== key) {
      const pending = readWindow(since, until);
      lastReading = { key, reading: pending };
      pending.catch(() => {
        if (lastReading?.reading === pending) lastReading = null;
      });
    }
    return lastReading.reading;
  }

  /** Our order's completed sale at the counter, a live one before a voided one; null when none. */
  async function completedSale(externalNumber: string, soldAt: Date): Promise<DutchieTransaction | null> {
    const sales = await transactions({
      FromDateUTC: new Date(soldAt.getTime() - SALE_SEARCH_MS).toISOString(),
      ToDateUTC: new Date(soldAt.getTime() + SALE_SEARCH_MS).toISOString(),
    });
    const ours = sales.filter((sale) => !sale.isReturn && sale.referenceId?.trim() === externalNumber);
    return ours.find((sale) => !sale.isVoid) ?? ours[0] ?? null;
  }

  return {
    kind: 'pos',
    name: 'Dutchie POS',

    async changedPackages({ since, until }) {
      if (since === null) return inventory();
      const from = new Date(since.getTime() - DUTCHIE_LAG_MS);
      const { packages, sold } = await reading(from, until);
      return packages.filter((found) => {
        // A package without a modification time, or one sold from, may have changed: it is read again.
        if (found.modifiedAt === null || sold.has(found.label)) return true;
        const at = Date.parse(found.modifiedAt);
        return at >= from.getTime() && at < until.getTime();
      });
    },

    async endedPackages({ since, until }) {
      // A full window lists every active package: whatever it leaves out has ended.
      if (since === null) return [];
      const { packages, sold } = await reading(new Date(since.getTime() - DUTCHIE_LAG_MS), until);
      // Dutchie leaves out items without stock, so a package sold from and no longer listed sold through.
      const active = new Set(packages.map((found) => found.label));
      return [...sold].filter((label) => !active.has(label));
    },

    async recordSales(receipts: SourceReceipt[]) {
      const answers: Array<{ externalNumber: string; sourceId: string | null }> = [];
      const waiting: string[] = [];
      for (const receipt of receipts) {
        const sale = await completedSale(receipt.externalNumber, receipt.soldAt);
        if (!sale) {
          waiting.push(receipt.externalNumber);
          continue;
        }
        // A sale the counter voided is refused: the order was not sold.
        answers.push({
          externalNumber: receipt.externalNumber,
          sourceId: sale.isVoid ? null : String(sale.transactionId),
        });
      }
      if (waiting.length > 0) {
        throw new SourceFailure(
          'unavailable',
          `Dutchie POS has no completed sale yet for order ${waiting.join(', ')}: the point of sale records it when the budtender completes it, and its API shows it minutes later.`,
        );
      }
      return answers;
    },

    async findSale(externalNumber, soldAt) {
      const sale = await completedSale(externalNumber, soldAt);
      return sale && !sale.isVoid ? String(sale.transactionId) : null;
    },

    async voidSale() {
      throw new SourceFailure('refused', RETURNS_AT_THE_COUNTER);
    },

    async correctSale() {
      throw new SourceFailure('refused', RETURNS_AT_THE_COUNTER);
    },

    async patientStatus() {
      throw new SourceFailure(
        'refused',
        "Dutchie POS's API does not report a patient's registry state or remaining allotment; the medical check asks Metrc.",
      );
    },
  };
}
