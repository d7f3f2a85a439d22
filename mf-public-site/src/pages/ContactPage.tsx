import styled from 'styled-components';
import { Card, Container, formatPhone, media, phoneHref, siteConfig, useMessages } from '@physio/shared-ui';
import { ContactForm } from '../features/contact/ContactForm';
import { contactCatalog } from '../features/contact/contactMessages';
import { Lead, PageRoot, PageTitle } from '../features/layout/Page';
import { contactMeta } from '../lib/pageMeta/contact';
import { usePageMeta } from '../lib/usePageMeta';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.md} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

const Details = styled(Card)`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  dl {
    margin: 0;
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.md};
    overflow-wrap: anywhere;
  }
`;

export default function ContactPage() {
  const t = useMessages(contactCatalog);
  usePageMeta(contactMeta, 'website', t);
  const whatsapp = `https://wa.me/91${siteConfig.supportPhone}`;
  return (
    <PageRoot>
      <Container>
        <PageTitle>{t('title')}</PageTitle>
        <Lead>{t('lead')}</Lead>
        <Layout>
          <Card>
            <ContactForm />
          </Card>
          <Details as="aside" aria-labelledby="contact-details">
            <h2 id="contact-details">{t('reachUs')}</h2>
            <dl>
              <dt>{t('email')}</dt>
              <dd>
                <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>
              </dd>
              <dt>{t('phone')}</dt>
              <dd>
                <a href={phoneHref(siteConfig.supportPhone)}>{formatPhone(siteConfig.supportPhone)}</a>
              </dd>
              <dt>WhatsApp</dt>
              <dd>
                <a href={whatsapp} rel="noopener noreferrer">
                  {t('chatOnWhatsapp')}
                </a>
              </dd>
              <dt>{t('hours')}</dt>
              <dd>{t('hoursText')}</dd>
            </dl>
          </Details>
        </Layout>
      </Container>
    </PageRoot>
  );
}
