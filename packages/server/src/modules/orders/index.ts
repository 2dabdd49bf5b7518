// The public entry of orders: what other modules and the server's start may use (ADR 0055).
export { enqueueOrderExport, ORDER_EXPORT_CHANNEL } from './export/enqueue-export.ts';
export type { OrderExportWorker } from './export/export-worker.ts';
export { startOrderExportWorker } from './export/export-worker.ts';
export { orderRoutes } from './routes.ts';
