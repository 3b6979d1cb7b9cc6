import { createTheme } from '@mui/material/styles';

/** A calm "house blue" with a warm amber accent; soft surfaces and rounded shapes. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1d5fd1', light: '#4f86e6', dark: '#15479e', contrastText: '#ffffff' },
    // dark: the amber as text on white (5.9:1, AA), e.g. outlined 'Beta' chips.
    secondary: { main: '#f29d38', dark: '#9a5208', contrastText: '#1f2937' },
    error: { main: '#d32f2f' },
    background: { default: '#f4f7fb', paper: '#ffffff' },
    text: { primary: '#1f2937', secondary: '#5b6472' },
    divider: '#e3e8ef',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Reduced motion: no transitions, animations or smooth scrolling (dialogs, menus, ripples).
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        // A keyboard focus ring on every button, tab, menu item and icon button (the ripple alone is faint).
        root: ({ theme }) => ({
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
        }),
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        // Touch targets of at least 44 px on phones.
        root: ({ theme }) => ({ borderRadius: 8, [theme.breakpoints.down('sm')]: { minHeight: 44 } }),
      },
    },
    MuiChip: {
      styleOverrides: {
        // The amber itself is too light for text on white (2.2:1).
        root: ({ theme }) => ({
          variants: [
            { props: { variant: 'outlined', color: 'secondary' }, style: { color: theme.palette.secondary.dark } },
          ],
        }),
      },
    },
    MuiIconButton: {
      styleOverrides: {
        root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { minWidth: 44, minHeight: 44 } }),
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: ({ theme }) => ({
          border: `1px solid ${theme.palette.divider}`,
          boxShadow: '0 1px 3px rgba(16, 24, 40, 0.06)',
        }),
      },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: ({ theme }) => ({
          backgroundColor: theme.palette.background.paper,
          borderBottom: `1px solid ${theme.palette.divider}`,
        }),
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 14 } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    // Table cells keep whole words when the table sizes its columns (the body's 'anywhere', plain-ui.css, would squeeze a column
    // to a letter or two on a phone: 'Ad/dr/ess'); the admin tables scroll sideways in their own container instead.
    MuiTableCell: { styleOverrides: { root: { overflowWrap: 'break-word' } } },
  },
});
