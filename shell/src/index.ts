import { loadShare } from '@module-federation/enhanced/runtime';
import { prefetchRoute } from './federation/prefetch';
import { evaluateSharedApart, nextTask } from './federation/sharedApart';

// Fetch the current page's remote in parallel with the shell's shared chunks (React, router…), in
// a task of its own (the federation runtime reads the remote's manifest there).
void nextTask().then(() => prefetchRoute(window.location.pathname));

// Async boundary: lets the federation runtime negotiate shared singletons (react, shared-auth…)
// before any of them is consumed. The shared libraries are evaluated first, one task each, so
// starting the app is a series of short tasks instead of one long one (sharedApart.ts).
void evaluateSharedApart(loadShare).then(() => import(/* webpackPrefetch: true */ './bootstrap'));
