export { mountStandalone } from './mountStandalone';
export { StandaloneApp, standaloneRoutes, type LocalPageLoader } from './StandaloneApp';
