/**
 * The shape every counter document (penjualan, titipan, pembelian, and after them
 * pesanan, service, hutang) is built on (docs/decisions/014-counter-document-shape.md):
 * its tables described once give the paged header+lines search, the document by number
 * or idempotency key and the locks; the flow gives idempotent save, the validation gate,
 * same-day cancel with otorisasi and the closing check; the fields map what every
 * document carries (customer, payment, validity).
 */

export { registerDocumentChartRoute } from './document-chart.routes.ts';
export {
  customerOf,
  paymentOf,
  type StoredCounterPayment,
  storedCustomer,
  storedPayment,
  validityOf,
} from './document-fields.ts';
export {
  type CounterDeps,
  cancelLine,
  type DocumentActor,
  inBusinessDay,
  lockLineForCancel,
  saveOnce,
  validateDocuments,
  waitingDocumentsCheck,
  withOtorisasi,
} from './document-flow.ts';
export {
  bookDeposit,
  type CancellationRefund,
  cancelledLinesTotal,
  type DepositDocument,
  refundCancellation,
  refundDeposit,
} from './document-refund.ts';
export {
  type CounterDocumentTables,
  type DocumentQuery,
  type DocumentRepository,
  documentRepository,
  mapPage,
} from './document-repository.ts';
export { type DocumentRoutesService, registerDocumentRoutes } from './document-routes.ts';
