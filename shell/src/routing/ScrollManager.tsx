import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a hash target that a remote page renders after it loads. */
const HASH_WAIT_MS = 5000;

function findHashTarget(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return id ? document.getElementById(id) : null;
}

/**
 * Scrolls to the top on every navigation, or to the element named by the URL hash
 * (e.g. /terms#privacy) once it exists: remote pages render it only after their chunk loads.
 * The page the visitor arrived on keeps the position the browser gave it: a prerendered page may
 * have been scrolled before the app started, and a reload restores where the reader was.
 */
export function ScrollManager() {
  const { pathname, search, hash, key } = useLocation();
  // React Router keys the location the document was loaded at 'default'.
  const arrivedHere = key === 'default';

  useEffect(() => {
    if (!hash) {
      if (!arrivedHere) window.scrollTo(0, 0);
      return;
    }
    const scrollToTarget = (): boolean => {
      const target = findHashTarget(hash);
      if (!target) return false;
      target.scrollIntoView({ block: 'start' });
      return true;
    };
    if (scrollToTarget()) return;

    const observer = new MutationObserver(() => {
      if (scrollToTarget()) stop();
    });
    const timer = setTimeout(() => stop(), HASH_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, search, hash, arrivedHere]);

  return null;
}
