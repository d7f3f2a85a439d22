import { act, render, screen } from '@testing-library/react';
import { useNow } from './useNow';

describe('useNow', () => {
  afterEach(() => jest.useRealTimers());
  it('ticks at the given interval', () => {
    jest.useFakeTimers({ now: new Date('2030-03-10T10:00:00Z') });
    function Clock() {
      return <p>{new Date(useNow(1000)).toISOString()}</p>;
    }
    render(<Clock />);
    expect(screen.getByText('2030-03-10T10:00:00.000Z')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('2030-03-10T10:00:01.000Z')).toBeInTheDocument();
  });
});
