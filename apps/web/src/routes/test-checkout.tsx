import { useParams } from 'react-router';
import { TestCheckoutPage } from '@/features/payments/test-checkout-page';

/** /test-checkout/:sessionId: the built-in test checkout (only when Stripe is not configured). */
export default function TestCheckoutRoute() {
  const { sessionId = '' } = useParams();
  return <TestCheckoutPage key={sessionId} sessionId={sessionId} />;
}
