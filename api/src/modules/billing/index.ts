// The billing module's public face: what other modules may take from it.
export {
  creditDoctorForOrder,
  debitDoctorForRefund,
  doctorShare,
  doctorsOwed,
  listLedger,
  listPayoutLines,
  orderEarning,
  recordPayoutTransfer,
  settleDoctorPayout,
} from './payouts';
export { issuePaymentReceipt, issueRefundReceipt, refundReceiptNumber } from './receipts';
