import { useEffect } from 'react';
import { useMessages } from '@physio/shared-ui';
import { Modal } from '@physio/shared-ui/dialogs';
import type { VerifiedPatient } from '@physio/shared-contracts';
import { CodeStep } from './CodeStep';
import { MobileStep } from './MobileStep';
import { otpCatalog } from './otpMessages';
import { useOtpFlow, useOtpRules } from './useOtpFlow';

interface Props {
  open: boolean;
  name: string;
  email: string;
  onVerified: (patient: VerifiedPatient, mobile: string) => void;
  onClose: () => void;
}

/** The booking form's login: a mobile-number modal, then the code modal (spec §4). */
export function OtpLoginModals({ open, name, email, onVerified, onClose }: Props) {
  const rules = useOtpRules();
  // Opened after a booking form was filled: the login's rules are needed now.
  const { need } = rules;
  useEffect(() => need(), [need]);
  const flow = useOtpFlow({ name, email, onVerified, rules });
  const t = useMessages(otpCatalog);
  return (
    <>
      <Modal open={open && flow.step === 'mobile'} onClose={onClose} title={t('verifyTitle')}>
        <MobileStep flow={flow} />
      </Modal>
      <Modal open={open && flow.step === 'code'} onClose={onClose} title={t('codeTitle')}>
        <CodeStep flow={flow} />
      </Modal>
    </>
  );
}
