import type { ArchiveImportView, ImportCountsView } from '@api/archive/archive-import.view';
import type { ExportJobView as ExportJob } from '@api/archive/export-job.view';
import { baseApi } from '../../shared/api/base-api';
import type { ApiError } from '../../shared/api/api-error';
import {
  fallbackPdfFileName,
  fileNameFromContentDisposition,
  fileOrErrorBody,
  isNonEmptyBlob,
  saveFile,
  type SavedFile,
} from '../../shared/files/file-download';
import { HOME_LIST_TAG } from '../../shared/homes/homes-api';

/** What an import created (POST /api/import, docs/export-format.md). */
export type ImportCounts = ImportCountsView;

/** A worker-built export (POST /api/export/jobs, GET /api/export/jobs/:id), polled until it has ended. */

export type { ExportJob };

/** How often a running export is polled (tests shorten it). */
export const exportJobPolling = { intervalMs: 1000 };
export const exportJobDownloadUrl = (id: string) => `/api/export/jobs/${encodeURIComponent(id)}/download`;

/** A home's export is a plain link: the browser streams the zip to disk and shows its progress. */
export const homeExportUrl = (homeId: number) => `/api/homes/${homeId}/export`;
export const labelSheetUrl = (homeId: number, paper: string, layout: string) =>
  `/api/homes/${homeId}/labels.pdf?paper=${encodeURIComponent(paper)}&layout=${encodeURIComponent(layout)}`;

export const archiveApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The owner's home book: fetched (so a failure shows the server's message), then saved as a file. */
    downloadHomeBook: build.mutation<SavedFile, { id: number; name: string }>({
      async queryFn({ id, name }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: `api/homes/${id}/book.pdf`, responseHandler: fileOrErrorBody });
        if (result.error) return { error: result.error as ApiError };
        if (!isNonEmptyBlob(result.data)) {
          return { error: { status: 'CUSTOM_ERROR', message: 'The server sent an empty file', data: null } };
        }
        const disposition = result.meta?.response?.headers.get('Content-Disposition');
        const fileName = fileNameFromContentDisposition(disposition) ?? fallbackPdfFileName(name);
        saveFile(result.data, fileName);
        return { data: { fileName } };
      },
    }),

    /** 'Export all my data': the server builds the zip in a job; the page polls it, then downloads it. */
    startExportJob: build.mutation<ExportJob, void>({
      query: () => ({ url: 'api/export/jobs', method: 'POST', body: {} }),
    }),
    getExportJob: build.query<ExportJob, string>({
      query: (id) => `api/export/jobs/${encodeURIComponent(id)}`,
      keepUnusedDataFor: 0,
    }),

    importArchive: build.mutation<ArchiveImportView, File>({
      query: (file) => {
        const body = new FormData();
        body.append('archive', file);
        return { url: 'api/import', method: 'POST', body };
      },
      invalidatesTags: (_result, error) =>
        error ? [] : [HOME_LIST_TAG, 'Equipment', { type: 'Photo', id: 'LIST' }, 'Warranty'],
    }),
  }),
});

export const {
  useDownloadHomeBookMutation,
  useImportArchiveMutation,
  useStartExportJobMutation,
  useGetExportJobQuery,
} = archiveApi;
