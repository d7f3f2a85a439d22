import { reportVersionSkew, versionSkew } from './skew';

// As the federation runtime words it (runtime-core utils/share.js), wrapped as loadRemote rejects.
const refusal = new Error(
  '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @physio/shared-ui does not satisfy the requirement of mf_booking which needs ^2.0.0)',
);

it('says which remote needs which version of which package, and what the shell has', () => {
  expect(versionSkew(new Error('Could not load mf_booking/BookingPage', { cause: refusal }))).toBe(
    'mf_booking was built against @physio/shared-ui ^2.0.0, but the shell provides 1.0.0: its pages stay unavailable until both are released with versions that fit',
  );
  expect(versionSkew(new Error('ScriptNetworkError: Failed to load script'))).toBeNull();
  expect(versionSkew('not an error')).toBeNull();
});

it('logs it once as an error for the operator, whatever else fails', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  reportVersionSkew(refusal);
  reportVersionSkew(refusal);
  reportVersionSkew(new Error('RUNTIME-003'));
  expect(error).toHaveBeenCalledTimes(1);
  expect(error.mock.calls[0]![0]).toMatch(
    /^\[shell\] mf_booking was built against @physio\/shared-ui \^2\.0\.0/,
  );
  error.mockRestore();
});
