import Alert from '@mui/material/Alert';
import type { LabelAnalysis } from '../equipment';
import { estimatedInstallationYear } from '../label-analysis';
import { AgeAnalysisBox } from './AgeAnalysisBox';

interface LabelAnalysisFeedbackProps {
  analysis: LabelAnalysis | null;
  /** The analysis error (or another problem of the photo step), shown inline. */
  problem: string | null;
}

/** What the Add and Edit dialogs show after a label photo: the age analysis box and the inline error. */
export function LabelAnalysisFeedback({ analysis, problem }: LabelAnalysisFeedbackProps) {
  return (
    <>
      {analysis?.estimatedAge && (
        <AgeAnalysisBox estimate={analysis.estimatedAge} installationYear={estimatedInstallationYear(analysis)} />
      )}
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
    </>
  );
}
