import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { MuiTheme } from '../../shared/theme/MuiTheme';

export function NotFoundPage() {
  return (
    <MuiTheme baseline>
      <Box sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 2 }}>
        <div>
          <Typography variant="h4" component="h1" gutterBottom>
            404 Page Not Found
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            The page you are looking for does not exist or has moved.
          </Typography>
          <Button component={RouterLink} to="/" variant="contained">
            Go to Home
          </Button>
        </div>
      </Box>
    </MuiTheme>
  );
}
