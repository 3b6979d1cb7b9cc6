import Alert from '@mui/material/Alert';
import { useFormikContext } from 'formik';
import type { LabelAnalysis } from '../equipment';
import { dateAlternatives, estimatedInstallationYear } from '../label-analysis';
import { AgeAnalysisBox } from './AgeAnalysisBox';

interface LabelAnalysisFeedbackProps {
  analysis: LabelAnalysis | null;
  /** The analysis error (or another problem of the photo step), shown inline. */
  problem: string | null;
}

/**
 * What the Add and Edit dialogs show after a label photo: the age analysis box and the inline error.
 * Rendered inside their Formik form: picking one of several possible manufacture dates sets the
 * form's installation year.
 */
export function LabelAnalysisFeedback({ analysis, problem }: LabelAnalysisFeedbackProps) {
  const form = useFormikContext<{ installationDate: string }>();
  return (
    <>
      {analysis?.estimatedAge && (
        <AgeAnalysisBox
          estimate={analysis.estimatedAge}
          installationYear={estimatedInstallationYear(analysis)}
          alternatives={dateAlternatives(analysis)}
          pickedYear={form?.values.installationDate ?? null}
          onPickYear={form ? (year) => void form.setFieldValue('installationDate', year) : undefined}
        />
      )}
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
    </>
  );
}
