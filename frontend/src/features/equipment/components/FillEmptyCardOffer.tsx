import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useFormikContext } from 'formik';
import { useGetEquipmentQuery } from '../api';
import type { Equipment, LabelAnalysis } from '../equipment';
import { emptyCardForLabel } from '../empty-card';
import { completesEquipment } from '../label-analysis';

interface FillEmptyCardOfferProps {
  /** The label reading of the dialog, once there is one. */
  analysis: LabelAnalysis | null;
  disabled: boolean;
  busy: boolean;
  onFill: (card: Equipment) => void;
}

/**
 * After a label reading in the Add dialog: when the chosen home still has the empty card of the kind
 * the label names (a template's 'Water Heater', details missing), one tap fills that card instead of
 * adding a second one ('Fill the empty Water Heater card'). 'Add Equipment' still adds it as new.
 * Rendered inside the dialog's Formik form (it follows the chosen home).
 */
export function FillEmptyCardOffer({ analysis, disabled, busy, onFill }: FillEmptyCardOfferProps) {
  const { values } = useFormikContext<{ homeId: string }>();
  const homeId = Number(values.homeId);
  const identified = analysis !== null && completesEquipment(analysis);
  const { data: equipment } = useGetEquipmentQuery(homeId, { skip: !identified || !(homeId > 0) });
  const card = identified && equipment ? emptyCardForLabel(analysis, equipment) : null;
  if (!card) return null;
  return (
    <Alert
      severity="info"
      icon={<AssignmentTurnedInOutlined />}
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}
      role="region"
      aria-label="Empty card of this kind"
    >
      This home has an empty {card.name} card. Fill it with what the label says, or check the details below and add it
      as new equipment.
      <Button
        variant="contained"
        size="small"
        sx={{ mt: 1, display: 'flex' }}
        disabled={disabled}
        onClick={() => onFill(card)}
      >
        {busy ? 'Filling...' : `Fill the empty ${card.name} card`}
      </Button>
    </Alert>
  );
}
