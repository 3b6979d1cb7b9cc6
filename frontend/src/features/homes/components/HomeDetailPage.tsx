import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessage, isApiError, serverMessage } from '../../../shared/api/api-error';
import { ImageUpload } from '../../../shared/components/ImageUpload';
import { PageHeading } from '../../../shared/components/PageHeading';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { checkImageFile } from '../../../shared/files/image-file-checks';
import { canEditHome, formatHomeAddress, type Home } from '../../../shared/homes/home';
import { SharedHomeBadge } from '../../../shared/homes/SharedHomeBadge';
import { useToast } from '../../../shared/toast/use-toast';
import { useGetHomeQuery, useUploadHomePhotoMutation } from '../api';

interface HomeDetailPageProps {
  /**
   * SLOT for the equipment list (equipment issue): 'Equipment List' heading, summary, sections.
   * Features do not import each other, so the route that renders this page passes it in.
   */
  renderEquipment?: (home: Home) => ReactNode;
  /** SLOT for more heading actions ('Scan a label' of the equipment feature; export, home book, QR labels of the archive feature). */
  renderActions?: (home: Home) => ReactNode;
}

function BackToHomesButton() {
  return (
    <Button component={RouterLink} to="/" startIcon={<ArrowBackRounded />} variant="outlined">
      Back to Your Home
    </Button>
  );
}

function HomeNotFound() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Home not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        This home does not exist or is no longer in your home book.
      </Typography>
      <BackToHomesButton />
    </Paper>
  );
}

/** /homes/:id: the home's name, address and photo, then its equipment. Shows nothing of it until loaded. */
export function HomeDetailPage({ renderEquipment, renderActions }: HomeDetailPageProps) {
  const { id } = useParams();
  const homeId = Number(id);
  const validId = Number.isSafeInteger(homeId) && homeId > 0;
  const { data: home, error } = useGetHomeQuery(homeId, { skip: !validId });
  const [uploadPhoto, { isLoading: isUploading }] = useUploadHomePhotoMutation();
  const { toast } = useToast();

  if (!validId || (isApiError(error) && error.status === 404)) return <HomeNotFound />;
  if (error) {
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="error">{errorMessage(error)}</Alert>
        <BackToHomesButton />
      </Box>
    );
  }
  if (!home) return <PageSpinner label="Loading home" />;

  async function handlePhoto(file: File) {
    try {
      await uploadPhoto({ homeId, file }).unwrap();
      toast({ title: 'Photo uploaded successfully' });
    } catch (failure) {
      toast({
        title: 'Failed to upload photo',
        // The server's own words when it sent some (e.g. 'Please upload an image smaller than 5MB').
        description: serverMessage(failure, '') || undefined,
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <PageHeading
        title={home.name}
        subtitle={
          home.access === 'owner' ? (
            formatHomeAddress(home)
          ) : (
            <>
              {formatHomeAddress(home)}
              <SharedHomeBadge home={home} style={{ marginLeft: formatHomeAddress(home) ? 8 : 0 }} />
            </>
          )
        }
        actions={
          <>
            <BackToHomesButton />
            {canEditHome(home) && (
              <ImageUpload
                label="Add/Update Home Photo"
                busyLabel="Uploading..."
                busy={isUploading}
                accept="image/*"
                capture="environment"
                check={checkImageFile}
                onSelect={handlePhoto}
                startIcon={<AddAPhotoOutlined />}
                variant="contained"
              />
            )}
            {renderActions?.(home)}
          </>
        }
      />

      {home.photoUrl && (
        <Box
          component="img"
          src={home.photoUrl}
          alt={`Photo of ${home.name}`}
          sx={{
            display: 'block',
            width: '100%',
            aspectRatio: '16 / 9',
            maxHeight: 420,
            objectFit: 'cover',
            borderRadius: 3,
            border: 1,
            borderColor: 'divider',
            mb: 4,
          }}
        />
      )}

      {/* ── SLOT: equipment list (equipment issue) ── */}
      {renderEquipment?.(home)}
    </>
  );
}
