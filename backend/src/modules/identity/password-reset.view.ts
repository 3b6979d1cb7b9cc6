/** GET /api/auth/password-reset/validate: whether the link's token can still set a password. */
export interface ResetTokenCheckView {
  valid: boolean;
}

/** POST /api/auth/password-reset/confirm: the password was set. */
export interface PasswordResetDoneView {
  success: true;
  message: string;
}
