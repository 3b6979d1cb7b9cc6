/** Warranty documents are documents like any other (shared/files/document-file-checks.ts). */
export {
  MAX_DOCUMENT_BYTES as MAX_WARRANTY_DOCUMENT_BYTES,
  DOCUMENT_ACCEPT as WARRANTY_DOCUMENT_ACCEPT,
  checkDocumentFile as checkWarrantyDocumentFile,
} from '../../shared/files/document-file-checks';
