import { Photo } from './entities/photo.entity';
import { oneLineAddress, toLibraryPhotoView } from './library-photo.mapper';

describe('oneLineAddress', () => {
  it('reads "address, city, state zipCode", skipping empty parts', () => {
    expect(oneLineAddress({ address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' })).toBe(
      '1 Main St, Springfield, IL 62704',
    );
    expect(oneLineAddress({ address: '1 Main St', city: '', state: 'IL', zipCode: '' })).toBe('1 Main St, IL');
  });
});

describe('toLibraryPhotoView', () => {
  const photo: Photo = {
    id: 7,
    userId: 3,
    url: '/api/files/users/3/photos/a.jpg',
    type: 'additional',
    equipmentId: null,
    homeId: 5,
    createdAt: new Date('2026-11-24T10:11:12.345Z'),
  };

  it('answers the photo with its date as ISO text and its home, in the order the API sends them', () => {
    const home = { name: 'Lake House', address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' };
    const view = toLibraryPhotoView(photo, home);
    expect(JSON.stringify(view)).toBe(
      JSON.stringify({
        id: 7,
        userId: 3,
        url: '/api/files/users/3/photos/a.jpg',
        type: 'additional',
        equipmentId: null,
        homeId: 5,
        createdAt: '2026-11-24T10:11:12.345Z',
        homeName: 'Lake House',
        homeAddress: '1 Main St, Springfield, IL 62704',
      }),
    );
  });

  it('has no home name or address without a home', () => {
    expect(toLibraryPhotoView({ ...photo, homeId: null }, null)).toMatchObject({ homeName: null, homeAddress: null });
  });
});
