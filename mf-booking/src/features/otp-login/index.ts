export { OtpLoginModals } from './OtpLoginModals';
export { MobileStep } from './MobileStep';
export { CodeStep } from './CodeStep';
export { useOtpFlow, type OtpFlow } from './useOtpFlow';
export { LoginPanel } from './LoginPanel';
