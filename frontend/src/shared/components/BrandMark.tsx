import HomeRounded from '@mui/icons-material/HomeRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface BrandMarkProps {
  /** Show the short title 'YHB' instead of 'Home Book' on small screens. */
  compactOnSmallScreens?: boolean;
}

/** The product logo (a house in a blue tile) and title. */
export function BrandMark({ compactOnSmallScreens = false }: BrandMarkProps) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.contrastText',
          background: 'linear-gradient(135deg, #4f86e6 0%, #1d5fd1 100%)',
          flexShrink: 0,
        }}
      >
        <HomeRounded fontSize="small" />
      </Box>
      <Typography
        component="span"
        variant="h6"
        sx={{ display: compactOnSmallScreens ? { xs: 'none', sm: 'inline' } : 'inline', whiteSpace: 'nowrap' }}
      >
        Home Book
      </Typography>
      {compactOnSmallScreens && (
        <Typography component="span" variant="h6" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          YHB
        </Typography>
      )}
    </Box>
  );
}
