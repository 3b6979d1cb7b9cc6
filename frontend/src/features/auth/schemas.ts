import { number, object, ref, string } from 'yup';
import { isDisposableEmail } from './disposable-email-domains';

export const MIN_PASSWORD_LENGTH = 6;

const emailAddress = string().trim().required('Email is required').email('Please enter a valid email address');

export const loginSchema = object({
  username: string().trim().required('Username is required'),
  password: string().required('Password is required'),
});

export const registerSchema = object({
  username: string().trim().required('Username is required'),
  email: emailAddress.test(
    'non-disposable',
    'Please use a valid non-disposable email address',
    (value) => !value || !isDisposableEmail(value),
  ),
  password: string()
    .required('Password must be at least 6 characters')
    .min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters'),
  captchaAnswer: number()
    .typeError('Please answer the security question')
    .required('Please answer the security question'),
  adminKey: string(),
});

export const passwordResetRequestSchema = object({
  email: emailAddress,
});

/** The minimum length is checked on submit and reported as a toast (spec §5). */
export const passwordResetSchema = object({
  newPassword: string().required('Please enter a new password'),
  confirmPassword: string()
    .required('Please confirm your new password')
    .oneOf([ref('newPassword')], "Passwords don't match"),
});
