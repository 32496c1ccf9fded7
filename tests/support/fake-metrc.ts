import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metrcDescription } from './metrc-description.ts';
import { operationFor, requestSchema, shapeProblems } from './openapi-shape.ts';

/** What a test says about a package; the fake fills in the rest of Metrc's `Package`. */
export interface FakePackageInput {
  label: string;
  itemName: string;
  category: string;
  /** 'Each' or a weight unit ('Grams', 'Ounces'). */
  unitOfMeasure: string;
  quantity: number;
  unitWeight?: number | null;
  unitWeightUnitOfMeasureName?: string | null;
  labTestingState?: string;
  isOnHold?: boolean;
  expirationDate?: string | null;
  useByDate?: string | null;
}

interface Transaction {
  packageLabel: string;
  quantity: number;
  unitOfMeasure: string;
  totalAmount: number;
}

/** A receipt as the fake keeps it, in Metrc's `SaleReceipt` shape. */
export interface FakeReceipt {
  id: number;
  receiptNumber: string;
  salesDateTime: string;
  salesCustomerType: string | null;
  patientLicenseNumber: string | null;
  caregiverLicenseNumber: string | null;
  identificationMethod: string | null;
  externalReceiptNumber: string | null;
  totalPackages: number;
  totalPrice: number;
  transactions: Transaction[];
  isFinal: boolean;
  archivedDate: string | null;
  recordedDateTime: string;
  recordedByUserName: string;
  lastModified: string;
}

interface PatientRecord {
  patientLicenseNumber: string;
  active: boolean;
  flowerOuncesAvailable: number;
  thcOuncesAvailable: number;
  purchaseAmountDays: number;
}

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Row = Record<string, unknown> & {
  id: number;
  label: string;
  quantity: number;
  isFinished: boolean;
  lastModified: string;
};

const MAX_OBJECTS = 10;
const MAX_PAGE_SIZE = 20;
const DAY_MS = 24 * 3_600_000;
const UTC_QUERY_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
/** A sale's time as Metrc asks for it: the facility's wall clock, no zone (decision 78). */
const WALL_CLOCK_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?$/;

const refuse = (message: string, status = 400): Answer => ({ status, body: { message } });
const utc = (instant: Date): string => `${instant.toISOString().slice(0, 19)}Z`;
/** A wall-clock time compared with a window as Metrc compares them: read as if it were UTC. */
const wallClockMs = (value: string): number => Date.parse(`${value.slice(0, 19)}Z`);

async function jsonBody(request: IncomingMessage): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return { ok: true, value: text === '' ? null : (JSON.parse(text) as unknown) };
  } catch {
    return { ok: false };
  }
}

function packageOf(id: number, input: FakePackageInput, lastModified: string): Row {
  return {
    id,
    label: input.label,
    packageType: 'Product',
    quantity: input.quantity,
    unitOfMeasureName: input.unitOfMeasure,
    unitOfMeasureAbbreviation: input.unitOfMeasure === 'Each' ? 'ea' : input.unitOfMeasure === 'Grams' ? 'g' : 'oz',
    patientLicenseNumber: null,
    note: null,
    packagedDate: '2026-11-12',
    initialLabTestingState: 'NotSubmitted',
    labTestingState: input.labTestingState ?? 'TestPassed',
    isProductionBatch: false,
    isOnHold: input.isOnHold ?? false,
    archivedDate: null,
    finishedDate: null,
    lastModified,
    item: {
      id: 880000 + id,
      name: input.itemName,
      productCategoryName: input.category,
      unitOfMeasureName: input.unitOfMeasure,
      unitWeight: input.unitWeight ?? null,
      unitWeightUnitOfMeasureName: input.unitWeightUnitOfMeasureName ?? null,
    },
    isFinished: false,
    expirationDate: input.expirationDate ?? null,
    useByDate: input.useByDate ?? null,
  };
}

/**
 * Metrc's Michigan API on localhost over real HTTP, for one facility: the packages, sales
 * receipts and patient statuses operations our adapter calls. It checks what Metrc checks —
 * HTTP Basic with the vendor and user keys (else 401), the facility's licence (else 403), query
 * windows of at most 24 hours in UTC, pages of at most 20, at most 10 objects a request (else 413),
 * request bodies shaped as the description says (else 400 with Metrc-like messages), sale times on
 * the facility's wall clock, active packages with enough left — and, like Metrc, takes a recorded
 * sale's quantities off its packages and gives them back when the receipt is voided or corrected.
 */
export async function startFakeMetrc(options: {
  licenceNumber: string;
  vendorKey: string;
  userKey: string;
  /** The fake's clock, for `lastModified` and `recordedDateTime`. */
  now?: () => Date;
}) {
  const now = options.now ?? (() => new Date());
  const rows = new Map<string, Row>();
  const saleReceipts: FakeReceipt[] = [];
  const patientRecords = new Map<string, PatientRecord>();
  const failures: Answer[] = [];
  const requests: Array<{ method: string; path: string; objects: number | null }> = [];
  let down = false;
  let nextPackageId = 5_310_000;
  let nextReceiptId = 73_400_000;
  const expectedAuth = `Basic ${Buffer.from(`${options.vendorKey}:${options.userKey}`).toString('base64')}`;

  const touch = (row: Row): void => {
    row.lastModified = utc(now());
  };
  const rowOf = (label: string): Row => {
    const row = rows.get(label);
    if (!row) throw new Error(`The fake Metrc holds no package ${label}`);
    return row;
  };

  /** Changes what a test names of a package, as a store's staff would in Metrc. */
  function update(label: string, changes: Partial<Omit<FakePackageInput, 'label'>>): void {
    const row = rowOf(label);
    const { itemName, labTestingState, isOnHold, quantity, expirationDate, useByDate } = changes;
    Object.assign(row, {
      ...(quantity === undefined ? {} : { quantity }),
      ...(labTestingState === undefined ? {} : { labTestingState }),
      ...(isOnHold === undefined ? {} : { isOnHold }),
      ...(expirationDate === undefined ? {} : { expirationDate }),
      ...(useByDate === undefined ? {} : { useByDate }),
    });
    if (itemName !== undefined) (row.item as Record<string, unknown>).name = itemName;
    touch(row);
  }

  /** Reads `<prefix>Start/End`: both or neither, UTC, at most 24 hours. */
  function windowOf(query: URLSearchParams, prefix: string): { start: number; end: number } | Answer | null {
    const start = query.get(`${prefix}Start`);
    const end = query.get(`${prefix}End`);
    if (start === null && end === null) return null;
    if (start === null || end === null) return refuse(`Both ${prefix}Start and ${prefix}End must be specified.`);
    if (!UTC_QUERY_TIME.test(start) || !UTC_QUERY_TIME.test(end))
      return refuse(`${prefix} dates must be in the format yyyy-mm-ddThh:mm:ssZ.`);
    const window = { start: Date.parse(start), end: Date.parse(end) };
    if (window.end < window.start) return refuse(`${prefix}End must be after ${prefix}Start.`);
    if (window.end - window.start > DAY_MS) return refuse('The date range specified cannot exceed 24 hours.');
    return window;
  }

  function page(records: unknown[], query: URLSearchParams): Answer {
    const size = query.has('pageSize') ? Number(query.get('pageSize')) : null;
    const number = query.has('pageNumber') ? Number(query.get('pageNumber')) : 1;
    if (size !== null && (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE)) {
      return refuse(`The page size must be between 1 and ${MAX_PAGE_SIZE}.`);
    }
    if (!Number.isInteger(number) || number < 1) return refuse('The page number must be 1 or more.');
    const pageSize = size ?? Math.max(records.length, 1);
    const data = records.slice((number - 1) * pageSize, number * pageSize);
    const totalPages = Math.ceil(records.length / pageSize);
    return {
      status: 200,
      body: {
        data,
        total: records.length,
        totalRecords: records.length,
        pageSize,
        recordsOnPage: data.length,
        page: number,
        currentPage: number,
        totalPages,
      },
    };
  }

  function packagesIn(query: URLSearchParams, active: boolean): Answer {
    const window = windowOf(query, 'lastModified');
    if (window && 'status' in window) return window;
    const listed = [...rows.values()]
      .filter((row) => row.isFinished !== active)
      .filter(
        (row) =>
          !window || (Date.parse(row.lastModified) >= window.start && Date.parse(row.lastModified) <= window.end),
      )
      .sort((a, b) => a.id - b.id);
    return page(listed, query);
  }

  function receiptsIn(query: URLSearchParams): Answer {
    const sales = windowOf(query, 'salesDate');
    const modified = windowOf(query, 'lastModified');
    if (sales && 'status' in sales) return sales;
    if (modified && 'status' in modified) return modified;
    if (sales && modified) return refuse('Sales date and last modified filters cannot be combined.');
    const listed = saleReceipts
      .filter((receipt) => receipt.archivedDate === null)
      .filter(
        (receipt) =>
          !sales ||
          (wallClockMs(receipt.salesDateTime) >= sales.start && wallClockMs(receipt.salesDateTime) <= sales.end),
      )
      .filter(
        (receipt) =>
          !modified ||
          (Date.parse(receipt.lastModified) >= modified.start && Date.parse(receipt.lastModified) <= modified.end),
      );
    return page(listed, query);
  }

  /** Metrc's checks of receipts against the facility's packages, taking `returned` back first. */
  function saleProblems(receipts: Array<Record<string, unknown>>, returned: Transaction[] = []): string[] {
    const left = new Map([...rows.values()].map((row) => [row.label, row.quantity]));
    for (const line of returned) left.set(line.packageLabel, (left.get(line.packageLabel) ?? 0) + line.quantity);
    const problems: string[] = [];
    receipts.forEach((receipt, row) => {
      const salesDateTime = String(receipt.salesDateTime ?? '');
      if (!WALL_CLOCK_TIME.test(salesDateTime)) {
        problems.push(`Row ${row}: SalesDateTime must be the facility's local date and time without a time zone.`);
      }
      if (receipt.salesCustomerType === 'Patient' && !receipt.patientLicenseNumber) {
        problems.push(`Row ${row}: Patient License Number is required for a Patient sale.`);
      }
      for (const line of (receipt.transactions ?? []) as Transaction[]) {
        const target = rows.get(line.packageLabel);
        if (!target || target.isFinished) {
          problems.push(
            `Package ${line.packageLabel} is not active or does not belong to the facility ${options.licenceNumber}.`,
          );
        } else if (line.unitOfMeasure !== target.unitOfMeasureName) {
          problems.push(
            `Package ${line.packageLabel} is measured in ${String(target.unitOfMeasureName)}, not ${line.unitOfMeasure}.`,
          );
        } else if (target.isOnHold) {
          problems.push(`Package ${line.packageLabel} is on hold and cannot be sold.`);
        } else if ((left.get(line.packageLabel) ?? 0) < line.quantity) {
          problems.push(`Package ${line.packageLabel} does not have enough quantity.`);
        } else {
          left.set(line.packageLabel, (left.get(line.packageLabel) ?? 0) - line.quantity);
        }
      }
    });
    return problems;
  }

  function move(lines: Transaction[], sign: 1 | -1): void {
    for (const line of lines) {
      const row = rowOf(line.packageLabel);
      row.quantity = Math.round((row.quantity + sign * line.quantity) * 1e6) / 1e6;
      touch(row);
    }
  }

  function receiptFrom(body: Record<string, unknown>, id: number): FakeReceipt {
    const transactions = ((body.transactions ?? []) as Transaction[]).map((line) => ({ ...line }));
    const stamp = utc(now());
    return {
      id,
      receiptNumber: String(id).padStart(9, '0'),
      salesDateTime: String(body.salesDateTime),
      salesCustomerType: (body.salesCustomerType as string | null) ?? null,
      patientLicenseNumber: (body.patientLicenseNumber as string | null) ?? null,
      caregiverLicenseNumber: (body.caregiverLicenseNumber as string | null) ?? null,
      identificationMethod: (body.identificationMethod as string | null) ?? null,
      externalReceiptNumber: (body.externalReceiptNumber as string | null) ?? null,
      totalPackages: transactions.length,
      totalPrice: Math.round(transactions.reduce((sum, line) => sum + line.totalAmount, 0) * 100) / 100,
      transactions,
      isFinal: false,
      archivedDate: null,
      recordedDateTime: stamp,
      recordedByUserName: 'Storefront Integration',
      lastModified: stamp,
    };
  }

  function recordReceipts(body: Array<Record<string, unknown>>): Answer {
    const problems = saleProblems(body);
    if (problems.length > 0) return refuse(problems.join(' '));
    for (const receipt of body) {
      const recorded = receiptFrom(receipt, nextReceiptId++);
      move(recorded.transactions, -1);
      saleReceipts.push(recorded);
    }
    return { status: 200 };
  }

  function correctReceipts(body: Array<Record<string, unknown>>): Answer {
    const targets = body.map((receipt) =>
      saleReceipts.find((kept) => kept.id === receipt.id && kept.archivedDate === null),
    );
    const missing = body.filter((_, index) => !targets[index]).map((receipt) => receipt.id);
    if (missing.length > 0) return refuse(`Sales Receipt ${missing.join(', ')} was not found or is archived.`);
    const problems = saleProblems(
      body,
      targets.flatMap((target) => target!.transactions),
    );
    if (problems.length > 0) return refuse(problems.join(' '));
    body.forEach((receipt, index) => {
      const target = targets[index]!;
      move(target.transactions, 1);
      const corrected = receiptFrom(receipt, target.id);
      move(corrected.transactions, -1);
      Object.assign(target, { ...corrected, recordedDateTime: target.recordedDateTime });
    });
    return { status: 200 };
  }

  function voidReceipt(id: number): Answer {
    const target = saleReceipts.find((kept) => kept.id === id && kept.archivedDate === null);
    if (!target) return refuse(`Sales Receipt ${id} was not found or is archived.`);
    move(target.transactions, 1);
    target.archivedDate = utc(now());
    target.lastModified = target.archivedDate;
    return { status: 200 };
  }

  async function answer(request: IncomingMessage): Promise<Answer> {
    const url = new URL(request.url ?? '/', 'http://fake-metrc');
    const method = request.method ?? 'GET';
    const parsed = await jsonBody(request);
    requests.push({
      method,
      path: url.pathname,
      objects: parsed.ok && Array.isArray(parsed.value) ? parsed.value.length : null,
    });
    if (down) return { status: 503 };
    const planned = failures.shift();
    if (planned) return planned;
    if (request.headers.authorization !== expectedAuth) return { status: 401 };
    const described = operationFor(metrcDescription, method, url.pathname);
    if (!described) return refuse(`No HTTP resource was found that matches the request URI '${url.pathname}'.`, 404);
    const licence = url.searchParams.get('licenseNumber');
    if (licence !== options.licenceNumber)
      return refuse(`No valid permissions found for license ${licence ?? '(none)'}.`, 403);
    const schema = requestSchema(described.operation);
    if (schema) {
      if (!parsed.ok) return refuse('The request body is not valid JSON.');
      if (Array.isArray(parsed.value) && parsed.value.length > MAX_OBJECTS) return { status: 413 };
      const problems = shapeProblems(metrcDescription, schema, parsed.value);
      if (problems.length > 0) return refuse(`The request is invalid. ${problems.join('; ')}`);
    }
    const body = (parsed.ok ? parsed.value : null) as Array<Record<string, unknown>>;
    switch (`${method} ${described.template}`) {
      case 'GET /packages/v2/active':
        return packagesIn(url.searchParams, true);
      case 'GET /packages/v2/inactive':
        return packagesIn(url.searchParams, false);
      case 'GET /sales/v2/receipts/active':
        return receiptsIn(url.searchParams);
      case 'POST /sales/v2/receipts':
        return recordReceipts(body);
      case 'PUT /sales/v2/receipts':
        return correctReceipts(body);
      case 'DELETE /sales/v2/receipts/{id}':
        return voidReceipt(Number(url.pathname.split('/').at(-1)));
      default: {
        const card = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
        const patient = patientRecords.get(card);
        return patient
          ? { status: 200, body: [patient] }
          : refuse(`Patient License Number ${card} was not found.`, 404);
      }
    }
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void answer(request).then(({ status, body, headers }) => {
      const text = body === undefined ? '' : JSON.stringify(body);
      response.writeHead(status, {
        ...(text ? { 'content-type': 'application/json; charset=utf-8' } : {}),
        ...headers,
      });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    packages: {
      add(input: FakePackageInput): void {
        rows.set(input.label, packageOf(nextPackageId++, input, utc(now())));
      },
      update,
      holdPackage: (label: string, onHold = true): void => update(label, { isOnHold: onHold }),
      setQuantity: (label: string, quantity: number): void => update(label, { quantity }),
      /** Finishes a package, as a store does when it is sold through: it becomes inactive. */
      finish(label: string): void {
        const row = rowOf(label);
        row.isFinished = true;
        row.finishedDate = utc(now()).slice(0, 10);
        touch(row);
      },
      quantityOf: (label: string): number => rowOf(label).quantity,
    },
    /** Every receipt recorded, voided ones with their `archivedDate`. */
    receipts: (): FakeReceipt[] => saleReceipts.map((receipt) => structuredClone(receipt)),
    patients: {
      set(card: string, status: { active: boolean; flowerOuncesAvailable: number; thcOuncesAvailable?: number }): void {
        patientRecords.set(card, {
          patientLicenseNumber: card,
          active: status.active,
          flowerOuncesAvailable: status.flowerOuncesAvailable,
          thcOuncesAvailable: status.thcOuncesAvailable ?? 0,
          purchaseAmountDays: 30,
        });
      },
    },
    /** Every request received, with how many objects its body held. */
    requests: () => [...requests],
    /** While down, every request is answered 503 with no body, as during Metrc's maintenance. */
    setDown(isDown: boolean): void {
      down = isDown;
    },
    /** The next `times` requests are answered `status` (a 429 says Retry-After: 1). */
    failNext(status: number, times = 1): void {
      for (let i = 0; i < times; i += 1) {
        failures.push({
          status,
          body: { message: status === 429 ? 'Too many requests. Please try again later.' : 'An error has occurred.' },
          ...(status === 429 ? { headers: { 'retry-after': '1' } } : {}),
        });
      }
    },
    stop: (): Promise<void> =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type FakeMetrc = Awaited<ReturnType<typeof startFakeMetrc>>;
