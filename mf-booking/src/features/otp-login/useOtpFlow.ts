import { useState } from 'react';
import { schemaErrors, useSchemaForm, useWhenNeeded, type WhenNeeded } from '@physio/shared-ui';
import { MESSAGES, normalizeMobile, type VerifiedPatient } from '@physio/shared-contracts';

const loadOtpRules = () => import('./otpRules');
export type OtpRules = Awaited<ReturnType<typeof loadOtpRules>>;

/** The login's rules and calls, loaded on the first move on the page (or by a step that needs them). */
export const useOtpRules = (): WhenNeeded<OtpRules> => useWhenNeeded(loadOtpRules);

const mobileError = (rules: OtpRules, mobile: string) =>
  schemaErrors(rules.mobileFormSchema, { mobile }).mobile ?? null;

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
  /** useOtpRules() of the caller (which may check its own fields with them). */
  rules: WhenNeeded<OtpRules>;
}): OtpFlow {
  const { rules } = options;
  const [step, setStep] = useState<OtpStep>('mobile');
  const [mobile, setMobileValue] = useState('');
  const [mobileErr, setMobileErr] = useState<string | null>(null);
  // The code's rule is the API's (otpCodeFormSchema): OtpInput marks empty boxes with spaces, so only
  // six digits are a code; anything else is "Wrong OTP!" without asking the server.
  const codeForm = useSchemaForm(rules.value?.otpCodeFormSchema ?? null, { code: '' });
  const code = codeForm.values.code;
  const setCodeError = (message: string) => codeForm.setErrors({ code: message });
  const [busy, setBusy] = useState(false);
  const [sends, setSends] = useState(0);

  const setMobile = (value: string) => {
    // A pasted +91 98765 43210 or 919876543210 keeps its 10 digits, not the country code's.
    const digits = normalizeMobile(value);
    setMobileValue(digits);
    if (mobileErr && rules.value) setMobileErr(mobileError(rules.value, digits));
  };

  /** The number's rule; before the rules are here, false, and the message follows when they arrive. */
  const checkMobile = () => {
    if (!rules.value) {
      void rules.get().then((r) => setMobileErr(mobileError(r, mobile)));
      return false;
    }
    const error = mobileError(rules.value, mobile);
    setMobileErr(error);
    return error === null;
  };

  /** A changed code clears the message: the patient is typing a new one. */
  const setCode = (value: string) => {
    codeForm.set('code', value);
    codeForm.setErrors({});
  };

  const sendCode = async () => {
    if (busy) return;
    const r = await rules.get();
    const error = mobileError(r, mobile);
    setMobileErr(error);
    if (error) return;
    setBusy(true);
    const result = await r.requestPatientOtp(options.name.trim(), options.email.trim(), mobile);
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
    const result = await (await rules.get()).verifyPatientOtp(mobile, code);
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
