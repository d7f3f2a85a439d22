import type { FormEvent, ReactNode } from 'react';
import { Button, Stack, TextField, useLocale, useMessages } from '@physio/shared-ui';
import { MOBILE_INPUT_MAX_LENGTH } from '@physio/shared-contracts';
import { otpCatalog, otpErrorCatalog } from './otpMessages';
import type { OtpFlow } from './useOtpFlow';

/** Mobile number and GET OTP; the rule's or the server's message shows under the field. */
export function MobileStep({
  flow,
  beforeSend,
  children,
}: {
  flow: OtpFlow;
  /** Checks the caller's own fields (shown above the number); false stops the send. */
  beforeSend?: () => boolean | Promise<boolean>;
  children?: ReactNode;
}) {
  const t = useMessages(otpCatalog);
  const locale = useLocale();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ownFieldsOk = beforeSend ? await beforeSend() : true;
    if (!ownFieldsOk) {
      flow.checkMobile();
      return;
    }
    void flow.sendCode();
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        {children}
        <TextField
          label={t('mobile')}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_INPUT_MAX_LENGTH}
          hint={t('mobileHint')}
          value={flow.mobile}
          onChange={(e) => flow.setMobile(e.target.value)}
          onBlur={() => flow.mobile && flow.checkMobile()}
          error={flow.mobileError ? otpErrorCatalog.translateText(locale, flow.mobileError) : undefined}
        />
        <Button type="submit" variant="primary" loading={flow.busy} fullWidth>
          {t('getOtp')}
        </Button>
      </Stack>
    </form>
  );
}
