import { useId, type FormEvent } from 'react';
import { Button, InlineMessage, Stack, useCountdown, useLocale, useMessages } from '@physio/shared-ui';
import { OtpInput } from '@physio/shared-ui/otp';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@physio/shared-contracts';
import { otpCatalog, otpErrorCatalog } from './otpMessages';
import type { OtpFlow } from './useOtpFlow';

/** "Resend code in N s", then a Resend button. Remounted (key) on every code sent. */
function ResendTimer({ flow }: { flow: OtpFlow }) {
  const remaining = useCountdown(OTP_RESEND_SECONDS);
  const t = useMessages(otpCatalog);
  if (remaining > 0) {
    return (
      <p role="timer" aria-live="off">
        {t('resendIn', { seconds: remaining })}
      </p>
    );
  }
  return (
    <Button type="button" variant="ghost" onClick={() => void flow.sendCode()} disabled={flow.busy}>
      {t('resend')}
    </Button>
  );
}

/** Six single-digit inputs, VERIFY, "Wrong OTP!" and the resend countdown. */
export function CodeStep({ flow }: { flow: OtpFlow }) {
  const errorId = useId();
  const t = useMessages(otpCatalog);
  const locale = useLocale();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.verify();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <p>
          {t('sentTo', { length: OTP_LENGTH })} <strong>+91 {flow.mobile}</strong>
          {locale === 'en' ? '.' : ''}
        </p>
        <OtpInput
          label={t('code')}
          digitLabel={(position, count) => t('digit', { position, count })}
          value={flow.code}
          onChange={flow.setCode}
          disabled={flow.busy}
          errorId={flow.codeError ? errorId : undefined}
          takeFocus
        />
        {flow.codeError && (
          <InlineMessage tone="error" id={errorId}>
            {otpErrorCatalog.translateText(locale, flow.codeError)}
          </InlineMessage>
        )}
        <Button type="submit" variant="primary" loading={flow.busy} fullWidth>
          {t('verify')}
        </Button>
        <Stack $direction="row" $justify="space-between" $align="center">
          <ResendTimer key={flow.sends} flow={flow} />
          <Button type="button" variant="ghost" onClick={flow.changeNumber} disabled={flow.busy}>
            {t('changeNumber')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
