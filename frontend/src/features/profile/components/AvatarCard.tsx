import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../shared/api/api-error';
import { ImageUpload } from '../../../shared/components/ImageUpload';
import { UserAvatar } from '../../../shared/components/UserAvatar';
import { checkAvatarFile, WEB_IMAGE_ACCEPT } from '../../../shared/files/image-file-checks';
import type { User } from '../../../shared/session/user';
import { useToast } from '../../../shared/toast/use-toast';
import { useUploadAvatarMutation } from '../api';

export function AvatarCard({ user }: { user: User }) {
  const [uploadAvatar, { isLoading }] = useUploadAvatarMutation();
  const { toast } = useToast();

  async function handleSelect(file: File) {
    try {
      await uploadAvatar(file).unwrap();
      toast({ title: 'Avatar updated' });
    } catch (error) {
      toast({
        title: 'Failed to update avatar',
        description: errorMessage(error, 'Failed to upload avatar'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Card>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'center',
          gap: 3,
          p: { xs: 3, sm: 4 },
          textAlign: { xs: 'center', sm: 'left' },
        }}
      >
        <UserAvatar user={user} size={96} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {user.displayName || user.username}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            @{user.username}
          </Typography>
          <ImageUpload
            label="Change avatar"
            busyLabel="Uploading..."
            busy={isLoading}
            accept={WEB_IMAGE_ACCEPT}
            check={checkAvatarFile}
            onSelect={handleSelect}
            startIcon={<PhotoCameraOutlined />}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            JPG, PNG or WebP, up to 2MB. Recommended: 400x400 square.
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
