import { act, renderHook } from '@testing-library/react';
import { announcePatientUpdated, usePatientUpdates } from './usePatientUpdates';

describe('usePatientUpdates', () => {
  it("calls back for this patient's announcements only, until unmounted", () => {
    const onUpdate = jest.fn();
    const { unmount } = renderHook(() => usePatientUpdates('9876543210', onUpdate));
    act(() => announcePatientUpdated('9000000002'));
    expect(onUpdate).not.toHaveBeenCalled();
    act(() => announcePatientUpdated('9876543210'));
    expect(onUpdate).toHaveBeenCalledTimes(1);
    unmount();
    act(() => announcePatientUpdated('9876543210'));
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });
});
