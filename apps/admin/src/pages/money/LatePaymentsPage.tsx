import OrdersPage from './OrdersPage';

/** Payments that arrived after their order closed: credited, and waiting for an operator. */
export default function LatePaymentsPage() {
  return <OrdersPage lateOnly />;
}
