import { screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { CardList } from './CardList';
import { PageFrame } from './PageFrame';

describe('PageFrame and CardList', () => {
  it('give a page its heading, intro and a bullet-less list of cards in columns of at least $min', () => {
    renderUi(
      <PageFrame narrow title="My orders" intro="Every order you paid for.">
        <CardList $min="18rem">
          <li>First</li>
          <li>Second</li>
        </CardList>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    expect(screen.getByText('Every order you paid for.')).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveAttribute('role', 'list');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
      .join('\n');
    expect(css).toContain('minmax(min(100%, 18rem), 1fr)');
  });
});
