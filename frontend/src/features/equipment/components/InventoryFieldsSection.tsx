import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useField } from 'formik';
import { FormikTextField } from '../../../shared/components/FormikTextField';
import { useGetEquipmentQuery } from '../api';
import { roomsOf } from '../inventory-fields';

interface InventoryFieldsSectionProps {
  /** The home whose rooms are suggested (none while no home is chosen). */
  homeId: number | null;
  disabled?: boolean;
}

/** 'Room': free text, with the rooms the home's equipment already uses offered as you type. */
function RoomField({ homeId, disabled }: InventoryFieldsSectionProps) {
  const [field, meta, helpers] = useField<string>('room');
  const { data: equipment = [] } = useGetEquipmentQuery(homeId ?? 0, { skip: homeId === null });
  const showError = meta.touched && Boolean(meta.error);
  return (
    <Autocomplete
      freeSolo
      options={roomsOf(equipment)}
      inputValue={field.value ?? ''}
      onInputChange={(_event, value) => void helpers.setValue(value)}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          name="room"
          label="Room"
          onBlur={field.onBlur}
          error={showError}
          helperText={showError ? meta.error : ' '}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: 80 } }}
        />
      )}
    />
  );
}

/** 'Purchase Date': the browser's date picker, today at the latest. */
function PurchaseDateField({ disabled }: { disabled?: boolean }) {
  const [field, meta] = useField<string>('purchaseDate');
  const showError = meta.touched && Boolean(meta.error);
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      type="date"
      label="Purchase Date"
      fullWidth
      disabled={disabled}
      error={showError}
      helperText={showError ? meta.error : ' '}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: new Date().toISOString().slice(0, 10) } }}
      sx={{ mb: 0 }}
    />
  );
}

/**
 * The inventory part of the equipment forms (issue 44): room, purchase date, purchase price and replacement cost
 * (per unit), where it was bought and how many. Bound to the Formik fields of InventoryFormValues.
 */
export function InventoryFieldsSection({ homeId, disabled }: InventoryFieldsSectionProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        Inventory
      </Typography>
      <Box sx={{ mb: 1 }}>
        <RoomField homeId={homeId} disabled={disabled} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1, mb: 1 }}>
        <PurchaseDateField disabled={disabled} />
        <FormikTextField name="quantity" label="Quantity" inputMode="numeric" disabled={disabled} helperText=" " />
        <FormikTextField
          name="purchasePrice"
          label="Purchase Price"
          inputMode="decimal"
          disabled={disabled}
          helperText="Per unit"
        />
        <FormikTextField
          name="replacementCost"
          label="Replacement Cost"
          inputMode="decimal"
          disabled={disabled}
          helperText="Per unit, to buy it new today"
        />
      </Box>
      <FormikTextField name="purchasedFrom" label="Purchased From" disabled={disabled} />
    </Box>
  );
}
