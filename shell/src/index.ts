// Async boundary: lets the federation runtime negotiate shared singletons (react, shared-auth…)
// before any of them is consumed.
import('./bootstrap');
