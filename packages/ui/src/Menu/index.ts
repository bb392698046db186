export { Menu, MenuGroup, MenuItem, SubMenu } from './Menu';
export type { MenuProps, MenuGroupProps, MenuItemProps, SubMenuProps } from './Menu';
