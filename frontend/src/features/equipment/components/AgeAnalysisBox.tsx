import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { AgeEstimate, ManufactureDate } from '../equipment';
import { manufactureDateText } from '../label-analysis';

interface AgeAnalysisBoxProps {
  estimate: AgeEstimate;
  /** The installation year the estimate gives (current year minus the age), when there is one. */
  installationYear: string | null;
  /** Several possible manufacture dates (a repeating serial code): shown for the user to pick one. */
  alternatives?: ManufactureDate[];
  /** The installation year in the form, to show which alternative is picked. */
  pickedYear?: string | null;
  /** Picking an alternative sets the form's installation year. */
  onPickYear?: (year: string) => void;
}

const CONFIDENCE_NAMES: Record<AgeEstimate['confidence'], string> = { high: 'High', medium: 'Medium', low: 'Low' };

function ageText(years: number): string {
  if (years < 1) return 'less than 1 year';
  return years === 1 ? '1 year' : `${years} years`;
}

/** 'Equipment Age Analysis': the estimated age in years, its confidence and how it was worked out. */
export function AgeAnalysisBox({
  estimate,
  installationYear,
  alternatives = [],
  pickedYear,
  onPickYear,
}: AgeAnalysisBoxProps) {
  const titleId = useId();
  const choiceId = useId();
  const known = typeof estimate.years === 'number';
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: 2, mb: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        Equipment Age Analysis
      </Typography>
      {known ? (
        <Typography variant="body2">Estimated age: {ageText(estimate.years as number)}</Typography>
      ) : (
        <Typography variant="body2">The age could not be estimated from this label.</Typography>
      )}
      {installationYear && <Typography variant="body2">Est. Installation Year: {installationYear}</Typography>}
      <Typography variant="body2">
        Confidence: {CONFIDENCE_NAMES[estimate.confidence] ?? estimate.confidence}
      </Typography>
      {estimate.details && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {estimate.details}
        </Typography>
      )}
      {alternatives.length > 1 && (
        <Box sx={{ mt: 1 }}>
          <Typography id={choiceId} variant="body2" sx={{ mb: 0.5 }}>
            Possible manufacture dates (pick one to set the installation year):
          </Typography>
          <ToggleButtonGroup
            aria-labelledby={choiceId}
            size="small"
            exclusive
            value={pickedYear ?? null}
            onChange={(_, year: string | null) => {
              if (year && onPickYear) onPickYear(year);
            }}
            sx={{ flexWrap: 'wrap' }}
          >
            {alternatives.map((date) => (
              <ToggleButton key={date.year} value={String(date.year)} disabled={!onPickYear}>
                {manufactureDateText(date)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      )}
    </Box>
  );
}
