import { object, string } from 'yup';

/** Spec §5 home: name, address, city, state and zip code required; details optional. */
export const homeSchema = object({
  name: string().trim().required('Name is required'),
  address: string().trim().required('Address is required'),
  city: string().trim().required('City is required'),
  state: string().trim().required('State is required'),
  zipCode: string().trim().required('Zip Code is required'),
  details: string().trim(),
});
