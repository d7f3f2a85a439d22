import { registerInstance } from './instance';
import './session';

describe('singleton check', () => {
  it('counts this package once on load', () => {
    expect(
      (globalThis as unknown as { __physioSharedAuth: { instances: number } }).__physioSharedAuth,
    ).toEqual({
      instances: 1,
    });
  });

  it('reports a second copy loudly', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(registerInstance('__testPkg', 'test-pkg')).toBe(1);
    expect(error).not.toHaveBeenCalled();
    expect(registerInstance('__testPkg', 'test-pkg')).toBe(2);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('2 copies loaded'));
    error.mockRestore();
  });
});
