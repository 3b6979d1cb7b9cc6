import { mixed, object, string } from 'yup';
import type { MemberRole } from '../../shared/homes/home';

const email = string().trim().required('Email is required').email('Invalid email address');

/** The Share dialog's invite form. */
export const inviteSchema = object({
  email,
  role: mixed<MemberRole>().oneOf(['viewer', 'editor'], 'Choose Viewer or Editor').required('Choose a role'),
});

/** The 'Transfer to a new owner' form. */
export const transferSchema = object({
  email,
});
