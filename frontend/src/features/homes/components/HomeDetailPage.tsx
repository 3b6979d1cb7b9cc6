import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../../../shared/components/PageHeading';

/** /homes/:id: one home and its equipment (the equipment list arrives with the equipment issue). */
export function HomeDetailPage() {
  return (
    <PageHeading
      title="Home Details"
      actions={
        <Button component={RouterLink} to="/" startIcon={<ArrowBackRounded />} variant="outlined">
          Back to Your Home
        </Button>
      }
    />
  );
}
