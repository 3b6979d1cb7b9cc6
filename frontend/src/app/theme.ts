import { createTheme } from '@mui/material/styles';

/** A calm "house blue" with a warm amber accent; soft surfaces and rounded shapes. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1d5fd1', light: '#4f86e6', dark: '#15479e', contrastText: '#ffffff' },
    secondary: { main: '#f29d38', contrastText: '#1f2937' },
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
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8 } },
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
  },
});
