/**
 * Loader of a prerendered page (shell/src/prerender/build.mjs writes it as paint-first.<hash>.js and
 * puts it in place of the app's scripts): lets the browser paint the page it already has before the
 * app's JavaScript runs, then adds the scripts listed in its data-scripts attribute, in order.
 * Evaluating the federation runtime first would hold the first paint back on a slow phone; the
 * scripts are preloaded meanwhile, so they only wait to run, not to download.
 */
/** The longest the app waits for the first paint once the page is parsed. */
export const MAX_WAIT_MS = 1000;

export function startAfterFirstPaint(scripts: readonly string[], doc: Document = document): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of scripts) {
      const script = doc.createElement('script');
      script.src = src;
      script.async = false; // run in the listed order, like the deferred scripts they replace
      doc.head.appendChild(script);
    }
  };
  const paintObservable =
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  // A hidden tab does not paint: nothing to wait for.
  if (!paintObservable || doc.visibilityState === 'hidden') return start();
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  // Never later than this, whatever the paint timing says.
  setTimeout(start, MAX_WAIT_MS);
}

const self = typeof document !== 'undefined' ? document.currentScript : null;
const listed = self?.getAttribute('data-scripts');
if (listed) startAfterFirstPaint(listed.split(/\s+/).filter(Boolean));
