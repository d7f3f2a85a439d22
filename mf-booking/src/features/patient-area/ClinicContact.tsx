import { supportLinks, useMessages } from '@physio/shared-ui';
import { NODE, withNode } from '../../lib/withNode';
import { patientAreaCatalog } from './patientAreaMessages';

/** How to reach the clinic when a change cannot be made online: the support phone (+91) and WhatsApp. */
export function ClinicContact() {
  const links = supportLinks();
  const t = useMessages(patientAreaCatalog);
  const [beforeWhatsApp = '', afterWhatsApp = ''] = t('callOr', { phone: NODE, whatsapp: '\u0002' }).split(
    '\u0002',
  );
  return (
    <p>
      {withNode(beforeWhatsApp, <a href={links.tel}>{links.phoneLabel}</a>)}
      <a
        href={links.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('whatsappClinicOn', { phone: links.phoneLabel })}
      >
        {t('whatsappClinic')}
      </a>
      {afterWhatsApp}
    </p>
  );
}
