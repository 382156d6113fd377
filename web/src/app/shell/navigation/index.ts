/** The shell's navigation: the two top bars (swapped with Cmd/Ctrl+Shift+N), the footer, theme and language. */
export { preloadFirstBar, TopBar } from './components/top-bar';
export { SiteFooter } from './components/site-footer';
export { NAV_BAR_STORAGE_KEY, readStoredBar } from './lib/use-nav-bar';
