import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { setNavigator } from '@physio/shared-auth/state';
import { Footer } from './chrome/Footer';
import { MAIN_ID, SkipLink } from './chrome/SkipLink';
import { TopNav } from './chrome/TopNav';
import { AppRoutes } from './routing/AppRoutes';
import { ScrollManager } from './routing/ScrollManager';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

/** Lets shared-auth's redirects (refresh 401 → login) use client-side navigation, no page reload. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => void navigate(path)), [navigate]);
  return null;
}

/** The site frame: navigation and footer stay up whatever happens to a remote page in between. */
export function App() {
  return (
    <Page>
      <NavigatorBridge />
      <ScrollManager />
      <SkipLink />
      <TopNav />
      <Main id={MAIN_ID} tabIndex={-1}>
        <AppRoutes />
      </Main>
      <Footer />
    </Page>
  );
}
