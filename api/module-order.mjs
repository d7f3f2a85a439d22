// The API's domain modules from the bottom up (api/README.md "Modules"): a module's services take only from the
// platform and from modules below it, through their index.ts. Route files (*-routes.ts) and the composition root
// (app.ts, server.ts, cli/, jobs.ts) sit above every module's services. eslint.config.mjs enforces this order.
export const API_MODULE_ORDER = [
  'patients',
  'family',
  'identity',
  'orders',
  'notifications',
  'doctors',
  'scheduling',
  'whatsapp',
  'coupons',
  'packages',
  'billing',
  'clinical',
  'refunds',
  'payments',
  'privacy',
  'site',
];
