// What `import … from 'react-router-dom'` gives the apps' webpack bundles (an alias, see webpack.cjs):
// the parts of React Router the site uses, taken from react-router itself. A shared module is
// bundled whole for whoever consumes it, and all of react-router (data routers, framework and
// server helpers) is ~65 KB gzipped against ~16 KB for these. It is still shared as the
// 'react-router-dom' singleton, so every app uses the shell's one router context.
// Importing a name that is missing here fails the build (exportsPresence: 'error'): add it here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '@physio/react-router-impl';
