import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../shared/api/api-error';
import { useGetTemplatesQuery } from '../api';
import { OFFERED_TEMPLATE_NAME, TEMPLATE_ADD_ONS } from '../template-add-ons';

interface TemplatePickerProps {
  templateId: number | null;
  addOns: string[];
  onTemplateChange: (templateId: number) => void;
  onAddOnsChange: (addOns: string[]) => void;
  disabled?: boolean;
}

const optionSx = {
  m: 0,
  px: 1.5,
  py: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  alignItems: 'flex-start',
  '& .MuiFormControlLabel-label': { pt: 1, minWidth: 0 },
} as const;

/** 'Select Template': the offered template and, once one is chosen, its add-ons. */
export function TemplatePicker({
  templateId,
  addOns,
  onTemplateChange,
  onAddOnsChange,
  disabled,
}: TemplatePickerProps) {
  const { data: templates = [], isLoading, error } = useGetTemplatesQuery();
  const offered = templates.filter((template) => template.name === OFFERED_TEMPLATE_NAME);

  function toggleAddOn(id: string, checked: boolean) {
    onAddOnsChange(checked ? [...addOns, id] : addOns.filter((addOn) => addOn !== id));
  }

  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography id="select-template-heading" variant="h6" component="h2">
          Select Template
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Choose a template and customize it with add-ons.
        </Typography>

        {isLoading ? (
          <CircularProgress size={28} aria-label="Loading templates" />
        ) : error ? (
          <Alert severity="error">{errorMessage(error)}</Alert>
        ) : offered.length === 0 ? (
          <Typography color="text.secondary">No templates available.</Typography>
        ) : (
          <RadioGroup
            aria-labelledby="select-template-heading"
            value={templateId === null ? '' : String(templateId)}
            onChange={(event) => onTemplateChange(Number(event.target.value))}
            sx={{ gap: 1 }}
          >
            {offered.map((template) => (
              <FormControlLabel
                key={template.id}
                value={String(template.id)}
                disabled={disabled}
                control={
                  <Radio
                    slotProps={{
                      input: {
                        'aria-label': template.name,
                        'aria-describedby': template.description ? `template-${template.id}-description` : undefined,
                      },
                    }}
                  />
                }
                sx={{
                  ...optionSx,
                  ...(templateId === template.id && {
                    borderColor: 'primary.main',
                    bgcolor: 'rgba(29, 95, 209, 0.04)',
                  }),
                }}
                label={
                  <>
                    <Typography sx={{ fontWeight: 600 }}>{template.name}</Typography>
                    {template.description && (
                      <Typography id={`template-${template.id}-description`} variant="body2" color="text.secondary">
                        {template.description}
                      </Typography>
                    )}
                  </>
                }
              />
            ))}
          </RadioGroup>
        )}

        <Typography variant="subtitle1" component="h3" sx={{ mt: 3, fontWeight: 600 }}>
          Add-ons
        </Typography>
        {templateId === null && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Choose a template first to add add-ons.
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
          {TEMPLATE_ADD_ONS.map((addOn) => (
            <FormControlLabel
              key={addOn.id}
              disabled={disabled || templateId === null}
              sx={optionSx}
              control={
                <Checkbox
                  checked={addOns.includes(addOn.id)}
                  onChange={(event) => toggleAddOn(addOn.id, event.target.checked)}
                  slotProps={{ input: { 'aria-label': addOn.label } }}
                />
              }
              label={
                <>
                  <Typography sx={{ fontWeight: 600 }}>{addOn.label}</Typography>
                  <Box
                    component="ul"
                    aria-label={`${addOn.label} equipment`}
                    sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.75, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
                  >
                    {addOn.items.map((item) => (
                      <li key={item.name}>
                        <Chip size="small" variant="outlined" label={`${item.name} · ${item.category}`} />
                      </li>
                    ))}
                  </Box>
                </>
              }
            />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
