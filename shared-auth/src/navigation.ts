export type Navigator = (path: string) => void;

const defaultNavigator: Navigator = (path) => {
  if (typeof window !== 'undefined') window.location.assign(path);
};

let current: Navigator = defaultNavigator;

/**
 * Lets the shell route the client's redirects (refresh 401 → login page) through react-router's
 * navigate instead of a full page load. Returns a function restoring the previous navigator.
 */
export function setNavigator(fn: Navigator): () => void {
  const previous = current;
  current = fn;
  return () => {
    current = previous;
  };
}

export function navigateTo(path: string): void {
  current(path);
}
