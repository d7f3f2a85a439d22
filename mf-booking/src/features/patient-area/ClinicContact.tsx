import { supportLinks } from '@physio/shared-ui';

/** How to reach the clinic when a change cannot be made online: the support phone (+91) and WhatsApp. */
export function ClinicContact() {
  const links = supportLinks();
  return (
    <p>
      Call <a href={links.tel}>{links.phoneLabel}</a> or{' '}
      <a
        href={links.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`WhatsApp the clinic on ${links.phoneLabel}`}
      >
        WhatsApp the clinic
      </a>
      .
    </p>
  );
}
