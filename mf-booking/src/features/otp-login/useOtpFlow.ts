import { useState } from 'react';
import { requestPatientOtp, verifyPatientOtp } from '@physio/shared-auth';
import { schemaErrors, useSchemaForm } from '@physio/shared-ui';
import {
  MESSAGES,
  mobileFormSchema,
  otpCodeFormSchema,
  normalizeMobile,
  type VerifiedPatient,
} from '@physio/shared-contracts';

const mobileError = (mobile: string) => schemaErrors(mobileFormSchema, { mobile }).mobile ?? null;

export type OtpStep = 'mobile' | 'code';

export interface OtpFlow {
  step: OtpStep;
  mobile: string;
  setMobile: (value: string) => void;
  mobileError: string | null;
  checkMobile: () => boolean;
  code: string;
  setCode: (value: string) => void;
  codeError: string | null;
  busy: boolean;
  /** Bumped on every code sent: the resend countdown restarts from it. */
  sends: number;
  sendCode: () => Promise<void>;
  verify: () => Promise<void>;
  changeNumber: () => void;
}

/** Statuses that mean "this code is not right" rather than "try again later". */
const isWrongCode = (status: number) => status >= 400 && status < 500 && status !== 429;

/** The one-time-code login: mobile number → code → verified patient (stored by shared-auth). */
export function useOtpFlow(options: {
  name: string;
  email: string;
  onVerified: (patient: VerifiedPatient, mobile: string) => void;
}): OtpFlow {
  const [step, setStep] = useState<OtpStep>('mobile');
  const [mobile, setMobileValue] = useState('');
  const [mobileErr, setMobileErr] = useState<string | null>(null);
  // The code's rule is the API's (otpCodeFormSchema): OtpInput marks empty boxes with spaces, so only
  // six digits are a code; anything else is "Wrong OTP!" without asking the server.
  const codeForm = useSchemaForm(otpCodeFormSchema, { code: '' });
  const code = codeForm.values.code;
  const setCodeError = (message: string) => codeForm.setErrors({ code: message });
  const [busy, setBusy] = useState(false);
  const [sends, setSends] = useState(0);

  const setMobile = (value: string) => {
    // A pasted +91 98765 43210 or 919876543210 keeps its 10 digits, not the country code's.
    const digits = normalizeMobile(value);
    setMobileValue(digits);
    if (mobileErr) setMobileErr(mobileError(digits));
  };

  const checkMobile = () => {
    const error = mobileError(mobile);
    setMobileErr(error);
    return error === null;
  };

  /** A changed code clears the message: the patient is typing a new one. */
  const setCode = (value: string) => {
    codeForm.set('code', value);
    codeForm.setErrors({});
  };

  const sendCode = async () => {
    if (busy || !checkMobile()) return;
    setBusy(true);
    const result = await requestPatientOtp(options.name.trim(), options.email.trim(), mobile);
    setBusy(false);
    if (!result.ok) {
      // The server's message, shown where the patient typed the number (spec §8).
      if (step === 'mobile') setMobileErr(result.message);
      else setCodeError(result.message);
      return;
    }
    codeForm.reset({ code: '' });
    setSends((n) => n + 1);
    setStep('code');
  };

  const verify = async () => {
    if (busy || !codeForm.validate()) return;
    setBusy(true);
    const result = await verifyPatientOtp(mobile, code);
    setBusy(false);
    if (!result.ok) {
      setCodeError(isWrongCode(result.status) ? MESSAGES.wrongOtp : result.message);
      return;
    }
    options.onVerified(result.data, mobile);
  };

  const changeNumber = () => {
    setStep('mobile');
    codeForm.reset({ code: '' });
  };

  return {
    step,
    mobile,
    setMobile,
    mobileError: mobileErr,
    checkMobile,
    code,
    setCode,
    codeError: codeForm.errors.code ?? null,
    busy,
    sends,
    sendCode,
    verify,
    changeNumber,
  };
}
