/**
 * The dashboard's orders: the queue, the search, one order's detail and the status moves staff
 * make, the one entry its endpoints use. A move is one transaction with its staff audit entry.
 */
export { listOrderQueue } from './order-queue.ts';
export { searchOrders } from './order-search.ts';
export { getOrderDetail } from './order-detail.ts';
export { moveOrderAsStaff, type StaffOrderMoved } from './staff-order-move.ts';
