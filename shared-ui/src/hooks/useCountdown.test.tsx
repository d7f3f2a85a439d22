import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './useCountdown';

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down once per second and calls onDone once at zero', () => {
    const onDone = jest.fn();
    const { result } = renderHook(() => useCountdown(15, onDone));
    expect(result.current).toBe(15);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(14);
    act(() => jest.advanceTimersByTime(13000));
    expect(result.current).toBe(1);
    expect(onDone).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('restarts when the seconds or the restart key change', () => {
    const { result, rerender } = renderHook(({ s, k }) => useCountdown(s, undefined, k), {
      initialProps: { s: 5, k: 0 },
    });
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    rerender({ s: 5, k: 1 });
    expect(result.current).toBe(5);
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current).toBe(3);
    rerender({ s: 10, k: 1 });
    expect(result.current).toBe(10);
  });

  it('calls onDone at once for zero seconds and uses the latest callback', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = renderHook(({ cb }) => useCountdown(2, cb), { initialProps: { cb: first } });
    rerender({ cb: second });
    act(() => jest.advanceTimersByTime(2000));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    const done = jest.fn();
    renderHook(() => useCountdown(0, done));
    expect(done).toHaveBeenCalledTimes(1);
  });
});
