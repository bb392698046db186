export { SideMenu } from './SideMenu';
export type { SideMenuProps } from './SideMenu';
export { buildSideMenu, classItems } from './buildSideMenu';
export type { SideMenuGroup, SideMenuGroupKey, SideMenuItem, SideMenuLinks } from './buildSideMenu';
