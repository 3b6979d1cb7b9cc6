import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/api-error';
import { PageHeading } from '../../../shared/components/PageHeading';
import { useGetHomesQuery } from '../../../shared/homes/homes-api';
import { useSmallScreen } from '../../../shared/plain-ui/use-small-screen';
import { refusedImport, useImportInventoryMutation, type ImportRow, type InventoryImportView } from '../api';
import { importSummary, STATUS_COLOR, STATUS_LABEL } from '../import-summary';

const ACCEPT = '.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain';

function StatusChip({ status }: { status: ImportRow['status'] }) {
  return <Chip size="small" label={STATUS_LABEL[status]} color={STATUS_COLOR[status]} variant="outlined" />;
}

/** The dry run's rows: a table on a wide screen, one card per row on a phone. */
function ImportRows({ rows }: { rows: ImportRow[] }) {
  const phone = useSmallScreen();
  if (phone) {
    return (
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Rows">
        {rows.map((row) => (
          <Card component="li" key={row.row} variant="outlined">
            <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  Row {row.row}: {row.name ?? '(no name)'}
                </Typography>
                <StatusChip status={row.status} />
              </Stack>
              {row.errors.map((error) => (
                <Typography key={error} variant="body2" color="error" sx={{ mt: 0.5 }}>
                  {error}
                </Typography>
              ))}
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Card} variant="outlined">
      <Table size="small" aria-label="Rows">
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Errors</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.row}>
              <TableCell>{row.row}</TableCell>
              <TableCell>{row.name ?? '(no name)'}</TableCell>
              <TableCell>
                <StatusChip status={row.status} />
              </TableCell>
              <TableCell sx={{ color: 'error.main' }}>{row.errors.join(' ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * /homes/:id/inventory/import: pick a CSV or TSV file (ours, HomeBox's or any sheet with a Name column), see
 * what importing it would do (a dry run: every row's status and errors), then import it, with "Skip rows with
 * errors" when some have errors (docs/inventory.md, "Import").
 */
export function InventoryImportPage() {
  const homeId = Number(useParams().id);
  const { data: homes } = useGetHomesQuery();
  const home = homes?.find((candidate) => candidate.id === homeId);
  const [importInventory, { isLoading }] = useImportInventoryMutation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<InventoryImportView | null>(null);
  const [result, setResult] = useState<InventoryImportView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [skipErrors, setSkipErrors] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    setPreview(null);
    setResult(null);
    setFailure(null);
    setSkipErrors(false);
    try {
      setPreview(await importInventory({ homeId, file: chosen, dryRun: true }).unwrap());
    } catch (error) {
      setFailure(errorMessage(error, 'The file could not be read'));
    }
  }

  async function runImport() {
    if (!file) return;
    setFailure(null);
    try {
      setResult(await importInventory({ homeId, file, dryRun: false, skipErrors }).unwrap());
      setPreview(null);
    } catch (error) {
      const refused = refusedImport(error);
      if (refused) setPreview({ ...refused, dryRun: true });
      setFailure(errorMessage(error, 'The import failed'));
    }
  }

  const nothingToDo = preview ? preview.created + preview.updated === 0 : true;
  const blocked = !!preview?.errors && !skipErrors;

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, sm: 3 }, pt: 3, pb: { xs: 12, sm: 3 } }}>
      <PageHeading
        title="Import from a spreadsheet"
        subtitle={home ? `Into ${home.name}` : undefined}
        actions={
          <Button component={RouterLink} to={`/homes/${homeId}`} variant="outlined">
            Back to the home
          </Button>
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A CSV or TSV file with a header row: our inventory export, a HomeBox export, or any sheet with a Name column
        (Room, Brand, Model Number, Serial Number, Purchase Date, Purchase Price, Replacement Cost, Purchased From,
        Quantity, Notes). At most 5 MB and 5,000 rows. Rows with an import ref are updated, not duplicated, when the
        file is imported again.
      </Typography>
      <input ref={input} type="file" accept={ACCEPT} hidden onChange={choose} aria-label="Spreadsheet file" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Button variant="contained" onClick={() => input.current?.click()} disabled={isLoading}>
          {file ? 'Choose another file' : 'Choose a spreadsheet'}
        </Button>
        {file && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Typography>
        )}
        {isLoading && <Typography variant="body2">Reading...</Typography>}
      </Stack>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {result && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Imported: {importSummary(result)}.
        </Alert>
      )}
      {preview && (
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Check before importing
          </Typography>
          <Typography variant="body1">{importSummary(preview)}.</Typography>
          {preview.ignoredColumns.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              Columns not imported: {preview.ignoredColumns.join(', ')}
            </Typography>
          )}
          <ImportRows rows={preview.rows} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            {preview.errors > 0 && (
              <FormControlLabel
                control={<Checkbox checked={skipErrors} onChange={(event) => setSkipErrors(event.target.checked)} />}
                label="Skip rows with errors"
              />
            )}
            <Button variant="contained" onClick={runImport} disabled={isLoading || blocked || nothingToDo}>
              {isLoading ? 'Importing...' : 'Import'}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
