import { object, string } from 'yup';

export const profileUpdateSchema = object({
  email: string().trim().email('Invalid email address'),
  displayName: string().trim(),
  avatarUrl: string().trim().url('Invalid avatar URL'),
});

export const passwordChangeSchema = object({
  currentPassword: string().required('Current password is required'),
  newPassword: string()
    .required('New password must be at least 6 characters')
    .min(6, 'New password must be at least 6 characters'),
});
