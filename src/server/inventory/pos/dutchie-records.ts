import { z } from 'zod';
import { SourceFailure } from '../inventory-source.ts';

/**
 * The parts of Dutchie POS's answers we read, as its OpenAPI description (v1.0.0) names them;
 * fields we do not read are dropped, so a field Dutchie adds changes nothing here.
 */

const text = z.string().nullish();

/** `InventoryItem` of `GET /inventory`: one package at the location, with stock. */
export const DutchieInventoryItem = z.object({
  inventoryId: z.number().int(),
  productName: text,
  category: text,
  masterCategory: text,
  quantityAvailable: z.number(),
  quantityUnits: text,
  unitWeight: z.number().nullish(),
  packageId: text,
  packageStatus: text,
  labTestStatus: text,
  expirationDate: text,
  lastModifiedDateUtc: text,
});
export type DutchieInventoryItem = z.infer<typeof DutchieInventoryItem>;

/** `TransactionItem`: a line of a sale, naming the package it came from. */
const DutchieTransactionItem = z.object({
  packageId: text,
});

/** `Transaction` of `GET /reporting/transactions`: a sale (or a return) completed at the counter. */
export const DutchieTransaction = z.object({
  transactionId: z.number().int(),
  transactionDate: z.string(),
  isVoid: z.boolean(),
  isReturn: z.boolean(),
  referenceId: text,
  orderIds: z.array(z.number().int()).nullish(),
  items: z.array(DutchieTransactionItem).nullish(),
});
export type DutchieTransaction = z.infer<typeof DutchieTransaction>;

/** An answer read as `schema`, or a 'malformed' failure naming the call. */
export function readAnswer<T>(schema: z.ZodType<T>, body: unknown, call: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue ? `${issue.path.join('.') || 'the answer'}: ${issue.message}` : 'unexpected shape';
  throw new SourceFailure('malformed', `Dutchie POS answered ${call} unlike its API description (${where}).`);
}
