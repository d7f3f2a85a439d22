import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { describeSeries, OutcomeChart } from './OutcomeChart';

const points = [
  { at: '2026-11-02T05:00:00.000Z', value: 2.67 },
  { at: '2026-11-16T05:00:00.000Z', value: 5 },
  { at: '2026-11-27T05:00:00.000Z', value: 7.33 },
];

describe('OutcomeChart', () => {
  it('draws the scores as an image named by its summary, with axis values, dates and a table of the values', async () => {
    renderUi(
      <OutcomeChart title="Activity score" valueLabel="Score (0–10)" points={points} emptyText="None yet." />,
    );
    const figure = screen.getByRole('figure', { name: 'Activity score' });
    const chart = within(figure).getByRole('img', {
      name: 'Activity score: 3 scores, from 2.7 on 2 Nov 2026 to 7.3 on 27 Nov 2026',
    });
    // The y axis 0–10, each point's value and its date on the x axis.
    const texts = Array.from(chart.querySelectorAll('text')).map((t) => t.textContent);
    expect(texts).toEqual(
      expect.arrayContaining(['0', '10', '2.7', '5.0', '7.3', '2 Nov', '16 Nov', '27 Nov']),
    );
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    expect(chart.querySelector('path')!.getAttribute('d')).toMatch(
      /^M[\d.]+,[\d.]+ L[\d.]+,[\d.]+ L[\d.]+,[\d.]+$/,
    );

    // The same values as a table, opened from the keyboard.
    const user = userEvent.setup();
    const summary = screen.getByText('Show the values as a table');
    summary.focus();
    await user.keyboard('{Enter}');
    const table = within(figure).getByRole('table', { name: 'Activity score' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['DateScore (0–10)', '2 Nov 20262.7', '16 Nov 20265.0', '27 Nov 20267.3']);
  });

  it('says so when there is nothing to chart', () => {
    renderUi(<OutcomeChart title="Pain" valueLabel="Pain" points={[]} emptyText="No pain rating yet." />);
    expect(screen.getByRole('figure', { name: 'Pain' })).toHaveTextContent('No pain rating yet.');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('summarises one score and none', () => {
    expect(describeSeries('Pain', [])).toBe('Pain: no scores yet');
    expect(describeSeries('Pain', points.slice(0, 1))).toBe('Pain: one score, 2.7 on 2 Nov 2026');
  });
});
