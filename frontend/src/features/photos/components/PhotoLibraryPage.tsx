import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { ImageUpload } from '../../../shared/components/ImageUpload';
import { PageHeading } from '../../../shared/components/PageHeading';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { WEB_IMAGE_ACCEPT } from '../../../shared/files/image-file-checks';
import { useGetHomesQuery } from '../../../shared/homes/homes-api';
import { useToast } from '../../../shared/toast/use-toast';
import { useGetPhotosQuery, useUploadPhotoMutation } from '../api';
import { checkLibraryPhoto } from '../library-photo-check';
import type { Photo } from '../photo';
import { groupPhotosByHome, type PhotoGroup } from '../photo-groups';

export const PHOTO_DATE_FORMAT = 'MMM d, yyyy';

function PhotoTile({ photo, groupTitle }: { photo: Photo; groupTitle: string }) {
  const date = format(new Date(photo.createdAt), PHOTO_DATE_FORMAT);
  return (
    <Card component="li" sx={{ overflow: 'hidden' }}>
      <Box
        component="a"
        href={photo.url}
        target="_blank"
        rel="noopener noreferrer"
        sx={{
          display: 'block',
          bgcolor: 'grey.100',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Box
          component="img"
          src={photo.url}
          alt={`${groupTitle} photo from ${date}`}
          loading="lazy"
          sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ px: { xs: 1, sm: 1.5 }, py: 1 }}>
        <time dateTime={photo.createdAt}>{date}</time>
      </Typography>
    </Card>
  );
}

function PhotoGroupSection({ group }: { group: PhotoGroup }) {
  const headingId = `photo-group-${group.key}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {group.title}
      </Typography>
      {group.subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {group.subtitle}
        </Typography>
      )}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 2,
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: { xs: 1.5, sm: 2 },
        }}
      >
        {group.photos.map((photo) => (
          <PhotoTile key={photo.id} photo={photo} groupTitle={group.title} />
        ))}
      </Box>
    </Box>
  );
}

/** /photos: upload a photo (optionally for a home) and browse all photos grouped by home. */
export function PhotoLibraryPage() {
  const { data: photos = [], isLoading, error } = useGetPhotosQuery();
  const { data: homes = [] } = useGetHomesQuery();
  const [uploadPhoto, { isLoading: isUploading }] = useUploadPhotoMutation();
  const { toast } = useToast();
  const [homeId, setHomeId] = useState('');
  const groups = useMemo(() => groupPhotosByHome(photos), [photos]);

  async function handleSelect(file: File) {
    try {
      await uploadPhoto({ file, homeId: homeId ? Number(homeId) : undefined }).unwrap();
      toast({ title: 'Photo uploaded successfully' });
    } catch (failure) {
      toast({
        title: 'Failed to upload photo',
        description: errorMessage(failure, 'An unknown error occurred'),
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <PageHeading title="Photo Library" subtitle="Photos of your homes and equipment." />

      <Card sx={{ mb: 4 }}>
        <CardContent
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'stretch', sm: 'center' },
            gap: 2,
            p: { xs: 2.5, sm: 3 },
            '&:last-child': { pb: { xs: 2.5, sm: 3 } },
          }}
        >
          <TextField
            select
            label="Home (optional)"
            value={homeId}
            onChange={(event) => setHomeId(event.target.value)}
            disabled={isUploading}
            size="small"
            fullWidth={false}
            sx={{ width: { xs: '100%', sm: 300 } }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">No home</option>
            {homes.map((home) => (
              <option key={home.id} value={String(home.id)}>
                {home.name}
              </option>
            ))}
          </TextField>
          <Box sx={{ flexShrink: 0, display: 'grid', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
            <ImageUpload
              label="Upload Photo"
              busyLabel="Uploading..."
              busy={isUploading}
              accept={WEB_IMAGE_ACCEPT}
              check={checkLibraryPhoto}
              onSelect={handleSelect}
              onNoFile={() => toast({ title: 'No file selected', variant: 'destructive' })}
              startIcon={<CloudUploadOutlined />}
              variant="contained"
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            JPG, PNG or WebP, up to 5MB.
          </Typography>
        </CardContent>
      </Card>

      {isLoading ? (
        <PageSpinner label="Loading photos" minHeight={240} />
      ) : error ? (
        <Alert severity="error">{errorMessage(error)}</Alert>
      ) : groups.length === 0 ? (
        <Paper variant="outlined" sx={{ py: 8, px: 2, textAlign: 'center' }}>
          <Typography color="text.secondary">
            No photos added yet. Click &quot;Upload Photo&quot; to add your first photo.
          </Typography>
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gap: 5 }}>
          {groups.map((group) => (
            <PhotoGroupSection key={group.key} group={group} />
          ))}
        </Box>
      )}
    </>
  );
}
