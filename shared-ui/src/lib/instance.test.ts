import '../theme';

it('counts this package once on load', () => {
  expect((globalThis as unknown as { __physioSharedUi: { instances: number } }).__physioSharedUi).toEqual({
    instances: 1,
  });
});
