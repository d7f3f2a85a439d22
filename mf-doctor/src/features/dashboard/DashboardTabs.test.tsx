import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@physio/shared-ui';
import { DashboardTabs } from './DashboardTabs';
import { DASHBOARD_TABS } from './tabs';

describe('DashboardTabs', () => {
  it('moves on from the focused tab, even while the selection shown still lags behind it', () => {
    const onSelect = jest.fn();
    const [first, second] = DASHBOARD_TABS;
    const last = DASHBOARD_TABS[DASHBOARD_TABS.length - 1]!;
    render(
      <ThemeProvider theme={theme}>
        {/* The last tab was chosen; its panel is loading, so the one before is still the one shown. */}
        <DashboardTabs active={DASHBOARD_TABS[DASHBOARD_TABS.length - 2]!.id} onSelect={onSelect}>
          <p>panel</p>
        </DashboardTabs>
      </ThemeProvider>,
    );
    fireEvent.keyDown(screen.getByRole('tab', { name: last.label }), { key: 'ArrowRight' });
    expect(onSelect).toHaveBeenLastCalledWith(first!.id);
    fireEvent.keyDown(screen.getByRole('tab', { name: first!.label }), { key: 'ArrowRight' });
    expect(onSelect).toHaveBeenLastCalledWith(second!.id);
    expect(screen.getByRole('tab', { name: second!.label })).toHaveFocus();
  });
});
