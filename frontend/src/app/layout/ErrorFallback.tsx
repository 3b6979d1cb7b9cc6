import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface ErrorFallbackProps {
  error: unknown;
  onReload?: () => void;
}

const reloadPage = () => window.location.reload();

/** The page shown instead of the app after an uncaught rendering error. */
export function ErrorFallback({ error, onReload = reloadPage }: ErrorFallbackProps) {
  const message = error instanceof Error && error.message ? error.message : 'An unexpected error occurred';
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 480, width: '100%', textAlign: 'center' }}>
        <ErrorOutlineRounded color="error" sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h5" component="h1" gutterBottom>
          Something went wrong
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          {message}
        </Typography>
        <Button variant="contained" onClick={onReload}>
          Reload page
        </Button>
      </Paper>
    </Box>
  );
}
