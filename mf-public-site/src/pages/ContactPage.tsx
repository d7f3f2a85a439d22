import styled from 'styled-components';
import { Card, Container, formatPhone, media, phoneHref, siteConfig } from '@physio/shared-ui';
import { ContactForm } from '../features/contact/ContactForm';
import { Lead, PageRoot, PageTitle } from '../features/layout/Page';
import { STATIC_META } from '../lib/meta';
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
  usePageMeta(STATIC_META.contact);
  const whatsapp = `https://wa.me/91${siteConfig.supportPhone}`;
  return (
    <PageRoot>
      <Container>
        <PageTitle>Contact Us</PageTitle>
        <Lead>
          Have a question about your condition, a booking or a payment? Send us a message and our team will
          reply within one working day.
        </Lead>
        <Layout>
          <Card>
            <ContactForm />
          </Card>
          <Details as="aside" aria-labelledby="contact-details">
            <h2 id="contact-details">Reach us directly</h2>
            <dl>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>
              </dd>
              <dt>Phone</dt>
              <dd>
                <a href={phoneHref(siteConfig.supportPhone)}>{formatPhone(siteConfig.supportPhone)}</a>
              </dd>
              <dt>WhatsApp</dt>
              <dd>
                <a href={whatsapp} rel="noopener noreferrer">
                  Chat on WhatsApp
                </a>
              </dd>
              <dt>Hours</dt>
              <dd>Monday to Saturday, 9 am to 6 pm IST</dd>
            </dl>
          </Details>
        </Layout>
      </Container>
    </PageRoot>
  );
}
