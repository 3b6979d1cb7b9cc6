import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { boolean } from 'yup';
import { errorMessage, serverMessage } from '../../../shared/api/api-error';
import { FormikTextField } from '../../../shared/components/FormikTextField';
import type { Home } from '../../../shared/homes/home';
import { useToast } from '../../../shared/toast/use-toast';
import { useCancelTransferMutation, useGetPendingTransferQuery, useStartTransferMutation } from '../api';
import { transferSchema } from '../schemas';
import type { HomeTransfer } from '../sharing';

interface TransferDialogProps {
  home: Pick<Home, 'id' | 'name'>;
  open: boolean;
  onClose: () => void;
}

const FORM_ID = 'transfer-form';
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const transferFormSchema = transferSchema.shape({
  understood: boolean().oneOf([true], 'Please confirm that you understand what happens'),
});

interface TransferValues {
  email: string;
  understood: boolean;
}

/** What a hand-over does, said before it is started. */
function WhatHappens({ homeName }: { homeName: string }) {
  return (
    <Box id="transfer-what-happens" sx={{ mb: 2 }}>
      <Typography sx={{ mb: 1 }}>
        We e-mail the new owner a link. When they accept it, <strong>{homeName}</strong> becomes theirs:
      </Typography>
      <Box component="ul" sx={{ pl: 3, my: 0, '& li': { mb: 0.5 } }}>
        <li>
          The whole home with all its records and files goes to the new owner: equipment, photos, warranties,
          maintenance and documents.
        </li>
        <li>You lose access to it, unless the new owner invites you back.</li>
        <li>Your support chat stays yours.</li>
      </Box>
    </Box>
  );
}

function PendingTransferNotice({
  transfer,
  homeId,
  onCancelled,
}: {
  transfer: HomeTransfer;
  homeId: number;
  onCancelled: () => void;
}) {
  const [cancel, { isLoading }] = useCancelTransferMutation();
  const { toast } = useToast();

  async function handleCancel() {
    try {
      await cancel(homeId).unwrap();
      toast({ title: 'Transfer cancelled', description: `The link sent to ${transfer.email} no longer works.` });
      onCancelled();
    } catch (failure) {
      toast({ title: 'Failed to cancel the transfer', description: errorMessage(failure), variant: 'destructive' });
    }
  }

  const expires = new Date(transfer.expiresAt);
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" disabled={isLoading} onClick={() => void handleCancel()}>
          {isLoading ? 'Cancelling...' : 'Cancel transfer'}
        </Button>
      }
      sx={{
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-action': { pl: { xs: 0, sm: 2 }, ml: { xs: 0, sm: 'auto' } },
      }}
    >
      A transfer to <strong>{transfer.email}</strong> is waiting for them to accept
      {Number.isNaN(expires.getTime()) ? '' : ` (until ${dayFormat.format(expires)})`}.
    </Alert>
  );
}

/**
 * 'Transfer to a new owner' (owner only): the buyer's e-mail and what happens, or the pending hand-over
 * with 'Cancel transfer'.
 */
export function TransferDialog({ home, open, onClose }: TransferDialogProps) {
  const { data, isLoading, error } = useGetPendingTransferQuery(home.id, { skip: !open });
  const [startTransfer] = useStartTransferMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const { toast } = useToast();
  const pending = data?.pending ?? null;

  async function submit(values: TransferValues) {
    setProblem(null);
    const email = values.email.trim();
    try {
      await startTransfer({ homeId: home.id, email }).unwrap();
      toast({
        title: 'Transfer started',
        description: `We e-mailed ${email} a link to accept ${home.name}.`,
      });
    } catch (failure) {
      setProblem(serverMessage(failure, errorMessage(failure, 'Failed to start the transfer')));
    }
  }

  let body;
  if (error) body = <Alert severity="error">{errorMessage(error)}</Alert>;
  else if (isLoading || !data) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
        <CircularProgress aria-label="Loading transfer" />
      </Box>
    );
  } else if (pending) {
    body = <PendingTransferNotice transfer={pending} homeId={home.id} onCancelled={() => setProblem(null)} />;
  } else {
    body = (
      <Formik<TransferValues>
        initialValues={{ email: '', understood: false }}
        validationSchema={transferFormSchema}
        onSubmit={submit}
      >
        {({ values, errors, touched, setFieldValue, setFieldTouched }) => (
          <Form id={FORM_ID} noValidate aria-describedby="transfer-what-happens">
            <WhatHappens homeName={home.name} />
            {problem && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {problem}
              </Alert>
            )}
            <FormikTextField name="email" label="New owner's email" type="email" autoComplete="off" required />
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.understood}
                  onChange={(event) => {
                    void setFieldValue('understood', event.target.checked);
                    void setFieldTouched('understood', true, false);
                  }}
                  slotProps={{
                    input: {
                      'aria-describedby':
                        touched.understood && errors.understood ? 'transfer-understood-error' : undefined,
                    },
                  }}
                />
              }
              label="I understand that I will lose access to this home"
            />
            {touched.understood && errors.understood && (
              <FormHelperText id="transfer-understood-error" error>
                {errors.understood}
              </FormHelperText>
            )}
          </Form>
        )}
      </Formik>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="transfer-dialog-title"
      scroll="paper"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="transfer-dialog-title">Transfer to a new owner</DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Close
        </Button>
        {!pending && data && (
          <Button type="submit" form={FORM_ID} variant="contained" color="error">
            Transfer home
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
