import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useField } from 'formik';

interface ManualUrlsFieldProps {
  disabled?: boolean;
}

/** The 'Manual URLs' list of the add form: one line per link, added and removed by hand. */
export function ManualUrlsField({ disabled }: ManualUrlsFieldProps) {
  const [field, , helpers] = useField<string[]>('manualUrls');
  const urls = field.value;

  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      <Typography variant="subtitle2" component="h3">
        Manual URLs
      </Typography>
      {urls.map((url, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <OutlinedInput
            fullWidth
            size="small"
            type="url"
            value={url}
            disabled={disabled}
            placeholder="https://"
            onChange={(event) => helpers.setValue(urls.map((old, at) => (at === index ? event.target.value : old)))}
            slotProps={{ input: { 'aria-label': `Manual URL ${index + 1}` } }}
          />
          <IconButton
            aria-label={`Remove manual URL ${index + 1}`}
            disabled={disabled}
            onClick={() => helpers.setValue(urls.filter((_old, at) => at !== index))}
          >
            <DeleteOutlineRounded />
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        startIcon={<AddRounded />}
        disabled={disabled}
        onClick={() => helpers.setValue([...urls, ''])}
        sx={{ justifySelf: 'start' }}
      >
        Add Manual URL
      </Button>
    </Box>
  );
}
