import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

interface MuiThemeProps {
  children: ReactNode;
  /** Also add MUI's CssBaseline (a page's frame); parts shown on a plain page (a dialog) leave it out. */
  baseline?: boolean;
}

/**
 * The MUI theme for what is drawn with MUI. Not in the entry: the first page (/auth) is drawn without MUI
 * (plain-ui.css), so the theme arrives with the pages and parts that use MUI (docs/architecture.md,
 * "First page"): the signed-in layout, the reset-password and not-found pages, the forgot-password dialog
 * and the update notice.
 */
export function MuiTheme({ children, baseline = false }: MuiThemeProps) {
  return (
    <ThemeProvider theme={theme}>
      {baseline && <CssBaseline />}
      {children}
    </ThemeProvider>
  );
}
