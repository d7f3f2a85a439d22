import { PATHS } from '@physio/shared-contracts/paths';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CHECKOUT_DISPLAY_CONFIG,
  type CheckoutOptions,
  type CreatedOrder,
  type OrderRequest,
  type PackagePurchase,
} from '@physio/shared-contracts';
import { api, type Result } from '@physio/shared-auth';
import { useLocale, useMessages } from '@physio/shared-ui';
import { checkoutCatalog } from './checkoutMessages';
import {
  failedPaymentState,
  failureReason,
  keepOpenPayment,
  type FailedPayment,
  type Prefill,
} from './failedPayment';
import { loadCheckoutScript } from './loadCheckoutScript';

export type { Prefill } from './failedPayment';

export type CheckoutStage = 'idle' | 'order' | 'checkout' | 'open';

interface Options {
  /** Alert text when the order is refused; defaults to the server's message. */
  orderFailedMessage?: (status: number, serverMessage: string) => string;
  /** Where "Try again" on /paymentfailed leads when nothing else is known (the page's ?retry=, no state). */
  retryPath: string;
  /** The page a failed payment comes back to with its state (the booking draft); default `retryPath`. */
  back?: { pathname: string; state?: unknown };
  /** Shows a refused order on the page itself (a taken slot); true when it did, so no alert. */
  onOrderRefused?: (refusal: { status: number; message: string; code?: string }) => boolean;
}

/**
 * Pay: create the order, load the checkout script named by the payments config, open the checkout.
 * The server's callback redirects to the result page; a failure event goes to /paymentfailed with the
 * order, the provider's reason and the way back, and `retry` opens the checkout for that same order
 * (its amount and its held time) in one tap.
 */
export function useCheckout({ orderFailedMessage, retryPath, back, onOrderRefused }: Options) {
  const navigate = useNavigate();
  const t = useMessages(checkoutCatalog);
  const locale = useLocale();
  /** A message that arrived in English (the spec's, the server's), in the page's language when the catalog has it. */
  const say = (english: string) => checkoutCatalog.translateText(locale, english);
  const [stage, setStage] = useState<CheckoutStage>('idle');
  const running = useRef(false);

  const finish = () => {
    running.current = false;
    setStage('idle');
  };

  const prepareCheckout = () =>
    api.payments
      .config(t('startFailed'))
      .then(async (config) =>
        config.ok
          ? { config, loaded: await loadCheckoutScript(config.data.checkout_script_url) }
          : { config },
      );

  /** Opens the checkout for an order that exists; false (alerted) when the checkout cannot start. */
  const openCheckout = async (
    prepared: Awaited<ReturnType<typeof prepareCheckout>>,
    failed: Omit<FailedPayment, 'reason'>,
  ) => {
    if (!prepared.config.ok) {
      finish();
      window.alert(say(prepared.config.message));
      return;
    }
    if (!prepared.loaded || typeof window.Razorpay !== 'function') {
      finish();
      window.alert(t('checkoutScriptFailed'));
      return;
    }
    const options: CheckoutOptions = {
      key: prepared.config.data.key,
      amount: failed.order.amount,
      currency: 'INR',
      order_id: failed.order.id,
      name: 'PhysioCare',
      description: failed.description,
      prefill: failed.prefill,
      // The order rides on the callback_url: Razorpay's failure POST names none, and the page it leads to needs it.
      callback_url: `${window.location.origin}/api/payments/callback?order=${encodeURIComponent(failed.order.id)}`,
      redirect: true,
      config: CHECKOUT_DISPLAY_CONFIG,
      modal: { ondismiss: finish },
    };
    try {
      const checkout = new window.Razorpay(options);
      checkout.on('payment.failed', (response) => {
        finish();
        navigate(`${PATHS.paymentFailed}?retry=${encodeURIComponent(retryPath)}`, {
          state: failedPaymentState({ ...failed, reason: failureReason(response) }),
        });
      });
      keepOpenPayment(failed);
      setStage('open');
      checkout.open();
    } catch {
      finish();
      window.alert(t('checkoutScriptFailed'));
    }
  };

  /** Creates the order with `create`, then opens the checkout for it. */
  const start = async (
    create: () => Promise<Result<CreatedOrder>>,
    description: string,
    prefill: Prefill,
  ) => {
    if (running.current) return; // Pay cannot be submitted twice.
    running.current = true;
    setStage('order');
    const prepared = prepareCheckout();
    const order = await create();
    if (!order.ok) {
      finish();
      if (onOrderRefused?.(order)) return;
      window.alert(say(orderFailedMessage ? orderFailedMessage(order.status, order.message) : order.message));
      return;
    }
    setStage('checkout');
    await openCheckout(await prepared, {
      order: { id: order.data.id, amount: order.data.amount },
      description,
      prefill,
      back: back ?? { pathname: retryPath },
    });
  };

  const pay = (request: OrderRequest, prefill: Prefill) =>
    start(
      () => api.orders.create({ body: request }, t('createFailed')),
      t(request.kind === 'physio' ? 'physioLine' : 'bookingLine'),
      prefill,
    );

  /** A session package: the server prices it; the checkout names the package. */
  const payPackage = (request: PackagePurchase, name: string, prefill: Prefill) =>
    start(() => api.packages.buy({ body: request }, t('createFailed')), name, prefill);

  /** The checkout again for the order of a failed payment: no new order, so its held time stays. */
  const retry = async (failed: FailedPayment) => {
    if (running.current) return;
    running.current = true;
    setStage('checkout');
    await openCheckout(await prepareCheckout(), failed);
  };

  return { pay, payPackage, retry, stage, busy: stage !== 'idle' };
}

/** The stages' words in English (the Spinner's label; Hindi in checkoutMessages). */
export const STAGE_LABELS: Record<CheckoutStage, string> = {
  idle: '',
  order: checkoutCatalog.en.order,
  checkout: checkoutCatalog.en.checkout,
  open: checkoutCatalog.en.open,
};
