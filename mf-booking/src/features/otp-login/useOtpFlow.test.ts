import { act, renderHook } from '@testing-library/react';
import { useOtpFlow } from './useOtpFlow';

jest.mock('@physio/shared-auth', () => ({ requestPatientOtp: jest.fn(), verifyPatientOtp: jest.fn() }));

const flow = () => renderHook(() => useOtpFlow({ name: 'A', email: 'a@b.co', onVerified: jest.fn() }));

describe('useOtpFlow mobile field', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['98765 43210', '9876543210'],
  ])('a pasted %s becomes %s (not the first 10 digits)', (pasted, digits) => {
    const { result } = flow();
    act(() => result.current.setMobile(pasted));
    expect(result.current.mobile).toBe(digits);
    let ok = false;
    act(() => {
      ok = result.current.checkMobile();
    });
    expect(ok).toBe(true);
  });
});
