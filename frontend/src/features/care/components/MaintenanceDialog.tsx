import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useToast } from '../../../shared/toast/use-toast';
import {
  useAddMaintenanceAttachmentMutation,
  useAddMaintenanceMutation,
  useDeleteMaintenanceMutation,
  useGetHomeCareQuery,
  useGetMaintenanceQuery,
  useRemoveMaintenanceAttachmentMutation,
  useSetMaintenanceIntervalMutation,
  useUpdateMaintenanceMutation,
} from '../api';
import { formatDay, type MaintenanceInput, type MaintenanceRecord } from '../care';
import { LastServicedQuestion } from './LastServicedQuestion';

interface MaintenanceDialogProps {
  equipmentId: number;
  equipmentName: string;
  homeId: number;
  open: boolean;
  onClose: () => void;
  /** A viewer of a shared home (issue 15): the plan and history only, nothing to add, change or remove. */
  readOnly?: boolean;
}

const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
const todayText = () => new Date().toISOString().slice(0, 10);

interface FormValues {
  date: string;
  type: string;
  description: string;
  cost: string;
  serviceProvider: string;
  nextScheduledDate: string;
}

const emptyForm = (): FormValues => ({
  date: todayText(),
  type: '',
  description: '',
  cost: '',
  serviceProvider: '',
  nextScheduledDate: '',
});

const formOf = (record: MaintenanceRecord): FormValues => ({
  date: record.date,
  type: record.type,
  description: record.description ?? '',
  cost: record.cost === null ? '' : String(record.cost),
  serviceProvider: record.serviceProvider ?? '',
  nextScheduledDate: record.nextScheduledDate ?? '',
});

function inputOf(values: FormValues): MaintenanceInput {
  return {
    date: values.date,
    type: values.type.trim(),
    description: values.description.trim() || null,
    cost: values.cost.trim() === '' ? null : Number(values.cost),
    serviceProvider: values.serviceProvider.trim() || null,
    nextScheduledDate: values.nextScheduledDate || null,
  };
}

/** The plan: the interval (the type's, or this equipment's own) and the next due date. */
function PlanSection({ equipmentId, homeId, readOnly }: { equipmentId: number; homeId: number; readOnly: boolean }) {
  const { data } = useGetHomeCareQuery(homeId);
  const care = data?.find((item) => item.equipmentId === equipmentId);
  const [setInterval, { isLoading }] = useSetMaintenanceIntervalMutation();
  const [months, setMonths] = useState('');
  const { toast } = useToast();

  async function save(value: number | null) {
    try {
      await setInterval({ equipmentId, months: value }).unwrap();
      setMonths('');
      toast({ title: value === null ? 'Interval reset to the default' : 'Maintenance interval saved' });
    } catch (failure) {
      toast({ title: 'Failed to save the interval', description: errorMessage(failure), variant: 'destructive' });
    }
  }

  const typeText = care?.typeIntervalMonths ? `every ${care.typeIntervalMonths} months` : 'none for this type';
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        Maintenance plan
      </Typography>
      <Typography variant="body2">
        Interval:{' '}
        {care?.intervalMonths
          ? `every ${care.intervalMonths} months${care.intervalSource === 'equipment' ? ' (your own)' : ' (recommended)'}`
          : 'not set'}
        {' · '}Recommended: {typeText}
      </Typography>
      {care?.maintenance?.status === 'due' && (
        <Typography variant="body2">Service due: the last service is unknown</Typography>
      )}
      {care?.maintenance?.nextDue && (
        <Typography variant="body2">
          Next due: {formatDay(care.maintenance.nextDue)}
          {care.maintenance.status === 'overdue'
            ? ' (overdue)'
            : care.maintenance.status === 'due-soon'
              ? ' (due soon)'
              : ''}
        </Typography>
      )}
      {care && <LastServicedQuestion care={care} readOnly={readOnly} />}
      {!readOnly && (
        // Wraps on a phone: the field keeps the width its label needs ('Own interval (months)' was cut).
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            label="Own interval (months)"
            size="small"
            type="number"
            value={months}
            onChange={(event) => setMonths(event.target.value)}
            slotProps={{ htmlInput: { min: 1, max: 120 } }}
            sx={{ flex: '1 0 220px', maxWidth: 260 }}
          />
          <Button variant="outlined" disabled={isLoading || months === ''} onClick={() => void save(Number(months))}>
            Save interval
          </Button>
          {care?.intervalSource === 'equipment' && (
            <Button disabled={isLoading} onClick={() => void save(null)}>
              Use recommended
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}

function RecordForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: FormValues;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: FormValues) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState(initial);
  const field = (name: keyof FormValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await onSubmit(values)) setValues(emptyForm());
  }
  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label={submitLabel}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <TextField
        label="Date"
        type="date"
        required
        size="small"
        {...field('date')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField label="Type" required size="small" placeholder="Annual service" {...field('type')} />
      <TextField label="Service provider" size="small" {...field('serviceProvider')} />
      <TextField
        label="Cost"
        size="small"
        type="number"
        slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
        {...field('cost')}
      />
      <TextField
        label="Next scheduled date"
        type="date"
        size="small"
        {...field('nextScheduledDate')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Description"
        size="small"
        multiline
        {...field('description')}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <Stack direction="row" spacing={1} sx={{ gridColumn: { sm: '1 / -1' } }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </Stack>
    </Box>
  );
}

function RecordItem({ record, onEdit }: { record: MaintenanceRecord; onEdit?: () => void }) {
  const [remove] = useDeleteMaintenanceMutation();
  const [attach, { isLoading: attaching }] = useAddMaintenanceAttachmentMutation();
  const [detach] = useRemoveMaintenanceAttachmentMutation();
  const { toast } = useToast();
  const target = { id: record.id, equipmentId: record.equipmentId };

  async function upload(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_ATTACHMENT_BYTES) {
      toast({ title: 'Please upload a file smaller than 5MB', variant: 'destructive' });
      return;
    }
    try {
      await attach({ ...target, file }).unwrap();
    } catch (failure) {
      toast({ title: 'Failed to attach the file', description: errorMessage(failure), variant: 'destructive' });
    }
  }

  async function deleteRecord() {
    try {
      await remove(target).unwrap();
      toast({ title: 'Maintenance record deleted' });
    } catch (failure) {
      toast({ title: 'Failed to delete the record', description: errorMessage(failure), variant: 'destructive' });
    }
  }

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${record.type} on ${record.date}`}
      sx={{ p: 1.5, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2">
            {formatDay(record.date)} · {record.type}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[
              record.serviceProvider,
              record.cost !== null ? `$${record.cost.toFixed(2)}` : null,
              record.nextScheduledDate ? `next ${formatDay(record.nextScheduledDate)}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {record.description && <Typography variant="body2">{record.description}</Typography>}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
            {record.attachments.map((attachment, index) => (
              <Box key={attachment.url} sx={{ display: 'inline-flex', alignItems: 'center' }}>
                <Link href={attachment.url} target="_blank" rel="noopener">
                  {attachment.kind === 'pdf' ? `PDF ${index + 1}` : `Image ${index + 1}`}
                </Link>
                {onEdit && (
                  <IconButton
                    size="small"
                    aria-label={`Remove attachment ${index + 1}`}
                    onClick={() => void detach({ ...target, url: attachment.url })}
                  >
                    <DeleteOutlineRounded fontSize="inherit" />
                  </IconButton>
                )}
              </Box>
            ))}
          </Stack>
        </Box>
        {/* Without onEdit (a viewer) the record is only shown. */}
        {onEdit && (
          <>
            <Button component="label" size="small" startIcon={<AttachFileRounded />} disabled={attaching}>
              {attaching ? 'Uploading...' : 'Attach'}
              <input
                hidden
                type="file"
                accept="image/*,application/pdf"
                aria-label={`Attach a file to ${record.type}`}
                onChange={(event) => {
                  void upload(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </Button>
            <IconButton aria-label={`Edit ${record.type}`} onClick={onEdit}>
              <EditOutlined />
            </IconButton>
            <IconButton aria-label={`Delete ${record.type}`} color="error" onClick={() => void deleteRecord()}>
              <DeleteOutlineRounded />
            </IconButton>
          </>
        )}
      </Box>
    </Paper>
  );
}

/** 'Maintenance' from an equipment card: the plan (interval and its override) and the log (add, edit, delete, attachments). */
export function MaintenanceDialog({
  equipmentId,
  equipmentName,
  homeId,
  open,
  onClose,
  readOnly = false,
}: MaintenanceDialogProps) {
  const { data: records = [], error, isLoading } = useGetMaintenanceQuery(equipmentId, { skip: !open });
  const [add, { isLoading: adding }] = useAddMaintenanceMutation();
  const [update, { isLoading: updating }] = useUpdateMaintenanceMutation();
  const [editing, setEditing] = useState<number | null>(null);
  const { toast } = useToast();

  async function save(values: FormValues, id: number | null): Promise<boolean> {
    try {
      if (id === null) await add({ equipmentId, input: inputOf(values) }).unwrap();
      else await update({ id, equipmentId, input: inputOf(values) }).unwrap();
      toast({ title: id === null ? 'Maintenance logged' : 'Maintenance record updated' });
      setEditing(null);
      return true;
    } catch (failure) {
      toast({ title: 'Failed to save maintenance', description: errorMessage(failure), variant: 'destructive' });
      return false;
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="maintenance-dialog-title"
      scroll="paper"
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id="maintenance-dialog-title">Maintenance: {equipmentName}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <PlanSection equipmentId={equipmentId} homeId={homeId} readOnly={readOnly} />
          {!readOnly && (
            <>
              <Typography variant="subtitle1" component="h3">
                Log maintenance
              </Typography>
              <RecordForm
                initial={emptyForm()}
                submitLabel="Add record"
                busy={adding}
                onSubmit={(values) => save(values, null)}
              />
              <Divider />
            </>
          )}
          <Typography variant="subtitle1" component="h3">
            History
          </Typography>
          {error && <Alert severity="error">{errorMessage(error)}</Alert>}
          {!isLoading && !error && records.length === 0 && (
            <Typography color="text.secondary">No maintenance logged yet.</Typography>
          )}
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
            {records.map((record) =>
              editing === record.id ? (
                <Paper component="li" key={record.id} variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
                  <RecordForm
                    initial={formOf(record)}
                    submitLabel="Save record"
                    busy={updating}
                    onSubmit={(values) => save(values, record.id)}
                    onCancel={() => setEditing(null)}
                  />
                </Paper>
              ) : (
                <RecordItem
                  key={record.id}
                  record={record}
                  onEdit={readOnly ? undefined : () => setEditing(record.id)}
                />
              ),
            )}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
