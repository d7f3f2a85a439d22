import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { ScrollManager } from './ScrollManager';

let navigate: ReturnType<typeof useNavigate> = () => undefined;
function CaptureNavigate() {
  navigate = useNavigate();
  return null;
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  Element.prototype.scrollIntoView = jest.fn();
});

it('scrolls to the top on every navigation without a hash, not on the page the visitor arrived on', async () => {
  render(
    <MemoryRouter initialEntries={['/about']}>
      <ScrollManager />
      <CaptureNavigate />
    </MemoryRouter>,
  );
  // A prerendered page may already have been scrolled; a reload restores the reader's position.
  expect(window.scrollTo).not.toHaveBeenCalled();
  await act(async () => navigate('/blog'));
  expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  expect(window.scrollTo).toHaveBeenCalledTimes(1);
  await act(async () => navigate('/blog?page=2'));
  expect(window.scrollTo).toHaveBeenCalledTimes(2);
});

it('scrolls to the hash target once the remote page renders it', async () => {
  render(
    <MemoryRouter initialEntries={['/terms#privacy']}>
      <ScrollManager />
    </MemoryRouter>,
  );
  expect(window.scrollTo).not.toHaveBeenCalled();
  expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();

  const target = document.createElement('section');
  target.id = 'privacy';
  await act(async () => {
    document.body.appendChild(target);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(target);
  target.remove();
});

it('scrolls at once when the hash target is already there', () => {
  const target = document.createElement('h2');
  target.id = 'faq-3';
  document.body.appendChild(target);
  render(
    <MemoryRouter initialEntries={['/faqs#faq-3']}>
      <ScrollManager />
    </MemoryRouter>,
  );
  expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  target.remove();
});
