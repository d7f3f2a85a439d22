import { PATHS } from '@physio/shared-contracts/paths';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CHECKOUT_DISPLAY_CONFIG,
  MESSAGES,
  type CheckoutOptions,
  type OrderRequest,
} from '@physio/shared-contracts';
import { api } from '@physio/shared-auth';
import { loadCheckoutScript } from './loadCheckoutScript';

export interface Prefill {
  name: string;
  email: string;
  contact: string;
}

export type CheckoutStage = 'idle' | 'order' | 'checkout' | 'open';

interface Options {
  /** Alert text when the order is refused; defaults to the server's message. */
  orderFailedMessage?: (status: number, serverMessage: string) => string;
  /** Where "Try again" on /paymentfailed leads. */
  retryPath: string;
  /** Shows a refused order on the page itself (a taken slot); true when it did, so no alert. */
  onOrderRefused?: (refusal: { status: number; message: string; code?: string }) => boolean;
}

/**
 * Pay: create the order, load the checkout script named by the payments config, open the checkout.
 * The server's callback redirects to the result page; a failure event goes to /paymentfailed.
 */
export function useCheckout({ orderFailedMessage, retryPath, onOrderRefused }: Options) {
  const navigate = useNavigate();
  const [stage, setStage] = useState<CheckoutStage>('idle');
  const running = useRef(false);

  const finish = () => {
    running.current = false;
    setStage('idle');
  };

  const pay = async (request: OrderRequest, prefill: Prefill) => {
    if (running.current) return; // Pay cannot be submitted twice.
    running.current = true;
    setStage('order');

    const configAndScript = api.payments
      .config('Could not start the payment')
      .then(async (config) =>
        config.ok
          ? { config, loaded: await loadCheckoutScript(config.data.checkout_script_url) }
          : { config },
      );
    const order = await api.orders.create({ body: request }, 'Could not create the order');
    if (!order.ok) {
      finish();
      if (onOrderRefused?.(order)) return;
      window.alert(orderFailedMessage ? orderFailedMessage(order.status, order.message) : order.message);
      return;
    }
    setStage('checkout');
    const prepared = await configAndScript;
    if (!prepared.config.ok) {
      finish();
      window.alert(prepared.config.message);
      return;
    }
    if (!prepared.loaded || typeof window.Razorpay !== 'function') {
      finish();
      window.alert(MESSAGES.checkoutScriptFailed);
      return;
    }

    const options: CheckoutOptions = {
      key: prepared.config.data.key,
      amount: order.data.amount,
      currency: 'INR',
      order_id: order.data.id,
      name: 'PhysioCare',
      description: request.kind === 'physio' ? 'Physiotherapy treatment plan' : 'Physiotherapy booking',
      prefill,
      callback_url: `${window.location.origin}/api/payments/callback`,
      redirect: true,
      config: CHECKOUT_DISPLAY_CONFIG,
      modal: { ondismiss: finish },
    };

    try {
      const checkout = new window.Razorpay(options);
      checkout.on('payment.failed', () => {
        finish();
        navigate(`${PATHS.paymentFailed}?retry=${encodeURIComponent(retryPath)}`);
      });
      setStage('open');
      checkout.open();
    } catch {
      finish();
      window.alert(MESSAGES.checkoutScriptFailed);
    }
  };

  return { pay, stage, busy: stage !== 'idle' };
}

export const STAGE_LABELS: Record<CheckoutStage, string> = {
  idle: '',
  order: 'Creating your order…',
  checkout: 'Opening the secure checkout…',
  open: 'Complete the payment in the checkout window',
};
