/**
 * The dashboard's home: today's open orders, sales, low stock and the reviews waiting, the one
 * entry its endpoint uses.
 */
export { loadOverview } from './overview.ts';
