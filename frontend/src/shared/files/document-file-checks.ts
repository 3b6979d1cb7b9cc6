import type { FileProblem } from './image-file-checks';

/** Documents (warranty documents, receipts): PDFs and images up to 10 MB (the server checks the content again). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_ACCEPT = 'application/pdf,.pdf,image/*';

const isPdfName = (name: string) => /\.pdf$/i.test(name);

/** Why a picked document is refused before it is sent, or null. */
export function checkDocumentFile(file: File): FileProblem | null {
  const isPdf = file.type === 'application/pdf' || (!file.type && isPdfName(file.name));
  if (!isPdf && !file.type.startsWith('image/')) {
    return { title: 'Invalid file type', description: 'Please upload a PDF or an image file' };
  }
  if (file.size > MAX_DOCUMENT_BYTES) {
    return { title: 'File too large', description: 'Please upload a file smaller than 10MB' };
  }
  return null;
}
