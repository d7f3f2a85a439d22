export { OtpLoginModals } from './OtpLoginModals';
export { MobileStep } from './MobileStep';
export { CodeStep } from './CodeStep';
export { useOtpFlow, useOtpRules, type OtpFlow, type OtpRules } from './useOtpFlow';
export { LoginPanel } from './LoginPanel';
