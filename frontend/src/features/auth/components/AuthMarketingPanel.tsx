import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import DocumentScannerOutlined from '@mui/icons-material/DocumentScannerOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const highlights: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <DocumentScannerOutlined />,
    title: 'Smart label reading',
    text: 'Photograph an equipment label and the brand, model and serial number are filled in for you.',
  },
  {
    icon: <CloudDoneOutlined />,
    title: 'Cloud storage',
    text: 'Photos, manuals and warranty papers are stored safely and are there whenever you need them.',
  },
  {
    icon: <VerifiedUserOutlined />,
    title: 'Warranty tracking',
    text: 'See at a glance what is still covered and what is expiring soon.',
  },
];

/** The side panel of the auth screen (below the form on small screens). */
export function AuthMarketingPanel() {
  return (
    <Box
      component="aside"
      sx={{
        display: 'flex',
        alignItems: 'center',
        p: { xs: 4, md: 6, lg: 10 },
        color: 'common.white',
        background: 'linear-gradient(145deg, #2f74e0 0%, #1d5fd1 45%, #123f8f 100%)',
      }}
    >
      <Box sx={{ maxWidth: 520 }}>
        <Typography variant="h3" component="h2" sx={{ mb: 2, fontSize: { xs: '2rem', md: '3rem' } }}>
          Document Your Home Equipment
        </Typography>
        <Typography sx={{ fontSize: '1.1rem', opacity: 0.9, mb: { xs: 4, md: 5 } }}>
          Keep every appliance, system and warranty of your home in one organised book, with smart label reading to
          capture details in seconds and cloud storage that keeps your records safe.
        </Typography>
        <Stack spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {highlights.map(({ icon, title, text }) => (
            <Box component="li" key={title} sx={{ display: 'flex', gap: 2 }}>
              <Box
                aria-hidden
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: 2,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'rgba(255, 255, 255, 0.15)',
                  flexShrink: 0,
                }}
              >
                {icon}
              </Box>
              <div>
                <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
                <Typography sx={{ opacity: 0.85 }}>{text}</Typography>
              </div>
            </Box>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
