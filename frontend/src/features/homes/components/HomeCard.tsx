import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatHomeAddress, ownsHome, type Home } from '../../../shared/homes/home';
import { SharedHomeBadge } from '../../../shared/homes/SharedHomeBadge';
import { HomePhotoPlaceholder } from './HomePhotoPlaceholder';

interface HomeCardProps {
  home: Home;
  selected: boolean;
  onToggleSelected: (homeId: number) => void;
}

/** One home in the list: opens the home when clicked; the checkbox (outside the link) selects it. */
export function HomeCard({ home, selected, onToggleSelected }: HomeCardProps) {
  return (
    <Card
      sx={{
        position: 'relative',
        height: '100%',
        transition: 'border-color 120ms, box-shadow 120ms',
        ...(selected && {
          borderColor: 'primary.main',
          boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
        }),
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/homes/${home.id}`}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'start',
        }}
      >
        {home.photoUrl ? (
          <CardMedia
            component="img"
            image={home.photoUrl}
            alt=""
            sx={{ aspectRatio: '16 / 9', width: '100%', objectFit: 'cover' }}
          />
        ) : (
          <HomePhotoPlaceholder />
        )}
        <CardContent sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {home.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {formatHomeAddress(home)}
          </Typography>
          <SharedHomeBadge home={home} sx={{ mt: 1 }} />
        </CardContent>
      </CardActionArea>
      {/* Only the owner deletes a home, so only their own homes are selectable. */}
      {ownsHome(home) && (
        <Checkbox
          checked={selected}
          onChange={() => onToggleSelected(home.id)}
          slotProps={{ input: { 'aria-label': `Select ${home.name}` } }}
          sx={{
            position: 'absolute',
            top: 8,
            left: 8,
            p: 0.5,
            borderRadius: 1.5,
            bgcolor: 'rgba(255, 255, 255, 0.92)',
            boxShadow: 1,
            '&:hover': { bgcolor: 'background.paper' },
          }}
        />
      )}
    </Card>
  );
}
