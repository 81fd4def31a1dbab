export { Header, HEADER_HEIGHT } from './header.tsx';
export { TopNav } from './top-nav.tsx';
export { SidePanel } from './side-panel.tsx';
export { SecurityDrawers } from './security-drawers.tsx';
export { CustomerPageBanner, isCustomerPage } from './customer-banner.tsx';
