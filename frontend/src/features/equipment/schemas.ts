import { array, object, string } from 'yup';
import { inventoryFieldsSchema } from './inventory-fields';

/** Spec §5 equipment: a home (as a number) and a name are required; the rest is optional. */
export const equipmentSchema = object({
  homeId: string().required('Home is required').matches(/^\d+$/, 'Home is required'),
  name: string().trim().required('Name is required'),
  brand: string().trim(),
  modelNumber: string().trim(),
  serialNumber: string().trim(),
  type: string().trim(),
  installationDate: string().trim(),
  notes: string().trim(),
  manualUrls: array(string()),
  ...inventoryFieldsSchema,
});
