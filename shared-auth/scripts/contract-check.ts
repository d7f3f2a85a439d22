// Contract check of @physio/shared-auth against a running API with the demo data (node; a tiny
// cookie jar plays the browser). Usage: API_URL=http://127.0.0.1:4000 npx tsx shared-auth/scripts/contract-check.ts
import {
  apiClient,
  doctorLogin,
  requestPatientOtp,
  verifyPatientOtp,
  loadPatientProfile,
  logout,
  getAccessToken,
  setAccessToken,
  getDoctor,
  getProfile,
  getPreviousLogger,
  setNavigator,
} from '../src/index';

const mem = new Map<string, string>();
(globalThis as unknown as { localStorage: unknown }).localStorage = {
  getItem: (k: string) => mem.get(k) ?? null,
  setItem: (k: string, v: string) => void mem.set(k, String(v)),
  removeItem: (k: string) => void mem.delete(k),
  clear: () => mem.clear(),
  get length() {
    return mem.size;
  },
  key: () => null,
};
const jar = new Map<string, string>();
apiClient.defaults.baseURL = process.env.API_URL ?? 'http://127.0.0.1:4000';
apiClient.interceptors.request.use((c) => {
  if (jar.size) c.headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
  return c;
});
const keep = (h: Record<string, unknown>) => {
  for (const line of (h['set-cookie'] as string[] | undefined) ?? []) {
    const [k = '', v = ''] = (line.split(';')[0] ?? '').split('=');
    if (v) jar.set(k, v);
    else jar.delete(k);
  }
};
apiClient.interceptors.response.use(
  (r) => {
    keep(r.headers);
    return r;
  },
  (e) => {
    if (e.response) keep(e.response.headers);
    throw e;
  },
);
const nav: string[] = [];
setNavigator((p) => nav.push(p));
const check = (label: string, ok: boolean, extra: unknown = '') => {
  console.log(ok ? 'PASS' : 'FAIL', label, ok ? '' : JSON.stringify(extra));
  if (!ok) process.exitCode = 1;
};

(async () => {
  const bad = await doctorLogin('9000000001', 'wrong');
  check('doctor login failure gives a message, no redirect', !bad.ok && nav.length === 0, bad);
  const good = await doctorLogin('9000000001', 'Physio@123');
  check(
    'doctor login success stores Doctor',
    good.ok && getDoctor()?.doctorData.id === '9000000001' && getPreviousLogger() === 'doctor',
    good,
  );
  const t1 = getAccessToken();
  check('cookie set by login', jar.size > 0, [...jar.keys()]);
  setAccessToken('');
  const coupons = await apiClient.get('/api/dashboard/coupons?limit=5&offset=0');
  check(
    'after losing the token, the refresh cookie restores it',
    coupons.status === 200 && getAccessToken() !== '' && Boolean(t1),
  );
  setAccessToken('garbage');
  const many = await Promise.all(
    Array.from({ length: 5 }, () => apiClient.get('/api/dashboard/coupons?limit=5&offset=0')),
  );
  check(
    'five concurrent calls after a garbage token all succeed (one shared refresh)',
    many.every((r) => r.status === 200),
  );
  await logout();
  check(
    'doctor logout clears everything',
    getAccessToken() === '' && !getDoctor() && getPreviousLogger() === 'doctor',
  );
  const after = await apiClient
    .post('/api/token/refresh', undefined, {
      skipAuthRefresh: true,
      headers: { 'X-Requested-With': 'physio' },
    })
    .then(
      (r) => r.status,
      (e) => e.response?.status,
    );
  check('refresh after logout is refused (401)', after === 401, after);

  const otp = await requestPatientOtp('Ravi Kumar', 'ravi@example.com', '9876543210');
  check('OTP request', otp.ok, otp);
  const outbox = await apiClient.get('/api/dev/sms?mobile=9876543210', { skipAuthRefresh: true });
  const code = outbox.data.data[0]?.otp;
  const wrong = await verifyPatientOtp('9876543210', code === '000000' ? '111111' : '000000');
  check('wrong OTP → failure message', !wrong.ok, wrong);
  const ver = await verifyPatientOtp('9876543210', code);
  check(
    'OTP verify stores the full Profile',
    ver.ok && getProfile()?.data.data.sessions === 6 && getPreviousLogger() === 'patient',
    { ver, p: getProfile() },
  );
  const prof = await loadPatientProfile('9876543210');
  check('own profile read', prof.ok, prof);
  // Simulate an expired session: forget the cookie, drop the token.
  jar.clear();
  setAccessToken('');
  const r = await apiClient.get('/api/users/9876543210').then(
    () => 'ok',
    (e) => e.response?.status,
  );
  check(
    'refresh 401 for a patient → storage cleared, /user/login',
    r === 401 && nav.at(-1) === '/user/login' && !getProfile() && getPreviousLogger() === 'patient',
    { r, nav },
  );
})();
