import { clearDraft, readDraft, saveDraft } from './draft';

describe('form drafts', () => {
  beforeEach(() => sessionStorage.clear());

  it('round-trips known fields of the same type only', () => {
    saveDraft('k', { name: 'Ravi', quantity: 3, extra: 'x' });
    expect(readDraft('k', { name: '', quantity: '1' })).toEqual({ name: 'Ravi', quantity: '1' });
  });

  it('falls back on missing or corrupt drafts and clears', () => {
    expect(readDraft('none', { a: '' })).toEqual({ a: '' });
    sessionStorage.setItem('bad', '{not json');
    expect(readDraft('bad', { a: '' })).toEqual({ a: '' });
    saveDraft('k', { a: 'b' });
    clearDraft('k');
    expect(sessionStorage.getItem('k')).toBeNull();
  });
});
