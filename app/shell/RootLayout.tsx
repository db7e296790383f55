import { Outlet } from 'react-router';
import { TranslationTool } from '../i18n/TranslationTool';
import { PopupHost } from './popups/PopupHost';

/** Wraps every route: the page, the popups and (for aa-ER) the in-context translation tool. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <PopupHost />
      <TranslationTool />
    </>
  );
}
