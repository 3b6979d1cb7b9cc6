import { useCallback, useState } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { useToast } from '../../shared/toast/use-toast';
import { useAnalyzeLabelMutation } from './api';
import type { LabelAnalysis } from './equipment';
import { ANALYSIS_FAILED, analysisToast } from './label-analysis';

/**
 * The label photo of a form (spec §4 'Label photo'): the picked photo, the analysis under way, its
 * result or the inline error. `read` sends the photo for analysis, shows the result's toast and
 * resolves to the result, or to null when the analysis failed (the error is then in `problem`).
 */
export function useLabelReading() {
  const [analyzeLabel] = useAnalyzeLabelMutation();
  const { toast } = useToast();
  const [photo, setPhoto] = useState<File | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const [analysis, setAnalysis] = useState<LabelAnalysis | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const read = useCallback(
    async (file: File): Promise<LabelAnalysis | null> => {
      setPhoto(file);
      setAnalysis(null);
      setProblem(null);
      setAnalyzing(true);
      try {
        const result = await analyzeLabel(file).unwrap();
        setAnalysis(result);
        toast(analysisToast(result));
        return result;
      } catch (error) {
        setProblem(errorMessage(error, ANALYSIS_FAILED));
        return null;
      } finally {
        setAnalyzing(false);
      }
    },
    [analyzeLabel, toast],
  );

  const clear = useCallback(() => {
    setPhoto(null);
    setAnalysis(null);
    setProblem(null);
  }, []);

  return { photo, analyzing, analysis, problem, read, clear };
}
