import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

interface PageSpinnerProps {
  label?: string;
  /** Height of the area the spinner is centered in. */
  minHeight?: number | string;
}

/** A centered spinner shown while something essential loads. */
export function PageSpinner({ label = 'Loading', minHeight = '60vh' }: PageSpinnerProps) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
