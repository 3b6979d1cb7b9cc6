import { randomUUID } from 'node:crypto';

/**
 * Where files live in the bucket. Every private key starts with `users/<ownerId>/`, which is what
 * canReadFile (file-access-policy.ts) checks, and files are grouped by the record whose deletion must
 * remove them, so deleting a record is one deletePrefix call:
 *
 *   users/<userId>/homes/<homeId>/home-photo/<uuid>.jpg      the home's photo (homes.photo_url)
 *   users/<userId>/homes/<homeId>/photos/<uuid>.jpg          library photos attached to that home
 *   users/<userId>/photos/<uuid>.jpg                         library photos without a home
 *   users/<userId>/equipment/<equipmentId>/…                 equipment photos, warranty documents and
 *                                                            anything else tied to one equipment; keyed
 *                                                            by equipment, not home, because equipment
 *                                                            can move to another home with its files
 *
 * Deleting a home deletes its home prefix and the prefix of each equipment it holds at that moment.
 * A later module that stores a file belonging to a home or an equipment (for instance a chat
 * attachment in an equipment room) must put it under that prefix, or it will outlive the record.
 * Prefixes end with '/' so that home 1 never matches home 10.
 */
export function userFilesPrefix(userId: number): string {
  return `users/${userId}/`;
}

export function homeFilesPrefix(userId: number, homeId: number): string {
  return `${userFilesPrefix(userId)}homes/${homeId}/`;
}

export function equipmentFilesPrefix(userId: number, equipmentId: number): string {
  return `${userFilesPrefix(userId)}equipment/${equipmentId}/`;
}

/** Library photos that belong to no home. */
export function unattachedPhotosPrefix(userId: number): string {
  return `${userFilesPrefix(userId)}photos/`;
}

/** A fresh, unguessable key in a folder: `<folder><uuid>.<extension>` (folder ends with '/'). */
export function newFileKey(folder: string, extension: string): string {
  return `${folder}${randomUUID()}.${extension}`;
}
