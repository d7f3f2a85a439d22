import { prefetchRoute } from './federation/prefetch';

// Fetch the current page's remote in parallel with the shell's shared chunks (React, router…).
void prefetchRoute(window.location.pathname);

// Async boundary: lets the federation runtime negotiate shared singletons (react, shared-auth…)
// before any of them is consumed.
import('./bootstrap');
