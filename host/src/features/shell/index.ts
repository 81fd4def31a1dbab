export { Header, HEADER_HEIGHT } from './Header.tsx';
export { TopNav } from './TopNav.tsx';
export { SidePanel } from './SidePanel.tsx';
export { SecurityDrawers } from './SecurityDrawers.tsx';
