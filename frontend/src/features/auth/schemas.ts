// The password-reset forms' Yup schemas (the login and register forms: account-form-checks.ts).
import { object, ref, string } from 'yup';

const emailAddress = string().trim().required('Email is required').email('Please enter a valid email address');

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
