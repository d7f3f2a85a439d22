/**
 * '@physio/shared-ui/otp': the one-time-code input of both logins. Outside the package index (see dialogs.ts):
 * bundled only into the login screens that show it.
 */
export { OtpInput, type OtpInputProps } from './src/components/OtpInput';
