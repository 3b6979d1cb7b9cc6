import { useCallback, useState } from 'react';
import { errorMessage, isApiError } from '../../shared/api/api-error';
import { useToast } from '../../shared/toast/use-toast';
import { useAnalyzeLabelMutation } from './api';
import type { LabelAnalysis } from './equipment';
import { ANALYSIS_FAILED, analysisToast } from './label-analysis';

/** 415 Unsupported Media Type, 413 Payload Too Large: the file, not its reading, was refused. */
const isRefusedFile = (error: unknown) => isApiError(error) && (error.status === 413 || error.status === 415);
/** No answer at all: no network, or the browser offline (base-api.ts answers a change so without sending it). */
const isNoNetwork = (error: unknown) => isApiError(error) && error.status === 'FETCH_ERROR';

export interface ReadOptions {
  /**
   * Called instead of showing an error when the photo could not be sent for want of a network (not on
   * an answer such as 422): the photo is then neither shown nor kept by the form, the caller keeps it.
   */
  whenNoNetwork?: (file: File) => Promise<void>;
}

/**
 * The label photo of a form (spec §4 'Label photo'): the picked photo, the analysis under way, its
 * result or the inline error. `read` sends the photo for analysis, shows the result's toast and
 * resolves to the result, or to null when the analysis failed (the error is then in `problem`, unless
 * `whenNoNetwork` took the photo).
 */
export function useLabelReading() {
  const [analyzeLabel] = useAnalyzeLabelMutation();
  const { toast } = useToast();
  const [photo, setPhoto] = useState<File | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const [analysis, setAnalysis] = useState<LabelAnalysis | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const read = useCallback(
    async (file: File, { whenNoNetwork }: ReadOptions = {}): Promise<LabelAnalysis | null> => {
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
        if (whenNoNetwork && isNoNetwork(error)) {
          setPhoto(null);
          await whenNoNetwork(file);
          return null;
        }
        setProblem(errorMessage(error, ANALYSIS_FAILED));
        // The server refused the file itself (not an image, too large): it is not kept, so it is neither
        // shown nor uploaded with the equipment. A photo that merely could not be read stays.
        if (isRefusedFile(error)) setPhoto(null);
        return null;
      } finally {
        setAnalyzing(false);
      }
    },
    [analyzeLabel, toast],
  );

  /** A reading done earlier (a photo of the offline queue): shown as if just read, without a request. */
  const show = useCallback((file: File, result: LabelAnalysis) => {
    setPhoto(file);
    setAnalysis(result);
    setProblem(null);
  }, []);

  const clear = useCallback(() => {
    setPhoto(null);
    setAnalysis(null);
    setProblem(null);
  }, []);

  return { photo, analyzing, analysis, problem, read, show, clear };
}
