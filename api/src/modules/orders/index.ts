// The orders module's public face: the order record that scheduling, billing, refunds and payments read.
export { findOrder, findOrderByPayment, type OrderRow } from './order-records';
