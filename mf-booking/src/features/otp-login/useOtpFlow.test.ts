import { act, renderHook } from '@testing-library/react';
import { MESSAGES } from '@physio/shared-contracts';
import { useOtpFlow, useOtpRules } from './useOtpFlow';

jest.mock('@physio/shared-auth', () => ({ requestPatientOtp: jest.fn(), verifyPatientOtp: jest.fn() }));

/** The flow once its rules (a lazy chunk, loaded on the visitor's first move) are here. */
const flow = async () => {
  const hook = renderHook(() =>
    useOtpFlow({ name: 'A', email: 'a@b.co', onVerified: jest.fn(), rules: useOtpRules() }),
  );
  await act(async () => {
    window.dispatchEvent(new Event('pointerdown'));
    await import('./otpRules');
  });
  return hook;
};

describe('useOtpFlow mobile field', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['98765 43210', '9876543210'],
  ])('a pasted %s becomes %s (not the first 10 digits)', async (pasted, digits) => {
    const { result } = await flow();
    act(() => result.current.setMobile(pasted));
    expect(result.current.mobile).toBe(digits);
    let ok = false;
    act(() => {
      ok = result.current.checkMobile();
    });
    expect(ok).toBe(true);
  });
});

describe('useOtpFlow code step', () => {
  const auth = jest.requireMock<{ requestPatientOtp: jest.Mock; verifyPatientOtp: jest.Mock }>(
    '@physio/shared-auth',
  );
  beforeEach(() => {
    auth.requestPatientOtp.mockReset().mockResolvedValue({ ok: true, data: null });
    auth.verifyPatientOtp.mockReset();
  });

  const atCode = async () => {
    const hook = await flow();
    act(() => hook.result.current.setMobile('9876543210'));
    await act(() => hook.result.current.sendCode());
    expect(hook.result.current.step).toBe('code');
    return hook;
  };

  it('"Wrong OTP!" for a code that is not six digits, without asking the server; typing clears it', async () => {
    const { result } = await atCode();
    act(() => result.current.setCode('12 4  '));
    await act(() => result.current.verify());
    expect(result.current.codeError).toBe(MESSAGES.wrongOtp);
    expect(auth.verifyPatientOtp).not.toHaveBeenCalled();
    act(() => result.current.setCode('12 45 '));
    expect(result.current.codeError).toBeNull();
  });

  it("sends six digits to the server and shows a refusal's message under the code", async () => {
    auth.verifyPatientOtp.mockResolvedValue({ ok: false, status: 429, message: 'Too many attempts' });
    const { result } = await atCode();
    act(() => result.current.setCode('123456'));
    await act(() => result.current.verify());
    expect(auth.verifyPatientOtp).toHaveBeenCalledWith('9876543210', '123456');
    expect(result.current.codeError).toBe('Too many attempts');
    act(() => result.current.changeNumber());
    expect(result.current.codeError).toBeNull();
    expect(result.current.code).toBe('');
  });
});
