import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Markdown } from './Markdown';

const renderMd = (source: string) =>
  render(
    <MemoryRouter>
      <Markdown source={source} />
    </MemoryRouter>,
  );

it('renders headings from level 2, paragraphs, lists and emphasis', () => {
  renderMd('# Top\n\n### Sub\n\nSome **bold** and *soft* words.\n\n- one\n- two\n\n1. first');
  expect(screen.getByRole('heading', { level: 2, name: 'Top' })).toHaveAttribute('id', 'top');
  expect(screen.getByRole('heading', { level: 3, name: 'Sub' })).toBeInTheDocument();
  expect(screen.getByText('bold').tagName).toBe('STRONG');
  expect(screen.getByText('soft').tagName).toBe('EM');
  expect(screen.getAllByRole('list')).toHaveLength(2);
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
});

it('renders internal links through the router and external ones with rel', () => {
  renderMd('[Conditions](/conditions-we-treat) and [site](https://example.org) and [mail](mailto:a@b.in)');
  expect(screen.getByRole('link', { name: 'Conditions' })).toHaveAttribute('href', '/conditions-we-treat');
  expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@b.in');
});

it('never injects HTML and drops unsafe links to text', () => {
  const { container } = renderMd('<script>alert(1)</script> [click](javascript:void0) <b>x</b>');
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('b')).toBeNull();
  expect(screen.queryByRole('link')).toBeNull();
  expect(container.textContent).toContain('<script>alert(1)</script> click <b>x</b>');
});
