// Open/close state of the slide-in side menu, provided by the app layout.
import { createContext, useContext } from 'react';

export interface SideMenuControl {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
}

export const SideMenuContext = createContext<SideMenuControl>({ open: false, setOpen: () => {}, toggle: () => {} });
export const useSideMenu = () => useContext(SideMenuContext);
