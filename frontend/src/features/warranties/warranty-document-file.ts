import type { FileProblem } from '../../shared/files/image-file-checks';

/** Warranty documents: PDFs and images up to 10 MB (the server checks the content again). */
export const MAX_WARRANTY_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const WARRANTY_DOCUMENT_ACCEPT = 'application/pdf,.pdf,image/*';

const isPdfName = (name: string) => /\.pdf$/i.test(name);

/** Why a picked warranty document is refused before it is sent, or null. */
export function checkWarrantyDocumentFile(file: File): FileProblem | null {
  const isPdf = file.type === 'application/pdf' || (!file.type && isPdfName(file.name));
  if (!isPdf && !file.type.startsWith('image/')) {
    return { title: 'Invalid file type', description: 'Please upload a PDF or an image file' };
  }
  if (file.size > MAX_WARRANTY_DOCUMENT_BYTES) {
    return { title: 'File too large', description: 'Please upload a file smaller than 10MB' };
  }
  return null;
}
