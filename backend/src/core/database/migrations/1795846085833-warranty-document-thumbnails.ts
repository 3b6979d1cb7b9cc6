import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A warranty document that is a PDF gets a picture of its first page, drawn when it is uploaded (issue 38):
 * `thumbnail_url`, null for photos, for PDFs uploaded before, and when the page could not be drawn.
 */
export class WarrantyDocumentThumbnails1795846085833 implements MigrationInterface {
  name = 'WarrantyDocumentThumbnails1795846085833';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE warranty_documents ADD COLUMN thumbnail_url text');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE warranty_documents DROP COLUMN IF EXISTS thumbnail_url');
  }
}
