import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERIES_MESSAGES, type SeriesPreview } from '@physio/shared-contracts';
import { renderPage } from '../../testing';
import { SeriesPlanner, SERIES_LABELS, type SeriesPatternInput } from './SeriesPlanner';

jest.setTimeout(20_000);

const slot = {
  start: '2030-03-04T18:00:00+05:30',
  end: '2030-03-04T18:45:00+05:30',
  doctor_id: 'dr-asha-rao',
  doctor_name: 'Dr. Asha Rao',
};
const occurrence = (position: number, start: string, free = true, alternatives: string[] = []) => ({
  position,
  start,
  end: start.replace('18:00', '18:45'),
  free,
  alternatives: alternatives.map((a) => ({ start: a, end: a })),
});
const answer = (pattern: SeriesPatternInput): SeriesPreview => ({
  doctor_id: 'dr-asha-rao',
  doctor_name: 'Dr. Asha Rao',
  mode: 'online',
  occurrences: [
    occurrence(1, '2030-03-04T18:00:00+05:30'),
    occurrence(2, '2030-03-11T18:00:00+05:30', false, [
      '2030-03-11T17:15:00+05:30',
      '2030-03-12T18:00:00+05:30',
    ]),
    occurrence(3, '2030-03-18T18:00:00+05:30'),
  ].slice(0, pattern.count),
});

describe('SeriesPlanner', () => {
  it('previews the weekly pattern of the chosen time; a taken session needs an alternative or a drop', async () => {
    const preview = jest.fn(async (pattern: SeriesPatternInput) => ({
      ok: true as const,
      data: answer(pattern),
    }));
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderPage(<SeriesPlanner slot={slot} mode="online" count={3} preview={preview} onChange={onChange} />);
    expect(preview).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /Repeat weekly \(3 sessions at 6:00 pm\)/i }));
    expect(preview).toHaveBeenCalledWith({
      doctor_id: 'dr-asha-rao',
      mode: 'online',
      weekdays: [1],
      time: '18:00',
      start_date: '2030-03-04',
      count: 3,
    });
    expect(await screen.findByText(SERIES_LABELS.unresolved)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ starts: expect.anything() }));
    const taken = screen.getByRole('group', { name: /is taken/ });
    await user.click(screen.getByRole('radio', { name: /5:15 pm/i }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        {
          pattern: expect.objectContaining({ weekdays: [1], count: 3 }),
          starts: ['2030-03-04T18:00:00+05:30', '2030-03-11T17:15:00+05:30', '2030-03-18T18:00:00+05:30'],
        },
        true,
      ),
    );
    expect(taken).toBeInTheDocument();
    // Dropping it instead keeps two sessions.
    await user.click(screen.getByRole('radio', { name: SERIES_LABELS.drop }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ starts: ['2030-03-04T18:00:00+05:30', '2030-03-18T18:00:00+05:30'] }),
        true,
      ),
    );
  });

  it('another weekday ticked previews again; none ticked says so; a refusal is shown', async () => {
    const preview = jest
      .fn()
      .mockResolvedValue({ ok: true, data: answer({ count: 3 } as SeriesPatternInput) })
      .mockResolvedValueOnce({ ok: true, data: answer({ count: 3 } as SeriesPatternInput) })
      .mockResolvedValueOnce({ ok: false, status: 400, message: 'Please choose between 1 and 50 sessions.' });
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderPage(<SeriesPlanner slot={slot} mode="online" count={3} preview={preview} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: /Repeat weekly/ }));
    await screen.findByRole('list', { name: 'Sessions of the series' });
    await user.click(screen.getByRole('checkbox', { name: 'Wed' }));
    expect(preview).toHaveBeenLastCalledWith(expect.objectContaining({ weekdays: [1, 3] }));
    expect(await screen.findByText('Please choose between 1 and 50 sessions.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Mon' }));
    await user.click(screen.getByRole('checkbox', { name: 'Wed' }));
    expect(screen.getByText(SERIES_MESSAGES.noWeekdays)).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null, true);
  });
});
