export { ReceiptList } from './ReceiptList';
