/** Loads the payment provider's checkout script once (a <script> tag); resolves false when it fails. */
const pending = new Map<string, Promise<boolean>>();

export function loadCheckoutScript(src: string): Promise<boolean> {
  if (typeof window.Razorpay === 'function') return Promise.resolve(true);
  const known = pending.get(src);
  if (known) return known;
  const loading = new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve(typeof window.Razorpay === 'function');
    script.onerror = () => {
      script.remove();
      resolve(false);
    };
    document.body.appendChild(script);
  }).then((ok) => {
    // A failure is not cached: the next Pay tries again (the network may be back).
    if (!ok) pending.delete(src);
    return ok;
  });
  pending.set(src, loading);
  return loading;
}
