// A button that opens a menu of links, in groups with an optional heading: the header's menus on a desktop and
// the collapsed navigation on a phone (public header, personal area sections). The menu's code (Chakra's menu and
// its positioning) is not in the first script: the button stands in until it is hovered, focused or pressed,
// then the real menu button (NavMenu.tsx) replaces it, the same to look at, open if it was pressed meanwhile.
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { NavItem } from './nav';

export type NavGroup = { label?: string; items: NavItem[] };
export type NavMenuProps = { label: string; groups: NavGroup[]; current?: string } & ButtonProps;

type MenuModule = typeof import('./NavMenu');
let loaded: MenuModule | null = null;
let loading: Promise<MenuModule> | null = null;
const load = () => (loading ??= import('./NavMenu').then((m) => (loaded = m)));

export function NavMenuButton(props: NavMenuProps) {
  const [menu, setMenu] = useState(loaded);
  const [pressed, setPressed] = useState(false);
  const focused = useRef(false);
  if (menu) return <menu.NavMenu {...props} defaultOpen={pressed} focusTrigger={focused.current} />;
  const fetchMenu = () => void load().then(setMenu);
  const { label, groups: _groups, current: _current, ...button } = props;
  return (
    <Button
      variant="ghost"
      size="sm"
      {...button}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={fetchMenu}
      onFocus={() => {
        focused.current = true;
        fetchMenu();
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onClick={() => {
        setPressed(true);
        fetchMenu();
      }}
    >
      {label} ▾
    </Button>
  );
}
