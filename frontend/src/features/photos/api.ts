import { baseApi } from '../../shared/api/base-api';
import type { Photo } from './photo';

const PHOTO_LIST_TAG = { type: 'Photo', id: 'LIST' } as const;

export interface PhotoUpload {
  file: File;
  /** The home the photo belongs to, if any. */
  homeId?: number;
}

export const photosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The user's photos, newest first. */
    getPhotos: build.query<Photo[], void>({
      query: () => 'api/photos',
      providesTags: [PHOTO_LIST_TAG],
    }),
    uploadPhoto: build.mutation<Photo, PhotoUpload>({
      query: ({ file, homeId }) => {
        const body = new FormData();
        body.append('photo', file);
        body.append('type', 'additional');
        if (homeId !== undefined) body.append('homeId', String(homeId));
        return { url: 'api/photos', method: 'POST', body };
      },
      invalidatesTags: (photo) => (photo ? [PHOTO_LIST_TAG] : []),
    }),
  }),
});

export const { useGetPhotosQuery, useUploadPhotoMutation } = photosApi;
