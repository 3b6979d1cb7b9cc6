import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../shared/api/api-error';
import { PageSpinner } from '../../../shared/components/PageSpinner';

/** What a table shows instead of rows while loading, on failure, or with nothing to list. */
export function TableLoading({ label }: { label: string }) {
  return <PageSpinner label={label} minHeight={240} />;
}

export function TableError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}

export function TableEmpty({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
