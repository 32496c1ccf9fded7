/** One staff change as the dashboard shows it on a product's or a user's page. */
export interface AuditEntry {
  id: number;
  actorEmail: string;
  entityType: string;
  entityId: string;
  action: string;
  summary: string;
  before: unknown;
  after: unknown;
  /** ISO timestamp. */
  at: string;
}
