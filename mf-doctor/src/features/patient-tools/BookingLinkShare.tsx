import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  InlineMessage,
  Stack,
  TextField,
  buttonStyles,
  siteConfig,
  type ButtonVariant,
} from '@physio/shared-ui';
import { bookingLink, copyText, whatsappShareLink } from './clipboard';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
const ExternalButton = styled.a<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  ${buttonStyles}
`;

/** The patient's booking link /c/{id}: copy it, or share it on WhatsApp. */
export function BookingLinkShare({ patientId }: { patientId: string }) {
  const link = bookingLink(window.location.origin, patientId);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);

  const copy = async () => setCopied((await copyText(link)) ? 'yes' : 'no');

  return (
    <Stack>
      <h3 style={{ margin: 0 }}>Booking link</h3>
      <TextField
        id="booking-link"
        label="Patient's booking link"
        readOnly
        value={link}
        onFocus={(e) => e.target.select()}
      />
      <Actions>
        <Button type="button" variant="secondary" onClick={copy}>
          Copy link
        </Button>
        <ExternalButton
          $variant="secondary"
          $fullWidth={false}
          href={whatsappShareLink(link, siteConfig.brandName)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Share on WhatsApp
        </ExternalButton>
      </Actions>
      <div aria-live="polite">
        {copied === 'yes' && <InlineMessage tone="success">Booking link copied.</InlineMessage>}
        {copied === 'no' && (
          <InlineMessage tone="error">
            Could not copy automatically: select the link above and copy it.
          </InlineMessage>
        )}
      </div>
    </Stack>
  );
}
