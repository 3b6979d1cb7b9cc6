import type { FileProblem } from '../../shared/files/image-file-checks';

/** Spec §5/§9: chat attachments up to 5 MB. */
export const MAX_CHAT_FILE_BYTES = 5 * 1024 * 1024;

const DOCUMENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

/** For the file picker: images, PDF, DOC, DOCX and TXT (by type and by extension, as browsers differ). */
export const CHAT_FILE_ACCEPT = [
  'image/*',
  ...Object.values(DOCUMENT_TYPES),
  ...Object.keys(DOCUMENT_TYPES).map((extension) => `.${extension}`),
].join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The client-side check of an attachment (the server checks the content again). */
export function checkChatFile(file: File): FileProblem | null {
  const extension = extensionOf(file.name);
  const allowed =
    file.type.startsWith('image/') ||
    Object.values(DOCUMENT_TYPES).includes(file.type) ||
    // Some systems report no type (or a generic one) for .doc/.docx/.txt.
    ((file.type === '' || file.type === 'application/octet-stream') && extension in DOCUMENT_TYPES);
  if (!allowed) {
    return { title: 'Invalid file type', description: 'Please select an image, PDF, DOC, DOCX or TXT file' };
  }
  if (file.size > MAX_CHAT_FILE_BYTES) {
    return { title: 'File too large', description: 'Please select a file smaller than 5MB' };
  }
  return null;
}

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'avif']);

/** Whether a sent file shows as a thumbnail (images) or as a link. */
export function isImageFileName(name: string | null): boolean {
  return name !== null && IMAGE_EXTENSIONS.has(extensionOf(name));
}
