import { getMetadataArgsStorage } from 'typeorm';
import { WarrantyDocument } from './entities/warranty-document.entity';
import { Warranty } from './entities/warranty.entity';
import { toWarrantyDocumentView, toWarrantyView } from './warranty.mapper';

const columns = (target: object) =>
  getMetadataArgsStorage()
    .columns.filter((column) => column.target === target)
    .map((column) => column.propertyName);

const warranty: Warranty = {
  id: 6,
  equipmentId: 4,
  startDate: '2024-01-01',
  endDate: '2027-01-01',
  provider: 'Acme',
  policyNumber: 'P-1',
  terms: null,
  status: 'active',
  autoRenewal: false,
  createdAt: new Date('2026-11-24T08:00:00.000Z'),
  updatedAt: new Date('2026-11-24T08:00:00.000Z'),
};

const document: WarrantyDocument = {
  id: 12,
  warrantyId: 6,
  userId: 2,
  equipmentId: 4,
  fileName: 'receipt.jpg',
  fileUrl: '/api/files/users/2/equipment/4/warranty/a.jpg',
  fileType: 'image/jpeg',
  thumbnailUrl: null,
  uploadedAt: new Date('2026-11-24T08:05:00.000Z'),
};

describe('toWarrantyView', () => {
  it('sends the columns in the entity order, then the derived status, days left and documents', () => {
    const view = toWarrantyView({ ...warranty, derivedStatus: 'Active', daysRemaining: 38, documents: [document] });
    expect(Object.keys(view)).toEqual([...columns(Warranty), 'derivedStatus', 'daysRemaining', 'documents']);
    expect(JSON.stringify(view)).toBe(
      JSON.stringify({
        ...warranty,
        derivedStatus: 'Active',
        daysRemaining: 38,
        documents: [
          {
            id: 12,
            fileName: 'receipt.jpg',
            fileUrl: '/api/files/users/2/equipment/4/warranty/a.jpg',
            fileType: 'image/jpeg',
            thumbnailUrl: null,
            uploadedAt: '2026-11-24T08:05:00.000Z',
          },
        ],
      }),
    );
  });

  it('keeps dates as they are stored and writes timestamps as ISO text', () => {
    const view = toWarrantyView({ ...warranty, derivedStatus: 'Expired', daysRemaining: -3, documents: [] });
    expect(view).toMatchObject({
      startDate: '2024-01-01',
      endDate: '2027-01-01',
      createdAt: '2026-11-24T08:00:00.000Z',
    });
  });
});

describe('toWarrantyDocumentView', () => {
  it('leaves out whose and which equipment the document is (the warranty says it)', () => {
    expect(Object.keys(toWarrantyDocumentView(document))).toEqual([
      'id',
      'fileName',
      'fileUrl',
      'fileType',
      'thumbnailUrl',
      'uploadedAt',
    ]);
  });
});
